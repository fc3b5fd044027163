/**
 * What a recipe holds for allergies and diets, read from its ingredient lines through the food
 * catalogue (server/data/foods): its major allergens, each with the lines that bring it ("milk —
 * from 200 g feta"), those it only may contain (issue 35: some brands or traces, "crustaceans —
 * from 2 tbsp Thai red curry paste"), the diets it suits and, for each it does not, the first line
 * that breaks it. Never typed by hand. A line the catalogue cannot
 * read is reported, and a recipe with one suits no diet: a family relies on this to keep a child
 * safe, so an unknown ingredient is never taken for a harmless one.
 */
import { createHash } from 'node:crypto';
import { ALLERGENS, DIETS, type Allergen, type Diet } from '../../../contract/constants';
import { membersOf, termName, termsInText, type FoodTerm } from './catalogue';
import { dietaryOf, FOODS } from './catalogueData';
import type { AnimalSource, FoodDietary } from './types';

/** A hash of the dietary data: recipes read with other data are read again on start. */
export const DIETARY_VERSION = createHash('sha256')
  .update(JSON.stringify(FOODS.map((food) => [food.name, dietaryOf(food.name)])))
  .digest('hex')
  .slice(0, 12);

interface TermDietary {
  allergens: ReadonlySet<Allergen>;
  /** Allergens it may contain, never one of `allergens`. */
  mayContain: ReadonlySet<Allergen>;
  animal: ReadonlySet<AnimalSource>;
  alcohol: boolean;
}

interface HeldDietary extends TermDietary {
  allergens: Set<Allergen>;
  mayContain: Set<Allergen>;
  animal: Set<AnimalSource>;
}

const NOTHING: TermDietary = { allergens: new Set(), mayContain: new Set(), animal: new Set(), alcohol: false };

const nothingHeld = (): HeldDietary => ({
  allergens: new Set(),
  mayContain: new Set(),
  animal: new Set(),
  alcohol: false,
});

/** Adds what `part` holds to `held`; an allergen contained anywhere is no longer only a may-contain. */
function addTo(held: HeldDietary, part: TermDietary | FoodDietary | undefined): HeldDietary {
  for (const allergen of part?.allergens ?? []) held.allergens.add(allergen);
  for (const allergen of part?.mayContain ?? []) held.mayContain.add(allergen);
  for (const source of part?.animal ?? []) held.animal.add(source);
  held.alcohol ||= part?.alcohol === true;
  for (const allergen of held.allergens) held.mayContain.delete(allergen);
  return held;
}

const merge = (parts: readonly (FoodDietary | undefined)[]): TermDietary =>
  parts.reduce<HeldDietary>((held, part) => addTo(held, part), nothingHeld());

/**
 * A food's own entry; a kind ("cheese", "nuts", "fish") holds what any of its foods may hold,
 * since the line does not say which one: an allergen any member contains, it contains; one some
 * member only may contain and none contains, it may contain.
 */
function termDietary(term: FoodTerm): TermDietary {
  if (term.type === 'food') {
    const own = dietaryOf(term.food.name);
    return own ? merge([own]) : NOTHING;
  }
  return merge(
    membersOf(term.kind).map((member) => (member.type === 'food' ? dietaryOf(member.food.name) : undefined)),
  );
}

/** The allergens a food or kind may bring, in ALLERGENS order: "peanut butter free" means no peanuts. */
export function allergensOfTerm(term: FoodTerm): Allergen[] {
  const { allergens } = termDietary(term);
  return ALLERGENS.filter((allergen) => allergens.has(allergen));
}

/** The allergens a food or kind may contain but does not, in ALLERGENS order. */
export function mayContainOfTerm(term: FoodTerm): Allergen[] {
  const { mayContain } = termDietary(term);
  return ALLERGENS.filter((allergen) => mayContain.has(allergen));
}

const meatWithDairy = (held: TermDietary): boolean =>
  (held.animal.has('meat') || held.animal.has('pork')) && held.animal.has('dairy');

/** Which animal sources and what else end each diet. */
function breaks(diet: Diet, held: TermDietary & { meatWithDairy: boolean }): boolean {
  const has = (source: AnimalSource) => held.animal.has(source);
  const meat = has('meat') || has('pork') || has('gelatine');
  switch (diet) {
    case 'vegetarian':
      return meat || has('fish') || has('shellfish');
    case 'vegan':
      return meat || has('fish') || has('shellfish') || has('dairy') || has('egg') || has('honey');
    case 'pescatarian':
      return meat;
    // Slaughter cannot be read from a recipe: halal and kosher here mean nothing the diet forbids
    // by what it is (pork, alcohol; shellfish; meat with dairy), not a certified source.
    case 'halal':
      return has('pork') || has('gelatine') || held.alcohol;
    case 'kosher':
      return has('pork') || has('gelatine') || has('shellfish') || held.meatWithDairy;
    case 'gluten-free':
      return held.allergens.has('gluten');
    case 'dairy-free':
      return held.allergens.has('milk');
  }
}

