/**
 * The parts of each ingredient line (quantity, unit, food, note), kept beside the line as
 * written: read on every share and edit, and on start for every line another parser or
 * catalogue read (after the migration that added them, or a catalogue change).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recipeIngredients } from '../../db/schema';
import { CATALOGUE_VERSION } from '../foods/catalogue';
import { parseIngredientLine } from '../foods/ingredientLine';

/** Bump when ingredientLine.ts reads lines differently; a catalogue change is noticed by itself. */
const PARSE_FORMAT = 7;
export const INGREDIENT_PARSE_VERSION = `${PARSE_FORMAT}-${CATALOGUE_VERSION}`;

/** The columns of recipe_ingredients read from a line. */
export function ingredientParts(line: string) {
  const parsed = parseIngredientLine(line);
  return {
    quantity: parsed.quantity,
    quantity2: parsed.quantity2,
    unit: parsed.unit,
    food: parsed.food,
    note: parsed.note,
    item: parsed.item,
    parseVersion: INGREDIENT_PARSE_VERSION,
  };
}

/** Lines read between two turns of the event loop when a recipe is saved. */
export const INGREDIENT_SLICE = 20;

/**
 * ingredientParts of each line, INGREDIENT_SLICE lines at a time with a turn of the event loop
 * between slices: 180 lines of 300 vulgar fractions held the loop ~200 ms in one stretch under
 * load (issue 33), and every other request with it. `pause` is the turn (a test counts it).
 */
export async function ingredientPartsInSlices(
  lines: readonly string[],
  pause: () => Promise<unknown> = nextTurn,
): Promise<ReturnType<typeof ingredientParts>[]> {
  const parts: ReturnType<typeof ingredientParts>[] = [];
  for (let start = 0; start < lines.length; start += INGREDIENT_SLICE) {
    if (start > 0) await pause();
    for (const line of lines.slice(start, start + INGREDIENT_SLICE)) parts.push(ingredientParts(line));
  }
  return parts;
}

const REREAD_BATCH = 500;

/** Rereads, in id order and in batches, every line another parser or catalogue read. Answers how many. */
export async function rereadStaleIngredients(db: Database): Promise<number> {
  let reread = 0;
  for (let after = 0; ;) {
    const stale = await db
      .select({ id: recipeIngredients.id, line: recipeIngredients.ingredientName })
      .from(recipeIngredients)
      .where(and(gt(recipeIngredients.id, after), ne(recipeIngredients.parseVersion, INGREDIENT_PARSE_VERSION)))
      .orderBy(asc(recipeIngredients.id))
      .limit(REREAD_BATCH);
    if (stale.length === 0) return reread;
    // One UPDATE per batch, from a VALUES list: a round trip per line made a catalogue change
    // on a large database take minutes.
    const values = sql.join(
      stale.map((row) => {
        const parts = ingredientParts(row.line);
        return sql`(${row.id}::int, ${parts.quantity}::float8, ${parts.quantity2}::float8, ${parts.unit}::text, ${parts.food}::text, ${parts.note}::text, ${parts.item}::text)`;
      }),
      sql`, `,
    );
    await db.execute(sql`
      update recipe_ingredients as line
      set quantity = v.quantity, quantity2 = v.quantity2, unit = v.unit, food = v.food, note = v.note,
          item = v.item, parse_version = ${INGREDIENT_PARSE_VERSION}
      from (values ${values}) as v(id, quantity, quantity2, unit, food, note, item)
      where line.id = v.id`);
    reread += stale.length;
    after = stale[stale.length - 1].id;
  }
}
