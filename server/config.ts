/** Every environment variable the API service reads, parsed and defaulted in one place. */
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  outboxDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  corsOrigins: string[];
  publicUrl: string;
  distDir: string;
  logLevel: string;
  /** Proxy hops to trust for client IPs (X-Forwarded-For); 0 (the default) trusts none. */
  trustProxyHops: number;
  /** Rate limits are relaxed in tests that are not about them. */
  rateLimits: boolean;
  /** How long anonymous list and search answers are reused (services/infra/answerCache.ts); 0 turns it off. */
  answerCacheMs: number;
  /** Public pages rendered on the server for signed-out visitors (ssr/serverRender.ts); SERVER_RENDER=off turns it off. */
  serverRender: boolean;
}

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * The origin the site is reached at, for absolute URLs on server-rendered pages; never taken
 * from a request's Host header. Without PUBLIC_URL, the listening address.
 */
function publicUrlFrom(value: string | undefined, port: number): string {
  if (!value) return `http://localhost:${port}`;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // Reported below.
  }
  if (!url || !/^https?:$/.test(url.protocol) || !url.hostname) {
    throw new Error(
      `PUBLIC_URL must be an absolute http(s) address such as https://forkcast.example (got '${value}').`,
    );
  }
  return value.replace(/\/+$/, '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFrom(env.PORT, 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Forkcast <no-reply@forkcast.local>',
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    publicUrl: publicUrlFrom(env.PUBLIC_URL, port),
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxyHops: intFrom(env.TRUST_PROXY_HOPS, 0),
    rateLimits: env.RATE_LIMITS !== 'off',
    serverRender: env.SERVER_RENDER !== 'off',
    answerCacheMs:
      env.ANSWER_CACHE_MS === undefined ? 5000 : Math.max(0, Number.parseInt(env.ANSWER_CACHE_MS, 10) || 0),
  };
}
