/** Design tokens. Colours meet WCAG AA contrast against the surfaces they are used on. */
export const theme = {
  colors: {
    primary: '#1f7a4d',
    primaryDark: '#165c3a',
    primarySoft: '#e6f4ec',
    accent: '#e8692e',
    accentDark: '#b8471a',
    /** A quiet warm tint (allergen badges); accentText on it is 7.2:1. */
    accentSoft: '#fdf0e4',
    accentText: '#8a3510',
    text: '#1d2420',
    textMuted: '#56605a',
    surface: '#ffffff',
    background: '#f7f8f5',
    border: '#dde3dd',
    danger: '#b42318',
    star: '#c77700',
    focus: '#1557c0',
    overlay: 'rgba(17, 24, 20, 0.55)',
  },
  /** SPEC.md §9: eight category colours (text on these is dark, AA). */
  categoryPalette: ['#fde2c8', '#d7f0dd', '#dce9fb', '#f9d9e3', '#efe3fb', '#fff1bf', '#d6f3f1', '#f3e0d3'],
  radii: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(16, 24, 20, 0.06), 0 4px 14px rgba(16, 24, 20, 0.06)',
    raised: '0 10px 30px rgba(16, 24, 20, 0.14)',
  },
  breakpoints: { sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536, wide: 1460 },
  fonts: {
    body: "'Inter', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "'Georgia', 'Iowan Old Style', 'Times New Roman', serif",
  },
  layout: { contentMax: '1280px', shellColumn: '600px', profileMax: '717px' },
} as const;

export type Theme = typeof theme;

/** Media query helper: `${mq.md} { … }` applies from that width up. */
export const mq = {
  sm: `@media (min-width: ${theme.breakpoints.sm}px)`,
  md: `@media (min-width: ${theme.breakpoints.md}px)`,
  lg: `@media (min-width: ${theme.breakpoints.lg}px)`,
  xl: `@media (min-width: ${theme.breakpoints.xl}px)`,
  xxl: `@media (min-width: ${theme.breakpoints.xxl}px)`,
  belowMd: `@media (max-width: ${theme.breakpoints.md - 1}px)`,
} as const;
