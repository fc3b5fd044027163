import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import errors from '../plugins/errors';
import { createTestApp, type TestContext } from '../test/testApp';
import { databaseDataError } from './databaseDataErrors';

/** The error handler's last safety net: a value the database refuses is the client's 422. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx.close());

async function databaseErrorOf(query: ReturnType<typeof sql>): Promise<unknown> {
  try {
    await ctx.db.execute(query);
  } catch (error) {
    return error;
  }
  throw new Error('the query did not fail');
}

describe('databaseDataError', () => {
  it('reads the SQLSTATE of the real driver error through drizzle’s wrapper', async () => {
    const cases = [
      {
        query: sql`select ${'a\u0000b'}::text`,
        message: 'The request contains a character that is not allowed in text.',
      },
      { query: sql`select ${'2147483648'}::int4`, message: 'A number in the request is out of range.' },
      { query: sql`select ${'five'}::int4`, message: 'A value in the request is not in the expected format.' },
    ];
    for (const { query, message } of cases) {
      const mapped = databaseDataError(await databaseErrorOf(query));
      expect({ status: mapped?.statusCode, message: mapped?.message }).toEqual({ status: 422, message });
    }
  });

  it('maps any other data exception too, however deep the driver error is wrapped', () => {
    const tooLong = Object.assign(new Error('value too long'), { code: '22001' });
    expect(databaseDataError(new Error('query failed', { cause: tooLong }))?.message).toBe(
      'A value in the request is too long.',
    );
    const divisionByZero = Object.assign(new Error('division by zero'), { code: '22012' });
    expect(databaseDataError({ cause: { cause: divisionByZero } })?.statusCode).toBe(422);
  });

  it('leaves every other error alone', async () => {
    expect(databaseDataError(await databaseErrorOf(sql`select * from no_such_table`))).toBeNull();
    expect(databaseDataError(new Error('boom'))).toBeNull();
    expect(databaseDataError(undefined)).toBeNull();
  });
});

describe('the error handler', () => {
  it('answers a database data exception with the 422 envelope, and other failures with 500', async () => {
    const nulError = await databaseErrorOf(sql`select ${'a\u0000b'}::text`);
    const app = Fastify();
    await app.register(errors);
    app.get('/data', async () => {
      throw nulError;
    });
    app.get('/other', async () => {
      throw new Error('boom');
    });
    const data = await app.inject({ url: '/data' });
    expect(data.statusCode).toBe(422);
    expect(data.json()).toEqual({
      success: false,
      message: 'The request contains a character that is not allowed in text.',
    });
    expect((await app.inject({ url: '/other' })).statusCode).toBe(500);
    await app.close();
  });
});
