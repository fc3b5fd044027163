/**
 * Recipe steps written for issue 39's accuracy check of readStepTimers, each with the timers a
 * cook would want from it under the rules at the top of stepTimers.ts: British and American
 * phrasing, ranges, abbreviations, fractions, number words, and temperatures, sizes and pan
 * dimensions that are not durations. About a third name no timer at all.
 *
 * The steps are data, in stepTimers.labelled.jsonl beside this file, one a line, in groups: baking
 * and roasting; the hob; resting, chilling, rising and marinating; quick actions and small
 * appliances; steps with no timer; mixed phrasing; and last, harder phrasing a cook reads as
 * timers, some beyond the reader's rules (they count as misses). A row is
 * `{"step": text, "timers": [[the words, seconds, upper end of a range?], ...]}`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { StepTimerDto } from '../../../contract/types';

export interface LabelledStep {
  step: string;
  timers: StepTimerDto[];
}

const LABELLED_FILE = path.join(__dirname, 'stepTimers.labelled.jsonl');

const isSeconds = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** One label, `[the words, seconds, upper end of a range?]`, as the timer a reader must return. */
function labelledTimer(label: unknown): StepTimerDto {
  const [text, seconds, secondsMax, ...rest] = Array.isArray(label) ? label : [];
  const wellFormed =
    typeof text === 'string' &&
    text !== '' &&
    isSeconds(seconds) &&
    (secondsMax === undefined || isSeconds(secondsMax)) &&
    rest.length === 0;
  if (!wellFormed) throw new Error(`a timer is [words, seconds, seconds max?], not ${JSON.stringify(label)}`);
  return { seconds, seconds_max: secondsMax ?? null, text };
}

/** Every labelled step, read from the data file; a malformed row throws with its line. */
function readLabelledSteps(): LabelledStep[] {
  return readFileSync(LABELLED_FILE, 'utf8')
    .split('\n')
    .flatMap((line, index) => {
      if (line.trim() === '') return [];
      try {
        const { step, timers, ...rest } = JSON.parse(line) as Record<string, unknown>;
        if (typeof step !== 'string' || !Array.isArray(timers) || Object.keys(rest).length > 0) {
          throw new Error('a row is {"step": text, "timers": [...]}');
        }
        return [{ step, timers: timers.map(labelledTimer) }];
      } catch (error) {
        throw new Error(
          `stepTimers.labelled.jsonl:${index + 1}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    });
}

export const LABELLED_STEPS: LabelledStep[] = readLabelledSteps();

export interface TimerScore {
  correct: number;
  predicted: number;
  labelled: number;
  precision: number;
  recall: number;
  f1: number;
}

const timerKey = (timer: StepTimerDto) => `${timer.seconds}|${timer.seconds_max}|${timer.text}`;

/**
 * Precision and recall of a reader over labelled steps: a timer read is correct when its
 * seconds, seconds_max and text all equal a labelled timer of the same step (each label used once).
 */
export function scoreTimers(read: (step: string) => StepTimerDto[], steps = LABELLED_STEPS): TimerScore {
  let correct = 0;
  let predicted = 0;
  let labelled = 0;
  for (const { step: text, timers } of steps) {
    const unmatched = new Map<string, number>();
    for (const timer of timers) unmatched.set(timerKey(timer), (unmatched.get(timerKey(timer)) ?? 0) + 1);
    labelled += timers.length;
    for (const timer of read(text)) {
      predicted += 1;
      const left = unmatched.get(timerKey(timer)) ?? 0;
      if (left > 0) {
        correct += 1;
        unmatched.set(timerKey(timer), left - 1);
      }
    }
  }
  const precision = predicted === 0 ? 0 : correct / predicted;
  const recall = labelled === 0 ? 0 : correct / labelled;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { correct, predicted, labelled, precision, recall, f1 };
}
