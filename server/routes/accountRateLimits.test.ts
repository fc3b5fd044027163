import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { hashPassword } from '../services/accounts/passwords';
import { createUser, type TestUser } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMITS: 'on' });
}, 60_000);
afterAll(() => ctx.close());

const PASSWORD = 'the-owners-password';
const WAIT_MESSAGE = /^Too many (failed )?attempts\. Please try again in \d+ (seconds?|minutes?)\.$/;

const login = (email: string, remoteAddress = '127.0.0.1', password = 'wrong-password', url = '/api/users/login') =>
  ctx.app.inject({ method: 'POST', url, remoteAddress, payload: { email, password } });

async function userWithPassword(): Promise<TestUser> {
  const user = await createUser(ctx.db);
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, user.id));
  return user;
}

async function statusesOf(requests: (() => Promise<{ statusCode: number }>)[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const request of requests) statuses.push((await request()).statusCode);
  return statuses;
}

describe('account rate limits (RATE_LIMITS=on)', () => {
  it('limits wrong passwords per address and account', async () => {
    const owner = await userWithPassword();
    const statuses = await statusesOf(Array.from({ length: 6 }, () => () => login(owner.email, '10.0.0.1')));
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    const limited = await login(owner.email, '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      message: expect.stringMatching(WAIT_MESSAGE),
      request_id: expect.any(String),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits from that address: the guesser cannot tell it is right.
    expect((await login(owner.email, '10.0.0.1', PASSWORD)).statusCode).toBe(429);
  });

  it("does not lock the owner out: five wrong passwords from one address leave the owner's own address alone", async () => {
    const owner = await userWithPassword();
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await login(owner.email, '10.0.1.1')).statusCode).toBe(422);
    expect((await login(owner.email, '10.0.1.1')).statusCode).toBe(429);
    const ownLogin = await login(owner.email, '10.0.1.2', PASSWORD);
    expect(ownLogin.statusCode).toBe(200);
    expect(ownLogin.json().data.user.id).toBe(owner.id);
  });

  it('brakes a guesser spread over many addresses, but still lets the owner in from an address that has not failed', async () => {
    const owner = await userWithPassword();
    // Ten failures from ten addresses trip the account-wide brake.
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect((await login(owner.email, `10.0.2.${attempt}`)).statusCode).toBe(422);
    // Each address that has failed against this account now gets no further try...
    expect((await login(owner.email, '10.0.2.1')).statusCode).toBe(429);
    expect((await login(owner.email, '10.0.2.1', PASSWORD)).statusCode).toBe(429);
    // ...while a fresh address (the owner's) still can sign in.
    expect((await login(owner.email, '10.0.2.99', PASSWORD)).statusCode).toBe(200);
  });

  it('counts failures, not successful logins', async () => {
    const owner = await userWithPassword();
    const successes = await statusesOf(
      Array.from({ length: 10 }, () => () => login(owner.email, '10.0.3.1', PASSWORD)),
    );
    expect(successes).toEqual(Array(10).fill(200));
    const failures = await statusesOf(Array.from({ length: 4 }, () => () => login(owner.email, '10.0.3.1')));
    expect(failures).toEqual([422, 422, 422, 422]);
    expect((await login(owner.email, '10.0.3.1', PASSWORD)).statusCode).toBe(200);
    expect((await login(owner.email, '10.0.3.1')).statusCode).toBe(422);
    expect((await login(owner.email, '10.0.3.1', PASSWORD)).statusCode).toBe(429);
  });

  it('limits failed logins per address across accounts (password spraying)', async () => {
    const statuses = await statusesOf(
      Array.from({ length: 21 }, (_, index) => () => login(`someone${index}@example.com`, '10.1.1.1')),
    );
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(422));
    expect(statuses[20]).toBe(429);
    expect((await login('fresh@example.com', '10.1.1.2')).statusCode).toBe(422);
  });

  it('limits all login tries per address to 30 a minute, right or wrong', async () => {
    const owner = await userWithPassword();
    const statuses = await statusesOf(Array.from({ length: 31 }, () => () => login(owner.email, '10.1.3.1', PASSWORD)));
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
  });

  let spellingsTried = 0;
  // Fastify decodes the path before routing: every spelling that reaches the login route must count as it.
  it.each([
    '/%61pi/users/login',
    '/api/users/%6Cogin',
    '/api/users/%6cogin',
    '/ap%69/users/log%69n',
    '/api/users/login?',
    '/api/users/login?x=1',
  ])('limits %s exactly like /api/users/login', async (spelling) => {
    const owner = await userWithPassword();
    spellingsTried += 1;
    const address = `10.3.${spellingsTried}.1`;
    const first = await login(owner.email, address, 'wrong-password', spelling);
    expect(first.statusCode).toBe(422);
    // The global API limit counted it too.
    expect(first.headers['x-ratelimit-limit']).toBe('600');
    // Failures through both spellings share one counter.
    const statuses = await statusesOf([
      () => login(owner.email, address),
      () => login(owner.email, address, 'wrong-password', spelling),
      () => login(owner.email, address),
      () => login(owner.email, address, 'wrong-password', spelling),
      () => login(owner.email, address, PASSWORD, spelling),
    ]);
    expect(statuses).toEqual([422, 422, 422, 422, 429]);
  });

  it('answers 404, reaching no route, for spellings that are not the login path', async () => {
    for (const spelling of [
      '/API/users/login',
      '/api//users/login',
      '/api/users/login;x',
      '/api/users/login/',
      '/%2561pi/users/login',
      '/api%2Fusers%2Flogin',
    ]) {
      const response = await login('someone@example.com', '10.3.255.1', 'wrong-password', spelling);
      expect({ spelling, status: response.statusCode }).toEqual({ spelling, status: 404 });
      expect(response.json().success).toBe(false);
    }
  });

  it('limits wrong current passwords on password change per address and account, without locking the owner out', async () => {
    const owner = await userWithPassword();
    const change = (currentPassword: string, remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/password/change',
        remoteAddress,
        headers: { authorization: `Bearer ${owner.token}` },
        payload: {
          current_password: currentPassword,
          password: 'a-new-password',
          password_confirmation: 'a-new-password',
        },
      });
    const statuses = await statusesOf(Array.from({ length: 6 }, () => () => change('wrong-password', '10.4.0.1')));
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    const limited = await change(PASSWORD, '10.4.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(WAIT_MESSAGE);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, from an address that has not failed, can still change it.
    expect((await change(PASSWORD, '10.4.0.2')).statusCode).toBe(200);
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
