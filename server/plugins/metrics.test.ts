import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { loadConfig } from '../config';
import type { Database, PoolStats } from '../db/client';
import { createCategory, createLibrary, createRecipe, createUser } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/testApp';
import auth from './auth';
import deps from './deps';
import errors from './errors';
import metrics from './metrics';

type Labels = Record<string, string>;

/** The samples of one metric in Prometheus' text format, with their labels. */
function samples(text: string, name: string): { labels: Labels; value: number }[] {
  const found: { labels: Labels; value: number }[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const labels: Labels = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key] = value;
    found.push({ labels, value: Number(match[3]) });
  }
  return found;
}

function sampleValue(text: string, name: string, labels: Labels): number | undefined {
  return samples(text, name).find((sample) =>
    Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;
}

const TOKEN = 'metrics-token-0123456789abcdef';

describe('GET /metrics on the app (defaults: on, private addresses, no token)', () => {
  let ctx: TestContext;
  let recipeId: number;
  let pool: PoolStats | undefined = { total: 7, idle: 3, waiting: 2 };

  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMITS: 'on' }, { poolStats: () => pool });
    const user = await createUser(ctx.db);
    const recipe = await createRecipe(ctx.db, {
      userId: user.id,
      categoryId: (await createCategory(ctx.db)).id,
      libraryId: (await createLibrary(ctx.db)).id,
    });
    recipeId = recipe.id;
  }, 60_000);
  afterAll(() => ctx.close());

  const scrape = async (options: InjectOptions = {}) => {
    const response = await ctx.app.inject({ url: '/metrics', ...options });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('answers the text format with its content type', async () => {
    const response = await ctx.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('counts a request under its route template, method and status', async () => {
    const labels = { method: 'GET', route: '/api/single-recipe/:id', status_code: '200' };
    const before = sampleValue(await scrape(), 'http_request_duration_seconds_count', labels) ?? 0;
    const response = await ctx.app.inject({ url: `/api/single-recipe/${recipeId}` });
    expect(response.statusCode).toBe(200);
    const text = await scrape();
    expect(sampleValue(text, 'http_request_duration_seconds_count', labels)).toBe(before + 1);
    expect(sampleValue(text, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(before + 1);
    expect(sampleValue(text, 'http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
    expect(text).not.toContain(`/api/single-recipe/${recipeId}"`);
  });

  it('counts requests that match no route as `unmatched`, never by their path', async () => {
    const labels = { method: 'GET', route: 'unmatched', status_code: '404' };
    const before = sampleValue(await scrape(), 'http_request_duration_seconds_count', labels) ?? 0;
    const paths = ['/no-such-page-4f1c2a', '/api/no-such-route-9b7e', '/%2e%2e/etc/passwd'];
    for (const url of paths) expect((await ctx.app.inject({ url })).statusCode).toBe(404);
    const text = await scrape();
    expect(sampleValue(text, 'http_request_duration_seconds_count', labels)).toBe(before + paths.length);
    for (const fragment of ['no-such-page', 'no-such-route', 'passwd']) expect(text).not.toContain(fragment);
  });

  it('does not count its own scrapes', async () => {
    await scrape();
    await scrape();
    const routes = samples(await scrape(), 'http_request_duration_seconds_count').map((sample) => sample.labels.route);
    expect(routes).not.toContain('/metrics');
  });

  it("exposes Node's process metrics, event loop lag among them", async () => {
    const text = await scrape();
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'process_cpu_user_seconds_total',
    ]) {
      expect(samples(text, name)).toHaveLength(1);
    }
    expect(text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
  });

  it('reads the database pool at each scrape; a missing pool leaves the gauge without samples', async () => {
    let text = await scrape();
    expect(sampleValue(text, 'db_pool_connections', { state: 'total' })).toBe(7);
    expect(sampleValue(text, 'db_pool_connections', { state: 'idle' })).toBe(3);
    expect(sampleValue(text, 'db_pool_connections', { state: 'waiting' })).toBe(2);
    pool = { total: 10, idle: 0, waiting: 5 };
    text = await scrape();
    expect(sampleValue(text, 'db_pool_connections', { state: 'waiting' })).toBe(5);
    pool = undefined;
    expect(samples(await scrape(), 'db_pool_connections')).toEqual([]);
  });

  it('serves loopback and private network addresses only, by the client address', async () => {
    for (const remoteAddress of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.9',
      '169.254.1.1',
      '::1',
      'fd12::7',
    ]) {
      expect((await ctx.app.inject({ url: '/metrics', remoteAddress })).statusCode).toBe(200);
    }
    for (const remoteAddress of ['203.0.113.5', '8.8.8.8', '172.32.0.1', '2001:db8::1', '::ffff:203.0.113.5']) {
      const response = await ctx.app.inject({ url: '/metrics', remoteAddress });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('refuses a request forwarded by a proxy TRUST_PROXY_HOPS does not count: its client is unknown', async () => {
    const response = await ctx.app.inject({
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.5' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('is never rate limited and does not count against the API limit of the address', async () => {
    const remoteAddress = '10.0.0.42';
    const remaining = async () => {
      const response = await ctx.app.inject({ url: '/api/categories', remoteAddress });
      expect(response.statusCode).toBe(200);
      return Number(response.headers['x-ratelimit-remaining']);
    };
    const before = await remaining();
    for (let i = 0; i < 200; i++) {
      const response = await ctx.app.inject({ url: '/metrics', remoteAddress });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-remaining']).toBeUndefined();
    }
    expect(await remaining()).toBe(before - 1);
  });
});

describe('GET /metrics with METRICS_TOKEN, behind one proxy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ METRICS_TOKEN: TOKEN, TRUST_PROXY_HOPS: '1' });
  }, 60_000);
  afterAll(() => ctx.close());

  it('answers 401 with the envelope without the token or with another one', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, 'Bearer short', TOKEN, `Basic ${TOKEN}`]) {
      const response = await ctx.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('answers 200 with the token', async () => {
    const response = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('http_request_duration_seconds');
  });

  it('has no pool gauge without a pool (embedded PGlite)', async () => {
    const response = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.body).not.toContain('db_pool_connections');
  });

  it('judges the client address the proxy forwarded; the address comes first, then the token', async () => {
    const scrapeVia = (forwardedFor: string) =>
      ctx.app.inject({
        url: '/metrics',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': forwardedFor, authorization: `Bearer ${TOKEN}` },
      });
    expect((await scrapeVia('192.168.4.4')).statusCode).toBe(200);
    expect((await scrapeVia('203.0.113.5')).statusCode).toBe(403);
    // Two proxies where one is trusted: the first proxy's address says nothing of the client.
    expect((await scrapeVia('203.0.113.5, 192.168.4.4')).statusCode).toBe(403);
    const withoutToken = await ctx.app.inject({ url: '/metrics', remoteAddress: '203.0.113.5' });
    expect(withoutToken.statusCode).toBe(403);
  });
});

describe('METRICS=off', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ METRICS: 'off' });
  }, 60_000);
  afterAll(() => ctx.close());

  it('leaves no /metrics route: 404 like any unknown path', async () => {
    const response = await ctx.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: 'No route for GET /metrics' });
  });
});

describe('GET /metrics with METRICS_ALLOW=any while the database is down', () => {
  let app: FastifyInstance;
  let dbQueries = 0;
  beforeAll(async () => {
    const failingDb = {
      select() {
        dbQueries++;
        throw new Error('database down');
      },
    } as unknown as Database;
    app = Fastify();
    await app.register(deps, {
      db: failingDb,
      config: loadConfig({ METRICS_ALLOW: 'any', METRICS_TOKEN: TOKEN }),
      mailer: { send: async () => {} },
      storage: {} as never,
    });
    await app.register(errors);
    await app.register(auth);
    await app.register(metrics);
    await app.ready();
  });
  afterAll(() => app.close());

  it('serves any address with the token, without looking the token up as a user', async () => {
    const response = await app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.5',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(dbQueries).toBe(0);
    expect((await app.inject({ url: '/metrics', remoteAddress: '203.0.113.5' })).statusCode).toBe(401);
  });
});
