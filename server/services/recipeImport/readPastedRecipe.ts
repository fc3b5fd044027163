/**
 * A recipe read from pasted text (issue 36), in one pass over its lines: the first line that is
 * not a heading is the name; "Ingredients" and "Method"/"Instructions"/… headings open their
 * parts; "Serves 4", "Prep 10 min" lines are facts; bullets and step numbers are dropped. With
 * no headings, lines that start with an amount are ingredients and sentences are steps.
 */
import { RECIPE_IMPORT } from '@contract/constants';
import { finishRecipe } from './finishRecipe';
import { emptyFoundRecipe, type FoundRecipe } from './page/foundRecipe';
import { factsOfLine, mergeFacts, noFacts } from './recipeFacts';
import { readerText } from './readerText';
import { sectionOf, type RecipeSection } from './sectionHeadings';
import { withoutBullet, withoutStepNumber } from './steps';
import type { ReadRecipe } from './types';

const LINE_BREAKS = /\r\n?|\n|\u2028|\u2029/;
/** "1 cup", "½ tsp", "1/2", "2-3", "a pinch": how an ingredient line begins. */
const STARTS_WITH_AMOUNT = /^(?:\d|[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]|(?:a|an|one|two|three|four|half a|a few|pinch of|handful of)\s)/i;
/** "1.", "2)", "Step 3": a numbered step. */
const NUMBERED_STEP = /^(?:step\s*\d{1,3}\b|\d{1,3}\s*[.)]\s+\D)/i;
/** A step on its own line with nothing but its number ("1", "Step 2"). */
const BARE_STEP_NUMBER = /^(?:step\s*)?\d{1,3}[.):]?$/i;
/** "For the sauce:" inside the ingredients: a group's name, not an ingredient. */
const GROUP_HEADING = /^(?:for\s+(?:the\s+)?)?[^\d].{0,58}:$/i;
const MAX_INGREDIENT_WITHOUT_HEADINGS = 100;
/** "Salt and pepper to taste": a short phrase with no full stop. */
const MAX_PHRASE = 60;
const MAX_DESCRIPTION_LINES = 5;

interface PasteState {
  found: FoundRecipe;
  section: RecipeSection | 'intro';
  sawHeading: boolean;
  description: string[];
}

function addToSection(state: PasteState, line: string): void {
  const { found } = state;
  switch (state.section) {
    case 'ingredients': {
      if (GROUP_HEADING.test(line)) return;
      const ingredient = withoutBullet(line);
      if (ingredient !== '') found.ingredients.push(ingredient);
      return;
    }
    case 'instructions': {
      if (BARE_STEP_NUMBER.test(line)) return;
      const step = withoutStepNumber(withoutBullet(line));
      if (step !== '') found.instructions.push(step);
      return;
    }
    case 'intro':
      if (state.description.length < MAX_DESCRIPTION_LINES) state.description.push(line);
      return;
    case 'other':
      return;
  }
}

/** Without headings: numbered lines are steps, amounts and short phrases before any step are ingredients. */
function addUnheaded(found: FoundRecipe, line: string): void {
  const text = withoutBullet(line);
  if (text === '' || BARE_STEP_NUMBER.test(text)) return;
  if (NUMBERED_STEP.test(text)) {
    found.instructions.push(withoutStepNumber(text));
    return;
  }
  const short = text.length <= MAX_INGREDIENT_WITHOUT_HEADINGS;
  const phraseBeforeSteps = found.instructions.length === 0 && text.length <= MAX_PHRASE && !/[.!?]$/.test(text);
  if (short && (STARTS_WITH_AMOUNT.test(text) || phraseBeforeSteps)) found.ingredients.push(text);
  else found.instructions.push(text);
}

function linesOfPaste(text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.slice(0, RECIPE_IMPORT.textMaxLength).split(LINE_BREAKS)) {
    const line = readerText(raw);
    if (line !== '') lines.push(line);
  }
  return lines;
}

export function readPastedRecipe(text: string): ReadRecipe | null {
  const lines = linesOfPaste(text);
  const state: PasteState = { found: emptyFoundRecipe(), section: 'intro', sawHeading: false, description: [] };
  const facts = noFacts();
  const unheaded: string[] = [];
  for (const line of lines) {
    const section = sectionOf(line);
    if (section !== null) {
      state.section = section;
      state.sawHeading = true;
      continue;
    }
    const lineFacts = state.section === 'instructions' ? null : factsOfLine(line);
    if (lineFacts) {
      mergeFacts(facts, lineFacts);
      continue;
    }
    if (state.found.name === null && state.section === 'intro') {
      state.found.name = withoutBullet(line.replace(/^#+\s*/, ''));
      continue;
    }
    if (!state.sawHeading) unheaded.push(line);
    addToSection(state, line);
  }
  const { found } = state;
  if (!state.sawHeading) {
    state.description = [];
    for (const line of unheaded) addUnheaded(found, line);
  }
  found.description = state.description.length > 0 ? state.description.join(' ') : null;
  found.servings = facts.servings;
  found.preparation = facts.preparation;
  found.cooking = facts.cooking;
  found.total = facts.total;
  return finishRecipe(found, { imageUrls: [], canonicalUrl: null });
}
