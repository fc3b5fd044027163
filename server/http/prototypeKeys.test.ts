import sharp from 'sharp';
import {
  createCategory,
  createLibrary,
  createRecipe,
  createUser,
  multipartForm,
  type TestUser,
} from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/testApp';

/**
 * Issue 33 §3: words of Object.prototype in every query and body field that is looked up in a
 * table. `age_group=__proto__` answered 500, `constructor` matched nothing with 200, and
 * "2 constructor of milk" stored the unit `function Object() { [native code] }`. Each answer
 * here is a 4xx with a message, or a 200/201 whose body holds no function text.
 */

const WORDS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'] as const;

let ctx: TestContext;
let cook: TestUser;
let categoryId: number;
let libraryId: number;
let recipeId: number;
let memberId: number;
let png: Buffer;

beforeAll(async () => {
  ctx = await createTestApp();
  cook = await createUser(ctx.db, { name: 'Proto Tester' });
  categoryId = (await createCategory(ctx.db, 'Dinner')).id;
  libraryId = (await createLibrary(ctx.db, 'Vegetarian')).id;
  recipeId = (
    await createRecipe(ctx.db, {
      userId: cook.id,
      categoryId,
      libraryId,
      recipeName: 'Milk soup',
      ingredients: ['2 constructor of milk', '1 __proto__ flour', '3 toString eggs', '2 hasOwnProperty'],
    })
  ).id;
  const household = await send('GET', '/api/household');
  expect(household.statusCode).toBe(200);
  const added = await send('POST', '/api/household/members', { name: 'Sam', age_group: 'teen' });
  expect(added.statusCode).toBe(201);
  memberId = (added.json() as { data: { id: number } }).data.id;
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2980b9' } })
    .png()
    .toBuffer();
}, 60_000);
afterAll(() => ctx.close());

async function send(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: { authorization: `Bearer ${cook.token}` }, payload });
}

