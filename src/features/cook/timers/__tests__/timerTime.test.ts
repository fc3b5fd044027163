import { formatClock, formatTimerLength } from '../timerTime';

describe('timer wording', () => {
  it.each([
    [1500, null, '25 min'],
    [2100, 2400, '35–40 min'],
    [4500, null, '1 h 15 min'],
    [90, null, '1 min 30 s'],
    [3600, 5400, '1 h–1 h 30 min'],
  ])('%i s up to %p reads "%s"', (seconds, max, text) => {
    expect(formatTimerLength({ seconds, seconds_max: max })).toBe(text);
  });

  it('shows the time left as mm:ss, h:mm:ss from an hour, rounding up', () => {
    expect(formatClock(1_500_000)).toBe('25:00');
    expect(formatClock(59_001)).toBe('01:00');
    expect(formatClock(4_509_000)).toBe('1:15:09');
    expect(formatClock(0)).toBe('00:00');
  });
});
