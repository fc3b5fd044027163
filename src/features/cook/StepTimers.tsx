import styled from 'styled-components';
import type { StepTimerDto } from '@contract/types';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface StepTimersProps {
  recipeId: number;
  recipeName: string;
  stepNumber: number;
  timers: readonly StepTimerDto[];
}

/** The step's timers, one button each (the cook-timers helper's TimerButton, once it lands). */
export function StepTimers({ timers }: StepTimersProps) {
  if (timers.length === 0) return null;
  return (
    <List aria-label="Timers for this step">
      {timers.map((timer, index) => (
        <li key={`${index}:${timer.text}`}>{timer.text}</li>
      ))}
    </List>
  );
}
