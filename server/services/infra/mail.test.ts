import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { SMTPServer } from 'smtp-server';
import { resetCodeMessage } from '../accounts/accountMail';
import { createMailer } from './mail';

const logger = Fastify({ logger: false }).log;
const FROM = 'Forkcast <no-reply@forkcast.local>';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

async function startSmtpServer(): Promise<{ port: number; received: Received[]; stop: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('createMailer', () => {
  let outboxDir: string;
  beforeEach(() => {
    outboxDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-outbox-'));
  });
  afterEach(() => rmSync(outboxDir, { recursive: true, force: true }));

  it('delivers through the SMTP server of SMTP_URL', async () => {
    const smtp = await startSmtpServer();
    try {
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, outboxDir, from: FROM, logger });
      await mailer.send(resetCodeMessage({ email: 'ann@example.com', name: 'Ann' }, '4821'));
      expect(smtp.received).toHaveLength(1);
      const [message] = smtp.received;
      expect(message.from).toBe('no-reply@forkcast.local');
      expect(message.to).toEqual(['ann@example.com']);
      expect(message.raw).toContain('Subject: Your Forkcast password reset code');
      expect(message.raw).toContain('4821');
      expect(readdirSync(outboxDir)).toEqual([]);
    } finally {
      await smtp.stop();
    }
  });

  it('writes an .eml file to the outbox without SMTP_URL', async () => {
    const mailer = createMailer({ outboxDir, from: FROM, logger });
    await mailer.send(resetCodeMessage({ email: 'ann@example.com', name: 'Ann <b>' }, '0093'));
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d+-ann@example\.com\.eml$/);
    const eml = readFileSync(path.join(outboxDir, files[0]), 'utf8');
    expect(eml).toContain('To: ann@example.com');
    expect(eml).toContain('Subject: Your Forkcast password reset code');
    expect(eml).toContain('Your code is: 0093');
    expect(eml).toContain('Ann &#60;b&#62;');
  });
});
