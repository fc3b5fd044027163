/**
 * What a parent's search means (issue 37), read before any word is matched:
 *
 * - "peanut free", "free from nuts", "no eggs or milk", "without any mushrooms", "dairy and egg
 *   free": allergens (contract ALLERGENS) the results hold none of, or, for a food that brings
 *   none ("no mushrooms"), the food itself. An unknown word ("no fuss") is never a filter.
 * - "vegetarian", "veggie", "plant based", "halal", "keto", "low carb": diets.
 * - "quick", "under 30 minutes", "in 20 min", "half an hour", "1½ hours": a longest total time.
 * - "leftover rice", "with chicken", "use up spinach": foods the results use as an ingredient.
 * - The rest is searched as words (searchQuery.ts), less filler ("something", "recipes", "the")
 *   once anything else was asked.
 *
 * The query is cut to MAX_QUERY_CHARS and MAX_UNITS words (the words left, again by searchTerms
 * to 200 characters and 8 words) and each reading looks at a bounded window (a name's longest
 * words, MAX_LIST_ITEMS), so the work grows with the words and no further. contract/searchText.ts
 * writes an understanding back as words this reads back the same.
 */
import {
  ALLERGEN_NAMES,
  ALLERGENS,
  DIETS,
  SEARCH_MAX_MINUTES,
  SEARCH_QUICK_MINUTES,
  type Allergen,
  type Diet,
} from '../../../contract/constants';
import { searchTextOf } from '../../../contract/searchText';
import type { SearchAlternativeDto, SearchUnderstoodDto } from '../../../contract/types';
import { broaderKinds, matchFoodTerms, membersOf, normaliseWords, termName, type FoodTerm } from '../foods/catalogue';
import { allergensOfTerm } from '../foods/dietary';
import { searchTerms, type SearchTerms } from './searchQuery';
import { SEARCH_SYNONYMS } from './searchSynonyms';

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
const MAX_LIST_ITEMS = 16;
/** The longest food name, in words (catalogue.ts's LONGEST_NAME_WORDS). */
const LONGEST_FOOD_WORDS = 4;
/** More than a week is no time limit a person means: the words stay words. */
const ABSURD_MINUTES = SEARCH_MAX_MINUTES * 7;

/** A word as typed (lower case) and as normalised; `afterComma` ends a food name and separates a list. */
interface Unit {
  typed: string;
  word: string;
  afterComma: boolean;
}

/** Decimal and ½ times ("1.5 hours", "1½hrs"), words, and commas (which separate "no nuts, eggs"). */
const TOKEN = /\d+(?:\.\d+)?½?[a-z]*|½[a-z]*|[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*|,/gu;
const NUMBERISH = /^[\d½]/;

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
    const words = NUMBERISH.test(token) && TIME_TOKEN.test(token) ? [token] : normaliseWords(token);
    words.forEach((word, index) => {
      units.push({ typed: words.length === 1 ? token : word, word, afterComma: afterComma && index === 0 });
    });
    afterComma = false;
  }
  return units.slice(0, MAX_UNITS);
}

const phraseKey = (text: string) => normaliseWords(text).join(' ');

/** Allergens by the words people use for them: the law's names, and others. */
const ALLERGEN_WORDS: ReadonlyMap<string, readonly Allergen[]> = new Map<string, readonly Allergen[]>([
  ...ALLERGENS.map((allergen): [string, Allergen[]] => [phraseKey(ALLERGEN_NAMES[allergen]), [allergen]]),
  ['nut', ['tree-nuts', 'peanuts']],
  ['treenut', ['tree-nuts']],
  ['soy', ['soya']],
  ['sulfite', ['sulphites']],
  ['sulphur dioxide', ['sulphites']],
  ['sulfur dioxide', ['sulphites']],
  ['wheat', ['gluten']],
  ['dairy', ['milk']],
  ['lactose', ['milk']],
  ['shellfish', ['crustaceans', 'molluscs']],
]);
const LONGEST_ALLERGEN_WORDS = 2;
/** A word that means free from an allergen by itself. */
const FREE_FROM_WORDS: ReadonlyMap<string, readonly Allergen[]> = new Map([
  ['coeliac', ['gluten']],
  ['celiac', ['gluten']],
]);

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
const FREE_FROM_LEADS = phrases('free from|free of|without any|without|no|non');
const USES_LEADS = phrases(
  'with leftover|with left over|using leftover|using left over|use up leftover|use up|using up|using|made with|with|leftover|left over',
);
const TIME_LEADS = phrases(
  'no more than|not more than|less than|fewer than|at most|up to|under|in|within|below|max|maximum',
);
const TIME_TAILS = phrases('or less|or under|or fewer|max|maximum|at most|top');
const AND_A_HALF = ['and', 'a', 'half'];

