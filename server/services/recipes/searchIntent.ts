/**
 * What a parent's search means (issue 37), read before any word is matched:
 *
 * - "peanut free", "free from nuts", "no eggs or milk", "without any mushrooms", "dairy and egg
 *   free": allergens or foods the results hold none of (searchFreeFrom.ts).
 * - "vegetarian", "veggie", "plant based", "halal", "keto", "low carb": diets.
 * - "quick", "under 30 minutes", "in 20 min", "half an hour", "1½ hours": a longest total time
 *   (searchTime.ts).
 * - "leftover rice", "with chicken", "use up spinach": foods the results use as an ingredient.
 * - The rest is searched as words (searchQuery.ts), less filler ("something", "recipes", "the")
 *   once anything else was asked.
 *
 * This module cuts the query into words, tries each reading at each position and gathers what they
 * took; closestCandidates hands its reader to searchClosest.ts. The query is cut to MAX_QUERY_CHARS
 * and MAX_UNITS words (the words left, again by searchTerms to 200 characters and 8 words) and each
 * reading looks at a bounded window (a name's longest words, MAX_LIST_ITEMS), so the work grows with
 * the words and no further. contract/searchText.ts writes an understanding back as words this reads
 * back the same.
 */
import { ALLERGENS, DIETS, type Allergen, type Diet } from '../../../contract/constants';
import type { SearchUnderstoodDto } from '../../../contract/types';
import { normaliseWords, termName, type FoodTerm } from '../foods/catalogue';
import { closestSearches, type ClosestCandidate, type WordPart } from './searchClosest';
import {
  MAX_LIST_ITEMS,
  isTrailingFree,
  namedAt,
  readFreeFromList,
  readTrailingFreeFrom,
  type FreeFromRead,
  type Item,
  type ListWords,
} from './searchFreeFrom';
import { searchTerms, type SearchTerms } from './searchQuery';
import { SEARCH_SYNONYMS } from './searchSynonyms';
import { isTimeToken, readTime, type TimeWords } from './searchTime';

export interface SearchIntent {
  /** Allergens the results must hold none of (recipes.allergens). */
  freeFromAllergens: Allergen[];
  /** Catalogue foods/kinds with no allergen that the results must not hold ("no mushrooms"). */
  withoutFoods: FoodTerm[];
  /** DIETS codes: suits_diets contains it, or the recipe's library is named for it. */
  diets: Diet[];
  /** Library keys (labelKey of a library name, e.g. 'keto') the results must be filed in. */
  libraryDiets: string[];
  maxMinutes: number | null;
  /** Foods the results must use as an ingredient ("leftover rice", "with chicken"). */
  uses: FoodTerm[];
  /** The words left to search as text (searchTerms of the rest), or null when none are left. */
  rest: SearchTerms | null;
  /**
   * Label keys of the understood phrases that may still RANK (never match): 'vegetarian', 'vegan', 'keto',
   * 'glutenfree', 'dairyfree', 'quick' — the keys searchDocument.ts's labelKey writes for labels.
   */
  rankLabels: string[];
  /** For the answer's meta.understood. */
  understood: SearchUnderstoodDto;
}
/**
 * Room for everything searchTextOf writes (every allergen, diets, foods, a time) beside the
 * words, which searchTerms cuts again to its 200 characters and 8 words.
 */
const MAX_QUERY_CHARS = 500;
const MAX_UNITS = 64;
const MAX_WORD_CHARS = 40;

/** A word as typed (lower case) and as normalised; `afterComma` ends a food name and separates a list. */
interface Unit {
  typed: string;
  word: string;
  afterComma: boolean;
}

