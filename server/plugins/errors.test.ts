import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { markConnectFailure } from '../db/connectionErrors';
import { safeLoggerOptions } from '../logging';
import errors, { UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from './errors';
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Sends raw bytes over a real socket and answers everything the server wrote back. */
function sendRaw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server closes the socket after its answer, possibly while we are still writing.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') resolve(Buffer.concat(chunks).toString());
      else reject(error);
    });
    socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
    socket.write(request);
  });
}

function parseRawAnswer(raw: string): { status: number; headers: string; body: unknown } {
  const [head, body] = raw.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head, body: JSON.parse(body) };
}

describe('every error answer is the envelope', () => {
  it.each(['/api/%', '/api/recipes/%E0%A4%A', '/api/recipes/%zz'])(
    'answers a malformed address %s with 400',
    async (url) => {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        success: false,
        message: 'The address is not valid: it has a malformed percent-encoding.',
        request_id: response.headers['x-request-id'],
      });
    },
  );

  it('answers a path parameter over the router limit with 414', async () => {
    const response = await ctx.app.inject({ url: `/api/reviews-by-pagination/${'1'.repeat(150)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      success: false,
      message: 'The address is too long.',
      request_id: response.headers['x-request-id'],
    });
  });

  it('answers an unknown route and an unknown method with a 404 envelope', async () => {
    const unknownPath = await ctx.app.inject({ url: '/api/nothing-here' });
    expect(unknownPath.statusCode).toBe(404);
    expect(unknownPath.json()).toEqual({
      success: false,
      message: 'No route for GET /api/nothing-here',
      request_id: expect.any(String),
    });
    const unknownMethod = await ctx.app.inject({ method: 'DELETE', url: '/api/categories' });
    expect(unknownMethod.statusCode).toBe(404);
    expect(unknownMethod.json()).toEqual({
      success: false,
      message: 'No route for DELETE /api/categories',
      request_id: unknownMethod.headers['x-request-id'],
    });
  });

  describe('on a real socket', () => {
    let port: number;
    beforeAll(async () => {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      port = (ctx.app.server.address() as AddressInfo).port;
    });

    it('answers request headers over the limit with 431 and the envelope', async () => {
      const raw = await sendRaw(
        port,
        `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(100 * 1024)}\r\n\r\n`,
      );
      const answer = parseRawAnswer(raw);
      expect(answer.status).toBe(431);
      expect(answer.headers).toMatch(/content-type: application\/json/i);
      expect(answer.body).toEqual({ success: false, message: 'The request headers are too large.' });
    });

    it('answers a request the HTTP parser cannot read with 400 and the envelope', async () => {
      const answer = parseRawAnswer(
        await sendRaw(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n'),
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message: 'The request is malformed.' });
    });

    it('answers a malformed address on the wire with 400 and the envelope', async () => {
      const answer = parseRawAnswer(
        await sendRaw(port, 'GET /api/% HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        success: false,
        message: 'The address is not valid: it has a malformed percent-encoding.',
        request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
    });
  });
});

describe('a database that cannot give a connection answers 503 with Retry-After; its parameters stay out of the log (issue 33)', () => {
  const logged: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString());
      done();
    },
  });
  const SECRET = 'secret-member@example.com';
  const withCode = (code: string, message: string) => Object.assign(new Error(message), { code });
  /** Drizzle's wrapper as the driver throws it under tsx: not `instanceof` the app's copy of the class. */
  const failedQuery = (cause: Error) =>
    Object.assign(new Error(`Failed query: select "id" from "users" where "email" = $1\nparams: ${SECRET}`), {
      query: 'select "id" from "users" where "email" = $1',
      params: [SECRET],
      cause,
    });
  const FAILURES: Record<string, () => Error> = {
    'not-accepting': () => failedQuery(withCode('55000', 'database "forkcast" is not currently accepting connections')),
    'starting-up': () => failedQuery(withCode('57P03', 'the database system is starting up')),
    'too-many': () => withCode('53300', 'sorry, too many clients already'),
    'connection-exception': () => withCode('08006', 'connection failure'),
    refused: () => failedQuery(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')),
    'pool-timeout': () => failedQuery(new Error('timeout exceeded when trying to connect')),
    terminated: () => new Error('Connection terminated unexpectedly'),
    'connect-failed': () => failedQuery(markConnectFailure(withCode('28P01', 'password authentication failed'))),
  };
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: safeLoggerOptions({ level: 'warn', stream }) });
    await app.register(errors);
    app.get<{ Params: { kind: string } }>('/fail/:kind', async (request) => {
      const failure = FAILURES[request.params.kind];
      throw failure ? failure() : failedQuery(withCode('42601', 'syntax error at or near "frm"'));
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(Object.keys(FAILURES))('%s', async (kind) => {
    const response = await app.inject({ url: `/fail/${kind}` });
    expect({ status: response.statusCode, retryAfter: response.headers['retry-after'] }).toEqual({
      status: 503,
      retryAfter: String(UNAVAILABLE_RETRY_AFTER_SECONDS),
    });
    expect(response.json()).toEqual({ success: false, message: UNAVAILABLE_MESSAGE });
  });

  it('answers a query that failed on its own 500, without Retry-After', async () => {
    const response = await app.inject({ url: '/fail/syntax' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
  });

  it('logs the failures with their SQL and codes, never their parameters', () => {
    const log = logged.join('');
    expect(log).toContain('database unavailable');
    expect(log).toContain('"code":"55000"');
    expect(log).toContain('Failed query: select \\"id\\" from \\"users\\" where \\"email\\" = $1');
    expect(log).not.toContain(SECRET);
    expect(log).not.toContain('params:');
  });
});
