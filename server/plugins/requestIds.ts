/**
 * Every request has an id (issue 21): the caller's `X-Request-Id` when it is a sane one (a proxy
 * or load balancer that made it can then follow the request through), otherwise a new UUID. It is
 * in every log line of the request (`request_id`), in the answer's `X-Request-Id` header, and in
 * the body of every error answer, so a parent's screenshot of an error leads to its log lines.
 */
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';
/** Letters, digits and . _ : - only, at most 64: nothing that could forge a log line or a header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's `genReqId`. */
export function requestIdOf(request: http.IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Where the id is logged: `request_id` rather than Fastify's `reqId`. */
export const REQUEST_ID_LOG_LABEL = 'request_id';

/** An error answer's JSON with the request's id added, or the payload as it was. */
function withRequestId(payload: unknown, requestId: string): unknown {
  if (typeof payload !== 'string' || !payload.startsWith('{"success":false')) return payload;
  try {
    return JSON.stringify({ ...(JSON.parse(payload) as object), request_id: requestId });
  } catch {
    return payload;
  }
}

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      void reply.header(REQUEST_ID_HEADER, request.id);
    });
    app.addHook('onSend', async (request, reply, payload) =>
      reply.statusCode >= 400 ? withRequestId(payload, request.id) : payload,
    );
  },
  { name: 'request-ids' },
);
