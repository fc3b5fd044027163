/**
 * With REDIS_URL, two API processes share their rate-limit counters (scale-out). Runs when
 * Redis answers on 127.0.0.1:6379 (CI and the developers' machines have it); skipped otherwise.
 */
import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestContext } from '../test/testApp';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function redisAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

let first: TestContext | undefined;
let second: TestContext | undefined;
let available = false;

beforeAll(async () => {
  available = await redisAnswers();
  if (!available) return;
  first = await createTestApp({ RATE_LIMITS: 'on', REDIS_URL });
  second = await createTestApp({ RATE_LIMITS: 'on', REDIS_URL });
}, 120_000);
afterAll(async () => {
  await first?.close();
  await second?.close();
});

it('counts failed logins of one address and account across two app instances', async () => {
  if (!available) {
    console.warn(`Redis is not reachable at ${REDIS_URL}; shared rate limits not tested`);
    return;
  }
  const email = `shared-${randomUUID()}@example.com`;
  const address = `10.9.${Math.floor(Math.random() * 250)}.1`;
  const login = (ctx: TestContext, remoteAddress = address, url = '/api/users/login') =>
    ctx.app.inject({ method: 'POST', url, remoteAddress, payload: { email, password: 'wrong-password' } });
  const statuses: number[] = [];
  // Half of the tries through an encoded path: the counters follow the route, not its spelling.
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    statuses.push(
      (await login(attempt % 2 ? first! : second!, address, attempt % 2 ? '/api/users/login' : '/%61pi/users/login'))
        .statusCode,
    );
  }
  expect(statuses).toEqual([422, 422, 422, 422, 422]);
  // The sixth try reaches the other instance, which knows about the first five.
  expect((await login(second!)).statusCode).toBe(429);
  // Another address is not locked out of that account.
  expect((await login(first!, `${address}0`)).statusCode).toBe(422);
});
