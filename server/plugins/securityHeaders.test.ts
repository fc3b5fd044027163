import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestContext } from '../test/testApp';
import securityHeaders, { HELMET_OPTIONS, helmetHeaders } from './securityHeaders';

/**
 * The security headers are computed once at start-up instead of by @fastify/helmet on every
 * request. These tests pin them: the same set as the plugin's, on every kind of response.
 */

/** Every header helmet sets with HELMET_OPTIONS, as @fastify/helmet 13 / helmet 8 set them. */
const EXPECTED: Record<string, string> = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'none';" +
    "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';" +
    "style-src 'self' 'unsafe-inline';media-src 'self' blob:;connect-src 'self';worker-src 'self';manifest-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** What @fastify/helmet itself answers per request with our options (the plugin we replaced). */
async function headersOfHelmetPlugin(): Promise<Record<string, unknown>> {
  const reference = Fastify();
  await reference.register(helmet, HELMET_OPTIONS);
  reference.get('/', async () => ({ ok: true }));
  const response = await reference.inject({ url: '/' });
  await reference.close();
  const {
    'content-type': _type,
    'content-length': _length,
    date: _date,
    connection: _connection,
    ...rest
  } = response.headers;
  return rest;
}

function securityHeadersOf(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(EXPECTED).map((name) => [name, headers[name]]));
}

describe('the precomputed header set', () => {
  it('is exactly what @fastify/helmet sets per request with the same options', async () => {
    const fromPlugin = await headersOfHelmetPlugin();
    expect(fromPlugin).toEqual(EXPECTED);
    expect(Object.fromEntries(await helmetHeaders())).toEqual(fromPlugin);
  });

  it('refuses per-route helmet options instead of ignoring them', async () => {
    const app = Fastify();
    await app.register(securityHeaders);
    expect(() => app.get('/', { helmet: false }, async () => 'x')).toThrow(
      /per-route helmet options are not supported/,
    );
    await app.close();
  });
});

describe('every response of the app carries them', () => {
  let ctx: TestContext;
  let distDir: string;
  const INDEX =
    '<!doctype html><html lang="en"><head><title>Forkcast</title></head><body><div id="root"></div></body></html>';
  const HASHED = '/assets/main.0123456789ab.js';

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-headers-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    for (const [file, content] of [
      ['index.html', INDEX],
      [HASHED.slice(1), `console.log(${JSON.stringify('Forkcast '.repeat(200))});`],
    ]) {
      writeFileSync(path.join(distDir, file), content);
      writeFileSync(path.join(distDir, `${file}.br`), zlib.brotliCompressSync(content));
      writeFileSync(path.join(distDir, `${file}.gz`), zlib.gzipSync(content));
    }
    // Rate limits on (the 429 below), a CORS origin configured (the preflight below).
    ctx = await createTestApp({ DIST_DIR: distDir, RATE_LIMITS: 'on', CORS_ORIGINS: 'https://partner.example' });
    mkdirSync(ctx.config.uploadsDir, { recursive: true });
    writeFileSync(path.join(ctx.config.uploadsDir, 'note.txt'), 'hello '.repeat(400));
    // Opening PGlite takes seconds, more on a busy machine.
  }, 120_000);

  afterAll(async () => {
    await ctx.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  // Each case: the request and the status it must answer (so we know which path it took).
  const cases: Array<[string, InjectOptions, number]> = [
    ['API list', { url: '/api/categories' }, 200],
    ['API list, compressed', { url: '/api/guest/recipes', headers: { 'accept-encoding': 'br' } }, 200],
    ['API HEAD', { method: 'HEAD', url: '/api/categories' }, 200],
    [
      'API with an unknown bearer token',
      { url: '/api/categories', headers: { authorization: 'Bearer abcdefghijklmnop' } },
      200,
    ],
    ['API 401', { url: '/api/users/data' }, 401],
    ['API 404 (no route)', { url: '/api/does-not-exist' }, 404],
    ['API 404 (no recipe)', { url: '/api/single-recipe/99999999' }, 404],
    [
      'API 400 (invalid JSON)',
      { method: 'POST', url: '/api/users/login', headers: { 'content-type': 'application/json' }, payload: '{nope' },
      400,
    ],
    [
      'API 415',
      { method: 'POST', url: '/api/users/login', headers: { 'content-type': 'text/xml' }, payload: '<a/>' },
      415,
    ],
    ['API 422', { method: 'POST', url: '/api/users/login', payload: { email: 'nobody' } }, 422],
    [
      'CORS preflight',
      {
        method: 'OPTIONS',
        url: '/api/categories',
        headers: { origin: 'https://partner.example', 'access-control-request-method': 'GET' },
      },
      204,
    ],
    ['OPTIONS without CORS headers', { method: 'OPTIONS', url: '/api/categories' }, 400],
    ['hashed asset, brotli', { url: HASHED, headers: { 'accept-encoding': 'br' } }, 200],
    ['hashed asset, plain', { url: HASHED }, 200],
    ['index.html at /', { url: '/', headers: { 'accept-encoding': 'gzip' } }, 200],
    ['SPA fallback', { url: '/recipe-details/7' }, 200],
    ['uploaded file', { url: '/uploads/note.txt' }, 200],
    ['missing upload', { url: '/uploads/none.png' }, 404],
    ['POST to a non-API path', { method: 'POST', url: '/somewhere', payload: {} }, 404],
  ];

  it.each(cases)('%s', async (_name, request, status) => {
    const response = await ctx.app.inject(request);
    expect(response.statusCode).toBe(status);
    // With a CORS origin configured, uploaded media may be embedded by that origin's pages.
    const crossOrigin = String(request.url).startsWith('/uploads/');
    expect(securityHeadersOf(response.headers)).toEqual(
      crossOrigin ? { ...EXPECTED, 'cross-origin-resource-policy': 'cross-origin' } : EXPECTED,
    );
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('304 answers', async () => {
    const first = await ctx.app.inject({ url: '/api/categories' });
    const again = await ctx.app.inject({
      url: '/api/categories',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(securityHeadersOf(again.headers)).toEqual(EXPECTED);
  });

  it('the share page alone keeps its opener (the bookmarklet posts the recipe page to it)', async () => {
    const share = await ctx.app.inject({ url: '/dashboard/share-recipes?import=page' });
    expect(share.statusCode).toBe(200);
    expect(share.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const other = await ctx.app.inject({ url: '/dashboard/share-recipes/elsewhere' });
    expect(other.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('429 answers of the global rate limit (answered in its onRequest hook)', async () => {
    const remoteAddress = '10.9.8.7';
    let response = await ctx.app.inject({ url: '/api/categories', remoteAddress });
    for (let i = 0; i < 600 && response.statusCode !== 429; i++)
      response = await ctx.app.inject({ url: '/api/categories', remoteAddress });
    expect(response.statusCode).toBe(429);
    expect(securityHeadersOf(response.headers)).toEqual(EXPECTED);
  });

  it('429 answers of an account route limit (thrown in a preHandler)', async () => {
    const remoteAddress = '10.9.8.6';
    const login = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/login',
        remoteAddress,
        payload: { email: 'nobody@example.com', password: 'wrong-password' },
      });
    let response = await login();
    for (let i = 0; i < 20 && response.statusCode !== 429; i++) response = await login();
    expect(response.statusCode).toBe(429);
    expect(securityHeadersOf(response.headers)).toEqual(EXPECTED);
  });
});
