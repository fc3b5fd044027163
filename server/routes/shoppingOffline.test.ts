/**
 * Issue 39: changes made offline are sent later and merge by when they were made (`changed_at`),
 * and an item added offline is added once however often its phone sends it (`client_id`).
 */
import { and, eq } from 'drizzle-orm';
import { VALIDATION as V } from '../../contract/messages';
import type { ShoppingItemDto, ShoppingListDto } from '../../contract/types';
import { householdAccounts, mealPlans, shoppingItems } from '../db/schema';
import { householdIdOf } from '../services/household/household';
import { weekRange } from '../services/planner/plannerWeek';
import { createCategory, createLibrary, createRecipe, createUser, type TestUser } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
/** Two parents of one household, each with a phone. */
let parentA: TestUser;
let parentB: TestUser;
/** Another household. */
let neighbour: TestUser;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

beforeAll(async () => {
  ctx = await createTestApp();
  parentA = await createUser(ctx.db);
  parentB = await createUser(ctx.db);
  neighbour = await createUser(ctx.db);
  const householdId = await householdIdOf(ctx.db, parentA.id);
  await ctx.db.insert(householdAccounts).values({ userId: parentB.id, householdId, role: 'parent' });
  const dinner = await createCategory(ctx.db, 'Dinner', 3);
  const stew = await createRecipe(ctx.db, {
    userId: parentA.id,
    categoryId: dinner.id,
    libraryId: (await createLibrary(ctx.db)).id,
    servingNumber: 1,
    recipeName: 'Bean stew',
    ingredients: ['400 g butter beans', '2 carrots, diced', '1 onion, chopped', '2 celery sticks', '1 leek'],
  });
  await ctx.db.insert(mealPlans).values({
    userId: parentA.id,
    householdId,
    recipeId: stew.id,
    categoryId: dinner.id,
    weekStart: weekRange(undefined, null).start,
    day: 'monday',
    name: 'Bean stew',
  });
}, 60_000);
afterAll(() => ctx.close());

