import type { MealConflict } from '@/api/mealPlans';
import { conflictCount, conflictLine, conflictNote, conflictSentence, eatingLabel, initialsFor } from './mealPeople';

const people = (...names: string[]) => names.map((name, index) => ({ id: index + 1, name }));
const initials = (...names: string[]) => [...initialsFor(people(...names)).values()];

describe('initialsFor', () => {
  it('takes the first and last initial, or one letter for a one-word name', () => {
    expect(initials('Mia Anders', 'sam', 'Ana María de la Cruz')).toEqual(['MA', 'S', 'AC']);
  });

  it('adds the next letters of the first name to tell people with the same initials apart', () => {
    expect(initials('Mia Anders', 'Max Avery', 'Sam', 'Sara', 'Tom')).toEqual(['MiA', 'MaA', 'Sam', 'Sar', 'T']);
  });

  it('numbers people it still cannot tell apart, and keeps one chip per person', () => {
    const map = initialsFor([
      { id: 1, name: 'Sam' },
      { id: 2, name: 'Sam' },
      { id: 1, name: 'Sam' },
    ]);
    expect([...map.entries()]).toEqual([
      [1, 'S1'],
      [2, 'S2'],
    ]);
  });
});

describe('conflict texts', () => {
  const mia: MealConflict = {
    memberId: 1,
    memberName: 'Mia',
    food: 'peanut butter',
    kind: 'allergen',
    allergen: 'peanuts',
  };
  const sam: MealConflict = { memberId: 2, memberName: 'Sam', food: 'chicken', kind: 'diet', diet: 'vegetarian' };
  const ana: MealConflict = { memberId: 3, memberName: 'Ana', food: 'mushroom', kind: 'dislike', dislike: 'mushroom' };

  it('says who and why in the badge', () => {
    expect([mia, sam, ana].map(conflictLine)).toEqual([
      'Mia: peanuts — from peanut butter',
      'Sam: vegetarian — chicken',
      'Ana dislikes mushroom',
    ]);
    expect(conflictLine({ ...ana, food: 'chestnut mushroom' })).toBe('Ana dislikes mushroom (chestnut mushroom)');
  });

  it('advises in sentences before planning, and notes beside a name', () => {
    expect([mia, sam, ana].map(conflictSentence)).toEqual([
      'Mia is allergic to peanuts (peanut butter).',
      'Sam eats vegetarian only (chicken).',
      "Ana doesn't like mushroom.",
    ]);
    expect(conflictNote({ ...mia, allergen: 'tree-nuts', food: 'almond' })).toBe('Allergic to tree nuts (almond)');
  });

  it('counts them', () => {
    expect(conflictCount([mia])).toBe('1 conflict');
    expect(conflictCount([mia, sam])).toBe('2 conflicts');
  });
});

describe('eatingLabel', () => {
  const attendees = [
    { memberId: 1, name: 'Mia', portion: 1 },
    { memberId: 2, name: 'Sam', portion: 1 },
    { memberId: 3, name: 'Ana', portion: 0.5 },
  ];

  it("names everyone eating and the meal's portions", () => {
    expect(eatingLabel({ attendees, portions: 2.5 })).toBe('Eating: Mia, Sam, Ana (2½ portions)');
  });

  it('adds up the portions when the answer had none', () => {
    expect(eatingLabel({ attendees: attendees.slice(2), portions: 0 })).toBe('Eating: Ana (½ portion)');
  });
});
