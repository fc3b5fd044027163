import http from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ErrorEnvelope } from '../../contract/types';
import { databaseDataError } from '../http/databaseDataErrors';
import { isDatabaseUnavailable } from '../db/connectionErrors';
import { HttpError } from '../http/errors';
import { REQUEST_ID_HEADER } from './requestIds';
import { DomainError, type DomainErrorKind } from '../services/errors';

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
/** Seconds a client should wait before retrying while the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** 503 with Retry-After: what is missing (the database, the media store) is expected back soon. */
export function replyUnavailable(reply: FastifyReply): FastifyReply {
  const body: ErrorEnvelope = { success: false, message: UNAVAILABLE_MESSAGE };
  return reply.status(503).header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS)).send(body);
}

/** The one place where the services' refusals (server/services/errors.ts) become statuses. */
const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  invalid: 422,
  unauthenticated: 401,
  'not-found': 404,
  forbidden: 403,
  conflict: 409,
  'too-large': 413,
  'unsupported-media': 415,
  'too-many-requests': 429,
  unavailable: 503,
};

/** The status a service's refusal is answered with. */
export const statusOfDomainError = (error: DomainError) => DOMAIN_STATUS[error.kind];

/** Turns every failure into the error envelope; 5xx details are logged, never answered. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError | DomainError, request, reply) => {
      const dataError = databaseDataError(error);
      if (dataError) return void reply.status(422).send({ success: false, message: dataError.message });
      if (error instanceof DomainError) {
        if (error.retryAfterSeconds !== undefined) void reply.header('Retry-After', String(error.retryAfterSeconds));
        const body: ErrorEnvelope = {
          success: false,
          message: error.message,
          ...(error.errors ? { errors: error.errors } : {}),
        };
        return void reply.status(statusOfDomainError(error)).send(body);
      }
      let status = error.statusCode ?? 500;
      let body: ErrorEnvelope;
      if (error instanceof HttpError) {
        body = { success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
      } else if ((error as FastifyError).validation) {
        status = 422;
        body = { success: false, message: 'The given data was invalid.' };
      } else if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        status = 400;
        body = { success: false, message: 'The request body is not valid JSON.' };
      } else if (
        status === 413 ||
        error.code === 'FST_REQ_FILE_TOO_LARGE' ||
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
      ) {
        status = 413;
        body = { success: false, message: 'The request is too large.' };
      } else if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        status = 415;
        body = { success: false, message: 'Unsupported media type.' };
      } else if (status === 429) {
        body = { success: false, message: error.message || 'Too many requests. Please try again later.' };
      } else if (status >= 400 && status < 500) {
        body = { success: false, message: error.message };
      } else if (isDatabaseUnavailable(error)) {
        // Down, restarting or failing over: the pool reconnects by itself, so this is temporary.
        request.log.warn({ err: error }, 'database unavailable');
        return void replyUnavailable(reply);
      } else {
        status = 500;
        request.log.error({ err: error }, 'request failed');
        body = { success: false, message: 'Something went wrong on our side. Please try again.' };
      }
      void reply.status(status).send(body);
    });
  },
  { name: 'errors' },
);

const FRAMEWORK_ERROR_ANSWERS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid: it has a malformed percent-encoding.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'The address is too long.' },
};

/** Fastify's router errors (a malformed address), answered before any route or hook runs. */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const answer = FRAMEWORK_ERROR_ANSWERS[error.code] ?? { status: 400, message: 'The request is not valid.' };
  // No hook runs for these: the request's id is added here (plugins/requestIds.ts does it for the rest).
  const body: ErrorEnvelope = { success: false, message: answer.message, request_id: request.id };
  void reply.status(answer.status).header(REQUEST_ID_HEADER, request.id).send(body);
};

/** Requests Node's HTTP parser refuses (header too large, malformed, too slow): no Fastify request exists. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let message = 'The request is malformed.';
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    status = 431;
    message = 'The request headers are too large.';
  } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    message = 'The request took too long to arrive.';
  }
  const body = JSON.stringify({ success: false, message } satisfies ErrorEnvelope);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
