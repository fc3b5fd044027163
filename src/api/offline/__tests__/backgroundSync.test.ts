import 'fake-indexeddb/auto';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { listenForShoppingSync, SHOPPING_SYNC_TAG, type SyncScopeLike } from '../backgroundSync';
import { clearShoppingQueue, enqueueShoppingChange, readQueuedShoppingChanges } from '../shoppingQueue';

let api: FetchStub;
beforeEach(async () => {
  await clearShoppingQueue();
  api = stubFetch().on('PATCH', /^\/api\/shopping-list\/items\//, ok({ id: 'p-onion' }));
});
afterEach(() => api.restore());

/** A service worker scope that records its sync listener, and a sync event that records its work. */
function fakeScope() {
  let listener: Parameters<SyncScopeLike['addEventListener']>[1] | undefined;
  const scope: SyncScopeLike = { addEventListener: (_type, callback) => (listener = callback) };
  const fire = (tag: string) => {
    const work: Promise<unknown>[] = [];
    listener?.({ tag, waitUntil: (promise) => work.push(promise) });
    return work;
  };
  return { scope, fire };
}

describe('Background Sync of the shopping queue', () => {
  it('sends the queued changes on its own tag only', async () => {
    const { scope, fire } = fakeScope();
    listenForShoppingSync(scope);
    await enqueueShoppingChange(
      { kind: 'patch', itemId: 'p-onion', body: { checked: true } },
      { token: 't', apiBase: 'http://localhost/api' },
    );

    expect(fire('another-tag')).toHaveLength(0);
    expect(api.requests).toHaveLength(0);

    const [work] = fire(SHOPPING_SYNC_TAG);
    await work;
    expect(api.requests.map((request) => request.url.pathname)).toEqual(['/api/shopping-list/items/p-onion']);
    expect(await readQueuedShoppingChanges()).toEqual([]);
  });

  it('fails the sync while changes are left, so the browser tries again', async () => {
    api.on('PATCH', /^\/api\/shopping-list\/items\//, () => {
      throw new TypeError('Failed to fetch');
    });
    const { scope, fire } = fakeScope();
    listenForShoppingSync(scope);
    await enqueueShoppingChange(
      { kind: 'patch', itemId: 'p-onion', body: { checked: true } },
      { token: 't', apiBase: 'http://localhost/api' },
    );
    await expect(fire(SHOPPING_SYNC_TAG)[0]).rejects.toThrow('1 shopping-list changes are still queued');
  });
});