/** Decimal and ½ times ("1.5 hours", "1½hrs"), words, and commas (which separate "no nuts, eggs"). */
const TOKEN = /\d+(?:\.\d+)?½?[a-z]*|½[a-z]*|[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*|,/gu;

function unitsOf(text: string): Unit[] {
  const units: Unit[] = [];
  let afterComma = false;
  for (const [token] of text.toLowerCase().matchAll(TOKEN)) {
    if (units.length >= MAX_UNITS) break;
    if (token === ',') {
      afterComma = true;
      continue;
    }
    if (token.length > MAX_WORD_CHARS) continue;
    const words = isTimeToken(token) ? [token] : normaliseWords(token);
    words.forEach((word, index) => {
      units.push({ typed: words.length === 1 ? token : word, word, afterComma: afterComma && index === 0 });
    });
    afterComma = false;
  }
  return units.slice(0, MAX_UNITS);
}

const phraseKey = (text: string) => normaliseWords(text).join(' ');

type DietWord = { diet: Diet } | { library: string };
const DIET_WORDS: ReadonlyMap<string, DietWord> = new Map<string, DietWord>([
  ...(['vegetarian', 'vegan', 'pescatarian', 'halal', 'kosher'] as const).map((diet): [string, DietWord] => [
    diet,
    { diet },
  ]),
  ['veggie', { diet: 'vegetarian' }],
  ['plant based', { diet: 'vegan' }],
  ['pescetarian', { diet: 'pescatarian' }],
  ['keto', { library: 'keto' }],
  ['ketogenic', { library: 'keto' }],
  ['low carb', { library: 'keto' }],
  ['low carbohydrate', { library: 'keto' }],
]);
const LONGEST_DIET_WORDS = 2;

/**
 * Phrases that stay words: labels and their synonyms this reader does not take ("sugar free" is
 * the Low-Sugar label, "no cook" and "make ahead" are tags).
 */
const UNDERSTOOD_LABELS = new Set(['keto', 'vegan', 'vegetarian', 'gluten free', 'dairy free']);
const KEPT_PHRASES: ReadonlySet<string> = new Set([
  ...Object.entries(SEARCH_SYNONYMS)
    .filter(([, label]) => !UNDERSTOOD_LABELS.has(label))
    .flat(),
  'no cook',
  'make ahead',
]);
const LONGEST_KEPT_WORDS = 3;

/** Words that ask for nothing by themselves: dropped once anything else is asked. */
const FILLER: ReadonlySet<string> = new Set(
  'something anything recipe idea dish meal make cook what can i for to my a an the some any with and or of in me please'
    .split(' ')
    .map(phraseKey),
);

/** Phrases written 'a b|c': each as its words. */
const phrases = (list: string) => list.split('|').map((phrase) => phrase.split(' '));
const USES_LEADS = phrases(
  'with leftover|with left over|using leftover|using left over|use up leftover|use up|using up|using|made with|with|leftover|left over',
);
const USES_SEPARATORS = new Set(['and']);

/** The reader's view of the units: words by position, and each position's food and allergen names. */
class Units implements TimeWords, ListWords {
  private readonly items = new Map<number, Item[]>();

  constructor(readonly units: readonly Unit[]) {}

  get length(): number {
    return this.units.length;
  }

  word(index: number): string | undefined {
    return this.units[index]?.word;
  }

  isPhrase(index: number, phrase: readonly string[]): boolean {
    return phrase.every(
      (word, offset) => this.word(index + offset) === word && (offset === 0 || !this.units[index + offset].afterComma),
    );
  }

  afterAny(index: number, phrases: readonly (readonly string[])[]): number | null {
    let longest: number | null = null;
    for (const phrase of phrases) {
      if (this.isPhrase(index, phrase) && (longest === null || index + phrase.length > longest))
        longest = index + phrase.length;
    }
    return longest;
  }

  phrase(index: number, length: number): string | null {
    if (index + length > this.units.length) return null;
    for (let offset = 1; offset < length; offset += 1) if (this.units[index + offset].afterComma) return null;
    return this.units
      .slice(index, index + length)
      .map((unit) => unit.word)
      .join(' ');
  }

  nextItemAt(end: number, separators: ReadonlySet<string>): number | null {
    if (end >= this.units.length) return null;
    const unit = this.units[end];
    if (separators.has(unit.word)) return end + 1 < this.units.length ? end + 1 : null;
    return unit.afterComma ? end : null;
  }

  itemsAt(index: number): Item[] {
    const known = this.items.get(index);
    if (known) return known;
    const found = namedAt(this, index);
    this.items.set(index, found);
    return found;
  }
}

/** What has been read so far. */
class Reading {
  readonly allergens = new Set<Allergen>();
  readonly foods = new Map<string, FoodTerm>();
  readonly diets: string[] = [];
  readonly uses = new Map<string, FoodTerm>();
  readonly rankLabels = new Set<string>();
  maxMinutes: number | null = null;
  /** Words left, each with whether it may go as filler. */
  readonly left: Array<{ unit: Unit; filler: boolean }> = [];

  excludeItem(item: Item): void {
    if (item.allergens.length > 0) {
      for (const allergen of item.allergens) this.allergens.add(allergen);
      if (item.allergens.includes('gluten')) this.rankLabels.add('glutenfree');
      if (item.allergens.includes('milk')) this.rankLabels.add('dairyfree');
    } else if (item.term) this.foods.set(termName(item.term), item.term);
  }

  useItem(item: Item): void {
    if (item.term) this.uses.set(termName(item.term), item.term);
  }

  keepDiet(word: DietWord): void {
    const code = 'diet' in word ? word.diet : word.library;
    if (!this.diets.includes(code)) this.diets.push(code);
    this.rankLabels.add(code);
  }

  limitTime(minutes: number): void {
    this.maxMinutes = this.maxMinutes === null ? minutes : Math.min(this.maxMinutes, minutes);
  }

  get understoodAny(): boolean {
    return (
      this.allergens.size > 0 ||
      this.foods.size > 0 ||
      this.diets.length > 0 ||
      this.uses.size > 0 ||
      this.maxMinutes !== null
    );
  }
}

/** Null for a blank query (same rule as searchTerms). Linear in the text, and capped (see the module's note). */
export function readSearchIntent(raw: string | undefined): SearchIntent | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim().slice(0, MAX_QUERY_CHARS);
  if (!text) return null;
  const units = new Units(unitsOf(text));
  const reading = new Reading();
  for (let index = 0; index < units.length;) {
    index = readAt(units, index, reading);
  }
  return intentOf(reading);
}

