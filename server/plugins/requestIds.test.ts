/**
 * Issue 21: every request has an id, in the answer's X-Request-Id header and in every error
 * answer's body, taken from the caller when it is a sane one.
 */
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('gives each request a new id in the X-Request-Id header', async () => {
    const [first, second] = await Promise.all([
      ctx.app.inject({ url: '/api/categories' }),
      ctx.app.inject({ url: '/api/categories' }),
    ]);
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    // A success answer's body is as it was.
    expect(first.json()).not.toHaveProperty('request_id');
  });

  it("puts the id in every error answer's body: a 404, a 422, a 401", async () => {
    for (const [url, status] of [
      ['/api/does-not-exist', 404],
      ['/api/single-recipe/abc', 422],
      ['/api/get-meal-plans', 401],
    ] as const) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ success: false, request_id: response.headers['x-request-id'] });
    }
  });

  it("keeps a caller's sane id, so a proxy's id follows the request", async () => {
    const response = await ctx.app.inject({ url: '/api/nope', headers: { 'x-request-id': 'lb-7f3a.42:9' } });
    expect(response.headers['x-request-id']).toBe('lb-7f3a.42:9');
    expect(response.json().request_id).toBe('lb-7f3a.42:9');
  });

  it.each([
    ['too long', 'x'.repeat(65)],
    ['a forged log line', 'abc\\n{"level":60}'],
    ['a script tag', '<script>alert(1)</script>'],
    ['spaces', 'a b'],
  ])("replaces a caller's id that is %s with a new one", async (_, given) => {
    const response = await ctx.app.inject({ url: '/api/nope', headers: { 'x-request-id': given } });
    expect(response.headers['x-request-id']).toMatch(UUID);
  });
});
