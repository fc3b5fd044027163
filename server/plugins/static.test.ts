import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, type TestContext } from '../test/testApp';

/**
 * The built SPA's caching and compression, against a tiny fake dist folder shaped like
 * webpack's output: hashed assets are answered precompressed (brotli, gzip) and cached for a
 * year, index.html (the file, `/` and every SPA route) is always revalidated.
 */
const INDEX =
  '<!doctype html><html lang="en"><head><title>Forkcast</title><script defer src="/assets/main.0123456789ab.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('Forkcast '.repeat(200))});`;
const HASHED = '/assets/main.0123456789ab.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A stand-in for the server renderer webpack builds into dist/ssr/: it renders /blog only (null: "not a page"). */
const FAKE_RENDERER = `exports.renderPage = async ({ url, origin }) => url === '/blog'
  ? { html: '<main><h1>Rendered blog</h1><p>' + origin + '</p></main>', styles: '<style>h1{color:green}</style>', answers: { api: {} }, title: 'Blog · Forkcast' }
  : null;`;

/** The offline app's files (webpack.config.ts): the service worker, the manifest and an icon. */
const SERVICE_WORKER = "self.addEventListener('fetch', () => {});";
const MANIFEST = JSON.stringify({ name: 'Forkcast', start_url: '/dashboard/meal-planner', display: 'standalone' });

let ctx: TestContext;
let distDir: string;

function writeWithCompressed(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}

beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-fake-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeWithCompressed(path.join(distDir, 'index.html'), INDEX);
  writeWithCompressed(path.join(distDir, HASHED), SCRIPT);
  writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeWithCompressed(path.join(distDir, 'sw.js'), SERVICE_WORKER);
  writeFileSync(path.join(distDir, 'manifest.webmanifest'), MANIFEST);
  mkdirSync(path.join(distDir, 'icons'));
  writeFileSync(path.join(distDir, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  mkdirSync(path.join(distDir, 'ssr'));
  writeFileSync(path.join(distDir, 'ssr', 'render-page.cjs'), FAKE_RENDERER);
  ctx = await createTestApp({ DIST_DIR: distDir, PUBLIC_URL: 'https://forkcast.example/' });
  // Opening PGlite takes seconds, more on a busy machine.
}, 120_000);

afterAll(async () => {
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('hashed assets', () => {
  it('answers the brotli file for Accept-Encoding br, cached for a year', async () => {
    const response = await ctx.app.inject({ url: HASHED, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers the gzip file for Accept-Encoding gzip', async () => {
    const response = await ctx.app.inject({ url: HASHED, headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers the plain file to a client that accepts no encoding', async () => {
    const response = await ctx.app.inject({ url: HASHED, headers: { 'accept-encoding': 'identity' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe(SCRIPT);
  });

  it('caches files without a content hash for an hour only', async () => {
    const response = await ctx.app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('the offline app', () => {
  it('revalidates the service worker on every check, plain or compressed, with a JavaScript type', async () => {
    for (const encoding of ['identity', 'br']) {
      const response = await ctx.app.inject({ url: '/sw.js', headers: { 'accept-encoding': encoding } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toMatch(/javascript/);
    }
    const plain = await ctx.app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.body).toBe(SERVICE_WORKER);
  });

  it('answers the manifest as application/manifest+json, cached for an hour, not the SPA shell', async () => {
    const response = await ctx.app.inject({ url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.json()).toMatchObject({ name: 'Forkcast', display: 'standalone' });
  });

  it('answers the icons as PNG files', async () => {
    const response = await ctx.app.inject({ url: '/icons/icon-192.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });

  it('lets the page register a same-origin worker and read a same-origin manifest (CSP)', async () => {
    const response = await ctx.app.inject({ url: '/manifest.webmanifest' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});

describe('index.html', () => {
  it.each(['/', '/index.html', '/recipe-library', '/recipe-details/7'])(
    'is revalidated at %s, also when sent precompressed',
    async (url) => {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await ctx.app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(`${encoding} ${response.statusCode}`).toBe(`${encoding} 200`);
        expect(response.headers['cache-control']).toBe('no-cache');
        const body =
          response.headers['content-encoding'] === 'br'
            ? zlib.brotliDecompressSync(response.rawPayload).toString()
            : response.headers['content-encoding'] === 'gzip'
              ? zlib.gunzipSync(response.rawPayload).toString()
              : response.body;
        expect(body).toBe(INDEX);
      }
    },
  );

  it('is not the answer to an unknown API path', async () => {
    const response = await ctx.app.inject({ url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });
});

describe('server-rendered pages', () => {
  it('come with their markup, styles and title for a signed-out visitor', async () => {
    const response = await ctx.app.inject({ url: '/blog' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(
      '<div id="root"><main><h1>Rendered blog</h1><p>https://forkcast.example</p></main></div>',
    );
    expect(response.body).toContain('<title>Blog · Forkcast</title>');
    expect(response.body).toMatch(/<style>h1\{color:green\}<\/style><\/head>/);
  });

  it('take their origin from PUBLIC_URL, never from the Host header of the request', async () => {
    const hostile = [
      { host: 'evil.example' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' },
    ];
    for (const headers of hostile) {
      const response = await ctx.app.inject({ url: '/blog', headers });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<p>https://forkcast.example</p>');
      expect(response.body).not.toContain('evil.example');
      expect(JSON.stringify(response.headers)).not.toContain('evil.example');
    }
  });

  it('are left to the SPA in a browser that holds a session', async () => {
    const response = await ctx.app.inject({ url: '/blog', headers: { cookie: 'forkcast_signed_in=1' } });
    expect(response.body).toBe(INDEX);
  });

  it('never include pages behind sign-in, and the renderer itself is not served', async () => {
    expect((await ctx.app.inject({ url: '/dashboard/overview' })).body).toBe(INDEX);
    const renderer = await ctx.app.inject({ url: '/ssr/render-page.cjs' });
    expect(renderer.body).not.toContain('renderPage');
  });
});

describe('API lists', () => {
  it('carry an ETag and answer 304 when it still matches', async () => {
    const first = await ctx.app.inject({ url: '/api/recipe-libraries' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await ctx.app.inject({ url: '/api/recipe-libraries', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
