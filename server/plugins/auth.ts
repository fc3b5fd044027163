import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors';
import { findUserByToken, type AuthUser } from '../services/accounts/tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route reads the Authorization header itself (GET /metrics and its METRICS_TOKEN): no
     * user lookup, so its bearer never reaches the database and the route answers while the database is down.
     */
    ownAuthorization?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, when a valid bearer token came with the request. */
    user: AuthUser | null;
    tokenId: number | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user (401 otherwise). */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler for reads that personalise for a user but also answer a visitor: no
     * credentials is a guest; credentials that do not resolve to a user are still 401.
     */
    refuseBadCredentials: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * What a client without a token sends: no header, or a bearer of an empty, `null` or
 * `undefined` token (a browser client that interpolates a missing token from storage).
 */
const NO_CREDENTIALS = /^(?:Bearer(?:\s+(?:null|undefined)?)?)?$/i;

function presentsCredentials(request: FastifyRequest): boolean {
  const header = request.headers.authorization;
  return header !== undefined && !NO_CREDENTIALS.test(header.trim());
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  // The scheme is case-insensitive (RFC 9110 §11.1): 'bearer' and 'BEARER' are Bearer.
  const match = /^Bearer\s+([A-Za-z0-9_-]{10,200})$/i.exec(header.trim());
  return match ? match[1] : null;
}

/** Resolves `Authorization: Bearer …` to request.user on every request. */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('tokenId', null);

    // Synchronous when there is no bearer token (most requests: no promise, no extra tick);
    // only a token costs a lookup.
    app.addHook('onRequest', function authenticate(request, _reply, done) {
      const token = bearerToken(request);
      if (!token || request.routeOptions.config.ownAuthorization) {
        done();
        return;
      }
      findUserByToken(app.db, token).then(
        (found) => {
          if (found) {
            request.user = found.user;
            request.tokenId = found.tokenId;
          }
          done();
        },
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
    });

    app.decorate('refuseBadCredentials', async (request: FastifyRequest) => {
      if (!request.user && presentsCredentials(request)) throw unauthorized();
    });
  },
  { name: 'auth', dependencies: ['deps'] },
);

/** Narrows request.user inside handlers that run after requireUser. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
