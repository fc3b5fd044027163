import type { Member } from './mealPeople';
import { minutesLabel, orderForDay, reasonOf, stableHash } from './mealSuggestions';

const member = (id: number, name: string, ageGroup: string): Member => ({
  id,
  name,
  ageGroup,
  portion: null,
  allergens: [],
  diets: [],
  dislikes: [],
});
const candidate = (id: number, extra: Partial<Parameters<typeof orderForDay>[0][number]> = {}) => ({
  id,
  ageGroup: 'adult',
  minutes: 25,
  ageMatch: 1,
  plannedDays: [],
  ...extra,
});

describe('orderForDay', () => {
  const pool = Array.from({ length: 12 }, (_, index) => candidate(index + 1));

  it('keeps the best first and the same order for the same date', () => {
    const monday = orderForDay(pool, '2026-11-23');
    expect(monday[0].id).toBe(1);
    expect(orderForDay(pool, '2026-11-23').map((c) => c.id)).toEqual(monday.map((c) => c.id));
    expect(new Set(monday.map((c) => c.id)).size).toBe(12);
  });

  it('varies the rest from one date to another', () => {
    const orders = new Set(
      ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'].map((date) =>
        orderForDay(pool, date)
          .slice(0, 6)
          .map((c) => c.id)
          .join(','),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it('puts meals planned this week after the rest, and better age matches first', () => {
    const mixed = [
      candidate(1),
      candidate(2, { plannedDays: ['monday'] }),
      candidate(3, { ageMatch: 0 }),
      candidate(4, { ageMatch: 2 }),
    ];
    for (const date of ['2026-11-21', '2026-11-22', '2026-11-25'])
      expect(orderForDay(mixed, date).map((c) => c.id)).toEqual([1, 4, 3, 2]);
  });

  it('answers a pool of one or none as it is', () => {
    expect(orderForDay([], 'x')).toEqual([]);
    expect(orderForDay([candidate(7)], 'x').map((c) => c.id)).toEqual([7]);
  });
});

describe('reasonOf', () => {
  const family = [member(1, 'Priya', 'adult'), member(2, 'Mia', 'child'), member(3, 'Sam', 'teen')];

  it('says who can eat it, whom it is made for, the week and the time', () => {
    expect(reasonOf(candidate(1, { ageGroup: 'teen', minutes: 25 }), null, family)).toBe(
      'Everyone can eat it · made for children · not planned this week · 25 min',
    );
    expect(reasonOf(candidate(1, { ageGroup: 'teen', minutes: 70 }), [3], [family[2]])).toBe(
      'Sam can eat it · made for teens · not planned this week · 1 h 10 min',
    );
  });

  it('says nothing of an age group none of the eaters is in, and names a day it is planned', () => {
    expect(
      reasonOf(
        candidate(1, { ageGroup: 'senior-adult', plannedDays: ['tuesday', 'friday'] }),
        [1, 2],
        family.slice(0, 2),
      ),
    ).toBe('Priya and Mia can eat it · also planned Tuesday · 25 min');
    expect(reasonOf(candidate(1, { minutes: 0 }), [1, 2, 3], family)).toBe(
      'All 3 eating can eat it · made for adults · not planned this week',
    );
  });
});

it('writes minutes as a cook reads them', () => {
  expect([5, 45, 60, 95].map(minutesLabel)).toEqual(['5 min', '45 min', '1 h', '1 h 35 min']);
});

it('hashes the same text the same way, and different texts apart', () => {
  expect(stableHash('2026-11-23:5')).toBe(stableHash('2026-11-23:5'));
  expect(stableHash('2026-11-23:5')).not.toBe(stableHash('2026-11-24:5'));
});
