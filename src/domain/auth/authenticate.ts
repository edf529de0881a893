/**
 * The `authenticate` hook of the V1 and V2 scopes: a valid bearer token (401 otherwise) and a user key of
 * the token's agency (400 when missing, 403 when unknown, revoked or another agency's). Sets `request.agency`.
 *
 * User keys are verified with scrypt against the agency's non-revoked keys, which is deliberately slow;
 * a positive result is cached in memory for USER_KEY_CACHE_SECONDS, keyed by a SHA-256 of client id and
 * key (never the key itself). Consequence: a revoked key, or a change to the agency's name, market,
 * currencies or commission, takes effect on each instance within USER_KEY_CACHE_SECONDS.
 *
 * The same entry holds the agency's token generation (agencies.token_generation), which a secret rotation
 * or a suspension advances: a token of an earlier generation is refused (401), so tokens issued before a
 * rotation or suspension stop within the same bound as a revoked key. A token of a later generation than
 * the entry knows (issued after a rotation this instance has not seen yet) reads the agency again at once.
 *
 * When an entry ends, the next request reads the agency and its active keys again, as before, but a key this
 * instance has verified (its row id and stored hash, remembered under the same SHA-256) is accepted again by
 * matching that row, without scrypt: the row still active with the same hash is exactly what scrypt would
 * confirm. And concurrent requests with one key share one resolution. Without both, every entry's end was a
 * stampede: the benchmark's 32 connections each ran a scrypt hash (tens of ms of CPU each) at the same moment
 * every 30 s, and every request in flight waited 1.5-3 s (docs/performance.md, issue 15).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../kernel/clock.js';
import type { Config } from '../../kernel/config.js';
import type { Database } from '../../platform/db/client.js';
import { AppError } from '../../kernel/errors.js';
import { activeUserKeys, findAgencyByClientId, previousSecretUntil, toAgencyContext } from './agency-store.js';
import type { AgencyContext } from './context.js';
import { keyHint, sha256, verifySecret } from './secrets.js';
import { InvalidTokenError, type TokenService, type VerifiedToken } from './tokens.js';
import { TtlCache } from './ttl-cache.js';

export const USER_KEY_CACHE_SECONDS = 30;
const REALM = 'berth';

export type Authenticate = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** A user key accepted for an agency, and the agency's token generation when it was read. */
interface Accepted {
  agency: AgencyContext;
  tokenGeneration: number;
  /** While a previous secret works (epoch ms of its end): tokens of generation tokenGeneration - 1 are accepted until then. */
  previousGenerationUntilMs: number | null;
}

function unauthorized(detail: string, code: 'TOKEN_MISSING' | 'TOKEN_INVALID'): AppError {
  // RFC 6750 3.1: no error attribute when the request carried no credentials at all.
  const challenge =
    code === 'TOKEN_MISSING'
      ? `Bearer realm="${REALM}"`
      : `Bearer realm="${REALM}", error="invalid_token", error_description="${detail.replace(/["\\]/g, '')}"`;
  return new AppError(401, code, detail, undefined, { 'WWW-Authenticate': challenge });
}

const userKeyInvalid = () =>
  new AppError(403, 'USER_KEY_INVALID', 'The user_key is not valid for this client.', {
    user_key: ['is not valid for this client'],
  });

/** A token of the previous secret (one generation back) while its rolling's overlap lasts. */
function inOverlap(accepted: Accepted, generation: number, nowMs: number): boolean {
  const until = accepted.previousGenerationUntilMs;
  return generation === accepted.tokenGeneration - 1 && until !== null && nowMs < until;
}

export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer[ ]+([A-Za-z0-9\-._~+/]+=*)\s*$/i.exec(header);
  if (!match) throw unauthorized('The Authorization header must be "Bearer <access token>".', 'TOKEN_INVALID');
  return match[1];
}

/** The client and token generation of the request's access token: 401 TOKEN_MISSING or TOKEN_INVALID. */
async function verifiedBearer(tokens: TokenService, authorization: string | undefined): Promise<VerifiedToken> {
  const token = bearerToken(authorization);
  if (!token)
    throw unauthorized('An access token is required: send "Authorization: Bearer <access token>".', 'TOKEN_MISSING');
  try {
    return await tokens.verify(token);
  } catch (error) {
    if (error instanceof InvalidTokenError) throw unauthorized(error.message, 'TOKEN_INVALID');
    throw error;
  }
}

/** The user_key query parameter, given once: 400 USER_KEY_REQUIRED without it, 401 when it cannot be a key. */
function userKeyOf(query: unknown): string {
  const userKey = (query as Record<string, unknown> | undefined)?.user_key;
  if (userKey === undefined || userKey === '') {
    throw new AppError(400, 'USER_KEY_REQUIRED', 'The user_key query parameter is required.', {
      user_key: ['is required'],
    });
  }
  if (typeof userKey !== 'string') {
    throw new AppError(400, 'USER_KEY_REQUIRED', 'Send the user_key query parameter once.', {
      user_key: ['must be given once'],
    });
  }
  if (userKey.length > 512) throw userKeyInvalid();
  return userKey;
}

