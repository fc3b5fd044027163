import type { FastifyPluginAsync } from 'fastify';
import { SUCCESS } from '../../contract/messages';
import { subscribeSchema } from '../../contract/schemas';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { subscribe } from '../services/content/subscribers';

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
