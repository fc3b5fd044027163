/**
 * Recipe cards of common WordPress plugins on pages that carry no structured data (a theme
 * that drops the JSON-LD, a print view): their class names say which element is which part.
 * Each plugin is a row of data; a part is "class" (the elements with that class) or
 * "class tag" (the tags inside them).
 */
import { minutesOf } from '../durations';
import { factsOfLine, mergeFacts, noFacts, type RecipeFacts } from '../recipeFacts';
import { servingsOf } from '../servings';
import { stepsOfLine } from '../lineMarks';
import { findAll, isInside, spacedTextOf, textOf, type DomElement } from './domText';
import { emptyFoundRecipe, type FoundRecipe } from './foundRecipe';
import type { PageIndex } from './pageIndex';

interface PluginMarkup {
  card: string;
  name: string[];
  ingredients: string[];
  instructions: string[];
  servings: string[];
  preparation: string[];
  cooking: string[];
  total: string[];
  /** Blocks of labelled facts ("Prep Time 25 mins", "Servings 6 people"), read when the parts above are missing. */
  facts: string[];
  image: string[];
}

/** WP Recipe Maker: its card is a `wprm-recipe-container`, or in older versions a `wprm-recipe`. */
const WP_RECIPE_MAKER: PluginMarkup = {
  card: 'wprm-recipe-container',
  name: ['wprm-recipe-name'],
  ingredients: ['wprm-recipe-ingredient'],
  instructions: ['wprm-recipe-instruction-text', 'wprm-recipe-instruction'],
  servings: ['wprm-recipe-servings'],
  preparation: ['wprm-recipe-prep-time-container', 'wprm-recipe-prep_time'],
  cooking: ['wprm-recipe-cook-time-container', 'wprm-recipe-cook_time'],
  total: ['wprm-recipe-total-time-container', 'wprm-recipe-total_time'],
  facts: ['wprm-recipe-time-container', 'wprm-recipe-servings-container'],
  image: ['wprm-recipe-image img'],
};

const PLUGINS: readonly PluginMarkup[] = [
  WP_RECIPE_MAKER,
  { ...WP_RECIPE_MAKER, card: 'wprm-recipe' },
  {
    card: 'tasty-recipes',
    name: ['tasty-recipes-title'],
    ingredients: ['tasty-recipes-ingredients li', 'tasty-recipes-ingredients-body p'],
    instructions: ['tasty-recipes-instructions li', 'tasty-recipes-instructions-body p'],
    servings: ['tasty-recipes-yield'],
    preparation: ['tasty-recipes-prep-time'],
    cooking: ['tasty-recipes-cook-time'],
    total: ['tasty-recipes-total-time'],
    facts: ['tasty-recipes-details', 'tasty-recipes-details-row'],
    image: ['tasty-recipes-image img'],
  },
  {
    // Mediavine Create
    card: 'mv-create-card',
    name: ['mv-create-title'],
    ingredients: ['mv-create-ingredients li'],
    instructions: ['mv-create-instructions li', 'mv-create-instructions p'],
    servings: ['mv-create-yield'],
    preparation: ['mv-create-time-prep'],
    cooking: ['mv-create-time-active'],
    total: ['mv-create-time-total'],
    facts: ['mv-create-times', 'mv-create-time'],
    image: ['mv-create-image'],
  },
  {
    card: 'wpurp-container',
    name: ['wpurp-recipe-title'],
    ingredients: ['wpurp-recipe-ingredient'],
    instructions: ['wpurp-recipe-instruction-text', 'wpurp-recipe-instruction'],
    servings: ['wpurp-recipe-servings'],
    preparation: ['wpurp-recipe-prep-time'],
    cooking: ['wpurp-recipe-cook-time'],
    total: ['wpurp-recipe-total-time'],
    facts: ['wpurp-recipe-tags'],
    image: ['wpurp-recipe-image'],
  },
  {
    card: 'cooked-recipe-info',
    name: ['cooked-recipe-title'],
    ingredients: ['cooked-ingredient'],
    instructions: ['cooked-dir-content', 'cooked-direction'],
    servings: ['cooked-servings'],
    preparation: ['cooked-prep-time'],
    cooking: ['cooked-cook-time'],
    total: ['cooked-total-time'],
    facts: ['cooked-recipe-info'],
    image: [],
  },
  {
    // Zip Recipes / ZipList
    card: 'zlrecipe-container',
    name: ['zlrecipe-title'],
    ingredients: ['zlrecipe-ingredient', 'zlrecipe-ingredients-list li'],
    instructions: ['zlrecipe-instruction', 'zlrecipe-instructions-list li'],
    servings: ['zlrecipe-yield'],
    preparation: ['zlrecipe-prep-time'],
    cooking: ['zlrecipe-cook-time'],
    total: ['zlrecipe-total-time'],
    facts: ['zlrecipe-times'],
    image: ['zlrecipe-image'],
  },
  {
    card: 'easyrecipe',
    name: ['ERSName'],
    ingredients: ['ingredient', 'ERSIngredients li'],
    instructions: ['instruction', 'ERSInstructions li'],
    servings: ['yield'],
    preparation: ['preptime'],
    cooking: ['cooktime'],
    total: ['totaltime'],
    facts: ['ERSTimes', 'ERSDetails'],
    image: [],
  },
];

