import { subscribers } from '../db/schema';
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx.close());

const subscribe = (payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/subscribe',
    payload: payload as object,
  });

describe('POST /api/subscribe', () => {
  it('stores the email and thanks the visitor', async () => {
    const response = await subscribe({ email: 'Cook@Example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Thanks for subscribing!',
      data: { email: 'cook@example.com' },
    });
  });

  it('is idempotent and case-insensitive: the same answer and still one row', async () => {
    const again = await subscribe({ email: ' cook@example.COM ' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Thanks for subscribing!');
    await Promise.all([subscribe({ email: 'cook@example.com' }), subscribe({ email: 'COOK@example.com' })]);
    const rows = await ctx.db.select().from(subscribers);
    expect(rows).toHaveLength(1);
    expect(rows[0].email).toBe('cook@example.com');
  });

  it('answers 422 with errors.email for an invalid email', async () => {
    const response = await subscribe({ email: 'not-an-email' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      errors: { email: ['Enter a valid email address'] },
    });
  });

  it('answers 422 with errors.email when the email is missing or blank', async () => {
    for (const payload of [{}, { email: '   ' }]) {
      const response = await subscribe(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.email).toEqual(['Email is required']);
    }
  });

  it('answers 422, not 500, for a wrong type', async () => {
    const response = await subscribe({ email: { $ne: null } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toBeDefined();
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });
});

describe('POST /api/subscribe with rate limits on', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMITS: 'on' });
  }, 60_000);
  afterAll(() => limited.close());

  it('answers 429 after 10 subscriptions a minute from one client', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const response = await limited.app.inject({
        method: 'POST',
        url: '/api/subscribe',
        payload: { email: `a${index}@example.com` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
