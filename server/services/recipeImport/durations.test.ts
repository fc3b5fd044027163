import { minutesOf, totalMinutes } from './durations';

describe('minutesOf', () => {
  it.each([
    ['PT1H30M', 90],
    ['P0DT0H20M', 20],
    ['PT90M', 90],
    ['pt20m', 20],
    ['PT0.5H', 30],
    ['PT45S', 1],
    ['P1D', 1440],
    ['PT', null],
    ['PTH20M', 20],
    ['20 minutes', 20],
    ['1 hr 10 mins', 70],
    ['1 hour 30 minutes', 90],
    ['1h30', 90],
    ['1h 5m', 65],
    ['10-15 minutes', 15],
    ['10 to 15 min', 15],
    ['1.5 hours', 90],
    ['45', 45],
    ['', null],
    ['soon', null],
    ['x'.repeat(200), null],
  ])('reads %j as %j', (input, expected) => {
    expect(minutesOf(input)).toBe(expected);
  });

  it('takes numbers as minutes and refuses the impossible', () => {
    expect(minutesOf(25)).toBe(25);
    expect(minutesOf(-5)).toBeNull();
    expect(minutesOf(Number.NaN)).toBeNull();
    expect(minutesOf(1e9)).toBeNull();
    expect(minutesOf('P999999D')).toBeNull();
    expect(minutesOf({ minutes: 5 })).toBeNull();
  });
});

describe('totalMinutes', () => {
  it('keeps the page total, else adds preparation and cooking', () => {
    expect(totalMinutes(45, 10, 20)).toBe(45);
    expect(totalMinutes(null, 10, 20)).toBe(30);
    expect(totalMinutes(0, 10, 20)).toBe(30);
    expect(totalMinutes(null, null, 20)).toBe(20);
    expect(totalMinutes(null, null, null)).toBeNull();
  });
});
