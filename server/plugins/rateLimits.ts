import { randomBytes, timingSafeEqual } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { tooManyRequests } from '../http/errors';

/** Requests per minute for one account route, counted per client IP and, when given, per email. */
export interface AttemptLimits {
  perIp: number;
  perEmail?: number;
}

/**
 * Failed tries of a secret (a password) allowed per FAILURE_WINDOW_MS, following OWASP's
 * authentication cheat sheet: the pair (address, account) and the address are throttled; the
 * account as a whole only brakes addresses that have already failed against it, so a
 * distributed guesser slows down while the owner, from an address that has not failed, gets in.
 */
export interface FailureLimits {
  perAddressAndAccount: number;
  perAddress: number;
  /** Failures of the account from every address after which each address gets one failure only. */
  accountBrake: number;
  /**
   * Failures of the account from every address after which it gets no more tries, whatever the
   * address: for secrets an account guesses at (a family's invite code), not its own password.
   */
  perAccount?: number;
}

/** Checks before a try (throws 429 with Retry-After) and records a failed try after it. */
export interface FailureThrottle {
  check(request: FastifyRequest, reply: FastifyReply, account: string): Promise<void>;
  recordFailure(request: FastifyRequest, account: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler that limits one account route per IP and per email of the body (so it
     * runs after body parsing). `name` keeps each route's counters apart.
     */
    limitAttempts: (name: string, limits: AttemptLimits) => preHandlerAsyncHookHandler;
    /** Failed tries of a password per (address, account), per address and per account; see FailureLimits. */
    failureThrottle: (name: string, limits: FailureLimits) => FailureThrottle;
    /**
     * Headers that mark a request the app makes to itself (the server renderer's app.inject
     * calls): such requests are not counted against the visitor a second time. The secret is
     * random per process, so no outside client can send it.
     */
    inProcessRequestHeaders: Readonly<Record<string, string>>;
    /** Whether this address may have one more page rendered on the server now (see RENDERS_PER_MINUTE). */
    allowServerRender: (visitorIp: string) => Promise<boolean>;
  }
}

const ATTEMPT_WINDOW_MS = 60 * 1000;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const IN_PROCESS_HEADER = 'x-forkcast-in-process';
/** A render costs ~40 ms of CPU; past this an address gets the page rendered by its browser. */
const RENDERS_PER_MINUTE = 60;

function emailOfBody(body: unknown): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const email = (body as { email?: unknown }).email;
  if (typeof email !== 'string' || email.trim() === '') return null;
  return email.trim().toLowerCase().slice(0, 254);
}

/**
 * The address a limit counts: IPv4 as it is; IPv6 by its /64, which one home or one host is
 * given whole (rotating through it must not buy new tries); an IPv4-mapped IPv6 as its IPv4.
 */
