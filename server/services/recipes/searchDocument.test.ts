import { buildSearchDocument } from './searchDocument';

/** The food keys a recipe of these lines is found by (searchDocument.ts foodsOf). */
function foodKeysOf(...ingredients: string[]): string[] {
  const document = buildSearchDocument({
    libraryName: 'Family',
    categoryName: 'Dinner',
    tags: [],
    ageGroup: 'adult',
    ingredients,
    servingNumber: 4,
  });
  return document.searchFoodKeys.split(' ');
}

describe('search document food keys', () => {
  it('finds a recipe with light coconut milk by "coconut milk" and "coconut", as its own food too', () => {
    const keys = foodKeysOf('1 x 400 ml tin light coconut milk');
    expect(keys).toEqual(expect.arrayContaining(['lightcoconutmilk', 'coconutmilk', 'coconut']));
  });

  it('finds panko by breadcrumbs, and not dried breadcrumbs by panko', () => {
    expect(foodKeysOf('50 g panko breadcrumbs')).toEqual(expect.arrayContaining(['panko', 'breadcrumb']));
    expect(foodKeysOf('50 g dried breadcrumbs')).not.toContain('panko');
  });

  it('keeps sweet potatoes out of the potatoes, both vegetables', () => {
    expect(foodKeysOf('2 sweet potatoes, cubed')).toEqual(expect.arrayContaining(['sweetpotato', 'vegetable']));
    expect(foodKeysOf('2 sweet potatoes, cubed')).not.toContain('potato');
    expect(foodKeysOf('500 g floury potatoes')).toEqual(expect.arrayContaining(['potato', 'vegetable']));
  });
});

describe('search document allergens (issue 35)', () => {
  const documentOf = (ingredients: string[]) =>
    buildSearchDocument({
      libraryName: 'Vegan',
      categoryName: 'Dinner',
      tags: [],
      ageGroup: 'adult',
      ingredients,
      servingNumber: 2,
    });

  it('stores what the lines may contain apart from what they contain', () => {
    const curry = documentOf(['2 tbsp Thai red curry paste', '400 ml coconut milk', '200 g prawns']);
    expect(curry.allergens).toEqual(['crustaceans']);
    expect(curry.mayContain).toEqual(['mustard']);
    expect(documentOf(['1 onion', '200 g rice']).mayContain).toEqual([]);
  });

  it('keeps the diets to what the lines contain: a vegan curry may contain crustaceans', () => {
    const curry = documentOf(['2 tbsp Thai red curry paste', '400 ml coconut milk', '200 g tofu']);
    expect(curry.suitsDiets).toContain('vegan');
    expect(curry.mayContain).toContain('crustaceans');
  });
});
