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
    expect(response.json()).toEqual({ success: false, message: 'No route for GET /api/does-not-exist' });
  });

  it('sets security headers', async () => {
    const response = await ctx.app.inject({ url: '/api/does-not-exist' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
