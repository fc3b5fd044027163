import type { SocialMedia } from '@contract/constants';

const PATHS: Record<SocialMedia, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z',
  twitter: 'M4 4l7 9.2L4.3 20H6l5.9-5.8L16.4 20H20l-7.3-9.6L19 4h-1.7l-5.4 5.3L8 4z',
  instagram:
    'M12 7.3a4.7 4.7 0 100 9.4 4.7 4.7 0 000-9.4zm0 7.7a3 3 0 110-6 3 3 0 010 6zM17 5.8a1.1 1.1 0 100 2.2 1.1 1.1 0 000-2.2zM16.5 2h-9A5.5 5.5 0 002 7.5v9A5.5 5.5 0 007.5 22h9a5.5 5.5 0 005.5-5.5v-9A5.5 5.5 0 0016.5 2zm3.8 14.5a3.8 3.8 0 01-3.8 3.8h-9a3.8 3.8 0 01-3.8-3.8v-9a3.8 3.8 0 013.8-3.8h9a3.8 3.8 0 013.8 3.8z',
};

export const SOCIAL_LABELS: Record<SocialMedia, string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  instagram: 'Instagram',
};

export function SocialIcon({ network }: { network: SocialMedia }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[network] ?? PATHS.facebook} fill="currentColor" />
    </svg>
  );
}
