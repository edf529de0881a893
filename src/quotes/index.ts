/**
 * The V1 capability (quote-based operations, section 4.1): builds its services from the shared
 * dependencies and returns the route plugin's options.
 *
 *   const rateLimitCounter = createRateLimitCounter({ clock, log: app.log, redisUrl: config.redisUrl });
 *   await app.register(v1Routes, { prefix: '/api/v1', ...createV1({ db, clock, config, authenticate, rateLimitCounter }) });
 */
import type { onRequestHookHandler } from 'fastify';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { createQuoteService } from './quote-service.js';
import type { RateLimitCounter } from '../http/rate-limit.js';
import type { V1RouteOptions } from './routes.js';
import type { BusinessMetrics } from '../metrics/business.js';

export { v1Routes } from './routes.js';

export function createV1(deps: {
  db: Db;
  clock: Clock;
  config: Config;
  authenticate: onRequestHookHandler;
  /** The app's one counter; V1 has its own budget in it (V1_RATE_LIMIT_MAX per V1_RATE_LIMIT_WINDOW_SECONDS). */
  rateLimitCounter: RateLimitCounter;
  /** Counts the V1 limit's 429s. */
  metrics?: BusinessMetrics;
}): V1RouteOptions {
  return {
    authenticate: deps.authenticate,
    quotes: createQuoteService({ db: deps.db, clock: deps.clock, timeZone: deps.config.operatorTimeZone }),
    rateLimit: { counter: deps.rateLimitCounter, api: 'v1', ...deps.config.v1RateLimit, metrics: deps.metrics },
  };
}
