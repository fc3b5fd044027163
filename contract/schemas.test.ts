import { VALIDATION } from './messages';
import { loginSchema, recipeFieldsSchema, registerSchema } from './schemas';
import { normaliseAgeGroup } from './constants';

async function messagesOf(schema: { validate: (v: unknown, o: object) => Promise<unknown> }, value: unknown) {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('contract schemas', () => {
  it('gives SPEC.md messages for an empty login', async () => {
    expect(await messagesOf(loginSchema, {})).toEqual(
      expect.arrayContaining([VALIDATION.emailRequired, VALIDATION.passwordRequired]),
    );
  });

  it('rejects a confirmation that differs from the password', async () => {
    const errors = await messagesOf(registerSchema, {
      name: 'Ann',
      email: 'ann@example.com',
      password: 'longenough',
      password_confirmation: 'different1',
    });
    expect(errors).toEqual([VALIDATION.passwordsDoNotMatch]);
  });

  it('accepts both age-group spellings and answers the canonical one', () => {
    expect(normaliseAgeGroup('middle')).toBe('middle-adulthood');
    expect(normaliseAgeGroup('senior-adult')).toBe('senior-adult');
    expect(normaliseAgeGroup('toddler')).toBeNull();
  });

  it('needs a non-empty ingredient and at least one tag for a recipe', async () => {
    const errors = await messagesOf(recipeFieldsSchema, {
      recipe_name: 'Soup',
      category_id: 1,
      recipe_library_id: 1,
      age_group: 'adult',
      serving_number: 2,
      cooking_time: 10,
      preparation_time: 5,
      nutrition_info: 'Low fat',
      tags: [],
      ingredients: ['  '],
      instructions: ['Boil'],
    });
    expect(errors).toEqual(expect.arrayContaining([VALIDATION.tagRequired, VALIDATION.ingredientRequired]));
  });
});
