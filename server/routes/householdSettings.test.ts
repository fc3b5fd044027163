/**
 * Issue 38: the household's time zone and meal times (PATCH /api/household/settings, parents
 * only) and what GET /api/household answers of them.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_MEAL_TIME } from '../../contract/constants';
import { HOUSEHOLD, WEEK_MESSAGES } from '../../contract/messages';
import type { HouseholdDto } from '../../contract/types';
import { households } from '../db/schema';
import { BODY_NOT_AN_OBJECT } from '../http/validate';
import { UNKNOWN_MEAL_CATEGORY } from '../services/household/settings';
import { createCategory, createUser, type TestUser } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
let parent: TestUser;
let member: TestUser;
let other: TestUser;
let breakfast: number;
let dinner: number;
let elevenses: number;
let constructorCategory: number;

beforeAll(async () => {
  ctx = await createTestApp();
  parent = await createUser(ctx.db, { name: 'Sam Settings' });
  member = await createUser(ctx.db, { name: 'Alex Settings' });
  other = await createUser(ctx.db, { name: 'Otto Other' });
  // Made out of order: the answer follows position, not id.
  dinner = (await createCategory(ctx.db, 'Dinner', 3)).id;
  breakfast = (await createCategory(ctx.db, 'Breakfast', 1)).id;
  elevenses = (await createCategory(ctx.db, 'Elevenses', 2)).id;
  // A name that is a key of every plain object: it must not read Object.prototype.constructor.
  constructorCategory = (await createCategory(ctx.db, 'Constructor', 4)).id;
  const invite = await call('POST', '/api/household/invite', parent, {});
  expect(invite.statusCode).toBe(201);
  expect((await call('POST', '/api/household/join', member, { code: invite.json().data.code })).statusCode).toBe(200);
}, 60_000);
afterAll(() => ctx.close());

const auth = (user: TestUser | null) => (user ? { authorization: `Bearer ${user.token}` } : {});
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, user: TestUser | null, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...auth(user), ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const patch = (payload: unknown, user: TestUser | null = parent) =>
  call('PATCH', '/api/household/settings', user, payload);

async function household(user: TestUser = parent): Promise<HouseholdDto> {
  const response = await call('GET', '/api/household', user);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}
const timeOf = (data: HouseholdDto, categoryId: number) =>
  data.meal_times.find((entry) => entry.category_id === categoryId)?.time;

describe('GET /api/household: time zone and meal times', () => {
  it('answers no zone and every category’s default time, in category order', async () => {
    const data = await household(other);
    expect(data.time_zone).toBeNull();
    expect(data.meal_times).toEqual([
      { category_id: breakfast, category_name: 'Breakfast', time: '08:00' },
      { category_id: elevenses, category_name: 'Elevenses', time: DEFAULT_MEAL_TIME },
      { category_id: dinner, category_name: 'Dinner', time: '18:30' },
      { category_id: constructorCategory, category_name: 'Constructor', time: DEFAULT_MEAL_TIME },
    ]);
  });
});

describe('PATCH /api/household/settings', () => {
  it('saves the zone (as the runtime names it) and the times named, keeping the others', async () => {
    const response = await patch({ time_zone: 'europe/london', meal_times: [{ category_id: dinner, time: '19:15' }] });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(WEEK_MESSAGES.settingsSaved);
    const answered = response.json().data as HouseholdDto;
    expect(answered.time_zone).toBe('Europe/London');
    expect(timeOf(answered, dinner)).toBe('19:15');
    expect(timeOf(answered, breakfast)).toBe('08:00');

    const again = await patch({ meal_times: [{ category_id: breakfast, time: '07:05' }] });
    expect(again.statusCode).toBe(200);
    // The member reads the family's settings too.
    const read = await household(member);
    expect(read.time_zone).toBe('Europe/London');
    expect(timeOf(read, dinner)).toBe('19:15');
    expect(timeOf(read, breakfast)).toBe('07:05');
    // Another family is untouched.
    expect((await household(other)).time_zone).toBeNull();
  });

  it('takes null as "each browser’s own" and an empty body as no change', async () => {
    expect((await patch({ time_zone: 'America/New_York' })).statusCode).toBe(200);
    expect((await patch({})).statusCode).toBe(200);
    expect((await household()).time_zone).toBe('America/New_York');
    expect((await patch({ time_zone: null })).statusCode).toBe(200);
    expect((await household()).time_zone).toBeNull();
  });

  it('keeps both of two parents’ changes made at once', async () => {
    await Promise.all([
      patch({ meal_times: [{ category_id: elevenses, time: '11:00' }] }),
      patch({ meal_times: [{ category_id: constructorCategory, time: '21:45' }] }),
    ]);
    const data = await household();
    expect(timeOf(data, elevenses)).toBe('11:00');
    expect(timeOf(data, constructorCategory)).toBe('21:45');
  });

  it('is for parents: a member is refused with 403, a signed-out caller with 401', async () => {
    const refused = await patch({ time_zone: 'Asia/Tokyo' }, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(HOUSEHOLD.parentsOnly);
    expect((await patch({ time_zone: 'Asia/Tokyo' }, null)).statusCode).toBe(401);
    expect((await household()).time_zone).not.toBe('Asia/Tokyo');
  });

  it.each([
    ['an unknown zone', { time_zone: 'Mars/Olympus_Mons' }, 'time_zone', WEEK_MESSAGES.timeZoneInvalid],
    ['a zone of the wrong type', { time_zone: 42 }, 'time_zone', WEEK_MESSAGES.timeZoneInvalid],
    ['a huge zone', { time_zone: 'Europe/'.repeat(8_000) }, 'time_zone', WEEK_MESSAGES.timeZoneInvalid],
    ['a NUL in the zone', { time_zone: 'Europe/London\u0000' }, 'time_zone', null],
    ['times that are not a list', { meal_times: 'dinner at six' }, 'meal_times', WEEK_MESSAGES.mealTimeInvalid],
    ['a time past midnight', { meal_times: [{ category_id: 1, time: '24:00' }] }, 'meal_times[0].time', null],
    ['a 12-hour time', { meal_times: [{ category_id: 1, time: '6:30 pm' }] }, 'meal_times[0].time', null],
    ['a missing time', { meal_times: [{ category_id: 1 }] }, 'meal_times[0].time', null],
    ['a missing category', { meal_times: [{ time: '18:00' }] }, 'meal_times[0].category_id', null],
    [
      'a category past 2^31',
      { meal_times: [{ category_id: 2 ** 31, time: '18:00' }] },
      'meal_times[0].category_id',
      null,
    ],
    ['a category as text', { meal_times: [{ category_id: '3', time: '18:00' }] }, 'meal_times[0].category_id', null],
  ])('refuses %s with 422', async (_name, payload, field, message) => {
    const response = await patch(payload);
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as Record<string, string[]>;
    const key = Object.keys(errors).find((name) => name === field || name.startsWith(field.split('[')[0]));
    expect(key).toBeDefined();
    if (message) expect(errors[key!]).toContain(message);
    expect(typeof response.json().message).toBe('string');
  });

  it('refuses a category that does not exist with 422, changing nothing', async () => {
    const before = await household();
    const response = await patch({
      time_zone: 'Asia/Tokyo',
      meal_times: [
        { category_id: dinner, time: '17:00' },
        { category_id: 999_999, time: '18:00' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.meal_times).toEqual([UNKNOWN_MEAL_CATEGORY]);
    const after = await household();
    expect(after.time_zone).toBe(before.time_zone);
    expect(timeOf(after, dinner)).toBe(timeOf(before, dinner));
  });

  it('refuses a body that is not an object (400), a body past the size limit (413) and more than 50 times (422)', async () => {
    const list = await patch('[1,2]');
    expect(list.statusCode).toBe(400);
    expect(list.json().message).toBe(BODY_NOT_AN_OBJECT);
    expect((await patch({ time_zone: 'Europe/'.repeat(300_000) })).statusCode).toBe(413);
    const many = Array.from({ length: 51 }, () => ({ category_id: dinner, time: '18:00' }));
    expect((await patch({ meal_times: many })).statusCode).toBe(422);
  });

  it('stores only what was sent: the row holds the changed times by category id', async () => {
    const [row] = await ctx.db
      .select({ mealTimes: households.mealTimes })
      .from(households)
      .where(eq(households.id, (await household()).id));
    expect(row.mealTimes[String(breakfast)]).toBe('07:05');
    expect(Object.hasOwn(row.mealTimes, '999999')).toBe(false);
  });
});
