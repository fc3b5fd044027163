import { clockTime, seekValueText, spokenTime } from '../mediaTime';

test('clock time: minutes and seconds, hours when needed, 0:00 for unknown', () => {
  expect(clockTime(0)).toBe('0:00');
  expect(clockTime(65.9)).toBe('1:05');
  expect(clockTime(180)).toBe('3:00');
  expect(clockTime(3723)).toBe('1:02:03');
  expect(clockTime(NaN)).toBe('0:00');
  expect(clockTime(Infinity)).toBe('0:00');
});

test('spoken time and the seek value text', () => {
  expect(spokenTime(0)).toBe('0 seconds');
  expect(spokenTime(1)).toBe('1 second');
  expect(spokenTime(60)).toBe('1 minute');
  expect(spokenTime(3661)).toBe('1 hour 1 minute 1 second');
  expect(seekValueText(65, 180)).toBe('1 minute 5 seconds of 3 minutes');
});
