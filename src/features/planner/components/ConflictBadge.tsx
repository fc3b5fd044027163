import styled from 'styled-components';
import type { MealConflict } from '@/api/mealPlans';
import { conflictCount, conflictLine, WarningIcon } from '@/entities/meal-plan';

/** Open and closed with the keyboard or a tap, natively; its list wraps inside the cell. */
const Details = styled.details`
  min-width: 0;
  font-size: 0.8rem;
`;

/** Dark amber text on a warm tint (7.2:1), with an icon and words: never colour alone. */
const Summary = styled.summary`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  min-height: 28px;
  padding: 0.15rem 0.55rem;
  border: 1.5px solid ${({ theme }) => theme.colors.accentDark};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 700;
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  svg {
    flex: none;
  }
`;

const Reasons = styled.ul`
  margin: 0.35rem 0 0;
  padding: 0.4rem 0.55rem 0.4rem 1.3rem;
  border-left: 3px solid ${({ theme }) => theme.colors.accentDark};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.35;
  li + li {
    margin-top: 0.2rem;
  }
`;

/** "⚠ 2 conflicts": a planned meal someone eating it should not have; opens to say who and why. */
export function ConflictBadge({ conflicts, mealName }: { conflicts: readonly MealConflict[]; mealName: string }) {
  if (conflicts.length === 0) return null;
  return (
    <Details>
      <Summary>
        <WarningIcon />
        {conflictCount(conflicts)}
        <span className="visually-hidden"> in {mealName}</span>
      </Summary>
      <Reasons>
        {conflicts.map((conflict, index) => (
          <li key={index}>{conflictLine(conflict)}</li>
        ))}
      </Reasons>
    </Details>
  );
}
