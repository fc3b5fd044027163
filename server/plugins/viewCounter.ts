import fp from 'fastify-plugin';
import { ViewCounter } from '../services/recipes/viewCounter';

declare module 'fastify' {
  interface FastifyInstance {
    /** Recipe views, counted in memory and written in batches (services/recipes/viewCounter.ts). */
    viewCounter: ViewCounter;
  }
}

/**
 * The app's one view counter: writes the waiting views about once a second, and all of them
 * when the app closes (after the requests in flight have finished, so none is left behind).
 * The database must still be open then: close it in an onClose hook that runs after this one.
 */
export default fp(
  async (app) => {
    const counter = new ViewCounter(app.db, { log: app.log });
    app.decorate('viewCounter', counter);
    app.addHook('onClose', () => counter.close());
  },
  { name: 'viewCounter', dependencies: ['deps'] },
);