/**
 * Labels a line may give its food ("gluten-free oats", "dairy-free chocolate sauce", "vegan
 * mayonnaise"): the cook bought a product labelled so, and the label is believed for that line.
 * "Lactose-free" is not here: lactose-free milk is still milk.
 */
const FREE_FROM: readonly { pattern: RegExp; allergens: readonly Allergen[]; animal: readonly AnimalSource[] }[] = [
  { pattern: /\bgluten[\s-]*free\b/i, allergens: ['gluten'], animal: [] },
  { pattern: /\b(?:dairy|milk)[\s-]*free\b/i, allergens: ['milk'], animal: ['dairy'] },
  { pattern: /\begg[\s-]*free\b/i, allergens: ['eggs'], animal: ['egg'] },
  { pattern: /\bnut[\s-]*free\b/i, allergens: ['tree-nuts', 'peanuts'], animal: [] },
  { pattern: /\bsoy(?:a)?[\s-]*free\b/i, allergens: ['soya'], animal: [] },
  {
    pattern: /\b(?:vegan|plant[\s-]*based)\b/i,
    allergens: ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'],
    animal: ['meat', 'pork', 'fish', 'shellfish', 'dairy', 'egg', 'honey', 'gelatine'],
  },
];

/**
 * A line's foods' allergens (contained and may-contain) and animal sources, less what a free-from
 * label on the line rules out: "gluten-free oats" neither contains nor may contain gluten.
 */
function lineDietary(line: string, terms: readonly FoodTerm[]): HeldDietary {
  const held = terms.reduce<HeldDietary>((sum, term) => addTo(sum, termDietary(term)), nothingHeld());
  for (const label of FREE_FROM) {
    if (!label.pattern.test(line)) continue;
    for (const allergen of label.allergens) {
      held.allergens.delete(allergen);
      held.mayContain.delete(allergen);
    }
    label.animal.forEach((source) => held.animal.delete(source));
  }
  return held;
}

export interface AllergenSource {
  allergen: Allergen;
  /** The ingredient lines that bring it, as written. */
  lines: string[];
}

/** A diet a recipe does not suit, and the first line that breaks it. */
export interface DietBreaker {
  diet: Diet;
  /** The line, as written. */
  ingredient: string;
  /** The catalogue food or kind of the line that breaks it; null for a line it could not read. */
  food: string | null;
}

export interface RecipeDietary {
  /** In ALLERGENS order. */
  allergens: AllergenSource[];
  /** Allergens some line may carry that no line contains, with those lines; in ALLERGENS order. */
  mayContain: AllergenSource[];
  /** In DIETS order; none when a line could not be read. */
  suitsDiets: Diet[];
  /** Every diet of DIETS not in suitsDiets, in DIETS order. */
  dietBreakers: DietBreaker[];
  /** Lines naming no food the catalogue knows ("1 tbsp gochujang"). */
  unread: string[];
}

const breaksWith = (diet: Diet, held: TermDietary): boolean =>
  breaks(diet, { ...held, meatWithDairy: meatWithDairy(held) });

/**
 * The food of a line that makes the lines so far break the diet: its foods are added one by one
 * to what the lines before held, and the first with which the diet is broken is the one ("100 ml
 * cream" after chicken breaks kosher; in "chicken in cream" it is the cream).
 */
function breakingFood(diet: Diet, line: string, terms: readonly FoodTerm[], before: TermDietary): string {
  const held = addTo(nothingHeld(), before);
  const breaker = terms.find((term) => breaksWith(diet, addTo(held, lineDietary(line, [term]))));
  return termName(breaker ?? terms[0]);
}

const sourcesInOrder = (sources: ReadonlyMap<Allergen, string[]>): AllergenSource[] =>
  ALLERGENS.filter((allergen) => sources.has(allergen)).map((allergen) => ({
    allergen,
    lines: sources.get(allergen)!,
  }));

/**
 * A recipe's allergens and may-contains (with the lines that bring them), the diets it suits and
 * the first line breaking each other one, and the lines it could not read. A diet's breaker is the
 * first line after which the lines so far no longer suit it: an unread line breaks every diet
 * still suited, and kosher's meat with dairy is broken by the later of the two lines.
 */
