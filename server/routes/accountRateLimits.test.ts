import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMITS: 'on' });
}, 60_000);
afterAll(() => ctx.close());

const login = (email: string, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/users/login', remoteAddress, payload: { email, password: 'wrong-password' } });

describe('account rate limits (RATE_LIMITS=on)', () => {
  it('limits login attempts per email, across IPs', async () => {
    const email = 'target@example.com';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(email, `10.0.0.${attempt}`)).statusCode).toBe(422);
    }
    const limited = await login(email, '10.0.0.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds?\.$/) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits login attempts per IP, across emails', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) statuses.push((await login(`someone${attempt}@example.com`, '10.1.1.1')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await login('fresh@example.com', '10.1.1.2')).statusCode).toBe(422);
  });

  it('limits password-reset requests per email', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/login/email-verify',
        remoteAddress: `10.2.2.${attempt}`,
        payload: { email: 'nobody@example.com' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
  });
});
