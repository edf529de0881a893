/**
 * The client credentials grant of `POST /oauth/token` without HTTP: `checkTokenRequest` holds the RFC 6749
 * rules of a token request as a pure function, `createTokenGrant` the rest (rate limits, the guessing
 * guard, secret verification, issuing). token-routes.ts parses the request, calls these and renders the
 * answer. Failures are OAuthErrors, which the route renders as RFC 6749 section 5.2 `{ error, error_description }`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../kernel/clock.js';
import type { Config } from '../../kernel/config.js';
import type { Database } from '../../platform/db/client.js';
import { findAgencyByClientId, previousSecretUntil, recordSecretUse, replaceSecretHash } from './agency-store.js';
import { addressKey, createGuessingGuard } from './guessing-guard.js';
import { retryAfterSeconds, type RateCounter, type WindowCount } from '../../platform/http/rate-counter.js';
import { hasPreCheck, verifyAgainstDecoy, verifySecret, withPreCheck } from './secrets.js';
import { TOKEN_SCOPE, type TokenService } from './tokens.js';
import { noMetrics, type BusinessMetrics } from '../../platform/metrics/business.js';

/**
 * Every request is limited per remote address (`perAddress`). Failed client authentications are limited by
 * the guessing guard (auth/guessing-guard.ts), per client id and address and per client id from all
 * addresses: an address that guesses is refused until the window ends; many addresses guessing put the
 * client id under attack, which does not refuse the partner's correct secret from a new address but bounds
 * its hashing to a few verifications a second. Tokens already issued keep working throughout.
 */
export interface TokenRateLimits {
  /** Token requests per remote address per window. */
  perAddress: number;
  /** Failed attempts per client id and address per window; over it, even a correct secret from that address is refused until the window ends. */
  failuresPerClient: number;
  /** Failed attempts per client id from all addresses together per window; from there on the client id is under attack. */
  failuresPerClientAllAddresses: number;
  windowSeconds: number;
  /** Under attack: secret verifications per client id per second (AUTH_ATTACK_VERIFICATIONS_PER_SECOND). */
  verificationsPerSecondUnderAttack: number;
  /** Under attack: how long a request may wait for a verification before 429. */
  maxWaitMs: number;
  /** How long an address that obtained a token for a client is exempt from the attack rules (at least a token's life). */
  knownAddressSeconds: number;
}

export const defaultTokenRateLimits: TokenRateLimits = {
  perAddress: 30,
  failuresPerClient: 10,
  failuresPerClientAllAddresses: 100,
  windowSeconds: 60,
  verificationsPerSecondUnderAttack: 5,
  maxWaitMs: 3000,
  knownAddressSeconds: 86_400,
};

export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'unsupported_grant_type'
  | 'invalid_target'
  | 'invalid_scope'
  | 'too_many_requests'
  | 'server_error';

// Not an AppError: the token endpoint answers RFC 6749's { error, error_description } body, not problem+json.
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: OAuthErrorCode,
    readonly description: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
  }
}

/** RFC 6749 2.3.1: `Basic base64(urlencode(client_id):urlencode(client_secret))`. */
export function basicCredentials(header: string | undefined): { clientId: string; clientSecret: string } | undefined {
  if (!header || !/^Basic\s/i.test(header)) return undefined;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0)
    throw new OAuthError(400, 'invalid_request', 'The Basic credentials must be "client_id:client_secret".');
  const formDecode = (text: string) => {
    try {
      return decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      throw new OAuthError(400, 'invalid_request', 'The Basic credentials are not correctly encoded.');
    }
  };
  return { clientId: formDecode(decoded.slice(0, colon)), clientSecret: formDecode(decoded.slice(colon + 1)) };
}

export interface TokenRequestBody {
  grant_type?: string;
  client_id?: string;
  client_secret?: string;
  audience?: string;
  scope?: string;
}

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
  /** Sent as HTTP Basic: a refusal then carries the Basic challenge (RFC 6749 5.2). */
  viaBasic: boolean;
}

/**
 * The client credentials of a well-formed token request, or the OAuthError of the first rule it breaks, in
 * this order: grant_type is client_credentials; the credentials come either as HTTP Basic or in the body,
 * not both, each present, not too long and without NUL; the audience, when given, is this environment's; the
 * scope, when given, names only TOKEN_SCOPE.
 */
