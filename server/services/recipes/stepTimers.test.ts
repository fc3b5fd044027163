import type { StepTimerDto } from '../../../contract/types';
import { MAX_SCANNED_CHARS, readStepTimers } from './stepTimers';
import { LABELLED_STEPS, scoreTimers } from './stepTimers.labelled';

const timer = (text: string, seconds: number, secondsMax: number | null = null): StepTimerDto => ({
  seconds,
  seconds_max: secondsMax,
  text,
});

describe('readStepTimers: the issue’s examples', () => {
  it.each<[string, StepTimerDto[]]>([
    ['Bake for 25 minutes.', [timer('25 minutes', 1500)]],
    ['Simmer 35 to 40 minutes.', [timer('35 to 40 minutes', 2100, 2400)]],
    ['Roast 1 hour 15 min.', [timer('1 hour 15 min', 4500)]],
    ['Cook for 1½ hours.', [timer('1½ hours', 5400)]],
    ['Blend for 90 seconds.', [timer('90 seconds', 90)]],
    ['Marinate overnight.', []],
    ['Give it a 5-minute rest.', [timer('5-minute', 300)]],
    ['Cut the 2 cm piece of ginger.', []],
  ])('%s', (step, expected) => {
    expect(readStepTimers(step)).toEqual(expected);
  });
});

describe('readStepTimers: the forms it reads', () => {
  it.each<[string, StepTimerDto[]]>([
    ['8-10 min', [timer('8-10 min', 480, 600)]],
    ['20–25 minutes', [timer('20–25 minutes', 1200, 1500)]],
    ['1 to 1½ hours', [timer('1 to 1½ hours', 3600, 5400)]],
    ['45 min to 1 hour', [timer('45 min to 1 hour', 2700, 3600)]],
    ['1 hr and 20 mins', [timer('1 hr and 20 mins', 4800)]],
    ['an hour and a half', [timer('an hour and a half', 5400)]],
    ['1 1/2 hours', [timer('1 1/2 hours', 5400)]],
    ['1.5 hours', [timer('1.5 hours', 5400)]],
    ['½ hour', [timer('½ hour', 1800)]],
    ['half an hour', [timer('half an hour', 1800)]],
    ['wait an hour', [timer('an hour', 3600)]],
    ['stir for a minute', [timer('a minute', 60)]],
    ['twenty-five minutes', [timer('twenty-five minutes', 1500)]],
    ['a couple of minutes', [timer('a couple of minutes', 120)]],
    ['3 minutes per side', [timer('3 minutes', 180)]],
    ['for another 5 minutes', [timer('5 minutes', 300)]],
    ['about 8 minutes', [timer('8 minutes', 480)]],
    ['a minute or two', [timer('a minute or two', 60, 120)]],
    ['between 20 and 25 minutes', [timer('20 and 25 minutes', 1200, 1500)]],
    ['microwave 30s', [timer('30s', 30)]],
    ['roast 1h30', [timer('1h30', 5400)]],
    ['1 minute 30 seconds', [timer('1 minute 30 seconds', 90)]],
    ['24 hours', [timer('24 hours', 86400)]],
  ])('%s', (step, expected) => {
    expect(readStepTimers(step)).toEqual(expected);
  });

  it('reads several timers in their order, each with its exact words', () => {
    const step = 'Fry for 3 minutes, add the paste for 1 MIN, then simmer 15–20 mins.';
    const timers = readStepTimers(step);
    expect(timers).toEqual([timer('3 minutes', 180), timer('1 MIN', 60), timer('15–20 mins', 900, 1200)]);
    for (const found of timers) expect(step).toContain(found.text);
  });
});

describe('readStepTimers: what is not a timer', () => {
  it.each([
    'Heat the oven to 180°C / 350°F.',
    'Grease a 9-inch pan.',
    'Make it 2 days ahead.',
    'Marinate for 48 hours.',
    'Cook for a few minutes.',
    'Whisk minutely.',
    'Add a second coat of glaze.',
    'Roast for 20 minutes per 450g.',
    'In the 1960s and the 70s this was everywhere.',
    'Pulse 5 or 6 times.',
    'Use 2-3 sheets of filo.',
    '',
  ])('%s', (step) => {
    expect(readStepTimers(step)).toEqual([]);
  });
});

describe('readStepTimers: long and hostile text', () => {
  it('reads only the first MAX_SCANNED_CHARS characters', () => {
    const padding = 'x'.repeat(MAX_SCANNED_CHARS);
    expect(readStepTimers(`Bake 5 minutes. ${padding} Then 10 minutes.`)).toEqual([timer('5 minutes', 300)]);
  });

  it('answers a 50,000-character string of near-misses with the timers of its first 5,000 characters', () => {
    // Every token starts an amount, a range or a compound that then falls through.
    const hostile = '1 1/2 to 1-1/2 and a half hour 1h '.repeat(1500).slice(0, 50_000);
    const timers = readStepTimers(hostile);
    expect(hostile.length).toBe(50_000);
    expect(timers.length).toBeGreaterThan(0);
    const scanned = hostile.slice(0, MAX_SCANNED_CHARS);
    for (const found of timers) expect(scanned).toContain(found.text);
    expect(timers.length).toBeLessThanOrEqual(MAX_SCANNED_CHARS / 4);
  });

  it('reads digits, dashes and NUL bytes without throwing', () => {
    expect(readStepTimers('9'.repeat(50_000))).toEqual([]);
    expect(readStepTimers('-'.repeat(50_000))).toEqual([]);
    expect(readStepTimers('Bake\u0000 10 minutes')).toEqual([timer('10 minutes', 600)]);
    expect(readStepTimers('99999999999 minutes')).toEqual([]);
  });
});

describe('readStepTimers: the labelled steps', () => {
  it('holds at least 320 steps, about a third without a timer', () => {
    expect(LABELLED_STEPS.length).toBeGreaterThanOrEqual(320);
    const without = LABELLED_STEPS.filter((labelled) => labelled.timers.length === 0).length;
    expect(without / LABELLED_STEPS.length).toBeGreaterThan(0.3);
    expect(without / LABELLED_STEPS.length).toBeLessThan(0.4);
    for (const { step, timers } of LABELLED_STEPS) for (const label of timers) expect(step).toContain(label.text);
  });

  it('reads them with precision ≥ 0.97 and recall ≥ 0.95', () => {
    const score = scoreTimers(readStepTimers);
    expect(score.precision).toBeGreaterThanOrEqual(0.97);
    expect(score.recall).toBeGreaterThanOrEqual(0.95);
  });

  it('scores a reader that finds nothing, or every "N minutes", below the bar', () => {
    expect(scoreTimers(() => []).recall).toBe(0);
    const naive = scoreTimers((step) =>
      [...step.matchAll(/\d+\s*minutes?/g)].map((match) => timer(match[0], Number.parseInt(match[0], 10) * 60)),
    );
    expect(naive.recall).toBeLessThan(0.95);
  });
});
