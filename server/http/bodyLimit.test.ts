import sharp from 'sharp';
import { PERSON_NAME_MAX_LENGTH, REVIEW_COMMENT_MAX_LENGTH } from '../../contract/constants';
import {
  createCategory,
  createLibrary,
  createRecipe,
  createUser,
  multipartForm,
  type TestUser,
} from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/testApp';
import { JSON_BODY_MAX_BYTES } from './jsonBody';

/**
 * A JSON body over 64 KB is refused (413) before it is read, let alone parsed: at 1 MB, parsing
 * 60,000 small objects held the event loop 165 ms (issue 33). The largest body a real form can
 * send, every character escaped, is still taken; multipart forms keep their own limits.
 */

let ctx: TestContext;
let cook: TestUser;
let categoryId: number;
let libraryId: number;
let recipeId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  cook = await createUser(ctx.db, { name: 'Body Limit Tester' });
  categoryId = (await createCategory(ctx.db, 'Dinner')).id;
  libraryId = (await createLibrary(ctx.db, 'Vegetarian')).id;
  recipeId = (await createRecipe(ctx.db, { userId: cook.id, categoryId, libraryId, recipeName: 'Plain soup' })).id;
}, 60_000);
afterAll(() => ctx.close());

const auth = () => ({ authorization: `Bearer ${cook.token}` });

/** JSON text with every character of every string sent as a `\uXXXX` escape: six bytes each. */
function escapedJson(value: unknown): string {
  return JSON.stringify(value).replace(/"((?:[^"\\]|\\.)*)"/g, (_match, text: string) => {
    const plain = JSON.parse(`"${text}"`) as string;
    return `"${[...plain].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`;
  });
}

const postJson = (url: string, payload: string) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...auth(), 'content-type': 'application/json' }, payload });

it('is 64 KB', () => {
  expect(JSON_BODY_MAX_BYTES).toBe(64 * 1024);
});

it.each([
  ['/api/household/members', () => JSON.stringify({ name: 'Mia', age_group: 'child', dislikes: ['x'.repeat(60_000)] })],
  ['/api/review/1', () => JSON.stringify({ rating: 5, comment: 'x'.repeat(60_000) })],
  ['/api/users/login', () => JSON.stringify({ email: 'x'.repeat(60_000), password: 'x' })],
  // Small objects, the shape whose parse took longest at 1 MB.
  ['/api/meal-attendees/1', () => JSON.stringify({ member_ids: Array.from({ length: 7_000 }, () => ({ a: 1 })) })],
])('POST %s with a body one byte over the limit answers 413 with the envelope', async (url, body) => {
  const json = body();
  const payload = json.padEnd(JSON_BODY_MAX_BYTES + 1, ' ');
  expect(Buffer.byteLength(json)).toBeLessThan(JSON_BODY_MAX_BYTES);
  expect(Buffer.byteLength(payload)).toBe(JSON_BODY_MAX_BYTES + 1);
  const response = await postJson(url, payload);
  expect(response.statusCode).toBe(413);
  expect(response.json()).toMatchObject({ success: false, message: 'The request is too large.' });
  // The same body at the limit is read (and refused for what it says, not for its size).
  expect((await postJson(url, json.padEnd(JSON_BODY_MAX_BYTES, ' '))).statusCode).not.toBe(413);
});

it('takes the longest review, every character escaped', async () => {
  const payload = escapedJson({ rating: 4, comment: 'é'.repeat(REVIEW_COMMENT_MAX_LENGTH) });
  expect(Buffer.byteLength(payload)).toBeGreaterThan(6 * REVIEW_COMMENT_MAX_LENGTH);
  const response = await postJson(`/api/review/${recipeId}`, payload);
  expect([200, 201]).toContain(response.statusCode);
});

it('takes the largest registration, every character escaped', async () => {
  const password = 'é'.repeat(200);
  const payload = escapedJson({
    name: 'é'.repeat(PERSON_NAME_MAX_LENGTH),
    email: 'longest.form@example.com',
    password,
    password_confirmation: password,
  });
  const response = await postJson('/api/users/register', payload);
  expect(response.statusCode).toBe(201);
});

it('takes a multipart recipe form far over 64 KB (multipart has its own limits)', async () => {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  const form = multipartForm([
    { name: 'recipe_name', value: 'Long stew' },
    { name: 'category_id', value: String(categoryId) },
    { name: 'recipe_library_id', value: String(libraryId) },
    { name: 'age_group', value: 'middle' },
    { name: 'serving_number', value: '4' },
    { name: 'cooking_time', value: '40' },
    { name: 'preparation_time', value: '15' },
    { name: 'nutrition_info', value: 'abcdefghi '.repeat(1000).trim() },
    { name: 'tags[0]', value: 'stew' },
    ...Array.from({ length: 60 }, (_, index) => ({ name: `ingredients[${index}]`, value: `${index + 1} g carrot` })),
    ...Array.from({ length: 40 }, (_, index) => ({ name: `instructions[${index}]`, value: 'Stir. '.repeat(400) })),
    { name: 'recipe_image', filename: 'photo.png', contentType: 'image/png', data: png },
  ]);
  expect(form.payload.length).toBeGreaterThan(100 * 1024);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/recipe/store',
    payload: form.payload,
    headers: { ...form.headers, ...auth() },
  });
  expect(response.statusCode).toBe(201);
});
