import type http from 'node:http';
import Fastify, {
  LogController,
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import cors from '@fastify/cors';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { VIDEO_MAX_BYTES } from '../contract/constants';
import { PAGES } from '../contract/pages';
import deps, { type AppDeps } from './plugins/deps';
import errors, { clientErrorHandler, frameworkErrors } from './plugins/errors';
import { JSON_BODY_MAX_BYTES, registerJsonBodyParser } from './http/jsonBody';
import etag from './plugins/etag';
import metrics from './plugins/metrics';
import viewCounter from './plugins/viewCounter';
import auth from './plugins/auth';
import rateLimits from './plugins/rateLimits';
import requestIds, { REQUEST_ID_LOG_LABEL, requestIdOf } from './plugins/requestIds';
import securityHeaders from './plugins/securityHeaders';
import staticFiles from './plugins/static';
import uploadedMedia from './plugins/uploadedMedia';
import textInput from './plugins/textInput';
import accountRoutes from './routes/account';
import blogRoutes from './routes/blogs';
import catalogRoutes from './routes/catalog';
import cmsRoutes from './routes/cms';
import healthRoutes from './routes/health';
import mealPlanRoutes from './routes/mealPlans';
import householdRoutes from './routes/household';
import calendarRoutes from './routes/calendar';
import nutritionRoutes from './routes/nutrition';
import shoppingRoutes from './routes/shopping';
import recipeRoutes from './routes/recipes';
import recipeImportRoutes from './routes/recipeImport';
import reviewRoutes from './routes/reviews';
import subscribeRoutes from './routes/subscribe';
import wishlistRoutes from './routes/wishlist';
import { safeLoggerOptions } from './logging';
import type { PoolStats } from './db/client';

/** The route plugins served under /api, in the order they are registered. */
const API_ROUTES: readonly FastifyPluginAsync[] = [
  healthRoutes,
  cmsRoutes,
  catalogRoutes,
  blogRoutes,
  subscribeRoutes,
  recipeRoutes,
  recipeImportRoutes,
  wishlistRoutes,
  reviewRoutes,
  mealPlanRoutes,
  nutritionRoutes,
  shoppingRoutes,
  householdRoutes,
  calendarRoutes,
  accountRoutes,
];

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** The PostgreSQL pool's connection counts, for GET /metrics (DatabaseHandle.poolStats). */
  poolStats?: () => PoolStats | undefined;
}

export async function buildApp(appDeps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const fastifyOptions: FastifyHttpOptions<http.Server> = {
    logger: safeLoggerOptions(options.logger ?? false),
    trustProxy: (_address, hop) => hop < appDeps.config.trustProxyHops,
    // JSON and text bodies: far above any form's, far below what stalls the loop (http/jsonBody.ts).
    // Multipart forms have their own limits (multipart below).
    bodyLimit: JSON_BODY_MAX_BYTES,
    // Validation is ours (contract schemas); Fastify's JSON schema validation is unused.
    ajv: { customOptions: { coerceTypes: false } },
    // Every error answer is the envelope, Fastify's and Node's own too (plugins/errors.ts).
    frameworkErrors,
    clientErrorHandler,
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
  };
  const app = Fastify(fastifyOptions);
  // JSON nested past any form's depth is refused before JSON.parse (http/jsonBody.ts).
  registerJsonBodyParser(app);

  await app.register(deps, appDeps);
  await app.register(requestIds);
  await app.register(errors);
  // Helmet's security headers, computed once (see the plugin): before every hook that may answer early.
  const { corsOrigins } = appDeps.config;
  await app.register(securityHeaders, {
    crossOriginPrefixes: corsOrigins.length ? ['/uploads/'] : [],
    openerPaths: [PAGES.shareRecipe.path],
  });
  // Closed by default; with CORS_ORIGINS, an SPA served from those origins may call the API
  // with its bearer token (preflights answer 204 with the allow headers).
  await app.register(cors, {
    origin: corsOrigins.length ? corsOrigins : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
  await app.register(etag);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(multipart, {
    limits: { fileSize: VIDEO_MAX_BYTES, files: 4, fields: 200, fieldSize: 64 * 1024 },
  });
  await app.register(auth);
  await app.register(rateLimits);
  // No NUL character in any path, query or JSON text (multipart fields: as they are read).
  await app.register(textInput);
  await app.register(metrics, { poolStats: options.poolStats });
  await app.register(viewCounter);

  await app.register(
    async (api) => {
      for (const routes of API_ROUTES) await api.register(routes);
    },
    { prefix: '/api' },
  );

  await app.register(uploadedMedia);
  await app.register(staticFiles);
  return app;
}
