import { promises as fs } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

/** The one logger call the mail needs (the app's pino logger is one); services import no Fastify. */
export interface InfoLogger {
  info(details: object, message: string): void;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Real mail through nodemailer: with SMTP_URL through that server; otherwise each message
 * is rendered by nodemailer's stream transport and written to DATA_DIR/outbox as .eml,
 * so a person running locally can read the code.
 */
export function createMailer(options: {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  logger: InfoLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(options.outboxDir, `${Date.now()}-${safeTo}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      options.logger.info({ to: message.to, file }, `mail written to outbox: ${message.subject}`);
    },
  };
}
