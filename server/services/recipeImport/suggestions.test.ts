import { categoryNameFor, familyAgeGroup, libraryIdFor } from './suggestions';

describe('categoryNameFor', () => {
  it.each([
    [['Breakfast'], 'Breakfast'],
    [['Brunch'], 'Breakfast'],
    [['Main Course'], 'Dinner'],
    [['Main Courses'], 'Dinner'],
    [['Entrée'], 'Dinner'],
    [['Supper'], 'Dinner'],
    [['Appetizers'], 'Snacks'],
    [['Starter'], 'Snacks'],
    [['Chocolate Cakes'], 'Desserts'],
    [['Cookies'], 'Desserts'],
    [['Baking'], 'Desserts'],
    [['Smoothies'], 'Drinks'],
    [['Side dish', 'Beverage'], 'Drinks'],
    [['Vegetarian, Dinner'], 'Dinner'],
    [['Lunch / Dinner'], 'Lunch'],
  ])('%j → %s', (words, category) => {
    expect(categoryNameFor(words)).toBe(category);
  });

  it('is null when no word names a category, or for words that only look like keys', () => {
    expect(categoryNameFor([])).toBeNull();
    expect(categoryNameFor(['Side dish', 'Soup', 'Italian'])).toBeNull();
    expect(categoryNameFor(['__proto__', 'constructor', 'toString'])).toBeNull();
  });
});

describe('familyAgeGroup', () => {
  it('is the group most grown-ups and teens are in, children aside', () => {
    expect(familyAgeGroup(['adult', 'adult', 'child', 'child'])).toBe('adult');
    expect(familyAgeGroup(['senior-adult', 'senior-adult', 'adult'])).toBe('senior-adult');
    expect(familyAgeGroup(['adult'])).toBe('adult');
  });

  it('is null when unsure: no majority, only children, no family', () => {
    expect(familyAgeGroup(['adult', 'middle-adulthood'])).toBeNull();
    expect(familyAgeGroup(['child'])).toBeNull();
    expect(familyAgeGroup([])).toBeNull();
    expect(familyAgeGroup(['__proto__', 'unknown'])).toBeNull();
  });
});

describe('libraryIdFor', () => {
  const libraries = [
    { id: 1, name: 'Vegetarian' },
    { id: 2, name: 'Vegan' },
    { id: 3, name: 'Gluten-Free' },
    { id: 4, name: 'Keto' },
  ];

  it('suggests the most specific library whose diet the recipe keeps', () => {
    expect(libraryIdFor(['200 g rice', '1 tbsp olive oil', '1 onion'], libraries)).toBe(2);
    expect(libraryIdFor(['200 g rice', '50 g butter', '1 onion'], libraries)).toBe(1);
    expect(libraryIdFor(['500 g chicken thighs', '200 g rice'], libraries)).toBe(3);
  });

  it('is null when a line is not understood, nothing is listed, or no library fits', () => {
    expect(libraryIdFor(['200 g rice', '1 tbsp zorblax paste'], libraries)).toBeNull();
    expect(libraryIdFor([], libraries)).toBeNull();
    expect(libraryIdFor(['500 g chicken thighs', '200 g spaghetti', '50 g butter'], libraries)).toBeNull();
  });
});
