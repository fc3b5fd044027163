/**
 * How central each food is (issue 37): the shares read from ingredient lines, and the SQL that
 * finds and ranks the recipes using a food, over stored recipes in PGlite.
 */
import { eq, sql } from 'drizzle-orm';
import { recipes } from '../../db/schema';
import { createCategory, createLibrary, createRecipe, createUser } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/testApp';
import { FOOD_KINDS } from '../foods/catalogueData';
import { termNamed, type FoodTerm } from '../foods/catalogue';
import { foodSharesOf, MAX_FOOD_SHARE_KEYS, PRESENT_SHARE, usesCondition, usesScore } from './foodShares';
import { rebuildStaleSearchDocuments } from './searchDocument';

const named = (name: string): FoodTerm => {
  const term = termNamed(name);
  if (!term) throw new Error(`no catalogue term ${name}`);
  return term;
};

const kindNamed = (name: string): FoodTerm => {
  const kind = FOOD_KINDS.find((candidate) => candidate.name === name);
  if (!kind) throw new Error(`no catalogue kind ${name}`);
  return { type: 'kind', kind };
};

describe('foodSharesOf', () => {
  it("gives each food, and each kind it belongs to, its share of the recipe's grams", () => {
    // Two eggs weigh 100 g (50 g each): 500 of 800 g is rice, 200 peas, 100 eggs.
    const shares = foodSharesOf(['500 g cooked rice', '200 g peas', '2 eggs']);
    expect(shares.cookedrice).toBeCloseTo(500 / 800, 2);
    expect(shares.rice).toBe(shares.cookedrice);
    expect(shares.grain).toBe(shares.cookedrice);
    expect(shares.pea).toBeCloseTo(200 / 800, 2);
    expect(shares.egg).toBeCloseTo(100 / 800, 2);
    for (const share of Object.values(shares)) expect(Math.round(share * 1000) / 1000).toBe(share);
  });

  it('never counts a food a line is only made with: rice noodles do not use rice', () => {
    const shares = foodSharesOf(['200 g rice noodles', '1 tbsp soy sauce']);
    expect(shares.ricenoodle).toBeGreaterThan(0.5);
    expect(shares.noodle).toBe(shares.ricenoodle);
    expect(shares).not.toHaveProperty('rice');
    expect(foodSharesOf(['3 tbsp olive oil', '500 g tomatoes'])).not.toHaveProperty('olive');
  });

  it('sums a kind over the lines of its foods', () => {
    const shares = foodSharesOf(['200 g rice', '100 g brown rice', '300 g chicken breast']);
    expect(shares.rice).toBeCloseTo(0.5, 3);
    expect(shares.brownrice).toBeCloseTo(100 / 600, 3);
    expect(shares.chicken).toBeCloseTo(0.5, 3);
  });

  it('keeps a food with no amount as present, not central', () => {
    const shares = foodSharesOf(['400 g spaghetti', 'salt to taste', 'salt and pepper']);
    expect(shares.salt).toBe(PRESENT_SHARE);
    expect(shares.blackpepper).toBe(PRESENT_SHARE);
    expect(foodSharesOf(['salt to taste'])).toEqual({ salt: PRESENT_SHARE });
  });

  it("counts lines it cannot place in the recipe's weight", () => {
    expect(foodSharesOf(['500 g cooked rice', '500 g mystery crumble mix']).rice).toBeCloseTo(0.5, 3);
  });

  it('reads nothing from empty or foodless lines', () => {
    expect(foodSharesOf([])).toEqual({});
    expect(foodSharesOf(['', '   ', 'Enjoy!'])).toEqual({});
  });

  it('keeps only the largest shares', () => {
    const foods = ['rice', 'lentils', 'chickpeas', 'carrots', 'onions', 'potatoes', 'leeks', 'celery', 'apples'];
    const more = ['pears', 'bananas', 'spinach', 'kale', 'courgettes', 'aubergines', 'mushrooms', 'peas', 'beef'];
    const lines = [...foods, ...more].map((food, index) => `${10 + index} g ${food}`);
    const shares = foodSharesOf(['1000 g chicken breast', ...lines]);
    expect(Object.keys(shares).length).toBe(MAX_FOOD_SHARE_KEYS);
    expect(shares.chickenbreast).toBeGreaterThan(0.5);
    expect(shares).not.toHaveProperty('rice');
  });
});

