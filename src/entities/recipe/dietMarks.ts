import type { Diet } from '@contract/constants';

/** How many diet marks a card shows before "+N": the card stays compact. */
export const MAX_DIET_MARKS = 2;

/** Most telling first: a vegan mark says more than a halal one. */
const MARK_ORDER: readonly Diet[] = [
  'vegan',
  'vegetarian',
  'pescatarian',
  'gluten-free',
  'dairy-free',
  'halal',
  'kosher',
];

/** A diet a recipe suits goes without saying beside one of these (a vegan dish is vegetarian). */
const IMPLIED_BY: ReadonlyMap<Diet, readonly Diet[]> = new Map<Diet, readonly Diet[]>([
  ['vegetarian', ['vegan']],
  ['pescatarian', ['vegan', 'vegetarian']],
  ['dairy-free', ['vegan']],
]);

/** The diets worth a mark, most telling first; those another of them implies are left out. */
export function dietMarks(suits: readonly Diet[]): Diet[] {
  const suited = new Set(suits);
  return MARK_ORDER.filter(
    (diet) => suited.has(diet) && !(IMPLIED_BY.get(diet) ?? []).some((wider) => suited.has(wider)),
  );
}
