/**
 * Loads the composition table into PostgreSQL (food_compositions) when it holds another
 * version of it or none: one statement, on start, before recipes are computed again.
 */
import { count, eq, inArray, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foodCompositions } from '../../db/schema';
import { compositionTable, compositionVersion } from './compositionTable';

/** Returns how many rows were written (0 when the table was already current). */
export async function loadCompositionTable(db: Database): Promise<number> {
  const version = compositionVersion();
  const table = [...compositionTable().values()];
  const [{ current }] = await db
    .select({ current: count() })
    .from(foodCompositions)
    .where(eq(foodCompositions.tableVersion, version));
  if (current === table.length) return 0;
  const rows = table.map((row) => ({
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
    // Rows a newer table no longer has.
    await tx.delete(foodCompositions).where(
      not(
        inArray(
          foodCompositions.code,
          rows.map((row) => row.code),
        ),
      ),
    );
  });
  return rows.length;
}
