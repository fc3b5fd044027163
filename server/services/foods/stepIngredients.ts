/**
 * Which of a recipe's ingredient lines a step uses, read from the step's words (issue 39's cook
 * mode shows them beside each step; nobody links them by hand). The step is read with the food
 * catalogue, as ingredient lines and searches are: "the spring onions" is the line of scallions,
 * "the peppercorns" black pepper, never "pepper" inside "peppercorn".
 *
 * A food the step names picks, in this order, the first that finds a line:
 * 1. the lines of that very food (several foods of one word, "pepper", are told apart by the
 *    words around it: "salt and pepper" is the spice, "slice the peppers" the vegetable);
 * 2. lines the word stands for by the catalogue: a food of the kind it names ("the oil" → olive
 *    oil, "the stock" → chicken stock, "the herbs"), a fuller name of it that is still that food
 *    ("the cream" → double cream, "the coriander" → ground coriander; never "the butter" →
 *    peanut butter, a food of another kind), its part or whole ("the yolks" → eggs, "the lemon"
 *    → lemon juice), the food in a jar ("the garlic" → garlic granules, "the vanilla" → vanilla
 *    extract) or the plainer food the line buys ("the cheddar" → cheese).
 * A line the catalogue cannot place matches its own words. A step that adds "everything" or
 * "all the ingredients" lists none: the cook view would only repeat the whole list.
 */
import type { IngredientDto } from '../../../contract/types';
import {
  broaderKinds,
  kindOf,
  matchFoodTerms,
  normaliseWords,
  termName,
  termNamed,
  termsInText,
  type FoodTerm,
} from './catalogue';
import { alsoFoodsOf, LINE_READ_MAX } from './ingredientLine';

/** The step's first characters that are read: a step is at most 3,000 (INSTRUCTION_MAX_LENGTH). */
export const STEP_SCAN_MAX = 3_000;
/** A line read by its own words (no catalogue food) is matched on at most this many of them. */
const OWN_PHRASE_MAX_WORDS = 5;

/** Last words of a food that is a part of another one: egg yolk of egg, lemon juice of lemon. */
const PART_WORDS: ReadonlySet<string> = new Set(['yolk', 'white', 'juice', 'zest', 'peel', 'rind']);
/** Last words of a food that is another in a jar: garlic granules, chilli powder, vanilla extract. */
const FORM_WORDS: ReadonlySet<string> = new Set(['powder', 'granule', 'flake', 'extract', 'essence']);
/** Forms whose first word a step names alone though the catalogue knows no food of it: "the vanilla". */
const FLAVOUR_FORM_WORDS: ReadonlySet<string> = new Set(['extract', 'essence']);
/** Words around a bare "pepper" that make it the spice. */
const SEASONING_WORDS: ReadonlySet<string> = new Set([
  'salt',
  'season',
  'seasoning',
  'taste',
  'grind',
  'ground',
  'freshly',
  'crack',
  'cracked',
  'twist',
  'sprinkle',
]);
const SEASONING_REACH = 3;
/** Words after "cream" that make it the verb: "cream the butter and sugar". */
const AFTER_CREAM_THE_VERB: ReadonlySet<string> = new Set(['the', 'together', 'until', 'it', 'them']);
/** Foods that are colours too, and words before them that make them the colour: "until golden orange". */
const COLOUR_FOODS: ReadonlySet<string> = new Set(['orange', 'lime', 'cherry', 'plum', 'chocolate', 'caramel']);
const BEFORE_A_COLOUR: ReadonlySet<string> = new Set([
  'golden',
  'deep',
  'bright',
  'pale',
  'light',
  'dark',
  'until',
  'turn',
  'turned',
  'turning',
  'go',
  'brown',
]);

/** Last words too general to name an unplaced line alone ("harissa paste" is not any paste). */
const GENERAL_WORDS: ReadonlySet<string> = new Set([
  'paste',
  'sauce',
  'powder',
  'mix',
  'seasoning',
  'leaf',
  'stock',
  'oil',
  'water',
  'spice',
  'dressing',
  'extract',
  'flake',
  'seed',
]);

/** A one-word name used as another word: "cream the butter" (the verb), "fry until golden orange". */
function isNotTheFood(words: readonly string[], start: number, end: number): boolean {
  if (end - start !== 1) return false;
  const word = words[start];
  if (word === 'cream') return AFTER_CREAM_THE_VERB.has(words[end]);
  return COLOUR_FOODS.has(word) && start > 0 && BEFORE_A_COLOUR.has(words[start - 1]);
}

const wordsOf = (name: string) => normaliseWords(name);
const phraseOf = (name: string) => wordsOf(name).join(' ');
const lastWord = (name: string) => wordsOf(name).at(-1) ?? '';

/** Direct and broader kind names of a term, and a kind's own name. */
function kindNamesOf(term: FoodTerm): Set<string> {
  const names = new Set(broaderKinds(term).map((kind) => kind.name));
  if (term.type === 'kind') names.add(term.kind.name);
  return names;
}

