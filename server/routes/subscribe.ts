import type { FastifyPluginAsync } from 'fastify';
import { SUCCESS } from '../../contract/messages';
import { subscribeSchema } from '../../contract/schemas';
import type { Database } from '../db/client';
import { subscribers } from '../db/schema';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';

/** Idempotent: the unique index on lower(email) turns a repeat into a no-op, never a duplicate. */
async function subscribe(db: Database, email: string): Promise<void> {
  await db.insert(subscribers).values({ email: email.toLowerCase() }).onConflictDoNothing();
}

/** The subscribe block's POST /api/subscribe. See docs/api/content.md. */
const subscribeRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/subscribe',
    {
      config: {
        rateLimit: app.config.rateLimits ? { max: 10, timeWindow: '1 minute' } : undefined,
      },
    },
    async (request) => {
      const { email } = await validate(subscribeSchema, request.body);
      await subscribe(app.db, email);
      return ok({ email: email.toLowerCase() }, SUCCESS.subscribed);
    },
  );
};

export default subscribeRoutes;
