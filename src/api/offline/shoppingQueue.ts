import { createStore, get, set, update, type UseStore } from 'idb-keyval';
import { markShoppingQueued } from './shoppingQueueFlag';
import { isOfflineItemId, OFFLINE_ID_PREFIX, offlineItemId } from './offlineItemIds';

export { isOfflineItemId, offlineItemId };

/**
 * Shopping-list changes made with no signal (ticks, unticks, hides, put-backs, typed items and
 * their removal), kept in their own IndexedDB store until the server has them. The same module
 * runs in the page and in the service worker (Background Sync), so it knows no Redux and no DOM:
 * each change carries the token and the API address it is to be sent with.
 *
 * The server merges each item's changes by the time they were made (`changed_at`), so a change
 * sent late never undoes a later one from another phone; a typed item carries the `client_id`
 * the phone made, so sending it twice (the page and the service worker at once) adds it once.
 */

/** A tick (`checked`) or a hide/put-back (`hidden`): one field per change, so each merges on its own. */
export type ShoppingPatchBody = { checked: boolean } | { hidden: boolean };

export type ShoppingChangeInput =
  | { kind: 'patch'; itemId: string; week?: string; body: ShoppingPatchBody }
  | { kind: 'add'; clientId: string; body: { name: string } }
  | { kind: 'remove'; itemId: string; week?: string };

export type QueuedShoppingChange = ShoppingChangeInput & {
  /** Unique per queued change: a flush removes exactly what it sent, never a newer replacement. */
  id: string;
  /** Whose change (a hash of the token): changes of one account never go out with another's token. */
  account: string;
  token: string;
  /** The API's root, '…/api', as the page saw it. */
  apiBase: string;
  /** When the parent tapped (ISO 8601). */
  changedAt: string;
};

export interface SenderContext {
  token: string;
  apiBase: string;
}

export interface FlushOutcome {
  sent: number;
  dropped: number;
  /** Changes still queued: the network was gone, or an account's token was refused. */
  kept: number;
}

const CHANGES = 'changes';
/** client_id → the id the server answered, for changes made to a typed item after its add was sent. */
const SENT_IDS = 'sentIds';
const SENT_IDS_KEPT = 200;

let database: UseStore | undefined;
const queueStore = () => (database ??= createStore('forkcast-offline', 'shopping-queue'));

const clientIdOf = (itemId: string) => itemId.slice(OFFLINE_ID_PREFIX.length);

