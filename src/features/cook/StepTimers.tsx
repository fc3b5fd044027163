import styled from 'styled-components';
import { row } from '@/theme/layout';
import type { StepTimerDto } from '@contract/types';
import { TimerButton } from './timers';

const List = styled.ul`
  ${row({ wrap: 'wrap', gap: '0.75rem' })}
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    max-width: 100%;
  }
  /* Pressed with wet hands: the cook view's targets are 48 px. */
  li > button {
    min-height: 48px;
    font-size: 1.05rem;
  }
`;

export interface StepTimersProps {
  recipeId: number;
  recipeName: string;
  stepNumber: number;
  timers: readonly StepTimerDto[];
}

/** The step's timers, one button each; several run at once and keep running between steps. */
export function StepTimers({ recipeId, recipeName, stepNumber, timers }: StepTimersProps) {
  if (timers.length === 0) return null;
  return (
    <List aria-label="Timers for this step">
      {timers.map((timer, index) => (
        <li key={`${index}:${timer.text}`}>
          <TimerButton recipeId={recipeId} recipeName={recipeName} stepNumber={stepNumber} timer={timer} />
        </li>
      ))}
    </List>
  );
}
