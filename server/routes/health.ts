import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope';
import { replyUnavailable } from '../plugins/errors';
import { pingDatabase } from '../services/infra/databasePing';

/** How long readiness waits for `select 1`: a probe must answer well inside its own timeout. */
export const READY_TIMEOUT_MS = 1000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Probes for load balancers and orchestrators (docs/deploy.md): liveness (`/health`, the
 * process answers) and readiness (`/ready`, the database answers too). Never rate limited,
 * never cached.
 */
const healthRoutes: FastifyPluginAsync = async (app) => {
  const probe = { config: { rateLimit: false } } as const;
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store').removeHeader('ETag');
  });

  app.get('/health', probe, async () => ok({ status: 'ok' }, 'The service is running.'));

  app.get('/ready', probe, async (request, reply) => {
    try {
      await withTimeout(pingDatabase(app.db), READY_TIMEOUT_MS);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return replyUnavailable(reply);
    }
    return ok({ status: 'ready' }, 'The service and its database are answering.');
  });
};

export default healthRoutes;
