/**
 * Graceful shutdown (issue 21): on SIGTERM or SIGINT the server stops accepting connections,
 * lets the requests in flight finish (closing each connection as it turns idle), answers 503 to any new request on a kept-alive connection
 * (Fastify's return503OnClosing), closes idle connections, then runs the app's onClose hooks
 * (the database pool). Requests still running after the grace period are cut off, so a stuck
 * client cannot hold a deploy up.
 */
import type { FastifyInstance } from 'fastify';

/** How long requests in flight may take to finish once a shutdown starts. */
export const SHUTDOWN_GRACE_MS = 10_000;
const IDLE_SWEEP_MS = 100;

export async function closeGracefully(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): Promise<{ forced: boolean }> {
  let forced = false;
  // A kept-alive connection whose request finishes during the shutdown turns idle: close it then,
  // rather than wait for its keep-alive timeout.
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  sweep.unref();
  const deadline = setTimeout(() => {
    forced = true;
    app.log.warn({ graceMs }, 'shutdown: requests still running after the grace period are cut off');
    app.server.closeAllConnections();
  }, graceMs);
  deadline.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
    clearInterval(sweep);
  }
  return { forced };
}

/**
 * Shuts the app down on the first SIGTERM or SIGINT and exits (1 when requests were cut off); a
 * second signal exits at once.
 */
export function closeOnSignals(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): void {
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) {
        app.log.warn({ signal }, 'shutdown: a second signal, exiting now');
        process.exit(1);
      }
      closing = true;
      app.log.info({ signal, graceMs }, 'shutdown: finishing the requests in flight');
      void closeGracefully(app, graceMs).then(
        ({ forced }) => process.exit(forced ? 1 : 0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
