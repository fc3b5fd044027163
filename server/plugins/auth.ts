import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors';
import { findUserByToken, type AuthUser } from '../services/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, when a valid bearer token came with the request. */
    user: AuthUser | null;
    tokenId: number | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user (401 otherwise). */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{10,200})$/.exec(header.trim());
  return match ? match[1] : null;
}

/** Resolves `Authorization: Bearer …` to request.user on every request. */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('tokenId', null);

    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request);
      if (!token) return;
      const found = await findUserByToken(app.db, token);
      if (found) {
        request.user = found.user;
        request.tokenId = found.tokenId;
      }
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
    });
  },
  { name: 'auth', dependencies: ['deps'] },
);

/** Narrows request.user inside handlers that run after requireUser. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
