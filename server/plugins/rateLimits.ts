import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';

/**
 * A modest global limit per IP; account routes add stricter per-route limits through
 * `config.rateLimit`. Counters live in memory, or in Redis when REDIS_URL is set so that
 * several API processes share them.
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
      max: rateLimits ? 600 : 1_000_000,
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
  },
  { name: 'rateLimits', dependencies: ['deps'] },
);
