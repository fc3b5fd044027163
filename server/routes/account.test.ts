import { eq } from 'drizzle-orm';
import { SUCCESS, VALIDATION } from '../../contract/messages';
import { authTokens, users } from '../db/schema';
import { ACCOUNT_MESSAGES } from '../services/accounts/accounts';
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx.close());

let emailCounter = 0;
const uniqueEmail = () => `cook${++emailCounter}@example.com`;

async function register(overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail();
  const payload = {
    name: 'Ann Cook',
    email,
    password: 'secret-pass',
    password_confirmation: 'secret-pass',
    ...overrides,
  };
  const response = await ctx.app.inject({ method: 'POST', url: '/api/users/register', payload });
  return { response, email: String(payload.email), token: response.json()?.data?.token as string };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('POST /api/users/register', () => {
  it('creates the account and answers a token and the user', async () => {
    const { response, email } = await register();
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: SUCCESS.registration,
      data: { token: expect.any(String), user: { id: expect.any(Number), name: 'Ann Cook', email, avatar: null } },
    });
    expect(JSON.stringify(body)).not.toContain('secret-pass');
  });

  it('stores an argon2id hash, never the password', async () => {
    const { email } = await register({ password: 'plain-text-pw', password_confirmation: 'plain-text-pw' });
    const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row.passwordHash).not.toContain('plain-text-pw');
  });

  it('refuses an email that is taken, whatever its case', async () => {
    const { email } = await register();
    const { response } = await register({ email: email.toUpperCase() });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual([ACCOUNT_MESSAGES.emailTaken]);
  });

  it('gives SPEC.md messages for every missing field', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/users/register', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: [VALIDATION.nameRequired],
      email: [VALIDATION.emailRequired],
      password: [VALIDATION.passwordRequired],
      password_confirmation: [VALIDATION.confirmRequired],
    });
  });

  it('refuses a short password, a mismatched confirmation and a malformed email', async () => {
    const { response } = await register({ email: 'not-an-email', password: 'short', password_confirmation: 'other' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: [VALIDATION.emailInvalid],
      password: [VALIDATION.passwordTooShort],
      password_confirmation: [VALIDATION.passwordsDoNotMatch],
    });
  });
});

describe('POST /api/users/login', () => {
  it('answers a working token for the right password', async () => {
    const { email } = await register();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: `  ${email.toUpperCase()} `, password: 'secret-pass' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe(SUCCESS.login);
    expect(body.data.user.email).toBe(email);
    const me = await ctx.app.inject({ url: '/api/users/data', headers: bearer(body.data.token) });
    expect(me.json().data.email).toBe(email);
  });

  it('answers the same message for a wrong password and an unknown email', async () => {
    const { email } = await register();
    const wrongPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password: 'wrong-pass' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'nobody@example.com', password: 'wrong-pass' },
    });
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        success: false,
        message: ACCOUNT_MESSAGES.badCredentials,
        errors: { email: [ACCOUNT_MESSAGES.badCredentials] },
        request_id: expect.any(String),
      });
    }
  });

  it('gives SPEC.md messages for a missing email and password', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: '', password: '' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: [VALIDATION.emailRequired],
      password: [VALIDATION.passwordRequired],
    });
  });
});

