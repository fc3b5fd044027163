/**
 * The fault-injection pass of server/db/outageLogs.test.ts, run as its own process the way
 * `npm start` runs the app (`node --import tsx`: server files as CommonJS, the database drivers
 * by import(), so drizzle-orm's errors are the other copy of their classes than the app's).
 * Accounts register, sign in, reset their password, add household members and shopping items
 * while every connection of the app is terminated again and again. Every log line goes to
 * LOG_FILE; what was handed out or stored (the secrets to look for) is printed as JSON.
 * Needs TEST_DATABASE=postgres and DATABASE_URL (the database is reset).
 */
import { createWriteStream } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_APPLICATION_NAME } from '../db/client';
import { authTokens, passwordResets, users } from '../db/schema';
import { createTestApp } from './testApp';

/** Ends every connection the app holds to its database, from a connection of its own. */
async function terminateAppConnections(): Promise<number> {
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    const result = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()`,
      [DEFAULT_APPLICATION_NAME],
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

export interface OutageLogPassResult {
  secrets: string[];
  codes: string[];
  statuses: number[];
  terminated: number;
}

async function main(): Promise<void> {
  const logFile = process.env.LOG_FILE;
  if (!logFile || process.env.TEST_DATABASE !== 'postgres')
    throw new Error('LOG_FILE and TEST_DATABASE=postgres needed');
  const logStream = createWriteStream(logFile);
  // SMTP configured: the reset code is mailed, never printed (outbox mode prints it on purpose).
  const ctx = await createTestApp(
    { SMTP_URL: 'smtp://mail.example.test:587' },
    { logger: { level: 'trace', stream: logStream } },
  );
  const run = async (): Promise<OutageLogPassResult> => {
    const COOKS = 6;
    const ROUNDS = 4;
    const cooks = Array.from({ length: COOKS }, (_, i) => ({
      name: `Cassandra Quillfeather ${'abcdef'[i]}`,
      email: `secret-cook-${'abcdef'[i]}@kills.example.test`,
      password: `first-secret-pass-${'abcdef'[i]}`,
      newPassword: `second-secret-pass-${'abcdef'[i]}`,
      member: `Grandpa Theodoric ${'abcdef'[i]}`,
      item: `smoked paprika jar ${'abcdef'[i]}`,
    }));
    const secrets = new Set<string>();
    const codes = new Set<string>();
    const statuses: number[] = [];
    const post = async (url: string, payload: object, token?: string) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api${url}`,
        payload,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      statuses.push(response.statusCode);
      return response;
    };
    const data = (response: LightMyRequestResponse) =>
      response.statusCode < 300 ? (response.json() as { data: Record<string, unknown> }).data : undefined;

    /** One cook's whole way through: every step may be cut; what was handed out is a secret. */
    async function journey(cook: (typeof cooks)[number]) {
      const registered = data(
        await post('/users/register', {
          name: cook.name,
          email: cook.email,
          password: cook.password,
          password_confirmation: cook.password,
        }),
      );
      if (typeof registered?.token === 'string') secrets.add(registered.token);
      for (const password of [cook.password, cook.newPassword]) {
        const login = data(await post('/users/login', { email: cook.email, password }));
        if (typeof login?.token !== 'string') continue;
        secrets.add(login.token);
        await post('/household/members', { name: cook.member, age_group: 'senior-adult' }, login.token);
        await post('/shopping-list/items', { name: cook.item }, login.token);
      }
      const mailsBefore = ctx.sentMail.length;
      await post('/users/login/email-verify', { email: cook.email });
      const mail = ctx.sentMail.slice(mailsBefore).find((message) => message.to === cook.email);
      const code = /Your code is: (\d{4})/.exec(mail?.text ?? '')?.[1];
      if (!code) return;
      codes.add(code);
      const verified = data(await post('/users/login/otp-verify', { email: cook.email, otp: code }));
      const key = verified?.password_reset_token;
      if (typeof key !== 'string') return;
      secrets.add(key);
      await post('/users/login/reset-password', {
        email: cook.email,
        key,
        password: cook.newPassword,
        password_confirmation: cook.newPassword,
      });
    }

    let terminated = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const journeys = Promise.all(cooks.map((cook) => journey(cook)));
      // Cuts while the journeys run: a few ms apart, so queries are caught on the wire.
      for (let cut = 0; cut < 6; cut++) {
        await new Promise((resolve) => setTimeout(resolve, 5 + cut * 7));
        terminated += await terminateAppConnections();
      }
      await journeys;
    }

    // Everything the database holds that a query carried: hashes of passwords, tokens, codes.
    for (const user of await ctx.db.select({ hash: users.passwordHash }).from(users)) secrets.add(user.hash);
    for (const token of await ctx.db.select({ hash: authTokens.tokenHash }).from(authTokens)) secrets.add(token.hash);
    for (const reset of await ctx.db
      .select({ code: passwordResets.codeHash, token: passwordResets.resetTokenHash })
      .from(passwordResets)) {
      secrets.add(reset.code);
      if (reset.token) secrets.add(reset.token);
    }
    for (const cook of cooks)
      for (const value of [cook.name, cook.email, cook.password, cook.newPassword, cook.member, cook.item])
        secrets.add(value);

    return { secrets: [...secrets], codes: [...codes], statuses, terminated };
  };
  try {
    const result = await run();
    process.stdout.write(JSON.stringify(result));
  } finally {
    await ctx.close();
    await new Promise((resolve) => logStream.end(resolve));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
