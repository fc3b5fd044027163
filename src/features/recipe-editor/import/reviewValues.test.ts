import { MAX_TAGS, TAG_MAX_LENGTH } from '@contract/constants';
import { RECIPE_IMPORT_MESSAGES } from '@contract/messages';
import type { RecipeImportDraftDto } from '@contract/types';
import { reviewTags, reviewTimes, reviewValues } from './reviewValues';

const draft: RecipeImportDraftDto = {
  recipe_name: '  Lemon drizzle cake ',
  description: 'A bright cake.',
  serving_number: 8,
  preparation_time: 20,
  cooking_time: null,
  total_time: 65,
  ingredients: ['225 g butter', '  ', '4 eggs'],
  instructions: ['Heat the oven.', 'Bake for 45 minutes.'],
  image_url: '/uploads/imports/cake.webp',
  source_url: 'https://recipes.example/lemon-drizzle',
  tags: ['Baking', 'Afternoon Tea', 'baking'],
  nutrition: null,
};

describe('the review filled from a draft', () => {
  it('fills every field it can, with the suggestions', () => {
    const image = new File(['png'], 'cake.png', { type: 'image/png' });
    const values = reviewValues(draft, { category_id: 4, recipe_library_id: null, age_group: 'teen' }, image);
    expect(values).toEqual({
      recipe_name: 'Lemon drizzle cake',
      category_id: '4',
      recipe_library_id: '',
      age_group: 'teen',
      serving_number: 8,
      preparation_time: 20,
      cooking_time: 45,
      nutrition_info: RECIPE_IMPORT_MESSAGES.estimatedNutrition,
      resource_link: 'https://recipes.example/lemon-drizzle',
      tags: ['baking', 'afternoon-tea'],
      ingredients: ['225 g butter', '4 eggs'],
      instructions: ['Heat the oven.', 'Bake for 45 minutes.'],
      recipe_image: image,
      recipe_video: null,
    });
  });

  it("keeps the page's own nutrition, and one empty row for a missing list", () => {
    const values = reviewValues(
      { ...draft, nutrition: 'Calories 420 kcal · Protein 12 g', ingredients: [], instructions: [], source_url: null },
      { category_id: null, recipe_library_id: null, age_group: null },
      null,
    );
    expect(values.nutrition_info).toBe('Calories 420 kcal · Protein 12 g');
    expect(values.ingredients).toEqual(['']);
    expect(values.instructions).toEqual(['']);
    expect(values.resource_link).toBe('');
    expect(values.age_group).toBe('');
    expect(values.recipe_image).toBeNull();
  });

  it('derives the missing time from the total, never below zero', () => {
    expect(reviewTimes({ preparation_time: 15, cooking_time: 30, total_time: 90 })).toEqual({
      preparation_time: 15,
      cooking_time: 30,
    });
    expect(reviewTimes({ preparation_time: null, cooking_time: 40, total_time: 55 })).toEqual({
      preparation_time: 15,
      cooking_time: 40,
    });
    expect(reviewTimes({ preparation_time: 30, cooking_time: null, total_time: 20 })).toEqual({
      preparation_time: 30,
      cooking_time: 0,
    });
    expect(reviewTimes({ preparation_time: null, cooking_time: null, total_time: 60 })).toEqual({
      preparation_time: '',
      cooking_time: '',
    });
    expect(reviewTimes({ preparation_time: -5, cooking_time: 10, total_time: null })).toEqual({
      preparation_time: '',
      cooking_time: 10,
    });
  });

  it('leaves out servings the form would refuse', () => {
    const none = { category_id: null, recipe_library_id: null, age_group: null };
    expect(reviewValues({ ...draft, serving_number: 0 }, none, null).serving_number).toBe('');
    expect(reviewValues({ ...draft, serving_number: 1e9 }, none, null).serving_number).toBe('');
    expect(reviewValues({ ...draft, serving_number: null }, none, null).serving_number).toBe('');
  });

  it(`keeps at most ${MAX_TAGS} tags, lowercase, each at most ${TAG_MAX_LENGTH} characters`, () => {
    const many = Array.from({ length: 15 }, (_, index) => `Tag ${index}`);
    expect(reviewTags(many)).toEqual(Array.from({ length: MAX_TAGS }, (_, index) => `tag-${index}`));
    expect(reviewTags(['x'.repeat(TAG_MAX_LENGTH + 1), 'Quick, Easy', ' '])).toEqual(['quick-easy']);
  });
});