export function checkTokenRequest(
  body: TokenRequestBody,
  authorization: string | undefined,
  audience: string,
): ClientCredentials {
  if (!body.grant_type) throw new OAuthError(400, 'invalid_request', 'grant_type is required.');
  if (body.grant_type !== 'client_credentials') {
    throw new OAuthError(400, 'unsupported_grant_type', 'Only grant_type=client_credentials is supported.');
  }

  const basic = basicCredentials(authorization);
  if (basic && (body.client_id !== undefined || body.client_secret !== undefined)) {
    throw new OAuthError(
      400,
      'invalid_request',
      'Send the client credentials either as HTTP Basic or in the body, not both.',
    );
  }
  const clientId = basic?.clientId ?? body.client_id;
  const clientSecret = basic?.clientSecret ?? body.client_secret;
  if (!clientId) throw new OAuthError(400, 'invalid_request', 'client_id is required.');
  if (!clientSecret) throw new OAuthError(400, 'invalid_request', 'client_secret is required.');
  if (clientId.length > 200 || clientSecret.length > 512) {
    throw new OAuthError(400, 'invalid_request', 'client_id or client_secret is too long.');
  }
  if (clientId.includes('\u0000') || clientSecret.includes('\u0000')) {
    throw new OAuthError(400, 'invalid_request', 'client_id and client_secret must not contain the NUL character.');
  }
  // No audience means this environment's (issue 22): generic OAuth clients (openid-client, Swagger UI) send
  // only the grant and the credentials. The token's `aud` is the environment's either way.
  if (body.audience && body.audience !== audience) {
    throw new OAuthError(400, 'invalid_target', 'The audience is not the audience of this environment.');
  }
  if (body.scope !== undefined && body.scope.split(' ').some((s) => s !== '' && s !== TOKEN_SCOPE)) {
    throw new OAuthError(400, 'invalid_scope', `The only scope is "${TOKEN_SCOPE}".`);
  }
  return { clientId, clientSecret, viaBasic: basic !== undefined };
}

export interface TokenGrantDeps {
  database: Database;
  config: Config;
  clock: Clock;
  tokens: TokenService;
  counter: RateCounter;
  limits: TokenRateLimits;
  /** For a rate counter that fails outside a request. */
  log: FastifyBaseLogger;
  /** Counts the 429s (token_address, token_client). */
  metrics?: BusinessMetrics;
}

export interface IssuedToken {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
}

/** The client credentials grant (see the header); its failures are OAuthErrors. */
export interface TokenGrant {
  /** Counts a token request from `ip`; 429 with Retry-After over `perAddress` in the window. */
  limitAddress(ip: string, log: FastifyBaseLogger): Promise<void>;
  /**
   * Verifies the client's secret under the guessing guard and issues a token. A suspended agency (or a
   * sandbox agency in production) is answered as an unknown client, in the same time: the decoy secret
   * is verified instead, pre-checked like a real one.
   */
  grant(credentials: ClientCredentials, ip: string, log: FastifyBaseLogger): Promise<IssuedToken>;
}

