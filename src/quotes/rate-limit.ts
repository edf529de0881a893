/**
 * The V1 rate limit (section 7 and 8): V1_RATE_LIMIT_MAX requests (100) per V1_RATE_LIMIT_WINDOW_SECONDS
 * (60) per agency, in a fixed window that starts with the agency's first request. Over the limit every
 * request answers 429 until the window ends; the window does not slide or extend.
 *
 * - Keyed by the authenticated agency (request.agency.id), so the hook runs after `authenticate`.
 *   Requests refused by authentication (401, 400 without user_key, 403) are not counted: they cannot be
 *   attributed to an agency, and must not spend another agency's budget.
 * - Counted in memory (on the injected clock) for a single instance; in Redis when REDIS_URL is set, so
 *   that every instance shares one count (INCR and PEXPIRE on the first hit, in one Lua script:
 *   auth/rate-counter.ts).
 * - When Redis cannot be reached the service keeps answering: it counts in memory on each instance
 *   (so the limit then applies per instance), logs one warning per outage, reports
 *   `rateLimit: "memory-fallback"` in /health/ready, and returns to Redis once it is reachable again.
 */
import { Redis } from 'ioredis';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.js';
import { AppError } from '../http/errors.js';
import { memoryRateCounter, redisRateCounter, type RateCounter } from '../auth/rate-counter.js';

export type RateLimitBackend = 'memory' | 'redis' | 'memory-fallback';

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window ends (at least 1). */
  resetSeconds: number;
}

export interface V1RateLimiter {
  hit(agencyId: string): Promise<RateLimitDecision>;
  /** What counts right now; `memory-fallback` while Redis is configured but unreachable. */
  status(): RateLimitBackend;
  close(): Promise<void>;
}

export interface RateLimiterLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export function createV1RateLimiter(deps: {
  max: number;
  windowSeconds: number;
  clock: Clock;
  log: RateLimiterLog;
  redisUrl?: string | undefined;
  /** Prefix of the Redis keys; tests use one of their own so that runs never share a count. */
  keyPrefix?: string;
}): V1RateLimiter {
  const { max, clock, log } = deps;
  const windowMs = deps.windowSeconds * 1000;
  const memory = memoryRateCounter(clock);
  let redis: Redis | undefined;
  let shared: RateCounter | undefined;
  let connected: Promise<void> = Promise.resolve();
  let degraded = false;

  const fellBack = (reason: unknown) => {
    if (degraded) return;
    degraded = true;
    log.warn(
      { err: reason instanceof Error ? { message: reason.message } : reason },
      'V1 rate limit: Redis is unreachable; counting in memory on this instance until it is back',
    );
  };
  const recovered = () => {
    if (!degraded) return;
    degraded = false;
    log.info({}, 'V1 rate limit: Redis is reachable again; counting in Redis');
  };

  if (deps.redisUrl) {
    redis = new Redis(deps.redisUrl, {
      lazyConnect: true,
      // Fail at once while disconnected instead of queueing, so a request never waits for Redis to return.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 500,
      connectTimeout: 2000,
      retryStrategy: (times) => Math.min(times * 200, 5000),
    });
    // Connection errors surface as failed commands below (one warning per outage); keep the event quiet.
    redis.on('error', () => {});
    redis.on('ready', recovered);
    shared = redisRateCounter(redis, deps.keyPrefix ?? 'berth:v1-rate:');
    // The first requests wait for the first connection attempt, so they do not split the count at start.
    connected = redis.connect().catch((error: unknown) => fellBack(error));
  }

  return {
    async hit(agencyId) {
      let count: number | undefined;
      let resetInMs = 0;
      if (redis && shared) {
        await connected;
        if (redis.status === 'ready') {
          try {
            const window = await shared.hit(agencyId, windowMs);
            count = window.count;
            resetInMs = window.resetAtMs - Date.now();
            recovered();
          } catch (error) {
            fellBack(error);
          }
        } else {
          fellBack(new Error(`Redis connection is ${redis.status}`));
        }
      }
      if (count === undefined) {
        const window = await memory.hit(agencyId, windowMs);
        count = window.count;
        resetInMs = window.resetAtMs - clock.now().getTime();
      }
      return {
        allowed: count <= max,
        limit: max,
        remaining: Math.max(0, max - count),
        resetSeconds: Math.max(1, Math.ceil(resetInMs / 1000)),
      };
    },
    status() {
      if (!redis) return 'memory';
      return redis.status === 'ready' && !degraded ? 'redis' : 'memory-fallback';
    },
    async close() {
      await memory.close();
      if (!redis) return;
      if (redis.status === 'ready') await redis.quit().catch(() => {});
      redis.disconnect();
    },
  };
}

/** The onRequest hook of the V1 scope (after authenticate): RateLimit-* on every response, 429 over the limit. */
export function rateLimitHook(limiter: V1RateLimiter) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const d = await limiter.hit(request.agency.id);
    const headers = {
      'RateLimit-Limit': String(d.limit),
      'RateLimit-Remaining': String(d.remaining),
      'RateLimit-Reset': String(d.resetSeconds),
    };
    if (!d.allowed) {
      throw new AppError(
        429,
        'RATE_LIMITED',
        `More than ${d.limit} requests in the current window; retry after ${d.resetSeconds} s.`,
        undefined,
        { ...headers, 'Retry-After': String(d.resetSeconds) },
      );
    }
    reply.headers(headers);
  };
}
