import { lazy, Suspense, useSyncExternalStore } from 'react';

const OfflineNotePill = lazy(() => import(/* webpackChunkName: "offline-note" */ './OfflineNotePill'));

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** False when the browser knows it has no network; true on the server (nothing to say there). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * "Offline — last updated 10:42" while the page shows answers kept from earlier (`cachedAt`: when
 * the oldest of them was stored), or "Offline" when the browser has no network; nothing otherwise.
 * This part sits in the first bundle of every page, so the words and their style come in a chunk
 * of their own when first needed (docs/decisions.md, "Issue 39: the offline app").
 */
export function OfflineNote({ cachedAt }: { cachedAt: string | null }) {
  const online = useOnline();
  // The live region stays in the page, so a screen reader announces the note when it appears.
  return (
    <div role="status">
      {(cachedAt !== null || !online) && (
        <Suspense fallback={null}>
          <OfflineNotePill cachedAt={cachedAt} />
        </Suspense>
      )}
    </div>
  );
}
