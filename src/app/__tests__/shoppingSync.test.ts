import 'fake-indexeddb/auto';
import { act, waitFor } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { clearShoppingQueue, enqueueShoppingChange, readQueuedShoppingChanges } from '@/api/offline/shoppingQueue';
import { hasQueuedShoppingChanges } from '@/api/offline/shoppingQueueFlag';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { startShoppingSync } from '../shoppingSync';

const context = { token: 'test-token', apiBase: 'http://localhost/api' };
const tick = (itemId: string) => ({ kind: 'patch' as const, itemId, body: { checked: true } });

let api: FetchStub;
beforeEach(async () => {
  await clearShoppingQueue();
  api = stubFetch().on('PATCH', /^\/api\/shopping-list\/items\//, ok({ id: 'x' }));
});
let stop = () => {};
afterEach(() => {
  stop();
  api.restore();
});

const patched = () => api.requests.filter((request) => request.method === 'PATCH').map((r) => r.url.pathname);

describe('startShoppingSync', () => {
  it('sends the queued changes when the app starts and when the network comes back', async () => {
    await enqueueShoppingChange(tick('p-onion'), context);
    expect(hasQueuedShoppingChanges()).toBe(true);
    stop = startShoppingSync(makeStore());
    await waitFor(() => expect(patched()).toEqual(['/api/shopping-list/items/p-onion']));
    await waitFor(() => expect(hasQueuedShoppingChanges()).toBe(false));

    await enqueueShoppingChange(tick('p-salt'), context);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() =>
      expect(patched()).toEqual(['/api/shopping-list/items/p-onion', '/api/shopping-list/items/p-salt']),
    );
    expect(await readQueuedShoppingChanges()).toEqual([]);
  });

  it('loads nothing and sends nothing when the flag says nothing is queued', async () => {
    stop = startShoppingSync(makeStore());
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requests).toHaveLength(0);
  });
});
