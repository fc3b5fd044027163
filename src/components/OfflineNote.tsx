import { useSyncExternalStore, type CSSProperties } from 'react';
import { theme } from '@/theme/theme';

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

/** "10:42": the hour and minute in the reader's locale, on a 24-hour clock. */
export function clockTime(iso: string): string {
  return new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

/**
 * A pill at the bottom of the screen, over the page. Inline styles rather than a styled
 * component: it sits in the first bundle of every page (docs/decisions.md, "Issue 39").
 */
const NOTE_STYLE: CSSProperties = {
  position: 'fixed',
  left: '50%',
  bottom: '1rem',
  transform: 'translateX(-50%)',
  zIndex: 40,
  maxWidth: 'calc(100vw - 2rem)',
  margin: 0,
  padding: '0.5rem 1rem',
  borderRadius: 999,
  background: theme.colors.text,
  color: theme.colors.surface,
  fontSize: '0.9rem',
  pointerEvents: 'none',
};

/**
 * "Offline — last updated 10:42" while the page shows answers kept from earlier (`cachedAt`: when
 * the oldest of them was stored), or "Offline" when the browser has no network. Nothing otherwise.
 */
export function OfflineNote({ cachedAt }: { cachedAt: string | null }) {
  const online = useOnline();
  const stale = cachedAt !== null;
  // The live region stays in the page, so a screen reader announces the note when it appears.
  return (
    <div role="status">
      {(stale || !online) && (
        <p style={NOTE_STYLE} data-print="hide">
          {stale ? `Offline — last updated ${clockTime(cachedAt)}` : 'Offline'}
        </p>
      )}
    </div>
  );
}
