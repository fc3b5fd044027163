import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { row } from '@/theme/layout';

const Row = styled.div`
  ${row({ wrap: 'wrap', align: 'center', gap: '0.5rem 0.75rem' })}
  margin: 0 0 1rem;
`;

const Controls = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
`;

const StepButton = styled(Button)`
  width: 44px;
  padding: 0;
  font-size: 1.3rem;
  line-height: 1;
`;

const Count = styled.span`
  min-width: 6.5rem;
  text-align: center;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const ResetButton = styled(Button)`
  padding: 0.4rem 0.9rem;
  font-size: 0.92rem;
`;

export interface ServingsStepperProps {
  servings: number;
  /** The recipe's own servings: where Reset goes back to. */
  baseServings: number;
  min: number;
  max: number;
  onChange: (servings: number) => void;
}

/**
 * − Servings: N + (and Reset once N is not the recipe's own), with a polite live status. A
 * button disabled at an end hands the focus to the other one, and Reset to "More servings",
 * so a keyboard user never loses their place.
 */
export function ServingsStepper({ servings, baseServings, min, max, onChange }: ServingsStepperProps) {
  // Button takes no ref: the group finds its own buttons, once the new number is rendered
  // (a button disabled before it may be enabled now).
  const group = useRef<HTMLDivElement>(null);
  const focusNext = useRef<'fewer' | 'more' | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    group.current?.querySelector<HTMLButtonElement>(`[data-step="${focusNext.current}"]`)?.focus();
    focusNext.current = null;
  }, [servings]);

  const step = (by: number) => {
    const next = Math.min(max, Math.max(min, servings + by));
    if (next === min) focusNext.current = 'more';
    else if (next === max) focusNext.current = 'fewer';
    onChange(next);
  };
  const reset = () => {
    focusNext.current = 'more';
    onChange(baseServings);
  };

  return (
    <Row>
      <Controls ref={group} role="group" aria-label="Servings">
        <StepButton
          data-step="fewer"
          variant="secondary"
          aria-label="Fewer servings"
          disabled={servings <= min}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">−</span>
        </StepButton>
        <Count>Servings: {servings}</Count>
        <StepButton
          data-step="more"
          variant="secondary"
          aria-label="More servings"
          disabled={servings >= max}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">+</span>
        </StepButton>
      </Controls>
      {servings !== baseServings && (
        <ResetButton variant="ghost" aria-label={`Reset to ${baseServings} servings`} onClick={reset}>
          Reset
        </ResetButton>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        Quantities for {servings} {servings === 1 ? 'serving' : 'servings'}
      </p>
    </Row>
  );
}
