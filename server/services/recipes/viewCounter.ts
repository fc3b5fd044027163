/**
 * Recipe views counted in memory and written in batches (issue 21), so that reading a recipe
 * costs no write. `record` is synchronous: it drops a repeat this process has already seen
 * within the window (an address or an account already counted for the recipe), and queues the
 * rest. About once a second (and as soon as `flushAt` views wait) the queue is written in one
 * transaction (recipeViews.ts `writeViews`), which still judges every view against the table
 * under a lock shared by every process: two processes on one PostgreSQL count a viewer once.
 *
 * Bounded: at most `maxSeen` remembered (recipe, address or account) pairs, the oldest forgotten
 * first (a forgotten repeat is still refused by the database), and at most `maxPending` views
 * waiting while the database is away (later ones are not counted, and said so in the log). A
 * failed write is logged, never thrown, and its views are kept for the next try; `close` writes
 * what is left.
 */
import type { Database } from '../../db/client';
import { REPEAT_WINDOW_MS, viewerParts, writeViews, type WrittenView } from './recipeViews';

/** The logger calls the counter makes (the app's pino logger is one); services import no Fastify. */
export interface ViewCounterLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ViewCounterOptions {
  /** How often waiting views are written, in ms; 0: only by flush() (tests). */
  flushIntervalMs?: number;
  /** A write starts at once when this many views wait. */
  flushAt?: number;
  /** The most views written in one transaction. */
  batchSize?: number;
  /** The most views kept unwritten (the database away); past it, new views are not counted. */
  maxPending?: number;
  /** The most (recipe, address) and (recipe, account) pairs remembered for the repeat check. */
  maxSeen?: number;
  /** The clock, in ms (tests). */
  now?: () => number;
  log?: ViewCounterLogger;
}

export const VIEW_COUNTER_DEFAULTS = {
  flushIntervalMs: 1000,
  flushAt: 1000,
  batchSize: 5000,
  maxPending: 50_000,
  // ~100 bytes a pair: a few MB.
  maxSeen: 50_000,
} as const;

interface PendingView {
  recipeId: number;
  key: string;
  /** `<recipe id> <address part>` and `<recipe id> <account part>` (null signed out): the repeat check's keys. */
  addressKey: string;
  accountKey: string | null;
}

const silent: ViewCounterLogger = { warn: () => {}, error: () => {} };

export class ViewCounter {
  private readonly flushAt: number;
  private readonly batchSize: number;
  private readonly maxPending: number;
  private readonly maxSeen: number;
  private readonly now: () => number;
  private readonly log: ViewCounterLogger;
  private readonly timer: NodeJS.Timeout | null = null;

  /** Views not written yet, oldest first. */
  private pending: PendingView[] = [];
  /** How many views the write under way holds (taken out of `pending`). */
  private inFlight = 0;
  /** Views recorded and not written yet (pending and in flight), per recipe. */
  private readonly unwrittenByRecipe = new Map<number, number>();
  /** When each (recipe, address) and (recipe, account) pair was last counted; insertion-ordered, oldest first. */
  private readonly seen = new Map<string, number>();
  /** The writes, one after another. */
  private queue: Promise<void> = Promise.resolve();
  private writing = false;
  /** Bumped as each write begins and as it ends (readConsistently). */
  private writesBegunOrEnded = 0;
  private droppedViews = 0;
  private failedTries = 0;

  constructor(
    private readonly db: Database,
    options: ViewCounterOptions = {},
  ) {
    const settings = { ...VIEW_COUNTER_DEFAULTS, ...options };
    this.flushAt = settings.flushAt;
    this.batchSize = settings.batchSize;
    this.maxPending = settings.maxPending;
    this.maxSeen = settings.maxSeen;
    this.now = options.now ?? Date.now;
    this.log = options.log ?? silent;
    if (settings.flushIntervalMs > 0) {
      this.timer = setInterval(() => this.tick(), settings.flushIntervalMs);
      this.timer.unref();
    }
  }

  /**
   * Counts a view of an existing recipe by this viewer key (recipeViews.ts `viewerKey`), unless
   * it is a repeat within the window. True when the view was queued. Never touches the database.
   */
  record(recipeId: number, key: string): boolean {
    const now = this.now();
    const { address, account } = viewerParts(key);
    const addressKey = `${recipeId} ${address}`;
    const accountKey = account ? `${recipeId} ${account}` : null;
    if (this.seenWithin(addressKey, now) || (accountKey !== null && this.seenWithin(accountKey, now))) return false;
    if (this.pending.length + this.inFlight >= this.maxPending) {
      this.droppedViews += 1;
      return false;
    }
    this.remember(addressKey, now);
    if (accountKey !== null) this.remember(accountKey, now);
    this.pending.push({ recipeId, key, addressKey, accountKey });
    this.unwrittenByRecipe.set(recipeId, (this.unwrittenByRecipe.get(recipeId) ?? 0) + 1);
    if (this.pending.length >= this.flushAt && !this.writing) void this.flush();
    return true;
  }

  /** The recipe's views recorded here and not written yet: what its stored count lacks. */
  unwritten(recipeId: number): number {
    return this.unwrittenByRecipe.get(recipeId) ?? 0;
  }