export function createTokenGrant(deps: TokenGrantDeps): TokenGrant {
  const { database, config, clock, tokens, counter, limits } = deps;
  const metrics = deps.metrics ?? noMetrics;
  const windowMs = limits.windowSeconds * 1000;

  // A rate counter that cannot be reached must not lock every partner out: count nothing and say so.
  const counterFailed = (log: FastifyBaseLogger, error: unknown) =>
    log.warn({ err: error }, 'token rate counter unavailable; not counting');
  const guard = createGuessingGuard({
    counter,
    clock,
    prefix: 'token:',
    limits: {
      failuresPerPair: limits.failuresPerClient,
      failuresPerIdentity: limits.failuresPerClientAllAddresses,
      windowSeconds: limits.windowSeconds,
      verificationsPerSecond: limits.verificationsPerSecondUnderAttack,
      maxWaitMs: limits.maxWaitMs,
      failedAddressSeconds: 3600,
      // A known address must stay known between two renewals, a token's life apart.
      knownAddressSeconds: Math.max(limits.knownAddressSeconds, config.auth.tokenTtlSeconds),
    },
    onCounterError: (error) => counterFailed(deps.log, error),
  });

  return {
    async limitAddress(ip, log) {
      const nowMs = clock.now().getTime();
      let window: WindowCount | undefined;
      try {
        window = await counter.hit(`addr:${addressKey(ip)}`, windowMs);
      } catch (error) {
        counterFailed(log, error);
      }
      if (window && window.count > limits.perAddress) {
        metrics.rateLimited('token_address');
        throw new OAuthError(429, 'too_many_requests', 'Too many token requests from this address; retry later.', {
          'Retry-After': String(retryAfterSeconds(window, nowMs)),
        });
      }
    },

    async grant(credentials, ip, log) {
      const { clientId, clientSecret } = credentials;
      if (!tokens.canIssue()) {
        // External issuer only (production without AUTH_SIGNING_KEY): partners get their tokens there.
        throw new OAuthError(
          400,
          'unsupported_grant_type',
          'This environment issues no tokens; obtain them from the configured identity provider.',
        );
      }

      const address = addressKey(ip);
      const agency = await findAgencyByClientId(database.db, clientId);
      const usable = agency && agency.suspendedAt === null && !(agency.isSandbox && config.mode === 'production');
      // During a rolling's overlap the previous secret works too (until its end, read from the database by
      // every instance); it is a generated secret with a pre-check, so a wrong guess still costs no scrypt.
      const previousUntil = usable ? previousSecretUntil(agency, clock.now()) : null;
      const previousHash = previousUntil ? agency!.previousSecretHash : null;
      const preChecked =
        !usable || (hasPreCheck(agency.clientSecretHash) && (previousHash === null || hasPreCheck(previousHash)));
      const admission = await guard.admit(clientId, address, { preChecked });
      if (!admission.admitted) {
        metrics.rateLimited('token_client');
        throw new OAuthError(429, 'too_many_requests', 'Too many failed attempts for this client; retry later.', {
          'Retry-After': String(admission.retryAfterSeconds),
        });
      }
      const matched = usable
        ? await matchSecret(clientSecret, agency.clientSecretHash, previousHash)
        : await verifyAgainstDecoy(clientSecret, true);
      if (!matched || !agency) {
        await guard.failed(clientId, address);
        log.info({ clientId }, 'token request refused: invalid client credentials');
        // RFC 6749 5.2: a client that authenticated with the Authorization header gets its scheme's challenge.
        throw new OAuthError(
          401,
          'invalid_client',
          'Client authentication failed.',
          credentials.viaBasic ? { 'WWW-Authenticate': 'Basic realm="berth"' } : {},
        );
      }

      await guard.succeeded(clientId, address);
      if (matched === 'current' && !hasPreCheck(agency.clientSecretHash)) {
        // A secret hashed before pre-checks existed gets one, once (unless it was rotated meanwhile).
        const upgraded = withPreCheck(agency.clientSecretHash, clientSecret);
        await replaceSecretHash(database.db, agency.id, agency.clientSecretHash, upgraded);
      }
      // The generation read with the secret: if a rotation commits meanwhile, this token is of the old one.
      // A token of the previous secret is of the generation before (authenticate.ts accepts it until the
      // overlap ends) and lives no longer than the overlap, so the partner's token cache renews it in time.
      const { accessToken, expiresIn } =
        matched === 'current'
          ? await tokens.issue(clientId, agency.tokenGeneration)
          : await tokens.issue(clientId, agency.tokenGeneration - 1, previousUntil!);
      // The secret's last use, shown in the portal; one small write per token (partners cache tokens for hours).
      await recordSecretUse(database.db, agency.id, matched);
      log.info({ clientId }, 'access token issued');
      return { access_token: accessToken, token_type: 'Bearer', expires_in: expiresIn, scope: TOKEN_SCOPE };
    },
  };
}

/** Which of the agency's secrets `secret` is: the current one, else the previous one while it works. */
async function matchSecret(
  secret: string,
  currentHash: string,
  previousHash: string | null,
): Promise<'current' | 'previous' | false> {
  if (await verifySecret(secret, currentHash)) return 'current';
  if (previousHash !== null && (await verifySecret(secret, previousHash))) return 'previous';
  return false;
}
