import { Fragment } from 'react';
import styled from 'styled-components';
import type { StepTimerDto } from '@contract/types';

const TimerWords = styled.mark`
  padding: 0 0.15em;
  border-radius: 0.2em;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 700;
`;

/**
 * Splits a step into plain words and each timer's words ("25 minutes"), in order. A timer whose
 * words are not found after the previous one (an edited step) is left out: the text stays whole.
 */
export function splitByTimers(step: string, timers: readonly StepTimerDto[]): { text: string; timer: boolean }[] {
  const parts: { text: string; timer: boolean }[] = [];
  let from = 0;
  for (const { text } of timers) {
    if (!text) continue;
    const at = step.indexOf(text, from);
    if (at < 0) continue;
    if (at > from) parts.push({ text: step.slice(from, at), timer: false });
    parts.push({ text, timer: true });
    from = at + text.length;
  }
  if (from < step.length) parts.push({ text: step.slice(from), timer: false });
  return parts;
}

/** The step as written, its timers' words marked. */
export function StepText({ step, timers }: { step: string; timers: readonly StepTimerDto[] }) {
  return (
    <>
      {splitByTimers(step, timers).map((part, index) =>
        part.timer ? <TimerWords key={index}>{part.text}</TimerWords> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </>
  );
}
