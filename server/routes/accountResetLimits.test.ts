/** The daily caps on reset codes (the code stays 4 digits): codes mailed and wrong tries per account per 24 hours. */
import { eq, sql } from 'drizzle-orm';
import { passwordResets, users } from '../db/schema';
import { RESET_CODES_PER_DAY, RESET_FAILED_TRIES_PER_DAY } from '../services/accounts/otp';
import { lastCodeFor as lastCodeForMail, wrongCodeFor } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx.close());

let emailCounter = 0;

async function registeredEmail(): Promise<string> {
  const email = `daily${++emailCounter}@example.com`;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: { name: 'Ann Cook', email, password: 'old-password', password_confirmation: 'old-password' },
  });
  expect(response.statusCode).toBe(201);
  return email;
}

const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url: `/api/users${url}`, payload });

const lastCodeFor = (email: string) => lastCodeForMail(ctx.sentMail, email);

/** Moves every code of the user back by `ms`, as if that time had passed. */
async function timePasses(email: string, ms: number): Promise<void> {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  await ctx.db
    .update(passwordResets)
    .set({ sentAt: sql`${passwordResets.sentAt} - make_interval(secs => ${ms / 1000})` })
    .where(eq(passwordResets.userId, user.id));
}

const mailsTo = (email: string) => ctx.sentMail.filter((message) => message.to === email).length;

describe('daily caps on password reset codes', () => {
  it(`mails at most ${RESET_CODES_PER_DAY} codes in 24 hours, then says how long to wait`, async () => {
    const email = await registeredEmail();
    for (let request = 1; request <= RESET_CODES_PER_DAY; request += 1) {
      expect((await post('/login/email-verify', { email })).statusCode).toBe(200);
      await timePasses(email, 61_000);
    }
    const refused = await post('/login/otp-resend', { email });
    expect(refused.statusCode).toBe(429);
    // The first code was sent 5 × 61 s ago: it leaves the window in 24 h less that.
    expect(refused.json()).toEqual({
      success: false,
      message: `You have asked for ${RESET_CODES_PER_DAY} codes in the last 24 hours. Please try again in 24 hours.`,
      errors: { email: [refused.json().message] },
      request_id: expect.any(String),
    });
    expect(Number(refused.headers['retry-after'])).toBe(24 * 3600 - RESET_CODES_PER_DAY * 61);
    expect(mailsTo(email)).toBe(RESET_CODES_PER_DAY);

    // Once the oldest code is more than a day old, one more may be sent.
    await timePasses(email, 24 * 3600_000 - 4 * 61_000);
    expect((await post('/login/otp-resend', { email })).statusCode).toBe(200);
    expect(mailsTo(email)).toBe(RESET_CODES_PER_DAY + 1);
  });

  it(`allows ${RESET_FAILED_TRIES_PER_DAY} wrong codes in 24 hours, then refuses even the right one and mails no more`, async () => {
    const email = await registeredEmail();
    let wrongTries = 0;
    // Four codes, four wrong tries each: the sixteenth try is the first refused.
    for (let codeNumber = 1; codeNumber <= 4; codeNumber += 1) {
      expect((await post('/login/email-verify', { email })).statusCode).toBe(200);
      const code = lastCodeFor(email);
      for (let attempt = 1; attempt <= 4 && wrongTries < RESET_FAILED_TRIES_PER_DAY; attempt += 1) {
        expect((await post('/login/otp-verify', { email, otp: wrongCodeFor(code) })).statusCode).toBe(422);
        wrongTries += 1;
      }
      if (wrongTries === RESET_FAILED_TRIES_PER_DAY) {
        const refused = await post('/login/otp-verify', { email, otp: code });
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toMatch(
          /^Too many wrong codes in the last 24 hours\. Please try again in \d+ hours?\.$/,
        );
        expect(refused.json().errors).toEqual({ otp: [refused.json().message] });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
      }
      await timePasses(email, 61_000);
    }
    expect(wrongTries).toBe(RESET_FAILED_TRIES_PER_DAY);
    const mailed = mailsTo(email);
    const noMoreCodes = await post('/login/email-verify', { email });
    expect(noMoreCodes.statusCode).toBe(429);
    expect(noMoreCodes.json().errors.email[0]).toMatch(/^Too many wrong codes in the last 24 hours/);
    expect(mailsTo(email)).toBe(mailed);

    // A day later the owner can reset again.
    await timePasses(email, 24 * 3600_000);
    expect((await post('/login/email-verify', { email })).statusCode).toBe(200);
    expect((await post('/login/otp-verify', { email, otp: lastCodeFor(email) })).statusCode).toBe(200);
  });

  it('does not count the right code as a wrong try', async () => {
    const email = await registeredEmail();
    for (let round = 1; round <= 4; round += 1) {
      expect((await post('/login/email-verify', { email })).statusCode).toBe(200);
      const code = lastCodeFor(email);
      for (let attempt = 1; attempt <= 3; attempt += 1)
        await post('/login/otp-verify', { email, otp: wrongCodeFor(code) });
      expect((await post('/login/otp-verify', { email, otp: code })).statusCode).toBe(200);
      await timePasses(email, 61_000);
    }
    // 12 wrong and 4 right tries: three wrong ones are still allowed today.
    expect((await post('/login/email-verify', { email })).statusCode).toBe(200);
    const code = lastCodeFor(email);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await post('/login/otp-verify', { email, otp: wrongCodeFor(code) })).statusCode).toBe(422);
    }
    expect((await post('/login/otp-verify', { email, otp: code })).statusCode).toBe(429);
  });
});
