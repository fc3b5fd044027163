import styled from 'styled-components';
import { portionAmount } from '@/entities/household';
import { plural } from '@/lib/plural';
import { row } from '@/theme/layout';
import { roundButton } from './roundButton';

const Group = styled.div`
  ${row({ wrap: 'wrap', align: 'center', gap: '0.5rem 0.75rem' })}
`;

const StepButton = styled.button`
  ${roundButton}
  border: 2px solid ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 1.5rem;
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Count = styled.span`
  min-width: 7.5rem;
  text-align: center;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Source = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.95rem;
`;

export interface CookServingsProps {
  servings: number;
  min: number;
  max: number;
  /** Said under the stepper while the amounts are the family's portions of this week's plan. */
  planned: boolean;
  onChange: (servings: number) => void;
}

/**
 * − Servings: N + for the cook view. The ends are aria-disabled rather than disabled so a
 * keyboard user pressing one keeps their place; the new amount is announced politely.
 */
export function CookServings({ servings, min, max, planned, onChange }: CookServingsProps) {
  const amount = portionAmount(servings);
  const change = (by: number) => {
    // A planned 2½ steps to the whole numbers either side of it: 3, then 4.
    const next = by > 0 ? Math.floor(servings) + 1 : Math.ceil(servings) - 1;
    if (next >= min && next <= max) onChange(next);
  };
  return (
    <Group role="group" aria-label="Servings">
      <StepButton type="button" aria-label="Fewer servings" aria-disabled={servings <= min} onClick={() => change(-1)}>
        <span aria-hidden="true">−</span>
      </StepButton>
      <Count>Servings: {amount}</Count>
      <StepButton type="button" aria-label="More servings" aria-disabled={servings >= max} onClick={() => change(1)}>
        <span aria-hidden="true">+</span>
      </StepButton>
      {planned && <Source>As planned for the family this week</Source>}
      <p className="visually-hidden" role="status" aria-live="polite">
        Amounts for {amount} {plural(servings > 1 ? 2 : 1, 'serving')}
      </p>
    </Group>
  );
}
