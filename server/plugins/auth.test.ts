/**
 * The Authorization header as RFC 9110 §11.1 reads it: the scheme in any case, the token as
 * issued; anything else is no credentials (401 on a route that needs a user).
 */
import { createUser, type TestUser } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
let user: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  user = await createUser(ctx.db, { name: 'Case Tester' });
}, 60_000);
afterAll(() => ctx.close());

const me = (authorization: string) => ctx.app.inject({ url: '/api/users/data', headers: { authorization } });

describe('the bearer scheme', () => {
  it.each(['Bearer', 'bearer', 'BEARER', 'bEaReR'])('signs in with "%s <token>"', async (scheme) => {
    const response = await me(`${scheme} ${user.token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { email: user.email } });
  });

  it('still refuses another scheme, a token in another case and a missing token', async () => {
    for (const header of [
      `Basic ${user.token}`,
      `Bearer ${user.token.toUpperCase()}`,
      'bearer',
      `Bearer${user.token}`,
    ]) {
      const response = await me(header);
      expect([header, response.statusCode]).toEqual([header, 401]);
    }
  });
});
