import 'fake-indexeddb/auto';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import {
  accountOf,
  clearShoppingQueue,
  enqueueShoppingChange,
  flushShoppingQueue,
  offlineItemId,
  readQueuedShoppingChanges,
} from '../shoppingQueue';
import { hasQueuedShoppingChanges } from '../shoppingQueueFlag';

const API = 'http://localhost/api';
const mum = { token: 'token-of-mum', apiBase: API };
const dad = { token: 'token-of-dad', apiBase: API };
const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 10, minute));

let api: FetchStub;
beforeEach(async () => {
  await clearShoppingQueue();
  api = stubFetch()
    .on('PATCH', /^\/api\/shopping-list\/items\//, (request) => ok({ id: request.url.pathname.split('/').pop() }))
    .on('DELETE', /^\/api\/shopping-list\/items\//, ok(null))
    .on('POST', '/api/shopping-list/items', (request) => ok({ id: `m-${(request.body as { name: string }).name}` }));
});
afterEach(() => api.restore());

const sent = () => api.requests.map((request) => `${request.method} ${request.url.pathname}${request.url.search}`);

describe('the offline shopping queue', () => {
  it('keeps the latest tick of an item in place of an older one, with the time it was made', async () => {
    await enqueueShoppingChange({ kind: 'patch', itemId: 'p-onion', body: { checked: true } }, mum, at(1));
    await enqueueShoppingChange({ kind: 'patch', itemId: 'p-salt', body: { checked: true } }, mum, at(2));
    await enqueueShoppingChange({ kind: 'patch', itemId: 'p-onion', body: { hidden: true } }, mum, at(3));
    await enqueueShoppingChange({ kind: 'patch', itemId: 'p-onion', body: { checked: false } }, mum, at(4));

    const queue = await readQueuedShoppingChanges();
    expect(
      queue.map((change) => [change.kind === 'add' ? '' : change.itemId, 'body' in change && change.body]),
    ).toEqual([
      ['p-onion', { checked: false }],
      ['p-salt', { checked: true }],
      ['p-onion', { hidden: true }],
    ]);
    expect(queue[0].changedAt).toBe(at(4).toISOString());
    expect(hasQueuedShoppingChanges()).toBe(true);
  });

  it('sends the changes in the order they were made, with changed_at, the week and the token', async () => {
    await enqueueShoppingChange(
      { kind: 'patch', itemId: 'p-onion', week: '2026-11-28', body: { checked: true } },
      mum,
      at(1),
    );
    await enqueueShoppingChange({ kind: 'patch', itemId: 'p-salt', body: { hidden: true } }, mum, at(2));
    await enqueueShoppingChange({ kind: 'remove', itemId: 'm-7' }, mum, at(3));

    expect(await flushShoppingQueue()).toEqual({ sent: 3, dropped: 0, kept: 0 });
    expect(sent()).toEqual([
      'PATCH /api/shopping-list/items/p-onion?week=2026-11-28',
      'PATCH /api/shopping-list/items/p-salt',
      'DELETE /api/shopping-list/items/m-7',
    ]);
    expect(api.requests[0].body).toEqual({ checked: true, changed_at: at(1).toISOString() });
    expect(api.requests[1].body).toEqual({ hidden: true, changed_at: at(2).toISOString() });
    expect(api.requests[0].headers.get('Authorization')).toBe('Bearer token-of-mum');
    expect(await readQueuedShoppingChanges()).toEqual([]);
    expect(hasQueuedShoppingChanges()).toBe(false);
  });

  it('sends a typed item with its client_id first, then its tick to the id the server answered', async () => {
    await enqueueShoppingChange({ kind: 'add', clientId: 'c1', body: { name: 'milk' } }, mum, at(1));
    await enqueueShoppingChange({ kind: 'patch', itemId: offlineItemId('c1'), body: { checked: true } }, mum, at(2));

    await flushShoppingQueue();
    expect(sent()).toEqual(['POST /api/shopping-list/items', 'PATCH /api/shopping-list/items/m-milk']);
    expect(api.requests[0].body).toEqual({ name: 'milk', client_id: 'c1' });

    // A tick made later on the item the page still shows by its temporary id goes to the server's id.
    await enqueueShoppingChange({ kind: 'patch', itemId: offlineItemId('c1'), body: { checked: false } }, mum, at(3));
    await flushShoppingQueue();
    expect(sent()[2]).toBe('PATCH /api/shopping-list/items/m-milk');
  });

  it('never sends a typed item added and removed with no signal', async () => {
    await enqueueShoppingChange({ kind: 'add', clientId: 'c2', body: { name: 'bread' } }, mum, at(1));
    await enqueueShoppingChange({ kind: 'patch', itemId: offlineItemId('c2'), body: { checked: true } }, mum, at(2));
    await enqueueShoppingChange({ kind: 'remove', itemId: offlineItemId('c2') }, mum, at(3));
    expect(await readQueuedShoppingChanges()).toEqual([]);
    await flushShoppingQueue();
    expect(api.requests).toHaveLength(0);
  });

  it('stops at a network error and keeps that change and the rest for later', async () => {
    let online = false;
    api.on('PATCH', '/api/shopping-list/items/p-salt', () => {
      if (!online) throw new TypeError('Failed to fetch');
      return ok({ id: 'p-salt' });
    });
    await enqueueShoppingChange({ kind: 'patch', itemId: 'p-onion', body: { checked: true } }, mum, at(1));
    await enqueueShoppingChange({ kind: 'patch', itemId: 'p-salt', body: { checked: true } }, mum, at(2));
    await enqueueShoppingChange({ kind: 'patch', itemId: 'p-rice', body: { checked: true } }, mum, at(3));

    expect(await flushShoppingQueue()).toEqual({ sent: 1, dropped: 0, kept: 2 });
    expect(sent()).toEqual(['PATCH /api/shopping-list/items/p-onion', 'PATCH /api/shopping-list/items/p-salt']);
    expect((await readQueuedShoppingChanges()).map((change) => change.kind !== 'add' && change.itemId)).toEqual([
      'p-salt',
      'p-rice',
    ]);
    expect(hasQueuedShoppingChanges()).toBe(true);

    online = true;
    expect(await flushShoppingQueue()).toEqual({ sent: 2, dropped: 0, kept: 0 });
  });

  it('keeps the queue on a server error, as with no network', async () => {
    api.on('PATCH', '/api/shopping-list/items/p-onion', fail(503, 'Down for a moment'));
    await enqueueShoppingChange({ kind: 'patch', itemId: 'p-onion', body: { checked: true } }, mum, at(1));
    expect(await flushShoppingQueue()).toEqual({ sent: 0, dropped: 0, kept: 1 });
  });

  it('drops a change the server refuses and goes on, with the later changes of a refused add', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api
      .on('PATCH', '/api/shopping-list/items/p-gone', fail(404, 'No such item'))
      .on('POST', '/api/shopping-list/items', fail(422, 'Name is too long', { name: ['Name is too long'] }));
    await enqueueShoppingChange({ kind: 'patch', itemId: 'p-gone', body: { checked: true } }, mum, at(1));
    await enqueueShoppingChange({ kind: 'add', clientId: 'c3', body: { name: 'x'.repeat(300) } }, mum, at(2));
    await enqueueShoppingChange({ kind: 'patch', itemId: offlineItemId('c3'), body: { checked: true } }, mum, at(3));
    await enqueueShoppingChange({ kind: 'patch', itemId: 'p-onion', body: { checked: true } }, mum, at(4));

    expect(await flushShoppingQueue()).toEqual({ sent: 1, dropped: 3, kept: 0 });
    expect(sent()).toEqual([
      'PATCH /api/shopping-list/items/p-gone',
      'POST /api/shopping-list/items',
      'PATCH /api/shopping-list/items/p-onion',
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it("keeps an account's changes when its token is refused, and sends another account's", async () => {
    api.on('PATCH', /^\/api\/shopping-list\/items\//, (request) =>
      request.headers.get('Authorization') === 'Bearer token-of-mum'
        ? fail(401, 'Please sign in again')
        : ok({ id: 'x' }),
    );
    await enqueueShoppingChange({ kind: 'patch', itemId: 'p-onion', body: { checked: true } }, mum, at(1));
    await enqueueShoppingChange({ kind: 'patch', itemId: 'p-salt', body: { checked: true } }, dad, at(2));
    await enqueueShoppingChange({ kind: 'patch', itemId: 'p-rice', body: { checked: true } }, mum, at(3));

    expect(await flushShoppingQueue()).toEqual({ sent: 1, dropped: 0, kept: 2 });
    // Mum's second change is not tried with a token already refused.
    expect(sent()).toEqual(['PATCH /api/shopping-list/items/p-onion', 'PATCH /api/shopping-list/items/p-salt']);
    expect((await readQueuedShoppingChanges(mum.token)).map((change) => change.account)).toEqual([
      accountOf(mum.token),
      accountOf(mum.token),
    ]);
    expect(await readQueuedShoppingChanges(dad.token)).toEqual([]);
  });

  it('compacts only within one account: two people ticking one item each keep their change', async () => {
    await enqueueShoppingChange({ kind: 'patch', itemId: 'p-onion', body: { checked: true } }, mum, at(1));
    await enqueueShoppingChange({ kind: 'patch', itemId: 'p-onion', body: { checked: false } }, dad, at(2));
    expect(await readQueuedShoppingChanges(mum.token)).toHaveLength(1);
    expect(await readQueuedShoppingChanges(dad.token)).toHaveLength(1);
  });

  it('forgets everything on sign-out', async () => {
    await enqueueShoppingChange({ kind: 'patch', itemId: 'p-onion', body: { checked: true } }, mum, at(1));
    await clearShoppingQueue();
    expect(await readQueuedShoppingChanges()).toEqual([]);
    expect(hasQueuedShoppingChanges()).toBe(false);
    await flushShoppingQueue();
    expect(api.requests).toHaveLength(0);
  });

  it('keeps a change made while a flush is sending an older one of the same item', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    api.on('PATCH', '/api/shopping-list/items/p-onion', async () => {
      await held;
      return ok({ id: 'p-onion' });
    });
    await enqueueShoppingChange({ kind: 'patch', itemId: 'p-onion', body: { checked: true } }, mum, at(1));
    const flushing = flushShoppingQueue();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await enqueueShoppingChange({ kind: 'patch', itemId: 'p-onion', body: { checked: false } }, mum, at(2));
    release();
    await flushing;
    const left = await readQueuedShoppingChanges();
    expect(left).toHaveLength(1);
    expect(left[0].kind === 'patch' && left[0].body).toEqual({ checked: false });
  });
});
