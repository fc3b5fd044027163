/**
 * Issue 21: a shutdown lets the requests in flight finish, refuses new connections, and cuts off
 * what is still running after the grace period, on a real listening server.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestContext } from '../test/testApp';
import { closeGracefully } from './shutdown';

let ctx: TestContext;
let port: number;
beforeEach(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
}, 60_000);
afterEach(() => ctx.close());

const BODY = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });

/** A login whose body arrives in two halves: in flight until the second is sent. */
function slowLogin() {
  const request = http.request({
    port,
    host: '127.0.0.1',
    method: 'POST',
    path: '/api/users/login',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(BODY) },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    request.on('error', reject);
  });
  request.write(BODY.slice(0, 20));
  return { finish: () => request.end(BODY.slice(20)), answered };
}

const connects = () =>
  new Promise<boolean>((resolve) => {
    const probe = http.get({ port, host: '127.0.0.1', path: '/api/health', agent: false }, (response) => {
      response.resume();
      resolve(true);
    });
    probe.on('error', () => resolve(false));
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('closeGracefully', () => {
  it('lets a request in flight finish and refuses new connections meanwhile', async () => {
    const login = slowLogin();
    await pause(150);
    const closed = closeGracefully(ctx.app, 5_000);
    await pause(150);
    expect(await connects()).toBe(false);
    login.finish();
    const answer = await login.answered;
    // The login's own answer, whole (this API answers wrong credentials with 422).
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body)).toMatchObject({ message: 'These credentials do not match our records.' });
    expect(await closed).toEqual({ forced: false });
  });

  it('cuts off a request still running after the grace period', async () => {
    const login = slowLogin();
    await pause(150);
    const started = Date.now();
    const result = await closeGracefully(ctx.app, 300);
    expect(result).toEqual({ forced: true });
    expect(Date.now() - started).toBeLessThan(3_000);
    await expect(login.answered).rejects.toThrow(/socket hang up|ECONNRESET/);
  });
});
