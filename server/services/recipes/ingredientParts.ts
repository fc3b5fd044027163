/**
 * The parts of each ingredient line (quantity, unit, food, note), kept beside the line as
 * written: read on every share and edit, and on start for every line another parser or
 * catalogue read (after the migration that added them, or a catalogue change).
 */
import { and, asc, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recipeIngredients } from '../../db/schema';
import { CATALOGUE_VERSION } from '../foods/catalogue';
import { parseIngredientLine } from '../foods/ingredientLine';

/** Bump when ingredientLine.ts reads lines differently; a catalogue change is noticed by itself. */
const PARSE_FORMAT = 5;
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
