/** Every environment variable the API service reads, parsed and defaulted in one place. */
import path from 'node:path';
import { RECIPE_IMPORT } from '../contract/constants';

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
  /**
   * PUBLIC_URL without its trailing slash, or '' when it is not set: then every link the server
   * writes is a same-origin path (`/api/…?page=2`), which works from whatever address the
   * visitor used (http://127.0.0.1:3000, a phone at http://192.168.1.20:3000).
   */
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
  /** GET /metrics (plugins/metrics.ts): METRICS, METRICS_TOKEN, METRICS_ALLOW. */
  metrics: MetricsConfig;
  /** Where uploads live (services/infra/storage.ts): `uploadsDir` on disk, or a bucket when S3_BUCKET is set. */
  storage: StorageConfig;
  /** Importing a recipe from a web page (services/recipeImport/, issue 36). */
  recipeImport: RecipeImportConfig;
}

export interface RecipeImportConfig {
  /**
   * IMPORT_ALLOWED_HOSTS: `host:port` pairs (lower-case, IPv6 in brackets) fetched even though
   * their address is loopback or private: a test server on this machine. Empty by default, and
   * nothing else lets a private address through.
   */
  allowedHosts: string[];
  /** IMPORT_FETCH_TIMEOUT_MS: each fetch's deadline; RECIPE_IMPORT.fetchTimeoutMs, and never more. */
  fetchTimeoutMs: number;
}

/**
 * An S3-compatible object store. Credentials are not here: the AWS SDK reads them itself
 * (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, or a role where the platform provides one).
 */
export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  /** S3_ENDPOINT, for stores other than AWS (MinIO, Ceph, R2, …); AWS's own when unset. */
  endpoint?: string;
  region: string;
  /** S3_FORCE_PATH_STYLE=true: `endpoint/bucket/key` addresses, which most self-hosted stores need. */
  forcePathStyle: boolean;
}

export type StorageConfig = { kind: 'disk' } | S3StorageConfig;

export interface MetricsConfig {
  /** METRICS=off: no /metrics route at all (404 like any unknown path), no measuring. */
  enabled: boolean;
  /** When set, scrapes must send `Authorization: Bearer <token>`. */
  token?: string;
  /** `private`: only loopback, private-network and link-local client addresses may scrape. */
  allowFrom: 'any' | 'private';
}

/**
 * `127.0.0.1:4100, [::1]:4100, recipes.test:8080` as `host:port` keys. A mistyped entry refuses
 * to start, rather than leave a test server unreachable or a private address open by surprise.
 */
function allowedHostsFrom(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of entries) {
    const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):(\d{1,5})$/.exec(entry);
    const port = match ? Number(match[2]) : 0;
    if (!match || port < 1 || port > 65_535) {
      throw new Error(
        `IMPORT_ALLOWED_HOSTS must be host:port pairs separated by commas, such as 127.0.0.1:4100 (got '${entry}').`,
      );
    }
  }
  return [...new Set(entries)];
}

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * The origin the site is reached at, for absolute links (page links of API lists, share links);
 * never taken from a request's Host header. Without PUBLIC_URL, '': the site has no one address
 * (localhost, 127.0.0.1, the home network's 192.168.x.y all reach it), so links stay same-origin
 * paths. Uploaded media are same-origin paths either way (docs/decisions.md, "Any address").
 */
function publicUrlFrom(value: string | undefined): string {
  if (!value) return '';
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

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined || value === '') return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`${name} must be ${allowed.map((option) => `'${option}'`).join(' or ')} (got '${value}').`);
}

/** A mistyped value refuses to start rather than leave the metrics on or open by surprise. */
function metricsFrom(env: NodeJS.ProcessEnv): MetricsConfig {
  const token = env.METRICS_TOKEN || undefined;
  if (token !== undefined && !/^[\x21-\x7e]{16,}$/.test(token)) {
    throw new Error(
      'METRICS_TOKEN must be at least 16 printable characters without spaces (e.g. the output of `openssl rand -hex 32`).',
    );
  }
  return {
    enabled: oneOf('METRICS', env.METRICS, ['on', 'off'], 'on') === 'on',
    token,
    allowFrom: oneOf('METRICS_ALLOW', env.METRICS_ALLOW, ['private', 'any'], 'private'),
  };
}

/** A mistyped bucket or endpoint refuses to start rather than lose uploads to the local disk by surprise. */
function storageFrom(env: NodeJS.ProcessEnv): StorageConfig {
  const bucket = env.S3_BUCKET;
  if (!bucket) {
    const stray = ['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE'].filter((name) => env[name]);
    if (stray.length)
      throw new Error(`${stray.join(', ')} set without S3_BUCKET: set S3_BUCKET to use object storage.`);
    return { kind: 'disk' };
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new Error(
      `S3_BUCKET must be a bucket name: 3-63 lower-case letters, digits, dots and hyphens (got '${bucket}').`,
    );
  }
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint !== undefined) {
    let url: URL | null = null;
    try {
      url = new URL(endpoint);
    } catch {
      // Reported below.
    }
    if (!url || !/^https?:$/.test(url.protocol)) {
      throw new Error(`S3_ENDPOINT must be an http(s) address such as https://s3.example.com (got '${endpoint}').`);
    }
  }
  return {
    kind: 's3',
    bucket,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    forcePathStyle: oneOf('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, ['true', 'false'], 'false') === 'true',
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFrom(env.PORT, 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port,
    host: env.HOST || '0.0.0.0',
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
    publicUrl: publicUrlFrom(env.PUBLIC_URL),
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxyHops: intFrom(env.TRUST_PROXY_HOPS, 0),
    rateLimits: env.RATE_LIMITS !== 'off',
    serverRender: env.SERVER_RENDER !== 'off',
    answerCacheMs:
      env.ANSWER_CACHE_MS === undefined ? 5000 : Math.max(0, Number.parseInt(env.ANSWER_CACHE_MS, 10) || 0),
    metrics: metricsFrom(env),
    storage: storageFrom(env),
    recipeImport: {
      allowedHosts: allowedHostsFrom(env.IMPORT_ALLOWED_HOSTS),
      fetchTimeoutMs: Math.min(
        intFrom(env.IMPORT_FETCH_TIMEOUT_MS, RECIPE_IMPORT.fetchTimeoutMs),
        RECIPE_IMPORT.fetchTimeoutMs,
      ),
    },
  };
}