export function recipeDietary(lines: readonly string[]): RecipeDietary {
  const sources = new Map<Allergen, string[]>();
  const maySources = new Map<Allergen, string[]>();
  const unread: string[] = [];
  const breakers = new Map<Diet, DietBreaker>();
  const held = nothingHeld();
  const addSource = (map: Map<Allergen, string[]>, allergen: Allergen, line: string) =>
    map.set(allergen, [...(map.get(allergen) ?? []), line]);
  for (const line of lines) {
    const terms = termsInText(line);
    if (terms.length === 0) {
      if (!line.trim()) continue;
      unread.push(line);
      for (const diet of DIETS) if (!breakers.has(diet)) breakers.set(diet, { diet, ingredient: line, food: null });
      continue;
    }
    const dietary = lineDietary(line, terms);
    for (const allergen of dietary.allergens) addSource(sources, allergen, line);
    for (const allergen of dietary.mayContain) addSource(maySources, allergen, line);
    const before = addTo(nothingHeld(), held);
    addTo(held, dietary);
    for (const diet of DIETS)
      if (!breakers.has(diet) && breaksWith(diet, held))
        breakers.set(diet, { diet, ingredient: line, food: breakingFood(diet, line, terms, before) });
  }
  for (const allergen of sources.keys()) maySources.delete(allergen);
  return {
    allergens: sourcesInOrder(sources),
    mayContain: sourcesInOrder(maySources),
    suitsDiets: DIETS.filter((diet) => !breakers.has(diet)),
    dietBreakers: DIETS.flatMap((diet) => breakers.get(diet) ?? []),
    unread,
  };
}

/** Which food of a recipe brings each allergen and breaks each diet, and every food it names. */
export interface RecipeFoodFindings {
  /** Allergen → the first food that brings it ('peanut butter'). */
  allergens: ReadonlyMap<Allergen, string>;
  /** Allergen no food brings → the first food that may carry it ('Thai red curry paste'). */
  mayContain: ReadonlyMap<Allergen, string>;
  /** Diet → the first food that breaks it ('chicken'); an unread line breaks every diet. */
  dietBreakers: ReadonlyMap<Diet, string>;
  /** The catalogue names of every food and kind the lines name. */
  foods: ReadonlySet<string>;
}

const FINDINGS_CACHE_MAX = 2_000;
const findingsCache = new Map<string, RecipeFoodFindings>();

/**
 * What recipeDietary reads, told per food: what a planned meal holds against the people eating
 * it (issue 19). Kept per list of lines, since a week plans the same recipes again and again.
 */
export function recipeFoodFindings(lines: readonly string[]): RecipeFoodFindings {
  const cacheKey = lines.join('\n');
  const cached = findingsCache.get(cacheKey);
  if (cached) return cached;
  const allergens = new Map<Allergen, string>();
  const mayContain = new Map<Allergen, string>();
  const dietBreakers = new Map<Diet, string>();
  const foods = new Set<string>();
  let meatFood: string | undefined;
  let dairyFood: string | undefined;
  for (const line of lines) {
    const terms = termsInText(line);
    if (terms.length === 0) {
      const unread = line.trim();
      if (unread) for (const diet of DIETS) if (!dietBreakers.has(diet)) dietBreakers.set(diet, unread.slice(0, 80));
      continue;
    }
    for (const term of terms) {
      const food = termName(term);
      foods.add(food);
      const held = lineDietary(line, [term]);
      for (const allergen of held.allergens) if (!allergens.has(allergen)) allergens.set(allergen, food);
      for (const allergen of held.mayContain) if (!mayContain.has(allergen)) mayContain.set(allergen, food);
      for (const diet of DIETS)
        if (!dietBreakers.has(diet) && breaks(diet, { ...held, meatWithDairy: false })) dietBreakers.set(diet, food);
      if (held.animal.has('meat') || held.animal.has('pork')) meatFood ??= food;
      if (held.animal.has('dairy')) dairyFood ??= food;
    }
  }
  if (meatFood && dairyFood && !dietBreakers.has('kosher')) dietBreakers.set('kosher', `${meatFood} with ${dairyFood}`);
  for (const allergen of allergens.keys()) mayContain.delete(allergen);
  const findings = { allergens, mayContain, dietBreakers, foods };
  if (findingsCache.size >= FINDINGS_CACHE_MAX) findingsCache.delete(findingsCache.keys().next().value!);
  findingsCache.set(cacheKey, findings);
  return findings;
}
