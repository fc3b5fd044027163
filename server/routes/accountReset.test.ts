import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS } from '../../contract/constants';
import { SUCCESS, VALIDATION } from '../../contract/messages';
import { passwordResets, users } from '../db/schema';
import { ACCOUNT_MESSAGES } from '../services/accounts/accounts';
import { RESET_CODE_SUBJECT, sendResetCode } from '../services/accounts/accountMail';
import { OTP_MESSAGES } from '../services/accounts/otp';
import type { MailMessage } from '../services/infra/mail';
import { lastCodeFor as lastCodeForMail, wrongCodeFor } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx.close());

let emailCounter = 0;

async function registerUser() {
  const email = `reset${++emailCounter}@example.com`;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: { name: 'Ann Cook', email, password: 'old-password', password_confirmation: 'old-password' },
  });
  return { email, token: response.json().data.token as string };
}

const post = (url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: `/api/users${url}`, payload: payload as object });

const lastCodeFor = (email: string) => lastCodeForMail(ctx.sentMail, email);

/** Moves the user's last code back in time, as if the resend cooldown had passed. */
async function pastCooldown(email: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  await ctx.db
    .update(passwordResets)
    .set({ sentAt: new Date(Date.now() - 61_000) })
    .where(eq(passwordResets.userId, user.id));
  return user;
}

