/**
 * Views counted in memory and written in batches: one transaction for many reads, repeats
 * dropped in memory and refused by the table, one viewer counted once by two processes sharing
 * the database, nothing lost on close, a failing write kept and never thrown, memory bounded.
 */
import { eq, inArray } from 'drizzle-orm';
import { connectPostgres, type Database, type DatabaseHandle } from '../../db/client';
import { recipes, recipeViews } from '../../db/schema';
import { createCategory, createLibrary, createRecipe, createUser } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/testApp';
import { viewerKey } from './recipeViews';
import { ViewCounter, type ViewCounterLogger } from './viewCounter';

let ctx: TestContext;
let owner: { id: number };
let category: { id: number };
let library: { id: number };

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx.db);
  category = await createCategory(ctx.db);
  library = await createLibrary(ctx.db);
}, 60_000);
afterAll(() => ctx.close());

const MINUTE = 60_000;
const onPostgres = process.env.TEST_DATABASE === 'postgres';

async function newRecipe(): Promise<number> {
  return (await createRecipe(ctx.db, { userId: owner.id, categoryId: category.id, libraryId: library.id })).id;
}

/** The stored counter and the number of stored view rows of each recipe. */
async function stored(...recipeIds: number[]): Promise<Array<{ counter: number; rows: number }>> {
  const counters = await ctx.db
    .select({ id: recipes.id, views: recipes.views })
    .from(recipes)
    .where(inArray(recipes.id, recipeIds));
  const rows = await ctx.db
    .select({ recipeId: recipeViews.recipeId })
    .from(recipeViews)
    .where(inArray(recipeViews.recipeId, recipeIds));
  return recipeIds.map((id) => ({
    counter: counters.find((row) => row.id === id)?.views ?? -1,
    rows: rows.filter((row) => row.recipeId === id).length,
  }));
}

const signedOut = (ip: string) => viewerKey({ userId: null, ip });
const signedIn = (ip: string, userId: number) => viewerKey({ userId, ip });

/** A clock the test moves. */
function testClock(start = Date.now()) {
  const clock = { now: start, read: () => clock.now };
  return clock;
}

function recordingLogger() {
  const lines: Array<{ level: 'warn' | 'error'; details: object; message: string }> = [];
  const log: ViewCounterLogger = {
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
    error: (details, message) => lines.push({ level: 'error', details, message }),
  };
  return { log, lines };
}