interface LineFoods {
  /** Catalogue terms the line buys: its food and a paired staple ("salt and pepper"). */
  terms: FoodTerm[];
  /** The line's own words, when the catalogue places none of its food. */
  ownWords: string[];
}

function lineFoods(line: IngredientDto): LineFoods {
  const food = typeof line.food === 'string' ? line.food : '';
  const text = typeof line.ingredient_name === 'string' ? line.ingredient_name : '';
  // A line stored before foods were read has none: its text names it.
  const placed = food ? termNamed(food) : text ? termsInText(text.slice(0, LINE_READ_MAX))[0] : undefined;
  const terms: FoodTerm[] = placed ? [placed] : [];
  for (const name of text ? alsoFoodsOf(text) : []) {
    const also = termNamed(name);
    if (also) terms.push(also);
  }
  const own = food || (line.item ?? '') || text;
  // A heading written as a line ("For the topping:") names no food.
  const heading = /:\s*$/.test(own) || /^\s*for\s/i.test(own);
  const ownWords = placed || heading ? [] : wordsOf(own.slice(0, LINE_READ_MAX));
  return { terms, ownWords };
}

/** Lines by the names that find them, built once per recipe: each of a step's words costs a few lookups. */
class LineIndex {
  readonly byFood = new Map<string, number[]>();
  readonly byKind = new Map<string, number[]>();
  /** Lines by a last part of their food's name after words that name no food: "cream" of double cream. */
  readonly byHead = new Map<string, number[]>();
  /** …and after words that name a food: "butter" of peanut butter, "milk" of coconut milk. */
  readonly byHeadAfterFood = new Map<string, number[]>();
  /** Part foods' lines by the whole they come from (lemon → the lemon juice line). */
  readonly byWhole = new Map<string, number[]>();
  /** Lines of a food in a jar by the food it is of: garlic → garlic granules. */
  readonly byForm = new Map<string, number[]>();
  /** …of a flavouring by its first word, for words the catalogue does not place: vanilla → vanilla extract. */
  readonly byFlavour = new Map<string, number[]>();
  readonly byOwnPhrase = new Map<string, number[]>();
  /** Lines by the foods their food is made with, where its name begins with them: turkey → turkey mince. */
  readonly byMadeOf = new Map<string, number[]>();
  readonly kindsOfLine: Set<string>[] = [];
  readonly hasKindsOfLine: boolean[] = [];
  ownPhraseMaxWords = 0;

  constructor(lines: readonly IngredientDto[]) {
    lines.forEach((line, index) => {
      const { terms, ownWords } = lineFoods(line);
      const kinds = new Set<string>();
      for (const term of terms) {
        add(this.byFood, termName(term), index);
        for (const kind of kindNamesOf(term)) kinds.add(kind);
        const nameWords = wordsOf(termName(term));
        for (let start = 1; start < nameWords.length; start += 1) {
          const afterFood = termNamed(nameWords.slice(0, start).join(' ')) !== undefined;
          add(afterFood ? this.byHeadAfterFood : this.byHead, nameWords.slice(start).join(' '), index);
        }
        if (term.type === 'food')
          for (const made of term.food.madeWith ?? [])
            if (termName(term).startsWith(`${made} `)) add(this.byMadeOf, made, index);
        const last = nameWords.at(-1) ?? '';
        if (nameWords.length > 1 && FORM_WORDS.has(last)) {
          const of = nameWords.slice(0, -1).join(' ');
          add(this.byForm, of, index);
          if (FLAVOUR_FORM_WORDS.has(last)) add(this.byFlavour, of, index);
        }
        if (term.type === 'food' && PART_WORDS.has(last))
          for (const whole of term.food.madeWith ?? []) add(this.byWhole, whole, index);
      }
      for (const kind of kinds) add(this.byKind, kind, index);
      this.kindsOfLine.push(kinds);
      this.hasKindsOfLine.push(terms.some((term) => term.type === 'kind' || (term.food.kinds?.length ?? 0) > 0));
      if (ownWords.length > 0 && ownWords.length <= OWN_PHRASE_MAX_WORDS) {
        add(this.byOwnPhrase, ownWords.join(' '), index);
        this.ownPhraseMaxWords = Math.max(this.ownPhraseMaxWords, ownWords.length);
      }
      if (ownWords.length > 1) {
        // Its last word that is not a general one: "blorp" of "smoked blorp paste" (never
        // "mixed" of "mixed leaves": a step says "well mixed").
        let headAt = ownWords.length - 1;
        while (headAt > 0 && GENERAL_WORDS.has(ownWords[headAt])) headAt -= 1;
        const head = ownWords[headAt];
        if (head.length >= 4 && !head.endsWith('ed') && !GENERAL_WORDS.has(head) && !termNamed(head))
          add(this.byOwnPhrase, head, index);
      }
    });
  }
}

function add(map: Map<string, number[]>, key: string, index: number) {
  const list = map.get(key);
  if (!list) map.set(key, [index]);
  else if (list.at(-1) !== index) list.push(index);
}

