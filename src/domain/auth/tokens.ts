/**
 * Access tokens: JWTs (RFC 9068 profile) signed with this service's key, and their verification, which
 * also accepts tokens of a configured external issuer (verified against its remote JWKS).
 *
 * Verification results are cached in memory by token string until the token's exp (LRU, bounded), so a
 * repeat call with the same token costs a map lookup instead of a signature check.
 */
import { randomUUID } from 'node:crypto';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeJwt,
  errors,
  jwtVerify,
  SignJWT,
  type JWTVerifyGetKey,
} from 'jose';
import type { Clock } from '../../kernel/clock.js';
import type { Config } from '../../kernel/config.js';
import type { KeySource } from './keys.js';
import { TtlCache } from './ttl-cache.js';

export const TOKEN_SCOPE = 'partner';

/** Asymmetric algorithms only: never `none`, never a shared-secret HMAC. */
const EXTERNAL_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];
const CLOCK_TOLERANCE_SECONDS = 5;

export interface VerifiedToken {
  /** The agency's client id (`client_id` claim, else `sub`). */
  clientId: string;
  issuer: string;
  /** Epoch seconds. */
  expiresAt: number;
  /**
   * The agency's token generation the token was issued in (`gen` claim; 0 when absent, as in tokens issued
   * before the claim existed). Undefined for an external issuer's tokens: the secret they were obtained
   * with is not ours, so only a suspension stops them.
   */
  generation: number | undefined;
}

// The token service's verdict, not an answer: authenticate.ts turns it into the 401 with its WWW-Authenticate challenge.
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

export interface TokenService {
  /** false when no signing key is configured (external issuer only). Loads the keys on first call. */
  canIssue(): boolean;
  /**
   * A token of the agency's `generation` (agencies.token_generation, or the one before for a previous secret
   * during a rolling's overlap), expiring after the token lifetime or at `notAfter` if that comes first.
   */
  issue(clientId: string, generation: number, notAfter?: Date): Promise<{ accessToken: string; expiresIn: number }>;
  verify(token: string): Promise<VerifiedToken>;
}

export function createTokenService(options: {
  config: Config;
  clock: Clock;
  keySource: KeySource;
  cacheSize?: number;
}): TokenService {
  const { config, clock, keySource } = options;
  const { audience, issuer, tokenTtlSeconds, externalIssuer, externalJwksUrl } = config.auth;
  const cache = new TtlCache<VerifiedToken>(options.cacheSize ?? 10_000);

  let ownKeys: { jwks: JWTVerifyGetKey; algorithms: string[] } | undefined;
  const own = () => {
    if (!ownKeys) {
      const keys = keySource();
      ownKeys = {
        jwks: createLocalJWKSet({ keys: keys.publicJwks }),
        algorithms: [...new Set(keys.publicJwks.map((k) => k.alg))],
      };
    }
    return ownKeys;
  };
  const external = externalJwksUrl ? createRemoteJWKSet(new URL(externalJwksUrl)) : undefined;

  async function verifyUncached(token: string): Promise<VerifiedToken> {
    let claimedIssuer: string | undefined;
    try {
      claimedIssuer = decodeJwt(token).iss;
    } catch {
      throw new InvalidTokenError('The access token is malformed.');
    }
    if (claimedIssuer === undefined) throw new InvalidTokenError('The access token names no issuer.');
    let keys: JWTVerifyGetKey;
    let algorithms: string[];
    if (claimedIssuer === issuer) {
      ({ jwks: keys, algorithms } = own());
    } else if (external && claimedIssuer === externalIssuer) {
      keys = external;
      algorithms = EXTERNAL_ALGORITHMS;
    } else {
      throw new InvalidTokenError('The access token was not issued by a trusted issuer.');
    }
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: claimedIssuer,
        audience,
        algorithms,
        currentDate: clock.now(),
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['exp', 'sub'],
      });
      const clientId = typeof payload.client_id === 'string' ? payload.client_id : payload.sub;
      if (!clientId) throw new InvalidTokenError('The access token names no client.');
      const own = claimedIssuer === issuer;
      const generation = !own ? undefined : typeof payload.gen === 'number' ? payload.gen : 0;
      return { clientId, issuer: claimedIssuer, expiresAt: payload.exp!, generation };
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      if (error instanceof errors.JWTExpired) throw new InvalidTokenError('The access token has expired.');
      if (error instanceof errors.JWTClaimValidationFailed) {
        throw new InvalidTokenError(`The access token's ${error.claim} claim is not accepted.`);
      }
      if (error instanceof errors.JOSEError) throw new InvalidTokenError('The access token is not valid.');
      // A network failure fetching the external JWKS is not the caller's fault, but the token is still unverified.
      throw new InvalidTokenError('The access token could not be verified.');
    }
  }

  return {
    canIssue() {
      return keySource().current !== null;
    },

    async issue(clientId, generation, notAfter) {
      const current = keySource().current;
      if (!current) throw new Error('no signing key configured');
      const now = Math.floor(clock.now().getTime() / 1000);
      const ttl =
        notAfter === undefined
          ? tokenTtlSeconds
          : Math.max(1, Math.min(tokenTtlSeconds, Math.floor(notAfter.getTime() / 1000) - now));
      const accessToken = await new SignJWT({ client_id: clientId, scope: TOKEN_SCOPE, gen: generation })
        .setProtectedHeader({ alg: current.alg, kid: current.kid, typ: 'at+jwt' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(clientId)
        .setIssuedAt(now)
        .setExpirationTime(now + ttl)
        .setJti(randomUUID())
        .sign(current.privateKey);
      return { accessToken, expiresIn: ttl };
    },

    async verify(token) {
      const nowMs = clock.now().getTime();
      const cached = cache.get(token, nowMs);
      if (cached) return cached;
      const verified = await verifyUncached(token);
      cache.set(token, verified, verified.expiresAt * 1000);
      return verified;
    },
  };
}
