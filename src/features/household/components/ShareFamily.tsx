import { useId } from 'react';
import styled from 'styled-components';
import type { HouseholdDto } from '@contract/types';
import { InvitePanel } from './InvitePanel';
import { JoinFamilyForm } from './JoinFamilyForm';

const Section = styled.section`
  display: grid;
  gap: 0.75rem;
  margin-top: 1rem;
  h2 {
    margin: 0;
    font-size: 1.35rem;
  }
`;

const Intro = styled.p`
  margin: 0;
  max-width: 60ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 19rem), 1fr));
  gap: 1rem;
`;

/** "Share your family": two parents, each signed in, with one plan and one shopping list. */
export function ShareFamily({ household }: { household: HouseholdDto }) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>Share your family</h2>
      <Intro>Two parents can each sign in to the same family and share its plan and shopping list.</Intro>
      <Panels>
        {/* A code belongs to its household: a join starts the invite afresh. */}
        <InvitePanel key={household.id} invite={household.invite} />
        <JoinFamilyForm />
      </Panels>
    </Section>
  );
}
