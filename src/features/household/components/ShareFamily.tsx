import { useId } from 'react';
import styled from 'styled-components';
import type { Household } from '@/api/models';
import { Button } from '@/components/Button';
import { InvitePanel } from './InvitePanel';
import { JoinFamilyForm } from './JoinFamilyForm';
import { PanelText, PanelTitle, SharePanel } from './shareParts';

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

/** Short: it keeps its own height beside a tall join form. */
const LeavePanel = styled(SharePanel)`
  align-self: start;
`;

export interface ShareFamilyProps {
  household: Household;
  /** When the household shown was asked for (ms): see InvitePanel. */
  fetchedAt?: number;
  /** "Leave family" was chosen: the page asks first. */
  onLeave: () => void;
}

/**
 * "Share your family": several accounts, each signed in, with one plan and one shopping list.
 * Parents invite (a code and its link); everyone may join another family, and leave this one
 * when someone else stays to look after it.
 */
export function ShareFamily({ household, fetchedAt, onLeave }: ShareFamilyProps) {
  const titleId = useId();
  const leaveId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>Share your family</h2>
      <Intro>
        {household.youAreParent
          ? 'Parents can each sign in to the same family and share its plan and shopping list. Parents invite people, and can remove them.'
          : 'Everyone who signs in to this family shares its plan and shopping list. Its parents invite people: ask one of them for a code.'}
      </Intro>
      <Panels>
        {/* A code belongs to its household: a join starts the invite afresh. */}
        {household.youAreParent && <InvitePanel key={household.id} invite={household.invite} fetchedAt={fetchedAt} />}
        <JoinFamilyForm />
        {household.canLeave && (
          <LeavePanel aria-labelledby={leaveId}>
            <PanelTitle id={leaveId}>Leave the family</PanelTitle>
            <PanelText>
              You get a fresh household of your own; the family’s plan, shopping list and people stay with the family.
            </PanelText>
            <div>
              <Button variant="ghost" onClick={onLeave}>
                Leave family
              </Button>
            </div>
          </LeavePanel>
        )}
      </Panels>
    </Section>
  );
}
