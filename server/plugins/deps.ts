import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../services/infra/mail';
import type { Storage } from '../services/infra/storage';

export interface AppDeps {
  db: Database;
  config: Config;
  mailer: Mailer;
  storage: Storage;
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges AppDeps into the instance type
  interface FastifyInstance extends AppDeps {}
}

/** Makes the app's collaborators reachable from every route as app.db, app.config, … */
export default fp<AppDeps>(
  async (app, deps) => {
    app.decorate('db', deps.db);
    app.decorate('config', deps.config);
    app.decorate('mailer', deps.mailer);
    // The value form: with a union type, decorate's overloads would take it for a getter/setter pair.
    app.decorate('storage', { getter: () => deps.storage });
  },
  { name: 'deps' },
);
