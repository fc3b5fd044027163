import Fastify from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/** The security headers of every response: helmet's defaults with our Content-Security-Policy. */
export const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      // The offline app (docs/decisions.md, "Issue 39: the offline app"): /sw.js and /manifest.webmanifest.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers @fastify/helmet sets with these options, asked of the plugin itself once: a
 * throwaway Fastify instance with helmet registered answers one request, and its handler reads
 * what helmet's onRequest hook put on the response. (Helmet's only other action, removing
 * X-Powered-By, has nothing to do: neither Node nor Fastify sets that header.)
 */
export async function helmetHeaders(options: FastifyHelmetOptions = HELMET_OPTIONS): Promise<Array<[string, string]>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  let headers: Array<[string, string]> = [];
  probe.get('/', (_request, reply) => {
    const set = reply.raw.getHeaders();
    headers = Object.keys(set).map((name) => [name, String(set[name])]);
    return '';
  });
  await probe.inject({ url: '/' });
  await probe.close();
  if (!headers.some(([name]) => name === 'content-security-policy'))
    throw new Error('helmet set no Content-Security-Policy');
  return headers;
}

/**
 * Helmet's security headers on every response (API, static files, SPA fallback, errors, 404,
 * 429, CORS preflights), the same header set as @fastify/helmet with HELMET_OPTIONS.
 *
 * @fastify/helmet builds helmet's middleware anew on every request (it parses and validates
 * the CSP directives each time): the largest part of the full app's fixed cost per request,
 * about half of it in the bench:api profiles of November 2026. The headers depend only on the
 * options, so they are computed once at start-up and set by one synchronous onRequest hook,
 * registered where helmet was (before CORS, auth and the rate limit), so early answers of
 * later hooks carry them too. Per-route `helmet` options are not supported (no route used
 * them): a route that sets one fails at start-up instead of being silently ignored.
 */
export interface SecurityHeadersOptions {
  /**
   * Paths whose answers other sites may embed (`Cross-Origin-Resource-Policy: cross-origin`):
   * the uploaded media, when an SPA served from another origin shows them (CORS_ORIGINS).
   */
  crossOriginPrefixes?: string[];
  /**
   * Pages another site may open and keep talking to (`Cross-Origin-Opener-Policy: unsafe-none`):
   * the share page the "Add to Forkcast" bookmarklet opens from a recipe site and posts the
   * page to. Helmet's `same-origin` would sever that window from its opener, and the message
   * would never arrive (docs/decisions.md, "Import from the web").
   */
  openerPaths?: string[];
}

export default fp<SecurityHeadersOptions>(
  async (app, options) => {
    const headers = await helmetHeaders(HELMET_OPTIONS);
    const crossOriginPrefixes = options.crossOriginPrefixes ?? [];
    const openerPaths = new Set(options.openerPaths ?? []);
    const names = headers.map(([name]) => name);
    const values = headers.map(([, value]) => value);
    const count = names.length;

    app.addHook('onRoute', (route) => {
      if ((route as { helmet?: unknown }).helmet !== undefined)
        throw new Error(
          `Route ${route.method} ${route.url}: per-route helmet options are not supported (server/plugins/securityHeaders.ts).`,
        );
    });

    app.addHook('onRequest', function securityHeaders(request, reply, done) {
      for (let i = 0; i < count; i++) reply.header(names[i], values[i]);
      if (crossOriginPrefixes.some((prefix) => request.url.startsWith(prefix)))
        reply.header('cross-origin-resource-policy', 'cross-origin');
      if (openerPaths.size > 0 && openerPaths.has(request.url.split('?')[0]))
        reply.header('cross-origin-opener-policy', 'unsafe-none');
      done();
    });
  },
  { name: 'securityHeaders' },
);
