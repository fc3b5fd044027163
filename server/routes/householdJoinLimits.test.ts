/**
 * Issue 33: wrong family codes are limited per account whatever the address (250 guesses from
 * rotating addresses met no 429), and per address with an IPv6 /64 counted as one address.
 */
import { HOUSEHOLD_INVITE_ALPHABET } from '../../contract/constants';
import { addressKey } from '../plugins/rateLimits';
import { createUser, type TestUser } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMITS: 'on', TRUST_PROXY_HOPS: '1' });
}, 60_000);
afterAll(() => ctx.close());

/** A well-formed code nobody made (the live ones are random; this one is never issued). */
const wrongCode = (index: number) =>
  `ZZZZ-${[3, 2, 1, 0].map((shift) => HOUSEHOLD_INVITE_ALPHABET[Math.floor(index / 31 ** shift) % 31]).join('')}`;

const guess = (user: TestUser, from: string, index: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/household/join',
    remoteAddress: '127.0.0.1',
    headers: { authorization: `Bearer ${user.token}`, 'x-forwarded-for': from },
    payload: { code: wrongCode(index) },
  });

it('refuses an account its 21st wrong code, whatever address each came from', async () => {
  const guesser = await createUser(ctx.db);
  const statuses: number[] = [];
  for (let index = 0; index < 25; index += 1) {
    const answer = await guess(guesser, `10.33.${Math.floor(index / 200)}.${(index % 200) + 1}`, index);
    statuses.push(answer.statusCode);
    if (answer.statusCode === 429) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      break;
    }
  }
  expect(statuses.slice(0, 20).every((status) => status === 422)).toBe(true);
  expect(statuses[20]).toBe(429);
  // Another account, from one of those addresses, still gets its tries.
  expect((await guess(await createUser(ctx.db), '10.33.0.5', 999)).statusCode).toBe(422);
}, 60_000);

it('counts an IPv6 /64 as one address: rotating through it buys no tries', async () => {
  const guessers: TestUser[] = [];
  const statuses: number[] = [];
  for (let index = 0; index < 40 && !statuses.includes(429); index += 1) {
    // A fresh account every five guesses: only the address limits can refuse.
    const user = index % 5 === 0 ? await createUser(ctx.db) : undefined;
    guessers.push(user ?? guessers[guessers.length - 1]);
    const from = `2001:db8:33:64:${(index + 1).toString(16)}::${(index * 7 + 1).toString(16)}`;
    statuses.push((await guess(guessers[guessers.length - 1], from, 500 + index)).statusCode);
  }
  expect(statuses.filter((status) => status === 422)).toHaveLength(30);
  expect(statuses[30]).toBe(429);
  // Another /64 is another address.
  expect((await guess(await createUser(ctx.db), '2001:db8:33:65::1', 900)).statusCode).toBe(422);
}, 60_000);

it('keys IPv4 as it is, IPv6 by its /64, and an IPv4-mapped address as its IPv4', () => {
  expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
  expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
  expect(addressKey('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
  expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(addressKey('::1')).toBe('0:0:0:0::/64');
  expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
  expect(addressKey('::ffff:c000:207')).toBe('192.0.2.7');
});
