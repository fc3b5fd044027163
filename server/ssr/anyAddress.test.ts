import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
// The SPA's server renderer, from source: the server loads it from dist/ssr/ (see the bridge below).
// eslint-disable-next-line no-restricted-imports
import { renderPage } from '../../src/ssr/renderPage';
import { cmsBlocks } from '../db/schema';
import { createTestApp, type TestContext } from '../test/testApp';
import { createCategory, createLibrary, createRecipe, createUser } from '../test/fixtures';

/**
 * Issue 33, "open it from any address": a family opens Forkcast at http://127.0.0.1:3000, or
 * from a phone at http://192.168.1.20:3000. The CSP allows images from 'self' only, so every
 * media address the server writes (rendered pages, their preload hints, API answers) must be a
 * same-origin path (`/uploads/…`), whatever the Host; links are absolute only with PUBLIC_URL,
 * and never from the Host header.
 *
 * The pages are the real ones: the server loads dist/ssr/render-page.cjs outside jest's module
 * system, so the fake dist's renderer hands over, through a module in Node's own cache, to the
 * SPA's renderer compiled by jest.
 */
const HOSTS = ['127.0.0.1:3000', '192.168.1.20:3000', 'localhost:3000', 'evil.example'];
const INDEX =
  '<!doctype html><html lang="en"><head><title>Forkcast</title><script defer src="/assets/main.0123456789ab.js"></script></head><body><div id="root"></div></body></html>';

interface Site {
  ctx: TestContext;
  distDir: string;
  recipeId: number;
}

async function openSite(env: Record<string, string>): Promise<Site> {
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-any-address-'));
  mkdirSync(path.join(distDir, 'ssr'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX);
  writeFileSync(path.join(distDir, 'page-chunks.json'), JSON.stringify({ apiUrl: '', chunks: {} }));
  const bridge = path.join(distDir, 'ssr', 'bridge.cjs');
  writeFileSync(bridge, 'exports.renderPage = null;');
  createRequire(bridge)(bridge).renderPage = renderPage;
  writeFileSync(
    path.join(distDir, 'ssr', 'render-page.cjs'),
    "exports.renderPage = (request) => require('./bridge.cjs').renderPage(request);",
  );
  const ctx = await createTestApp({ DIST_DIR: distDir, ...env });
  const user = await createUser(ctx.db);
  const category = await createCategory(ctx.db, 'Dinner');
  const library = await createLibrary(ctx.db);
  const recipe = await createRecipe(ctx.db, {
    userId: user.id,
    categoryId: category.id,
    libraryId: library.id,
    recipeImage: 'uploads/recipes/soup-640.webp',
  });
  await ctx.db.insert(cmsBlocks).values({
    key: 'home-banner',
    content: [{ title: 'Cook together', image: 'uploads/site/banner-640.webp' }],
  });
  return { ctx, distDir, recipeId: recipe.id };
}

async function closeSite(site: Site | undefined): Promise<void> {
  await site?.ctx.close();
  if (site) rmSync(site.distDir, { recursive: true, force: true });
}

/** Every address in an HTML attribute or srcset entry that names an upload. */
function mediaAddresses(html: string): string[] {
  const values = [...html.matchAll(/(?:src|href|srcset|imagesrcset)="([^"]*)"/g)].map((match) => match[1]);
  return values
    .flatMap((value) => value.split(/,\s*/).map((entry) => entry.trim().split(/\s+/)[0]))
    .filter((address) => address.includes('uploads/'));
}

async function get(site: Site, url: string, host: string, cookie?: string) {
  const response = await site.ctx.app.inject({
    url,
    headers: { host, 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) },
  });
  expect(response.statusCode).toBe(200);
  return response;
}

describe('without PUBLIC_URL', () => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite({});
  }, 120_000);
  afterAll(() => closeSite(site));

  it('renders pages whose images are same-origin paths, whatever address the visitor used', async () => {
    for (const host of HOSTS) {
      for (const url of ['/', `/recipe-details/${site.recipeId}`]) {
        const html = (await get(site, url, host)).body;
        expect(html).toContain('<div id="root"><');
        const media = mediaAddresses(html);
        expect(media.length).toBeGreaterThan(0);
        for (const address of media) expect(address).toMatch(/^\/uploads\//);
        // No origin at all: not the old default, not the renderer's own base, not the Host.
        expect(html).not.toMatch(/localhost|127\.0\.0\.1|192\.168\.1\.20|evil\.example|forkcast\.invalid/);
      }
    }
  });

  it("hints the page's largest image as a same-origin path when the browser renders the page itself", async () => {
    for (const host of HOSTS) {
      for (const url of ['/', `/recipe-details/${site.recipeId}`]) {
        const html = (await get(site, url, host, 'forkcast_signed_in=1')).body;
        const media = mediaAddresses(html);
        expect(media.length).toBeGreaterThan(0);
        for (const address of media) expect(address).toMatch(/^\/uploads\//);
      }
    }
  });

  it('answers lists with same-origin page links and relative media paths', async () => {
    for (const host of HOSTS) {
      const body = (await get(site, '/api/guest/recipes?per_page=1', host)).json();
      expect(body.links.first).toBe('/api/guest/recipes?page=1&per_page=1');
      expect(body.meta.path).toBe('/api/guest/recipes');
      expect(body.data[0].recipe_image).toBe('uploads/recipes/soup-640.webp');
      expect(JSON.stringify(body)).not.toMatch(/https?:\/\//);
    }
  });
});

describe('with PUBLIC_URL', () => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite({ PUBLIC_URL: 'https://forkcast.example/' });
  }, 120_000);
  afterAll(() => closeSite(site));

  it("writes absolute links from PUBLIC_URL, never from the Host, and keeps media on the page's own origin", async () => {
    for (const host of HOSTS) {
      const body = (await get(site, '/api/guest/recipes?per_page=1', host)).json();
      expect(body.links.first).toBe('https://forkcast.example/api/guest/recipes?page=1&per_page=1');
      expect(body.data[0].recipe_image).toBe('uploads/recipes/soup-640.webp');

      const html = (await get(site, `/recipe-details/${site.recipeId}`, host)).body;
      for (const address of mediaAddresses(html)) expect(address).toMatch(/^\/uploads\//);
      // The share links carry the public address until the app takes over.
      expect(html).toContain(encodeURIComponent(`https://forkcast.example/recipe-details/${site.recipeId}`));
      expect(html).not.toMatch(/localhost|192\.168\.1\.20|evil\.example|forkcast\.invalid/);
    }
  });
});
