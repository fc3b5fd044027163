import { createTestApp, type TestContext } from './test/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('app', () => {
  it('answers an unknown /api path with a 404 envelope', async () => {
    const response = await ctx.app.inject({ url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'No route for GET /api/does-not-exist',
      request_id: expect.any(String),
    });
  });

  it('sets security headers', async () => {
    const response = await ctx.app.inject({ url: '/api/does-not-exist' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('conditional GET', () => {
  it('answers an ETag and 304 when the client has the same version', async () => {
    const first = await ctx.app.inject({ url: '/api/categories' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const second = await ctx.app.inject({ url: '/api/categories', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    const changed = await ctx.app.inject({ url: '/api/categories', headers: { 'if-none-match': 'W/"stale"' } });
    expect(changed.statusCode).toBe(200);
  });
});
