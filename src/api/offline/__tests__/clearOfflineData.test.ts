import 'fake-indexeddb/auto';
import { webcrypto } from 'node:crypto';
import { waitFor } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { sessionExpired, signedOut } from '@/store/authSlice';
import { apiCacheName, API_CACHE_PREFIX, IMAGE_CACHE, SW_MESSAGE } from '../offlineCaches';
import { enqueueShoppingChange, readQueuedShoppingChanges } from '../shoppingQueue';

/**
 * Sign-out leaves nothing of the account on the phone: every per-session cache of API answers
 * and the images, the queue of unsent shopping-list changes, and the service worker is told.
 * `caches` (absent from jsdom) is stubbed with an in-memory CacheStorage; IndexedDB is
 * fake-indexeddb's.
 */
function fakeCacheStorage(names: string[]) {
  const held = new Set(names);
  return {
    held,
    keys: jest.fn(async () => [...held]),
    delete: jest.fn(async (name: string) => held.delete(name)),
  };
}

const SHELL_CACHES = ['workbox-precache-v2-https://forkcast.example/', 'forkcast-assets'];
const postMessage = jest.fn();

let storage: ReturnType<typeof fakeCacheStorage>;
beforeEach(() => {
  storage = fakeCacheStorage([
    `${API_CACHE_PREFIX}0123456789abcdef`,
    `${API_CACHE_PREFIX}public`,
    IMAGE_CACHE,
    ...SHELL_CACHES,
  ]);
  Object.assign(globalThis, { caches: storage });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: { postMessage } } });
  postMessage.mockClear();
});
afterEach(() => {
  delete (globalThis as { caches?: unknown }).caches;
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

const signedIn = { auth: { token: 'cook-token', loading: false, signedOutByChoice: false } };

describe('sign-out on this phone', () => {
  it.each([
    ['signing out', signedOut()],
    ['a session the server ended', sessionExpired()],
  ])('after %s deletes the answers, images and queued changes, keeping the app shell', async (_name, action) => {
    await enqueueShoppingChange(
      { kind: 'patch', itemId: 'p-onion', body: { checked: true } },
      { token: 'cook-token', apiBase: 'http://localhost/api' },
    );
    const store = makeStore({ preloadedState: signedIn, reloadPage: jest.fn() });

    store.dispatch(action);

    await waitFor(() => expect([...storage.held].sort()).toEqual([...SHELL_CACHES].sort()));
    await waitFor(async () => expect(await readQueuedShoppingChanges()).toEqual([]));
    expect(postMessage).toHaveBeenCalledWith({ type: SW_MESSAGE.signedOut });
  });
});

describe('apiCacheName', () => {
  // jsdom has no SubtleCrypto: Node's, which a worker's matches.
  beforeAll(() => {
    if (!globalThis.crypto.subtle) Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle });
  });

  it('gives each session its own cache, named without the token', async () => {
    const mum = await apiCacheName('Bearer token-of-mum');
    const dad = await apiCacheName('Bearer token-of-dad');
    expect(mum).toMatch(/^forkcast-api-[0-9a-f]{16}$/);
    expect(dad).not.toBe(mum);
    expect(await apiCacheName('Bearer token-of-mum')).toBe(mum);
    expect(mum).not.toContain('token-of-mum');
    expect(await apiCacheName(null)).toBe(`${API_CACHE_PREFIX}public`);
  });
});
