/**
 * Reading food words in text: which catalogue foods and kinds an ingredient line or a search
 * query names. Names are compared as singular, lower-case, accent-free words, so "Tomatoes",
 * "tomato" and "TOMATO" are one food, and the longest name wins ("black pepper" over "pepper",
 * "sweet potato" over "potato").
 */
import { createHash } from 'node:crypto';
import pluralize from 'pluralize';
import { FOOD_KINDS, FOODS } from './catalogueData';
import type { Food, FoodKind } from './types';

export type FoodTerm = { type: 'food'; food: Food } | { type: 'kind'; kind: FoodKind };

/** A food or kind named by words[start, end) of normalised words. */
export interface TermMatch {
  start: number;
  end: number;
  term: FoodTerm;
  /** "dairy-free", "nut free": the words name the food's absence (end takes in "free"). */
  absent?: boolean;
}

/** The longest name in the catalogue, in words: the scan tries no longer phrase. */
const LONGEST_NAME_WORDS = 4;

const SINGULAR_CACHE_MAX = 5_000;
/** pluralize.singular tries its rules one regex after another: each word is read once. */
const singulars = new Map<string, string>();

function singular(word: string): string {
  const known = singulars.get(word);
  if (known !== undefined) return known;
  if (singulars.size >= SINGULAR_CACHE_MAX) singulars.clear();
  const read = pluralize.singular(word);
  singulars.set(word, read);
  return read;
}

/**
 * The words of recent texts up to an ingredient line's length: a line is read five times when a
 * recipe is saved (its parts, nutrition, allergens and diets, the search document), and 180
 * lines of 300 vulgar fractions took 11 ms to read once (issue 33).
 */
const WORDS_CACHE_MAX = 512;
const WORDS_CACHE_TEXT_MAX = 320;
const wordsOfText = new Map<string, readonly string[]>();

