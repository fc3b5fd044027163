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