const MINUTES_PER_UNIT: ReadonlyMap<string, number> = new Map([
  ...['m', 'min', 'mins', 'minute', 'minutes'].map((unit): [string, number] => [unit, 1]),
  ...['h', 'hr', 'hrs', 'hour', 'hours'].map((unit): [string, number] => [unit, 60]),
]);
const TIME_TOKEN = /^(\d{1,7}(?:\.\d+)?)?(½)?(min|mins|minutes?|m|h|hrs?|hours?)?$/;
const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(
  Object.entries({ one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 }).concat(
    Object.entries({ twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, ninety: 90 }),
  ),
);

/** What one reading took: the units from `start` to `end`. */
interface Item {
  end: number;
  allergens: readonly Allergen[];
  term: FoodTerm | null;
}

/** The reader's view of the units: words by position, and each position's food and allergen names. */
class Units {
  private readonly items = new Map<number, Item[]>();

  constructor(readonly units: readonly Unit[]) {}

  get length(): number {
    return this.units.length;
  }

  word(index: number): string | undefined {
    return this.units[index]?.word;
  }

  /** Whether the words from `index` are `phrase`, with no comma inside. */
  isPhrase(index: number, phrase: readonly string[]): boolean {
    return phrase.every(
      (word, offset) => this.word(index + offset) === word && (offset === 0 || !this.units[index + offset].afterComma),
    );
  }

  /** The longest of these phrases that starts at `index`: the index after it, or null. */
  afterAny(index: number, phrases: readonly (readonly string[])[]): number | null {
    let longest: number | null = null;
    for (const phrase of phrases) {
      if (this.isPhrase(index, phrase) && (longest === null || index + phrase.length > longest))
        longest = index + phrase.length;
    }
    return longest;
  }

  /** The phrase of `length` words from `index`, or null when it runs out or crosses a comma. */
  phrase(index: number, length: number): string | null {
    if (index + length > this.units.length) return null;
    for (let offset = 1; offset < length; offset += 1) if (this.units[index + offset].afterComma) return null;
    return this.units
      .slice(index, index + length)
      .map((unit) => unit.word)
      .join(' ');
  }

  /** A "free" that ends "X free" (not "free from …"). */
  isTrailingFree(index: number): boolean {
    const next = this.word(index + 1);
    return this.word(index) === 'free' && next !== 'from' && next !== 'of';
  }

  /** A list's separator after an item: ',', 'and', 'or' (or ', and'); the next item's index, or null. */
  nextItemAt(end: number, separators: ReadonlySet<string>): number | null {
    if (end >= this.units.length) return null;
    const unit = this.units[end];
    if (separators.has(unit.word)) return end + 1 < this.units.length ? end + 1 : null;
    return unit.afterComma ? end : null;
  }

  /**
   * The allergen names and catalogue foods that start at `index`, longest first (an allergen's
   * name before a food of as many words: "nut" is tree nuts and peanuts, not only the kind).
   */
  itemsAt(index: number): Item[] {
    const known = this.items.get(index);
    if (known) return known;
    const found: Item[] = [];
    for (let length = Math.max(LONGEST_FOOD_WORDS, LONGEST_ALLERGEN_WORDS); length >= 1; length -= 1) {
      const phrase = this.phrase(index, length);
      if (phrase === null) continue;
      const allergens = ALLERGEN_WORDS.get(phrase);
      if (allergens) found.push({ end: index + length, allergens, term: null });
      const term = foodNamed(phrase);
      if (term) found.push({ end: index + length, allergens: allergensNamed(term), term });
    }
    this.items.set(index, found);
    return found;
  }
}