/** Lower case, accents and apostrophes dropped, split into runs of letters and digits, singular. */
export function normaliseWords(text: string): string[] {
  const known = wordsOfText.get(text);
  if (known) return [...known];
  const plain = text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/['’]/g, '').toLowerCase();
  const words = (plain.match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => (/^\p{L}+$/u.test(word) ? singular(word) : word));
  if (text.length <= WORDS_CACHE_TEXT_MAX) {
    if (wordsOfText.size >= WORDS_CACHE_MAX) wordsOfText.clear();
    wordsOfText.set(text, words);
    return [...words];
  }
  return words;
}

const phraseOf = (name: string) => normaliseWords(name).join(' ');

function buildIndex(): Map<string, FoodTerm> {
  const index = new Map<string, FoodTerm>();
  const add = (name: string, term: FoodTerm) => {
    const phrase = phraseOf(name);
    if (phrase && !index.has(phrase)) index.set(phrase, term);
  };
  // Foods first: a word that is both a food and a kind ('chilli') reads as the food.
  for (const food of FOODS) for (const name of [food.name, ...(food.aliases ?? [])]) add(name, { type: 'food', food });
  for (const kind of FOOD_KINDS)
    for (const name of [kind.name, ...(kind.aliases ?? [])]) add(name, { type: 'kind', kind });
  return index;
}

const TERMS_BY_PHRASE = buildIndex();
/**
 * The first word of every name: a word that begins none is passed over at once. A line of 301
 * numbers (300 vulgar fractions) looked up 1,200 phrases (issue 33).
 */
const FIRST_WORDS: ReadonlySet<string> = new Set([...TERMS_BY_PHRASE.keys()].map((phrase) => phrase.split(' ')[0]));

/**
 * A hash of the catalogue: what was read with one catalogue is read again with another. How a
 * shop sells a food (`purchase`) changes no reading of a line, so it is left out: new pack sizes
 * re-read no recipe.
 */
export const catalogueVersionOf = (foods: readonly Food[], kinds: readonly FoodKind[]): string =>
  createHash('sha256')
    .update(
      JSON.stringify({ FOODS: foods, FOOD_KINDS: kinds }, (key, value: unknown) =>
        key === 'purchase' ? undefined : value,
      ),
    )
    .digest('hex')
    .slice(0, 16);

export const CATALOGUE_VERSION = catalogueVersionOf(FOODS, FOOD_KINDS);
const KINDS_BY_NAME = new Map(FOOD_KINDS.map((kind) => [kind.name, kind]));

/**
 * Foods and kinds named in normalised words, left to right, never overlapping: the longest name
 * at each word, or a longer one overlapping its end; a name followed by "free" ("dairy-free")
 * is marked absent.
 */
export function matchFoodTerms(words: readonly string[]): TermMatch[] {
  const longestAt = words.map((word, start): TermMatch | null => {
    if (!FIRST_WORDS.has(word)) return null;
    let found: TermMatch | null = null;
    let phrase = word;
    for (let end = start + 1; end <= Math.min(words.length, start + LONGEST_NAME_WORDS); end += 1) {
      if (end > start + 1) phrase = `${phrase} ${words[end - 1]}`;
      const term = TERMS_BY_PHRASE.get(phrase);
      if (term) found = { start, end, term };
    }
    return found;
  });
  const matches: TermMatch[] = [];
  for (let start = 0; start < words.length;) {
    let found = longestAt[start];
    if (!found) {
      start += 1;
      continue;
    }
    // A name that overlaps this one and ends later says what the food is: "white bread flour"
    // is bread flour, not white bread ("black pepper" stays whole: "pepper" ends with it).
    for (let next = found.start + 1; next < found.end; next += 1) {
      const later = longestAt[next];
      if (later && later.end > found.end) found = later;
    }
    if (words[found.end] === 'free') found = { ...found, end: found.end + 1, absent: true };
    matches.push(found);
    start = found.end;
  }
  return matches;
}

/** The catalogue foods (and kinds) an ingredient line names, in order, each once; never one it says is absent. */
export function termsInText(text: string): FoodTerm[] {
  const seen = new Set<string>();
  return matchFoodTerms(normaliseWords(text))
    .filter((match) => !match.absent)
    .map((match) => match.term)
    .filter((term) => {
      const name = termName(term);
      if (seen.has(name)) return false;
      seen.add(name);
      return true;
    });
}

export const termName = (term: FoodTerm): string => (term.type === 'food' ? term.food.name : term.kind.name);

/** Every name a person may write for the term: canonical name first, then aliases. */
export const termNames = (term: FoodTerm): string[] =>
  term.type === 'food'
    ? [term.food.name, ...(term.food.aliases ?? [])]
    : [term.kind.name, ...(term.kind.aliases ?? [])];

/** Whether a food or kind belongs to the kind, directly or through broader kinds (shellfish ⊂ seafood). */
function belongsTo(kinds: readonly string[] | undefined, kindName: string, seen = new Set<string>()): boolean {
  for (const name of kinds ?? []) {
    if (name === kindName) return true;
    if (seen.has(name)) continue;
    seen.add(name);
    if (belongsTo(KINDS_BY_NAME.get(name)?.kinds, kindName, seen)) return true;
  }
  return false;
}

/**
 * The foods and narrower kinds of a kind, at any depth; a food of the kind's own name
 * ('potato' the food, of 'potato' the kind, with sweet potato) is a member too.
 */
export function membersOf(kind: FoodKind): FoodTerm[] {
  return [
    ...FOOD_KINDS.filter((other) => belongsTo(other.kinds, kind.name)).map((other): FoodTerm => ({
      type: 'kind',
      kind: other,
    })),
    ...FOODS.filter((food) => food.name === kind.name || belongsTo(food.kinds, kind.name)).map((food): FoodTerm => ({
      type: 'food',
      food,
    })),
  ];
}

/** The kind a term stands for when a person searches: a kind, or the kind sharing a food's name. */
export function kindOf(term: FoodTerm): FoodKind | null {
  return term.type === 'kind' ? term.kind : (KINDS_BY_NAME.get(term.food.name) ?? null);
}

/** The kinds a food or kind belongs to, at any depth: salmon → fish, seafood. */
export function broaderKinds(term: FoodTerm): FoodKind[] {
  const found = new Map<string, FoodKind>();
  const visit = (names: readonly string[] | undefined) => {
    for (const name of names ?? []) {
      const kind = KINDS_BY_NAME.get(name);
      if (!kind || found.has(name)) continue;
      found.set(name, kind);
      visit(kind.kinds);
    }
  };
  visit(term.type === 'food' ? term.food.kinds : term.kind.kinds);
  return [...found.values()];
}

/** The foods a food is made with (its `madeWith`): olive oil → olive. */
export function madeWithFoods(term: FoodTerm): Food[] {
  if (term.type !== 'food') return [];
  return (term.food.madeWith ?? []).flatMap((name) => FOODS.filter((food) => food.name === name));
}

/** Foods made with this one (their `madeWith` names it): olive → olive oil. */
export function foodsMadeWith(term: FoodTerm): Food[] {
  if (term.type !== 'food') return [];
  return FOODS.filter((food) => food.madeWith?.includes(term.food.name));
}

/**
 * One word for a food or kind, as search indexes it: its normalised name without spaces
 * ('sweet potato' → 'sweetpotato'), so a search for one food never matches another that shares
 * a word with it (butter, peanut butter).
 */
export const termKey = (term: FoodTerm): string => normaliseWords(termName(term)).join('');

/** The food or kind a canonical name (as stored in recipe_ingredients.food) stands for. */
export const termNamed = (name: string): FoodTerm | undefined => TERMS_BY_PHRASE.get(phraseOf(name));

/**
 * The food a shopping list buys for a term: the food itself, or for a kind ('pasta', 'nut') its
 * first member food, whose aisle it shares.
 */
export function shoppingFood(term: FoodTerm): Food | undefined {
  if (term.type === 'food') return term.food;
  const member = membersOf(term.kind).find((candidate) => candidate.type === 'food');
  return member?.type === 'food' ? member.food : undefined;
}
