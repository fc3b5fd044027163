import { isSchema, ValidationError, type AnyObjectSchema, type StringSchema } from 'yup';
import { VALIDATION } from './messages';
import * as schemas from './schemas';
import {
  idNumber,
  loginSchema,
  mealPlanSchema,
  RECIPE_TEXT_MESSAGES,
  recipeFieldsSchema,
  registerSchema,
  SQL_INTEGER_MAX,
} from './schemas';
import { countWords, normaliseAgeGroup, RECIPE_NAME_MAX_LENGTH, RECIPE_NAME_MAX_WORDS } from './constants';

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

/** Every object schema the contract exports (the forms' and the API's). */
const objectSchemas = Object.entries(schemas as Record<string, unknown>).filter(
  (entry): entry is [string, AnyObjectSchema] => isSchema(entry[1]) && (entry[1] as AnyObjectSchema).type === 'object',
);

/** Values a person (or a hostile client) can send: empty, too long, too many words, the wrong type. */
const hostileValues: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x'.repeat(20_000),
  Array.from({ length: 1200 }, () => 'word').join(' '),
  'NOT lowercase ',
  'not a link',
  12345,
  -1,
  1.5,
  1e12,
  true,
  {},
  [],
  [''],
  ['x'.repeat(5000)],
  Array.from({ length: 30 }, (_, index) => `tag${index}`),
  [42, { a: 1 }],
];

/** As server/http/validate.ts does: values of the wrong type are refused first, then the rules run. */
async function allMessages(schema: AnyObjectSchema, value: unknown): Promise<string[]> {
  const errorsOf = async (strict: boolean) => {
    try {
      await schema.validate(value, { abortEarly: false, stripUnknown: true, strict });
      return [];
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return error.inner.length > 0 ? error.inner : [error];
    }
  };
  const strictErrors = await errorsOf(true);
  const typeErrors = strictErrors.filter((item) => item.type === 'typeError');
  const all = typeErrors.length > 0 ? strictErrors : [...strictErrors, ...(await errorsOf(false))];
  return all.map((item) => item.message);
}

describe('messages a person can meet', () => {
  it('walks every contract schema and finds no raw field name or yup default wording', async () => {
    expect(objectSchemas.length).toBeGreaterThanOrEqual(10);
    const offending: string[] = [];
    let seen = 0;
    for (const [schemaName, schema] of objectSchemas) {
      const keys = Object.keys(schema.fields);
      for (const key of keys) {
        for (const value of hostileValues) {
          for (const message of await allMessages(schema, { [key]: value })) {
            seen += 1;
            const rawKey = keys.some((name) => name.includes('_') && message.includes(name));
            if (
              rawKey ||
              /\b[a-z]+_[a-z_]+\b/.test(message) ||
              /\[\d+\]|\$\{|`|is a required field|must be a `/.test(message)
            ) {
              offending.push(`${schemaName}.${key}: ${message}`);
            }
          }
        }
      }
    }
    expect(seen).toBeGreaterThan(100);
    expect(offending).toEqual([]);
  });

  it('enforces the recipe name limits the hint announces, in words a person reads', async () => {
    const name = recipeFieldsSchema.fields.recipe_name as StringSchema<string>;
    const words = (count: number) => Array.from({ length: count }, () => 'soup').join(' ');
    expect(await name.isValid(words(RECIPE_NAME_MAX_WORDS))).toBe(true);
    await expect(name.validate(words(31))).rejects.toThrow(RECIPE_TEXT_MESSAGES.recipeNameWords);
    await expect(name.validate('x'.repeat(RECIPE_NAME_MAX_LENGTH + 1))).rejects.toThrow(
      RECIPE_TEXT_MESSAGES.recipeNameLength,
    );
    expect(RECIPE_TEXT_MESSAGES.recipeNameWords).toBe('The recipe name may be at most 20 words.');
    expect(RECIPE_TEXT_MESSAGES.recipeNameLength).toBe('The recipe name may be at most 200 characters.');
  });

  it('counts words as a person does', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  ')).toBe(0);
    expect(countWords(' Creamy  tomato\npasta ')).toBe(3);
  });
});
