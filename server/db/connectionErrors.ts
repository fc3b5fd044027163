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
// 57P03 cannot_connect_now (starting up, recovering), 53300 too_many_connections.
const SQLSTATE_CONNECTION_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

// node-postgres and pg-pool raise these as plain Errors without a code.
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Connection ended unexpectedly/i;

function isConnectionFailure(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (NODE_CONNECTION_CODES.has(code) || SQLSTATE_CONNECTION_CODES.has(code)) return true;
  // SQLSTATE class 08: connection exception.
  if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  return typeof error.message === 'string' && CONNECTION_MESSAGES.test(error.message);
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
