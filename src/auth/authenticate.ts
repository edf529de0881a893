/**
 * The `authenticate` hook of the V1 and V2 scopes: a valid bearer token (401 otherwise) and a user key of
 * the token's agency (400 when missing, 403 when unknown, revoked or another agency's). Sets `request.agency`.
 *
 * User keys are verified with scrypt against the agency's non-revoked keys, which is deliberately slow;
 * a positive result is cached in memory for USER_KEY_CACHE_SECONDS, keyed by a SHA-256 of client id and
 * key (never the key itself). Consequence: a revoked key, or a change to the agency's name, market,
 * currencies or commission, takes effect on each instance within USER_KEY_CACHE_SECONDS.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { activeUserKeys, findAgencyByClientId, toAgencyContext } from './agency-store.js';
import type { AgencyContext } from './context.js';
import { keyHint, sha256, verifySecret } from './secrets.js';
import { InvalidTokenError, type TokenService } from './tokens.js';
import { TtlCache } from './ttl-cache.js';

export const USER_KEY_CACHE_SECONDS = 30;
const REALM = 'berth';

export type Authenticate = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

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

export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer[ ]+([A-Za-z0-9\-._~+/]+=*)\s*$/i.exec(header);
  if (!match) throw unauthorized('The Authorization header must be "Bearer <access token>".', 'TOKEN_INVALID');
  return match[1];
}

export function createAuthenticate(deps: {
  database: Database;
  config: Config;
  clock: Clock;
  tokens: TokenService;
  cacheSize?: number;
}): { authenticate: Authenticate; clearCache(): void } {
  const { database, config, clock, tokens } = deps;
  const userKeyCache = new TtlCache<AgencyContext>(deps.cacheSize ?? 10_000);
  // Refusals are remembered as briefly as acceptances: repeating a wrong key must not cost a scrypt hash
  // each time (a cheap way to exhaust the CPU). A key added with the CLI is accepted within the same bound.
  const refusedKeyCache = new TtlCache<true>(deps.cacheSize ?? 10_000);

  async function resolveAgency(clientId: string, userKey: string): Promise<AgencyContext> {
    const agency = await findAgencyByClientId(database.db, clientId);
    // In production a sandbox agency does not exist, whatever the database holds.
    if (!agency || (agency.isSandbox && config.mode === 'production')) {
      throw unauthorized('The access token names no active agency.', 'TOKEN_INVALID');
    }
    // Only keys whose stored hint matches are candidates, so a wrong key usually costs no scrypt at all.
    const hint = keyHint(userKey);
    for (const key of await activeUserKeys(database.db, agency.id)) {
      if (key.keyHint === hint && (await verifySecret(userKey, key.keyHash))) return toAgencyContext(agency);
    }
    throw userKeyInvalid();
  }

  const authenticate: Authenticate = async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token)
      throw unauthorized('An access token is required: send "Authorization: Bearer <access token>".', 'TOKEN_MISSING');
    let clientId: string;
    try {
      ({ clientId } = await tokens.verify(token));
    } catch (error) {
      if (error instanceof InvalidTokenError) throw unauthorized(error.message, 'TOKEN_INVALID');
      throw error;
    }

    const userKey = (request.query as Record<string, unknown> | undefined)?.user_key;
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

    const cacheKey = sha256(`${clientId}\u0000${userKey}`);
    const nowMs = clock.now().getTime();
    let agency = userKeyCache.get(cacheKey, nowMs);
    if (!agency) {
      if (refusedKeyCache.get(cacheKey, nowMs)) throw userKeyInvalid();
      try {
        agency = await resolveAgency(clientId, userKey);
      } catch (error) {
        if (error instanceof AppError && error.code === 'USER_KEY_INVALID') {
          refusedKeyCache.set(cacheKey, true, nowMs + USER_KEY_CACHE_SECONDS * 1000);
        }
        throw error;
      }
      userKeyCache.set(cacheKey, agency, nowMs + USER_KEY_CACHE_SECONDS * 1000);
    }
    request.agency = agency;
  };

  return {
    authenticate,
    clearCache: () => {
      userKeyCache.clear();
      refusedKeyCache.clear();
    },
  };
}
