import { VALIDATION as V } from '../../contract/messages';
import { createUser, type TestUser } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/testApp';

/**
 * A signed-in body with a list of hundreds of thousands of items is refused at the list's cap,
 * with the field's message, before any item is checked (issue 33: 400 KB of ids took 12.7 s and
 * held every other request). bench/stall.ts measures the event loop under these bodies.
 */

let ctx: TestContext;
let cook: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  cook = await createUser(ctx.db, { name: 'Stall Tester' });
}, 60_000);
afterAll(() => ctx.close());

/** Lists as long as fit in the 64 KB JSON body limit (a larger body is 413, bodyLimit.test.ts). */
const huge = <T>(item: T, length = 6_000): T[] => new Array<T>(length).fill(item);

it.each([
  [
    'POST',
    '/api/household/members',
    { name: 'Mia', age_group: 'child', allergens: huge('egg') },
    'allergens',
    V.allergenInvalid,
  ],
  ['POST', '/api/household/members', { name: 'Mia', age_group: 'child', diets: huge('vegan') }, 'diets', V.dietInvalid],
  [
    'POST',
    '/api/household/members',
    { name: 'Mia', age_group: 'child', dislikes: huge('leek') },
    'dislikes',
    V.dislikesInvalid,
  ],
  ['PATCH', '/api/household/members/1', { allergens: huge('egg') }, 'allergens', V.allergenInvalid],
  ['POST', '/api/meal-attendees/1', { member_ids: huge(1, 30_000) }, 'member_ids', V.attendeesInvalid],
  [
    'POST',
    '/api/meal-plans/1',
    { day: 'monday', category_id: 1, member_ids: huge(1, 30_000) },
    'member_ids',
    V.attendeesInvalid,
  ],
] as const)(
  '%s %s with a huge %s list answers 422 with the field message',
  async (method, url, payload, field, message) => {
    const response = await ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${cook.token}` },
      payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, message, errors: { [field]: [message] } });
  },
);

it('still finds a NUL character at the end of a huge list, and in a key of an object in a list', async () => {
  const send = (payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/meal-attendees/1',
      headers: { authorization: `Bearer ${cook.token}` },
      payload,
    });
  const atTheEnd = await send({ member_ids: [...huge('1'), 'x\u0000'] });
  expect(atTheEnd.statusCode).toBe(422);
  expect(Object.keys(atTheEnd.json().errors)).toEqual(['member_ids']);
  const inAKey = await send({ member_ids: [1, [{ ok: 1 }, { 'bad\u0000key': 1 }]] });
  expect(inAKey.statusCode).toBe(422);
  expect(inAKey.json().message).toContain('NUL character');
});

it('refuses JSON nested past any form before parsing it (400), and still parses what forms send', async () => {
  const send = (payload: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/household/members',
      headers: { authorization: `Bearer ${cook.token}`, 'content-type': 'application/json' },
      payload,
    });
  // 30,000 deep: as deep as fits in the body limit.
  const deep = await send(`{"allergens":${'['.repeat(30_000)}${']'.repeat(30_000)}}`);
  expect(deep.statusCode).toBe(400);
  expect(deep.json()).toMatchObject({ success: false, message: expect.stringContaining('nests deeper') });
  // Brackets inside text are text.
  const bracketsInText = await send(JSON.stringify({ name: `Mia ${'['.repeat(100)}`, age_group: 'child' }));
  expect(bracketsInText.statusCode).toBe(422);
  const poisoned = await send('{"__proto__":{"x":1},"name":"Mia","age_group":"child"}');
  expect(poisoned.statusCode).toBe(400);
});
