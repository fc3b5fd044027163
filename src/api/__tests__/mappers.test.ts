import type { Allergen, Diet } from '@contract/constants';
import { recipeDetailDto, recipeDto } from '@/test/recipeFixtures';
import { toRecipe } from '../mappers';

test('a card carries its allergens and the diets it suits', () => {
  const recipe = toRecipe(recipeDto(1, { allergens: ['gluten', 'milk'], suits_diets: ['vegetarian'] }));
  expect(recipe.allergens).toEqual(['gluten', 'milk']);
  expect(recipe.suitsDiets).toEqual(['vegetarian']);
  expect(recipe.details).toBeUndefined();
});

test('the details carry each allergen’s lines and the lines nobody could read', () => {
  const recipe = toRecipe(
    recipeDetailDto(1, {
      allergen_sources: [{ allergen: 'milk', ingredients: ['200 g feta, crumbled', '2 tbsp butter'] }],
      unread_ingredients: ['1 tbsp gochujang'],
    }),
  );
  expect(recipe.details?.allergenSources).toEqual([
    { allergen: 'milk', ingredients: ['200 g feta, crumbled', '2 tbsp butter'] },
  ]);
  expect(recipe.details?.unreadIngredients).toEqual(['1 tbsp gochujang']);
});

test('an answer of the original API, without them: no allergens, no diets, and no allergen reading', () => {
  const {
    allergens: _allergens,
    suits_diets: _diets,
    allergen_sources: _sources,
    unread_ingredients: _unread,
    ...original
  } = recipeDetailDto(1);
  const recipe = toRecipe(original);
  expect(recipe.allergens).toEqual([]);
  expect(recipe.suitsDiets).toEqual([]);
  expect(recipe.details?.allergenSources).toBeNull();
  expect(recipe.details?.unreadIngredients).toEqual([]);
});

describe('may contain and diet breakers (issue 35)', () => {
  test('a card carries what it may contain, apart from what it contains, dropping codes this app does not know', () => {
    const recipe = toRecipe(
      recipeDto(1, {
        allergens: ['milk'],
        may_contain: ['crustaceans', 'moon dust' as Allergen, 'peanuts'],
      }),
    );
    expect(recipe.allergens).toEqual(['milk']);
    expect(recipe.mayContain).toEqual(['crustaceans', 'peanuts']);
  });

  test('an answer without may_contain: none', () => {
    const { may_contain: _mayContain, ...original } = recipeDto(1, { may_contain: ['peanuts'] });
    expect(toRecipe(original).mayContain).toEqual([]);
  });

  test('the details carry the lines that may carry each allergen, and each diet’s first breaking line', () => {
    const recipe = toRecipe(
      recipeDetailDto(1, {
        may_contain: ['crustaceans'],
        may_contain_sources: [
          { allergen: 'crustaceans', ingredients: ['2 tbsp Thai red curry paste'] },
          { allergen: 'moon dust' as Allergen, ingredients: ['1 rock'] },
        ],
        diet_breakers: [
          { diet: 'vegan', ingredient: '2 tbsp butter', food: 'butter' },
          { diet: 'carnivore' as Diet, ingredient: '1 carrot', food: 'carrot' },
          { diet: 'dairy-free', ingredient: '1 tbsp gochujang', food: null },
        ],
      }),
    );
    expect(recipe.details?.mayContainSources).toEqual([
      { allergen: 'crustaceans', ingredients: ['2 tbsp Thai red curry paste'] },
    ]);
    expect(recipe.details?.dietBreakers).toEqual([
      { diet: 'vegan', ingredient: '2 tbsp butter', food: 'butter' },
      { diet: 'dairy-free', ingredient: '1 tbsp gochujang', food: null },
    ]);
  });

  test('details without them (an older server) leave them absent, not empty', () => {
    const {
      may_contain_sources: _sources,
      diet_breakers: _breakers,
      ...older
    } = recipeDetailDto(1, {
      may_contain_sources: [],
      diet_breakers: [],
    });
    const details = toRecipe(older).details;
    expect(details).toBeDefined();
    expect(details).not.toHaveProperty('mayContainSources');
    expect(details).not.toHaveProperty('dietBreakers');
    expect(toRecipe(recipeDetailDto(1, { may_contain_sources: [], diet_breakers: [] })).details).toMatchObject({
      mayContainSources: [],
      dietBreakers: [],
    });
  });
});

describe('nutrition estimated from the ingredients (issue 20)', () => {
  const nutrition = {
    energy_kcal: 420,
    protein_g: 12.5,
    carbohydrate_g: 54,
    sugars_g: 6,
    fat_g: 10,
    saturated_fat_g: 2.3,
    fibre_g: 7.8,
    salt_g: 0.35,
    coverage: 0.82,
    ingredients_matched: 9,
    ingredients_total: 11,
  };

  test('a card carries its kcal per serving; null and absent read as null', () => {
    expect(toRecipe(recipeDto(1, { kcal_per_serving: 420 })).kcalPerServing).toBe(420);
    expect(toRecipe(recipeDto(1, { kcal_per_serving: null })).kcalPerServing).toBeNull();
    expect(toRecipe(recipeDto(1)).kcalPerServing).toBeNull();
  });

  test('the details carry the estimate per serving', () => {
    const recipe = toRecipe(recipeDetailDto(1, { nutrition_per_serving: nutrition, kcal_per_serving: 420 }));
    expect(recipe.details?.nutritionPerServing).toEqual({
      energyKcal: 420,
      proteinG: 12.5,
      carbohydrateG: 54,
      sugarsG: 6,
      fatG: 10,
      saturatedFatG: 2.3,
      fibreG: 7.8,
      saltG: 0.35,
      coverage: 0.82,
      ingredientsMatched: 9,
      ingredientsTotal: 11,
    });
  });

  test('null (nothing matched) stays null; absent (the original API) stays absent', () => {
    expect(toRecipe(recipeDetailDto(1, { nutrition_per_serving: null })).details?.nutritionPerServing).toBeNull();
    const details = toRecipe(recipeDetailDto(1)).details!;
    expect(details.nutritionPerServing).toBeUndefined();
    expect('nutritionPerServing' in details).toBe(false);
  });
});

test('each step carries its timers and the ids of the lines it uses (issue 39); absent reads as none', () => {
  const timer = { seconds: 1500, seconds_max: 1800, text: '25 to 30 minutes' };
  const recipe = toRecipe(
    recipeDetailDto(1, {
      instructions: [
        { id: 1, step: 'Simmer 25 to 30 minutes.', timers: [timer], ingredient_ids: [2, 1] },
        { id: 2, step: 'Serve.' },
      ],
    }),
  );
  expect(recipe.details!.instructions).toEqual([
    { id: 1, step: 'Simmer 25 to 30 minutes.', timers: [timer], ingredientIds: [2, 1] },
    { id: 2, step: 'Serve.', timers: [], ingredientIds: [] },
  ]);
});
