import { eq } from 'drizzle-orm';
import { recipeIngredients } from '../../db/schema';
import { createCategory, createLibrary, createRecipe, createUser } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/testApp';
import {
  INGREDIENT_PARSE_VERSION,
  INGREDIENT_SLICE,
  ingredientParts,
  ingredientPartsInSlices,
  rereadStaleIngredients,
} from './ingredientParts';

let ctx: TestContext;
let recipeId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const user = await createUser(ctx.db);
  const category = await createCategory(ctx.db);
  const library = await createLibrary(ctx.db);
  recipeId = (
    await createRecipe(ctx.db, {
      userId: user.id,
      categoryId: category.id,
      libraryId: library.id,
      ingredients: ['2–3 cloves garlic, crushed', '1 x 400 g tin chickpeas, drained', 'salt to taste'],
    })
  ).id;
});
afterAll(() => ctx.close());

const parts = () =>
  ctx.db
    .select({
      line: recipeIngredients.ingredientName,
      quantity: recipeIngredients.quantity,
      quantity2: recipeIngredients.quantity2,
      unit: recipeIngredients.unit,
      food: recipeIngredients.food,
      note: recipeIngredients.note,
      item: recipeIngredients.item,
      version: recipeIngredients.parseVersion,
    })
    .from(recipeIngredients)
    .where(eq(recipeIngredients.recipeId, recipeId))
    .orderBy(recipeIngredients.position);

const READ = [
  {
    line: '2–3 cloves garlic, crushed',
    quantity: 2,
    quantity2: 3,
    unit: 'clove',
    food: 'garlic',
    note: 'crushed',
    item: 'garlic, crushed',
    version: INGREDIENT_PARSE_VERSION,
  },
  {
    line: '1 x 400 g tin chickpeas, drained',
    quantity: 1,
    quantity2: null,
    unit: 'tin',
    food: 'chickpea',
    note: 'drained; 400 g',
    item: 'chickpeas, drained (400 g)',
    version: INGREDIENT_PARSE_VERSION,
  },
  {
    line: 'salt to taste',
    quantity: null,
    quantity2: null,
    unit: null,
    food: 'salt',
    note: null,
    item: null,
    version: INGREDIENT_PARSE_VERSION,
  },
];

it('reads the parts of every line as a recipe is written', async () => {
  expect(await parts()).toEqual(READ);
});

it('rereads on start the lines another parser read (or the migration left unread), and only those', async () => {
  await ctx.db
    .update(recipeIngredients)
    .set({ quantity: null, quantity2: null, unit: null, food: null, note: null, item: null, parseVersion: '' });
  expect(await rereadStaleIngredients(ctx.db)).toBe(3);
  expect(await parts()).toEqual(READ);
  expect(await rereadStaleIngredients(ctx.db)).toBe(0);
});

describe('ingredientPartsInSlices', () => {
  const FRACTIONS = '⅓⅔¼¾½⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚';
  const lines = Array.from({ length: 180 }, (_, index) =>
    index % 2 === 0 ? FRACTIONS.repeat(20) : `${index} g carrot, diced`,
  );

  it('reads INGREDIENT_SLICE lines between two turns of the event loop, the same parts as one by one (issue 33)', async () => {
    let pauses = 0;
    const parts = await ingredientPartsInSlices(lines, async () => {
      pauses += 1;
    });
    expect(INGREDIENT_SLICE).toBeLessThanOrEqual(20);
    expect(pauses).toBe(Math.ceil(lines.length / INGREDIENT_SLICE) - 1);
    expect(parts).toEqual(lines.map((line) => ingredientParts(line)));
    expect(await ingredientPartsInSlices([])).toEqual([]);
  });
});
