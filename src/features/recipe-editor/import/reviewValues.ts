import { MAX_TAGS, normaliseAgeGroup, TAG_MAX_LENGTH } from '@contract/constants';
import { RECIPE_IMPORT_MESSAGES } from '@contract/messages';
import type { RecipeImportDraftDto, RecipeImportSuggestionsDto } from '@contract/types';
import type { RecipeFormValues } from '../recipe-form/recipeFormValues';

/** The schema's ceiling on a servings count or a time (contract/schemas.ts wholeNumber). */
const LARGEST_WHOLE_NUMBER = 100_000;

/** A count or a number of minutes the form can hold, or null when the draft's is unusable. */
function wholeOrNull(value: number | null, min: number): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  const rounded = Math.round(value);
  return rounded >= min && rounded <= LARGEST_WHOLE_NUMBER ? rounded : null;
}

const orEmpty = (value: number | null): number | '' => value ?? '';

export interface ReviewTimes {
  preparation_time: number | '';
  cooking_time: number | '';
}

/**
 * Preparation and cooking minutes; when only one is known and the total is, the other is what
 * is left of the total (never below zero). With neither known the cook fills both in.
 */
export function reviewTimes(draft: Pick<RecipeImportDraftDto, 'preparation_time' | 'cooking_time' | 'total_time'>) {
  const preparation = wholeOrNull(draft.preparation_time, 0);
  const cooking = wholeOrNull(draft.cooking_time, 0);
  const total = wholeOrNull(draft.total_time, 0);
  const rest = (known: number) => (total === null ? null : Math.max(0, total - known));
  return {
    preparation_time: orEmpty(preparation ?? (cooking === null ? null : rest(cooking))),
    cooking_time: orEmpty(cooking ?? (preparation === null ? null : rest(preparation))),
  } satisfies ReviewTimes;
}

/** Tags as the tag field keeps them: lowercase, one word each (spaces become hyphens), at most MAX_TAGS. */
export function reviewTags(tags: readonly string[]): string[] {
  const kept: string[] = [];
  for (const tag of tags) {
    if (kept.length >= MAX_TAGS) break;
    const word = tag.trim().toLowerCase().replace(/,/g, '').replace(/\s+/g, '-');
    if (word && word.length <= TAG_MAX_LENGTH && !kept.includes(word)) kept.push(word);
  }
  return kept;
}

const rows = (lines: readonly string[]) => {
  const kept = lines.map((line) => line.trim()).filter(Boolean);
  return kept.length > 0 ? kept : [''];
};

const idText = (id: number | null) => (id !== null && id > 0 ? String(id) : '');

/** The share form filled from a read recipe and the server's suggestions; every field stays editable. */
export function reviewValues(
  draft: RecipeImportDraftDto,
  suggestions: RecipeImportSuggestionsDto,
  image: File | null,
): RecipeFormValues {
  return {
    recipe_name: draft.recipe_name.trim(),
    category_id: idText(suggestions.category_id),
    recipe_library_id: idText(suggestions.recipe_library_id),
    age_group: normaliseAgeGroup(suggestions.age_group) ?? '',
    serving_number: orEmpty(wholeOrNull(draft.serving_number, 1)),
    ...reviewTimes(draft),
    nutrition_info: draft.nutrition?.trim() || RECIPE_IMPORT_MESSAGES.estimatedNutrition,
    resource_link: draft.source_url ?? '',
    tags: reviewTags(draft.tags),
    ingredients: rows(draft.ingredients),
    instructions: rows(draft.instructions),
    recipe_image: image,
    recipe_video: null,
  };
}
