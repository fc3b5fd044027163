import { useId } from 'react';
import styled from 'styled-components';
import type { Household } from '@/api/models';
import { CalendarFeedPanel } from './CalendarFeedPanel';
import { TimesPanel } from './TimesPanel';

const Section = styled.section`
  display: grid;
  gap: 0.75rem;
  margin-top: 1rem;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 1.35rem;
  }
`;

const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 19rem), 1fr));
  gap: 1rem;
  align-items: start;
`;

/** Issue 38, "Calendar and times": the family's time zone and meal times, and its calendar feed. */
export function CalendarSection({ household }: { household: Household }) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>Calendar and times</h2>
      <Panels>
        {/* A household's own settings: a join or a leave starts the form afresh. */}
        <TimesPanel key={household.id} household={household} />
        <CalendarFeedPanel youAreParent={household.youAreParent} />
      </Panels>
    </Section>
  );
}
