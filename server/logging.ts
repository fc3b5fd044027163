/**
 * What the logs may hold. Passwords, their hashes, tokens, reset keys and codes travel in
 * bodies, the Authorization header and query parameters; none of them may reach the log
 * (outside outbox mode, where services/accounts/accountMail.ts prints the reset code on purpose).
 */
import type { FastifyServerOptions } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
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

/** The message without the query parameters Drizzle appends to it. */
function safeMessage(error: Error): string {
  if (error instanceof DrizzleQueryError) return `Failed query: ${error.query}`;
  return error.message;
}

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
  if (error instanceof DrizzleQueryError) serialized.query = error.query;
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
