import * as yup from 'yup';
import { normaliseAgeGroup } from '@contract/constants';
import { mediaFileProblem, type MediaKind } from '@contract/mediaFiles';
import { VALIDATION } from '@contract/messages';
import { recipeFieldsSchema } from '@contract/schemas';
import type { Recipe } from '@/api/models';

/** What the share and edit forms hold: text as typed, lists as rows, files as picked. */
export interface RecipeFormValues {
  recipe_name: string;
  category_id: string;
  recipe_library_id: string;
  age_group: string;
  /** Number inputs: formik gives a number once something is typed, '' while empty. */
  serving_number: number | '';
  cooking_time: number | '';
  preparation_time: number | '';
  nutrition_info: string;
  resource_link: string;
  tags: string[];
  ingredients: string[];
  instructions: string[];
  recipe_image: File | null;
  recipe_video: File | null;
}

/** Media the recipe already has on the server (edit): previews, and what makes a file optional. */
export interface ExistingMedia {
  image: string | null;
  video: string | null;
}

export const NO_MEDIA: ExistingMedia = { image: null, video: null };

export const emptyRecipeValues: RecipeFormValues = {
  recipe_name: '',
  category_id: '',
  recipe_library_id: '',
  age_group: '',
  serving_number: '',
  cooking_time: '',
  preparation_time: '',
  nutrition_info: '',
  resource_link: '',
  tags: [],
  ingredients: [''],
  instructions: [''],
  recipe_image: null,
  recipe_video: null,
};

const text = (value: number) => (value > 0 ? String(value) : '');
const whole = (value: number): number | '' => (value > 0 ? value : '');
const rows = (list: string[]) => (list.length > 0 ? list : ['']);

/** Fills every field, list and preview of the edit form from the owner's details. */
export function valuesFromRecipe(recipe: Recipe): RecipeFormValues {
  const details = recipe.details;
  return {
    recipe_name: recipe.name,
    category_id: text(recipe.category.id),
    recipe_library_id: text(recipe.library.id),
    age_group: normaliseAgeGroup(recipe.ageGroup) ?? '',
    serving_number: whole(recipe.servings),
    cooking_time: whole(recipe.cookingMinutes),
    preparation_time: whole(recipe.preparationMinutes),
    nutrition_info: details?.nutrition ?? '',
    resource_link: details?.resourceLink ?? '',
    tags: details?.tags.map((tag) => tag.name.toLowerCase()) ?? [],
    ingredients: rows(details?.ingredients.map((item) => item.name) ?? []),
    instructions: rows(details?.instructions.map((item) => item.step) ?? []),
    recipe_image: null,
    recipe_video: null,
  };
}

export type RecipeFormMode = 'share' | 'edit';

/** Said before an upload the server would refuse anyway (its 415 and 413, in its words). */
function acceptableFile(kind: MediaKind) {
  return function test(this: yup.TestContext, file: File | null | undefined) {
    const problem = file ? mediaFileProblem(kind, file) : null;
    return problem ? this.createError({ message: problem }) : true;
  };
}

/**
 * The contract's field schema (the server validates with the same one) plus the file rules
 * of SPEC.md §5: a thumbnail always, a video on edit; a file already stored counts.
 */
export function recipeFormSchema(mode: RecipeFormMode, existing: ExistingMedia) {
  return recipeFieldsSchema.concat(
    yup.object({
      recipe_image: yup
        .mixed<File>()
        .nullable()
        .test('thumbnail', VALIDATION.thumbnailRequired, (file) => Boolean(existing.image) || file instanceof File)
        .test('image-file', acceptableFile('image')),
      recipe_video: yup
        .mixed<File>()
        .nullable()
        .test(
          'video',
          VALIDATION.videoRequired,
          (file) => mode === 'share' || Boolean(existing.video) || file instanceof File,
        )
        .test('video-file', acceptableFile('video')),
    }),
  );
}

/** The multipart body of POST /api/recipe/store and /api/recipe/update/{id} (SPEC.md §3). */
export function toRecipeFormData(values: RecipeFormValues): FormData {
  const form = new FormData();
  const scalarFields = [
    'recipe_name',
    'category_id',
    'recipe_library_id',
    'age_group',
    'serving_number',
    'cooking_time',
    'preparation_time',
    'nutrition_info',
    'resource_link',
  ] as const;
  for (const field of scalarFields) form.append(field, String(values[field]).trim());
  values.tags.forEach((tag, index) => form.append(`tags[${index}]`, tag));
  values.ingredients
    .map((item) => item.trim())
    .filter(Boolean)
    .forEach((item, index) => form.append(`ingredients[${index}]`, item));
  values.instructions
    .map((item) => item.trim())
    .filter(Boolean)
    .forEach((item, index) => form.append(`instructions[${index}]`, item));
  if (values.recipe_image) form.append('recipe_image', values.recipe_image);
  if (values.recipe_video) form.append('recipe_video', values.recipe_video);
  return form;
}
