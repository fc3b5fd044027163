import type { MealConflict } from '@/api/mealPlans';
import {
  conflictCount,
  conflictLine,
  conflictNote,
  conflictSentence,
  eatingLabel,
  initialsFor,
  onlyMayContain,
} from './mealPeople';

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

  describe('may contain (issue 35): softer words, still a conflict', () => {
    const granola: MealConflict = { ...mia, food: 'granola', kind: 'may-contain', allergen: 'peanuts' };

    it('says "may contain" in the badge, the advice and the note, never "allergic to" it', () => {
      expect(conflictLine(granola)).toBe('Mia: may contain peanuts — from granola');
      expect(conflictSentence(granola)).toBe('Granola may contain peanuts — Mia is allergic.');
      expect(conflictNote(granola)).toBe('May contain peanuts (granola)');
      expect(conflictNote(granola)).not.toMatch(/allergic/i);
    });

    it('names the recipe when the server named no food', () => {
      const unnamed: MealConflict = { ...granola, food: '', allergen: 'tree-nuts' };
      expect(conflictLine(unnamed)).toBe('Mia: may contain tree nuts');
      expect(conflictSentence(unnamed)).toBe('This recipe may contain tree nuts — Mia is allergic.');
      expect(conflictNote(unnamed)).toBe('May contain tree nuts');
    });

    it('counts as a conflict; the softer look only when every conflict is a may-contain', () => {
      expect(conflictCount([granola])).toBe('1 conflict');
      expect(conflictCount([granola, mia])).toBe('2 conflicts');
      expect(onlyMayContain([granola])).toBe(true);
      expect(onlyMayContain([granola, mia])).toBe(false);
      expect(onlyMayContain([])).toBe(false);
    });
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
