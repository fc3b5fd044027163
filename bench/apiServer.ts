/**
 * A server process for bench:api, so its memory is measured apart from the load generator.
 *   --mode app   the real API on DATABASE_URL
 *   --mode bare  a bare Fastify route answering a fixed JSON list (the throughput ceiling)
 *   --mode raw   a bare Fastify route running the list's SQL by hand through pg (no ORM, no serialiser)
 * Prints "listening <port>" when ready.
 */
import Fastify from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openPostgres } from '../server/db/client';
import { diskStorage } from '../server/services/infra/diskStorage';

const barePayload = {
  success: true,
  message: '',
  data: Array.from({ length: 12 }, (_, index) => ({ id: index, recipe_name: `Recipe ${index}`, views: index })),
};

const mode = process.argv[process.argv.indexOf('--mode') + 1] ?? 'app';
const databaseUrl = process.env.DATABASE_URL!;

async function main() {
  if (mode === 'app') {
    const config = loadConfig({ ...process.env, RATE_LIMITS: 'off', DATABASE_URL: databaseUrl });
    const handle = await openPostgres(databaseUrl);
    const app = await buildApp({
      db: handle.db,
      config,
      storage: diskStorage(config.uploadsDir),
      mailer: { send: async () => {} },
    });
    // The bare route's fixed answer inside the full app (security headers, CORS, rate limit, auth, ETag
    // hooks): the ceiling of any API route, however fast its data.
    app.get('/api/bench-constant', async () => barePayload);
    await app.listen({ port: 0, host: '127.0.0.1' });
    console.log(`listening ${(app.server.address() as { port: number }).port}`);
    return;
  }
  const app = Fastify();
  if (mode === 'bare') {
    app.get('/bare', async () => barePayload);
  } else {
    const { Pool } = await import('pg');
    const pool = new Pool({ connectionString: databaseUrl, max: 10 });
    app.get('/raw', async (request) => {
      const { library = '3' } = request.query as { library?: string };
      const { rows } = await pool.query(
        `select r.id, r.recipe_name, r.recipe_image, r.views, c.category_name, l.diet_name, u.name
           from recipes r join categories c on c.id = r.category_id
           join recipe_libraries l on l.id = r.recipe_library_id join users u on u.id = r.user_id
          where r.recipe_library_id = $1 order by r.id desc limit 12`,
        [Number(library)],
      );
      return { success: true, message: '', data: rows };
    });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`listening ${(app.server.address() as { port: number }).port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
