/**
 * Mirrors the composition rows the food catalogue links into PostgreSQL (food_compositions),
 * from either table (compositionTable.ts: IFCT 2017 'A001', USDA SR28 'usda:01001'), when the
 * database holds another version of them or another set: one transaction, on start, before
 * recipes are computed again. Only the linked rows: all 8,789 of SR28 on every fresh database
 * would slow every start and every test database for rows no recipe reads.
 */
import { inArray, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foodCompositions } from '../../db/schema';
import { compositionOf, compositionVersion, type Composition } from './compositionTable';

/**
 * Writes the rows of `codes` ('A001', 'usda:01001'; repeats are fine) and removes every other
 * row. Returns how many rows were written (0 when the table already held exactly these, of this
 * version). Throws for a code neither table has: a catalogue link to no row is a mistake to fix.
 */
export async function loadCompositionTable(db: Database, codes: Iterable<string>): Promise<number> {
  const version = compositionVersion();
  const wanted = new Map<string, Composition>();
  const unknown: string[] = [];
  for (const code of codes) {
    if (wanted.has(code)) continue;
    const row = compositionOf(code);
    if (row) wanted.set(code, row);
    else unknown.push(code);
  }
  if (unknown.length > 0) throw new Error(`No composition table has the codes ${unknown.join(', ')}`);

  const held = await db
    .select({ code: foodCompositions.code, tableVersion: foodCompositions.tableVersion })
    .from(foodCompositions);
  if (held.length === wanted.size && held.every((row) => row.tableVersion === version && wanted.has(row.code)))
    return 0;

  const rows = [...wanted.values()].map((row) => ({
    code: row.code,
    name: row.name,
    foodGroup: row.group,
    energyKcal: row.energyKcal,
    proteinG: row.proteinG,
    carbohydrateG: row.carbohydrateG,
    sugarsG: row.sugarsG,
    fatG: row.fatG,
    saturatedFatG: row.saturatedFatG,
    fibreG: row.fibreG,
    sodiumG: row.sodiumG,
    tableVersion: version,
  }));
  await db.transaction(async (tx) => {
    if (rows.length === 0) {
      await tx.delete(foodCompositions);
      return;
    }
    await tx
      .insert(foodCompositions)
      .values(rows)
      .onConflictDoUpdate({
        target: foodCompositions.code,
        set: {
          name: sql`excluded.name`,
          foodGroup: sql`excluded.food_group`,
          energyKcal: sql`excluded.energy_kcal`,
          proteinG: sql`excluded.protein_g`,
          carbohydrateG: sql`excluded.carbohydrate_g`,
          sugarsG: sql`excluded.sugars_g`,
          fatG: sql`excluded.fat_g`,
          saturatedFatG: sql`excluded.saturated_fat_g`,
          fibreG: sql`excluded.fibre_g`,
          sodiumG: sql`excluded.sodium_g`,
          tableVersion: sql`excluded.table_version`,
        },
      });
    // Rows a newer table, or the catalogue, no longer links.
    await tx.delete(foodCompositions).where(not(inArray(foodCompositions.code, [...wanted.keys()])));
  });
  return rows.length;
}
