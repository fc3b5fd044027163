import styled from 'styled-components';
import { bareList } from '@/components/bareList';
import type { MealConflict } from '@/api/mealPlans';
import { Button } from '@/components/Button';
import { conflictSentence, conflictsByMember, isMayContain, onlyMayContain } from './mealPeople';
import { Warning } from './dialogParts';
import { WarningIcon } from './icons';

const Box = styled(Warning).attrs({ as: 'div' })`
  display: grid;
  gap: 0.6rem;
`;

const Heading = styled.p`
  display: flex;
  align-items: center;
  gap: 0.4rem;
  margin: 0;
  font-weight: 700;
`;

const People = styled.ul`
  display: grid;
  gap: 0.6rem;
  ${bareList}
`;

const Person = styled.li`
  display: grid;
  justify-items: start;
  gap: 0.35rem;
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
  /* A "may contain" (issue 35) reads softer than a contained allergen (5.8:1 on the tint). */
  p[data-may-contain] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface ConflictWarningProps {
  /** The conflicts of the people ticked to eat. */
  conflicts: readonly MealConflict[];
  /** False when one person is left: the meal needs someone eating it. */
  canLeaveOut: boolean;
  onLeaveOut: (memberId: number) => void;
}

/**
 * Advice before planning: who the recipe does not suit and why ("Mia is allergic to peanuts
 * (peanut butter).", "Granola may contain peanuts — Mia is allergic."), each with a way to leave
 * them out of this meal. Planning stays possible.
 */
export function ConflictWarning({ conflicts, canLeaveOut, onLeaveOut }: ConflictWarningProps) {
  if (conflicts.length === 0) return null;
  return (
    <Box>
      <Heading>
        <WarningIcon />
        {onlyMayContain(conflicts) ? 'May not suit everyone eating' : 'Not for everyone eating'}
      </Heading>
      <People>
        {[...conflictsByMember(conflicts)].map(([memberId, theirs]) => (
          <Person key={memberId}>
            {theirs.map((conflict, index) => (
              <p key={index} data-may-contain={isMayContain(conflict) || undefined}>
                {conflictSentence(conflict)}
              </p>
            ))}
            {canLeaveOut && (
              <Button variant="secondary" onClick={() => onLeaveOut(memberId)}>
                Leave {theirs[0].memberName} out of this meal
              </Button>
            )}
          </Person>
        ))}
      </People>
    </Box>
  );
}
