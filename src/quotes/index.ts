/**
 * The V1 capability (quote-based operations, section 4.1): builds its services from the shared
 * dependencies and returns the route plugin's options.
 *
 *   const v1RateLimiter = createV1RateLimiterFromConfig({ config, clock, log: app.log });
 *   await app.register(v1Routes, { prefix: '/api/v1', ...createV1({ db, clock, config, authenticate, rateLimiter: v1RateLimiter }) });
 */
import type { onRequestHookHandler } from 'fastify';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { createQuoteService } from './quote-service.js';
import { createV1RateLimiter, type RateLimiterLog, type V1RateLimiter } from './rate-limit.js';
import type { V1RouteOptions } from './routes.js';

export { v1Routes } from './routes.js';
export { createV1RateLimiter, type RateLimitBackend, type V1RateLimiter } from './rate-limit.js';

export function createV1(deps: {
  db: Db;
  clock: Clock;
  config: Config;
  authenticate: onRequestHookHandler;
  rateLimiter: V1RateLimiter;
}): V1RouteOptions {
  return {
    authenticate: deps.authenticate,
    quotes: createQuoteService({ db: deps.db, clock: deps.clock, timeZone: deps.config.operatorTimeZone }),
    rateLimiter: deps.rateLimiter,
  };
}

/** The rate limiter configuration asks for: Redis when REDIS_URL is set, else memory on the clock. */
export function createV1RateLimiterFromConfig(deps: {
  config: Config;
  clock: Clock;
  log: RateLimiterLog;
  keyPrefix?: string;
}): V1RateLimiter {
  return createV1RateLimiter({
    max: deps.config.v1RateLimit.max,
    windowSeconds: deps.config.v1RateLimit.windowSeconds,
    clock: deps.clock,
    log: deps.log,
    redisUrl: deps.config.redisUrl,
    ...(deps.keyPrefix ? { keyPrefix: deps.keyPrefix } : {}),
  });
}
