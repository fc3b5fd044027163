import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from '../db/client';
import { forbidden, unauthorized } from '../http/errors';

export const METRICS_PATH = '/metrics';
/** The route label of requests no route matched: their raw paths would make a series each. */
export const UNMATCHED_ROUTE = 'unmatched';

export interface MetricsOptions {
  /** The database pool's connection counts (PostgreSQL); without it, no db_pool_connections. */
  poolStats?: () => PoolStats | undefined;
}

const POOL_STATES = ['total', 'idle', 'waiting'] as const;

/** Loopback, RFC 1918, link-local, IPv6 unique-local (IPv4-mapped IPv6 addresses match their IPv4 rule). */
const PRIVATE_NETWORKS = new BlockList();
PRIVATE_NETWORKS.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE_NETWORKS.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE_NETWORKS.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE_NETWORKS.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE_NETWORKS.addSubnet('169.254.0.0', 16, 'ipv4');
PRIVATE_NETWORKS.addAddress('::1', 'ipv6');
PRIVATE_NETWORKS.addSubnet('fc00::', 7, 'ipv6');
PRIVATE_NETWORKS.addSubnet('fe80::', 10, 'ipv6');

function forwardedAddressCount(request: FastifyRequest): number {
  const header = request.headers['x-forwarded-for'];
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').filter((address) => address.trim() !== '').length;
}

function fromPrivateNetwork(request: FastifyRequest, trustedProxyHops: number): boolean {
  // Through more proxies than TRUST_PROXY_HOPS, request.ip is a proxy's address (often
  // loopback), not the client's: a proxy left out of the count must not open the metrics.
  if (forwardedAddressCount(request) > trustedProxyHops) return false;
  const version = isIP(request.ip);
  return version !== 0 && PRIVATE_NETWORKS.check(request.ip, version === 4 ? 'ipv4' : 'ipv6');
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Node's own metrics (event loop lag, heap, GC, handles) describe the process, not an app, and
 * prom-client starts an event-loop monitor and a GC observer per collectDefaultMetrics call that
 * nothing stops: one registry of them per process (never prom-client's global one), read beside
 * each app's own.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * Prometheus metrics at GET /metrics (docs/deploy.md, "Metrics"): request durations by route
 * template, the database pool, and Node's process metrics. METRICS=off leaves no route and no
 * hook; METRICS_ALLOW and METRICS_TOKEN close it to the outside.
 */
export default fp<MetricsOptions>(
  async (app, { poolStats }) => {
    const { metrics: settings, trustProxyHops } = app.config;
    if (!settings.enabled) return;

    const registry = new Registry();
    const requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to finishing its answer, by route template.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    if (poolStats) {
      new Gauge({
        name: 'db_pool_connections',
        help: 'Database pool connections by state (waiting: queries queued for a connection).',
        labelNames: ['state'],
        registers: [registry],
        collect() {
          this.reset();
          const stats = poolStats();
          if (stats) for (const state of POOL_STATES) this.set({ state }, stats[state]);
        },
      });
    }

    // Synchronous (no promise per response); reply.elapsedTime runs from the request's arrival.
    app.addHook('onResponse', function recordDuration(request, reply, done) {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      if (route !== METRICS_PATH) {
        requestDuration.observe(
          { method: request.method, route, status_code: reply.statusCode },
          reply.elapsedTime / 1000,
        );
      }
      done();
    });

    const expectedToken = settings.token === undefined ? null : sha256(settings.token);
    const presentsToken = (request: FastifyRequest) => {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
      // Compared as digests: equal lengths for timingSafeEqual, nothing learnt from the time taken.
      return match !== null && expectedToken !== null && timingSafeEqual(sha256(match[1]), expectedToken);
    };

    // Outside /api, so never rate limited (plugins/rateLimits.ts); the token is not a user's (plugins/auth.ts).
    const routeConfig = { rateLimit: false, ownAuthorization: true } as const;
    app.get(METRICS_PATH, { config: routeConfig }, async (request, reply) => {
      if (settings.allowFrom === 'private' && !fromPrivateNetwork(request, trustProxyHops)) {
        throw forbidden('Metrics are only served to private network addresses.');
      }
      if (expectedToken && !presentsToken(request)) {
        void reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
        throw unauthorized('Metrics need the metrics bearer token.');
      }
      const [ofProcess, ofApp] = await Promise.all([processMetrics().metrics(), registry.metrics()]);
      return reply
        .header('Cache-Control', 'no-store')
        .type(registry.contentType)
        .send(ofProcess + ofApp);
    });
  },
  { name: 'metrics', dependencies: ['deps', 'errors'] },
);
