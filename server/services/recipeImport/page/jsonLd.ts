/**
 * The schema.org Recipe in a page's JSON-LD: every `application/ld+json` block (one malformed
 * block never stops the others), top-level arrays, `@graph`, `mainEntity`, recipes nested in
 * other nodes; the fullest Recipe wins.
 */
import type { FoundRecipe } from './foundRecipe';
import { nextTurn } from './parseHtml';
import { recipeFromSchema } from './schemaRecipe';
import { field, hasType, isRecord, type JsonObject } from './schemaValues';

const MAX_DEPTH = 50;
/** Values walked in all blocks of a page. */
const MAX_NODES = 200_000;
const MAX_RECIPES = 20;
/** JSON-LD read in one go (no turn of the event loop between blocks): a few milliseconds' worth. */
const MAX_CHARACTERS_AT_ONCE = 512 * 1024;

const WRAPPERS = /<!--|-->|<!\[CDATA\[|\]\]>|^[ \t]*\/\/.*$/gm;
// eslint-disable-next-line no-control-regex -- raw controls inside JSON strings are the slip this mends
const CONTROL_CHARACTERS = /[\u0000-\u001f]+/g;
const TRAILING_COMMAS = /,(\s*[}\]])/g;
const BACK_TO_BACK_OBJECTS = /}\s*{/g;

function tryParse(text: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return null;
  }
}

/**
 * The block's JSON; when it does not parse as written, again after the usual slips are cleaned:
 * HTML comments or CDATA around it, raw line breaks and tabs inside strings, trailing commas,
 * two objects written one after the other.
 */
function parseLenient(text: string): unknown {
  const strict = tryParse(text);
  if (strict) return strict.value;
  const cleaned = text.replace(WRAPPERS, ' ').replace(CONTROL_CHARACTERS, ' ').replace(TRAILING_COMMAS, '$1').trim();
  const lenient = tryParse(cleaned) ?? tryParse(`[${cleaned.replace(BACK_TO_BACK_OBJECTS, '},{')}]`);
  return lenient?.value;
}

interface Collected {
  recipes: JsonObject[];
  byId: Map<string, JsonObject>;
}

/** Every Recipe node and every node with an `@id`, walked with a stack in document order. */
function collect(documents: readonly unknown[]): Collected {
  const recipes: JsonObject[] = [];
  const byId = new Map<string, JsonObject>();
  const stack: { value: unknown; depth: number }[] = [];
  for (let index = documents.length - 1; index >= 0; index -= 1) stack.push({ value: documents[index], depth: 0 });
  let walked = 0;
  while (stack.length > 0 && walked < MAX_NODES) {
    const { value, depth } = stack.pop() ?? { value: null, depth: 0 };
    walked += 1;
    if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) continue;
    const children: unknown[] = Array.isArray(value) ? value : Object.values(value);
    if (isRecord(value)) {
      const id = field(value, '@id');
      if (typeof id === 'string' && !byId.has(id) && Object.keys(value).length > 1) byId.set(id, value);
      if (hasType(value, 'recipe') && recipes.length < MAX_RECIPES) recipes.push(value);
    }
    for (let index = children.length - 1; index >= 0; index -= 1)
      stack.push({ value: children[index], depth: depth + 1 });
  }
  return { recipes, byId };
}

function fullness(recipe: FoundRecipe): number {
  return (
    (recipe.name === null ? 0 : 1) + (recipe.ingredients.length > 0 ? 2 : 0) + (recipe.instructions.length > 0 ? 2 : 0)
  );
}

function fullestRecipe(documents: readonly unknown[]): FoundRecipe | null {
  const { recipes, byId } = collect(documents);
  let best: FoundRecipe | null = null;
  for (const node of recipes) {
    const recipe = recipeFromSchema(node, byId);
    if (best === null || fullness(recipe) > fullness(best)) best = recipe;
  }
  return best;
}

/** The page's fullest JSON-LD recipe (the first of equals), or null when it has none; a turn between blocks. */
export async function readJsonLd(blocks: readonly string[]): Promise<FoundRecipe | null> {
  const documents: unknown[] = [];
  for (const block of blocks) {
    const parsed = parseLenient(block);
    if (parsed !== undefined) documents.push(parsed);
    await nextTurn();
  }
  return fullestRecipe(documents);
}

/** The same, read at once while a page is being parsed; null (undecided) when the blocks are too long for that. */
export function readJsonLdAtOnce(blocks: readonly string[]): FoundRecipe | null {
  const characters = blocks.reduce((sum, block) => sum + block.length, 0);
  if (characters > MAX_CHARACTERS_AT_ONCE) return null;
  const documents = blocks.map(parseLenient).filter((parsed) => parsed !== undefined);
  return fullestRecipe(documents);
}
