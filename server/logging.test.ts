/**
 * What the logs hold: a run through every account route, at trace level, with a failing query
 * that carries a password hash as a parameter, leaves no password, hash, token, reset key or
 * code in the log. SMTP is configured, so the reset code is not printed on purpose (outbox mode).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { DatabaseError } from 'pg';
import { eq, sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { passwordResets, users } from './db/schema';
import { serializeError } from './logging';
import { createTestApp, type TestContext } from './test/testApp';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(
    { SMTP_URL: 'smtp://mail.example.test:587' },
    { logger: { level: 'trace', stream: logStream } },
  );
});
afterAll(() => ctx.close());

const EMAIL = 'logged@example.com';
const PASSWORDS = ['first-secret-pass', 'second-secret-pass', 'third-secret-pass', 'fourth-secret-pass'];
const WRONG_PASSWORD = 'guessed-wrong-pass';

function lastCode(): string {
  const code = /Your code is: (\d{4})/.exec(ctx.sentMail.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error('no code mailed');
  return code;
}

/** The log without the fields that are numbers by nature (times, process id), so a 4-digit code cannot hide in them or be faked by them. */
function logWithoutNumericNoise(): string {
  return logLines
    .map((line) => {
      const {
        time: _time,
        pid: _pid,
        hostname: _hostname,
        responseTime: _responseTime,
        ...rest
      } = JSON.parse(line) as Record<string, unknown>;
      return JSON.stringify(rest);
    })
    .join('\n');
}

