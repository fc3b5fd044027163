/**
 * A schema.org Recipe in microdata: the first `itemscope itemtype=".../Recipe"`, its own
 * `itemprop`s (not those of a scope nested in it, except its NutritionInformation), each value
 * read as the microdata spec says (meta content, time datetime, img src, …, else the text).
 */
import { minutesOf } from '../durations';
import { nutritionLine } from '../nutrition';
import { readerText } from '../readerText';
import { servingsOf } from '../servings';
import { stepsOfLine } from '../lineMarks';
import { findAll, isElement, linesOf, type DomDocument, type DomElement, type DomNode } from './domText';
import { emptyFoundRecipe, type FoundRecipe } from './foundRecipe';
import type { PageIndex } from './pageIndex';

const MAX_PROPERTIES = 5_000;
const MAX_SCOPE_NODES = 200_000;
/** Parents walked up from a property to its scope; deeper nesting is not a recipe card. */
const MAX_STEPS_TO_SCOPE = 200;
const URL_ATTRIBUTES: ReadonlyMap<string, string> = new Map([
  ['img', 'src'],
  ['audio', 'src'],
  ['video', 'src'],
  ['source', 'src'],
  ['embed', 'src'],
  ['iframe', 'src'],
  ['track', 'src'],
  ['a', 'href'],
  ['area', 'href'],
  ['link', 'href'],
  ['object', 'data'],
]);

function itemTypes(element: DomElement): string[] {
  return (element.attribs.itemtype ?? '').split(/\s+/).map((type) => type.replace(/\/+$/, '').toLowerCase());
}

function isOfType(element: DomElement, name: string): boolean {
  return itemTypes(element).some((type) => type === name || type.endsWith(`/${name}`) || type.endsWith(`:${name}`));
}

function propertyNames(element: DomElement): string[] {
  return (element.attribs.itemprop ?? '').split(/\s+/).filter((name) => name !== '');
}

/** The scope a property belongs to: the nearest element above it with itemscope. */
function scopeOf(element: DomElement): DomElement | null {
  let node: DomNode | DomDocument | null = element.parent;
  for (let step = 0; step < MAX_STEPS_TO_SCOPE && isElement(node); step += 1) {
    if (node.attribs.itemscope !== undefined) return node;
    node = node.parent;
  }
  return null;
}

/** A property's value as one text: an attribute where the spec (or common use) puts it, else its text. */
function valueOf(element: DomElement): string {
  const { attribs } = element;
  const attribute = URL_ATTRIBUTES.get(element.name);
  if (attribute !== undefined) return (attribs[attribute] ?? attribs['data-src'] ?? '').trim();
  const attributeValue = attribs.content ?? (element.name === 'time' ? attribs.datetime : undefined) ?? attribs.value;
  if (attributeValue !== undefined) return readerText(attributeValue);
  return linesOf([element]).join(' ');
}

/** A property that may hold several lines (a list of steps in one element). */
function linesOfValue(element: DomElement): string[] {
  if (element.attribs.content !== undefined) return [readerText(element.attribs.content)];
  return linesOf([element]);
}

type Properties = Map<string, DomElement[]>;

interface ScopeProperties {
  recipe: Properties;
  nutrition: Properties;
  /** Page order of the property elements, for a list spread over two names (recipeIngredient, ingredients). */
  order: Map<DomElement, number>;
}

function addProperty(properties: Properties, name: string, element: DomElement): void {
  const list = properties.get(name) ?? [];
  list.push(element);
  properties.set(name, list);
}

function propertiesOf(recipe: DomElement): ScopeProperties {
  const properties: ScopeProperties = { recipe: new Map(), nutrition: new Map(), order: new Map() };
  const elements = findAll(
    [recipe],
    (element) => element.attribs.itemprop !== undefined,
    MAX_PROPERTIES,
    MAX_SCOPE_NODES,
  );
  elements.forEach((element, order) => properties.order.set(element, order));
  for (const element of elements) {
    const scope = scopeOf(element);
    if (scope === recipe) {
      for (const name of propertyNames(element)) addProperty(properties.recipe, name, element);
    } else if (scope !== null && isOfType(scope, 'nutritioninformation') && scopeOf(scope) === recipe) {
      for (const name of propertyNames(element)) addProperty(properties.nutrition, name, element);
    }
  }
  return properties;
}

function firstValue(properties: Properties, ...names: string[]): string | null {
  for (const name of names) {
    for (const element of properties.get(name) ?? []) {
      const value = valueOf(element);
      if (value !== '') return value;
    }
  }
  return null;
}

/** The lines of every element with any of these names, in page order. */
function allLines({ recipe, order }: ScopeProperties, ...names: string[]): string[] {
  const elements = new Set(names.flatMap((name) => recipe.get(name) ?? []));
  const inPageOrder = [...elements].sort((first, second) => (order.get(first) ?? 0) - (order.get(second) ?? 0));
  return inPageOrder.flatMap(linesOfValue);
}

function imagesOf(properties: Properties): string[] {
  const images: string[] = [];
  for (const element of properties.get('image') ?? []) {
    const inner = element.name === 'img' ? element : findAll([element], (child) => child.name === 'img', 1)[0];
    const url = inner ? valueOf(inner) : (element.attribs.content ?? element.attribs.href ?? '');
    if (url.trim() !== '') images.push(url.trim());
  }
  return images;
}

function listOf(properties: Properties, name: string): string[] {
  return (properties.get(name) ?? [])
    .flatMap((element) => valueOf(element).split(/[,;]/))
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function recipeOf(scope: DomElement): FoundRecipe {
  const properties = propertiesOf(scope);
  const { recipe, nutrition } = properties;
  const found = emptyFoundRecipe();
  found.name = firstValue(recipe, 'name');
  found.description = firstValue(recipe, 'description');
  found.servings = servingsOf(firstValue(recipe, 'recipeYield', 'yield'));
  found.preparation = minutesOf(firstValue(recipe, 'prepTime'));
  found.cooking = minutesOf(firstValue(recipe, 'cookTime', 'performTime'));
  found.total = minutesOf(firstValue(recipe, 'totalTime'));
  found.ingredients = allLines(properties, 'recipeIngredient', 'ingredients');
  found.instructions = allLines(properties, 'recipeInstructions').flatMap(stepsOfLine);
  found.keywords = listOf(recipe, 'keywords');
  found.categories = listOf(recipe, 'recipeCategory');
  found.cuisines = listOf(recipe, 'recipeCuisine');
  found.nutrition = nutritionLine((key) => firstValue(nutrition, key));
  found.images = imagesOf(recipe);
  found.url = firstValue(recipe, 'url');
  return found;
}

/** The page's first microdata recipe with something in it, or null. */
export function readMicrodata(index: PageIndex): FoundRecipe | null {
  for (const scope of index.itemScopes) {
    if (!isOfType(scope, 'recipe')) continue;
    const found = recipeOf(scope);
    if (found.name !== null || found.ingredients.length > 0) return found;
  }
  return null;
}
