import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
beforeAll(async () => {
  // Rate limits on, as in production: probes must never be refused.
  ctx = await createTestApp({ RATE_LIMITS: 'on' });
});
afterAll(() => ctx.close());

describe('GET /api/health (liveness)', () => {
  it('answers 200 with the envelope, never cached', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'The service is running.', data: { status: 'ok' } });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
  });
});

describe('GET /api/ready (readiness)', () => {
  it('answers 200 when the database answers select 1, never cached', async () => {
    const response = await ctx.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'The service and its database are answering.',
      data: { status: 'ready' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('probes and rate limits', () => {
  it('answers 700 probes a minute from one address (the API allows 600)', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 350; i++) {
      statuses.add((await ctx.app.inject({ url: '/api/health' })).statusCode);
      statuses.add((await ctx.app.inject({ url: '/api/ready' })).statusCode);
    }
    expect([...statuses]).toEqual([200]);
    // The limit still holds for the rest of the API.
    const other = await Promise.all(Array.from({ length: 601 }, () => ctx.app.inject({ url: '/api/categories' })));
    expect(other.some((response) => response.statusCode === 429)).toBe(true);
  });
});
