import { IMAGE_WIDTHS } from './constants';

/**
 * Stored images are written as `<stem>-<width>.webp` for every width of IMAGE_WIDTHS and
 * referenced by the path of the default width. Both sides derive the other widths from it.
 */
const WIDTH_SUFFIX = /-(\d+)\.webp$/;

export function imageVariantPath(path: string, width: number): string {
  return path.replace(WIDTH_SUFFIX, `-${width}.webp`);
}

/** Relative srcset entries, or an empty list for a path that does not follow the convention. */
export function imageVariants(path: string): { path: string; width: number }[] {
  if (!WIDTH_SUFFIX.test(path)) return [];
  return IMAGE_WIDTHS.map((width) => ({ path: imageVariantPath(path, width), width }));
}

/**
 * Recipe images stored since the banner variant exists also have wide crops for the recipe
 * page's banner, framed on the dish: `<stem>-banner-<width>.webp` at BANNER_WIDTHS, each
 * BANNER_ASPECT wide (1600 × 600, 800 × 300). Their stem ends in BANNER_STEM_MARK
 * (`uploads/recipes/Ab12….wide-640.webp`), so both sides tell from the path alone whether an
 * image has them; older uploads do not, and the page falls back to the image itself.
 */
export const BANNER_STEM_MARK = '.wide';
export const BANNER_WIDTHS = [800, 1600] as const;
/** Width over height of the banner crops. */
export const BANNER_ASPECT = 8 / 3;
const BANNER_PATH = /\.wide-\d+\.webp$/;

export function bannerHeight(width: number): number {
  return Math.round(width / BANNER_ASPECT);
}

/** The banner crops of a stored image, widest last; empty for an image stored without them. */
export function bannerVariants(path: string | null | undefined): { path: string; width: number }[] {
  if (!path || !BANNER_PATH.test(path)) return [];
  return BANNER_WIDTHS.map((width) => ({ path: path.replace(/-\d+\.webp$/, `-banner-${width}.webp`), width }));
}

/** The widest banner crop's path (what the recipe answer's `recipe_banner_image` holds), or null. */
export function bannerImagePath(path: string | null | undefined): string | null {
  const variants = bannerVariants(path);
  return variants.length ? variants[variants.length - 1].path : null;
}

/** Every file a stored image consists of: its widths, and its banner crops when it has them. */
export function storedImageFiles(path: string): string[] {
  return [...imageVariants(path), ...bannerVariants(path)].map((variant) => variant.path);
}

/**
 * What the recipe page's banner shows and the server's hints preload (the same, or the image
 * is fetched twice): the banner crops when the image has them, else the image's own widths.
 */
export function recipeHeroSource(path: string | null | undefined): {
  path: string;
  variants: { path: string; width: number }[];
  banner: boolean;
} | null {
  if (!path) return null;
  const banner = bannerVariants(path);
  if (banner.length) return { path: banner[banner.length - 1].path, variants: banner, banner: true };
  return { path, variants: imageVariants(path), banner: false };
}

export function joinHost(host: string, path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${host.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * `sizes` of the page heroes' images. The server's preload hints in index.html
 * (server/ssr/pageHints.ts) must name the same, or the browser fetches the image twice.
 * Home: the banner collage, first (largest) image then the others.
 */
export const HOME_HERO_IMAGE_SIZES = ['(min-width: 1024px) 30vw, 55vw', '(min-width: 1024px) 20vw, 40vw'] as const;
/** The recipe page's hero image. */
export const RECIPE_HERO_IMAGE_SIZES = '100vw';

/**
 * The home banner's collage (cms block `home-banner`): its distinct images in the block's order
 * (`image`, then `image_one` to `image_three`), at most three. The first is shown large: it is the
 * home page's largest paint, which the server's hints preload (server/ssr/pageHints.ts).
 */
export function bannerCollage(images: (string | null | undefined)[]): string[] {
  return [...new Set(images.filter((image): image is string => Boolean(image)))].slice(0, 3);
}
