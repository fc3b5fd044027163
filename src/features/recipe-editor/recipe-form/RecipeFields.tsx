import { useField } from 'formik';
import styled from 'styled-components';
import {
  AGE_GROUPS,
  AGE_GROUP_LABELS,
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  INGREDIENT_MAX_LENGTH,
  INSTRUCTION_MAX_LENGTH,
  MAX_TAGS,
  NUTRITION_MAX_LENGTH,
  NUTRITION_MAX_WORDS,
  RECIPE_NAME_MAX_LENGTH,
  RECIPE_NAME_MAX_WORDS,
  TAG_MAX_LENGTH,
  VIDEO_MAX_BYTES,
  VIDEO_MIME_TYPES,
} from '@contract/constants';
import { useGetCategoriesQuery, useGetLibrariesQuery } from '@/api/cms';
import { FormikSelectField, FormikTextArea, FormikTextField, useFieldError } from '@/components/form';
import { TagInput } from '@/components/TagInput';
import { mq } from '@/theme/theme';
import { FormCard } from './FormCard';
import { MediaPicker } from './MediaPicker';
import { RowList } from './RowList';
import type { ExistingMedia, RecipeFormMode } from './recipeFormValues';

const Grid = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  ${mq.md} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

/** The editor's look, and ids the recipe form's links and tests know (`recipe-<name>`). */
const editor = (name: string) => ({ name, id: `recipe-${name}`, look: 'editor' as const });

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
const number = (value: number) => value.toLocaleString('en-US');

/** The limits the contract's schema enforces, as each hint announces them and each counter counts. */
const LIMITS = {
  recipeName: { maxWords: RECIPE_NAME_MAX_WORDS, maxLength: RECIPE_NAME_MAX_LENGTH },
  nutrition: { maxWords: NUTRITION_MAX_WORDS, maxLength: NUTRITION_MAX_LENGTH },
  ingredient: { maxLength: INGREDIENT_MAX_LENGTH, showFrom: 0.8 },
  instruction: { maxLength: INSTRUCTION_MAX_LENGTH, showFrom: 0.8 },
};

const ageGroupOptions = AGE_GROUPS.map((group) => ({ value: group, label: AGE_GROUP_LABELS[group] }));

/** One of the CMS's lists (categories, libraries) as the query for it answers. */
interface CmsList {
  data?: readonly { id: number; name: string }[];
  isLoading: boolean;
}

/** A select of one of the CMS's lists: an option per entry, by its id; disabled while the list loads. */
function CmsListSelect({
  name,
  label,
  placeholder,
  list,
}: {
  name: string;
  label: string;
  placeholder: string;
  list: CmsList;
}) {
  const options = (list.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.name }));
  return (
    <FormikSelectField
      {...editor(name)}
      label={label}
      placeholder={placeholder}
      options={options}
      disabled={list.isLoading}
    />
  );
}

/** A time in whole minutes. */
function MinutesField({ name, label }: { name: string; label: string }) {
  return <FormikTextField {...editor(name)} label={label} type="number" inputMode="numeric" min={0} />;
}

function TagsField() {
  const [field, , helpers] = useField<string[]>('tags');
  const error = useFieldError('tags');
  return (
    <TagInput
      id="recipe-tags"
      label="Tags"
      hint={`Press Enter, comma or space to add a tag; lowercase, at most ${MAX_TAGS} tags of ${TAG_MAX_LENGTH} characters each`}
      value={field.value}
      max={MAX_TAGS}
      error={error}
      placeholder="e.g. quick, vegetarian"
      onChange={(tags) => void helpers.setValue(tags)}
      onBlur={() => void helpers.setTouched(true)}
    />
  );
}

/** Every field of SPEC.md §3's recipe form, grouped the way a cook thinks about a recipe. */
export function RecipeFields({ mode, existing }: { mode: RecipeFormMode; existing: ExistingMedia }) {
  const categories = useGetCategoriesQuery();
  const libraries = useGetLibrariesQuery();

  return (
    <>
      <FormCard aria-labelledby="recipe-basics">
        <h2 id="recipe-basics">The basics</h2>
        <FormikTextField
          {...editor('recipe_name')}
          label="Recipe name"
          hint={`At most ${RECIPE_NAME_MAX_WORDS} words and ${RECIPE_NAME_MAX_LENGTH} characters`}
          counter={LIMITS.recipeName}
          placeholder="e.g. Creamy tomato pasta"
        />
        <Grid $columns={3}>
          <CmsListSelect name="category_id" label="Category" placeholder="Choose a category" list={categories} />
          <CmsListSelect name="recipe_library_id" label="Library" placeholder="Choose a library" list={libraries} />
          <FormikSelectField
            {...editor('age_group')}
            label="Age group"
            placeholder="Choose an age group"
            options={ageGroupOptions}
          />
        </Grid>
        <Grid $columns={3}>
          <FormikTextField {...editor('serving_number')} label="Servings" type="number" inputMode="numeric" min={1} />
          <MinutesField name="cooking_time" label="Cooking time (minutes)" />
          <MinutesField name="preparation_time" label="Preparation time (minutes)" />
        </Grid>
      </FormCard>

      <FormCard aria-labelledby="recipe-media">
        <h2 id="recipe-media">Photo and video</h2>
        <Grid $columns={2}>
          <MediaPicker
            name="recipe_image"
            kind="image"
            label="Thumbnail image"
            accept={IMAGE_MIME_TYPES.join(',')}
            hint={`JPEG, PNG, WebP, GIF or AVIF, at most ${megabytes(IMAGE_MAX_BYTES)} MB`}
            existingPath={existing.image}
          />
          <MediaPicker
            name="recipe_video"
            kind="video"
            label={mode === 'share' ? 'Recipe video (optional)' : 'Recipe video'}
            accept={VIDEO_MIME_TYPES.join(',')}
            hint={`MP4 or WebM, at most ${megabytes(VIDEO_MAX_BYTES)} MB`}
            existingPath={existing.video}
          />
        </Grid>
      </FormCard>

      <FormCard aria-labelledby="recipe-details">
        <h2 id="recipe-details">Details</h2>
        <FormikTextArea
          {...editor('nutrition_info')}
          label="Nutrition"
          hint={`At most ${number(NUTRITION_MAX_WORDS)} words and ${number(NUTRITION_MAX_LENGTH)} characters`}
          counter={LIMITS.nutrition}
          rows={4}
        />
        <FormikTextField
          {...editor('resource_link')}
          label="Resource link (optional)"
          type="url"
          inputMode="url"
          placeholder="https://"
        />
        <TagsField />
      </FormCard>

      <FormCard aria-labelledby="recipe-steps">
        <h2 id="recipe-steps">Ingredients and steps</h2>
        <RowList
          name="ingredients"
          legend="Ingredients"
          itemLabel="Ingredient"
          hint={`Each at most ${number(INGREDIENT_MAX_LENGTH)} characters`}
          counter={LIMITS.ingredient}
        />
        <RowList
          name="instructions"
          legend="Instructions"
          itemLabel="Instruction"
          hint={`Each at most ${number(INSTRUCTION_MAX_LENGTH)} characters`}
          counter={LIMITS.instruction}
          multiline
        />
      </FormCard>
    </>
  );
}
