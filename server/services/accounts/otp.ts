/**
 * Password reset by one-time code: the emailed 4-digit code (stored as an argon2id hash,
 * valid OTP_VALID_MINUTES, OTP_MAX_ATTEMPTS tries, single use) buys a random reset token
 * (stored as a SHA-256 hash, valid RESET_TOKEN_VALID_MINUTES, single use) that sets a new
 * password. One password_resets row follows one attempt through both steps.
 *
 * The code stays 4 digits (SPEC.md), so an account gets at most RESET_CODES_PER_DAY codes and
 * RESET_FAILED_TRIES_PER_DAY wrong tries in any 24 hours (docs/decisions.md has the odds).
 */
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_VALID_MINUTES,
  RESET_TOKEN_VALID_MINUTES,
} from '../../../contract/constants';
import type { Database } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { DomainError, invalid } from '../errors';
import { hashPassword, verifyPassword } from './passwords';
import { randomToken, sha256 } from '../infra/randomTokens';
import { revokeAllTokens } from './tokens';

export const RESET_CODES_PER_DAY = 5;
export const RESET_FAILED_TRIES_PER_DAY = 15;

/** "3 hours", "1 minute", "20 seconds": a wait in the unit a person would use. */
function inWords(seconds: number): string {
  const [amount, unit] =
    seconds >= 3600
      ? [Math.ceil(seconds / 3600), 'hour']
      : seconds >= 60
        ? [Math.ceil(seconds / 60), 'minute']
        : [seconds, 'second'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

export const OTP_MESSAGES = {
  wrongCode: (triesLeft: number) => `The code is incorrect. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  tooManyTries: 'Too many wrong tries. Please request a new code.',
  expired: 'This code has expired. Please request a new code.',
  noCode: 'No code is waiting for this email. Please request a new one.',
  badResetKey: 'This password reset request is invalid or has expired. Please start again.',
  waitBeforeResend: (seconds: number) =>
    `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting a new code.`,
  tooManyCodesToday: (seconds: number) =>
    `You have asked for ${RESET_CODES_PER_DAY} codes in the last 24 hours. Please try again in ${inWords(seconds)}.`,
  tooManyWrongCodesToday: (seconds: number) =>
    `Too many wrong codes in the last 24 hours. Please try again in ${inWords(seconds)}.`,
} as const;

/** Too many requests, saying when to try again (the error plugin answers it as Retry-After). */
export class ResetWaitError extends DomainError {
  constructor(message: string, retryAfterSeconds: number, field: 'email' | 'otp') {
    super('too-many-requests', message, { [field]: [message] }, retryAfterSeconds);
  }
}

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

interface SentReset {
  sentAt: Date;
  attempts: number;
  resetTokenHash: string | null;
}

/** The user's codes sent in the last 24 hours, oldest first. */
function resetsOfLastDay(db: Database, userId: number, now: Date): Promise<SentReset[]> {
  return db
    .select({
      sentAt: passwordResets.sentAt,
      attempts: passwordResets.attempts,
      resetTokenHash: passwordResets.resetTokenHash,
    })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), gt(passwordResets.sentAt, new Date(now.getTime() - DAY_MS))))
    .orderBy(asc(passwordResets.sentAt));
}

/** A try that bought a reset token was right; every other counted try was wrong. */
const wrongTries = (reset: SentReset) => reset.attempts - (reset.resetTokenHash ? 1 : 0);

const secondsUntil = (moment: number, now: Date) => Math.max(1, Math.ceil((moment - now.getTime()) / 1000));

/** Seconds until the oldest codes leave the 24-hour window far enough for `counts` to fall below `cap`, or 0. */
function waitForDailyCap(resets: SentReset[], counts: (reset: SentReset) => number, cap: number, now: Date): number {
  let total = resets.reduce((sum, reset) => sum + counts(reset), 0);
  for (const reset of resets) {
    if (total < cap) return 0;
    total -= counts(reset);
    if (total < cap) return secondsUntil(reset.sentAt.getTime() + DAY_MS, now);
  }
  return 0;
}

function assertWrongTriesLeftToday(resets: SentReset[], now: Date, field: 'email' | 'otp'): void {
  const wait = waitForDailyCap(resets, wrongTries, RESET_FAILED_TRIES_PER_DAY, now);
  if (wait > 0) throw new ResetWaitError(OTP_MESSAGES.tooManyWrongCodesToday(wait), wait, field);
}

export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * Starts (or restarts) a reset: refuses with 429 inside OTP_RESEND_SECONDS of the last
 * code, closes any earlier open code and stores a new one. The user row is locked so two
 * concurrent requests cannot both pass the cooldown.
 */
export async function issueResetCode(
  db: Database,
  userId: number,
  now = new Date(),
): Promise<{ code: string; resetId: number }> {
  const code = generateOtp();
  const codeHash = await hashPassword(code);
  const resetId = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const today = await resetsOfLastDay(tx as unknown as Database, userId, now);
    const codesWait = waitForDailyCap(today, () => 1, RESET_CODES_PER_DAY, now);
    if (codesWait > 0) throw new ResetWaitError(OTP_MESSAGES.tooManyCodesToday(codesWait), codesWait, 'email');
    // No code is mailed that could not be tried.
    assertWrongTriesLeftToday(today, now, 'email');
    const last = today.at(-1);
    const waitMs = last ? last.sentAt.getTime() + OTP_RESEND_SECONDS * 1000 - now.getTime() : 0;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new ResetWaitError(OTP_MESSAGES.waitBeforeResend(seconds), seconds, 'email');
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

const otpError = (message: string) => invalid({ otp: [message] });

/**
 * Checks a code and answers a fresh password reset token. Each try is counted before the
 * code is compared, under a lock of the user row, so parallel guesses can exceed neither
 * OTP_MAX_ATTEMPTS nor RESET_FAILED_TRIES_PER_DAY.
 */
export async function verifyResetCode(db: Database, userId: number, code: string, now = new Date()): Promise<string> {
  const [open] = await db
    .select()
    .from(passwordResets)
    .where(
      and(eq(passwordResets.userId, userId), isNull(passwordResets.consumedAt), isNull(passwordResets.resetTokenHash)),
    )
    .orderBy(desc(passwordResets.id))
    .limit(1);
  if (!open) throw otpError(OTP_MESSAGES.noCode);
  if (open.codeExpiresAt <= now) throw otpError(OTP_MESSAGES.expired);
  if (open.attempts >= OTP_MAX_ATTEMPTS) throw otpError(OTP_MESSAGES.tooManyTries);

  const claimed = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    assertWrongTriesLeftToday(await resetsOfLastDay(tx as unknown as Database, userId, now), now, 'otp');
    const [row] = await tx
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
    return row;
  });
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
    .where(
      and(eq(passwordResets.id, open.id), isNull(passwordResets.consumedAt), isNull(passwordResets.resetTokenHash)),
    )
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
    if (!consumed) throw invalid({ key: [OTP_MESSAGES.badResetKey] });
    await tx
      .update(passwordResets)
      .set({ consumedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.consumedAt)));
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await revokeAllTokens(tx as unknown as Database, userId);
  });
}