describe('usesCondition and usesScore over stored recipes', () => {
  let ctx: TestContext;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    ctx = await createTestApp();
    const cook = await createUser(ctx.db);
    const dinner = await createCategory(ctx.db, 'Dinner', 1);
    const everyday = await createLibrary(ctx.db, 'Everyday');
    const recipe = async (key: string, ingredients: string[]) => {
      const row = await createRecipe(ctx.db, {
        userId: cook.id,
        categoryId: dinner.id,
        libraryId: everyday.id,
        recipeName: key,
        ingredients,
      });
      ids.set(key, row.id);
    };
    await recipe('Rice Bowl', ['500 g cooked rice', '100 g peas']);
    await recipe('Stuffed Peppers', ['4 red peppers, halved', '100 g cooked rice']);
    await recipe('Rice Noodle Soup', ['200 g rice noodles', '1 litre vegetable stock']);
    await recipe('Chicken and Rice', ['200 g chicken breast', '400 g rice']);
    await recipe('Rice Paper Rolls', ['8 rice paper wrappers', '100 g carrots']);
  }, 60_000);

  afterAll(() => ctx.close());

  const namesUsing = async (terms: FoodTerm[]) => {
    const rows = await ctx.db
      .select({ name: recipes.recipeName, score: usesScore(terms) })
      .from(recipes)
      .where(usesCondition(terms))
      .orderBy(sql`${usesScore(terms)} desc`, recipes.id);
    return rows;
  };

  it('stores each recipe its food shares', async () => {
    const [row] = await ctx.db
      .select({ foodShares: recipes.foodShares })
      .from(recipes)
      .where(eq(recipes.id, ids.get('Rice Bowl')!));
    expect(row.foodShares.rice).toBeCloseTo(500 / 600, 3);
    expect(row.foodShares.pea).toBeCloseTo(100 / 600, 3);
  });

  it('finds the recipes using a kind, the most central first, and none merely made with it', async () => {
    const rows = await namesUsing([kindNamed('rice')]);
    expect(rows.map((row) => row.name)).toEqual(['Rice Bowl', 'Chicken and Rice', 'Stuffed Peppers']);
    expect(rows[0].score).toBeCloseTo(500 / 600, 3);
    expect(rows[1].score).toBeCloseTo(400 / 600, 3);
  });

  it('needs every term, and scores by the least central', async () => {
    const rows = await namesUsing([named('rice'), named('chicken')]);
    expect(rows.map((row) => row.name)).toEqual(['Chicken and Rice']);
    expect(rows[0].score).toBeCloseTo(200 / 600, 3);
    expect(await namesUsing([named('rice'), named('salmon')])).toEqual([]);
  });

  it('reads the column it is given: a CTE of the pool', async () => {
    const terms = [kindNamed('rice')];
    const column = sql`pool.food_shares`;
    const result = await ctx.db.execute(
      sql`with pool as (select recipe_name, food_shares from ${recipes})
          select recipe_name from pool where ${usesCondition(terms, column)}
          order by ${usesScore(terms, column)} desc`,
    );
    const rows = (result as unknown as { rows: Array<{ recipe_name: string }> }).rows;
    expect(rows.map((row) => row.recipe_name)).toEqual(['Rice Bowl', 'Chicken and Rice', 'Stuffed Peppers']);
  });

  it('binds the keys as parameters, and matches everything for no terms', () => {
    const query = ctx.db
      .select({ id: recipes.id })
      .from(recipes)
      .where(usesCondition([named('rice')]))
      .toSQL();
    expect(query.params).toContain('rice');
    expect(query.sql).not.toMatch(/'rice'/);
    expect(ctx.db.select({ id: recipes.id }).from(recipes).where(usesCondition([])).toSQL().sql).toMatch(/true/);
  });

  it('is rebuilt with the document on start', async () => {
    await ctx.db.update(recipes).set({ foodShares: {}, searchDocumentVersion: 'older' });
    expect(await rebuildStaleSearchDocuments(ctx.db)).toBe(ids.size);
    const rows = await namesUsing([kindNamed('rice')]);
    expect(rows.map((row) => row.name)).toEqual(['Rice Bowl', 'Chicken and Rice', 'Stuffed Peppers']);
  });
});