describe('bearer tokens', () => {
  it('answers 401 without a token, with a forged one, and with an expired one', async () => {
    const { token } = await register();
    const missing = await ctx.app.inject({ url: '/api/users/data' });
    const forged = await ctx.app.inject({ url: '/api/users/data', headers: bearer('x'.repeat(43)) });
    const malformed = await ctx.app.inject({ url: '/api/users/data', headers: { authorization: 'Basic abc' } });
    expect([missing.statusCode, forged.statusCode, malformed.statusCode]).toEqual([401, 401, 401]);
    expect(missing.json()).toEqual({ success: false, message: 'Unauthenticated', request_id: expect.any(String) });

    await ctx.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await ctx.app.inject({ url: '/api/users/data', headers: bearer(token) });
    expect(expired.statusCode).toBe(401);
  });

  it('protects every account route that needs a user', async () => {
    for (const url of ['/api/users/logout', '/api/users/data/update', '/api/users/password/change']) {
      const response = await ctx.app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('GET /api/users/data and POST /api/users/logout', () => {
  it('answers the current user', async () => {
    const { token, email } = await register();
    const response = await ctx.app.inject({ url: '/api/users/data', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: expect.any(Number), name: 'Ann Cook', email, avatar: null });
  });

  it('revokes the token it was called with, and only that one', async () => {
    const { token, email } = await register();
    const other = (
      await ctx.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: 'secret-pass' } })
    ).json().data.token as string;
    const response = await ctx.app.inject({ method: 'POST', url: '/api/users/logout', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: SUCCESS.logout, data: null });
    expect((await ctx.app.inject({ url: '/api/users/data', headers: bearer(token) })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/users/data', headers: bearer(other) })).statusCode).toBe(200);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/users/logout', headers: bearer(token) });
    expect(again.statusCode).toBe(401);
  });

  it('keeps tokens only as hashes', async () => {
    const { token } = await register();
    const rows = await ctx.db.select({ tokenHash: authTokens.tokenHash }).from(authTokens);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
  });
});

describe('POST /api/users/password/change', () => {
  const change = (token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/users/password/change', headers: bearer(token), payload });

  it('changes the password, keeps the current token and revokes the others', async () => {
    const { token, email } = await register();
    const login = () =>
      ctx.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: 'secret-pass' } });
    const otherToken = (await login()).json().data.token as string;

    const response = await change(token, {
      current_password: 'secret-pass',
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: SUCCESS.passwordUpdated, data: null });

    expect((await ctx.app.inject({ url: '/api/users/data', headers: bearer(token) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/users/data', headers: bearer(otherToken) })).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(422);
    const withNew = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password: 'brand-new-pass' },
    });
    expect(withNew.statusCode).toBe(200);
  });

  it('refuses a wrong current password on its field', async () => {
    const { token } = await register();
    const response = await change(token, {
      current_password: 'not-it-at-all',
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ current_password: [ACCOUNT_MESSAGES.wrongCurrentPassword] });
  });

  it('gives SPEC.md messages for missing and mismatched fields', async () => {
    const { token } = await register();
    const empty = await change(token, {});
    expect(empty.json().errors).toEqual({
      current_password: [VALIDATION.currentPasswordRequired],
      password: [VALIDATION.newPasswordRequired],
      password_confirmation: [VALIDATION.confirmPasswordRequired],
    });
    const mismatched = await change(token, {
      current_password: 'secret-pass',
      password: 'brand-new-pass',
      password_confirmation: 'other-pass-1',
    });
    expect(mismatched.statusCode).toBe(422);
    expect(mismatched.json().errors).toEqual({ password_confirmation: [VALIDATION.passwordsDoNotMatch] });
  });
});

describe('hostile input', () => {
  it('answers wrong types with 422, never 500', async () => {
    const payloads = [
      { email: 123, password: 12345678 },
      { email: ['a@example.com'], password: { $ne: null } },
      { email: { toString: 'x' }, password: null },
      [1, 2, 3],
      'just a string',
      null,
    ];
    for (const payload of payloads) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().success).toBe(false);
    }
  });

  it('says in plain words which field has the wrong type, without echoing the value', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'maya@example.com', password: ['<script>'] }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: ['The password must be text.'] });
  });

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        name: 'x'.repeat(2 * 1024 * 1024),
        email: uniqueEmail(),
        password: 'secret-pass',
        password_confirmation: 'secret-pass',
      },
    });
    expect(huge.statusCode).toBe(413);
    const plainText = await ctx.app.inject({ method: 'POST', url: '/api/users/login', payload: 'email=a@example.com' });
    expect(plainText.statusCode).toBe(415);
  });

  it('treats SQL and HTML meta-characters as plain text', async () => {
    const name = `Robert'); DROP TABLE users;-- <script>alert(1)</script>`;
    const { response } = await register({ name });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user.name).toBe(name);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: "' OR 1=1 --@example.com", password: "' OR '1'='1" },
    });
    expect(login.statusCode).toBe(422);
  });

  it('refuses overlong fields without storing them', async () => {
    const { response } = await register({
      name: 'n'.repeat(101),
      password: 'p'.repeat(201),
      password_confirmation: 'p'.repeat(201),
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['name', 'password']);
  });
});