it('keeps every secret of every account route out of a trace-level log', async () => {
  const secrets: string[] = [...PASSWORDS, WRONG_PASSWORD];
  const codes: string[] = [];
  const post = (url: string, payload: object, token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/users${url}`,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  const registered = await post('/register', {
    name: 'Lou Logged',
    email: EMAIL,
    password: PASSWORDS[0],
    password_confirmation: PASSWORDS[0],
  });
  expect(registered.statusCode).toBe(201);
  secrets.push(registered.json().data.token);

  expect((await post('/login', { email: EMAIL, password: WRONG_PASSWORD })).statusCode).toBe(422);
  const login = await post('/login', { email: EMAIL, password: PASSWORDS[0] });
  expect(login.statusCode).toBe(200);
  const token: string = login.json().data.token;
  secrets.push(token);

  expect(
    (await ctx.app.inject({ url: '/api/users/data', headers: { authorization: `Bearer ${token}` } })).statusCode,
  ).toBe(200);
  expect((await post('/data/update', { name: 'Lou Renamed' }, token)).statusCode).toBe(200);
  expect(
    (
      await post(
        '/password/change',
        { current_password: WRONG_PASSWORD, password: PASSWORDS[1], password_confirmation: PASSWORDS[1] },
        token,
      )
    ).statusCode,
  ).toBe(422);
  expect(
    (
      await post(
        '/password/change',
        { current_password: PASSWORDS[0], password: PASSWORDS[1], password_confirmation: PASSWORDS[1] },
        token,
      )
    ).statusCode,
  ).toBe(200);

  expect((await post('/login/email-verify', { email: EMAIL })).statusCode).toBe(200);
  codes.push(lastCode());
  // As if the resend cooldown had passed.
  await ctx.db.update(passwordResets).set({ sentAt: new Date(Date.now() - 61_000) });
  expect((await post('/login/otp-resend', { email: EMAIL })).statusCode).toBe(200);
  const code = lastCode();
  codes.push(code);
  const wrongCode = String((Number(code) + 1) % 10000).padStart(4, '0');
  expect((await post('/login/otp-verify', { email: EMAIL, otp: wrongCode })).statusCode).toBe(422);
  const verified = await post('/login/otp-verify', { email: EMAIL, otp: code });
  expect(verified.statusCode).toBe(200);
  const resetKey: string = verified.json().data.password_reset_token;
  secrets.push(resetKey);
  const reset = await post('/login/reset-password', {
    email: EMAIL,
    key: resetKey,
    password: PASSWORDS[2],
    password_confirmation: PASSWORDS[2],
  });
  expect(reset.statusCode).toBe(200);

  const again = await post('/login', { email: EMAIL, password: PASSWORDS[2] });
  expect(again.statusCode).toBe(200);
  const lastToken: string = again.json().data.token;
  secrets.push(lastToken);

  // A query that fails with a fresh argon2 hash among its parameters (drizzle's error message quotes them).
  await ctx.db.execute(
    sql`create function refuse_user_updates() returns trigger language plpgsql as $$ begin raise exception 'user updates refused'; end $$`,
  );
  await ctx.db.execute(
    sql`create trigger refuse_user_updates before update on users for each row execute function refuse_user_updates()`,
  );
  const failed = await post(
    '/password/change',
    { current_password: PASSWORDS[2], password: PASSWORDS[3], password_confirmation: PASSWORDS[3] },
    lastToken,
  );
  await ctx.db.execute(sql`drop trigger refuse_user_updates on users`);
  expect(failed.statusCode).toBe(500);

  expect((await post('/logout', {}, lastToken)).statusCode).toBe(200);

  const [user] = await ctx.db.select().from(users).where(eq(users.email, EMAIL));
  secrets.push(user.passwordHash);

  const log = logWithoutNumericNoise();
  expect(secrets.filter((secret) => log.includes(secret))).toEqual([]);
  expect(log).not.toContain('$argon2');
  expect(codes.filter((resetCode) => new RegExp(`(?<![\\d.])${resetCode}(?![\\d.])`).test(log))).toEqual([]);
  // The run was logged (requests, the failed query's SQL and SQLSTATE), only without its secrets.
  expect(log).toContain('/api/users/login/reset-password');
  expect(log).toContain('Failed query: update \\"users\\" set \\"password_hash\\" = $1');
  expect(log).toContain('"code":"P0001"');
});

it('serializes a failed query with its SQL, SQLSTATE and constraint, without parameters or quoted values', () => {
  const unique = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
    code: '23505',
    detail: 'Key (email)=(ann@example.com) already exists.',
    constraint: 'users_email_key',
    table: 'users',
  });
  const failed = new DrizzleQueryError(
    'insert into "users" ("email", "password_hash") values ($1, $2)',
    ['ann@example.com', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'],
    unique,
  );

  const serialized = serializeError(failed);
  const text = JSON.stringify(serialized);

  expect(text).not.toContain('ann@example.com');
  expect(text).not.toContain('$argon2');
  expect(serialized).toMatchObject({
    type: 'DrizzleQueryError',
    message: 'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)',
    query: 'insert into "users" ("email", "password_hash") values ($1, $2)',
    cause: { message: unique.message, code: '23505', constraint: 'users_email_key', table: 'users' },
  });
  expect(serialized.stack).toMatch(/^Error: Failed query: insert into "users" .*\n {4}at /);
});

describe('serializes every class a database error arrives as without its parameters (issue 33)', () => {
  const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';
  const EMAIL_PARAM = 'ann@example.com';
  const MEMBER = 'Grandma Rosalind';
  const ITEM = 'unsalted butter 250 g';
  const PARAMS = [EMAIL_PARAM, HASH, MEMBER, ITEM];
  const SQL = 'insert into "household_members" ("name", "note") values ($1, $2)';
  const pgError = (code: string, message: string, extra: Record<string, unknown> = {}) =>
    Object.assign(new DatabaseError(message, 100, 'error'), { code, severity: 'ERROR', ...extra });

  /** drizzle-orm's ES module copy of DrizzleQueryError: what the drivers throw under tsx (`npm start`). */
  class DrizzleQueryErrorOfAnotherCopy extends Error {
    constructor(
      public query: string,
      public params: unknown[],
      cause?: unknown,
    ) {
      super(`Failed query: ${query}\nparams: ${params}`);
      this.cause = cause;
    }
  }

  const unique = () =>
    pgError('23505', 'duplicate key value violates unique constraint "users_email_key"', {
      detail: `Key (email)=(${EMAIL_PARAM}) already exists.`,
      where: `SQL statement "${SQL}" with ${MEMBER}`,
      constraint: 'users_email_key',
      table: 'users',
      column: 'email',
    });

  it.each<[string, () => unknown, Record<string, unknown>]>([
    [
      "node-postgres's DatabaseError",
      unique,
      { type: 'DatabaseError', code: '23505', constraint: 'users_email_key', table: 'users', column: 'email' },
    ],
    [
      'a data exception quoting the value it refused (22P02)',
      () => pgError('22P02', `invalid input syntax for type integer: "${MEMBER}"`),
      { message: 'invalid input syntax for type integer: "…"', code: '22P02' },
    ],
    [
      "Drizzle's DrizzleQueryError",
      () => new DrizzleQueryError(SQL, PARAMS, unique()),
      { type: 'DrizzleQueryError', message: `Failed query: ${SQL}`, query: SQL, cause: { code: '23505' } },
    ],
    [
      "the other copy of Drizzle's DrizzleQueryError (instanceof fails)",
      () => new DrizzleQueryErrorOfAnotherCopy(SQL, PARAMS, unique()),
      { message: `Failed query: ${SQL}`, query: SQL, cause: { code: '23505', table: 'users' } },
    ],
    [
      "a plain Error that copied Drizzle's message",
      () => new Error(`Failed query: ${SQL}\nparams: ${PARAMS.join(',')}`),
      { type: 'Error', message: `Failed query: ${SQL}` },
    ],
    [
      'an Error naming params mid-message',
      () => new Error(`write failed params: ${PARAMS.join(',')}`),
      { type: 'Error', message: 'write failed' },
    ],
    [
      'a PGlite error (it carries the query and its params)',
      () =>
        Object.assign(pgError('23505', 'duplicate key value violates unique constraint "m_key"'), {
          query: SQL,
          params: PARAMS,
        }),
      { code: '23505', query: SQL, message: 'duplicate key value violates unique constraint "m_key"' },
    ],
    [
      'an AggregateError of wrapped failures',
      () =>
        new AggregateError(
          [
            new DrizzleQueryErrorOfAnotherCopy(SQL, PARAMS),
            Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
              code: 'ECONNREFUSED',
              address: '127.0.0.1',
              port: 5432,
            }),
          ],
          'all failed',
        ),
      {
        type: 'AggregateError',
        aggregateErrors: [
          { message: `Failed query: ${SQL}` },
          { code: 'ECONNREFUSED', address: '127.0.0.1', port: 5432 },
        ],
      },
    ],
    [
      'a connection error under Drizzle',
      () => new DrizzleQueryErrorOfAnotherCopy(SQL, PARAMS, new Error('Connection terminated unexpectedly')),
      { message: `Failed query: ${SQL}`, cause: { message: 'Connection terminated unexpectedly' } },
    ],
    [
      'a refused connection (55000)',
      () =>
        new DrizzleQueryError(
          SQL,
          PARAMS,
          pgError('55000', 'database "forkcast" is not currently accepting connections'),
        ),
      { cause: { code: '55000', message: 'database "forkcast" is not currently accepting connections' } },
    ],
  ])('%s', (_class, makeError, expected) => {
    const serialized = serializeError(makeError());
    const text = JSON.stringify(serialized);
    expect(PARAMS.filter((param) => text.includes(param))).toEqual([]);
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain('params:');
    expect(serialized).toMatchObject(expected);
  });

  it('also when the app loads drizzle-orm as under `npm start` (tsx: the driver throws the ES module copy)', async () => {
    // A child process, as production loads modules: server files as CommonJS, the driver by import().
    const script = `(async () => {
      const { serializeError } = require('./server/logging.ts');
      const { PGlite } = await import('@electric-sql/pglite');
      const { drizzle } = await import('drizzle-orm/pglite');
      const { sql } = await import('drizzle-orm');
      try {
        await drizzle(new PGlite()).execute(sql\`select \${process.env.SECRET_PARAM}::int\`);
      } catch (error) {
        process.stdout.write(JSON.stringify({ instanceOf: error instanceof require('drizzle-orm/errors').DrizzleQueryError, serialized: serializeError(error) }));
      }
    })();`;
    const { stdout: output } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: path.resolve(__dirname, '..'),
      env: { ...process.env, NODE_OPTIONS: '', SECRET_PARAM: EMAIL_PARAM },
      encoding: 'utf8',
    });
    const { instanceOf, serialized } = JSON.parse(output) as {
      instanceOf: boolean;
      serialized: Record<string, unknown>;
    };
    // The case this guards: instanceof cannot tell it.
    expect(instanceOf).toBe(false);
    expect(output).not.toContain(EMAIL_PARAM);
    expect(serialized).toMatchObject({
      message: 'Failed query: select $1::int',
      query: 'select $1::int',
      cause: { code: '22P02' },
    });
  });
});

it("names the request's id in every log line of a request, as its answer does (issue 21)", async () => {
  logLines.length = 0;
  const response = await ctx.app.inject({ url: '/api/single-recipe/abc', headers: { 'x-request-id': 'trace-me-1' } });
  expect(response.headers['x-request-id']).toBe('trace-me-1');
  const lines = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const ofTheRequest = lines.filter((line) => line.request_id === 'trace-me-1');
  // At trace level: the request coming in and its answer going out, at least.
  expect(ofTheRequest.length).toBeGreaterThanOrEqual(2);
  expect(lines.filter((line) => 'req' in line || 'res' in line).every((line) => line.request_id)).toBe(true);
});
