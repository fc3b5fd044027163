import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestContext } from '../test/testApp';
import { createUser } from '../test/fixtures';

/**
 * A browser client served from another origin (issue 22, point 8): closed by default; with
 * CORS_ORIGINS, preflights from an allowed origin answer 204 with the allow headers, answers
 * carry Access-Control-Allow-Origin, and uploaded media may be embedded.
 */
const PARTNER = 'https://cooks.partner.example';

function preflight(ctx: TestContext, origin: string, url = '/api/users/data') {
  return ctx.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization,content-type',
    },
  });
}

describe('with CORS_ORIGINS set', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ CORS_ORIGINS: `${PARTNER}, https://second.example` });
    mkdirSync(ctx.config.uploadsDir, { recursive: true });
    writeFileSync(path.join(ctx.config.uploadsDir, 'pic.txt'), 'not really a picture');
  }, 120_000);
  afterAll(() => ctx.close());

  it('answers a preflight asking for Authorization from an allowed origin with 204 and the allow headers', async () => {
    const response = await preflight(ctx, PARTNER);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(String(response.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)).toEqual(
      expect.arrayContaining(['authorization', 'content-type']),
    );
    expect(String(response.headers['access-control-allow-methods'])).toMatch(/\bPOST\b/);
    expect(String(response.headers['access-control-allow-methods'])).toMatch(/\bDELETE\b/);
    expect(response.headers.vary).toMatch(/Origin/i);
  });

  it('lets a signed-in client on that origin read with its token, the answer carrying the origin', async () => {
    const user = await createUser(ctx.db, { name: 'Partner Cook' });
    const response = await ctx.app.inject({
      url: '/api/users/data',
      headers: { origin: PARTNER, authorization: `Bearer ${user.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.name).toBe('Partner Cook');
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
    const guest = await ctx.app.inject({ url: '/api/guest/recipes', headers: { origin: 'https://second.example' } });
    expect(guest.headers['access-control-allow-origin']).toBe('https://second.example');
  });

  it('gives an origin that is not listed no allow headers', async () => {
    for (const origin of ['https://evil.example', `${PARTNER}.evil.example`, 'null']) {
      const response = await preflight(ctx, origin);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      const read = await ctx.app.inject({ url: '/api/categories', headers: { origin } });
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('lets the other origin embed uploaded media, and nothing else', async () => {
    const media = await ctx.app.inject({ url: '/uploads/pic.txt', headers: { origin: PARTNER } });
    expect(media.statusCode).toBe(200);
    expect(media.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const api = await ctx.app.inject({ url: '/api/categories' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('by default (no CORS_ORIGINS)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 120_000);
  afterAll(() => ctx.close());

  it('allows no other origin', async () => {
    const response = await preflight(ctx, PARTNER);
    expect(response.statusCode).not.toBe(204);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const read = await ctx.app.inject({ url: '/api/categories', headers: { origin: PARTNER } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});