/** A short, stable key for an account's token (FNV-1a): for grouping, not secrecy (the token is kept too). */
export function accountOf(token: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index += 1) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** A v4 UUID for a typed item's `client_id`. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let lastChangeId = 0;
const newChangeId = () =>
  `${Date.now().toString(36)}-${(lastChangeId += 1).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

const fieldOf = (body: ShoppingPatchBody) => ('checked' in body ? 'checked' : 'hidden');
const itemIdOf = (change: ShoppingChangeInput) =>
  change.kind === 'add' ? offlineItemId(change.clientId) : change.itemId;

/** The queue with one more change, compacted: an item keeps only its latest tick and latest hide. */
function withChange(queue: QueuedShoppingChange[], change: QueuedShoppingChange): QueuedShoppingChange[] {
  const sameItem = (other: QueuedShoppingChange) =>
    other.account === change.account && itemIdOf(other) === itemIdOf(change);
  if (change.kind === 'patch') {
    const index = queue.findIndex(
      (other) =>
        sameItem(other) &&
        other.kind === 'patch' &&
        other.week === change.week &&
        fieldOf(other.body) === fieldOf(change.body),
    );
    // In the older change's place (its item's add stays before it), as a new change: a flush
    // sending the older one removes that one only.
    return index === -1 ? [...queue, change] : queue.map((other, at) => (at === index ? change : other));
  }
  if (change.kind === 'remove') {
    // A typed item added and removed with no signal: the server never needs to hear of it.
    if (isOfflineItemId(change.itemId)) return queue.filter((other) => !sameItem(other));
    return [...queue.filter((other) => !sameItem(other)), change];
  }
  return [...queue, change];
}

async function syncFlag(queue: QueuedShoppingChange[]) {
  markShoppingQueued(queue.length > 0);
}

/** Keeps a change made with no signal (or whose request found no network), to be sent later. */
export async function enqueueShoppingChange(
  input: ShoppingChangeInput,
  context: SenderContext,
  changedAt: Date = new Date(),
): Promise<QueuedShoppingChange> {
  const sentIds = (await get<Record<string, string>>(SENT_IDS, queueStore())) ?? {};
  // A change to a typed item whose add went out already: the server's id.
  const resolved =
    input.kind !== 'add' && isOfflineItemId(input.itemId) && sentIds[clientIdOf(input.itemId)]
      ? { ...input, itemId: sentIds[clientIdOf(input.itemId)] }
      : input;
  const change: QueuedShoppingChange = {
    ...resolved,
    id: newChangeId(),
    account: accountOf(context.token),
    token: context.token,
    apiBase: context.apiBase,
    changedAt: changedAt.toISOString(),
  };
  let queue: QueuedShoppingChange[] = [];
  await update<QueuedShoppingChange[]>(CHANGES, (current) => (queue = withChange(current ?? [], change)), queueStore());
  await syncFlag(queue);
  return change;
}

/** The changes still queued, in order; only one account's when its token is given. */
export async function readQueuedShoppingChanges(token?: string): Promise<QueuedShoppingChange[]> {
  const queue = (await get<QueuedShoppingChange[]>(CHANGES, queueStore())) ?? [];
  if (token === undefined) return queue;
  const account = accountOf(token);
  return queue.filter((change) => change.account === account);
}

/** Forgets every queued change and sent id (sign-out: nothing private stays behind). */
export async function clearShoppingQueue(): Promise<void> {
  await set(CHANGES, [], queueStore());
  await set(SENT_IDS, {}, queueStore());
  markShoppingQueued(false);
}

type Answer = { kind: 'sent'; itemId?: string } | { kind: 'dropped' } | { kind: 'refused' } | { kind: 'offline' };

function requestOf(change: QueuedShoppingChange, itemId: string): { url: string; init: RequestInit } {
  const headers: Record<string, string> = { Authorization: `Bearer ${change.token}`, Accept: 'application/json' };
  const json = { ...headers, 'Content-Type': 'application/json' };
  const base = change.apiBase.replace(/\/+$/, '');
  if (change.kind === 'add') {
    return {
      url: `${base}/shopping-list/items`,
      init: {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ name: change.body.name, client_id: change.clientId }),
      },
    };
  }
  const week = change.week === undefined ? '' : `?week=${encodeURIComponent(change.week)}`;
  const url = `${base}/shopping-list/items/${encodeURIComponent(itemId)}${week}`;
  if (change.kind === 'remove') return { url, init: { method: 'DELETE', headers } };
  return {
    url,
    init: { method: 'PATCH', headers: json, body: JSON.stringify({ ...change.body, changed_at: change.changedAt }) },
  };
}

async function send(change: QueuedShoppingChange, itemId: string, fetchFn: typeof fetch): Promise<Answer> {
  const { url, init } = requestOf(change, itemId);
  let response: Response;
  try {
    response = await fetchFn(url, init);
  } catch {
    return { kind: 'offline' };
  }
  if (response.status === 401 || response.status === 403) return { kind: 'refused' };
  // A server error or a gateway with no upstream: try again later, as with no network.
  if (response.status >= 500 || response.status === 408 || response.status === 429) return { kind: 'offline' };
  // The item is gone (removed on the other phone, a meal unplanned): nothing left to remove.
  if (change.kind === 'remove' && response.status === 404) return { kind: 'sent' };
  if (response.status >= 400) {
    console.warn(`Forkcast: a shopping-list change was refused (${response.status}) and dropped`, change.kind, itemId);
    return { kind: 'dropped' };
  }
  if (change.kind !== 'add') return { kind: 'sent' };
  try {
    const answer = (await response.json()) as { data?: { id?: unknown } };
    return typeof answer.data?.id === 'string' ? { kind: 'sent', itemId: answer.data.id } : { kind: 'sent' };
  } catch {
    return { kind: 'sent' };
  }
}

/** Takes sent or dropped changes out and gives later changes of a typed item its server id. */
async function settle(done: Set<string>, sentIds: Record<string, string>) {
  let queue: QueuedShoppingChange[] = [];
  await update<QueuedShoppingChange[]>(
    CHANGES,
    (current) =>
      (queue = (current ?? [])
        .filter((change) => !done.has(change.id))
        .map((change) =>
          change.kind !== 'add' && isOfflineItemId(change.itemId) && sentIds[clientIdOf(change.itemId)]
            ? { ...change, itemId: sentIds[clientIdOf(change.itemId)] }
            : change,
        )),
    queueStore(),
  );
  await update<Record<string, string>>(
    SENT_IDS,
    (current) => Object.fromEntries(Object.entries({ ...current, ...sentIds }).slice(-SENT_IDS_KEPT)),
    queueStore(),
  );
  await syncFlag(queue);
}

async function flushOnce(fetchFn: typeof fetch): Promise<FlushOutcome> {
  const queue = await readQueuedShoppingChanges();
  const sentIds = (await get<Record<string, string>>(SENT_IDS, queueStore())) ?? {};
  const done = new Set<string>();
  const stoppedAccounts = new Set<string>();
  /** Typed items whose add was dropped: their later changes go too. */
  const droppedItems = new Set<string>();
  const outcome: FlushOutcome = { sent: 0, dropped: 0, kept: 0 };
  for (const change of queue) {
    if (stoppedAccounts.has(change.account)) continue;
    let itemId = itemIdOf(change);
    if (change.kind !== 'add' && isOfflineItemId(itemId)) {
      const serverId = sentIds[clientIdOf(itemId)];
      if (!serverId || droppedItems.has(itemId)) {
        // Its add was refused (or lost): nothing to change on the server.
        done.add(change.id);
        outcome.dropped += 1;
        await settle(new Set([change.id]), sentIds);
        continue;
      }
      itemId = serverId;
    }
    const answer = await send(change, itemId, fetchFn);
    if (answer.kind === 'offline') break;
    if (answer.kind === 'refused') {
      // Signed out elsewhere or expired: kept for that account, sent once it has a good token again.
      stoppedAccounts.add(change.account);
      continue;
    }
    done.add(change.id);
    if (answer.kind === 'dropped') {
      outcome.dropped += 1;
      if (change.kind === 'add') droppedItems.add(offlineItemId(change.clientId));
    } else {
      outcome.sent += 1;
      if (change.kind === 'add' && answer.itemId) sentIds[change.clientId] = answer.itemId;
    }
    // Saved as it goes: a page closed mid-flush does not send the same changes again.
    await settle(new Set([change.id]), sentIds);
  }
  outcome.kept = queue.length - done.size;
  return outcome;
}

let flushing: Promise<FlushOutcome> | undefined;

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * Sends the queued changes in the order they were made. No network (or a server error): stops,
 * keeping the rest. A change the server refuses (4xx): dropped, and the rest go on. A refused
 * token (401/403): that account's changes stay queued, others go on. One flush at a time per
 * page, and across the page and the service worker where the browser has Web Locks.
 */
export function flushShoppingQueue(fetchFn: typeof fetch = (input, init) => fetch(input, init)): Promise<FlushOutcome> {
  if (flushing) return flushing;
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  const run = () => flushOnce(fetchFn);
  flushing = (locks ? locks.request('forkcast-shopping-flush', run) : run()).finally(() => {
    flushing = undefined;
  });
  return flushing;
}