export function createAuthenticate(deps: {
  database: Database;
  config: Config;
  clock: Clock;
  tokens: TokenService;
  cacheSize?: number;
}): { authenticate: Authenticate; clearCache(): void } {
  const { database, config, clock, tokens } = deps;
  const userKeyCache = new TtlCache<Accepted>(deps.cacheSize ?? 10_000);
  // Refusals are remembered as briefly as acceptances: repeating a wrong key must not cost a scrypt hash
  // each time (a cheap way to exhaust the CPU). A key added with the CLI is accepted within the same bound.
  const refusedKeyCache = new TtlCache<true>(deps.cacheSize ?? 10_000);
  // Per cache key (SHA-256 of client id and key): the key row scrypt matched, kept past the entry's end.
  const verifiedKeys = new LRUCache<string, { keyId: string; keyHash: string }>({ max: deps.cacheSize ?? 10_000 });
  // Per cache key: the resolution in progress, shared by the requests that arrive meanwhile.
  const resolving = new Map<string, Promise<Accepted>>();

  async function resolveAgency(clientId: string, userKey: string, cacheKey: string): Promise<Accepted> {
    const agency = await findAgencyByClientId(database.db, clientId);
    // In production a sandbox agency does not exist, whatever the database holds; a suspended one is not active.
    if (!agency || agency.suspendedAt !== null || (agency.isSandbox && config.mode === 'production')) {
      throw unauthorized('The access token names no active agency.', 'TOKEN_INVALID');
    }
    const accepted = (keyId: string) => ({
      agency: {
        ...toAgencyContext(agency),
        userKeyId: keyId,
        userKeyName: keys.find((key) => key.id === keyId)?.name ?? null,
      },
      tokenGeneration: agency.tokenGeneration,
      previousGenerationUntilMs: previousSecretUntil(agency, clock.now())?.getTime() ?? null,
    });
    const keys = await activeUserKeys(database.db, agency.id);
    const known = verifiedKeys.get(cacheKey);
    if (known && keys.some((key) => key.id === known.keyId && key.keyHash === known.keyHash))
      return accepted(known.keyId);
    // Only keys whose stored hint matches are candidates, so a wrong key usually costs no scrypt at all.
    const hint = keyHint(userKey);
    for (const key of keys) {
      if (key.keyHint === hint && (await verifySecret(userKey, key.keyHash))) {
        verifiedKeys.set(cacheKey, { keyId: key.id, keyHash: key.keyHash });
        return accepted(key.id);
      }
    }
    throw userKeyInvalid();
  }

  function resolveOnce(clientId: string, userKey: string, cacheKey: string): Promise<Accepted> {
    let pending = resolving.get(cacheKey);
    if (!pending) {
      pending = resolveAgency(clientId, userKey, cacheKey).finally(() => resolving.delete(cacheKey));
      resolving.set(cacheKey, pending);
    }
    return pending;
  }

  const authenticate: Authenticate = async (request) => {
    const { clientId, generation } = await verifiedBearer(tokens, request.headers.authorization);
    request.apiClientId = clientId;
    const userKey = userKeyOf(request.query);

    const cacheKey = sha256(`${clientId}\u0000${userKey}`);
    const nowMs = clock.now().getTime();
    let accepted = userKeyCache.get(cacheKey, nowMs);
    if (accepted && generation !== undefined && generation > accepted.tokenGeneration) accepted = undefined;
    if (!accepted) {
      if (refusedKeyCache.get(cacheKey, nowMs)) throw userKeyInvalid();
      try {
        accepted = await resolveOnce(clientId, userKey, cacheKey);
      } catch (error) {
        if (error instanceof AppError && error.code === 'USER_KEY_INVALID') {
          refusedKeyCache.set(cacheKey, true, nowMs + USER_KEY_CACHE_SECONDS * 1000);
        }
        throw error;
      }
      userKeyCache.set(cacheKey, accepted, nowMs + USER_KEY_CACHE_SECONDS * 1000);
    }
    if (generation !== undefined && generation < accepted.tokenGeneration && !inOverlap(accepted, generation, nowMs)) {
      throw unauthorized(
        'The access token was issued before the client secret was rotated or the agency suspended (or with a previous secret whose overlap has ended); get a new token.',
        'TOKEN_INVALID',
      );
    }
    request.agency = accepted.agency;
  };

  return {
    authenticate,
    clearCache: () => {
      userKeyCache.clear();
      refusedKeyCache.clear();
      verifiedKeys.clear();
    },
  };
}
