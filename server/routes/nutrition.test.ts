/**
 * Issue 20, first part: nutrition per serving from the ingredients on the recipe API, the list
 * filters by energy and protein, and the composition table loaded into the database.
 */
import { eq } from 'drizzle-orm';
import type { RecipeDetailDto, RecipeSummaryDto } from '../../contract/types';
import { foodCompositions, recipeIngredients } from '../db/schema';
import { loadCompositionTable } from '../services/nutrition/compositionLoad';
import { compositionTable } from '../services/nutrition/compositionTable';
import { recipeNutrition } from '../services/nutrition/recipeNutrition';
import { refreshSearchDocuments } from '../services/recipes/searchDocument';
import { createCategory, createLibrary, createRecipe, createUser } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
let spinachDal: { id: number };
let lightSalad: { id: number };
let mystery: { id: number };

const DAL_LINES = ['250 g red lentils', '200 g spinach', '2 onions, chopped', '1 tsp salt'];

beforeAll(async () => {
  ctx = await createTestApp();
  const cook = await createUser(ctx.db);
  const categoryId = (await createCategory(ctx.db, 'Dinner', 3)).id;
  const libraryId = (await createLibrary(ctx.db)).id;
  const recipe = (recipeName: string, ingredients: string[], servingNumber = 4) =>
    createRecipe(ctx.db, { userId: cook.id, categoryId, libraryId, recipeName, ingredients, servingNumber });
  spinachDal = await recipe('Spinach dal', DAL_LINES);
  lightSalad = await recipe('Cucumber salad', ['2 cucumbers', '1 tomato', '1 tbsp lemon juice'], 2);
  mystery = await recipe('Mystery sauce', ['2 tbsp zorblax sauce', 'a pinch of magic'], 2);
}, 60_000);
afterAll(() => ctx.close());

const detail = async (id: number): Promise<RecipeDetailDto> =>
  (await ctx.app.inject({ url: `/api/single-recipe/${id}` })).json().data;
const list = (query: string) => ctx.app.inject({ url: `/api/guest/recipes?${query}` });
const names = async (query: string) =>
  ((await list(query)).json().data as RecipeSummaryDto[]).map((recipe) => recipe.recipe_name).sort();

describe('GET /api/single-recipe/{id}', () => {
  it('answers the nutrition per serving read from the ingredients, with its coverage', async () => {
    const recipe = await detail(spinachDal.id);
    expect(recipe.nutrition_per_serving).toEqual(recipeNutrition(DAL_LINES, 4));
    expect(recipe.nutrition_per_serving).toMatchObject({ coverage: 1, ingredients_matched: 4, ingredients_total: 4 });
    expect(recipe.nutrition_per_serving!.energy_kcal).toBeGreaterThan(200);
    expect(recipe.kcal_per_serving).toBe(recipe.nutrition_per_serving!.energy_kcal);
  });

  it('answers null when nothing could be matched, and no kcal on the card', async () => {
    const recipe = await detail(mystery.id);
    expect(recipe.nutrition_per_serving).toBeNull();
    expect(recipe.kcal_per_serving).toBeNull();
  });

  it('is computed again when the ingredients change', async () => {
    const before = (await detail(lightSalad.id)).nutrition_per_serving!;
    await ctx.db
      .update(recipeIngredients)
      .set({ ingredientName: '6 cucumbers' })
      .where(eq(recipeIngredients.ingredientName, '2 cucumbers'));
    await refreshSearchDocuments(ctx.db, [lightSalad.id]);
    const after = (await detail(lightSalad.id)).nutrition_per_serving!;
    expect(after.energy_kcal).toBeGreaterThan(before.energy_kcal);
    expect(after).toEqual(recipeNutrition(['6 cucumbers', '1 tomato', '1 tbsp lemon juice'], 2));
  });
});

describe('the recipe lists by energy and protein per serving', () => {
  it('keeps recipes at most max_kcal and at least min_protein, leaving out those with no estimate', async () => {
    const dal = (await detail(spinachDal.id)).nutrition_per_serving!;
    const salad = (await detail(lightSalad.id)).nutrition_per_serving!;
    expect(salad.energy_kcal).toBeLessThan(dal.energy_kcal);
    expect(await names(`max_kcal=${salad.energy_kcal}`)).toEqual(['Cucumber salad']);
    expect(await names(`max_kcal=${dal.energy_kcal}`)).toEqual(['Cucumber salad', 'Spinach dal']);
    expect(await names(`min_protein=${dal.protein_g}`)).toEqual(['Spinach dal']);
    expect(await names('max_kcal=10000&min_protein=0')).toEqual(['Cucumber salad', 'Spinach dal']);
    expect(await names('max_kcal=')).toEqual(['Cucumber salad', 'Mystery sauce', 'Spinach dal']);
  });

  it('refuses a filter that is not a number of kcal or grams with 422', async () => {
    for (const query of [
      'max_kcal=lots',
      'max_kcal=-5',
      'min_protein=1e9',
      'max_kcal=%3Cscript%3E',
      'min_protein=12345678',
    ])
      expect((await list(query)).statusCode).toBe(422);
    expect((await list('max_kcal=abc')).json().errors.max_kcal).toEqual([
      'The max kcal must be a number of kcal per serving from 0 to 10000.',
    ]);
  });
});

describe('the composition table in the database', () => {
  it('is loaded once per version of the table', async () => {
    expect(await loadCompositionTable(ctx.db, compositionTable().keys())).toBe(compositionTable().size);
    expect(await loadCompositionTable(ctx.db, compositionTable().keys())).toBe(0);
    const rows = await ctx.db.select().from(foodCompositions);
    expect(rows).toHaveLength(542);
    const milk = rows.find((row) => row.name === 'Milk, whole, Cow')!;
    expect(milk.proteinG).toBe(3.26);
  });
});
