import type { StringSchema } from 'yup';
import { VALIDATION } from './messages';
import { idNumber, loginSchema, mealPlanSchema, recipeFieldsSchema, registerSchema, SQL_INTEGER_MAX } from './schemas';
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

  it('takes a resource link only as an absolute http(s) address with a host', async () => {
    const link = recipeFieldsSchema.fields.resource_link as StringSchema<string | undefined>;
    for (const valid of [
      'https://example.com/lentils',
      'http://example.com',
      '  https://example.com/a?b=c  ',
      '',
      undefined,
    ]) {
      expect({ valid, ok: await link.isValid(valid) }).toEqual({ valid, ok: true });
    }
    const invalid = [
      '//evil.example/x',
      'javascript:alert(1)',
      '/x',
      'http:/x',
      'http:///x',
      'ftp://example.com/x',
      'example.com',
    ];
    for (const value of invalid) {
      expect({ value, ok: await link.isValid(value) }).toEqual({ value, ok: false });
    }
  });

  it('bounds every id to what the database holds', async () => {
    const id = idNumber('Pick one');
    for (const value of [1, SQL_INTEGER_MAX]) expect(await id.isValid(value)).toBe(true);
    for (const value of [0, -1, 1.5, SQL_INTEGER_MAX + 1, 1e30, Infinity, NaN]) {
      expect({ value, ok: await id.isValid(value) }).toEqual({ value, ok: false });
    }
    expect(await messagesOf(mealPlanSchema, { day: 'monday', category_id: 2147483648 })).toEqual([
      VALIDATION.plannerSelectionRequired,
    ]);
  });
});
