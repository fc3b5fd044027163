/**
 * What a page or a paste found, made into what the importer returns: within the share form's
 * limits (at most 200 ingredients and 100 steps, each line clipped to its field's length, group
 * names dropped), tags
 * lowercased and deduplicated, the total time filled in from its parts.
 */
import {
  INGREDIENT_MAX_LENGTH,
  INSTRUCTION_MAX_LENGTH,
  MAX_TAGS,
  NUTRITION_MAX_LENGTH,
  RECIPE_NAME_MAX_LENGTH,
  TAG_MAX_LENGTH,
} from '@contract/constants';
import { totalMinutes } from './durations';
import { isGroupName, isScaler } from './lineMarks';
import type { FoundRecipe } from './page/foundRecipe';
import { clipped } from './readerText';
import type { ReadRecipe } from './types';

const MAX_INGREDIENTS = 200;
const MAX_INSTRUCTIONS = 100;
const DESCRIPTION_MAX_LENGTH = 2_000;
const MAX_CATEGORIES = 10;

type Part = 'ingredients' | 'instructions';

/** The part's lines without group names ("For the filling:") or a card's scaling buttons, clipped. */
function clippedLines(lines: readonly string[], part: Part, maxLines: number, maxLength: number): string[] {
  const kept: string[] = [];
  for (const line of lines) {
    const text = line.trim();
    if (text !== '' && !isGroupName(text, part) && !isScaler(text)) kept.push(clipped(text, maxLength));
    if (kept.length >= maxLines) break;
  }
  return kept;
}

/** Lowercased, deduplicated, no longer than a tag may be, at most ten. */
function tagsOf(found: FoundRecipe): string[] {
  const tags = new Set<string>();
  for (const word of [...found.categories, ...found.cuisines, ...found.keywords]) {
    const tag = word.trim().toLowerCase();
    if (tag !== '' && tag.length <= TAG_MAX_LENGTH) tags.add(tag);
    if (tags.size >= MAX_TAGS) break;
  }
  return [...tags];
}

function categoriesOf(found: FoundRecipe): string[] {
  const seen = new Map<string, string>();
  for (const category of found.categories) {
    const key = category.toLowerCase();
    if (!seen.has(key) && category.length <= TAG_MAX_LENGTH) seen.set(key, category);
    if (seen.size >= MAX_CATEGORIES) break;
  }
  return [...seen.values()];
}

export interface PageExtras {
  imageUrls: string[];
  canonicalUrl: string | null;
}

/** The recipe, or null when it is none: no name, or neither ingredients nor steps. */
export function finishRecipe(found: FoundRecipe, extras: PageExtras): ReadRecipe | null {
  const name = found.name?.trim() ?? '';
  const ingredients = clippedLines(found.ingredients, 'ingredients', MAX_INGREDIENTS, INGREDIENT_MAX_LENGTH);
  const instructions = clippedLines(found.instructions, 'instructions', MAX_INSTRUCTIONS, INSTRUCTION_MAX_LENGTH);
  if (name === '' || (ingredients.length === 0 && instructions.length === 0)) return null;
  const description = found.description?.trim() ?? '';
  return {
    recipe_name: clipped(name, RECIPE_NAME_MAX_LENGTH),
    description: description === '' ? null : clipped(description, DESCRIPTION_MAX_LENGTH),
    serving_number: found.servings,
    preparation_time: found.preparation,
    cooking_time: found.cooking,
    total_time: totalMinutes(found.total, found.preparation, found.cooking),
    ingredients,
    instructions,
    tags: tagsOf(found),
    nutrition: found.nutrition === null ? null : clipped(found.nutrition, NUTRITION_MAX_LENGTH),
    image_urls: extras.imageUrls,
    canonical_url: extras.canonicalUrl,
    categories: categoriesOf(found),
  };
}
