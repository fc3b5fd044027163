/**
 * What a search leaves out (issue 37): "peanut free", "free from nuts", "no eggs or milk", "without
 * any mushrooms", "dairy and egg free", "coeliac". Each name is an allergen (contract ALLERGENS, by
 * the law's names and others: "nut" is tree nuts and peanuts, "dairy" is milk) or a catalogue
 * food: one that stands for an allergen leaves the allergen out ("peanut butter" → peanuts, "cheese"
 * → milk), any other leaves the food itself out ("no mushrooms", "no pasta"). An unknown word ("no
 * fuss") is never a filter. Lists stop at MAX_LIST_ITEMS names.
 *
 * searchIntent.ts reads the query's words and hands them here at each position; the names found at
 * a position (namedAt) also serve its reading of the foods a search uses.
 */
import { ALLERGEN_NAMES, ALLERGENS, type Allergen } from '../../../contract/constants';
import { matchFoodTerms, membersOf, normaliseWords, type FoodTerm } from '../foods/catalogue';
import { allergensOfTerm, mayContainOfTerm } from '../foods/dietary';

/** An allergen's or a food's name read from the words: the index after it, and what it names. */
export interface Item {
  end: number;
  allergens: readonly Allergen[];
  term: FoodTerm | null;
}

/** The words names and lists are read from, by position (searchIntent.ts's Units). */
export interface ListWords {
  readonly length: number;
  word(index: number): string | undefined;
  /** The phrase of `length` words from `index`, or null when it runs out or crosses a comma. */
  phrase(index: number, length: number): string | null;
  /** The longest of these phrases that starts at `index`: the index after it, or null. */
  afterAny(index: number, phrases: readonly (readonly string[])[]): number | null;
  /** namedAt, kept per position. */
  itemsAt(index: number): Item[];
  /** A list's separator after an item: ',', or one of `separators`; the next item's index, or null. */
  nextItemAt(end: number, separators: ReadonlySet<string>): number | null;
}

export const MAX_LIST_ITEMS = 16;
/** The longest food name, in words (catalogue.ts's LONGEST_NAME_WORDS). */
const LONGEST_FOOD_WORDS = 4;

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

/** Phrases written 'a b|c': each as its words. */
const phrases = (list: string) => list.split('|').map((phrase) => phrase.split(' '));
const FREE_FROM_LEADS = phrases('free from|free of|without any|without|no|non');
const FREE_FROM_SEPARATORS = new Set(['and', 'or']);

/** What one reading left out: its names, and the index after its words. */
export interface FreeFromRead {
  items: Item[];
  end: number;
}

/**
 * The allergen names and catalogue foods that start at `index`, longest first (an allergen's
 * name before a food of as many words: "nut" is tree nuts and peanuts, not only the kind).
 */
export function namedAt(words: Pick<ListWords, 'phrase'>, index: number): Item[] {
  const found: Item[] = [];
  for (let length = Math.max(LONGEST_FOOD_WORDS, LONGEST_ALLERGEN_WORDS); length >= 1; length -= 1) {
    const phrase = words.phrase(index, length);
    if (phrase === null) continue;
    const allergens = ALLERGEN_WORDS.get(phrase);
    if (allergens) found.push({ end: index + length, allergens, term: null });
    const term = foodNamed(phrase);
    if (term) found.push({ end: index + length, allergens: allergensNamed(term), term });
  }
  return found;
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
 * and "no pasta" or "no sausages" too, which mean no pasta, not no eggs or no gluten. A food
 * stands for one allergen only when it brings no other, not even as a may contain (issue 35):
 * pasta contains gluten and may contain eggs.
 */
function allergensNamed(term: FoodTerm): readonly Allergen[] {
  const shared = term.type === 'food' ? everyAllergenOf(term) : allergensOfEveryMember(term);
  return shared.length === 1 ? shared : [];
}

/** What a food or kind contains or may contain, in ALLERGENS order. */
function everyAllergenOf(term: FoodTerm): Allergen[] {
  const brought = new Set([...allergensOfTerm(term), ...mayContainOfTerm(term)]);
  return ALLERGENS.filter((allergen) => brought.has(allergen));
}

function allergensOfEveryMember(term: FoodTerm & { type: 'kind' }): readonly Allergen[] {
  const known = KIND_ALLERGENS.get(term.kind.name);
  if (known) return known;
  const foods = membersOf(term.kind).filter((member) => member.type === 'food');
  const shared =
    foods.length === 0
      ? everyAllergenOf(term)
      : foods
          .map(everyAllergenOf)
          .reduce((common, allergens) => common.filter((allergen) => allergens.includes(allergen)));
  KIND_ALLERGENS.set(term.kind.name, shared);
  return shared;
}

/** A "free" that ends "X free" (not "free from …"). */
export function isTrailingFree(words: Pick<ListWords, 'word'>, index: number): boolean {
  const next = words.word(index + 1);
  return words.word(index) === 'free' && next !== 'from' && next !== 'of';
}

/** "free from X", "no X, Y or Z", "without any X": any allergen or food, the longest name each. */
export function readFreeFromList(words: ListWords, index: number): FreeFromRead | null {
  let at = words.afterAny(index, FREE_FROM_LEADS);
  if (at === null || at >= words.length) return null;
  const items: Item[] = [];
  for (;;) {
    const [item] = words.itemsAt(at);
    if (!item) break;
    items.push(item);
    const next = items.length < MAX_LIST_ITEMS ? words.nextItemAt(item.end, FREE_FROM_SEPARATORS) : null;
    if (next === null || words.itemsAt(next).length === 0) break;
    at = next;
  }
  if (items.length === 0) return null;
  const end = items[items.length - 1].end;
  // "free from nuts free": the stray "free" says nothing more.
  return { items, end: isTrailingFree(words, end) ? end + 1 : end };
}

/**
 * "X free", "peanut butter free", "dairy and egg free", "coeliac": in a list every name must bring
 * an allergen ("rice and nut free" leaves rice alone).
 */
export function readTrailingFreeFrom(words: ListWords, index: number): FreeFromRead | null {
  const single = FREE_FROM_WORDS.get(words.word(index) ?? '');
  if (single) return { items: [{ end: index + 1, allergens: single, term: null }], end: index + 1 };
  const items: Item[] = [];
  for (let at = index; items.length < MAX_LIST_ITEMS;) {
    const candidates = words.itemsAt(at);
    const last = candidates.find(
      (item) =>
        isTrailingFree(words, item.end) &&
        (items.length === 0 ? !spansFree(candidates, item) : item.allergens.length > 0),
    );
    if (last) return { items: [...items, last], end: last.end + 1 };
    const item = candidates.find((candidate) => candidate.allergens.length > 0);
    const next = item ? words.nextItemAt(item.end, FREE_FROM_SEPARATORS) : null;
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