/** The classes the page index notes for these readers. */
export const PLUGIN_CLASSES: ReadonlySet<string> = new Set(
  PLUGINS.flatMap((plugin) =>
    [
      plugin.card,
      ...plugin.name,
      ...plugin.ingredients,
      ...plugin.instructions,
      ...plugin.servings,
      ...plugin.preparation,
      ...plugin.cooking,
      ...plugin.total,
      ...plugin.facts,
      ...plugin.image,
    ].map((part) => part.split(' ')[0]),
  ),
);

const MAX_LINES = 500;
const MAX_FACT_BLOCKS = 20;

function elementsOf(index: PageIndex, card: DomElement, part: string): DomElement[] {
  const [className, tag] = part.split(' ');
  const holders = (index.byClass.get(className) ?? []).filter((element) => isInside(element, card));
  if (tag === undefined) return holders;
  return findAll(holders, (element) => element.name === tag, MAX_LINES);
}

function firstElements(index: PageIndex, card: DomElement, parts: readonly string[]): DomElement[] {
  for (const part of parts) {
    const elements = elementsOf(index, card, part);
    if (elements.length > 0) return elements;
  }
  return [];
}

function firstText(index: PageIndex, card: DomElement, parts: readonly string[]): string | null {
  const texts = firstElements(index, card, parts)
    .map((element) => spacedTextOf(element))
    .filter((text) => text !== '');
  return texts.length > 0 ? texts.join(' ') : null;
}

function linesOfParts(index: PageIndex, card: DomElement, parts: readonly string[]): string[] {
  return firstElements(index, card, parts)
    .slice(0, MAX_LINES)
    .map((element) => textOf(element))
    .filter((line) => line !== '');
}

function imageOf(index: PageIndex, card: DomElement, parts: readonly string[]): string[] {
  const [element] = firstElements(index, card, parts);
  if (!element) return [];
  const image = element.name === 'img' ? element : findAll([element], (child) => child.name === 'img', 1)[0];
  const url = image?.attribs['data-lazy-src'] ?? image?.attribs['data-src'] ?? image?.attribs.src;
  return url ? [url] : [];
}

function factsOf(index: PageIndex, card: DomElement, parts: readonly string[]): RecipeFacts {
  const facts = noFacts();
  for (const part of parts) {
    for (const element of elementsOf(index, card, part).slice(0, MAX_FACT_BLOCKS)) {
      const lineFacts = factsOfLine(spacedTextOf(element));
      if (lineFacts) mergeFacts(facts, lineFacts);
    }
  }
  return facts;
}

function readPlugin(index: PageIndex, plugin: PluginMarkup, card: DomElement): FoundRecipe {
  const found = emptyFoundRecipe();
  found.name = firstText(index, card, plugin.name);
  found.ingredients = linesOfParts(index, card, plugin.ingredients);
  found.instructions = linesOfParts(index, card, plugin.instructions).flatMap(stepsOfLine);
  found.servings = servingsOf(firstText(index, card, plugin.servings));
  found.preparation = minutesOf(firstText(index, card, plugin.preparation));
  found.cooking = minutesOf(firstText(index, card, plugin.cooking));
  found.total = minutesOf(firstText(index, card, plugin.total));
  found.images = imageOf(index, card, plugin.image);
  if (found.servings === null || (found.preparation ?? found.cooking ?? found.total) === null) {
    const facts = factsOf(index, card, plugin.facts);
    found.servings ??= facts.servings;
    found.preparation ??= facts.preparation;
    found.cooking ??= facts.cooking;
    found.total ??= facts.total;
  }
  return found;
}

/** The first plugin card on the page with ingredients or steps, or null. */
export function readPluginMarkup(index: PageIndex): FoundRecipe | null {
  for (const plugin of PLUGINS) {
    for (const card of (index.byClass.get(plugin.card) ?? []).slice(0, 5)) {
      const found = readPlugin(index, plugin, card);
      if (found.ingredients.length > 0 || found.instructions.length > 0) return found;
    }
  }
  return null;
}
