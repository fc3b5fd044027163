/** Small line icons (system fonts often lack emoji, so icons are drawn, never typed). */
const PATHS = {
  servings: 'M4 11h16M5 11a7 7 0 0014 0M12 4v2M9 20h6',
  clock: 'M12 7v5l3 2M21 12a9 9 0 11-18 0 9 9 0 0118 0z',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 100-6 3 3 0 000 6z',
  link: 'M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1',
  book: 'M4 5a2 2 0 012-2h13v16H6a2 2 0 00-2 2V5zm0 14a2 2 0 012-2h13',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  chef: 'M7 14v6h10v-6M7 14a4 4 0 01-1-7.9A5 5 0 0112 3a5 5 0 016 3.1A4 4 0 0117 14H7z',
  warning: 'M12 3l10 18H2L12 3zm0 7v5m0 3v.5',
  chat: 'M4 5h16v11H9l-5 4V5z',
  note: 'M6 3h9l4 4v14H6V3zm9 0v4h4M9 12h7M9 16h5',
  bowl: 'M3 11h18a9 9 0 01-18 0zM8 7c0-1.5 1-2 1-3.5M12 7c0-1.5 1-2 1-3.5M16 7c0-1.5 1-2 1-3.5',
  fork: 'M7 3v7a2 2 0 004 0V3M9 3v18M17 3c-2 0-3 2.5-3 6s1 4 3 4v8',
  play: 'M7 4.5v15L19.5 12 7 4.5z',
  pause: 'M7 5h3v14H7zM14 5h3v14h-3z',
  volume: 'M4 9h4l5-4v14l-5-4H4V9zM16.5 9a4 4 0 010 6M19 6.5a8 8 0 010 11',
  volumeOff: 'M4 9h4l5-4v14l-5-4H4V9zM16.5 9.5l5 5M21.5 9.5l-5 5',
  fullscreen: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  fullscreenExit: 'M9 4v5H4M15 4v5h5M20 15h-5v5M4 15h5v5',
  camera:
    'M3 8.5A2.5 2.5 0 015.5 6h2l1.5-2h6l1.5 2h2A2.5 2.5 0 0121 8.5v9a2.5 2.5 0 01-2.5 2.5h-13A2.5 2.5 0 013 17.5v-9zM12 16.5a3.5 3.5 0 100-7 3.5 3.5 0 000 7z',
  video:
    'M3 7.5A2.5 2.5 0 015.5 5h8A2.5 2.5 0 0116 7.5v9a2.5 2.5 0 01-2.5 2.5h-8A2.5 2.5 0 013 16.5v-9zM16 10l5-3v10l-5-3',
  edit: 'M4 20h4L19 9a2.8 2.8 0 00-4-4L4 16v4zM13.5 6.5l4 4',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
