import { eq } from 'drizzle-orm';
import { foodCompositions } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/testApp';
import { loadCompositionTable } from './compositionLoad';
import { compositionTable, compositionVersion } from './compositionTable';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx.close();
});

const heldCodes = async () =>
  (await ctx.db.select({ code: foodCompositions.code }).from(foodCompositions)).map((row) => row.code).sort();

describe('mirroring the linked composition rows into the database', () => {
  const ifctMilk = () => [...compositionTable().values()].find((row) => row.name === 'Milk, whole, Cow')!;

  it('writes the rows of both tables that are asked for, once per version', async () => {
    const codes = [ifctMilk().code, 'usda:01001', 'usda:01001', 'usda:20081'];
    expect(await loadCompositionTable(ctx.db, codes)).toBe(3);
    expect(await loadCompositionTable(ctx.db, codes)).toBe(0);
    expect(await heldCodes()).toEqual([ifctMilk().code, 'usda:01001', 'usda:20081'].sort());
    const [butter] = await ctx.db.select().from(foodCompositions).where(eq(foodCompositions.code, 'usda:01001'));
    expect(butter).toMatchObject({
      name: 'Butter, salted',
      foodGroup: 'Dairy and Egg Products',
      energyKcal: 717,
      sodiumG: 0.643,
      tableVersion: compositionVersion(),
    });
  });

  it('follows the list: rows no longer linked go, new ones come', async () => {
    expect(await loadCompositionTable(ctx.db, new Set(['usda:01001', 'usda:18069']))).toBe(2);
    expect(await heldCodes()).toEqual(['usda:01001', 'usda:18069']);
    expect(await loadCompositionTable(ctx.db, ['usda:01001'])).toBe(1);
    expect(await heldCodes()).toEqual(['usda:01001']);
  });

  it('writes again what an older table wrote', async () => {
    await ctx.db.update(foodCompositions).set({ tableVersion: 'older', energyKcal: 1 });
    expect(await loadCompositionTable(ctx.db, ['usda:01001'])).toBe(1);
    const [butter] = await ctx.db.select().from(foodCompositions);
    expect(butter).toMatchObject({ energyKcal: 717, tableVersion: compositionVersion() });
  });

  it('refuses a code neither table has, and writes nothing', async () => {
    await expect(loadCompositionTable(ctx.db, ['usda:01001', 'usda:99999', '__proto__'])).rejects.toThrow(
      'No composition table has the codes usda:99999, __proto__',
    );
    expect(await heldCodes()).toEqual(['usda:01001']);
  });

  it('empties the table for an empty list', async () => {
    expect(await loadCompositionTable(ctx.db, [])).toBe(0);
    expect(await heldCodes()).toEqual([]);
    expect(await loadCompositionTable(ctx.db, [])).toBe(0);
  });
});
