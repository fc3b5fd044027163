/**
 * A test corpus: ingredient lines as people write them in British and American recipes (BBC
 * Good Food style "200g/7oz spaghetti", US style "1 (14.5 oz) can diced tomatoes"), each with
 * what an ingredient parser must read from it. It was written from cookery conventions before
 * the parser was tuned, so it states what a cook means, not what the parser happens to return.
 *
 * The lines are data, in corpus.jsonl beside this file: one row a line, in groups (British, juice
 * and zest, pinch/dash/handful, American, fractions, ranges, unit spellings, capitals and spaces,
 * alternatives and amounts in words), each row a CorpusLine below; this module reads and checks them.
 *
 * The conventions, in brief:
 * - quantity is the number, or the lower end of a range ("2–3", "2-3", "2 to 3" → 2, quantity2
 *   3); null when the line has none ("salt to taste", "olive oil, for frying"). "a"/"an" is 1
 *   ("a pinch of salt" → 1 'pinch'). Fractions are decimals ("½" 0.5, "1 1/2" and "1½" 1.5,
 *   "1-1/2" 1.5 in the US way of writing mixed numbers); thirds are written `1 / 3`.
 * - unit is a canonical code, or null for things counted without a unit word ("2 onions",
 *   "3 large eggs", "juice of 1 lemon"). Size words ("large", "thumb-sized", "heaped") are not
 *   units. "2 garlic cloves" and "2 cloves garlic" are 2 'clove', and so are stalks, bulbs and
 *   rashers (the labelled corpus's way), but "2 salmon fillets" counts salmon. A can is a tin:
 *   "1 (400 g) can", "1 x 400g tin", "2 x 400g tins" count tins, but "400g tin of chickpeas" is
 *   400 'g'. A count of other sized things is their whole weight: "2 (6-ounce) salmon fillets"
 *   12 'oz', "2 3-lb chickens" 6 'lb'. Dual measures keep the first ("200g/7oz" → 200 'g';
 *   "½ cup (1 stick) butter" → 0.5 'cup'). "Plus" adds up in the first unit: "1 cup plus
 *   2 tbsp" 1.125 'cup'. Quarts and gallons are US ones. "Half a" is 0.5, "a couple of" 2,
 *   "two" 2, "a dozen" 12.
 * - food is the canonical name (server/data/foods) of the first food the line names: British,
 *   singular, lower case ('courgette' for zucchini, 'prawn' for shrimp). "juice of 1 lemon"
 *   names lemon juice; "zest of 1 orange" names the orange.
 * - of alternatives the food is the first ("olive or vegetable oil" → olive oil: a head noun the
 *   last one ends with carries to the first); of "salt and pepper" it is salt.
 */

import path from 'node:path';
import { UNIT_CODES, type UnitCode } from '../../server/services/foods/units';
import { asRecord, isText, must, onlyFields, readJsonLines } from '../lib/jsonLines';

/** One ingredient line as people write it, and what a parser must read from it. */
export interface CorpusLine {
  line: string;
  /** The number (lower end of a range); null when none ("salt to taste"). */
  quantity: number | null;
  /** Upper end of a range ("2–3 cloves" → 3); omitted when no range. */
  quantity2?: number | null;
  /** Canonical unit code, or null for counted things / no unit. */
  unit: UnitCode | null;
  /** The canonical food name from the Forkcast food catalogue (server/data/foods). */
  food: string;
}

const UNITS: ReadonlySet<string> = new Set(UNIT_CODES);
const isQuantity = (value: unknown): boolean => value === null || (typeof value === 'number' && Number.isFinite(value));

/** A row of corpus.jsonl, checked field by field. */
function corpusLine(value: unknown): CorpusLine {
  const row = asRecord(value);
  onlyFields(row, ['line', 'quantity', 'quantity2', 'unit', 'food']);
  must(isText(row.line), 'line must be text');
  must(isQuantity(row.quantity), 'quantity must be a number or null');
  must(row.quantity2 === undefined || isQuantity(row.quantity2), 'quantity2 must be a number or null');
  must(row.unit === null || UNITS.has(row.unit as string), `unknown unit ${String(row.unit)}`);
  must(isText(row.food), 'food must be text');
  return row as unknown as CorpusLine;
}

export const INGREDIENT_CORPUS: readonly CorpusLine[] = readJsonLines(path.join(__dirname, 'corpus.jsonl'), corpusLine);
