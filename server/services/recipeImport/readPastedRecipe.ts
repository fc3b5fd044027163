/**
 * A recipe read from pasted text (issue 36), in one pass over its lines: the first line that
 * reads as a title is the name (not a greeting); "Ingredients" and "Method"/"Instructions"/…
 * headings open their parts; "Serves 4", "Prep 10 min" lines are facts; bullets, step numbers,
 * group names and a card's scaling buttons are dropped; a sign-off or a note after numbered steps
 * ends them. With no headings, lines that start with an amount are ingredients and sentences
 * (or lines that start with a cooking verb) are steps.
 */
import { RECIPE_IMPORT } from '@contract/constants';
import { finishRecipe } from './finishRecipe';
import { hasStepNumber, isBareStepNumber, isGroupName, isScaler, stepsOfLine, withoutBullet } from './lineMarks';
import { emptyFoundRecipe, type FoundRecipe } from './page/foundRecipe';
import { readerText } from './readerText';
import { factsOfLine, mergeFacts, noFacts, type RecipeFacts } from './recipeFacts';
import { sectionOf, type RecipeSection } from './sectionHeadings';
import type { ReadRecipe } from './types';

interface PasteLine {
  text: string;
  /** An empty line came before this one. */
  afterBlank: boolean;
}

const LINE_BREAKS = /\r\n?|\n|\u2028|\u2029/;
/** "1 cup", "½ tsp", "1/2", "2-3", "a pinch": how an ingredient line begins. */
const STARTS_WITH_AMOUNT =
  /^(?:\d|[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]|(?:a|an|one|two|three|four|half a|a few|pinch of|handful of|zest|juice)\s)/i;
const MARKDOWN_HEADING = /^#+\s*/;
const STARTS_LOWER_CASE = /^\p{Ll}/u;
/** A line that ends a sentence or a greeting is not a title. */
const NOT_A_TITLE_END = /[,.!?:;]$/;
const SIGN_OFF =
  /^(?:love|lots of love|cheers|thanks|thank you|best wishes|best|regards|kind regards|xx+|sent from my)\b/i;
const MAX_TITLE = 100;
const MAX_INGREDIENT_WITHOUT_HEADINGS = 100;
/** "Salt and pepper to taste": a short phrase with no full stop. */
const MAX_PHRASE = 60;
const MAX_DESCRIPTION_LINES = 5;
/** The verbs steps start with: a line opening with one is a step, however short. */
const COOKING_VERBS: ReadonlySet<string> = new Set(
  (
    'add allow arrange bake beat blend boil bring brown brush chill chop combine cook cool cover cream cut ' +
    'divide drain drizzle fill flip fold fry garnish grate grease grill heat knead layer leave let line make ' +
    'marinate mash melt mix place pour preheat prepare put reduce remove rest roast roll rub saute sauté ' +
    'scatter season serve set simmer slice soak spoon spread sprinkle stir strain stuff taste tip toast ' +
    'toss transfer turn warm whisk wash peel dice halve squeeze keep store'
  ).split(' '),
);

function linesOfPaste(text: string): PasteLine[] {
  const lines: PasteLine[] = [];
  let afterBlank = false;
  for (const raw of text.slice(0, RECIPE_IMPORT.textMaxLength).split(LINE_BREAKS)) {
    const line = readerText(raw);
    if (line === '') {
      afterBlank = true;
      continue;
    }
    lines.push({ text: line, afterBlank });
    afterBlank = false;
  }
  return lines;
}

