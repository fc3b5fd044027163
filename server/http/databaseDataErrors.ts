import { HttpError } from './errors';

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22) are caused by a value the request carried:
 * a NUL character, a number out of range, text that is not a number, text too long. Input
 * checks refuse these first; this is the last safety net, so such a value is a 422, never a
 * 500. Drizzle wraps the driver's error (DrizzleQueryError), with the original as `cause`.
 */
const MESSAGES: Record<string, string> = {
  '22021': 'The request contains a character that is not allowed in text.',
  '22003': 'A number in the request is out of range.',
  '22P02': 'A value in the request is not in the expected format.',
  '22001': 'A value in the request is too long.',
};
const GENERIC = 'A value in the request cannot be stored as it is.';

export function databaseDataError(error: unknown): HttpError | null {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return new HttpError(422, MESSAGES[code] ?? GENERIC);
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
