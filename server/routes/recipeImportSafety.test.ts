/**
 * POST /api/recipes/import as deployed (issue 36): without IMPORT_ALLOWED_HOSTS no private
 * address is fetched, not even connected to; a cook's imports are rate-limited; and a database
 * that drops its connections mid-import answers 503, never 500 or a crash.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { RECIPE_IMPORT_MESSAGES as M } from '../../contract/messages';
import type { RecipeImportDto } from '../../contract/types';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { UNAVAILABLE_MESSAGE } from '../plugins/errors';
import { createUser, type TestUser } from '../test/fixtures';
import { answer, html, recipePage, startRecipeSite, type RecipeSite } from '../test/recipeSite';
import { createTestApp, type TestContext } from '../test/testApp';

let site: RecipeSite;

const pastedRecipe = 'Toast\n\nServes 1\n\nIngredients\n1 slice bread\n\nMethod\n1. Toast the bread.';

beforeAll(async () => {
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#27ae60' } })
    .jpeg()
    .toBuffer();
  site = await startRecipeSite();
  site.serve({
    '/soup': html(
      recipePage({ name: 'Soup', recipeIngredient: ['1 onion'], recipeYield: '2', image: `${site.origin}/photo.jpg` }),
    ),
    '/photo.jpg': answer('image/jpeg', photo),
  });
}, 60_000);
afterAll(() => site.close());

const importAs = (app: FastifyInstance, user: TestUser, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/recipes/import',
    headers: { authorization: `Bearer ${user.token}` },
    payload,
  });

describe('without IMPORT_ALLOWED_HOSTS', () => {
  let ctx: TestContext;
  let cook: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    cook = await createUser(ctx.db);
  }, 60_000);
  afterAll(() => ctx.close());

  it.each([
    ['loopback', (port: number) => `http://127.0.0.1:${port}/soup`],
    ['localhost', (port: number) => `http://localhost:${port}/soup`],
    ['IPv6 loopback', (port: number) => `http://[::1]:${port}/soup`],
    ['IPv4-mapped loopback', (port: number) => `http://[::ffff:7f00:1]:${port}/soup`],
    ['loopback spelled in hex', (port: number) => `http://0x7f000001:${port}/soup`],
    ['a private network', () => 'http://10.1.2.3/recipes/soup'],
    ['a home network', () => 'http://192.168.0.10/'],
    ['CGNAT', () => 'http://100.64.0.1/'],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['cloud metadata over IPv6', () => 'http://[fd00:ec2::254]/latest/meta-data/'],
    ['loopback over https', () => 'https://127.0.0.1/'],
  ])('refuses %s (422) without connecting to it', async (_name, address) => {
    const before = site.connections();
    const response = await importAs(ctx.app, cook, { url: address(site.port) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: M.addressRefused, errors: { url: [M.addressRefused] } });
    expect(site.connections()).toBe(before);
  });

  it('reads a page the cook sent, but does not fetch its photo from a private address', async () => {
    const before = site.connections();
    const page = recipePage({ name: 'Soup', recipeIngredient: ['1 onion'], image: `${site.origin}/photo.jpg` });
    const response = await importAs(ctx.app, cook, { url: 'https://soups.example/soup', html: page });
    expect(response.statusCode).toBe(200);
    const { draft, warnings } = (response.json() as { data: RecipeImportDto }).data;
    expect(draft.image_url).toBeNull();
    expect(warnings).toContainEqual({ code: 'image_failed', message: M.imageFailed });
    expect(site.connections()).toBe(before);
  });
});

describe('rate limits', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMITS: 'on' });
  }, 60_000);
  afterAll(() => ctx.close());

  it('lets a cook import 10 recipes a minute, then answers 429 with Retry-After; another cook is not held back', async () => {
    const cook = await createUser(ctx.db);
    for (let index = 0; index < 10; index += 1) {
      expect((await importAs(ctx.app, cook, { text: pastedRecipe })).statusCode).toBe(200);
    }
    const limited = await importAs(ctx.app, cook, { text: pastedRecipe });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ success: false, message: expect.stringMatching(/try again/) });
    const neighbour = await createUser(ctx.db);
    expect((await importAs(ctx.app, neighbour, { text: pastedRecipe })).statusCode).toBe(200);
  });
});

describe('a database that drops its connections mid-import', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let cook: TestUser;
  let down = false;

  /** The test's database, failing every call as a cut connection does while `down`. */
  function droppingConnections(db: Database): Database {
    return new Proxy(db, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (down) throw Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
          return (value as (...inner: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  }

  beforeAll(async () => {
    ctx = await createTestApp({ IMPORT_ALLOWED_HOSTS: site.hostPort });
    cook = await createUser(ctx.db);
    app = await buildApp({
      db: droppingConnections(ctx.db),
      config: ctx.config,
      storage: ctx.storage,
      mailer: { send: async () => {} },
    });
    await app.ready();
    // The connection drops while the page is being fetched: after the cook was signed in.
    site.serve({
      '/soup-then-outage': (_request, response) => {
        down = true;
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end(recipePage({ name: 'Soup', recipeIngredient: ['1 onion'], recipeYield: '2' }));
      },
    });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await ctx.close();
  });

  it('answers 503 with Retry-After, then works again once the database is back', async () => {
    const response = await importAs(app, cook, { url: `${site.origin}/soup-then-outage` });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ success: false, message: UNAVAILABLE_MESSAGE });
    down = false;
    const again = await importAs(app, cook, { url: `${site.origin}/soup` });
    expect(again.statusCode).toBe(200);
  });
});
