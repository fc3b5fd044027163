import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  HOME_HERO_IMAGE_SIZES,
  imageVariants,
  joinHost,
  RECIPE_HERO_IMAGE_SIZES,
  recipeHeroSource,
} from '../../contract/media';
import { matchPage } from '../../contract/pages';
import type { Database } from '../db/client';
import { escapeHtml } from '../http/escapeHtml';
import { homeBannerImage } from '../services/content/homeBanner';
import { recipeHeroImage } from '../services/recipes/heroImage';

/**
 * The SPA's HTML with hints for the page asked for. Without them a phone learns which chunk
 * the page needs only after the main bundles have run, and which image is the page's largest
 * paint only after that chunk has rendered: two round trips on a slow network. The hints let
 * the browser fetch both while it is still loading the main bundles. Images are hinted on the
 * home page (the banner's first image) and a recipe's page (its hero image).
 *
 * Which chunk and which image come from the page manifest (contract/pages.ts). Pages behind
 * sign-in are left out. Every page, signed in or not, preloads the self-hosted font.
 */

/** The public page at this address (the only ones with hints), or null. */
const publicPage = (pathname: string) => {
  const match = matchPage(pathname);
  return match && !match.page.signedIn ? match : null;
};

/** Written by webpack next to index.html (webpack.config.ts, PageChunksManifest). */
export interface PageChunksManifest {
  /** API_URL the SPA was built with: its media URLs start with it. */
  apiUrl: string;
  /** Chunk name → the files it needs beyond the ones index.html loads anyway. */
  chunks: Record<string, string[]>;
  /** Path of public/start-after-paint.js as built (server-rendered pages start the app with it). */
  startAfterPaint?: string;
  /** Paths of the self-hosted fonts (src/theme/fonts.ts): every page preloads them. */
  fonts?: string[];
}

export interface PageHints {
  /** index.html for this address, with its hints. */
  html(pathname: string, options?: { heroImage?: boolean }): Promise<string>;
}

export function createPageHints(distDir: string, db: Database): PageHints {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  let manifest: PageChunksManifest = { apiUrl: '', chunks: {} };
  try {
    manifest = JSON.parse(readFileSync(path.join(distDir, 'page-chunks.json'), 'utf8')) as PageChunksManifest;
  } catch {
    // A build without the manifest (an older dist): serve the plain page.
  }
  // Every page's text is set in Inter: without the hint the browser asks for the font only once
  // the styles (the app's, or the server-rendered page's) have been applied. A font is always
  // fetched in CORS mode, so the hint must be too (crossorigin), or it is fetched twice.
  const fontLinks = (manifest.fonts ?? []).map(
    (font) => `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(font)}" crossorigin>`,
  );
  const withLinks = (links: string[]) =>
    links.length || fontLinks.length
      ? template.replace('</head>', `${[...links, ...fontLinks].join('')}</head>`)
      : template;

  const chunkLinks = (pathname: string) => {
    const page = publicPage(pathname)?.page;
    const files = page ? (manifest.chunks[page.chunk] ?? []) : [];
    return files.map((file) => `<link rel="preload" as="script" href="/${escapeHtml(file)}">`);
  };
  // Chunk hints depend on the address's shape only: kept per pattern.
  const plainPages = new Map<string, string>();

  const imageLink = (image: string, sizes: string, variants = imageVariants(image)) => {
    const href = joinHost(manifest.apiUrl, image);
    const srcset = variants.map((variant) => `${joinHost(manifest.apiUrl, variant.path)} ${variant.width}w`).join(', ');
    const responsive = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : '';
    return `<link rel="preload" as="image" href="${escapeHtml(href)}"${responsive} fetchpriority="high">`;
  };

  /** The page's largest image, where the address alone tells which it is. */
  async function heroImageLink(pathname: string): Promise<string | null> {
    const match = publicPage(pathname);
    if (match?.page.heroImage === 'home-banner') {
      const image = await homeBannerImage(db);
      return image ? imageLink(image, HOME_HERO_IMAGE_SIZES[0]) : null;
    }
    if (match?.page.heroImage !== 'recipe' || !/^[1-9]\d{0,8}$/.test(match.params.id)) return null;
    // The banner crops when the image has them: the same source RecipeHero renders.
    const hero = recipeHeroSource(await recipeHeroImage(db, Number(match.params.id)));
    return hero ? imageLink(hero.path, RECIPE_HERO_IMAGE_SIZES, hero.variants) : null;
  }

  return {
    async html(pathname, { heroImage = true } = {}) {
      const image = heroImage ? await heroImageLink(pathname).catch(() => null) : null;
      if (image) return withLinks([...chunkLinks(pathname), image]);
      const key = publicPage(pathname)?.page.chunk ?? '';
      let html = plainPages.get(key);
      if (html === undefined) {
        html = withLinks(chunkLinks(pathname));
        plainPages.set(key, html);
      }
      return html;
    },
  };
}
