/**
 * Password reset by one-time code: the emailed 4-digit code (stored as an argon2id hash,
 * valid OTP_VALID_MINUTES, OTP_MAX_ATTEMPTS tries, single use) buys a random reset token
 * (stored as a SHA-256 hash, valid RESET_TOKEN_VALID_MINUTES, single use) that sets a new
 * password. One password_resets row follows one attempt through both steps.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_VALID_MINUTES,
  RESET_TOKEN_VALID_MINUTES,
} from '../../contract/constants';
import type { Database } from '../db/client';
import { passwordResets, users } from '../db/schema';
import { HttpError, unprocessable } from '../http/errors';
import { hashPassword, verifyPassword } from './passwords';
import { randomToken, revokeAllTokens, sha256 } from './tokens';

export const OTP_MESSAGES = {
  wrongCode: (triesLeft: number) => `The code is incorrect. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  tooManyTries: 'Too many wrong tries. Please request a new code.',
  expired: 'This code has expired. Please request a new code.',
  noCode: 'No code is waiting for this email. Please request a new one.',
  badResetKey: 'This password reset request is invalid or has expired. Please start again.',
  waitBeforeResend: (seconds: number) =>
    `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting a new code.`,
} as const;

const MINUTE_MS = 60 * 1000;

export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * Starts (or restarts) a reset: refuses with 429 inside OTP_RESEND_SECONDS of the last
 * code, closes any earlier open code and stores a new one. The user row is locked so two
 * concurrent requests cannot both pass the cooldown.
 */
export async function issueResetCode(db: Database, userId: number, now = new Date()): Promise<{ code: string; resetId: number }> {
  const code = generateOtp();
  const codeHash = await hashPassword(code);
  const resetId = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [last] = await tx
      .select({ sentAt: passwordResets.sentAt })
      .from(passwordResets)
      .where(eq(passwordResets.userId, userId))
      .orderBy(desc(passwordResets.sentAt))
      .limit(1);
    const waitMs = last ? last.sentAt.getTime() + OTP_RESEND_SECONDS * 1000 - now.getTime() : 0;
    if (waitMs > 0) {
      const message = OTP_MESSAGES.waitBeforeResend(Math.ceil(waitMs / 1000));
      throw new HttpError(429, message, { email: [message] });
    }
    await tx
      .update(passwordResets)
      .set({ consumedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.consumedAt)));
    const [row] = await tx
      .insert(passwordResets)
      .values({ userId, codeHash, codeExpiresAt: new Date(now.getTime() + OTP_VALID_MINUTES * MINUTE_MS), sentAt: now })
      .returning({ id: passwordResets.id });
    return row.id;
  });
  return { code, resetId };
}

/** Forgets a code that could not be delivered, so the cooldown does not block a retry. */
export async function discardResetCode(db: Database, resetId: number): Promise<void> {
  await db.delete(passwordResets).where(eq(passwordResets.id, resetId));
}

const otpError = (message: string) => unprocessable({ otp: [message] });

/**
 * Checks a code and answers a fresh password reset token. Each try is counted before the
 * code is compared, so parallel guesses cannot exceed OTP_MAX_ATTEMPTS.
 */
export async function verifyResetCode(db: Database, userId: number, code: string, now = new Date()): Promise<string> {
  const [open] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.consumedAt), isNull(passwordResets.resetTokenHash)))
    .orderBy(desc(passwordResets.id))
    .limit(1);
  if (!open) throw otpError(OTP_MESSAGES.noCode);
  if (open.codeExpiresAt <= now) throw otpError(OTP_MESSAGES.expired);
  if (open.attempts >= OTP_MAX_ATTEMPTS) throw otpError(OTP_MESSAGES.tooManyTries);

  const [claimed] = await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(
      and(
        eq(passwordResets.id, open.id),
        isNull(passwordResets.consumedAt),
        isNull(passwordResets.resetTokenHash),
        lt(passwordResets.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .returning({ attempts: passwordResets.attempts });
  if (!claimed) throw otpError(OTP_MESSAGES.tooManyTries);

  if (!(await verifyPassword(open.codeHash, code))) {
    const triesLeft = OTP_MAX_ATTEMPTS - claimed.attempts;
    throw otpError(triesLeft > 0 ? OTP_MESSAGES.wrongCode(triesLeft) : OTP_MESSAGES.tooManyTries);
  }

  const resetToken = randomToken();
  const [granted] = await db
    .update(passwordResets)
    .set({
      resetTokenHash: sha256(resetToken),
      resetTokenExpiresAt: new Date(now.getTime() + RESET_TOKEN_VALID_MINUTES * MINUTE_MS),
    })
    .where(and(eq(passwordResets.id, open.id), isNull(passwordResets.consumedAt), isNull(passwordResets.resetTokenHash)))
    .returning({ id: passwordResets.id });
  // A second, concurrent request with the same correct code lost the race: the code is used.
  if (!granted) throw otpError(OTP_MESSAGES.noCode);
  return resetToken;
}

/**
 * Consumes a reset token, sets the new password and signs the user out everywhere, all in
 * one transaction. Any other open reset of the user is closed too.
 */
export async function resetPassword(
  db: Database,
  userId: number,
  resetToken: string,
  newPassword: string,
  now = new Date(),
): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const [consumed] = await tx
      .update(passwordResets)
      .set({ consumedAt: now })
      .where(
        and(
          eq(passwordResets.userId, userId),
          eq(passwordResets.resetTokenHash, sha256(resetToken)),
          gt(passwordResets.resetTokenExpiresAt, now),
          isNull(passwordResets.consumedAt),
        ),
      )
      .returning({ id: passwordResets.id });
    if (!consumed) throw unprocessable({ key: [OTP_MESSAGES.badResetKey] });
    await tx
      .update(passwordResets)
      .set({ consumedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.consumedAt)));
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await revokeAllTokens(tx as unknown as Database, userId);
  });
}
