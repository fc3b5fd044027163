/**
 * The fixed vocabulary of the demo catalogue: categories, diet libraries, tags, palettes and
 * the cooks who share recipes.
 */
import type { Palette } from './imageScenes';

/** Gradient palettes, light to deeper, chosen to flatter food. */
export const PALETTES = {
  peach: ['#FFE9D2', '#F7A072'],
  tomato: ['#FFE3DC', '#F0786A'],
  lemon: ['#FFF6CF', '#F5C84C'],
  mint: ['#E0F5EA', '#7FCCA5'],
  sage: ['#EEF3E2', '#A3BF7A'],
  sky: ['#E1F1FB', '#82BCE6'],
  berry: ['#FBE3EE', '#D97AA6'],
  lavender: ['#EEE8FA', '#A893DB'],
  caramel: ['#FBEBD8', '#D9A066'],
  blush: ['#FFEDEA', '#F2A9A0'],
  teal: ['#DDF3F1', '#5DB8B0'],
  cocoa: ['#F3E6DC', '#B98466'],
} as const satisfies Record<string, Palette>;

export const CATEGORY_NAMES = ['Breakfast', 'Lunch', 'Dinner', 'Snacks', 'Desserts', 'Drinks'] as const;
export type CategoryName = (typeof CATEGORY_NAMES)[number];

export interface LibrarySeed {
  dietName: string;
  emoji: string;
  accents: readonly string[];
  palette: Palette;
}

export const LIBRARIES = [
  { dietName: 'Vegetarian', emoji: '🥗', accents: ['🧀', '🍅', '🥚'], palette: PALETTES.sage },
  { dietName: 'Vegan', emoji: '🥑', accents: ['🥦', '🫘', '🌽'], palette: PALETTES.mint },
  { dietName: 'Keto', emoji: '🥩', accents: ['🥚', '🧈', '🥬'], palette: PALETTES.caramel },
  { dietName: 'Mediterranean', emoji: '🫒', accents: ['🍅', '🐟', '🍋'], palette: PALETTES.sky },
  { dietName: 'Gluten-Free', emoji: '🍚', accents: ['🍠', '🌽', '🥔'], palette: PALETTES.lemon },
  { dietName: 'High-Protein', emoji: '🍗', accents: ['🥚', '🫘', '🐟'], palette: PALETTES.peach },
  { dietName: 'Dairy-Free', emoji: '🥥', accents: ['🍌', '🥜', '🫐'], palette: PALETTES.teal },
  { dietName: 'Low-Sugar', emoji: '🫐', accents: ['🍓', '🥝', '🍏'], palette: PALETTES.berry },
] as const satisfies readonly LibrarySeed[];
export type LibraryName = (typeof LIBRARIES)[number]['dietName'];

/** The shared tag vocabulary; every tag is lowercase. */
export const TAG_NAMES = [
  'quick',
  'family',
  'kid-friendly',
  'one-pot',
  'make-ahead',
  'budget',
  'high-fibre',
  'high-protein',
  'comfort-food',
  'lunchbox',
  'freezer-friendly',
  'batch-cooking',
  'no-cook',
  'weekend',
  'light',
  'spicy',
  'summer',
  'winter',
  'party',
  'traybake',
] as const;
export type TagName = (typeof TAG_NAMES)[number];

export interface CookSeed {
  name: string;
  email: string;
  avatarEmoji: string;
  palette: Palette;
}

/** The demo accounts first (see DEMO_ACCOUNTS), then the other cooks of the community. */
export const COOKS = {
  maya: { name: 'Maya Fernandes', email: 'demo@forkcast.app', avatarEmoji: '👩‍🍳', palette: PALETTES.mint },
  sam: { name: 'Sam Okafor', email: 'sam@forkcast.app', avatarEmoji: '🧑🏾‍🍳', palette: PALETTES.sky },
  priya: { name: 'Priya Sharma', email: 'priya@forkcast.app', avatarEmoji: '👩🏽', palette: PALETTES.peach },
  tom: { name: 'Tom Whitaker', email: 'tom@forkcast.app', avatarEmoji: '👨‍🍳', palette: PALETTES.lemon },
  elena: { name: 'Elena Rossi', email: 'elena@forkcast.app', avatarEmoji: '👵', palette: PALETTES.berry },
  grace: { name: 'Grace Mensah', email: 'grace@forkcast.app', avatarEmoji: '👩🏾', palette: PALETTES.lavender },
} as const satisfies Record<string, CookSeed>;
export type CookKey = keyof typeof COOKS;

/** Seeded cooks who are not demo accounts sign in with this password too. */
export const COMMUNITY_PASSWORD = 'forkcast-community';