/** "MUM'S LASAGNE" → "Mum's Lasagne"; a name with any small letters stays as written. */
function titleCase(name: string): string {
  if (/\p{Ll}/u.test(name) || !/\p{Lu}/u.test(name)) return name;
  return name.toLowerCase().replace(/(^|[\s\-(/"“])(\p{L})/gu, (_match, before: string, letter: string) => {
    return before + letter.toUpperCase();
  });
}

function isTitle(line: string): boolean {
  return line.length <= MAX_TITLE && !NOT_A_TITLE_END.test(line) && !STARTS_WITH_AMOUNT.test(line);
}

function startsWithCookingVerb(line: string): boolean {
  const firstWord = /^[\p{L}']+/u.exec(line)?.[0].toLowerCase() ?? '';
  return COOKING_VERBS.has(firstWord);
}

class PasteReader {
  readonly found: FoundRecipe = emptyFoundRecipe();
  readonly facts: RecipeFacts = noFacts();
  readonly intro: PasteLine[] = [];
  private section: RecipeSection | 'intro' = 'intro';
  private numberedSteps = false;
  sawHeading = false;

  read(line: PasteLine): void {
    const section = sectionOf(line.text);
    if (section !== null) {
      this.section = section;
      this.sawHeading = true;
      return;
    }
    if (this.section === 'instructions' && this.endsSteps(line)) this.section = 'other';
    if (this.section !== 'instructions') {
      const facts = factsOfLine(line.text);
      if (facts) {
        mergeFacts(this.facts, facts);
        return;
      }
    }
    switch (this.section) {
      case 'intro':
        this.intro.push(line);
        return;
      case 'ingredients':
        this.addIngredient(line.text);
        return;
      case 'instructions':
        if (this.found.instructions.length === 0 && hasStepNumber(line.text)) this.numberedSteps = true;
        this.found.instructions.push(...stepsOfLine(line.text));
        return;
      case 'other':
        return;
    }
  }

  /** A sign-off, or a paragraph without a number after numbered steps: a note, not a step. */
  private endsSteps(line: PasteLine): boolean {
    if (SIGN_OFF.test(line.text)) return true;
    return this.numberedSteps && line.afterBlank && !hasStepNumber(line.text);
  }

  addIngredient(text: string): void {
    const ingredient = withoutBullet(text);
    if (ingredient === '' || isScaler(ingredient) || isGroupName(ingredient, 'ingredients')) return;
    this.found.ingredients.push(ingredient);
  }
}

/** Without headings: amounts and short phrases are ingredients until the first step. */
function readUnheaded(reader: PasteReader, lines: readonly PasteLine[]): void {
  const { found } = reader;
  let inSteps = false;
  for (const line of lines) {
    const text = withoutBullet(line.text);
    if (text === '' || isBareStepNumber(text) || isScaler(text)) continue;
    if (inSteps && SIGN_OFF.test(text)) return;
    const short = text.length <= MAX_INGREDIENT_WITHOUT_HEADINGS;
    const phrase =
      text.length <= MAX_PHRASE && !/[.!?]$/.test(text) && !(line.afterBlank && found.ingredients.length > 0);
    const ingredient =
      !inSteps &&
      !hasStepNumber(text) &&
      !startsWithCookingVerb(text) &&
      short &&
      (STARTS_WITH_AMOUNT.test(text) || phrase);
    if (ingredient) {
      reader.addIngredient(text);
    } else {
      inSteps = true;
      found.instructions.push(...stepsOfLine(text));
    }
  }
}

export function readPastedRecipe(text: string): ReadRecipe | null {
  const reader = new PasteReader();
  for (const line of linesOfPaste(text)) reader.read(line);
  const { found, intro } = reader;
  // A title written as one ("Nan's Shortbread") before a chatty line that merely lacks a full
  // stop ("here's the one you asked for").
  const capitalised = intro.findIndex((line) => isTitle(line.text) && !STARTS_LOWER_CASE.test(line.text));
  const nameIndex = Math.max(0, capitalised >= 0 ? capitalised : intro.findIndex((line) => isTitle(line.text)));
  const name = intro[nameIndex];
  if (name) found.name = titleCase(withoutBullet(name.text.replace(MARKDOWN_HEADING, '')));
  const afterName = intro.slice(nameIndex + 1);
  if (reader.sawHeading) {
    const description = afterName.slice(0, MAX_DESCRIPTION_LINES).map((line) => line.text);
    found.description = description.length > 0 ? description.join(' ') : null;
  } else {
    readUnheaded(reader, afterName);
  }
  found.servings = reader.facts.servings;
  found.preparation = reader.facts.preparation;
  found.cooking = reader.facts.cooking;
  found.total = reader.facts.total;
  return finishRecipe(found, { imageUrls: [], canonicalUrl: null });
}
