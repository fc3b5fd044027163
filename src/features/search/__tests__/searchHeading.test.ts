import type { SearchUnderstood } from '@/api/models';
import { searchHeading } from '../results/searchHeading';

const NOTHING: SearchUnderstood = { freeFrom: [], diets: [], maxMinutes: null, uses: [], words: '' };

describe('searchHeading', () => {
  it('says what was searched for: the words left, or the query until the answer comes', () => {
    expect(searchHeading('', null)).toBe('Search recipes');
    expect(searchHeading('peanut free lasagne', null)).toBe('Results for “peanut free lasagne”');
    expect(searchHeading('peanut free lasagne', { ...NOTHING, freeFrom: ['peanuts'], words: 'lasagne' })).toBe(
      'Results for “lasagne”',
    );
  });

  it('says the filters as a sentence when they took every word', () => {
    expect(searchHeading('peanut free', { ...NOTHING, freeFrom: ['peanuts'] })).toBe('Recipes free from peanuts');
    expect(
      searchHeading('quick vegetarian nut free', {
        ...NOTHING,
        freeFrom: ['tree-nuts', 'peanuts'],
        diets: ['vegetarian'],
        maxMinutes: 30,
      }),
    ).toBe('Vegetarian recipes free from tree nuts and peanuts, ready in 30 minutes or less');
    expect(searchHeading('no mushrooms leftover rice', { ...NOTHING, freeFrom: ['mushroom'], uses: ['rice'] })).toBe(
      'Recipes free from mushroom, using rice',
    );
    expect(searchHeading('keto', { ...NOTHING, diets: ['keto'] })).toBe('Keto recipes');
  });
});
