/**
 * Mirrors the composition rows the food catalogue links into PostgreSQL (food_compositions),
 * from either table (compositionTable.ts: IFCT 2017 'A001', USDA SR28 'usda:01001'), when the
 * database holds another version of them or another set: one transaction, on start, before
 * recipes are computed again. Only the linked rows: all 8,789 of SR28 on every fresh database
 * would slow every start and every test database for rows no recipe reads.
 */
import { getTableColumns, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foodCompositions } from '../../db/schema';
import {
  compositionOf,
  compositionVersion,
  TABLE_NUTRIENTS,
  type Composition,
  type TableNutrient,
} from './compositionTable';

type CompositionRow = typeof foodCompositions.$inferInsert;

/**
 * A composition as its database row: each nutrient under the same field (Pick refuses a
 * nutrient the schema lacks, and the row a column left out; db/schema/nutrition.test.ts holds the
 * columns' names to NUTRIENTS).
 */
function toRow(composition: Composition, tableVersion: string): CompositionRow {
  const nutrients = Object.fromEntries(TABLE_NUTRIENTS.map((nutrient) => [nutrient, composition[nutrient]]));
  return {
    code: composition.code,
    name: composition.name,
    foodGroup: composition.group,
    ...(nutrients as Pick<CompositionRow, TableNutrient>),
    tableVersion,
  };
}

/** On a code already held, every other column takes the value offered. */
const UPDATE_ALL_BUT_CODE: Partial<Record<keyof CompositionRow, SQL>> = Object.fromEntries(
  Object.entries(getTableColumns(foodCompositions))
    .filter(([, column]) => !column.primary)
    .map(([field, column]) => [field, sql`excluded.${sql.identifier(column.name)}`]),
);

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

  const rows = [...wanted.values()].map((row) => toRow(row, version));
  await db.transaction(async (tx) => {
    if (rows.length === 0) {
      await tx.delete(foodCompositions);
      return;
    }
    await tx
      .insert(foodCompositions)
      .values(rows)
      .onConflictDoUpdate({ target: foodCompositions.code, set: UPDATE_ALL_BUT_CODE });
    // Rows a newer table, or the catalogue, no longer links.
    await tx.delete(foodCompositions).where(not(inArray(foodCompositions.code, [...wanted.keys()])));
  });
  return rows.length;
}
