/**
 * Recipe cards of common WordPress plugins on pages that carry no structured data (a theme
 * that drops the JSON-LD, a print view): their class names say which element is which part.
 * The plugins are data, one row each in pluginMarkup.json, with the class names each plugin's
 * card writes; a part is "class" (the elements with that class) or "class tag" (the tags inside
 * them).
 */
import { minutesOf } from '../durations';
import { factsOfLine, mergeFacts, noFacts, type RecipeFacts } from '../recipeFacts';
import { servingsOf } from '../servings';
import { stepsOfLine } from '../lineMarks';
import { findAll, isInside, spacedTextOf, textOf, type DomElement } from './domText';
import { emptyFoundRecipe, type FoundRecipe } from './foundRecipe';
import type { PageIndex } from './pageIndex';
import PLUGIN_ROWS from './pluginMarkup.json';

interface PluginMarkup {
  /** The plugin's name, for the reader of the data. */
  plugin: string;
  /** The classes of its card, the current one first (WP Recipe Maker's older versions wrote `wprm-recipe`). */
  cards: string[];
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

const PLUGINS: readonly PluginMarkup[] = PLUGIN_ROWS;

/** The classes the page index notes for these readers. */
export const PLUGIN_CLASSES: ReadonlySet<string> = new Set(
  PLUGINS.flatMap((plugin) =>
    [
      ...plugin.cards,
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
    for (const cardClass of plugin.cards) {
      for (const card of (index.byClass.get(cardClass) ?? []).slice(0, 5)) {
        const found = readPlugin(index, plugin, card);
        if (found.ingredients.length > 0 || found.instructions.length > 0) return found;
      }
    }
  }
  return null;
}
