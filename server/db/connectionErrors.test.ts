import { DrizzleQueryError } from 'drizzle-orm/errors';
import { isDatabaseUnavailable, markConnectFailure } from './connectionErrors';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['a timed-out connection', withCode('ETIMEDOUT')],
    ['a broken pipe', withCode('EPIPE')],
    ['pg_terminate_backend (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['a crashed server (57P02)', withCode('57P02')],
    ['a server starting up (57P03)', withCode('57P03')],
    ['too many connections (53300)', withCode('53300')],
    ['a connection exception (class 08)', withCode('08006')],
    ['a cut connection', new Error('Connection terminated unexpectedly')],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['a refused connection wrapped by Drizzle', new DrizzleQueryError('select 1', [], withCode('ECONNREFUSED'))],
    ['every address refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
    [
      'a database closed to connections (55000, ALLOW_CONNECTIONS false)',
      withCode('55000', 'database "forkcast" is not currently accepting connections'),
    ],
    [
      'a database closed to connections, wrapped by Drizzle',
      new DrizzleQueryError(
        'select 1',
        [],
        withCode('55000', 'database "forkcast" is not currently accepting connections'),
      ),
    ],
    ['a dropped database (57P04)', withCode('57P04')],
    ['a connection that could not be made (08001)', withCode('08001')],
    ['a connection lost mid-protocol (08P01)', withCode('08P01')],
    ['a pool connect timeout (as pg-pool words it)', new Error('Connection terminated due to connection timeout')],
    ['a pool that was ended (shutting down)', new Error('Cannot use a pool after calling end on the pool')],
    // Whatever the code: the pool's connect() failed (a wrong password, a database that does not exist).
    ['any failure to obtain a connection', markConnectFailure(withCode('28P01', 'password authentication failed'))],
    [
      'any failure to obtain a connection, wrapped by Drizzle',
      new DrizzleQueryError('select 1', [], markConnectFailure(withCode('3D000', 'database "x" does not exist'))),
    ],
  ])('recognises %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new DrizzleQueryError('insert …', ['x'], withCode('23505'))],
    ['a syntax error', withCode('42601')],
    ['a query refused for its own reasons (55000)', withCode('55000', 'currval of sequence "s" is not yet defined')],
    ['a bug', new TypeError('Cannot read properties of undefined')],
    ['nothing', undefined],
  ])('does not take %s for an outage', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
