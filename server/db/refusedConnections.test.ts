/**
 * A database that says "not now" (issue 33): while PostgreSQL refuses new connections to the
 * app's database (ALTER DATABASE … ALLOW_CONNECTIONS false: SQLSTATE 55000), sign-in, search
 * and a recipe's details answer 503 with Retry-After, never 500; once it accepts them again,
 * they work again by themselves. On a scratch database of its own, dropped at the end.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../plugins/errors';
import { createCategory, createLibrary, createRecipe, createUser } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/testApp';
import { connectPostgres, openPostgres, type DatabaseHandle } from './client';

const onPostgres = process.env.TEST_DATABASE === 'postgres';
// ALTER DATABASE needs a real PostgreSQL server: `npm run test:pg` (and CI) runs this.
const describeOnPostgres = onPostgres ? describe : describe.skip;

const baseUrl = () => new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const SCRATCH = `forkcast_refused_${process.pid}`;
const scratchUrl = () => {
  const url = baseUrl();
  url.pathname = `/${SCRATCH}`;
  return url.toString();
};

/** A statement on the server's maintenance database (not the one refused). */
async function asAdmin(statement: string): Promise<void> {
  const { Client } = await import('pg');
  const url = baseUrl();
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const terminateScratchConnections = () =>
  asAdmin(
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${SCRATCH}' and pid <> pg_backend_pid()`,
  );

function expectUnavailable(response: LightMyRequestResponse) {
  expect({ status: response.statusCode, retryAfter: response.headers['retry-after'] }).toEqual({
    status: 503,
    retryAfter: String(UNAVAILABLE_RETRY_AFTER_SECONDS),
  });
  expect(response.json()).toMatchObject({ success: false, message: UNAVAILABLE_MESSAGE });
}

describeOnPostgres('a database refusing new connections (PostgreSQL only)', () => {
  let ctx: TestContext;
  let handle: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    // For its config and storage only; the app under test runs on the scratch database.
    ctx = await createTestApp();
    await asAdmin(`drop database if exists ${SCRATCH}`);
    await asAdmin(`create database ${SCRATCH}`);
  });
  afterAll(async () => {
    try {
      await asAdmin(`alter database ${SCRATCH} allow_connections true`);
      await app?.close();
      await handle?.close();
      await terminateScratchConnections();
    } finally {
      await asAdmin(`drop database if exists ${SCRATCH}`);
      await ctx.close();
    }
  });

  it('answers sign-in, search and details 503 with Retry-After, then works again once allowed', async () => {
    handle = await openPostgres(scratchUrl());
    handle.onConnectionError(() => {});
    app = await buildApp({ db: handle.db, config: ctx.config, storage: ctx.storage, mailer: { send: async () => {} } });
    await app.ready();
    const cook = await createUser(handle.db);
    const libraryId = (await createLibrary(handle.db)).id;
    const categoryId = (await createCategory(handle.db)).id;
    const recipeIds: number[] = [];
    for (let i = 0; i < 3; i++)
      recipeIds.push((await createRecipe(handle.db, { userId: cook.id, categoryId, libraryId })).id);
    const credentials = { email: 'refused@example.com', password: 'refused-secret-pass' };
    const registered = await app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { name: 'Ref Used', ...credentials, password_confirmation: credentials.password },
    });
    expect(registered.statusCode).toBe(201);

    const requests = (round: number) => ({
      login: () => app!.inject({ method: 'POST', url: '/api/users/login', payload: credentials }),
      // A new search text and a recipe not read yet each time: no answer reused from before.
      search: () => app!.inject({ url: `/api/recipes/search?search=round${round}` }),
      details: () => app!.inject({ url: `/api/single-recipe/${recipeIds[round]}` }),
      signedIn: () => app!.inject({ url: '/api/users/data', headers: { authorization: `Bearer ${cook.token}` } }),
    });
    for (const request of Object.values(requests(0))) expect((await request()).statusCode).toBe(200);

    // Closed to new connections, and the pool's open ones cut: every request must connect anew.
    await asAdmin(`alter database ${SCRATCH} allow_connections false`);
    await terminateScratchConnections();
    const refused: Record<string, LightMyRequestResponse> = {};
    for (const [name, request] of Object.entries(requests(1))) refused[name] = await request();
    refused.ready = await app.inject({ url: '/api/ready' });
    const answer = (response: LightMyRequestResponse) => `${response.statusCode} ${response.headers['retry-after']}`;
    expect(Object.fromEntries(Object.entries(refused).map(([name, response]) => [name, answer(response)]))).toEqual({
      login: `503 ${UNAVAILABLE_RETRY_AFTER_SECONDS}`,
      search: `503 ${UNAVAILABLE_RETRY_AFTER_SECONDS}`,
      details: `503 ${UNAVAILABLE_RETRY_AFTER_SECONDS}`,
      signedIn: `503 ${UNAVAILABLE_RETRY_AFTER_SECONDS}`,
      ready: `503 ${UNAVAILABLE_RETRY_AFTER_SECONDS}`,
    });
    for (const response of Object.values(refused)) expectUnavailable(response);

    await asAdmin(`alter database ${SCRATCH} allow_connections true`);
    const statuses: Record<string, number> = {};
    for (const [name, request] of Object.entries(requests(2))) statuses[name] = (await request()).statusCode;
    expect(statuses).toEqual({ login: 200, search: 200, details: 200, signedIn: 200 });
  });
});

describeOnPostgres('a connection refused for any reason (PostgreSQL only)', () => {
  it('answers 503 with Retry-After, whatever the SQLSTATE (here 3D000: no such database)', async () => {
    const ctx = await createTestApp();
    const url = baseUrl();
    url.pathname = `/forkcast_missing_${process.pid}`;
    const missing = await connectPostgres(url.toString());
    const app = await buildApp({
      db: missing.db,
      config: ctx.config,
      storage: ctx.storage,
      mailer: { send: async () => {} },
    });
    try {
      expectUnavailable(
        await app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: 'a@example.com', password: 'secret-pass' },
        }),
      );
      expectUnavailable(await app.inject({ url: '/api/recipes/search?search=soup' }));
    } finally {
      await app.close();
      await missing.close();
      await ctx.close();
    }
  });
});
