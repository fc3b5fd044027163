/**
 * Issue 38: the public calendar feed is rate limited per address (a well-formed token costs a
 * query); another address still reads.
 */
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMITS: 'on', TRUST_PROXY_HOPS: '1' });
}, 60_000);
afterAll(() => ctx.close());

const read = (from: string, index: number) =>
  ctx.app.inject({
    url: `/api/calendar/${String(index).padStart(43, 'Q')}.ics`,
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': from },
  });

it('answers an address its 61st feed read in a minute with 429, and another address still', async () => {
  const statuses: number[] = [];
  for (let index = 0; index < 61; index += 1) statuses.push((await read('10.38.0.1', index)).statusCode);
  expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
  expect(statuses[60]).toBe(429);
  const limited = await read('10.38.0.1', 61);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  // Another address still reads.
  expect((await read('10.38.0.2', 62)).statusCode).toBe(404);
});
