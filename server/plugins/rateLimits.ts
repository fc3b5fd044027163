import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { tooManyRequests } from '../http/errors';

/** Requests per minute for one account route, counted per client IP and per email. */
export interface AttemptLimits {
  perIp: number;
  perEmail: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler that limits one account route per IP and per email of the body (so it
     * runs after body parsing). `name` keeps each route's counters apart.
     */
    limitAttempts: (name: string, limits: AttemptLimits) => preHandlerAsyncHookHandler;
  }
}

const ATTEMPT_WINDOW_MS = 60 * 1000;

function emailOfBody(body: unknown): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const email = (body as { email?: unknown }).email;
  if (typeof email !== 'string' || email.trim() === '') return null;
  return email.trim().toLowerCase().slice(0, 254);
}

const waitMessage = (seconds: number) =>
  `Too many attempts. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;

/**
 * A modest global limit per IP; account routes add stricter limits per IP and per email
 * through `app.limitAttempts`. Counters live in memory, or in Redis when REDIS_URL is set
 * so that several API processes share them.
 */
export default fp(
  async (app) => {
    const { redisUrl, rateLimits } = app.config;
    let redis: import('ioredis').Redis | undefined;
    if (redisUrl) {
      const { Redis } = await import('ioredis');
      redis = new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false });
      app.addHook('onClose', async () => {
        redis?.disconnect();
      });
    }
    await app.register(rateLimit, {
      global: true,
      // Off (tests, benchmarks): the hook still runs, as in production, but never refuses.
      max: rateLimits ? 600 : Number.MAX_SAFE_INTEGER,
      timeWindow: '1 minute',
      redis,
      nameSpace: 'forkcast-rl-',
      skipOnError: true,
      allowList: (request) => !request.url.startsWith('/api/'),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        success: false,
        message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      }),
    });

    app.decorate('limitAttempts', (name: string, limits: AttemptLimits): preHandlerAsyncHookHandler => {
      if (!rateLimits) return async () => {};
      // createRateLimit shares the plugin's store (Redis when configured) without the
      // once-per-request guard of route limits, so two limits can apply to one route.
      // Its store namespace does not include the route, hence `name` in every key.
      const perIp = app.createRateLimit({
        max: limits.perIp,
        timeWindow: ATTEMPT_WINDOW_MS,
        keyGenerator: (request: FastifyRequest) => `${name}:ip:${request.ip}`,
      });
      const perEmail = app.createRateLimit({
        max: limits.perEmail,
        timeWindow: ATTEMPT_WINDOW_MS,
        keyGenerator: (request: FastifyRequest) => `${name}:email:${emailOfBody(request.body) ?? ''}`,
      });
      return async (request, reply) => {
        const checks = emailOfBody(request.body) ? [perIp, perEmail] : [perIp];
        for (const check of checks) {
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) {
            void reply.header('retry-after', String(result.ttlInSeconds));
            throw tooManyRequests(waitMessage(Math.max(1, result.ttlInSeconds)));
          }
        }
      };
    });
  },
  { name: 'rateLimits', dependencies: ['deps'] },
);
