/**
 * Partner authentication, assembled: the token and JWKS routes (registered at the root by app.ts) and the
 * `authenticate` hook that the V1 and V2 route scopes run on every request.
 *
 *   const auth = createAuth({ database, config, clock });
 *   await app.register(tokenRoutes, auth.tokenEndpoint); // channels/oauth
 *   await app.register(v2Api, { prefix: '/api/v2', authenticate: auth.authenticate, ... });
 *   // inside v2Api (partner-api.ts): scope.addHook('onRequest', authenticate); ... handlers read request.agency
 */
import { Redis } from 'ioredis';
import type { Clock } from '../../kernel/clock.js';
import type { Config } from '../../kernel/config.js';
import type { Database } from '../../platform/db/client.js';
import { createAuthenticate, type Authenticate } from './authenticate.js';
import { keySourceFor, type KeySource } from './keys.js';
import { memoryRateCounter, redisRateCounter, redisWithMemoryFallback, type RateCounter } from '../../platform/http/rate-counter.js';
import { defaultTokenRateLimits, type TokenRateLimits } from './token-grant.js';
import { createTokenService, type TokenService } from './tokens.js';
import type { BusinessMetrics } from '../../platform/metrics/business.js';

export type { Authenticate } from './authenticate.js';
export type { AgencyContext } from './context.js';
export { assertOwned, ownedOrNotFound } from './isolation.js';

// The partner routes' user_key parameter is declared in http/ (the OpenAPI document needs it and http/ does
// not import auth/); re-exported here for the route schemas.
export { UserKeyQuery, userKeyQueryProperties } from '../../platform/http/problem-schema.js';

export interface AuthDeps {
  database: Database;
  config: Config;
  clock: Clock;
  /** Where signing keys come from; by default as configuration says (keys.ts). Tests pass memoryKeySource(). */
  keySource?: KeySource;
  /** Counters of the token endpoint's rate limit; by default Redis when REDIS_URL is set, else memory. */
  rateCounter?: RateCounter;
  tokenRateLimits?: Partial<TokenRateLimits>;
  /** Counts the token endpoint's 429s. */
  metrics?: BusinessMetrics;
}

/** The token endpoint's collaborators: its grant (token-grant.ts), keys, counters and limits. */
export interface TokenEndpoint {
  database: Database;
  config: Config;
  clock: Clock;
  tokens: TokenService;
  keySource: KeySource;
  counter: RateCounter;
  limits: TokenRateLimits;
  /** Counts the 429s (token_address, token_client), through the grant. */
  metrics?: BusinessMetrics;
}

export interface Auth {
  /** onRequest hook for V1/V2 scopes: 401 / 400 / 403 or sets `request.agency`. */
  authenticate: Authenticate;
  /** What POST /oauth/token and GET /.well-known/jwks.json (channels/oauth) work with; registered at the root. */
  tokenEndpoint: TokenEndpoint;
  tokens: TokenService;
  /** Forgets cached user-key results (a revocation then takes effect at once on this instance). */
  clearCaches(): void;
  close(): Promise<void>;
}

/**
 * Counters for guessing protection (the token endpoint's, the portal's sign-in): Redis when REDIS_URL is set,
 * else this instance's memory.
 */
export function guessingCounterFor(config: Config, clock: Clock): RateCounter {
  return config.redisUrl ? redisCounterFor(config.redisUrl, clock) : memoryRateCounter(clock);
}

/** The token endpoint's counters in Redis, and in this instance's memory while Redis cannot be reached. The
 *  connection's own error events are expected while Redis is away and must not crash or flood stderr. */
function redisCounterFor(url: string, clock: Clock): RateCounter {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000, connectTimeout: 2000 });
  redis.on('error', () => {});
  let warned = false;
  return redisWithMemoryFallback(
    redisRateCounter(redis),
    memoryRateCounter(clock),
    (error) => {
      if (warned) return;
      warned = true;
      process.emitWarning(`guessing limits (token endpoint, portal sign-in): Redis unavailable, counting in memory on this instance (${String(error)})`);
    },
    // While ioredis reconnects, every command would wait for its retry to fail (about 2 s each, two per
    // token request: 24 s for test/auth/token-redis-down's 11 requests); after one failure, memory answers
    // at once until the connection is back.
    () => redis.status === 'ready',
  );
}

export function createAuth(deps: AuthDeps): Auth {
  const { database, config, clock } = deps;
  const keySource = deps.keySource ?? keySourceFor(config);
  const tokens = createTokenService({ config, clock, keySource });
  const counter = deps.rateCounter ?? guessingCounterFor(config, clock);
  const limits = {
    ...defaultTokenRateLimits,
    verificationsPerSecondUnderAttack: config.auth.attackVerificationsPerSecond,
    ...deps.tokenRateLimits,
  };
  const { authenticate, clearCache } = createAuthenticate({ database, config, clock, tokens });

  const tokenEndpoint: TokenEndpoint = {
    database,
    config,
    clock,
    tokens,
    keySource,
    counter,
    limits,
    ...(deps.metrics ? { metrics: deps.metrics } : {}),
  };

  return { authenticate, tokenEndpoint, tokens, clearCaches: clearCache, close: () => counter.close() };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The partner authentication hook (see auth/index.ts); the same function route plugins receive as an option. */
    authenticate: Authenticate;
  }
}
