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

it('counts login attempts for one email across two app instances', async () => {
  if (!available) {
    console.warn(`Redis is not reachable at ${REDIS_URL}; shared rate limits not tested`);
    return;
  }
  const email = `shared-${randomUUID()}@example.com`;
  const login = (ctx: TestContext, attempt: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: `10.9.${attempt}.1`,
      payload: { email, password: 'wrong-password' },
    });
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    statuses.push((await login(attempt % 2 ? first! : second!, attempt)).statusCode);
  }
  expect(statuses).toEqual([422, 422, 422, 422, 422]);
  // The sixth attempt reaches the other instance, which knows about the first five.
  expect((await login(second!, 6)).statusCode).toBe(429);
});