type Reader = (units: Units, index: number, reading: Reading) => number | null;

/** A free-from reading's names, left out. */
const excluding =
  (read: (words: ListWords, index: number) => FreeFromRead | null): Reader =>
  (units, index, reading) => {
    const found = read(units, index);
    found?.items.forEach((item) => reading.excludeItem(item));
    return found?.end ?? null;
  };

const READERS: readonly Reader[] = [
  readDiet,
  readTimeLimit,
  excluding(readFreeFromList),
  readUses,
  excluding(readTrailingFreeFrom),
  readLeftoverAfter,
];

/** Reads what starts at `index` into the reading; the index after it. */
function readAt(units: Units, index: number, reading: Reading): number {
  const kept = keptPhraseAt(units, index);
  if (kept !== null) {
    for (let at = index; at < kept; at += 1) reading.left.push({ unit: units.units[at], filler: false });
    return kept;
  }
  for (const read of READERS) {
    const end = read(units, index, reading);
    if (end !== null) return end;
  }
  const unit = units.units[index];
  reading.left.push({ unit, filler: FILLER.has(unit.word) });
  return index + 1;
}

function keptPhraseAt(units: Units, index: number): number | null {
  for (let length = LONGEST_KEPT_WORDS; length >= 2; length -= 1) {
    const phrase = units.phrase(index, length);
    if (phrase !== null && KEPT_PHRASES.has(phrase)) return index + length;
  }
  return null;
}

function readDiet(units: Units, index: number, reading: Reading): number | null {
  for (let length = LONGEST_DIET_WORDS; length >= 1; length -= 1) {
    const phrase = units.phrase(index, length);
    const diet = phrase === null ? undefined : DIET_WORDS.get(phrase);
    if (diet) {
      reading.keepDiet(diet);
      return index + length;
    }
  }
  return null;
}