const auth = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });
const patchItem = (id: string, payload: unknown, user: TestUser = parentA) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/shopping-list/items/${id}`,
    headers: auth(user),
    payload: payload as object,
  });
const postItem = (payload: unknown, user: TestUser = parentA) =>
  ctx.app.inject({ method: 'POST', url: '/api/shopping-list/items', headers: auth(user), payload: payload as object });

async function itemOnList(id: string, user: TestUser = parentA): Promise<ShoppingItemDto> {
  const response = await ctx.app.inject({ url: '/api/shopping-list', headers: auth(user) });
  expect(response.statusCode).toBe(200);
  const item = (response.json().data as ShoppingListDto).items.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`${id} is not on the list`);
  return item;
}

async function addTyped(name: string, user: TestUser = parentA): Promise<string> {
  const response = await postItem({ name }, user);
  expect(response.statusCode).toBe(201);
  return (response.json().data as ShoppingItemDto).id;
}

describe('PATCH /api/shopping-list/items/:id with changed_at', () => {
  it("ignores A's untick made offline before B's later tick, and answers the item as it is", async () => {
    const madeOffline = at(-10 * MINUTE);
    const tick = await patchItem('p-butter-bean', { checked: true }, parentB);
    expect(tick.statusCode).toBe(200);
    const late = await patchItem('p-butter-bean', { checked: false, changed_at: madeOffline });
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toMatchObject({ id: 'p-butter-bean', checked: true });
    expect((await itemOnList('p-butter-bean', parentB)).checked).toBe(true);
  });

  it('applies a change made after the stored one', async () => {
    await patchItem('p-carrot', { checked: true, changed_at: at(-20 * MINUTE) }, parentB);
    const newer = await patchItem('p-carrot', { checked: false, changed_at: at(-5 * MINUTE) });
    expect(newer.json().data).toMatchObject({ id: 'p-carrot', checked: false });
    expect((await itemOnList('p-carrot')).checked).toBe(false);
  });

  it('merges the tick and the hide on their own: a late hide does not undo a later tick', async () => {
    const hideMadeOffline = at(-15 * MINUTE);
    await patchItem('p-leek', { checked: true }, parentB);
    const hide = await patchItem('p-leek', { hidden: true, changed_at: hideMadeOffline });
    expect(hide.json().data).toMatchObject({ checked: true, hidden: true });
    expect(await itemOnList('p-leek')).toMatchObject({ checked: true, hidden: true });
  });

  it('reads an offset as the same instant in UTC', async () => {
    await patchItem('p-celery', { checked: true, changed_at: at(-30 * MINUTE) });
    // 25 minutes ago written with +05:30: later than the tick, so the untick applies.
    const earlier = new Date(Date.now() - 25 * MINUTE + 5.5 * 60 * MINUTE).toISOString().slice(0, 19);
    const untick = await patchItem('p-celery', { checked: false, changed_at: `${earlier}+05:30` });
    expect(untick.json().data.checked).toBe(false);
    // 40 minutes ago written with -02:00: older than the untick, ignored.
    const older = new Date(Date.now() - 40 * MINUTE - 120 * MINUTE).toISOString().slice(0, 19);
    const stale = await patchItem('p-celery', { checked: true, changed_at: `${older}-02:00` });
    expect(stale.json().data.checked).toBe(false);
  });

  it('takes the same change sent twice as one', async () => {
    const change = { checked: true, changed_at: at(-3 * MINUTE) };
    const first = await patchItem('p-onion', change);
    const again = await patchItem('p-onion', change);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect((await itemOnList('p-onion')).checked).toBe(true);
  });

  it('reads a time ahead of the server as now, so a fast clock cannot win over a later change', async () => {
    await patchItem('p-onion', { checked: true, changed_at: at(DAY) });
    const untick = await patchItem('p-onion', { checked: false }, parentB);
    expect(untick.json().data.checked).toBe(false);
  });

  it('merges a typed item by when its tick was made; its first tick applies however late it arrives', async () => {
    // Added offline and ticked a minute later; both sent when the signal returns.
    const id = await addTyped('kitchen roll');
    const tick = await patchItem(id, { checked: true, changed_at: at(-MINUTE) }, parentB);
    expect(tick.json().data).toMatchObject({ id, checked: true });
    const late = await patchItem(id, { checked: false, changed_at: at(-2 * MINUTE) });
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toMatchObject({ id, checked: true });
    const newer = await patchItem(id, { checked: false });
    expect(newer.json().data.checked).toBe(false);
    expect((await itemOnList(id)).checked).toBe(false);
  });

  it('applies a change made three weeks ago offline, and refuses one older than 31 days', async () => {
    const id = await addTyped('3 tins tomatoes');
    const threeWeeks = await patchItem(id, { checked: true, changed_at: at(-21 * DAY) });
    expect(threeWeeks.statusCode).toBe(200);
    expect(threeWeeks.json().data.checked).toBe(true);
    const tooOld = await patchItem(id, { checked: true, changed_at: at(-32 * DAY) });
    expect(tooOld.statusCode).toBe(422);
    expect(tooOld.json().errors.changed_at).toEqual([V.shoppingChangedAtTooOld]);
    expect((await itemOnList(id)).checked).toBe(true);
    const untickTooOld = await patchItem(id, { checked: false, changed_at: at(-32 * DAY) });
    expect(untickTooOld.statusCode).toBe(422);
    expect((await itemOnList(id)).checked).toBe(true);
    const hideOld = await patchItem('p-carrot', { hidden: true, changed_at: at(-21 * DAY) });
    expect(hideOld.statusCode).toBe(200);
    expect(hideOld.json().data.hidden).toBe(true);
  });

  describe('refuses a changed_at that is not an instant with its zone, writing nothing', () => {
    let id = '';
    beforeAll(async () => {
      id = await addTyped('baking paper');
    });

    it.each([
      ['a word', 'yesterday'],
      ['a month and day the calendar lacks', '2026-13-45'],
      ['a day past the end of its month', '2026-02-30T10:00:00Z'],
      ['a time without a zone', '2026-11-27T10:42:05'],
      ['a date without a time', '2026-11-27'],
      ['an hour past 23', '2026-11-27T24:00:00Z'],
      ['a NUL byte', '2026-11-27T10:42:05Z\u0000'],
      ['a long string', `2026-11-27T10:42:05.${'1'.repeat(5000)}Z`],
      ['a number', 1_764_240_000_000],
      ['a list', ['2026-11-27T10:42:05Z']],
      ['null', null],
    ])('%s', async (_label, changedAt) => {
      const response = await patchItem(id, { checked: true, changed_at: changedAt });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.changed_at[0]).toMatch(/^(Changed at must be a date and time|.*NUL)/);
      expect((await itemOnList(id)).checked).toBe(false);
    });

    it('a 50 MB body is refused by the body cap', async () => {
      const response = await patchItem(id, { checked: true, changed_at: 'x'.repeat(50 * 1024 * 1024) });
      expect(response.statusCode).toBe(413);
      expect((await itemOnList(id)).checked).toBe(false);
    });

    it("another household's item, or an id past 2^31, is not found", async () => {
      const theirs = await addTyped('dish soap', neighbour);
      for (const other of [theirs, 'm-2147483648']) {
        const response = await patchItem(other, { checked: true, changed_at: at(-MINUTE) });
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('Shopping list item not found');
      }
      expect((await itemOnList(theirs, neighbour)).checked).toBe(false);
    });

    it('a changed_at alone is not a change', async () => {
      const response = await patchItem(id, { changed_at: at(-MINUTE) });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.checked).toEqual([V.shoppingCheckedRequired]);
    });
  });
});

describe('POST /api/shopping-list/items with client_id', () => {
  const rowsOf = async (clientId: string) =>
    ctx.db.select({ id: shoppingItems.id }).from(shoppingItems).where(eq(shoppingItems.clientId, clientId));

  it('answers the same item when sent again: 201 first, 200 after, one row', async () => {
    const clientId = '0b7d6f0e-3c0a-4a4e-9d43-6f1f8d7f3a21';
    const first = await postItem({ name: 'oat milk', client_id: clientId });
    const again = await postItem({ name: 'oat milk', client_id: clientId }, parentB);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(await rowsOf(clientId)).toHaveLength(1);
  });

  it('adds one item when the same one arrives twice at once', async () => {
    const clientId = 'race_7f3a21b0c9d8';
    const answers = await Promise.all([
      postItem({ name: 'rice', client_id: clientId }),
      postItem({ name: 'rice', client_id: clientId }, parentB),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0].json().data.id).toBe(answers[1].json().data.id);
    expect(await rowsOf(clientId)).toHaveLength(1);
  });

  it("keeps another household's identical client_id apart", async () => {
    const clientId = 'shared-id-123456';
    const ours = await postItem({ name: 'eggs', client_id: clientId });
    const theirs = await postItem({ name: 'eggs', client_id: clientId }, neighbour);
    expect(ours.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.id).not.toBe(ours.json().data.id);
  });

  it('refuses a client_id already naming an item of another name', async () => {
    const clientId = 'renamed-item-0001';
    await postItem({ name: 'butter', client_id: clientId });
    const other = await postItem({ name: 'margarine', client_id: clientId });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(V.shoppingClientIdTaken);
    expect(await rowsOf(clientId)).toHaveLength(1);
  });

  it('adds items without a client_id as before, each its own', async () => {
    const first = await postItem({ name: 'bread' });
    const second = await postItem({ name: 'bread' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().data.id).not.toBe(first.json().data.id);
  });

  it.each([
    ['too short', 'abc1234'],
    ['too long', 'a'.repeat(65)],
    ['with spaces', 'my item id 1'],
    ['a script tag', '<script>alert(1)</script>'],
    ['a NUL byte', 'abcdefgh\u0000'],
    ['a number', 12_345_678_901],
    ['an object', { id: 'abcdefgh' }],
  ])('refuses a client_id %s, adding nothing', async (_label, clientId) => {
    const householdId = await householdIdOf(ctx.db, parentA.id);
    const countRows = async () =>
      (
        await ctx.db
          .select()
          .from(shoppingItems)
          .where(and(eq(shoppingItems.householdId, householdId)))
      ).length;
    const before = await countRows();
    const response = await postItem({ name: 'flour', client_id: clientId });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.client_id[0]).toMatch(/^(Client id must be 8 to 64|.*NUL)/);
    expect(await countRows()).toBe(before);
  });
});
