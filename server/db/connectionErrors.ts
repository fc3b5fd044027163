/**
 * Tells a lost or refused database connection (the database is down, restarting, failing over,
 * or cut our connection) from a query that failed on its own merits. The first is worth a
 * retry a few seconds later (503); the second is a bug or bad data (500).
 */

const NODE_CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// 57P01 admin_shutdown (pg_terminate_backend, a fast shutdown), 57P02 crash_shutdown,
// 57P03 cannot_connect_now (starting up, recovering), 57P04 database_dropped,
// 53300 too_many_connections.
const SQLSTATE_CONNECTION_CODES = new Set(['57P01', '57P02', '57P03', '57P04', '53300']);

// node-postgres and pg-pool raise these as plain Errors without a code.
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Connection ended unexpectedly|Cannot use a pool after calling end on the pool/i;

// 55000 object_not_in_prerequisite_state is a refused connection only with this text
// (ALTER DATABASE … ALLOW_CONNECTIONS false); elsewhere it is a query's own failure.
const NOT_ACCEPTING_CONNECTIONS = /is not currently accepting connections/i;

/** Set by client.ts on every error of the pool's connect(): whatever its code, no connection was obtained. */
export const CONNECT_FAILED = Symbol.for('forkcast.db.connectFailed');

/** Marks an error as a failure to obtain a connection (see CONNECT_FAILED); returns it. */
export function markConnectFailure<E>(error: E): E {
  if (error && typeof error === 'object') {
    try {
      Object.defineProperty(error, CONNECT_FAILED, { value: true, enumerable: false, configurable: true });
    } catch {
      // A frozen error stays unmarked; its code still classifies it.
    }
  }
  return error;
}

function isConnectionFailure(error: { code?: unknown; message?: unknown }): boolean {
  if ((error as { [CONNECT_FAILED]?: unknown })[CONNECT_FAILED] === true) return true;
  const code = typeof error.code === 'string' ? error.code : '';
  if (NODE_CONNECTION_CODES.has(code) || SQLSTATE_CONNECTION_CODES.has(code)) return true;
  // SQLSTATE class 08: connection exception.
  if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  if (code === '55000') return NOT_ACCEPTING_CONNECTIONS.test(message);
  return CONNECTION_MESSAGES.test(message);
}

/** True when the error, or any error it wraps (Drizzle's `cause`, an AggregateError), is a connection failure. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const candidate = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (isConnectionFailure(candidate)) return true;
  if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(candidate.cause, depth + 1);
}

/**
 * Error-shaped, whatever its realm: Node's own errors (ECONNREFUSED) fail `instanceof Error`
 * inside jest's sandbox, so the shape decides.
 */
export function isErrorLike(value: unknown): value is Error {
  return typeof value === 'object' && value !== null && typeof (value as Error).message === 'string';
}

/** The innermost error: the network or server failure under Drizzle's "Failed query" wrapper. */
export function rootCause(error: Error): Error {
  let current = error;
  for (let depth = 0; isErrorLike(current.cause) && depth < 5; depth++) current = current.cause;
  return current;
}
