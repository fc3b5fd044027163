import type { StepTimerDto } from '@contract/types';
import type { KitchenTimer } from './timersSlice';

/** One timer per recipe, step and the words it came from: pressing it again finds the same one. */
export function timerIdOf(recipeId: number, stepNumber: number, timer: StepTimerDto): string {
  return `${recipeId}:${stepNumber}:${timer.seconds}:${timer.text}`;
}

/** "25 min", "1 h 15 min", "1 min 30 s", "45 s". */
export function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = Math.round(totalSeconds % 60);
  const parts: string[] = [];
  if (hours) parts.push(`${hours} h`);
  if (minutes) parts.push(`${minutes} min`);
  if (seconds || !parts.length) parts.push(`${seconds} s`);
  return parts.join(' ');
}

/** "25 min", or for a range "35–40 min" (one unit when both ends are whole minutes under an hour). */
export function formatTimerLength(timer: Pick<StepTimerDto, 'seconds' | 'seconds_max'>): string {
  const { seconds, seconds_max: max } = timer;
  if (max === null || max <= seconds) return formatDuration(seconds);
  if (seconds % 60 === 0 && max % 60 === 0 && max < 3600) return `${seconds / 60}–${max / 60} min`;
  return `${formatDuration(seconds)}–${formatDuration(max)}`;
}

/** What a timer has left (ms, never below zero) at `now`. */
export function timeLeftMs(timer: KitchenTimer, now: number): number {
  if (timer.rungAt !== null) return 0;
  if (timer.endsAt !== null) return Math.max(0, timer.endsAt - now);
  return Math.max(0, timer.remainingMs ?? 0);
}

/** Running and past its end, but not yet rung. */
export function isDue(timer: KitchenTimer, now: number): boolean {
  return timer.rungAt === null && timer.endsAt !== null && timer.endsAt <= now;
}

export function isRunning(timer: KitchenTimer): boolean {
  return timer.rungAt === null && timer.endsAt !== null;
}

/** "04:09", or "1:04:09" from an hour up (whole seconds, rounded up so 0:00 is the end). */
export function formatClock(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}
