import { OTP_VALID_MINUTES } from '../../../contract/constants';
import type { InfoLogger, MailMessage, Mailer } from '../infra/mail';

export const RESET_CODE_SUBJECT = 'Your Forkcast password reset code';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function resetCodeMessage(to: { email: string; name: string }, code: string): MailMessage {
  const text = [
    `Hi ${to.name},`,
    '',
    'Someone (hopefully you) asked to reset the password of your Forkcast account.',
    '',
    `Your code is: ${code}`,
    '',
    `Enter it on the "Verify account" screen within ${OTP_VALID_MINUTES} minutes. It works once.`,
    'If you did not ask for this, ignore this email: your password stays as it is.',
    '',
    'Happy cooking,',
    'The Forkcast team',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">
<p>Hi ${escapeHtml(to.name)},</p>
<p>Someone (hopefully you) asked to reset the password of your Forkcast account. Your code is:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:8px">${code}</p>
<p>Enter it on the <em>Verify account</em> screen within ${OTP_VALID_MINUTES} minutes. It works once.</p>
<p>If you did not ask for this, ignore this email: your password stays as it is.</p>
<p>Happy cooking,<br>The Forkcast team</p>
</body></html>`;
  return { to: to.email, subject: RESET_CODE_SUBJECT, text, html };
}

/**
 * Mails a reset code. Without SMTP (outbox mode, a local install) the code is also logged
 * so the person at the keyboard can finish the reset; with SMTP it is never logged.
 */
export async function sendResetCode(
  deps: { mailer: Mailer; log: InfoLogger; smtpConfigured: boolean },
  to: { email: string; name: string },
  code: string,
): Promise<void> {
  await deps.mailer.send(resetCodeMessage(to, code));
  if (!deps.smtpConfigured) deps.log.info({ to: to.email }, `password reset code for ${to.email}: ${code}`);
}
