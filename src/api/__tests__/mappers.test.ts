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
