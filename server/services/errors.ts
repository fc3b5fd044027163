/**
 * What a service refuses, in the domain's words: services know no HTTP. The error plugin
 * (server/plugins/errors.ts) turns each kind into its status, in one table, and answers the
 * message and the field errors as they are.
 */
export type FieldErrors = Record<string, string[]>;

export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'not-found'
  | 'forbidden'
  | 'conflict'
  | 'too-large'
  | 'unsupported-media'
  | 'too-many-requests'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly errors?: FieldErrors,
    /** When trying again may succeed (answered as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Input the domain refuses; the message is the first field error unless given. */
export function invalid(errors: FieldErrors, message?: string): DomainError {
  const first = Object.values(errors)[0]?.[0];
  return new DomainError('invalid', message ?? first ?? 'The given data was invalid.', errors);
}

export const notFound = (message: string) => new DomainError('not-found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
/** Signed in, but not allowed to do this (a family's member asking for what only its parents do). */
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const unauthenticated = (message = 'Unauthenticated') => new DomainError('unauthenticated', message);
export const tooLarge = (message: string, errors?: FieldErrors) => new DomainError('too-large', message, errors);
export const unsupportedMedia = (message: string, errors?: FieldErrors) =>
  new DomainError('unsupported-media', message, errors);
export const tooManyRequests = (message: string, options: { errors?: FieldErrors; retryAfterSeconds?: number } = {}) =>
  new DomainError('too-many-requests', message, options.errors, options.retryAfterSeconds);
export const unavailable = (message: string, options: { retryAfterSeconds?: number } = {}) =>
  new DomainError('unavailable', message, undefined, options.retryAfterSeconds);
