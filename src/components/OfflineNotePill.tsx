import type { CSSProperties } from 'react';
import { theme } from '@/theme/theme';

/** "10:42": the hour and minute in the reader's locale, on a 24-hour clock. */
export function clockTime(iso: string): string {
  return new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

/** A pill at the bottom of the screen, over the page (inline styles: one element, no styled component needed). */
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

/** What OfflineNote says, loaded only when there is something to say. */
export default function OfflineNotePill({ cachedAt }: { cachedAt: string | null }) {
  return (
    <p style={NOTE_STYLE} data-print="hide">
      {cachedAt !== null ? `Offline — last updated ${clockTime(cachedAt)}` : 'Offline'}
    </p>
  );
}