/** The catalogue food or kind these normalised words name, whole. */
function foodNamed(phrase: string): FoodTerm | null {
  const words = phrase.split(' ');
  const [match] = matchFoodTerms(words);
  return match && match.start === 0 && match.end === words.length && !match.absent ? match.term : null;
}

const KIND_ALLERGENS = new Map<string, readonly Allergen[]>();

/**
 * What "no X" leaves out when X is a food: the allergen it stands for ("peanut butter" →
 * peanuts, "cheese" → milk, every cheese bringing it), else the food itself: "no mushrooms",
 * and "no pasta" or "no sausages" too, which mean no pasta, not no eggs or no gluten.
 */
function allergensNamed(term: FoodTerm): readonly Allergen[] {
  const shared = term.type === 'food' ? allergensOfTerm(term) : allergensOfEveryMember(term);
  return shared.length === 1 ? shared : [];
}

function allergensOfEveryMember(term: FoodTerm & { type: 'kind' }): readonly Allergen[] {
  const known = KIND_ALLERGENS.get(term.kind.name);
  if (known) return known;
  const foods = membersOf(term.kind).filter((member) => member.type === 'food');
  const shared =
    foods.length === 0
      ? allergensOfTerm(term)
      : foods
          .map(allergensOfTerm)
          .reduce((common, allergens) => common.filter((allergen) => allergens.includes(allergen)));
  KIND_ALLERGENS.set(term.kind.name, shared);
  return shared;
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

/** Reads what starts at `index` into the reading; the index after it. */
function readAt(units: Units, index: number, reading: Reading): number {
  const kept = keptPhraseAt(units, index);
  if (kept !== null) {
    for (let at = index; at < kept; at += 1) reading.left.push({ unit: units.units[at], filler: false });
    return kept;
  }
  const readers = [readDiet, readTime, readFreeFromList, readUses, readTrailingFreeFrom, readLeftoverAfter];
  for (const read of readers) {
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

const FREE_FROM_SEPARATORS = new Set(['and', 'or']);
const USES_SEPARATORS = new Set(['and']);

/** "free from X", "no X, Y or Z", "without any X": any allergen or food, the longest name each. */
function readFreeFromList(units: Units, index: number, reading: Reading): number | null {
  let at = units.afterAny(index, FREE_FROM_LEADS);
  if (at === null || at >= units.length) return null;
  const items: Item[] = [];
  for (;;) {
    const [item] = units.itemsAt(at);
    if (!item) break;
    items.push(item);
    const next = items.length < MAX_LIST_ITEMS ? units.nextItemAt(item.end, FREE_FROM_SEPARATORS) : null;
    if (next === null || units.itemsAt(next).length === 0) break;
    at = next;
  }
  if (items.length === 0) return null;
  items.forEach((item) => reading.excludeItem(item));
  const end = items[items.length - 1].end;
  // "free from nuts free": the stray "free" says nothing more.
  return units.isTrailingFree(end) ? end + 1 : end;
}

/**
 * "X free", "peanut butter free", "dairy and egg free": in a list every name must bring an
 * allergen ("rice and nut free" leaves rice alone).
 */
function readTrailingFreeFrom(units: Units, index: number, reading: Reading): number | null {
  const single = FREE_FROM_WORDS.get(units.word(index) ?? '');
  if (single) {
    reading.excludeItem({ end: index + 1, allergens: single, term: null });
    return index + 1;
  }
  const items: Item[] = [];
  for (let at = index; items.length < MAX_LIST_ITEMS;) {
    const candidates = units.itemsAt(at);
    const last = candidates.find(
      (item) =>
        units.isTrailingFree(item.end) &&
        (items.length === 0 ? !spansFree(candidates, item) : item.allergens.length > 0),
    );
    if (last) {
      [...items, last].forEach((item) => reading.excludeItem(item));
      return last.end + 1;
    }
    const item = candidates.find((candidate) => candidate.allergens.length > 0);
    const next = item ? units.nextItemAt(item.end, FREE_FROM_SEPARATORS) : null;
    if (!item || next === null) return null;
    items.push(item);
    at = next;
  }
  return null;
}

/**
 * Whether a longer food's name takes in the "free" ("fat free yoghurt" is a food); an allergen's
 * name never yields ("gluten free pasta" is pasta free from gluten).
 */
const spansFree = (candidates: readonly Item[], item: Item) =>
  item.term !== null && candidates.some((other) => other.term !== null && other.end > item.end);

/** A food to use: the longest catalogue name, unless it is "X free". */
function foodToUse(units: Units, at: number): Item | null {
  const item = units.itemsAt(at).find((candidate) => candidate.term !== null);
  return item && !units.isTrailingFree(item.end) ? item : null;
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

function readTime(units: Units, index: number, reading: Reading): number | null {
  if (units.word(index) === 'quick') {
    reading.limitTime(SEARCH_QUICK_MINUTES);
    reading.rankLabels.add('quick');
    return index + 1;
  }
  const duration = readDuration(units, units.afterAny(index, TIME_LEADS) ?? index);
  if (!duration) return null;
  const minutes = Math.round(duration.minutes);
  if (!(minutes >= 1 && minutes <= ABSURD_MINUTES)) return null;
  reading.limitTime(Math.min(minutes, SEARCH_MAX_MINUTES));
  return units.afterAny(duration.end, TIME_TAILS) ?? duration.end;
}

interface Amount {
  value: number;
  end: number;
  /** Minutes per unit when the token carries its unit ("30min", "1.5hrs"). */
  perUnit?: number;
  /** "a" or "an": an amount only before "hour". */
  article?: boolean;
}

function readAmount(units: Units, index: number): Amount | null {
  const word = units.word(index);
  if (word === undefined) return null;
  if (word === 'a' || word === 'an') return { value: 1, end: index + 1, article: true };
  const spelled = NUMBER_WORDS.get(word);
  if (spelled !== undefined) return { value: spelled, end: index + 1 };
  const token = TIME_TOKEN.exec(word);
  if (!token || (token[1] === undefined && token[2] === undefined)) return null;
  const value = Number(token[1] ?? 0) + (token[2] ? 0.5 : 0);
  return { value, end: index + 1, perUnit: token[3] ? MINUTES_PER_UNIT.get(token[3]) : undefined };
}

const perUnitAt = (units: Units, index: number) => MINUTES_PER_UNIT.get(units.word(index) ?? '');

/** "30 minutes", "an hour", "half an hour", "1½ hours", "1 hour 30 min", "an hour and a half". */
function readDuration(units: Units, index: number): { minutes: number; end: number } | null {
  if (units.word(index) === 'half') {
    const at = units.word(index + 1) === 'an' || units.word(index + 1) === 'a' ? index + 2 : index + 1;
    return perUnitAt(units, at) === 60 ? { minutes: 30, end: at + 1 } : null;
  }
  const amount = readAmount(units, index);
  if (!amount) return null;
  let { value, end } = amount;
  let perUnit = amount.perUnit;
  if (perUnit === undefined) {
    if (units.isPhrase(end, AND_A_HALF)) {
      value += 0.5;
      end += AND_A_HALF.length;
    }
    perUnit = perUnitAt(units, end);
    if (perUnit === undefined) return null;
    end += 1;
  }
  if (amount.article && perUnit !== 60) return null;
  let minutes = value * perUnit;
  if (perUnit === 60) {
    if (units.isPhrase(end, AND_A_HALF)) return { minutes: minutes + 30, end: end + AND_A_HALF.length };
    const more = readAmount(units, units.word(end) === 'and' ? end + 1 : end);
    const morePerUnit = more && (more.perUnit ?? perUnitAt(units, more.end));
    if (more && !more.article && morePerUnit === 1) {
      minutes += more.value;
      end = more.perUnit === undefined ? more.end + 1 : more.end;
    } else if (amount.perUnit === 60 && more && more.perUnit === undefined && !more.article && more.value < 60) {
      // "1h30"
      minutes += more.value;
      end = more.end;
    }
  }
  return { minutes, end };
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

/** The words' parts: a food's whole name as one, every other word alone; with the food's broader kind. */
function wordParts(words: string): Array<{ text: string; broader: string | null }> {
  const units = new Units(unitsOf(words));
  const parts: Array<{ text: string; broader: string | null }> = [];
  for (let index = 0; index < units.length;) {
    const food = units.itemsAt(index).find((item) => item.term !== null);
    const end = food?.end ?? index + 1;
    const text = units.units
      .slice(index, end)
      .map((unit) => unit.typed)
      .join(' ');
    parts.push({ text, broader: food?.term ? broaderName(food.term) : null });
    index = end;
  }
  return parts;
}

/** The kind a dish widens to: lasagne → pasta, rice → grain (not the kind of its own name). */
function broaderName(term: FoodTerm): string | null {
  const own = termName(term);
  return broaderKinds(term).find((kind) => kind.name !== own)?.name ?? null;
}

/** Words that find nothing a person wanted when searched alone. */
const NEVER_ALONE: ReadonlySet<string> = new Set([
  ...FILLER,
  ...[
    'no',
    'non',
    'not',
    'free',
    'without',
    'under',
    'over',
    'less',
    'more',
    'than',
    'minute',
    'minutes',
    'hour',
    'hours',
  ],
]);

const sameUnderstanding = (a: SearchUnderstoodDto, b: SearchUnderstoodDto) =>
  a.words === b.words &&
  a.max_minutes === b.max_minutes &&
  a.free_from.join('\n') === b.free_from.join('\n') &&
  a.diets.join('\n') === b.diets.join('\n') &&
  a.uses.join('\n') === b.uses.join('\n');

/**
 * Candidate alternative query texts for "no dead ends", best first, each a whole query text (written with
 * contract/searchText.ts so it reads back the same): (1) 'without-filters': the words and uses only, no
 * diet/free-from/time ("lasagne" for "vegetarian lasagne"); (2) 'broader-dish': the filters kept and each food term in
 * the words replaced by its kind ("vegetarian pasta" if lasagne's kind is pasta); (3)
 * 'fewer-words': with 2+ words, each word alone with the filters kept. No duplicates, none equal to the query itself,
 * none empty. The lead runs them in order and keeps the first SEARCH_CLOSEST_MAX that find recipes.
 */
export function closestCandidates(intent: SearchIntent): Array<{ kind: SearchAlternativeDto['kind']; search: string }> {
  const { understood } = intent;
  const parts = wordParts(understood.words);
  const candidates: Array<{ kind: SearchAlternativeDto['kind']; understood: SearchUnderstoodDto }> = [
    {
      kind: 'without-filters',
      understood: { free_from: [], diets: [], max_minutes: null, uses: understood.uses, words: understood.words },
    },
  ];
  if (parts.some((part) => part.broader !== null))
    candidates.push({
      kind: 'broader-dish',
      understood: { ...understood, words: parts.map((part) => part.broader ?? part.text).join(' ') },
    });
  if (parts.length >= 2)
    for (const part of parts.filter((part) => !NEVER_ALONE.has(part.text) && !/^[\d½.]+$/.test(part.text)))
      candidates.push({ kind: 'fewer-words', understood: { ...understood, words: part.text } });

  const seen = new Set<string>([searchTextOf(understood)]);
  const out: Array<{ kind: SearchAlternativeDto['kind']; search: string }> = [];
  for (const candidate of candidates) {
    const search = searchTextOf(candidate.understood);
    if (!search || seen.has(search)) continue;
    seen.add(search);
    const readBack = readSearchIntent(search);
    if (!readBack || sameUnderstanding(readBack.understood, understood)) continue;
    out.push({ kind: candidate.kind, search });
  }
  return out;
}
