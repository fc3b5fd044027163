import {
  addDays,
  addWeeks,
  dateLabel,
  dateOfDay,
  isTimeZone,
  parseIsoDate,
  todayIn,
  weekEndOf,
  weekLabel,
  weekStartOf,
  weekdayOf,
} from './weeks';

describe('parseIsoDate', () => {
  it.each(['2026-11-28', '2000-01-01', '2199-12-31', '2028-02-29'])('takes the real date %s', (value) => {
    expect(parseIsoDate(value)).toBe(value);
  });

  it.each([
    '2026-02-30',
    '2027-02-29',
    '2026-13-01',
    '2026-00-10',
    '1999-12-31',
    '2200-01-01',
    '2026-1-5',
    '28/11/2026',
    '2026-11-28T00:00',
    ' 2026-11-28',
    '2026-11-28\u0000',
    '',
    42,
    null,
    undefined,
    ['2026-11-28'],
  ])('refuses %p', (value) => {
    expect(parseIsoDate(value)).toBeNull();
  });
});

describe('weeks run Saturday to Friday', () => {
  it('names each date by the planner weekday', () => {
    expect(weekdayOf('2026-11-28')).toBe('saturday');
    expect(weekdayOf('2026-11-29')).toBe('sunday');
    expect(weekdayOf('2026-12-04')).toBe('friday');
  });

  it.each([
    ['2026-11-28', '2026-11-28'],
    ['2026-11-29', '2026-11-28'],
    ['2026-12-04', '2026-11-28'],
    ['2026-12-05', '2026-12-05'],
    ['2027-01-01', '2026-12-26'],
    ['2024-03-01', '2024-02-24'],
  ])('the week of %s starts on %s', (date, start) => {
    expect(weekStartOf(date)).toBe(start);
    expect(weekEndOf(weekStartOf(date))).toBe(addDays(start, 6));
  });

  it('counts days and weeks across months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addWeeks('2026-11-28', -1)).toBe('2026-11-21');
    expect(addWeeks('2026-11-28', 52)).toBe('2027-11-27');
    expect(dateOfDay('2026-11-28', 'monday')).toBe('2026-11-30');
    expect(dateOfDay('2026-11-28', 'friday')).toBe('2026-12-04');
  });

  it('does not move with the time of day around a DST change', () => {
    // The last Sunday of March and October: no date math may lose or gain a day.
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-10-24', 7)).toBe('2026-10-31');
  });
});

describe('today where the family lives', () => {
  // 23:30 UTC on Friday 4 December: already Saturday in Auckland, still Friday in New York.
  const lateFriday = new Date('2026-12-04T23:30:00Z');

  it('reads the date in the named zone', () => {
    expect(todayIn('Pacific/Auckland', lateFriday)).toBe('2026-12-05');
    expect(todayIn('America/New_York', lateFriday)).toBe('2026-12-04');
    expect(weekStartOf(todayIn('Pacific/Auckland', lateFriday))).toBe('2026-12-05');
    expect(weekStartOf(todayIn('America/New_York', lateFriday))).toBe('2026-11-28');
  });

  it('falls back to UTC for no zone or an unknown one', () => {
    expect(todayIn(null, lateFriday)).toBe('2026-12-04');
    expect(todayIn('Mars/Olympus_Mons', lateFriday)).toBe('2026-12-04');
  });

  it('knows real zones only', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('x'.repeat(65))).toBe(false);
    expect(isTimeZone(3)).toBe(false);
  });
});

describe('labels', () => {
  it('names a week by its two ends', () => {
    expect(weekLabel('2026-11-28')).toBe('Sat 28 Nov – Fri 4 Dec');
    expect(weekLabel('2026-11-28', 2026)).toBe('Sat 28 Nov – Fri 4 Dec');
  });

  it('adds the year across a new year or for another year', () => {
    expect(weekLabel('2026-12-26')).toBe('Sat 26 Dec 2026 – Fri 1 Jan 2027');
    expect(weekLabel('2025-11-29', 2026)).toBe('Sat 29 Nov 2025 – Fri 5 Dec 2025');
  });

  it('names a date', () => {
    expect(dateLabel('2026-11-30')).toBe('Mon 30 Nov');
  });
});