  /**
   * Runs `read` (a read of a stored views count) so that its answer and `unwritten()`, asked
   * right after it, agree: a write committing while it ran would count its views twice (stored,
   * and still unwritten here until the write settles), so such a read is made again after it.
   */
  async readConsistently<T>(read: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      if (this.writing) await this.queue;
      const writesBefore = this.writesBegunOrEnded;
      const result = await read();
      if ((!this.writing && this.writesBegunOrEnded === writesBefore) || attempt === 3) return result;
    }
  }

  /** All views recorded and not written yet. */
  get waiting(): number {
    return this.pending.length + this.inFlight;
  }

  /** How many (recipe, address or account) pairs are remembered. */
  get remembered(): number {
    return this.seen.size;
  }

  /**
   * Writes every view recorded so far (after any write under way). Never rejects: a failure is
   * logged and the views are kept for the next try.
   */
  flush(): Promise<void> {
    const run = this.queue.then(() => this.writePending());
    this.queue = run;
    return run;
  }

  /** Stops the timer and writes what is left (the app's onClose). */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
    if (this.waiting > 0) this.log.error({ views: this.waiting }, 'recipe views: not written at close, lost');
  }

  /**
   * Forgets which viewers this process has counted, as a restart would: the table alone judges
   * their next views (tests that age the stored views).
   */
  forgetViewers(): void {
    this.seen.clear();
  }

  private tick(): void {
    this.forgetExpired(this.now());
    if (this.pending.length > 0 && !this.writing) void this.flush();
  }

  private async writePending(): Promise<void> {
    this.writing = true;
    this.writesBegunOrEnded += 1;
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, this.batchSize);
        this.inFlight = batch.length;
        const { distinct, repeats } = distinctViewers(batch);
        let written: WrittenView[];
        try {
          written = await writeViews(this.db, distinct);
        } catch (error) {
          // Kept, oldest first, for the next try (pending + in flight never passed maxPending).
          this.pending.unshift(...batch);
          this.inFlight = 0;
          this.failedTries += 1;
          if (this.failedTries === 1 || this.failedTries % 60 === 0)
            this.log.error(
              { err: error, views: this.pending.length, tries: this.failedTries },
              'recipe views: writing failed, kept for the next try',
            );
          return;
        }
        if (this.failedTries > 0) {
          this.log.warn({ tries: this.failedTries }, 'recipe views: written again after failed tries');
          this.failedTries = 0;
        }
        this.settle(distinct, written);
        for (const view of repeats) this.release(view.recipeId);
        this.inFlight = 0;
      }
    } finally {
      this.writing = false;
      this.writesBegunOrEnded += 1;
      if (this.droppedViews > 0) {
        this.log.warn(
          { views: this.droppedViews, maxPending: this.maxPending },
          'recipe views: not counted, too many waiting to be written',
        );
        this.droppedViews = 0;
      }
    }
  }

  /**
   * A view the database refused was refused for its address, its account or both (seen by
   * another process, or before a restart): remember each part only as long as the database
   * will, and forget a part it has not seen, so that part's next view is judged afresh.
   */
  private settle(views: readonly PendingView[], written: readonly WrittenView[]): void {
    const now = this.now();
    views.forEach((view, index) => {
      this.release(view.recipeId);
      const result = written[index];
      if (!result || result.counted) return;
      this.correct(view.addressKey, result.addressSeenMsAgo, now);
      if (view.accountKey !== null) this.correct(view.accountKey, result.accountSeenMsAgo, now);
    });
  }

  private correct(pairKey: string, seenMsAgo: number | null, now: number): void {
    if (seenMsAgo === null) this.seen.delete(pairKey);
    else this.seen.set(pairKey, now - seenMsAgo);
  }

  private release(recipeId: number): void {
    const left = (this.unwrittenByRecipe.get(recipeId) ?? 0) - 1;
    if (left > 0) this.unwrittenByRecipe.set(recipeId, left);
    else this.unwrittenByRecipe.delete(recipeId);
  }

  private seenWithin(pairKey: string, now: number): boolean {
    const at = this.seen.get(pairKey);
    return at !== undefined && now - at < REPEAT_WINDOW_MS;
  }

  private remember(pairKey: string, now: number): void {
    // Re-inserted, so that the map stays (mostly) oldest first.
    this.seen.delete(pairKey);
    this.seen.set(pairKey, now);
    if (this.seen.size > this.maxSeen) {
      const oldest = this.seen.keys().next();
      if (!oldest.done) this.seen.delete(oldest.value);
    }
  }

  private forgetExpired(now: number): void {
    for (const [pairKey, at] of this.seen) {
      if (now - at < REPEAT_WINDOW_MS) break;
      this.seen.delete(pairKey);
    }
  }
}

/**
 * The batch's views with no two sharing an address or an account for one recipe (a later one
 * would be a repeat of the earlier), as writeViews needs. Repeats reach a batch only when the
 * remembered pairs overflowed, so this is a safety net.
 */
function distinctViewers(batch: readonly PendingView[]): { distinct: PendingView[]; repeats: PendingView[] } {
  const taken = new Set<string>();
  const distinct: PendingView[] = [];
  const repeats: PendingView[] = [];
  for (const view of batch) {
    if (taken.has(view.addressKey) || (view.accountKey !== null && taken.has(view.accountKey))) {
      repeats.push(view);
      continue;
    }
    taken.add(view.addressKey);
    if (view.accountKey !== null) taken.add(view.accountKey);
    distinct.push(view);
  }
  return { distinct, repeats };
}
