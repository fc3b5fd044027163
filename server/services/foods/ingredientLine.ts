/**
 * One ingredient line, read: "2–3 cloves garlic, crushed" → quantity 2, quantity2 3, unit
 * 'clove', food 'garlic', note 'crushed'. Quantities, ranges and units come from
 * parse-ingredient (mixed numbers, vulgar fractions); the food from the catalogue. A line the
 * catalogue cannot place keeps working: its food is the cleaned text. The line itself is never
 * changed (it stays `ingredient_name`).
 */
import { parseIngredient } from 'parse-ingredient';
import { hasOverlongAmountRun } from './amountRuns';
import { matchFoodTerms, normaliseWords, termName } from './catalogue';
import { ADDITIONAL_UNITS, SIZE_WORDS, UNIT_BY_PARSER_ID, type UnitCode } from './units';

export interface ParsedIngredient {
  quantity: number | null;
  /** The upper end of a range ("2–3"), else null. */
  quantity2: number | null;
  unit: UnitCode | null;
  /** The catalogue's name for the food, or the line's cleaned text when it names none. */
  food: string;
  /** Whether `food` is a catalogue name. */
  known: boolean;
  /** What follows the food: "finely chopped", "about 300 g". */
  note: string | null;
  /** The line without its amount ("red lentils, rinsed"), or null when it has no amount. */
  item: string | null;
}

const PARSER_OPTIONS = { additionalUOMs: ADDITIONAL_UNITS, ignoreUOMs: SIZE_WORDS };
const METRIC_GLUED = /(\d)(kg|g|mg|ml|l|oz|lb)\b/gi;

/**
 * Rewrites what parse-ingredient does not read into what it does: "a pinch of" → "1 pinch of",
 * "200g" → "200 g", "200 g/7oz" → "200 g", "2 x 400 g tins" → "2 tins (400 g)",
 * "1 (400 g) can" → "1 can (400 g)", "juice of 1 lemon" → "1 lemon juice".
 */
function prepare(line: string): string {
  let text = line.replace(/\s+/g, ' ').trim();
  text = text.replace(
    /^(juice|zest) of (?:an? |(\S+) )?(.+)$/i,
    (_, part: string, count: string | undefined, rest: string) =>
      `${count ?? '1'} ${rest.replace(/,.*$/, '')} ${part.toLowerCase()}${/,/.test(rest) ? rest.replace(/^[^,]*/, '') : ''}`,
  );
  // "A little nutmeg", "a few sprigs of mint", "some chives": no amount to scale or buy.
  text = text.replace(/^(?:a little|a few|a couple of|some)\s+(?:of\s+)?/i, '');
  text = text.replace(/^an? (?=\S)/i, '1 ');
  // "1-1/2 cups" is the US way of writing 1½, not a range.
  text = text.replace(/^(\d+)-(\d+\/\d+)/, '$1 $2');
  // A size before a unit word: "1 small bunch", "1 good pinch", "1 thumb-sized piece".
  text = text.replace(
    /^([\d./½⅓⅔¼¾ ]+)\s+(?:small|large|big|good|generous|heaped|level|medium|thumb-sized|thumb-size)\s+(?=(?:bunch|bunches|pinch|pinches|handful|handfuls|piece|pieces|sprig|sprigs)\b)/i,
    '$1 ',
  );
  // "2 cm piece ginger" is one piece, 2 cm long.
  text = text.replace(/^(\d+(?:[.,]\d+)?)\s*cm\s+(?:piece|chunk|knob)\s+(?:of\s+)?(.*)$/i, '1 piece $2 ($1 cm)');
  text = text.replace(/(\d)\s*(?:gr|grs|gm|gms)\b\.?/gi, '$1 g').replace(/\btbs\b\.?/gi, 'tbsp');
  text = text.replace(METRIC_GLUED, '$1 $2');
  // Dual measures: keep the first ("200 g/7 oz spaghetti", "200 g (7 oz) spaghetti").
  text = text.replace(/^([\d.,/½⅓⅔¼¾⅛\s–-]+\s*[a-z]+)\s*(?:\/|\()\s*[\d.,/½⅓⅔¼¾]+\s*[a-z ]+?\)?(?=\s)/i, '$1');
  // "2 x 400 g tins chickpeas" → "2 tins chickpeas (400 g)"
  text = text.replace(
    /^(\d+)\s*x\s*(\d+(?:\.\d+)?\s*(?:g|ml|kg|l|oz))\s+(tins?|cans?|jars?|packs?|packets?|cartons?)\b(.*)$/i,
    '$1 $3$4 ($2)',
  );
  // "1 (400 g) can chopped tomatoes" → "1 can chopped tomatoes (400 g)"
  text = text.replace(/^(\S+)\s*\(([^)]*)\)\s*(.*)$/, '$1 $3 ($2)');
  return text;
}

/** The food named first in the description, and the note: text after a comma or in brackets. */
function foodAndNote(description: string): { food: string; known: boolean; note: string | null } {
  const notes: string[] = [];
  let main = description.replace(/\(([^)]*)\)/g, (_, inside: string) => {
    notes.push(inside.trim());
    return ' ';
  });
  const comma = main.indexOf(',');
  if (comma >= 0) {
    notes.unshift(main.slice(comma + 1).trim());
    main = main.slice(0, comma);
  }
  const words = normaliseWords(main);
  const named = matchFoodTerms(words).filter((match) => !match.absent);
  // A food rather than a kind ("long-grain white rice" is rice, not a grain).
  const first = named.find((match) => match.term.type === 'food') ?? named[0];
  const note = notes.filter(Boolean).join('; ') || null;
  if (first) return { food: termName(first.term), known: true, note };
  const cleaned = main
    .replace(/^(of|x)\s+/i, '')
    .replace(/\b(to taste|for frying|to serve|for serving|to garnish)\b/gi, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  return { food: cleaned || description.trim().toLowerCase(), known: false, note };
}

/** Words that count a food rather than measure it, found in the description ("2 garlic cloves"). */
const COUNT_WORDS: ReadonlyMap<string, UnitCode> = new Map([
  ['clove', 'clove'],
  ['slice', 'slice'],
  ['sprig', 'sprig'],
  ['sheet', 'sheet'],
]);

export function parseIngredientLine(line: string): ParsedIngredient {
  const prepared = prepare(line);
  // A run of digits and fractions longer than any amount is text (amountRuns.ts): the library
  // would take time quadratic in it.
  if (hasOverlongAmountRun(prepared))
    return { quantity: null, quantity2: null, unit: null, ...foodAndNote(prepared), item: null };
  const [parsed] = parseIngredient(prepared, PARSER_OPTIONS);
  if (!parsed)
    return {
      quantity: null,
      quantity2: null,
      unit: null,
      food: line.trim().toLowerCase(),
      known: false,
      note: null,
      item: null,
    };
  let unit = parsed.unitOfMeasureID ? (UNIT_BY_PARSER_ID.get(parsed.unitOfMeasureID) ?? null) : null;
  const { food, known, note } = foodAndNote(parsed.description.replace(/^of\s+/i, ''));
  if (!unit && parsed.quantity !== null) {
    const countWord = normaliseWords(parsed.description.split(',')[0]).find((word) => COUNT_WORDS.has(word));
    if (countWord) unit = COUNT_WORDS.get(countWord) ?? null;
  }
  return {
    quantity: parsed.quantity,
    quantity2: parsed.quantity2,
    unit,
    food,
    known,
    note,
    item: parsed.quantity === null ? null : parsed.description.replace(/^of\s+/i, '').trim() || null,
  };
}
