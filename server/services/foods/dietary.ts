/**
 * What a recipe holds for allergies and diets, read from its ingredient lines through the food
 * catalogue (server/data/foods): its major allergens, each with the lines that bring it ("milk —
 * from 200 g feta"), and the diets it suits. Never typed by hand. A line the catalogue cannot
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
  animal: ReadonlySet<AnimalSource>;
  alcohol: boolean;
}

const NOTHING: TermDietary = { allergens: new Set(), animal: new Set(), alcohol: false };

function merge(parts: readonly (FoodDietary | undefined)[]): TermDietary {
  const allergens = new Set<Allergen>();
  const animal = new Set<AnimalSource>();
  let alcohol = false;
  for (const part of parts) {
    for (const allergen of part?.allergens ?? []) allergens.add(allergen);
    for (const source of part?.animal ?? []) animal.add(source);
    alcohol ||= part?.alcohol === true;
  }
  return { allergens, animal, alcohol };
}

/**
 * A food's own entry; a kind ("cheese", "nuts", "fish") holds what any of its foods may hold,
 * since the line does not say which one.
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

/** A line's foods' allergens and animal sources, less what a free-from label on the line rules out. */
function lineDietary(line: string, terms: readonly FoodTerm[]): TermDietary {
  const held = merge([]);
  const allergens = held.allergens as Set<Allergen>;
  const animal = held.animal as Set<AnimalSource>;
  let alcohol = false;
  for (const term of terms) {
    const dietary = termDietary(term);
    dietary.allergens.forEach((allergen) => allergens.add(allergen));
    dietary.animal.forEach((source) => animal.add(source));
    alcohol ||= dietary.alcohol;
  }
  for (const label of FREE_FROM) {
    if (!label.pattern.test(line)) continue;
    label.allergens.forEach((allergen) => allergens.delete(allergen));
    label.animal.forEach((source) => animal.delete(source));
  }
  return { allergens, animal, alcohol };
}

export interface AllergenSource {
  allergen: Allergen;
  /** The ingredient lines that bring it, as written. */
  lines: string[];
}

export interface RecipeDietary {
  /** In ALLERGENS order. */
  allergens: AllergenSource[];
  /** In DIETS order; none when a line could not be read. */
  suitsDiets: Diet[];
  /** Lines naming no food the catalogue knows ("1 tbsp gochujang"). */
  unread: string[];
}

/** A recipe's allergens (with the lines that bring them), the diets it suits, and the lines it could not read. */
export function recipeDietary(lines: readonly string[]): RecipeDietary {
  const sources = new Map<Allergen, string[]>();
  const unread: string[] = [];
  const held = { allergens: new Set<Allergen>(), animal: new Set<AnimalSource>(), alcohol: false };
  for (const line of lines) {
    const terms = termsInText(line);
    if (terms.length === 0) {
      if (line.trim()) unread.push(line);
      continue;
    }
    const dietary = lineDietary(line, terms);
    for (const allergen of dietary.allergens) {
      held.allergens.add(allergen);
      sources.set(allergen, [...(sources.get(allergen) ?? []), line]);
    }
    dietary.animal.forEach((source) => held.animal.add(source));
    held.alcohol ||= dietary.alcohol;
  }
  const meatWithDairy = (held.animal.has('meat') || held.animal.has('pork')) && held.animal.has('dairy');
  return {
    allergens: ALLERGENS.filter((allergen) => sources.has(allergen)).map((allergen) => ({
      allergen,
      lines: sources.get(allergen)!,
    })),
    suitsDiets: unread.length > 0 ? [] : DIETS.filter((diet) => !breaks(diet, { ...held, meatWithDairy })),
    unread,
  };
}

/** Which food of a recipe brings each allergen and breaks each diet, and every food it names. */
export interface RecipeFoodFindings {
  /** Allergen → the first food that brings it ('peanut butter'). */
  allergens: ReadonlyMap<Allergen, string>;
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
      for (const diet of DIETS)
        if (!dietBreakers.has(diet) && breaks(diet, { ...held, meatWithDairy: false })) dietBreakers.set(diet, food);
      if (held.animal.has('meat') || held.animal.has('pork')) meatFood ??= food;
      if (held.animal.has('dairy')) dairyFood ??= food;
    }
  }
  if (meatFood && dairyFood && !dietBreakers.has('kosher')) dietBreakers.set('kosher', `${meatFood} with ${dairyFood}`);
  const findings = { allergens, dietBreakers, foods };
  if (findingsCache.size >= FINDINGS_CACHE_MAX) findingsCache.delete(findingsCache.keys().next().value!);
  findingsCache.set(cacheKey, findings);
  return findings;
}
