import type { RecipeDetailDto } from '../../contract/types';
import { createTestApp, type TestContext } from '../test/testApp';
import { createCategory, createLibrary, createRecipe, createUser, type TestUser } from '../test/fixtures';

let ctx: TestContext;
let owner: TestUser;
let recipeId: number;

const STEPS = [
  'Heat the oven to 180°C, grease a 9-inch pan and beat the butter with the sugar.',
  'Bake for 35 to 40 minutes, then give it a 5-minute rest.',
  'Chill overnight.',
];

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx.db, { name: 'Tilly Timer' });
  const categoryId = (await createCategory(ctx.db, 'Baking')).id;
  const libraryId = (await createLibrary(ctx.db, 'Everyday')).id;
  recipeId = (
    await createRecipe(ctx.db, {
      userId: owner.id,
      categoryId,
      libraryId,
      recipeName: 'Lemon Drizzle',
      ingredients: ['225g butter, softened', '225g caster sugar', '2 lemons'],
      instructions: STEPS,
    })
  ).id;
}, 60_000);
afterAll(() => ctx.close());

function expectTimers(recipe: RecipeDetailDto) {
  expect(recipe.instructions.map((instruction) => instruction.step)).toEqual(STEPS);
  expect(recipe.instructions.map((instruction) => instruction.timers)).toEqual([
    [],
    [
      { seconds: 2100, seconds_max: 2400, text: '35 to 40 minutes' },
      { seconds: 300, seconds_max: null, text: '5-minute' },
    ],
    [],
  ]);
  // The lines each step names, by id (server/services/foods/stepIngredients.ts).
  const idOf = new Map(recipe.ingredients.map((line) => [line.ingredient_name, line.id]));
  expect(recipe.instructions.map((instruction) => instruction.ingredient_ids)).toEqual([
    [idOf.get('225g butter, softened'), idOf.get('225g caster sugar')],
    [],
    [],
  ]);
}

describe('instructions[].timers and ingredient_ids', () => {
  it('come with GET /api/single-recipe/{id}, twice alike', async () => {
    for (let read = 0; read < 2; read += 1) {
      const response = await ctx.app.inject({ url: `/api/single-recipe/${recipeId}` });
      expect(response.statusCode).toBe(200);
      expectTimers(response.json().data);
    }
  });

  it('come with GET /api/my-recipe-details/{id}', async () => {
    const response = await ctx.app.inject({
      url: `/api/my-recipe-details/${recipeId}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(response.statusCode).toBe(200);
    expectTimers(response.json().data);
  });
});
