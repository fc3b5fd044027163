import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { RECIPE_IMPORT_MESSAGES as M } from '../../contract/messages';
import { ok } from '../http/envelope';
import { HttpError, unprocessable } from '../http/errors';
import { currentUser } from '../plugins/auth';
import { addressKey } from '../plugins/rateLimits';
import { importImageSweeper } from '../services/recipeImport/importImage';
import { importRecipe } from '../services/recipeImport/importRecipe';
import { FetchFailure, type FetchRules } from '../services/recipeImport/safeFetch';
import {
  IMPORT_BODY_MAX_BYTES,
  importSourceOf,
  refuseDeclaredTooLarge,
  registerImportJsonParser,
} from './recipeImportBody';

/** Imports one cook may start per minute: each may fetch another site's page and photo. */
const IMPORTS_PER_USER_PER_MINUTE = 10;
/** And per address, for several accounts behind one. */
const IMPORTS_PER_IP_PER_MINUTE = 30;
/** Imports this process runs at once: each may hold a 5 MB page and a 10 MB photo. */
const IMPORTS_IN_FLIGHT_MAX = 8;
const BUSY_RETRY_AFTER_SECONDS = 10;

/** How each fetch failure is answered: the address (422), the site (502), its slowness (504). */
function answerFor(failure: FetchFailure): HttpError {
  switch (failure.kind) {
    case 'refused':
      return unprocessable({ url: [M.addressRefused] });
    case 'notHtml':
      return unprocessable({ url: [M.notAPage] });
    case 'tooLarge':
      return unprocessable({ url: [M.pageTooLarge] });
    case 'status':
      return new HttpError(502, M.siteRefused(failure.status ?? 502));
    case 'timeout':
      return new HttpError(504, M.siteTimedOut);
    case 'network':
      return new HttpError(502, M.siteFailed);
  }
}

/** Importing a recipe from a web page or pasted text (issue 36). See docs/api/recipe-import.md. */
const recipeImportRoutes: FastifyPluginAsync = async (app) => {
  registerImportJsonParser(app);
  const { recipeImport, publicUrl, rateLimits } = app.config;
  const rules: FetchRules = {
    allowedHosts: new Set(recipeImport.allowedHosts),
    timeoutMs: recipeImport.fetchTimeoutMs,
    userAgent: `Forkcast-Importer/1.0 (+${publicUrl || 'a family recipe app; imports a page a cook asked for'})`,
  };
  const sweeper = importImageSweeper(app.storage, (error) => app.log.warn({ err: error }, 'import photo sweep failed'));
  let inFlight = 0;

  app.post(
    '/recipes/import',
    {
      bodyLimit: IMPORT_BODY_MAX_BYTES,
      preParsing: refuseDeclaredTooLarge,
      preHandler: [app.requireUser, app.limitAttempts('recipe-import', { perIp: IMPORTS_PER_IP_PER_MINUTE })],
      config: {
        rateLimit: rateLimits
          ? {
              max: IMPORTS_PER_USER_PER_MINUTE,
              timeWindow: '1 minute',
              keyGenerator: (request: FastifyRequest) =>
                `recipe-import:${request.user ? `user:${request.user.id}` : `ip:${addressKey(request.ip)}`}`,
            }
          : undefined,
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const source = importSourceOf(request.body);
      if (inFlight >= IMPORTS_IN_FLIGHT_MAX) {
        void reply.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
        throw new HttpError(503, M.busy);
      }
      inFlight += 1;
      try {
        const imported = await importRecipe(
          {
            db: app.db,
            storage: app.storage,
            rules,
            onUnexpected: (error) => request.log.warn({ err: error }, 'import photo not stored'),
          },
          userId,
          source,
        );
        if (imported.draft.image_url !== null) sweeper.afterImport();
        return ok(imported, M.imported);
      } catch (error) {
        if (error instanceof FetchFailure) {
          request.log.info({ kind: error.kind, reason: error.message }, 'recipe import fetch failed');
          throw answerFor(error);
        }
        throw error;
      } finally {
        inFlight -= 1;
      }
    },
  );
};

export default recipeImportRoutes;
