import {
  searchTextOf,
  searchTextWithout,
  understoodLabel,
  understoodParts,
  understoodWithout,
  type SearchUnderstoodPart,
} from './searchText';
import type { SearchUnderstoodDto } from './types';

const NOTHING: SearchUnderstoodDto = { free_from: [], diets: [], max_minutes: null, uses: [], words: '' };
const everything: SearchUnderstoodDto = {
  free_from: ['tree-nuts', 'peanuts', 'mushroom'],
  diets: ['vegetarian', 'keto'],
  max_minutes: 30,
  uses: ['rice', 'sweet potato'],
  words: 'lasagne',
};

describe('searchTextOf', () => {
  it('writes diets, words, the foods used, what is left out and the time, in that order', () => {
    expect(searchTextOf(everything)).toBe(
      'vegetarian keto lasagne with rice and sweet potato free from tree nuts, peanuts, mushroom under 30 minutes',
    );
  });

  it('writes each part alone without stray spaces', () => {
    expect(searchTextOf(NOTHING)).toBe('');
    expect(searchTextOf({ ...NOTHING, words: '  curry ' })).toBe('curry');
    expect(searchTextOf({ ...NOTHING, free_from: ['milk'] })).toBe('free from milk');
    expect(searchTextOf({ ...NOTHING, diets: ['vegan'] })).toBe('vegan');
    expect(searchTextOf({ ...NOTHING, max_minutes: 90 })).toBe('under 90 minutes');
    expect(searchTextOf({ ...NOTHING, uses: ['rice'] })).toBe('with rice');
  });

  it('writes an Object.prototype name as a food, never as a record lookup', () => {
    expect(searchTextOf({ ...NOTHING, free_from: ['constructor', '__proto__'] })).toBe(
      'free from constructor, __proto__',
    );
  });
});

describe('searchTextWithout', () => {
  it.each<[SearchUnderstoodPart, string]>([
    [
      { free_from: 'peanuts' },
      'vegetarian keto lasagne with rice and sweet potato free from tree nuts, mushroom under 30 minutes',
    ],
    [
      { diet: 'keto' },
      'vegetarian lasagne with rice and sweet potato free from tree nuts, peanuts, mushroom under 30 minutes',
    ],
    [
      { max_minutes: true },
      'vegetarian keto lasagne with rice and sweet potato free from tree nuts, peanuts, mushroom',
    ],
    [
      { uses: 'rice' },
      'vegetarian keto lasagne with sweet potato free from tree nuts, peanuts, mushroom under 30 minutes',
    ],
  ])('removes %j', (part, text) => {
    expect(searchTextWithout(everything, part)).toBe(text);
  });

  it('leaves the rest untouched when the part is not there', () => {
    expect(searchTextWithout(everything, { diet: 'vegan' })).toBe(searchTextOf(everything));
    expect(understoodWithout(everything, { free_from: 'sesame' })).toEqual(everything);
  });

  it('leaves only the words once every chip is removed', () => {
    const bare = understoodParts(everything).reduce(understoodWithout, everything);
    expect(bare).toEqual({ ...NOTHING, words: 'lasagne' });
  });
});

describe('understoodLabel', () => {
  it.each<[SearchUnderstoodPart, string]>([
    [{ free_from: 'peanuts' }, 'Free from: Peanuts'],
    [{ free_from: 'tree-nuts' }, 'Free from: Tree nuts'],
    [{ free_from: 'mushroom' }, 'Free from: mushroom'],
    [{ free_from: 'constructor' }, 'Free from: constructor'],
    [{ diet: 'vegetarian' }, 'Vegetarian'],
    [{ diet: 'keto' }, 'Keto'],
    [{ diet: 'toString' }, 'ToString'],
    [{ max_minutes: 30 }, 'Under 30 min'],
    [{ uses: 'rice' }, 'Uses: rice'],
  ])('%j reads %j', (part, label) => {
    expect(understoodLabel(part)).toBe(label);
  });
});

describe('understoodParts', () => {
  it('lists every chip in the written order', () => {
    expect(understoodParts(everything)).toEqual([
      { diet: 'vegetarian' },
      { diet: 'keto' },
      { uses: 'rice' },
      { uses: 'sweet potato' },
      { free_from: 'tree-nuts' },
      { free_from: 'peanuts' },
      { free_from: 'mushroom' },
      { max_minutes: 30 },
    ]);
    expect(understoodParts(NOTHING)).toEqual([]);
  });
});
