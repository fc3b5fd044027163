import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { loadConfig } from '../config';
import auth from './auth';
import deps from './deps';
import errors from './errors';
import etag, { weakETag } from './etag';

/**
 * The ETag and auth hooks are synchronous callbacks on their fast paths (no promise per
 * request). Their behaviour, without a database: a database that is touched fails the request.
 */

let dbQueries = 0;
// Every query starts with select(); this database fails them all.
const failingDb = {
  select() {
    dbQueries++;
    throw new Error('database down');
  },
} as unknown as Database;

const BODY = JSON.stringify({ success: true, message: '', data: [1, 2, 3] });

async function buildTinyApp(): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(deps, {
    db: failingDb,
    config: loadConfig({}),
    mailer: { send: async () => {} },
    storage: {} as never,
  });
  await app.register(errors);
  await app.register(etag);
  await app.register(auth);
  app.get('/api/thing', async (request) => ({ success: true, message: '', data: [1, 2, 3], user: request.user }));
  app.get('/api/preset', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('ETag', 'W/"preset"').send(BODY),
  );
  app.post('/api/thing', async () => ({ success: true }));
  app.get('/elsewhere', async () => ({ success: true }));
  app.get('/api/teapot', async (_request, reply) => reply.code(418).send({ success: false }));
  return app;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTinyApp();
});
afterAll(() => app.close());
beforeEach(() => {
  dbQueries = 0;
});

describe('weakETag', () => {
  it('is the same tag as before (SHA-1 of the body, base64url), for text and bytes', () => {
    const legacy = `W/"${createHash('sha1').update(BODY).digest('base64url')}"`;
    expect(weakETag(BODY)).toBe(legacy);
    expect(weakETag(Buffer.from(BODY))).toBe(legacy);
  });
});

describe('the ETag hook', () => {
  it('tags a 200 GET of the API and answers 304 to a matching If-None-Match', async () => {
    const first = await app.inject({ url: '/api/thing' });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe(weakETag(first.body));
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await app.inject({
      url: '/api/thing',
      headers: { 'if-none-match': `W/"other", ${String(first.headers.etag)}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('keeps a tag the route set itself', async () => {
    const response = await app.inject({ url: '/api/preset' });
    expect(response.headers.etag).toBe('W/"preset"');
    expect((await app.inject({ url: '/api/preset', headers: { 'if-none-match': 'W/"preset"' } })).statusCode).toBe(304);
  });

  it('leaves other methods, statuses and paths untouched', async () => {
    for (const response of [
      await app.inject({ method: 'POST', url: '/api/thing' }),
      await app.inject({ url: '/api/teapot' }),
      await app.inject({ url: '/elsewhere' }),
    ]) {
      expect(response.headers.etag).toBeUndefined();
      expect(response.headers['cache-control']).toBeUndefined();
    }
  });
});

describe('the auth hook', () => {
  it('does not touch the database without a bearer token', async () => {
    for (const headers of [{}, { authorization: 'Basic Zm9vOmJhcg==' }, { authorization: 'Bearer short' }]) {
      const response = await app.inject({ url: '/api/thing', headers });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toBeNull();
    }
    expect(dbQueries).toBe(0);
  });

  it('looks a bearer token up, and a failed lookup is a 500 envelope (not a hang)', async () => {
    const response = await app.inject({ url: '/api/thing', headers: { authorization: 'Bearer abcdefghijklmnop' } });
    expect(dbQueries).toBeGreaterThan(0);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, message: 'Something went wrong on our side. Please try again.' });
  });

  it('marks personalised answers private', async () => {
    const response = await app.inject({ url: '/api/preset', headers: { authorization: 'Basic Zm9vOmJhcg==' } });
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });
});
