import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestContext } from '../test/testApp';
import { createCategory, createLibrary, createRecipe, createUser } from '../test/fixtures';
import { cmsBlocks } from '../db/schema';
import { createPageHints, type PageChunksManifest } from './pageHints';

/** index.html per page: the page chunk's files and, on a recipe's page, its image, preloaded. */
const INDEX =
  '<!doctype html><html lang="en"><head><title>Forkcast</title><script defer src="/assets/main.0123456789ab.js"></script></head><body><div id="root"></div></body></html>';
const MANIFEST: PageChunksManifest = {
  apiUrl: '',
  chunks: {
    'page-recipe-details': ['assets/details-view.aaaaaaaaaaaa.js', 'assets/page-recipe-details.bbbbbbbbbbbb.js'],
    'page-auth-login': ['assets/page-auth-login.cccccccccccc.js'],
    'page-home': ['assets/page-home.dddddddddddd.js'],
  },
};

let ctx: TestContext;
let distDir: string;
let recipeId: number;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-hints-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX);
  writeFileSync(path.join(distDir, 'page-chunks.json'), JSON.stringify(MANIFEST));
  ctx = await createTestApp({ DIST_DIR: distDir });
  const user = await createUser(ctx.db);
  const category = await createCategory(ctx.db);
  const library = await createLibrary(ctx.db);
  const recipe = await createRecipe(ctx.db, {
    userId: user.id,
    categoryId: category.id,
    libraryId: library.id,
    recipeImage: 'uploads/recipes/soup"x-640.webp',
  });
  recipeId = recipe.id;
}, 120_000);

afterAll(async () => {
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

const page = async (url: string) => {
  const response = await ctx.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  return response.body;
};
const preloads = (html: string) => [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((match) => match[0]);

it("a recipe's page preloads its chunk's files and its image with the hero's srcset and sizes", async () => {
  const links = preloads(await page(`/recipe-details/${recipeId}`));
  expect(links.slice(0, 2)).toEqual([
    '<link rel="preload" as="script" href="/assets/details-view.aaaaaaaaaaaa.js">',
    '<link rel="preload" as="script" href="/assets/page-recipe-details.bbbbbbbbbbbb.js">',
  ]);
  // The stored path's quote cannot close the attribute.
  expect(links[2]).toBe(
    '<link rel="preload" as="image" href="/uploads/recipes/soup&quot;x-640.webp" imagesrcset="/uploads/recipes/soup&quot;x-320.webp 320w, /uploads/recipes/soup&quot;x-640.webp 640w, /uploads/recipes/soup&quot;x-1024.webp 1024w" imagesizes="100vw" fetchpriority="high">',
  );
});

it('a recipe whose image has banner crops preloads the banner, as RecipeHero renders it', async () => {
  const user = await createUser(ctx.db);
  const category = await createCategory(ctx.db);
  const library = await createLibrary(ctx.db);
  const recipe = await createRecipe(ctx.db, {
    userId: user.id,
    categoryId: category.id,
    libraryId: library.id,
    recipeImage: 'uploads/recipes/stew.wide-640.webp',
  });
  const links = preloads(await page(`/recipe-details/${recipe.id}`));
  expect(links[2]).toBe(
    '<link rel="preload" as="image" href="/uploads/recipes/stew.wide-banner-1600.webp" imagesrcset="/uploads/recipes/stew.wide-banner-800.webp 800w, /uploads/recipes/stew.wide-banner-1600.webp 1600w" imagesizes="100vw" fetchpriority="high">',
  );
});

it('a page the server renders gets its chunk hints but not the image hint (its own markup preloads its images)', async () => {
  const links = preloads(
    await createPageHints(distDir, ctx.db).html(`/recipe-details/${recipeId}`, { heroImage: false }),
  );
  expect(links).toEqual([
    '<link rel="preload" as="script" href="/assets/details-view.aaaaaaaaaaaa.js">',
    '<link rel="preload" as="script" href="/assets/page-recipe-details.bbbbbbbbbbbb.js">',
  ]);
});

it("the home page preloads the banner's first image with the collage's sizes, and none without a banner", async () => {
  await ctx.db.delete(cmsBlocks);
  expect(preloads(await page('/'))).toEqual([
    '<link rel="preload" as="script" href="/assets/page-home.dddddddddddd.js">',
  ]);
  await ctx.db
    .insert(cmsBlocks)
    .values({ key: 'home-banner', content: [{ title: 'Cook', image_one: 'uploads/site/banner-640.webp' }] });
  expect(preloads(await page('/'))[1]).toBe(
    '<link rel="preload" as="image" href="/uploads/site/banner-640.webp" imagesrcset="/uploads/site/banner-320.webp 320w, /uploads/site/banner-640.webp 640w, /uploads/site/banner-1024.webp 1024w" imagesizes="(min-width: 1024px) 30vw, 55vw" fetchpriority="high">',
  );
});

it('other pages get their chunk only; unknown, missing and malformed addresses get the plain page', async () => {
  expect(preloads(await page('/auth/login'))).toEqual([
    '<link rel="preload" as="script" href="/assets/page-auth-login.cccccccccccc.js">',
  ]);
  expect(await page('/recipe-library')).toBe(INDEX);
  expect(await page('/no-such-page')).toBe(INDEX);
  for (const url of [
    '/recipe-details/99999999',
    '/recipe-details/abc',
    '/recipe-details/123456789012345678901234567890',
  ]) {
    expect(preloads(await page(url)).filter((link) => link.includes('as="image"'))).toEqual([]);
  }
});

it('every page, signed-in ones too, preloads the self-hosted font (CORS mode, as the @font-face fetches it)', async () => {
  const fontDist = mkdtempSync(path.join(os.tmpdir(), 'forkcast-hints-font-'));
  try {
    writeFileSync(path.join(fontDist, 'index.html'), INDEX);
    const font = '/assets/inter-latin-wght-normal.0123456789ab.woff2';
    writeFileSync(path.join(fontDist, 'page-chunks.json'), JSON.stringify({ ...MANIFEST, fonts: [font] }));
    const hints = createPageHints(fontDist, ctx.db);
    const fontLink = `<link rel="preload" as="font" type="font/woff2" href="${font}" crossorigin>`;
    expect(preloads(await hints.html('/auth/login'))).toEqual([
      '<link rel="preload" as="script" href="/assets/page-auth-login.cccccccccccc.js">',
      fontLink,
    ]);
    for (const url of ['/dashboard/overview', '/no-such-page', `/recipe-details/${recipeId}`]) {
      const html = await hints.html(url);
      expect(preloads(html)).toContain(fontLink);
      expect(html.indexOf(fontLink)).toBeLessThan(html.indexOf('</head>'));
    }
  } finally {
    rmSync(fontDist, { recursive: true, force: true });
  }
});
