/**
 * A schema.org Recipe node (from JSON-LD) read into what the importer keeps: steps flattened
 * from HowToSection / HowToStep / ItemList in order, images from strings, ImageObjects or
 * `@id` references into the page's graph, times and yields in any of their spellings.
 */
import { minutesOf } from '../durations';
import { nutritionLine } from '../nutrition';
import { decodeEntities, readerLines, readerText } from '../readerText';
import { servingsOf } from '../servings';
import { stepsOfLine } from '../lineMarks';
import type { FoundRecipe } from './foundRecipe';
import { field, hasType, isRecord, linesValue, listValue, textField, textValue, type JsonObject } from './schemaValues';

export type NodesById = ReadonlyMap<string, JsonObject>;

const MAX_DEPTH = 50;
/** Steps read before giving up on a page that lists thousands. */
const MAX_STEPS_READ = 1_000;
const MAX_IMAGES = 10;

function referenced(value: unknown, byId: NodesById): unknown {
  if (!isRecord(value)) return value;
  const id = field(value, '@id');
  if (typeof id !== 'string' || Object.keys(value).length > 1) return value;
  return byId.get(id) ?? value;
}

function addSteps(value: unknown, byId: NodesById, steps: string[], depth: number): void {
  if (depth > MAX_DEPTH || steps.length >= MAX_STEPS_READ) return;
  if (typeof value === 'string') {
    for (const line of readerLines(value)) steps.push(...stepsOfLine(line));
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      addSteps(item, byId, steps, depth + 1);
      if (steps.length >= MAX_STEPS_READ) return;
    }
    return;
  }
  const node = referenced(value, byId);
  if (!isRecord(node)) return;
  const children = field(node, 'itemListElement');
  // A section's name heads its steps; it is not a step itself.
  if (hasType(node, 'howtosection') || hasType(node, 'itemlist') || (children !== undefined && !field(node, 'text'))) {
    addSteps(children, byId, steps, depth + 1);
    return;
  }
  const text = textField(node, 'text') ?? textField(node, 'name') ?? textField(node, 'description');
  if (text !== null) steps.push(...stepsOfLine(text));
}

function stepsOf(value: unknown, byId: NodesById): string[] {
  const steps: string[] = [];
  addSteps(value, byId, steps, 0);
  return steps;
}

function addImages(value: unknown, byId: NodesById, images: string[], depth: number): void {
  if (depth > 3 || images.length >= MAX_IMAGES) return;
  if (typeof value === 'string') {
    // Pages escape their JSON-LD as HTML too: "…jpg?fit=1200&amp;ssl=1".
    const url = decodeEntities(value.trim());
    if (url !== '') images.push(url);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value.slice(0, MAX_IMAGES)) addImages(item, byId, images, depth + 1);
    return;
  }
  const node = referenced(value, byId);
  if (!isRecord(node)) return;
  for (const key of ['url', 'contentUrl', '@id']) {
    const url = field(node, key);
    if (typeof url === 'string' && url.trim() !== '') {
      images.push(decodeEntities(url.trim()));
      return;
    }
  }
}

function imagesOf(recipe: JsonObject, byId: NodesById): string[] {
  const images: string[] = [];
  addImages(field(recipe, 'image'), byId, images, 0);
  addImages(field(recipe, 'thumbnailUrl'), byId, images, 0);
  return images;
}

function urlOf(recipe: JsonObject): string | null {
  const url = field(recipe, 'url');
  if (typeof url === 'string' && url.trim() !== '') return decodeEntities(url.trim());
  const page = field(recipe, 'mainEntityOfPage');
  const pageId = isRecord(page) ? field(page, '@id') : page;
  return typeof pageId === 'string' && /^https?:\/\//i.test(pageId.trim()) ? pageId.trim() : null;
}

function nutritionOf(value: unknown, byId: NodesById): string | null {
  const node = referenced(Array.isArray(value) ? value[0] : value, byId);
  if (!isRecord(node)) return null;
  return nutritionLine((key) => textField(node, key));
}

function ingredientsOf(recipe: JsonObject): string[] {
  const ingredients = field(recipe, 'recipeIngredient') ?? field(recipe, 'ingredients');
  return linesValue(ingredients);
}

export function recipeFromSchema(recipe: JsonObject, byId: NodesById): FoundRecipe {
  const description = textField(recipe, 'description');
  return {
    name: textField(recipe, 'name') ?? textField(recipe, 'headline'),
    description: description === null ? null : readerText(description),
    servings: servingsOf(field(recipe, 'recipeYield')) ?? servingsOf(field(recipe, 'yield')),
    preparation: minutesOf(textValue(field(recipe, 'prepTime'))),
    cooking: minutesOf(textValue(field(recipe, 'cookTime')) ?? textValue(field(recipe, 'performTime'))),
    total: minutesOf(textValue(field(recipe, 'totalTime'))),
    ingredients: ingredientsOf(recipe),
    instructions: stepsOf(field(recipe, 'recipeInstructions'), byId),
    keywords: listValue(field(recipe, 'keywords')),
    categories: listValue(field(recipe, 'recipeCategory')),
    cuisines: listValue(field(recipe, 'recipeCuisine')),
    nutrition: nutritionOf(field(recipe, 'nutrition'), byId),
    images: imagesOf(recipe, byId),
    url: urlOf(recipe),
  };
}