describe('password reset by emailed code', () => {
  it('runs the whole flow: email-verify, otp-verify, reset-password', async () => {
    const { email, token } = await registerUser();

    const verify = await post('/login/email-verify', { email });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ success: true, message: SUCCESS.otpSent, data: { email } });
    const mail = ctx.sentMail.at(-1) as MailMessage;
    expect(mail).toMatchObject({ to: email, subject: RESET_CODE_SUBJECT });
    expect(mail.text).toContain('Hi Ann Cook');
    expect(mail.html).toContain(lastCodeFor(email));

    const otp = await post('/login/otp-verify', { email, otp: lastCodeFor(email) });
    expect(otp.statusCode).toBe(200);
    expect(otp.json()).toEqual({
      success: true,
      message: SUCCESS.otpVerified,
      data: { email, password_reset_token: expect.stringMatching(/^[\w-]{40,}$/) },
    });
    const key = otp.json().data.password_reset_token as string;

    const reset = await post('/login/reset-password', {
      email,
      key,
      password: 'new-password',
      password_confirmation: 'new-password',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: SUCCESS.passwordReset, data: null });

    expect(
      (await ctx.app.inject({ url: '/api/users/data', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(401);
    expect((await post('/login', { email, password: 'old-password' })).statusCode).toBe(422);
    expect((await post('/login', { email, password: 'new-password' })).statusCode).toBe(200);

    const again = await post('/login/reset-password', {
      email,
      key,
      password: 'third-password',
      password_confirmation: 'third-password',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ key: [OTP_MESSAGES.badResetKey] });
    const codeAgain = await post('/login/otp-verify', { email, otp: lastCodeFor(email) });
    expect(codeAgain.statusCode).toBe(422);
  });

  it('stores the code and the reset token only as hashes', async () => {
    const { email } = await registerUser();
    await post('/login/email-verify', { email });
    const code = lastCodeFor(email);
    const key = (await post('/login/otp-verify', { email, otp: code })).json().data.password_reset_token as string;
    const rows = await ctx.db.select().from(passwordResets);
    const row = rows.at(-1)!;
    expect(row.codeHash.startsWith('$argon2id$')).toBe(true);
    expect(row.codeHash).not.toContain(code);
    expect(row.resetTokenHash).not.toBe(key);
  });

  it('answers an unknown email on the email field, with the message SPEC.md shows', async () => {
    for (const url of ['/login/email-verify', '/login/otp-resend']) {
      const response = await post(url, { email: 'nobody@example.com' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ email: [ACCOUNT_MESSAGES.unknownEmail] });
    }
    expect(ctx.sentMail.some((message) => message.to === 'nobody@example.com')).toBe(false);
  });

  it('gives SPEC.md messages for missing and malformed fields', async () => {
    expect((await post('/login/email-verify', {})).json().errors).toEqual({ email: [VALIDATION.emailRequiredForgot] });
    expect((await post('/login/otp-verify', { email: 'a@example.com' })).json().errors).toEqual({
      otp: [VALIDATION.otpRequired],
    });
    for (const otp of ['12', '12345', 'abcd', 12]) {
      const response = await post('/login/otp-verify', { email: 'a@example.com', otp });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ otp: [VALIDATION.otpLength] });
    }
    const reset = await post('/login/reset-password', {
      email: 'a@example.com',
      key: 'k',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(reset.json().errors).toEqual({
      password: [VALIDATION.passwordTooShort],
      password_confirmation: [VALIDATION.passwordsDoNotMatch],
    });
    const empty = await post('/login/reset-password', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      password: [VALIDATION.passwordRequired],
      password_confirmation: [VALIDATION.confirmRequired],
    });
  });

  it('refuses a wrong code on the otp field and invalidates the code after five wrong tries', async () => {
    const { email } = await registerUser();
    await post('/login/email-verify', { email });
    const code = lastCodeFor(email);
    for (let attempt = 1; attempt <= OTP_MAX_ATTEMPTS; attempt += 1) {
      const response = await post('/login/otp-verify', { email, otp: wrongCodeFor(code) });
      expect(response.statusCode).toBe(422);
      const triesLeft = OTP_MAX_ATTEMPTS - attempt;
      expect(response.json().errors.otp).toEqual([
        triesLeft > 0 ? OTP_MESSAGES.wrongCode(triesLeft) : OTP_MESSAGES.tooManyTries,
      ]);
    }
    const rightButTooLate = await post('/login/otp-verify', { email, otp: code });
    expect(rightButTooLate.statusCode).toBe(422);
    expect(rightButTooLate.json().errors.otp).toEqual([OTP_MESSAGES.tooManyTries]);
  });

  it('refuses an expired code', async () => {
    const { email } = await registerUser();
    await post('/login/email-verify', { email });
    await ctx.db.update(passwordResets).set({ codeExpiresAt: new Date(Date.now() - 1000) });
    const response = await post('/login/otp-verify', { email, otp: lastCodeFor(email) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.otp).toEqual([OTP_MESSAGES.expired]);
  });

  it('refuses a reset token that is expired or forged', async () => {
    const { email } = await registerUser();
    await post('/login/email-verify', { email });
    const key = (await post('/login/otp-verify', { email, otp: lastCodeFor(email) })).json().data
      .password_reset_token as string;
    const payload = { email, password: 'new-password', password_confirmation: 'new-password' };
    expect((await post('/login/reset-password', { ...payload, key: 'forged-key-1234567890' })).statusCode).toBe(422);
    await ctx.db.update(passwordResets).set({ resetTokenExpiresAt: new Date(Date.now() - 1000) });
    const expired = await post('/login/reset-password', { ...payload, key });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors.key).toEqual([OTP_MESSAGES.badResetKey]);
    expect((await post('/login', { email, password: 'old-password' })).statusCode).toBe(200);
  });

  it('refuses a reset token of another user', async () => {
    const first = await registerUser();
    const second = await registerUser();
    await post('/login/email-verify', { email: first.email });
    const key = (await post('/login/otp-verify', { email: first.email, otp: lastCodeFor(first.email) })).json().data
      .password_reset_token as string;
    const response = await post('/login/reset-password', {
      email: second.email,
      key,
      password: 'new-password',
      password_confirmation: 'new-password',
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('POST /api/users/login/otp-resend', () => {
  it('refuses a new code within 60 seconds, saying how long to wait', async () => {
    const { email } = await registerUser();
    await post('/login/email-verify', { email });
    const response = await post('/login/otp-resend', { email });
    expect(response.statusCode).toBe(429);
    const message = response.json().message as string;
    expect(message).toMatch(/^Please wait (59|60) seconds before requesting a new code\.$/);
    expect(response.json().errors).toEqual({ email: [message] });
  });

  it('sends a new code after the cooldown, and only the new code works', async () => {
    const { email } = await registerUser();
    await post('/login/email-verify', { email });
    const oldCode = lastCodeFor(email);
    await pastCooldown(email);
    const response = await post('/login/otp-resend', { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: SUCCESS.otpResent, data: { email } });
    const newCode = lastCodeFor(email);
    if (newCode !== oldCode) {
      expect((await post('/login/otp-verify', { email, otp: oldCode })).statusCode).toBe(422);
    }
    expect((await post('/login/otp-verify', { email, otp: newCode })).statusCode).toBe(200);
  });

  it('answers 503 when the mail cannot be sent, and lets the user retry at once', async () => {
    const { email } = await registerUser();
    const send = ctx.app.mailer.send;
    ctx.app.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      const failed = await post('/login/email-verify', { email });
      expect(failed.statusCode).toBe(503);
      expect(failed.json().errors.email).toHaveLength(1);
    } finally {
      ctx.app.mailer.send = send;
    }
    expect((await post('/login/email-verify', { email })).statusCode).toBe(200);
  });
});

describe('sendResetCode', () => {
  async function logLinesWhile(smtpConfigured: boolean): Promise<string[]> {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    const sent: MailMessage[] = [];
    await sendResetCode(
      { mailer: { send: async (m) => void sent.push(m) }, log: app.log, smtpConfigured },
      { email: 'a@example.com', name: 'A' },
      '0427',
    );
    await app.close();
    expect(sent).toHaveLength(1);
    return lines;
  }

  it('logs the code in outbox mode so a local person can finish the reset', async () => {
    expect((await logLinesWhile(false)).join('')).toContain('0427');
  });

  it('never logs the code when SMTP is configured', async () => {
    expect((await logLinesWhile(true)).join('')).not.toContain('0427');
  });
});
