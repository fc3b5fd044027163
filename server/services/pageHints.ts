import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { HOME_HERO_IMAGE_SIZES, imageVariants, joinHost, RECIPE_HERO_IMAGE_SIZES } from '../../contract/media';
import type { ContentBlockDto } from '../../contract/types';
import type { Database } from '../db/client';
import { cmsBlocks, recipes } from '../db/schema';
import { escapeHtml } from '../http/escapeHtml';

/**
 * The SPA's HTML with hints for the page asked for. Without them a phone learns which chunk
 * the page needs only after the main bundles have run, and which image is the page's largest
 * paint only after that chunk has rendered: two round trips on a slow network. The hints let
 * the browser fetch both while it is still loading the main bundles. Images are hinted on the
 * home page (the banner's first image) and a recipe's page (its hero image).
 *
 * The page → chunk table mirrors src/app/router.tsx (its webpackChunkName comments); a test
 * (server/services/pageHints.test.ts) keeps the two in step. Pages behind sign-in are left out.
 */
export const PAGE_CHUNKS: { pattern: RegExp; chunk: string }[] = [
  { pattern: /^\/$/, chunk: 'page-home' },
  { pattern: /^\/recipe-library\/?$/, chunk: 'page-recipe-library' },
  { pattern: /^\/recipes\/recipe_library\/[^/]+\/?$/, chunk: 'page-library-recipes' },
  { pattern: /^\/recipe-details\/[^/]+\/?$/, chunk: 'page-recipe-details' },
  { pattern: /^\/meal-planner\/?$/, chunk: 'page-meal-planner' },
  { pattern: /^\/blog\/?$/, chunk: 'page-blog' },
  { pattern: /^\/blog\/[^/]+\/?$/, chunk: 'page-blog-post' },
  { pattern: /^\/auth\/login\/?$/, chunk: 'page-auth-login' },
  { pattern: /^\/auth\/register\/?$/, chunk: 'page-auth-register' },
  { pattern: /^\/auth\/verify-email\/?$/, chunk: 'page-auth-verify-email' },
  { pattern: /^\/auth\/verify-otp\/?$/, chunk: 'page-auth-verify-otp' },
  { pattern: /^\/auth\/reset-password\/?$/, chunk: 'page-auth-reset-password' },
];

/** Written by webpack next to index.html (webpack.config.ts, PageChunksManifest). */
export interface PageChunksManifest {
  /** API_URL the SPA was built with: its media URLs start with it. */
  apiUrl: string;
  /** Chunk name → the files it needs beyond the ones index.html loads anyway. */
  chunks: Record<string, string[]>;
  /** Path of public/start-after-paint.js as built (server-rendered pages start the app with it). */
  startAfterPaint?: string;
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
  const withLinks = (links: string[]) => (links.length ? template.replace('</head>', `${links.join('')}</head>`) : template);

  const chunkLinks = (pathname: string) => {
    const page = PAGE_CHUNKS.find(({ pattern }) => pattern.test(pathname));
    const files = page ? (manifest.chunks[page.chunk] ?? []) : [];
    return files.map((file) => `<link rel="preload" as="script" href="/${escapeHtml(file)}">`);
  };
  // Chunk hints depend on the address's shape only: kept per pattern.
  const plainPages = new Map<string, string>();

  const imageLink = (image: string, sizes: string) => {
    const href = joinHost(manifest.apiUrl, image);
    const srcset = imageVariants(image)
      .map((variant) => `${joinHost(manifest.apiUrl, variant.path)} ${variant.width}w`)
      .join(', ');
    const responsive = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : '';
    return `<link rel="preload" as="image" href="${escapeHtml(href)}"${responsive} fetchpriority="high">`;
  };

  /** The page's largest image, where the address alone tells which it is. */
  async function heroImageLink(pathname: string): Promise<string | null> {
    if (pathname === '/') {
      // The banner collage's first image (src/features/home/heroImages.ts picks the same).
      const [row] = await db.select({ content: cmsBlocks.content }).from(cmsBlocks).where(eq(cmsBlocks.key, 'home-banner')).limit(1);
      const banner: ContentBlockDto | undefined = Array.isArray(row?.content) ? row.content[0] : row?.content;
      const image = banner?.image || banner?.image_one;
      return image ? imageLink(image, HOME_HERO_IMAGE_SIZES[0]) : null;
    }
    const match = /^\/recipe-details\/(\d{1,9})\/?$/.exec(pathname);
    if (!match) return null;
    const [row] = await db
      .select({ image: recipes.recipeImage })
      .from(recipes)
      .where(eq(recipes.id, Number(match[1])))
      .limit(1);
    return row?.image ? imageLink(row.image, RECIPE_HERO_IMAGE_SIZES) : null;
  }

  return {
    async html(pathname, { heroImage = true } = {}) {
      const image = heroImage ? await heroImageLink(pathname).catch(() => null) : null;
      if (image) return withLinks([...chunkLinks(pathname), image]);
      const key = PAGE_CHUNKS.find(({ pattern }) => pattern.test(pathname))?.chunk ?? '';
      let html = plainPages.get(key);
      if (html === undefined) {
        html = withLinks(chunkLinks(pathname));
        plainPages.set(key, html);
      }
      return html;
    },
  };
}
