import styled from 'styled-components';
import type { MealConflict } from '@/api/mealPlans';
import { conflictCount, conflictLine, isMayContain, onlyMayContain, WarningIcon } from '@/entities/meal-plan';

/** Open and closed with the keyboard or a tap, natively; its list wraps inside the cell. */
const Details = styled.details`
  min-width: 0;
  font-size: 0.8rem;
`;

/**
 * Dark amber text on a warm tint (7.2:1), with an icon and words: never colour alone. When every
 * conflict is only a "may contain" (issue 35), outlined and muted instead (6.5:1 on white).
 */
const Summary = styled.summary<{ $soft: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  min-height: 28px;
  padding: 0.15rem 0.55rem;
  border: 1.5px ${({ $soft }) => ($soft ? 'dashed' : 'solid')}
    ${({ theme, $soft }) => ($soft ? theme.colors.textMuted : theme.colors.accentDark)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $soft }) => ($soft ? theme.colors.surface : theme.colors.accentSoft)};
  color: ${({ theme, $soft }) => ($soft ? theme.colors.textMuted : theme.colors.accentText)};
  font-weight: ${({ $soft }) => ($soft ? 600 : 700)};
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
  overflow-wrap: anywhere;
  li + li {
    margin-top: 0.2rem;
  }
  /* A "may contain" reads softer than a contained allergen (5.8:1 on the tint). */
  li[data-may-contain] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * "⚠ 2 conflicts": a planned meal someone eating it should not have; opens to say who and why. A
 * "may contain" counts too, and when it is all there is, the badge looks softer.
 */
export function ConflictBadge({ conflicts, mealName }: { conflicts: readonly MealConflict[]; mealName: string }) {
  if (conflicts.length === 0) return null;
  return (
    <Details>
      <Summary $soft={onlyMayContain(conflicts)}>
        <WarningIcon />
        {conflictCount(conflicts)}
        <span className="visually-hidden"> in {mealName}</span>
      </Summary>
      <Reasons>
        {conflicts.map((conflict, index) => (
          <li key={index} data-may-contain={isMayContain(conflict) || undefined}>
            {conflictLine(conflict)}
          </li>
        ))}
      </Reasons>
    </Details>
  );
}
