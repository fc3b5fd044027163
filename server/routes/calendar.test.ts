/**
 * Issue 38, the calendar feed: GET/POST /api/household/calendar (the private URL and a new one)
 * and GET /api/calendar/{token}.ics, read the way a calendar app reads it (ical.js, the feed's
 * VTIMEZONE registered so every time resolves).
 */
import ICAL from 'ical.js';
import { WEEK_PLANNING } from '../../contract/constants';
import { HOUSEHOLD, WEEK_MESSAGES } from '../../contract/messages';
import type { CalendarFeedDto, HouseholdDto } from '../../contract/types';
import { addDays, addWeeks, todayIn, weekStartOf, type IsoDate } from '../../contract/weeks';
import { mealPlans } from '../db/schema';
import { householdFeed } from '../services/calendar/calendarFeed';
import { HOST_INVALID } from '../services/calendar/feedAddress';
import { createCategory, createLibrary, createRecipe, createUser, type TestUser } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
let parent: TestUser;
let member: TestUser;
let stranger: TestUser;
let householdId: number;
let strangerHouseholdId: number;
let breakfast: number;
let dinner: number;
let recipeId: number;
let samId: number;
let alexId: number;
let miaId: number;

const HOST = '192.168.1.20:3000';
const auth = (user: TestUser | null) => (user ? { authorization: `Bearer ${user.token}` } : {});
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, user: TestUser | null, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { host: HOST, ...auth(user) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function household(user: TestUser): Promise<HouseholdDto> {
  const response = await call('GET', '/api/household', user);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}
async function feedLink(user: TestUser): Promise<CalendarFeedDto> {
  const response = await call('GET', '/api/household/calendar', user);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}
/** The path of a feed URL, to inject. */
const pathOf = (url: string) => new URL(url).pathname;

beforeAll(async () => {
  ctx = await createTestApp();
  parent = await createUser(ctx.db, { name: 'Sam' });
  member = await createUser(ctx.db, { name: 'Alex' });
  stranger = await createUser(ctx.db, { name: 'Otto' });
  breakfast = (await createCategory(ctx.db, 'Breakfast', 1)).id;
  dinner = (await createCategory(ctx.db, 'Dinner', 3)).id;
  const libraryId = (await createLibrary(ctx.db)).id;
  recipeId = (
    await createRecipe(ctx.db, { userId: stranger.id, categoryId: dinner, libraryId, recipeName: 'Chicken curry' })
  ).id;
  const invite = await call('POST', '/api/household/invite', parent, {});
  expect((await call('POST', '/api/household/join', member, { code: invite.json().data.code })).statusCode).toBe(200);
  const mia = await call('POST', '/api/household/members', parent, { name: 'Mia', age_group: 'child' });
  expect(mia.statusCode).toBe(201);
  const family = await household(parent);
  householdId = family.id;
  [samId, alexId, miaId] = ['Sam', 'Alex', 'Mia'].map((name) => family.members.find((m) => m.name === name)!.id);
  strangerHouseholdId = (await household(stranger)).id;
}, 60_000);
afterAll(() => ctx.close());
afterEach(() => ICAL.TimezoneService.reset());

async function insertMeal(values: {
  weekStart: IsoDate;
  day: string;
  categoryId: number;
  name?: string;
  memberIds?: number[] | null;
  leftoverOf?: number | null;
  household?: number;
}): Promise<number> {
  const [row] = await ctx.db
    .insert(mealPlans)
    .values({
      userId: parent.id,
      recipeId,
      householdId: values.household ?? householdId,
      categoryId: values.categoryId,
      weekStart: values.weekStart,
      day: values.day,
      name: values.name ?? 'Chicken curry',
      memberIds: values.memberIds ?? null,
      leftoverOf: values.leftoverOf ?? null,
    })
    .returning({ id: mealPlans.id });
  return row.id;
}

/** The feed as a calendar app reads it. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  return { calendar, events, byUid: new Map(events.map((event) => [event.uid, event])) };
}
const utc = (event: ICAL.Event) => event.startDate.toJSDate().toISOString();

describe('GET /api/household/calendar', () => {
  it('makes the family’s URL on the first ask, absolute at the address asked, the same for every account of it', async () => {
    const [first, second] = await Promise.all([feedLink(parent), feedLink(parent)]);
    expect(second).toEqual(first);
    expect(first.url).toMatch(/^http:\/\/192\.168\.1\.20:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(first.webcal_url).toBe(first.url.replace('http://', 'webcal://'));
    expect(await feedLink(member)).toEqual(first);
    const others = await feedLink(stranger);
    expect(pathOf(others.url)).not.toBe(pathOf(first.url));
  });

  it('answers at whatever address the app is reached at', async () => {
    const response = await ctx.app.inject({
      url: '/api/household/calendar',
      headers: { host: 'localhost:3000', ...auth(parent) },
    });
    expect(response.json().data.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\//);
  });

  it.each([
    ['a path', 'evil.example/x?y'],
    ['a user', 'me@evil.example'],
    ['a huge name', `${'a'.repeat(5000)}.example`],
  ])('refuses a Host header holding %s with 422, never a link built from it', async (_name, host) => {
    const response = await ctx.app.inject({ url: '/api/household/calendar', headers: { host, ...auth(parent) } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.host).toEqual([HOST_INVALID]);
  });

  it('is for a signed-in account only', async () => {
    expect((await call('GET', '/api/household/calendar', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/household/calendar', null)).statusCode).toBe(401);
  });
});

describe('GET /api/calendar/{token}.ics', () => {
  let thisWeek: IsoDate;
  let dinnerId: number;
  let breakfastId: number;
  let leftoverId: number;

  beforeAll(async () => {
    const saved = await call('PATCH', '/api/household/settings', parent, {
      time_zone: 'Europe/London',
      meal_times: [{ category_id: breakfast, time: '07:45' }],
    });
    expect(saved.statusCode).toBe(200);
    thisWeek = weekStartOf(todayIn('Europe/London'));
    dinnerId = await insertMeal({
      weekStart: thisWeek,
      day: 'saturday',
      categoryId: dinner,
      name: 'Grandma’s curry, extra hot; 🍛',
    });
    breakfastId = await insertMeal({
      weekStart: thisWeek,
      day: 'sunday',
      categoryId: breakfast,
      name: 'Porridge',
      memberIds: [samId, miaId],
    });
    leftoverId = await insertMeal({
      weekStart: thisWeek,
      day: 'monday',
      categoryId: dinner,
      memberIds: [alexId],
      leftoverOf: dinnerId,
    });
    // Another family's meal never shows.
    await insertMeal({
      weekStart: thisWeek,
      day: 'saturday',
      categoryId: dinner,
      name: 'Not ours',
      household: strangerHouseholdId,
    });
  });

  it('serves one event per meal, at its category’s time in the family’s zone, with who eats it and the recipe’s link', async () => {
    const response = await call('GET', pathOf((await feedLink(parent)).url), null);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { calendar, events, byUid } = parseFeed(response.body);
    expect(events.map((event) => event.uid).sort()).toEqual(
      [dinnerId, breakfastId, leftoverId].map((id) => `meal-${id}@forkcast`).sort(),
    );

    const cooked = byUid.get(`meal-${dinnerId}@forkcast`)!;
    expect(cooked.summary).toBe('Dinner: Grandma’s curry, extra hot; 🍛');
    expect(cooked.description).toBe('For: Sam, Alex, Mia');
    expect(cooked.component.getFirstPropertyValue('url')).toBe(`http://${HOST}/recipe-details/${recipeId}`);
    expect(cooked.startDate.zone.tzid).toBe('Europe/London');
    expect(cooked.startDate.toString()).toBe(`${thisWeek}T18:30:00`);
    expect(cooked.duration.toSeconds()).toBe(WEEK_PLANNING.mealEventMinutes * 60);

    const porridge = byUid.get(`meal-${breakfastId}@forkcast`)!;
    expect(porridge.summary).toBe('Breakfast: Porridge');
    expect(porridge.description).toBe('For: Sam, Mia');
    expect(porridge.startDate.toString()).toBe(`${addDays(thisWeek, 1)}T07:45:00`);

    const leftover = byUid.get(`meal-${leftoverId}@forkcast`)!;
    expect(leftover.description).toBe(`For: Alex\n${WEEK_MESSAGES.leftoverOf('Saturday', 'Dinner')}`);
    expect(leftover.description).toContain('Leftover of Saturday’s dinner');

    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe("Forkcast — Sam's family");
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/London');
    expect(calendar.getFirstPropertyValue('x-published-ttl')?.toString()).toBe('PT1H');
    expect(response.body).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(response.body).toContain("\r\nNAME:Forkcast — Sam's family\r\n");
  });

  it('keeps each meal’s UID, and the whole text, from one read to the next', async () => {
    const path = pathOf((await feedLink(parent)).url);
    const [first, second] = [await call('GET', path, null), await call('GET', path, null)];
    expect(second.body).toBe(first.body);
    expect(parseFeed(second.body).events.map((event) => event.uid)).toEqual(
      parseFeed(first.body).events.map((event) => event.uid),
    );
    // A calendar asking again with the tag it has gets 304.
    const again = await ctx.app.inject({
      url: path,
      headers: { host: HOST, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it(`carries ${WEEK_PLANNING.feedWeeksBack} weeks back to ${WEEK_PLANNING.feedWeeksAhead} weeks ahead, no further`, async () => {
    const inside = [
      await insertMeal({
        weekStart: addWeeks(thisWeek, -WEEK_PLANNING.feedWeeksBack),
        day: 'friday',
        categoryId: dinner,
      }),
      await insertMeal({
        weekStart: addWeeks(thisWeek, WEEK_PLANNING.feedWeeksAhead),
        day: 'friday',
        categoryId: dinner,
      }),
    ];
    const outside = [
      await insertMeal({
        weekStart: addWeeks(thisWeek, -WEEK_PLANNING.feedWeeksBack - 1),
        day: 'friday',
        categoryId: dinner,
      }),
      await insertMeal({
        weekStart: addWeeks(thisWeek, WEEK_PLANNING.feedWeeksAhead + 1),
        day: 'saturday',
        categoryId: dinner,
      }),
    ];
    const { byUid } = parseFeed((await call('GET', pathOf((await feedLink(parent)).url), null)).body);
    for (const id of inside) expect(byUid.has(`meal-${id}@forkcast`)).toBe(true);
    for (const id of outside) expect(byUid.has(`meal-${id}@forkcast`)).toBe(false);
  });

  it('is in UTC for a family that has set no zone', async () => {
    const week = weekStartOf(todayIn(null));
    const id = await insertMeal({
      weekStart: week,
      day: 'tuesday',
      categoryId: dinner,
      household: strangerHouseholdId,
    });
    const response = await call('GET', pathOf((await feedLink(stranger)).url), null);
    const { calendar, byUid } = parseFeed(response.body);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Etc/UTC');
    const event = byUid.get(`meal-${id}@forkcast`)!;
    expect(utc(event)).toBe(`${event.startDate.toString().slice(0, 10)}T18:30:00.000Z`);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe("Forkcast — Otto's family");
  });

  it('a new URL (parents only) stops the old one at once', async () => {
    const old = await feedLink(parent);
    const refused = await call('POST', '/api/household/calendar', member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(HOUSEHOLD.parentsOnly);
    expect((await call('GET', pathOf(old.url), null)).statusCode).toBe(200);

    const renewed = await call('POST', '/api/household/calendar', parent);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().message).toBe(WEEK_MESSAGES.calendarRenewed);
    const fresh = renewed.json().data as CalendarFeedDto;
    expect(fresh.url).not.toBe(old.url);
    expect(await feedLink(member)).toEqual(fresh);

    const gone = await call('GET', pathOf(old.url), null);
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(gone.body).toBe(WEEK_MESSAGES.calendarNotFound);
    expect((await call('GET', pathOf(fresh.url), null)).statusCode).toBe(200);
  });

  it.each([
    ['a made-up token', `/api/calendar/${'A'.repeat(43)}.ics`],
    ['a short token', '/api/calendar/abc.ics'],
    ['no .ics', () => pathOf(linkNow).replace('.ics', '')],
    ['another extension', () => pathOf(linkNow).replace('.ics', '.ICS')],
    [
      'a percent-encoded token',
      () =>
        pathOf(linkNow).replace(
          /\/([A-Za-z0-9_-]{43})\.ics$/,
          (_all, token: string) =>
            `/${[...token]
              .map((c) => `%${c.charCodeAt(0).toString(16)}`)
              .join('')
              .slice(0, -3)}x.ics`,
        ),
    ],
    ['a percent-encoded slash', () => pathOf(linkNow).replace('.ics', '%2F.ics')],
    ['a NUL', () => pathOf(linkNow).replace('.ics', '%00.ics')],
    ['a NUL alone', '/api/calendar/%00'],
    ['nothing', '/api/calendar/'],
    ['a 5 MB token', `/api/calendar/${'A'.repeat(5 * 1024 * 1024)}.ics`],
  ])('answers 404 in plain text for %s, never a 4xx of another kind or a 500', async (_name, path) => {
    const url = typeof path === 'function' ? path() : path;
    const response = await ctx.app.inject({ url, headers: { host: HOST } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(WEEK_MESSAGES.calendarNotFound);
  });

  it('reads a token whose letters are percent-encoded as the same token (RFC 3986: the same address)', async () => {
    const token = pathOf(linkNow).split('/').pop()!.replace('.ics', '');
    const encoded = [...token].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).join('');
    const response = await ctx.app.inject({ url: `/api/calendar/${encoded}.ics`, headers: { host: HOST } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  });

  it('answers a malformed percent-encoding as every route does: 400 before any route runs', async () => {
    const response = await ctx.app.inject({ url: '/api/calendar/%E0%A4%A.ics', headers: { host: HOST } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/percent-encoding/);
  });
  let linkNow = '';
  beforeEach(async () => {
    linkNow = (await feedLink(parent)).url;
  });
});

describe('the feed’s times across a change of the clocks', () => {
  const origin = `http://${HOST}`;

  async function feedAt(zone: string | null, now: string, meals: { weekStart: IsoDate; day: string }[]) {
    const user = await createUser(ctx.db, { name: 'Dana' });
    const family = await household(user);
    if (zone !== null)
      expect((await call('PATCH', '/api/household/settings', user, { time_zone: zone })).statusCode).toBe(200);
    const ids = [];
    for (const meal of meals) ids.push(await insertMeal({ ...meal, categoryId: dinner, household: family.id }));
    const token = pathOf((await feedLink(user)).url)
      .split('/')
      .pop()!
      .replace('.ics', '');
    const text = await householdFeed(ctx.db, token, origin, new Date(now));
    const { byUid } = parseFeed(text!);
    return ids.map((id) => byUid.get(`meal-${id}@forkcast`)!);
  }

  it('places New York’s dinners at 18:30 on both sides of the end of summer time (1 Nov 2026)', async () => {
    const [saturday, sunday] = await feedAt('America/New_York', '2026-10-28T12:00:00Z', [
      { weekStart: '2026-10-31', day: 'saturday' },
      { weekStart: '2026-10-31', day: 'sunday' },
    ]);
    expect(saturday.startDate.toString()).toBe('2026-10-31T18:30:00');
    expect(utc(saturday)).toBe('2026-10-31T22:30:00.000Z');
    expect(utc(sunday)).toBe('2026-11-01T23:30:00.000Z');
    expect(sunday.startDate.zone.tzid).toBe('America/New_York');
  });

  it('places London’s dinners at 18:30 on both sides of the clocks going back (25 Oct 2026) and forward (28 Mar 2027)', async () => {
    const [saturday, sunday, march] = await feedAt('Europe/London', '2026-11-27T12:00:00Z', [
      { weekStart: '2026-10-24', day: 'saturday' },
      { weekStart: '2026-10-24', day: 'sunday' },
      { weekStart: '2027-03-27', day: 'sunday' },
    ]);
    expect(utc(saturday)).toBe('2026-10-24T17:30:00.000Z');
    expect(utc(sunday)).toBe('2026-10-25T18:30:00.000Z');
    // Past the feed's eight weeks ahead on 27 Nov: not in it.
    expect(march).toBeUndefined();
  });

  it('reads "this week" in the family’s zone: late Friday in New York is already Saturday in UTC', async () => {
    // 2026-11-28 03:00 UTC is Friday 27 Nov 22:00 in New York: this week started Sat 21 Nov there.
    const [furthestBack, tooFar] = await feedAt('America/New_York', '2026-11-28T03:00:00Z', [
      { weekStart: '2026-10-24', day: 'saturday' },
      { weekStart: '2027-01-23', day: 'saturday' },
    ]);
    expect(furthestBack).toBeDefined();
    expect(tooFar).toBeUndefined();
  });
});
