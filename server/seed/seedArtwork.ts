/**
 * Generates and stores every image the demo content refers to, each distinct image once,
 * and answers their stored paths by what they illustrate.
 */
import { BLOG_AUTHORS, BLOGS, type BlogAuthorKey } from './blogsData';
import { COOKS, LIBRARIES, type CookKey } from './catalogData';
import {
  AGE_GROUP_CARDS,
  FAVICON_ART,
  HOME_BANNER,
  LOGO_ART,
  MEAL_PLANNER_PROMO,
  SHARE_YOUR_RECIPE,
  TESTIMONIALS,
  WHY_CHOOSE_US,
  type BadgeArt,
  type BannerArt,
} from './cmsData';
import { badgeScene, bannerScene, dishScene, wordmarkScene } from './imageScenes';
import { RECIPES_BY_LIBRARY } from './recipes';
import type { SeedImages } from './seedImages';

const RECIPE_SIZE = { width: 1200, height: 900 };
/** The recipe page's banner (BANNER_WIDTHS): the dish right of centre, clear of the title's panel. */
const RECIPE_BANNER = { width: 1600, height: 600, focusX: 0.66, maxPixelWidth: 1600 };
/**
 * The home banner's collage tiles (HeroBanner.tsx): a tall one (about 0.7:1) and two about as
 * wide as tall. Each is drawn in its tile's shape, one dish each, so object-fit: cover cuts no
 * neighbouring dish in half.
 */
const HOME_TILE_SIZES = [
  { width: 880, height: 1240 },
  { width: 1024, height: 940 },
  { width: 1024, height: 940 },
];
const BANNER_SIZE = { width: 1600, height: 700 };
const BLOG_SIZE = { width: 1200, height: 800 };
// Drawn at the largest stored width: storeImage enlarges smaller images to it anyway.
const BADGE_SIZE = 1024;

export interface SeedArtwork {
  logo: string;
  favicon: string;
  libraries: Map<string, string>;
  recipes: Map<string, string>;
  cooks: Map<CookKey, string>;
  blogs: Map<string, string>;
  blogAuthors: Map<BlogAuthorKey, string>;
  homeBanner: string[];
  whyChooseUs: string[];
  mealPlanner: string;
  shareYourRecipe: string;
  testimonials: string[];
  ageGroupCards: string[];
}

async function mapOf<K, V>(entries: readonly K[], produce: (entry: K) => Promise<V>): Promise<Map<K, V>> {
  const values = await Promise.all(entries.map(produce));
  return new Map(entries.map((entry, index) => [entry, values[index]]));
}

/** Awaits every promise of an object at once and answers their values under the same names. */
async function awaitEach<T extends object>(promises: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const keys = Object.keys(promises) as (keyof T)[];
  const values = await Promise.all(keys.map((key) => promises[key]));
  return Object.fromEntries(keys.map((key, index) => [key, values[index]])) as T;
}

export async function generateSeedArtwork(images: SeedImages): Promise<SeedArtwork> {
  // Keyed by the art itself, so a person who is both a cook and an author gets one image.
  const avatar = (art: BadgeArt) => {
    const key = `avatar:${art.emoji}:${art.palette.join(',')}`;
    return images.image(key, 'avatars', () =>
      badgeScene({ seedText: key, emoji: art.emoji, palette: art.palette, size: BADGE_SIZE, shape: 'full' }),
    );
  };
  const icon = (key: string, art: BadgeArt) =>
    images.image(
      `icon:${key}`,
      'cms',
      () =>
        badgeScene({
          seedText: key,
          emoji: art.emoji,
          palette: art.palette,
          size: BADGE_SIZE,
          shape: 'tile',
          emojiScale: 0.58,
        }),
      { transparent: true },
    );
  const banner = (key: string, art: BannerArt) =>
    images.image(`banner:${key}`, 'cms', () =>
      bannerScene({ seedText: key, emojis: art.emojis, palette: art.palette, ...BANNER_SIZE }),
    );

  const allRecipes = RECIPES_BY_LIBRARY.flatMap((group) => group.recipes);
  return awaitEach({
    logo: images.image('logo', 'site', () => wordmarkScene({ ...LOGO_ART, text: 'Fork', accentText: 'cast' }), {
      transparent: true,
    }),
    favicon: images.image(
      'favicon',
      'site',
      () =>
        badgeScene({
          seedText: 'favicon',
          emoji: FAVICON_ART.emoji,
          palette: FAVICON_ART.palette,
          size: BADGE_SIZE,
          shape: 'tile',
          emojiScale: 0.66,
        }),
      { transparent: true },
    ),
    libraries: mapOf(
      LIBRARIES.map((library) => library.dietName as string),
      (dietName) => {
        const library = LIBRARIES.find((candidate) => candidate.dietName === dietName)!;
        return images.image(`library:${dietName}`, 'libraries', () =>
          dishScene({
            seedText: dietName,
            emoji: library.emoji,
            accents: library.accents,
            palette: library.palette,
            ...RECIPE_SIZE,
          }),
        );
      },
    ),
    recipes: mapOf(
      allRecipes.map((recipe) => recipe.name),
      (name) => {
        const { art } = allRecipes.find((recipe) => recipe.name === name)!;
        const scene = {
          seedText: name,
          emoji: art.emoji,
          companions: art.with,
          accents: art.accents,
          palette: art.palette,
        };
        return images.image(`recipe:${name}`, 'recipes', () => dishScene({ ...scene, ...RECIPE_SIZE }), {
          bannerSvg: () => dishScene({ ...scene, ...RECIPE_BANNER }),
        });
      },
    ),
    cooks: mapOf(Object.keys(COOKS) as CookKey[], (key) =>
      avatar({ emoji: COOKS[key].avatarEmoji, palette: COOKS[key].palette }),
    ),
    blogs: mapOf(
      BLOGS.map((blog) => blog.slug),
      (slug) => {
        const { art } = BLOGS.find((blog) => blog.slug === slug)!;
        return images.image(`blog:${slug}`, 'blogs', () =>
          dishScene({ seedText: slug, emoji: art.emoji, accents: art.accents, palette: art.palette, ...BLOG_SIZE }),
        );
      },
    ),
    blogAuthors: mapOf(Object.keys(BLOG_AUTHORS) as BlogAuthorKey[], (key) =>
      avatar({ emoji: BLOG_AUTHORS[key].avatarEmoji, palette: BLOG_AUTHORS[key].palette }),
    ),
    homeBanner: Promise.all(
      HOME_BANNER.art.map((art, index) =>
        images.image(`home-tile:${index}`, 'cms', () =>
          dishScene({
            seedText: `home-${index}`,
            emoji: art.emojis[0],
            accents: art.emojis.slice(1),
            palette: art.palette,
            ...HOME_TILE_SIZES[index % HOME_TILE_SIZES.length],
          }),
        ),
      ),
    ),
    whyChooseUs: Promise.all(WHY_CHOOSE_US.map((item) => icon(`why:${item.title}`, item.art))),
    mealPlanner: banner('meal-planner', MEAL_PLANNER_PROMO.art),
    shareYourRecipe: banner('share-your-recipe', SHARE_YOUR_RECIPE.art),
    testimonials: Promise.all(TESTIMONIALS.map((item) => avatar(item.art))),
    ageGroupCards: Promise.all(AGE_GROUP_CARDS.map((card) => icon(`age:${card.ageGroup}`, card.art))),
  });
}