/** The lines a named food stands for, after its own (rule 2 above). */
function relatedLines(term: FoodTerm, index: LineIndex): number[] {
  const found = new Set<number>();
  const kind = kindOf(term);
  for (const line of kind ? (index.byKind.get(kind.name) ?? []) : []) found.add(line);
  const termKinds = kindNamesOf(term);
  const head = phraseOf(termName(term));
  for (const line of index.byHead.get(head) ?? []) found.add(line);
  for (const line of index.byForm.get(head) ?? []) found.add(line);
  // Of one kind: "the milk" is the oat milk (a plant milk) and the turkey the turkey mince, but
  // "the butter" is not the peanut butter (a nut) nor "the olives" the olive oil.
  const headWord = head.split(' ').at(-1);
  const sameKind = (line: number) =>
    [...index.kindsOfLine[line]].some((name) => termKinds.has(name) || name.split(' ').at(-1) === headWord);
  for (const line of index.byHeadAfterFood.get(head) ?? [])
    if (sameKind(line) || !index.hasKindsOfLine[line]) found.add(line);
  if (term.type === 'food') {
    for (const line of index.byMadeOf.get(term.food.name) ?? []) if (sameKind(line)) found.add(line);
    if (PART_WORDS.has(lastWord(term.food.name)))
      for (const whole of term.food.madeWith ?? []) for (const line of index.byFood.get(whole) ?? []) found.add(line);
    for (const line of index.byWhole.get(term.food.name) ?? []) found.add(line);
  }
  for (const broader of termKinds) for (const line of index.byFood.get(broader) ?? []) found.add(line);
  return [...found];
}

/** The spice lines a bare "pepper" may mean: black, white, cayenne pepper… */
function spicePepperLines(index: LineIndex): number[] {
  const named = [...(index.byHead.get('pepper') ?? []), ...(index.byHeadAfterFood.get('pepper') ?? [])];
  return named.filter((line) => index.kindsOfLine[line].has('spice'));
}

function isSeasoningPepper(words: readonly string[], at: number): boolean {
  const from = Math.max(0, at - SEASONING_REACH);
  const to = Math.min(words.length, at + SEASONING_REACH + 1);
  for (let near = from; near < to; near += 1) if (near !== at && SEASONING_WORDS.has(words[near])) return true;
  return false;
}

/** "Add everything", "all the ingredients", "all of the remaining ingredients". */
function saysEverything(words: readonly string[]): boolean {
  return words.some(
    (word, at) =>
      word === 'everything' || (word === 'ingredient' && words.slice(Math.max(0, at - 4), at).includes('all')),
  );
}

/**
 * The ids of the lines whose food the step names, in the lines' order. Never throws: a step or
 * line it cannot read gives no ids.
 */
export function stepIngredientIds(step: string, ingredients: readonly IngredientDto[]): number[] {
  try {
    if (typeof step !== 'string' || !Array.isArray(ingredients) || ingredients.length === 0) return [];
    const words = normaliseWords(step.length > STEP_SCAN_MAX ? step.slice(0, STEP_SCAN_MAX) : step);
    if (words.length === 0 || saysEverything(words)) return [];
    const index = new LineIndex(ingredients);
    const used = new Set<number>();
    const linesOfTerm = new Map<string, number[]>();
    const named = new Array<boolean>(words.length).fill(false);

    for (const match of matchFoodTerms(words)) {
      for (let at = match.start; at < match.end; at += 1) named[at] = true;
      if (match.absent) continue;
      if (isNotTheFood(words, match.start, match.end)) continue;
      const name = termName(match.term);
      const barePepper = match.end - match.start === 1 && words[match.start] === 'pepper';
      let lines: number[];
      if (barePepper) {
        const spice = spicePepperLines(index);
        const vegetable = index.byFood.get(name) ?? [];
        const [first, second] = isSeasoningPepper(words, match.start) ? [spice, vegetable] : [vegetable, spice];
        lines = first.length > 0 ? first : second;
      } else {
        const known = linesOfTerm.get(name);
        lines = known ?? index.byFood.get(name) ?? [];
        if (!known && lines.length === 0) lines = relatedLines(match.term, index);
        linesOfTerm.set(name, lines);
      }
      for (const line of lines) used.add(line);
    }

    // A word the catalogue places nowhere may still end a line's food ("the pastry": puff pastry)
    // or begin a flavouring ("the vanilla": vanilla extract).
    words.forEach((word, at) => {
      if (named[at] || word.length < 4 || GENERAL_WORDS.has(word)) return;
      for (const line of index.byHead.get(word) ?? []) used.add(line);
      for (const line of index.byFlavour.get(word) ?? []) used.add(line);
    });

    if (index.byOwnPhrase.size > 0)
      for (let start = 0; start < words.length; start += 1) {
        let phrase = '';
        for (let end = start + 1; end <= Math.min(words.length, start + index.ownPhraseMaxWords); end += 1) {
          phrase = end === start + 1 ? words[start] : `${phrase} ${words[end - 1]}`;
          for (const line of index.byOwnPhrase.get(phrase) ?? []) used.add(line);
        }
      }

    return ingredients.filter((_, line) => used.has(line)).map((line) => line.id);
  } catch {
    return [];
  }
}