/** What is wrong with an answer, or null: a 5xx, a 4xx without a message, or function text. */
function problem(response: { statusCode: number; body: string }, refused: boolean): string | null {
  if (response.body.includes('native code') || /function \w*\(/.test(response.body)) return 'function text';
  if (response.statusCode >= 500) return `${response.statusCode}`;
  if (response.statusCode >= 400) {
    const body = JSON.parse(response.body) as { success?: boolean; message?: unknown };
    if (body.success !== false || typeof body.message !== 'string' || body.message === '') return 'no message';
    return null;
  }
  return refused ? `${response.statusCode}, not refused` : null;
}

interface Probe {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
  /** The value must be refused (a code list, an enumerated value, an id); else 2xx is fine too. */
  refused: boolean;
}

async function expectNoProblems(probes: Probe[]) {
  const failures: string[] = [];
  for (const probe of probes) {
    const response = await send(probe.method, probe.url, probe.payload);
    const found = problem(response, probe.refused);
    if (found)
      failures.push(
        `${probe.method} ${probe.url} ${JSON.stringify(probe.payload) ?? ''} → ${found}: ${response.body.slice(0, 160)}`,
      );
  }
  expect(failures).toEqual([]);
}

const LIST_FILTERS = ['age_group', 'category_id', 'recipe_library_id', 'tag_id', 'safe_for', 'max_kcal', 'min_protein'];

describe.each(WORDS)('"%s" typed where a table is read', (word) => {
  const value = encodeURIComponent(word);

  it('is refused by every recipe list filter, and searched for as text', async () => {
    const probes: Probe[] = [];
    for (const path of ['/api/guest/recipes', '/api/auth/recipes']) {
      for (const field of LIST_FILTERS) probes.push({ method: 'GET', url: `${path}?${field}=${value}`, refused: true });
      probes.push({ method: 'GET', url: `${path}?search=${value}`, refused: false });
      probes.push({ method: 'GET', url: `${path}?page=${value}&per_page=${value}`, refused: true });
      probes.push({ method: 'GET', url: `${path}?${value}=1`, refused: false });
    }
    probes.push(
      { method: 'GET', url: `/api/recipes/search?search=${value}`, refused: false },
      { method: 'GET', url: `/api/recipes/search?search=2+${value}+of+milk`, refused: false },
      { method: 'GET', url: `/api/my-recipes?category_id=${value}`, refused: true },
      { method: 'GET', url: `/api/wishlists?category_id=${value}`, refused: true },
      { method: 'GET', url: `/api/tags?recipe_library_id=${value}`, refused: true },
      { method: 'GET', url: `/api/reviews-by-pagination/${recipeId}?page=${value}`, refused: false },
      { method: 'GET', url: `/api/single-recipe/${value}`, refused: true },
      { method: 'GET', url: `/api/recipe-name/${value}`, refused: true },
      { method: 'GET', url: `/api/cms/${value}`, refused: true },
      { method: 'GET', url: `/api/blogs/${value}`, refused: true },
    );
    await expectNoProblems(probes);
  });

  it('is refused by the planner and shopping list fields that name a day, a category or people', async () => {
    await expectNoProblems([
      { method: 'GET', url: `/api/shopping-list?days=${value}`, refused: true },
      { method: 'GET', url: `/api/meal-plans/nutrition?days=${value}`, refused: true },
      { method: 'GET', url: `/api/meal-suggestions?day=${value}`, refused: true },
      { method: 'GET', url: `/api/meal-suggestions?category_id=${value}`, refused: true },
      { method: 'GET', url: `/api/meal-suggestions?member_ids=${value}`, refused: true },
      { method: 'GET', url: `/api/meal-conflicts/${recipeId}?member_ids=${value}`, refused: true },
      {
        method: 'POST',
        url: `/api/meal-plans/${recipeId}`,
        payload: { day: word, category_id: categoryId },
        refused: true,
      },
      {
        method: 'POST',
        url: `/api/meal-plans/${recipeId}`,
        payload: { day: 'monday', category_id: word },
        refused: true,
      },
      {
        method: 'POST',
        url: `/api/meal-plans/${recipeId}`,
        payload: { day: 'monday', category_id: categoryId, member_ids: [word] },
        refused: true,
      },
      { method: 'POST', url: '/api/meal-attendees/1', payload: { member_ids: [word] }, refused: true },
      { method: 'PATCH', url: `/api/shopping-list/items/${value}`, payload: { checked: true }, refused: true },
      { method: 'PATCH', url: `/api/shopping-list/items/p-${value}`, payload: { checked: true }, refused: true },
      { method: 'PATCH', url: `/api/shopping-list/items/m-${value}`, payload: { checked: true }, refused: true },
      { method: 'DELETE', url: `/api/shopping-list/items/p-${value}`, refused: true },
    ]);
  });

  it('is refused as a household member age group, allergen or diet; a name or dislike is text', async () => {
    const member = { name: 'Ann', age_group: 'adult' };
    await expectNoProblems([
      { method: 'POST', url: '/api/household/members', payload: { ...member, age_group: word }, refused: true },
      { method: 'POST', url: '/api/household/members', payload: { ...member, allergens: [word] }, refused: true },
      { method: 'POST', url: '/api/household/members', payload: { ...member, diets: [word] }, refused: true },
      { method: 'PATCH', url: `/api/household/members/${memberId}`, payload: { age_group: word }, refused: true },
      { method: 'PATCH', url: `/api/household/members/${memberId}`, payload: { allergens: [word] }, refused: true },
      { method: 'PATCH', url: `/api/household/members/${memberId}`, payload: { diets: [word] }, refused: true },
      { method: 'PATCH', url: `/api/household/members/${memberId}`, payload: { portion: word }, refused: true },
      { method: 'PATCH', url: `/api/household/members/${memberId}`, payload: { name: word }, refused: false },
      { method: 'PATCH', url: `/api/household/members/${memberId}`, payload: { dislikes: [word] }, refused: false },
      { method: 'POST', url: '/api/household/join', payload: { code: word }, refused: true },
      { method: 'POST', url: '/api/subscribe', payload: { email: word }, refused: true },
    ]);
    const household = await send('GET', '/api/household');
    expect(problem(household, false)).toBeNull();
  });

  it('is refused as the recipe form age group; as an ingredient word it is stored as text, with no unit', async () => {
    const refusedForm = multipartForm(recipeFormParts({ age_group: word }));
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipe/store',
      headers: { authorization: `Bearer ${cook.token}`, ...refusedForm.headers },
      payload: refusedForm.payload,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { age_group: [expect.any(String)] } });

    // A field named after the word: the multipart reader refuses __proto__ and constructor (400).
    const named = multipartForm(recipeFormParts({ [word]: 'a field named after it' }));
    const namedAnswer = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipe/store',
      headers: { authorization: `Bearer ${cook.token}`, ...named.headers },
      payload: named.payload,
    });
    expect(problem(namedAnswer, false)).toBeNull();

    const form = multipartForm(
      recipeFormParts({
        'ingredients[0]': `2 ${word} of milk`,
        'ingredients[1]': `1 ${word}`,
        'ingredients[2]': `3 ${word}s flour`,
        'tags[0]': word,
      }),
    );
    const stored = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipe/store',
      headers: { authorization: `Bearer ${cook.token}`, ...form.headers },
      payload: form.payload,
    });
    expect(problem(stored, false)).toBeNull();
    expect(stored.statusCode).toBe(201);
    const storedId = (stored.json() as { data: { id: number } }).data.id;
    const details = await send('GET', `/api/single-recipe/${storedId}`);
    expect(problem(details, false)).toBeNull();
  });

  it('typed into the shopping list is an item with no unit, and the list shows no function text', async () => {
    const added = await send('POST', '/api/shopping-list/items', { name: `2 ${word} of milk` });
    expect(problem(added, false)).toBeNull();
    expect(added.statusCode).toBe(201);
    expect((added.json() as { data: { unit: unknown } }).data.unit).toBeNull();
    const planned = await send('POST', `/api/meal-plans/${recipeId}`, { day: 'monday', category_id: categoryId });
    expect(problem(planned, false)).toBeNull();
    for (const url of ['/api/shopping-list', '/api/get-meal-plans', '/api/meal-plans/nutrition']) {
      const response = await send('GET', url);
      expect(response.statusCode).toBe(200);
      expect(problem(response, false)).toBeNull();
    }
  });
});

function recipeFormParts(overrides: Record<string, string>) {
  const fields: Record<string, string> = {
    recipe_name: 'Prototype Stew',
    category_id: String(categoryId),
    recipe_library_id: String(libraryId),
    age_group: 'adult',
    serving_number: '4',
    cooking_time: '40',
    preparation_time: '15',
    nutrition_info: '420 kcal',
    'tags[0]': 'stew',
    'ingredients[0]': 'red lentils',
    'instructions[0]': 'Simmer the lentils.',
    ...overrides,
  };
  return [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'recipe_image', filename: 'photo.png', contentType: 'image/png', data: png },
  ];
}