function readTimeLimit(units: Units, index: number, reading: Reading): number | null {
  const time = readTime(units, index);
  if (!time) return null;
  reading.limitTime(time.minutes);
  if (time.quick) reading.rankLabels.add('quick');
  return time.end;
}

/** A food to use: the longest catalogue name, unless it is "X free". */
function foodToUse(units: Units, at: number): Item | null {
  const item = units.itemsAt(at).find((candidate) => candidate.term !== null);
  return item && !isTrailingFree(units, item.end) ? item : null;
}

/** "leftover rice", "with chicken and leeks", "use up spinach". */
function readUses(units: Units, index: number, reading: Reading): number | null {
  let at = units.afterAny(index, USES_LEADS);
  if (at === null) return null;
  const items: Item[] = [];
  for (;;) {
    const item = foodToUse(units, at);
    if (!item) break;
    items.push(item);
    const next = items.length < MAX_LIST_ITEMS ? units.nextItemAt(item.end, USES_SEPARATORS) : null;
    if (next === null || !foodToUse(units, next)) break;
    at = next;
  }
  if (items.length === 0) return null;
  items.forEach((item) => reading.useItem(item));
  return items[items.length - 1].end;
}

/** "rice leftovers". */
function readLeftoverAfter(units: Units, index: number, reading: Reading): number | null {
  const item = units.itemsAt(index).find((candidate) => candidate.term !== null);
  if (!item || units.word(item.end) !== 'leftover') return null;
  reading.useItem(item);
  return item.end + 1;
}

function intentOf(reading: Reading): SearchIntent {
  const dropFiller = reading.understoodAny || reading.left.some((word) => !word.filler);
  const words = reading.left
    .filter((word) => !(dropFiller && word.filler))
    .map((word) => word.unit.typed)
    .join(' ');
  const freeFromAllergens = ALLERGENS.filter((allergen) => reading.allergens.has(allergen));
  const dietSet = new Set<string>(DIETS);
  return {
    freeFromAllergens,
    withoutFoods: [...reading.foods.values()],
    diets: DIETS.filter((diet) => reading.diets.includes(diet)),
    libraryDiets: reading.diets.filter((diet) => !dietSet.has(diet)),
    maxMinutes: reading.maxMinutes,
    uses: [...reading.uses.values()],
    rest: words ? searchTerms(words) : null,
    rankLabels: [...reading.rankLabels],
    understood: {
      free_from: [...freeFromAllergens, ...reading.foods.keys()],
      diets: [...reading.diets],
      max_minutes: reading.maxMinutes,
      uses: [...reading.uses.keys()],
      words,
    },
  };
}

/** Whether anything became a filter (free-from, diet, time or uses). */
export function hasFilters(intent: SearchIntent): boolean {
  return (
    intent.freeFromAllergens.length > 0 ||
    intent.withoutFoods.length > 0 ||
    intent.diets.length > 0 ||
    intent.libraryDiets.length > 0 ||
    intent.maxMinutes !== null ||
    intent.uses.length > 0
  );
}

/** The words' parts: a food's whole name as one, every other word alone. */
function wordParts(words: string): WordPart[] {
  const units = new Units(unitsOf(words));
  const parts: WordPart[] = [];
  for (let index = 0; index < units.length;) {
    const food = units.itemsAt(index).find((item) => item.term !== null);
    const end = food?.end ?? index + 1;
    const text = units.units
      .slice(index, end)
      .map((unit) => unit.typed)
      .join(' ');
    parts.push({ text, food: food?.term ?? null });
    index = end;
  }
  return parts;
}

const CLOSEST_READER = {
  partsOf: wordParts,
  understand: (search: string) => readSearchIntent(search)?.understood ?? null,
  filler: FILLER,
};

/**
 * Candidate alternative query texts for "no dead ends", best first (searchClosest.ts): the words
 * without the filters, the filters with the dish widened to its kind, each word alone. The lead runs
 * them in order and keeps the first SEARCH_CLOSEST_MAX that find recipes.
 */
export function closestCandidates(intent: SearchIntent): ClosestCandidate[] {
  return closestSearches(intent.understood, CLOSEST_READER);
}
