/**
 * bench:step-timers — readStepTimers against the labelled steps
 * (server/services/recipes/stepTimers.labelled.ts): precision, recall and F1, and the time to
 * read one step beside a plain `/\d+\s*minutes?/g` scan of the same steps in the same run (the
 * baseline, also scored, so the ratio says what the fuller reading costs).
 */
import { performance } from 'node:perf_hooks';
import type { StepTimerDto } from '../contract/types';
import { readStepTimers } from '../server/services/recipes/stepTimers';
import { LABELLED_STEPS, scoreTimers, type TimerScore } from '../server/services/recipes/stepTimers.labelled';

const ROUNDS = 200;
const WARM_UP_ROUNDS = 20;
const BASELINE = /\d+\s*minutes?/g;

function baselineTimers(step: string): StepTimerDto[] {
  return [...step.matchAll(BASELINE)].map((match) => ({
    seconds: Number.parseInt(match[0], 10) * 60,
    seconds_max: null,
    text: match[0],
  }));
}

/** Microseconds per step, median of ROUNDS passes over every labelled step. */
function microsecondsPerStep(read: (step: string) => StepTimerDto[]): number {
  const steps = LABELLED_STEPS.map((labelled) => labelled.step);
  let found = 0;
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) for (const step of steps) found += read(step).length;
  const passes: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    for (const step of steps) found += read(step).length;
    passes.push(((performance.now() - start) * 1000) / steps.length);
  }
  if (found < 0) throw new Error('unreachable: keeps the reads from being optimised away');
  passes.sort((a, b) => a - b);
  return passes[Math.floor(passes.length / 2)];
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const row = (name: string, score: TimerScore, micros: number, ratio: string) =>
  `| ${name} | ${percent(score.precision)} | ${percent(score.recall)} | ${percent(score.f1)} | ${score.correct}/${score.predicted}/${score.labelled} | ${micros.toFixed(2)} µs | ${ratio} |`;

const withTimer = LABELLED_STEPS.filter((labelled) => labelled.timers.length > 0).length;
const ours = scoreTimers(readStepTimers);
const baseline = scoreTimers(baselineTimers);
const baselineMicros = microsecondsPerStep(baselineTimers);
const oursMicros = microsecondsPerStep(readStepTimers);

console.log(
  `${LABELLED_STEPS.length} labelled steps, ${LABELLED_STEPS.length - withTimer} without a timer; median of ${ROUNDS} passes\n`,
);
console.log('| reader | precision | recall | F1 | correct/read/labelled | per step | × baseline |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
console.log(row('readStepTimers', ours, oursMicros, `${(oursMicros / baselineMicros).toFixed(1)}×`));
console.log(row('baseline /\\d+\\s*minutes?/g', baseline, baselineMicros, '1.0×'));
