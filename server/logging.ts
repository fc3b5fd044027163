/**
 * What the logs may hold. Passwords, their hashes, tokens, reset keys and codes travel in
 * bodies, the Authorization header and query parameters; none of them may reach the log
 * (outside outbox mode, where services/accounts/accountMail.ts prints the reset code on purpose).
 */
import type { FastifyServerOptions } from 'fastify';
import { isErrorLike } from './db/connectionErrors';

/** Request parts that carry credentials. */
export const LOG_REDACTIONS = ['req.headers.authorization', 'req.headers.cookie'];

// Properties that describe a failure without carrying the data that was sent: the SQLSTATE and
// the object it concerns, the system call and address of a network error. Everything else
// (Drizzle's `params`, PostgreSQL's `detail` and `where`, which quote values) is left out.
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'routine',
  'errno',
  'syscall',
  'address',
  'port',
] as const;

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  query?: string;
  cause?: SerializedError;
  aggregateErrors?: SerializedError[];
  [field: string]: unknown;
}

/**
 * The message without the query parameters Drizzle appends to it ("Failed query: <sql>\nparams:
 * a,b,c"). Judged by shape and text, never by `instanceof DrizzleQueryError`: under tsx the app
 * loads drizzle-orm/errors as CommonJS while the drivers, imported dynamically, load its ES module
 * copy, a different class; a wrapper of our own or of a library may also copy the message.
 */
function safeMessage(error: Error): string {
  const { message } = error;
  if (/^Failed query: /.test(message) && typeof queryOf(error) === 'string') return `Failed query: ${queryOf(error)}`;
  // Anything else that quotes them: cut from the first line naming them on.
  const cut = message.search(/(^|\s)params:/);
  const withoutParams = cut >= 0 ? message.slice(0, cut).trimEnd() : message;
  return quotesValues(error) ? withoutQuotedValues(withoutParams) : withoutParams;
}

/** The SQL text a database error carries (Drizzle's wrapper, PGlite's errors): placeholders, not values. */
function queryOf(error: Error): string | undefined {
  const { query } = error as { query?: unknown };
  return typeof query === 'string' ? query : undefined;
}

// SQLSTATE class 22 (data exception) quotes the value it refused: invalid input syntax for type
// integer: "…". Other classes quote names (constraints, columns, relations) and are kept whole.
const quotesValues = (error: Error) => /^22/.test(String((error as { code?: unknown }).code ?? ''));
const withoutQuotedValues = (message: string) => message.replace(/"(?:[^"]|"")*"/g, '"…"');

/** The stack's frames under the safe message: the stack's first lines repeat the original message. */
function safeStack(error: Error, message: string): string {
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [`${error.name}: ${message}`, ...frames].join('\n');
}

/** pino's `err` serializer: type, message, stack, SQL text and codes; never parameters or quoted values. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!isErrorLike(error)) return { type: typeof error, message: String(error), stack: '' };
  const message = safeMessage(error);
  const serialized: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: safeStack(error, message),
  };
  const query = queryOf(error);
  if (query !== undefined) serialized.query = query;
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_ERROR_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') serialized[field] = value;
  }
  if (depth < 5 && isErrorLike(error.cause)) serialized.cause = serializeError(error.cause, depth + 1);
  const inner = (error as { errors?: unknown }).errors;
  if (depth < 5 && Array.isArray(inner)) {
    serialized.aggregateErrors = inner.map((innerError) => serializeError(innerError, depth + 1));
  }
  return serialized;
}

type LoggerOption = FastifyServerOptions['logger'];

/** The app's logger settings with the redactions and the error serializer always in place. */
export function safeLoggerOptions(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    redact: { paths: LOG_REDACTIONS, censor: '[redacted]' },
    serializers: { ...options.serializers, err: serializeError },
  };
}
