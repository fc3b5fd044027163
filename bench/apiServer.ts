/**
 * A server process for bench:api, so its memory is measured apart from the load generator.
 *   --mode app   the real API on DATABASE_URL
 *   --mode bare  a bare Fastify route answering a fixed JSON list (the throughput ceiling)
 *   --mode raw   bare Fastify routes running SQL by hand through pg (no ORM, no serialiser): the list's
 *                seven columns (/raw), and the app's own card-page and details statements (/raw-cards, /raw-detail)
 * Prints "listening <port>" when ready.
 */
import Fastify from 'fastify';
import { is, Placeholder } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openPostgres } from '../server/db/client';
import { diskStorage } from '../server/services/infra/diskStorage';
import { recipeDetailStatement } from '../server/services/recipes/recipeDetails';
import { pageQuery } from '../server/services/recipes/recipeQueries';
import { runBench } from './benchProcess';

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
    // The app's own two hot queries, as the app sends them (the SQL text drizzle builds, a named
    // prepared statement), by hand through pg: what the API costs beyond its SQL.
    const { db, close } = await openPostgres(databaseUrl);
    const pageStatement = pageQuery(db, ['library', 'category']).toSQL();
    const detailStatement = recipeDetailStatement(db);
    await close();
    const valuesOf = (params: unknown[], named: Record<string, unknown>) =>
      params.map((param) => (is(param, Placeholder) ? named[param.name] : param));
    app.get('/raw-cards', async (request) => {
      const { library = '3', category = '1' } = request.query as { library?: string; category?: string };
      const values = { libraryId: Number(library), categoryId: Number(category), limit: 12, offset: 0 };
      const { rows } = await pool.query({
        name: 'raw_cards',
        text: pageStatement.sql,
        values: valuesOf(pageStatement.params, values),
      });
      return { success: true, message: '', data: rows };
    });
    app.get('/raw-detail', async (request) => {
      const { id = '1' } = request.query as { id?: string };
      const { rows } = await pool.query({
        name: 'raw_detail',
        text: detailStatement.sql,
        values: valuesOf(detailStatement.params, { recipeId: Number(id) }),
      });
      return { success: true, message: '', data: rows[0] };
    });
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

runBench(main);
