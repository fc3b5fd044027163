/**
 * How central each food is in a recipe (issue 37): "leftover rice" and "with chicken" find the
 * recipes that use the food, ranked by its share of the recipe's weighed ingredients. Each line
 * is weighed as its nutrition is (nutrition/lineWeight.ts); its food's key and the keys of the
 * kinds it belongs to get its grams (cooked rice → cookedrice, rice, grain), never the foods it is
 * made with (rice noodles do not use rice). Stored in recipes.food_shares with the search document.
 */
import { sql, type SQL } from 'drizzle-orm';
import { recipes } from '../../db/schema';
import { broaderKinds, termKey, termNamed, termsInText, type FoodTerm } from '../foods/catalogue';
import { parseIngredientLine } from '../foods/ingredientLine';
import { gramsOf } from '../nutrition/lineWeight';

/** The share of a food a line names with no amount to weigh ("salt to taste"): used, not central. */
export const PRESENT_SHARE = 0.001;
/** Keys kept per recipe, the largest shares first: bounds the row. */
export const MAX_FOOD_SHARE_KEYS = 24;

/** A term's own key and its kinds' keys, each once (food 'rice' and kind 'rice' share one). */
function keysOf(term: FoodTerm): string[] {
  return [...new Set([termKey(term), ...broaderKinds(term).map((kind) => termKey({ type: 'kind', kind }))])];
}

/** The terms a line uses: the food the parser read and those it names beside it ("salt and pepper"). */
function lineTerms(line: string): { main: FoodTerm | undefined; others: FoodTerm[]; grams: number | null } {
  const parsed = parseIngredientLine(line);
  const grams = gramsOf(parsed, line);
  // A line the parser cannot place may still name foods ("a handful of basil leaves, torn").
  if (!parsed.known) return { main: undefined, others: termsInText(line), grams };
  const others = parsed.alsoFoods.flatMap((name) => termNamed(name) ?? []);
  return { main: termNamed(parsed.food), others, grams };
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Each used food's and kind's share of the weighed grams of these ingredient lines (0–1, 3 decimals). */
export function foodSharesOf(lines: readonly string[]): Record<string, number> {
  const gramsByKey = new Map<string, number>();
  let weighed = 0;
  for (const line of lines) {
    if (!line.trim()) continue;
    const { main, others, grams } = lineTerms(line);
    if (grams !== null) weighed += grams;
    const lineKeys = new Set(main ? keysOf(main) : []);
    for (const key of lineKeys) gramsByKey.set(key, (gramsByKey.get(key) ?? 0) + (grams ?? 0));
    for (const term of others) for (const key of keysOf(term)) if (!gramsByKey.has(key)) gramsByKey.set(key, 0);
  }
  const shares = [...gramsByKey].map(([key, grams]): [string, number] => [
    key,
    Math.min(1, Math.max(PRESENT_SHARE, weighed > 0 ? round3(grams / weighed) : 0)),
  ]);
  shares.sort(([keyA, shareA], [keyB, shareB]) => shareB - shareA || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0));
  return Object.fromEntries(shares.slice(0, MAX_FOOD_SHARE_KEYS));
}

/** The keys food_shares holds for these terms, each once. */
const usedKeys = (terms: readonly FoodTerm[]): string[] => [...new Set(terms.map(termKey))];

const foodSharesColumn = (): SQL => sql`${recipes.foodShares}`;

/** Recipes using every one of these terms (their key among food_shares); true for none. */
export function usesCondition(terms: readonly FoodTerm[], column: SQL = foodSharesColumn()): SQL {
  const keys = usedKeys(terms);
  if (keys.length === 0) return sql`true`;
  return sql`(${column} ?& array[${sql.join(
    keys.map((key) => sql`${key}::text`),
    sql`, `,
  )}]::text[])`;
}

/**
 * How central the terms are: the smallest of their shares (0–1, 0 for a term the recipe does not
 * use), a double precision over `column` (a CTE's food_shares, say); 0 for no terms.
 */
export function usesScore(terms: readonly FoodTerm[], column: SQL = foodSharesColumn()): SQL<number> {
  const keys = usedKeys(terms);
  if (keys.length === 0) return sql<number>`0::double precision`;
  const shares = keys.map((key) => sql`coalesce((${column} ->> ${key}::text)::double precision, 0)`);
  return sql<number>`least(${sql.join(shares, sql`, `)})`;
}