export function addressKey(ip: string): string {
  const address = ip.split('%')[0];
  if (!isIPv6(address)) return ip;
  const [head, tail] = address.includes('::') ? address.split('::') : [address, null];
  const part = (text: string) => (text === '' ? [] : text.split(':'));
  const groups = (text: string) =>
    part(text).flatMap((group) => {
      if (!isIPv4(group)) return [group];
      const [a, b, c, d] = group.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const left = groups(head);
  const right = tail === null ? [] : groups(tail);
  const all = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  const mapped = all.slice(0, 5).every((group) => Number.parseInt(group, 16) === 0) && /^ffff$/i.test(all[5]);
  if (mapped) {
    const [high, low] = [Number.parseInt(all[6], 16), Number.parseInt(all[7], 16)];
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return `${all
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

const waitMessage = (seconds: number) =>
  `Too many attempts. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;

const failedWaitMessage = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60
    ? `Too many failed attempts. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`
    : `Too many failed attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
};

function refuse(reply: FastifyReply, ttlInSeconds: number, message: (seconds: number) => string): never {
  const seconds = Math.max(1, ttlInSeconds);
  void reply.header('retry-after', String(seconds));
  throw tooManyRequests(message(seconds));
}

/**
 * A modest global limit per IP on the API; account routes add stricter limits through
 * `app.limitAttempts` and `app.failureThrottle`. Counters live in memory, or in Redis when
 * REDIS_URL is set so that several API processes share them.
 */
export default fp(
  async (app) => {
    const { redisUrl, rateLimits } = app.config;
    let redis: import('ioredis').Redis | undefined;
    if (redisUrl) {
      const { Redis } = await import('ioredis');
      redis = new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false });
      // Redis going away is reported, never thrown: ioredis reconnects, and meanwhile the
      // limiter lets requests through (skipOnError) rather than failing them.
      redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit store (Redis) unavailable'));
      app.addHook('onClose', async () => {
        redis?.disconnect();
      });
    }

    const inProcessSecret = randomBytes(32).toString('base64url');
    app.decorate('inProcessRequestHeaders', Object.freeze({ [IN_PROCESS_HEADER]: inProcessSecret }));
    const isInProcess = (request: FastifyRequest) => {
      const sent = request.headers[IN_PROCESS_HEADER];
      return (
        typeof sent === 'string' &&
        sent.length === inProcessSecret.length &&
        timingSafeEqual(Buffer.from(sent), Buffer.from(inProcessSecret))
      );
    };

    await app.register(rateLimit, {
      global: true,
      // Off (tests, benchmarks): the hook still runs, as in production, but never refuses.
      max: rateLimits ? 600 : Number.MAX_SAFE_INTEGER,
      timeWindow: '1 minute',
      redis,
      nameSpace: 'forkcast-rl-',
      skipOnError: true,
      // Judged on the route that matched, never on the raw URL: `/%61pi/users/login` and
      // `/api//users/login` reach the same route as `/api/users/login` and count the same.
      allowList: (request) => !(request.routeOptions.url ?? '').startsWith('/api/') || isInProcess(request),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        success: false,
        message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      }),
    });

    // A limit made here applies wherever it is called: the global allowList is not for it.
    const limiter = (options: { max: number; timeWindow: number; keyGenerator: (request: FastifyRequest) => string }) =>
      app.createRateLimit({ ...options, allowList: () => false });

    const renders = rateLimits
      ? limiter({
          max: RENDERS_PER_MINUTE,
          timeWindow: ATTEMPT_WINDOW_MS,
          keyGenerator: (request) => `render:ip:${request.ip}`,
        })
      : null;
    app.decorate('allowServerRender', async (visitorIp: string) => {
      if (!renders) return true;
      // The renderer knows the visitor's address, not their request; the limiter reads only the
      // address (keyGenerator) and the route's config of what it is given.
      const result = await renders({ ip: visitorIp, routeOptions: {} } as unknown as FastifyRequest);
      return result.isAllowed || !result.isExceeded;
    });

    app.decorate('limitAttempts', (name: string, limits: AttemptLimits): preHandlerAsyncHookHandler => {
      if (!rateLimits) return async () => {};
      // createRateLimit shares the plugin's store (Redis when configured) without the
      // once-per-request guard of route limits, so two limits can apply to one route.
      // Its store namespace does not include the route, hence `name` in every key.
      const perIp = limiter({
        max: limits.perIp,
        timeWindow: ATTEMPT_WINDOW_MS,
        keyGenerator: (request: FastifyRequest) => `${name}:ip:${addressKey(request.ip)}`,
      });
      const perEmail =
        limits.perEmail === undefined
          ? null
          : limiter({
              max: limits.perEmail,
              timeWindow: ATTEMPT_WINDOW_MS,
              keyGenerator: (request: FastifyRequest) => `${name}:email:${emailOfBody(request.body) ?? ''}`,
            });
      return async (request, reply) => {
        const checks = perEmail && emailOfBody(request.body) ? [perIp, perEmail] : [perIp];
        for (const check of checks) {
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) refuse(reply, result.ttlInSeconds, waitMessage);
        }
      };
    });

    app.decorate('failureThrottle', (name: string, limits: FailureLimits): FailureThrottle => {
      if (!rateLimits) return { check: async () => {}, recordFailure: async () => {} };
      // The account travels on the request for the key generators (they only receive the request).
      const accounts = new WeakMap<FastifyRequest, string>();
      const counter = (max: number, key: (request: FastifyRequest) => string) =>
        limiter({ max, timeWindow: FAILURE_WINDOW_MS, keyGenerator: key });
      const pair = counter(
        limits.perAddressAndAccount,
        (request) => `${name}:fail:pair:${addressKey(request.ip)}:${accounts.get(request)}`,
      );
      const address = counter(limits.perAddress, (request) => `${name}:fail:ip:${addressKey(request.ip)}`);
      // One counter for both account limits, counting up to the larger of them.
      const account = counter(
        Math.max(limits.accountBrake, limits.perAccount ?? 0),
        (request) => `${name}:fail:account:${accounts.get(request)}`,
      );
      const failuresSoFar = async (limit: typeof pair, request: FastifyRequest) => {
        const result = await limit(request, { increment: false });
        return result.isAllowed
          ? { count: 0, ttlInSeconds: 0 }
          : { count: result.max - result.remaining, ttlInSeconds: result.ttlInSeconds };
      };
      return {
        async check(request, reply, accountKey) {
          accounts.set(request, accountKey);
          const [byPair, byAddress, byAccount] = await Promise.all([
            failuresSoFar(pair, request),
            failuresSoFar(address, request),
            failuresSoFar(account, request),
          ]);
          if (byPair.count >= limits.perAddressAndAccount) refuse(reply, byPair.ttlInSeconds, failedWaitMessage);
          if (byAddress.count >= limits.perAddress) refuse(reply, byAddress.ttlInSeconds, failedWaitMessage);
          if (limits.perAccount !== undefined && byAccount.count >= limits.perAccount)
            refuse(reply, byAccount.ttlInSeconds, failedWaitMessage);
          // Under a distributed attack an address that has already failed against this account gets no more tries;
          // one that has not (the owner's own) still does.
          if (byAccount.count >= limits.accountBrake && byPair.count > 0) {
            refuse(reply, Math.min(byPair.ttlInSeconds, byAccount.ttlInSeconds), failedWaitMessage);
          }
        },
        async recordFailure(request, accountKey) {
          accounts.set(request, accountKey);
          await Promise.all([pair(request), address(request), account(request)]);
        },
      };
    });
  },
  { name: 'rateLimits', dependencies: ['deps'] },
);
