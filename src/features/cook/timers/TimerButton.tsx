import styled from 'styled-components';
import { pill } from '@/theme/layout';
import type { StepTimerDto } from '@contract/types';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { askToNotify } from './askToNotify';
import { formatClock, formatTimerLength, isRunning, timeLeftMs, timerIdOf } from './timerTime';
import { selectTimer, timerActions } from './timersSlice';
import { tickNow, useNow } from './useNow';

export interface TimerButtonProps {
  recipeId: number;
  recipeName: string;
  stepNumber: number;
  timer: StepTimerDto;
}

const StyledTimerButton = styled.button<{ $state: 'idle' | 'running' | 'paused' | 'rung' }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.5rem 1rem;
  border: 2px solid ${({ theme, $state }) => ($state === 'rung' ? theme.colors.accentDark : theme.colors.primary)};
  ${pill}
  background: ${({ theme, $state }) =>
    $state === 'running' ? theme.colors.primary : $state === 'rung' ? theme.colors.accentSoft : theme.colors.surface};
  color: ${({ theme, $state }) =>
    $state === 'running' ? '#fff' : $state === 'rung' ? theme.colors.accentText : theme.colors.primaryDark};
  font: inherit;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  max-width: 100%;
  &:hover {
    filter: brightness(0.95);
  }
`;

/**
 * A timer read from a step ("Start 25 min timer"). Once started it shows the time left and
 * pauses or resumes it; a range ("35–40 min") counts to its lower end, the tray says the upper.
 */
export function TimerButton({ recipeId, recipeName, stepNumber, timer }: TimerButtonProps) {
  const dispatch = useAppDispatch();
  const id = timerIdOf(recipeId, stepNumber, timer);
  const running = useAppSelector((state) => selectTimer(state, id));
  const now = useNow(running ? isRunning(running) : false);
  const length = formatTimerLength(timer);
  const about = `step ${stepNumber} timer (${timer.text})`;

  const start = () => {
    askToNotify();
    dispatch(
      timerActions.started({
        id,
        recipeId,
        recipeName,
        stepNumber,
        label: timer.text,
        durationMs: timer.seconds * 1000,
        maxMs: timer.seconds_max === null ? null : timer.seconds_max * 1000,
      }),
    );
    tickNow();
  };

  if (!running) {
    return (
      <StyledTimerButton type="button" $state="idle" onClick={start} aria-label={`Start ${length} timer: ${about}`}>
        Start {length} timer
      </StyledTimerButton>
    );
  }
  if (running.rungAt !== null) {
    return (
      <StyledTimerButton type="button" $state="rung" onClick={start} aria-label={`Time’s up. Start ${about} again`}>
        Time’s up · start again
      </StyledTimerButton>
    );
  }
  const left = formatClock(timeLeftMs(running, now));
  if (isRunning(running)) {
    return (
      <StyledTimerButton
        type="button"
        $state="running"
        onClick={() => dispatch(timerActions.paused(id))}
        aria-label={`Pause ${about}, ${left} left`}
      >
        <span aria-hidden="true">{left}</span> Pause
      </StyledTimerButton>
    );
  }
  return (
    <StyledTimerButton
      type="button"
      $state="paused"
      onClick={() => {
        dispatch(timerActions.resumed(id));
        tickNow();
      }}
      aria-label={`Resume ${about}, ${left} left`}
    >
      <span aria-hidden="true">{left}</span> Resume
    </StyledTimerButton>
  );
}