/** The database, with transactions refused while `down` is set (the database away). */
function unreliable(db: Database) {
  const state = { down: true, tries: 0 };
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'transaction') {
        return (...args: unknown[]) => {
          state.tries += 1;
          if (state.down) return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
          return Reflect.apply(target.transaction, target, args) as Promise<unknown>;
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { db: proxy, state };
}

describe('ViewCounter', () => {
  it('writes many reads in one transaction, counting each viewer once', async () => {
    const [first, second] = [await newRecipe(), await newRecipe()];
    const transaction = jest.spyOn(ctx.db, 'transaction');
    const counter = new ViewCounter(ctx.db, { flushIntervalMs: 0 });
    try {
      // 60 reads: 20 addresses on the first recipe, each three times; 5 on the second.
      for (let round = 0; round < 3; round += 1) {
        for (let n = 1; n <= 20; n += 1) counter.record(first, signedOut(`10.40.0.${n}`));
      }
      for (let n = 1; n <= 5; n += 1) counter.record(second, signedOut(`10.40.0.${n}`));
      expect(transaction).not.toHaveBeenCalled();
      expect(await stored(first, second)).toEqual([
        { counter: 0, rows: 0 },
        { counter: 0, rows: 0 },
      ]);
      expect([counter.unwritten(first), counter.unwritten(second), counter.waiting]).toEqual([20, 5, 25]);

      await counter.flush();
      expect(transaction).toHaveBeenCalledTimes(1);
      expect(await stored(first, second)).toEqual([
        { counter: 20, rows: 20 },
        { counter: 5, rows: 5 },
      ]);
      expect([counter.unwritten(first), counter.unwritten(second), counter.waiting]).toEqual([0, 0, 0]);
    } finally {
      transaction.mockRestore();
      await counter.close();
    }
  });

  it('starts a write by itself on its interval, and at once when flushAt views wait', async () => {
    const recipeId = await newRecipe();
    const ticking = new ViewCounter(ctx.db, { flushIntervalMs: 50 });
    const eager = new ViewCounter(ctx.db, { flushIntervalMs: 0, flushAt: 3 });
    try {
      ticking.record(recipeId, signedOut('10.41.0.1'));
      for (let n = 2; n <= 4; n += 1) eager.record(recipeId, signedOut(`10.41.0.${n}`));
      for (let wait = 0; wait < 100 && (ticking.waiting > 0 || eager.waiting > 0); wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect([ticking.waiting, eager.waiting]).toEqual([0, 0]);
      expect(await stored(recipeId)).toEqual([{ counter: 4, rows: 4 }]);
    } finally {
      await Promise.all([ticking.close(), eager.close()]);
    }
  });

  it('drops a repeat within 30 minutes in memory: the same address, or the same account anywhere', async () => {
    const recipeId = await newRecipe();
    const clock = testClock();
    const counter = new ViewCounter(ctx.db, { flushIntervalMs: 0, now: clock.read });
    try {
      expect(counter.record(recipeId, signedIn('10.42.0.1', 7001))).toBe(true);
      // The address with no account or another one; the account at another address.
      expect(counter.record(recipeId, signedOut('10.42.0.1'))).toBe(false);
      expect(counter.record(recipeId, signedIn('10.42.0.1', 7002))).toBe(false);
      expect(counter.record(recipeId, signedIn('10.42.0.2', 7001))).toBe(false);
      // A new address and a new account; the same viewer on another recipe.
      expect(counter.record(recipeId, signedIn('10.42.0.3', 7003))).toBe(true);
      const other = await newRecipe();
      expect(counter.record(other, signedIn('10.42.0.1', 7001))).toBe(true);
      clock.now += 29 * MINUTE;
      expect(counter.record(recipeId, signedOut('10.42.0.1'))).toBe(false);
      await counter.flush();
      expect(await stored(recipeId, other)).toEqual([
        { counter: 2, rows: 2 },
        { counter: 1, rows: 1 },
      ]);

      // Past the window (the stored views as old as the clock says), the viewer counts again.
      clock.now += 2 * MINUTE;
      await ctx.db
        .update(recipeViews)
        .set({ viewedAt: new Date(Date.now() - 31 * MINUTE) })
        .where(eq(recipeViews.recipeId, recipeId));
      expect(counter.record(recipeId, signedOut('10.42.0.1'))).toBe(true);
      await counter.flush();
      expect(await stored(recipeId)).toEqual([{ counter: 3, rows: 3 }]);
    } finally {
      await counter.close();
    }
  });

  it('lets the table refuse a viewer this process has not seen, and then remembers it as long as the table does', async () => {
    const recipeId = await newRecipe();
    const clock = testClock();
    // The viewer was counted 20 minutes ago (by another process, or before a restart).
    await ctx.db
      .insert(recipeViews)
      .values({ recipeId, viewerKey: signedIn('10.43.0.1', 7101), viewedAt: new Date(Date.now() - 20 * MINUTE) });
    const counter = new ViewCounter(ctx.db, { flushIntervalMs: 0, now: clock.read });
    try {
      expect(counter.record(recipeId, signedOut('10.43.0.1'))).toBe(true);
      await counter.flush();
      expect(await stored(recipeId)).toEqual([{ counter: 0, rows: 1 }]);
      // Remembered for the 10 minutes left of the stored view's window, not 30.
      expect(counter.record(recipeId, signedOut('10.43.0.1'))).toBe(false);
      clock.now += 9 * MINUTE;
      expect(counter.record(recipeId, signedOut('10.43.0.1'))).toBe(false);
      clock.now += 2 * MINUTE;
      expect(counter.record(recipeId, signedOut('10.43.0.1'))).toBe(true);

      // Refused for the account alone: the address is not held against the next viewer there.
      expect(counter.record(recipeId, signedIn('10.43.0.9', 7101))).toBe(true);
      await counter.flush();
      expect(counter.record(recipeId, signedIn('10.43.0.9', 7102))).toBe(true);
      expect(counter.record(recipeId, signedIn('10.43.0.8', 7101))).toBe(false);
      await counter.flush();
      // The table's 20-minute-old view was still in its window when the first two were written.
      expect(await stored(recipeId)).toEqual([{ counter: 1, rows: 2 }]);
    } finally {
      await counter.close();
    }
  });

  it('does not count a view of a recipe that does not exist', async () => {
    const recipeId = await newRecipe();
    const counter = new ViewCounter(ctx.db, { flushIntervalMs: 0 });
    try {
      counter.record(2_000_000_000, signedOut('10.44.0.1'));
      counter.record(recipeId, signedOut('10.44.0.1'));
      await counter.flush();
      expect(await stored(recipeId)).toEqual([{ counter: 1, rows: 1 }]);
      const ghost = await ctx.db.select().from(recipeViews).where(eq(recipeViews.recipeId, 2_000_000_000));
      expect(ghost).toEqual([]);
      expect(counter.waiting).toBe(0);
    } finally {
      await counter.close();
    }
  });

  describe('two processes on one database', () => {
    let second: DatabaseHandle | null = null;
    /** On PostgreSQL the second process has its own pool, so the two write at the same time. */
    const secondDb = (): Database => second?.db ?? ctx.db;
    beforeAll(async () => {
      if (onPostgres)
        second = await connectPostgres(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
    });
    afterAll(async () => {
      await second?.close();
    });

    it('count one viewer once, whichever process saw it', async () => {
      const recipeIds = [await newRecipe(), await newRecipe(), await newRecipe()];
      for (let round = 0; round < 5; round += 1) {
        const [a, b] = [
          new ViewCounter(ctx.db, { flushIntervalMs: 0 }),
          new ViewCounter(secondDb(), { flushIntervalMs: 0 }),
        ];
        for (const recipeId of recipeIds) {
          for (let n = 1; n <= 10; n += 1) {
            // The same address, signed out in one process and signed in in the other; an account
            // seen by both at two addresses.
            a.record(recipeId, signedOut(`10.45.${round}.${n}`));
            b.record(recipeId, signedIn(`10.45.${round}.${n}`, 7200 + n));
            a.record(recipeId, signedIn(`10.46.${round}.${n}`, 7300 + round * 10 + n));
            b.record(recipeId, signedIn(`10.47.${round}.${n}`, 7300 + round * 10 + n));
          }
        }
        await Promise.all([a.flush(), b.flush()]);
        await Promise.all([a.close(), b.close()]);
      }
      expect(await stored(...recipeIds)).toEqual(recipeIds.map(() => ({ counter: 100, rows: 100 })));
    });
  });

  it('keeps the views when a write fails, never throws, and writes them once the database is back', async () => {
    const recipeId = await newRecipe();
    const { db, state } = unreliable(ctx.db);
    const { log, lines } = recordingLogger();
    const counter = new ViewCounter(db, { flushIntervalMs: 0, batchSize: 4, log });
    try {
      for (let n = 1; n <= 10; n += 1) expect(counter.record(recipeId, signedOut(`10.48.0.${n}`))).toBe(true);
      await expect(counter.flush()).resolves.toBeUndefined();
      await expect(counter.flush()).resolves.toBeUndefined();
      expect(state.tries).toBe(2);
      expect(counter.waiting).toBe(10);
      expect(counter.unwritten(recipeId)).toBe(10);
      // Recorded while the database is away, still synchronously; repeats still dropped.
      expect(counter.record(recipeId, signedOut('10.48.0.11'))).toBe(true);
      expect(counter.record(recipeId, signedOut('10.48.0.1'))).toBe(false);
      // Logged once for the outage, not once a try.
      expect(lines.filter((line) => line.level === 'error')).toHaveLength(1);
      expect(lines[0].details).toMatchObject({ views: 10 });
      expect(await stored(recipeId)).toEqual([{ counter: 0, rows: 0 }]);

      state.down = false;
      await counter.flush();
      expect(counter.waiting).toBe(0);
      expect(await stored(recipeId)).toEqual([{ counter: 11, rows: 11 }]);
      expect(lines.at(-1)).toMatchObject({ level: 'warn', message: expect.stringContaining('written again') });
    } finally {
      await counter.close();
    }
  });

  it('survives failing writes on its own timer without an unhandled rejection', async () => {
    const recipeId = await newRecipe();
    const { db, state } = unreliable(ctx.db);
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    const counter = new ViewCounter(db, { flushIntervalMs: 10 });
    try {
      counter.record(recipeId, signedOut('10.49.0.1'));
      for (let wait = 0; wait < 100 && state.tries < 3; wait += 1)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(state.tries).toBeGreaterThanOrEqual(3);
      expect(counter.waiting).toBe(1);
      expect(rejections).toEqual([]);
    } finally {
      state.down = false;
      await counter.close();
      process.off('unhandledRejection', onRejection);
    }
    expect(await stored(recipeId)).toEqual([{ counter: 1, rows: 1 }]);
  });

  it('holds at most maxPending views while the database is away, and says how many it could not count', async () => {
    const recipeId = await newRecipe();
    const { db, state } = unreliable(ctx.db);
    const { log, lines } = recordingLogger();
    const counter = new ViewCounter(db, { flushIntervalMs: 0, maxPending: 5, log });
    try {
      const queued = Array.from({ length: 8 }, (_, n) => counter.record(recipeId, signedOut(`10.50.0.${n + 1}`)));
      expect(queued).toEqual([true, true, true, true, true, false, false, false]);
      await counter.flush();
      expect(counter.waiting).toBe(5);
      expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', details: { views: 3, maxPending: 5 } }));
      // A viewer not queued was not remembered either: once there is room, it counts.
      state.down = false;
      await counter.flush();
      expect(counter.record(recipeId, signedOut('10.50.0.6'))).toBe(true);
      await counter.flush();
      expect(await stored(recipeId)).toEqual([{ counter: 6, rows: 6 }]);
    } finally {
      await counter.close();
    }
  });

  it('remembers at most maxSeen viewers, the oldest forgotten first, and forgets expired ones on its timer', async () => {
    const recipeId = await newRecipe();
    const clock = testClock();
    const counter = new ViewCounter(ctx.db, { flushIntervalMs: 0, maxSeen: 10, now: clock.read });
    try {
      for (let n = 1; n <= 30; n += 1) counter.record(recipeId, signedIn(`10.51.0.${n}`, 7400 + n));
      expect(counter.remembered).toBe(10);
      // The last five viewers (ten pairs) are remembered; an earlier one is forgotten, so it is
      // queued again: not written twice from one batch, and refused by the table after it.
      expect(counter.record(recipeId, signedIn('10.51.0.30', 7430))).toBe(false);
      expect(counter.record(recipeId, signedIn('10.51.0.1', 7401))).toBe(true);
      await counter.flush();
      expect(await stored(recipeId)).toEqual([{ counter: 30, rows: 30 }]);
      expect(counter.record(recipeId, signedIn('10.51.0.2', 7402))).toBe(true);
      await counter.flush();
      expect(await stored(recipeId)).toEqual([{ counter: 30, rows: 30 }]);
      expect(counter.record(recipeId, signedIn('10.51.0.2', 7402))).toBe(false);
    } finally {
      await counter.close();
    }

    const ticking = new ViewCounter(ctx.db, { flushIntervalMs: 10, now: clock.read });
    try {
      for (let n = 1; n <= 5; n += 1) ticking.record(recipeId, signedOut(`10.52.0.${n}`));
      await ticking.flush();
      expect(ticking.remembered).toBe(5);
      clock.now += 31 * MINUTE;
      for (let wait = 0; wait < 100 && ticking.remembered > 0; wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(ticking.remembered).toBe(0);
    } finally {
      await ticking.close();
    }
  });
});

describe('the app', () => {
  it('writes the waiting views when it closes', async () => {
    const app = await createTestApp();
    try {
      const user = await createUser(app.db);
      const recipe = await createRecipe(app.db, {
        userId: user.id,
        categoryId: (await createCategory(app.db)).id,
        libraryId: (await createLibrary(app.db)).id,
      });
      const close = jest.spyOn(app.app.viewCounter, 'close');
      const response = await app.app.inject({ url: `/api/single-recipe/${recipe.id}`, remoteAddress: '10.53.0.1' });
      // The answer counts the reader's view before it is written.
      expect(response.json().data.views).toBe(1);
      await app.app.close();
      expect(close).toHaveBeenCalledTimes(1);
      expect(app.app.viewCounter.waiting).toBe(0);
      const [row] = await app.db.select({ views: recipes.views }).from(recipes).where(eq(recipes.id, recipe.id));
      expect(row.views).toBe(1);
    } finally {
      await app.close();
    }
  });
});

describe('reading a stored count beside the unwritten views', () => {
  it('makes again a read that a write overlapped, so that each view is counted once', async () => {
    const recipeId = await newRecipe();
    const counter = new ViewCounter(ctx.db, { flushIntervalMs: 0 });
    counter.record(recipeId, signedOut('10.77.0.1'));
    let reads = 0;
    const views = await counter.readConsistently(async () => {
      reads += 1;
      // The first read overlaps a write of the waiting view.
      if (reads === 1) await counter.flush();
      return (await stored(recipeId))[0].counter;
    });
    expect(reads).toBe(2);
    expect(views + counter.unwritten(recipeId)).toBe(1);
    await counter.close();
  });

  it('reads once when no write runs', async () => {
    const recipeId = await newRecipe();
    const counter = new ViewCounter(ctx.db, { flushIntervalMs: 0 });
    counter.record(recipeId, signedOut('10.77.0.2'));
    let reads = 0;
    const views = await counter.readConsistently(async () => {
      reads += 1;
      return (await stored(recipeId))[0].counter;
    });
    expect([reads, views + counter.unwritten(recipeId)]).toEqual([1, 1]);
    await counter.close();
  });
});
