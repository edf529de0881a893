/**
 * The per-agency request limits of V1 (sections 7 and 8: V1_RATE_LIMIT_MAX per V1_RATE_LIMIT_WINDOW_SECONDS)
 * and V2 (contract, "Fair use (V2)": V2_RATE_LIMIT_MAX per V2_RATE_LIMIT_WINDOW_SECONDS, 0 switches it off):
 * one mechanism, two budgets. A fixed window starts with the agency's first request; over the limit every
 * request answers 429 with Retry-After until the window ends, which neither slides nor extends.
 * RateLimit-Limit, -Remaining and -Reset are on every counted response.
 *
 * @fastify/rate-limit does the request side: the hook, the key, the headers and the 429. It runs as a route
 * hook, so after the scope's `authenticate`: the key is the authenticated agency, and requests refused by
 * authentication (401, 400 without user_key, 403) are counted against nobody.
 *
 * Its stores do not fit the contract, so the counting is ours (`createRateLimitCounter`), plugged in as its
 * `store`:
 * - Its LocalStore reads Date.now(); the service counts on its injected clock, like every other timer.
 * - Its RedisStore is the same fixed window (INCR, PEXPIRE on the first hit), but when Redis fails the plugin
 *   either answers 500 (skipOnError false) or stops limiting (skipOnError true). The contract wants the
 *   limit kept, per instance in memory, while Redis is away, reported in /health/ready, and the shared count
 *   resumed when Redis is back.
 * The counter is rate-counter.ts's (beside this file), which the token endpoint's guessing protection also uses (it counts
 * failures only and peeks before verifying, which a per-request plugin cannot express).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Clock } from '../../kernel/clock.js';
import { memoryRateCounter, redisRateCounter, type RateCounter } from './rate-counter.js';
import { AppError } from '../../kernel/errors.js';
import type { BusinessMetrics } from '../metrics/business.js';

export type RateLimitBackend = 'memory' | 'redis' | 'memory-fallback';

export interface RateLimitLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** Fixed-window counts shared by every instance through Redis when configured, else in this instance's memory. */
export interface RateLimitCounter {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** What counts right now; `memory-fallback` while Redis is configured but unreachable. */
  status(): RateLimitBackend;
  close(): Promise<void>;
}

export function createRateLimitCounter(deps: {
  clock: Clock;
  log: RateLimitLog;
  redisUrl?: string | undefined;
  /** Prefix of the Redis keys; tests use one of their own so that runs never share a count. */
  keyPrefix?: string;
}): RateLimitCounter {
  const { clock, log } = deps;
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
      'Rate limits: Redis is unreachable; counting in memory on this instance until it is back',
    );
  };
  const recovered = () => {
    if (!degraded) return;
    degraded = false;
    log.info({}, 'Rate limits: Redis is reachable again; counting in Redis');
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
    shared = redisRateCounter(redis, deps.keyPrefix ?? 'berth:rate:');
    // The first requests wait for the first connection attempt, so they do not split the count at start.
    connected = redis.connect().catch((error: unknown) => fellBack(error));
  }

  return {
    async hit(key, windowMs) {
      if (redis && shared) {
        await connected;
        if (redis.status === 'ready') {
          try {
            const window = await shared.hit(key, windowMs);
            recovered();
            return { count: window.count, resetInMs: window.resetAtMs - Date.now() };
          } catch (error) {
            fellBack(error);
          }
        } else {
          fellBack(new Error(`Redis connection is ${redis.status}`));
        }
      }
      const window = await memory.hit(key, windowMs);
      return { count: window.count, resetInMs: window.resetAtMs - clock.now().getTime() };
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

export interface AgencyRateLimitOptions {
  counter: RateLimitCounter;
  /** Which budget: V1 and V2 are counted apart. */
  api: 'v1' | 'v2';
  max: number;
  windowSeconds: number;
  /** Counts the 429s, labelled with `api`. */
  metrics?: BusinessMetrics | undefined;
  /**
   * When the request is counted: at onRequest (V1, V2), or at preValidation where the agency is known only once
   * the body is read (the OTA channel's user key may travel in the message). Register it after `authenticate`.
   */
  hook?: 'onRequest' | 'preValidation';
}

/**
 * Registers the limit in the calling scope (fastify-plugin, so its hooks reach the scope's routes); register
 * it after `authenticate` and before the routes. Nothing is registered when max or the window is 0 (off).
 */
export const agencyRateLimit = fp<AgencyRateLimitOptions>(
  async (scope, opts) => {
    if (opts.max === 0 || opts.windowSeconds === 0) return;
    const { counter } = opts;
    class CounterStore {
      incr(
        key: string,
        done: (error: Error | null, result?: { current: number; ttl: number }) => void,
        timeWindow = 0,
      ) {
        counter.hit(key, timeWindow).then(
          // At least 1 ms left, so RateLimit-Reset and Retry-After are never 0 s.
          ({ count, resetInMs }) => done(null, { current: count, ttl: Math.max(1, resetInMs) }),
          (error: Error) => done(error),
        );
      }
      child() {
        return this;
      }
    }
    await scope.register(rateLimit, {
      max: opts.max,
      timeWindow: opts.windowSeconds * 1000,
      hook: opts.hook ?? 'onRequest',
      store: CounterStore,
      keyGenerator: (request: FastifyRequest) => `${opts.api}:${request.agency.id}`,
      onExceeded: () => opts.metrics?.rateLimited(opts.api),
      enableDraftSpec: true, // RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.ceil(context.ttl / 1000);
        return new AppError(
          429,
          'RATE_LIMITED',
          `More than ${context.max} requests in the current window; retry after ${seconds} s.`,
          undefined,
          {
            'RateLimit-Limit': String(context.max),
            'RateLimit-Remaining': '0',
            'RateLimit-Reset': String(seconds),
            'Retry-After': String(seconds),
          },
        );
      },
    });
  },
  { name: 'berth-agency-rate-limit' },
);
