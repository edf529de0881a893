/**
 * `POST /oauth/token` (client credentials grant), `GET /.well-known/jwks.json`, and the RFC 8414
 * authorization-server metadata at `GET /.well-known/oauth-authorization-server`, from which a standard
 * OAuth client discovers the token endpoint, the keys and the client authentication methods.
 *
 * The token endpoint is the one exception to problem+json: its failures follow RFC 6749 section 5.2,
 * `{ error, error_description }`, and every answer carries `Cache-Control: no-store`.
 * Against guessing it is rate limited per remote address (every request) and per client id (failed
 * attempts only, see TokenRateLimits); over a limit it answers 429 `too_many_requests` with Retry-After.
 * Its body (which carries the client secret) is never logged.
 */
import formbody from '@fastify/formbody';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { and, eq, sql } from 'drizzle-orm';
import { agencies } from '../db/schema.js';
import { findAgencyByClientId } from './agency-store.js';
import type { KeySource } from './keys.js';
import { retryAfterSeconds, type RateCounter } from '../http/rate-counter.js';
import { addressKey, createGuessingGuard } from './guessing-guard.js';
import { AppError } from '../http/errors.js';
import { ProblemSchema } from '../http/problem-schema.js';
import { requestBaseUrl } from '../http/public-url.js';
import { hasPreCheck, verifyAgainstDecoy, verifySecret, withPreCheck } from './secrets.js';
import { TOKEN_SCOPE, type TokenService } from './tokens.js';

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

type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'unsupported_grant_type'
  | 'invalid_target'
  | 'invalid_scope'
  | 'too_many_requests'
  | 'server_error';

class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: OAuthErrorCode,
    readonly description: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
  }
}

const OAuthErrorBody = Type.Object(
  {
    error: Type.String({ description: 'RFC 6749 error code' }),
    error_description: Type.String(),
  },
  { description: 'RFC 6749 section 5.2 error (not problem+json)' },
);

const TokenRequest = Type.Object(
  {
    grant_type: Type.Optional(Type.String({ description: 'client_credentials' })),
    client_id: Type.Optional(Type.String()),
    client_secret: Type.Optional(Type.String()),
    audience: Type.Optional(Type.String({ description: 'The API audience of this environment' })),
    scope: Type.Optional(Type.String({ description: `Optional; the only scope is "${TOKEN_SCOPE}"` })),
  },
  {
    // RFC 6749 section 3.2: unknown request parameters are ignored.
    additionalProperties: true,
    examples: [
      {
        grant_type: 'client_credentials',
        client_id: 'sandbox-agency',
        client_secret: 'sandbox-secret',
        audience: 'partner-api-staging',
      },
    ],
  },
);

const Jwk = Type.Object({
  kid: Type.String(),
  kty: Type.String({ description: 'EC or RSA' }),
  alg: Type.String({ description: 'ES256 or RS256' }),
  use: Type.Literal('sig'),
  crv: Type.Optional(Type.String()),
  x: Type.Optional(Type.String()),
  y: Type.Optional(Type.String()),
  n: Type.Optional(Type.String()),
  e: Type.Optional(Type.String()),
});
const Jwks = Type.Object({ keys: Type.Array(Jwk) });

const AuthorizationServerMetadata = Type.Object(
  {
    issuer: Type.String({
      format: 'uri',
      description:
        'This service’s address: PUBLIC_BASE_URL, else the scheme and host the request was made to. Not the tokens’ iss claim (AUTH_ISSUER).',
    }),
    token_endpoint: Type.String({ format: 'uri' }),
    jwks_uri: Type.String({ format: 'uri' }),
    grant_types_supported: Type.Array(Type.String(), { description: 'client_credentials only' }),
    token_endpoint_auth_methods_supported: Type.Array(Type.String()),
    response_types_supported: Type.Array(Type.String(), {
      description: 'Empty: there is no authorization endpoint (client credentials only)',
    }),
    scopes_supported: Type.Array(Type.String()),
    service_documentation: Type.String({ format: 'uri' }),
  },
  { description: 'RFC 8414 authorization server metadata' },
);

const TokenResponse = Type.Object({
  access_token: Type.String({ description: 'A JWT; send it as "Authorization: Bearer <access_token>"' }),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({ description: 'Lifetime in seconds; cache the token and reuse it until then' }),
  scope: Type.String(),
});

/** RFC 6749 2.3.1: `Basic base64(urlencode(client_id):urlencode(client_secret))`. */
function basicCredentials(header: string | undefined): { clientId: string; clientSecret: string } | undefined {
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

export interface TokenRoutesOptions {
  database: Database;
  config: Config;
  clock: Clock;
  tokens: TokenService;
  keySource: KeySource;
  counter: RateCounter;
  limits: TokenRateLimits;
}

export const tokenRoutes: FastifyPluginAsyncTypebox<TokenRoutesOptions> = async (app, options) => {
  const { database, config, clock, tokens, keySource, counter, limits } = options;
  const windowMs = limits.windowSeconds * 1000;

  // Form bodies only in this plugin's scope: the rest of the API takes JSON alone.
  await app.register(formbody);

  // A rate counter that cannot be reached must not lock every partner out: count nothing and say so.
  const counterFailed = (log: FastifyBaseLogger, error: unknown) =>
    log.warn({ err: error }, 'token rate counter unavailable; not counting');
  const safely = async <T>(request: FastifyRequest, run: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await run();
    } catch (error) {
      counterFailed(request.log, error);
      return undefined;
    }
  };
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
    onCounterError: (error) => counterFailed(app.log, error),
  });

  app.get(
    '/.well-known/jwks.json',
    {
      schema: {
        operationId: 'getJwks',
        tags: ['auth'],
        summary: 'Public keys that verify access tokens',
        description: 'The current signing key and, after a rotation, the previous one.',
        response: { 200: Jwks },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return { keys: keySource().publicJwks };
    },
  );

  app.get(
    '/.well-known/oauth-authorization-server',
    {
      schema: {
        operationId: 'getAuthorizationServerMetadata',
        tags: ['auth'],
        summary: 'OAuth 2.0 authorization server metadata (RFC 8414)',
        description:
          'Where OAuth clients discover the token endpoint, the signing keys and the supported grant and client authentication methods. 404 when tokens come from an external identity provider (AUTH_EXTERNAL_ISSUER): discover that one instead.',
        response: { 200: AuthorizationServerMetadata, 404: ProblemSchema },
      },
    },
    async (request, reply) => {
      if (!tokens.canIssue()) {
        throw new AppError(
          404,
          'NOT_FOUND',
          'This environment issues no tokens; discover the configured identity provider.',
        );
      }
      const base = requestBaseUrl(config, request);
      // Derived from the request, the answer differs by host: a shared cache must key it by what it came from.
      if (!config.publicBaseUrl) reply.header('Vary', 'Host, X-Forwarded-Host, X-Forwarded-Proto');
      reply.header('Cache-Control', 'public, max-age=300');
      return {
        issuer: base,
        token_endpoint: `${base}/oauth/token`,
        jwks_uri: `${base}/.well-known/jwks.json`,
        grant_types_supported: ['client_credentials'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        response_types_supported: [],
        scopes_supported: [TOKEN_SCOPE],
        service_documentation: `${base}/docs/api.md`,
      };
    },
  );

  app.post(
    '/oauth/token',
    {
      bodyLimit: 8 * 1024,
      schema: {
        operationId: 'createAccessToken',
        tags: ['auth'],
        summary: 'Obtain an access token (OAuth 2.0 client credentials)',
        description:
          'Body as JSON or application/x-www-form-urlencoded; client credentials in the body or as HTTP Basic. ' +
          'Failures are RFC 6749 JSON `{error, error_description}`: invalid_request (400), invalid_client (401), ' +
          'unsupported_grant_type (400), invalid_target (400, unknown audience), invalid_scope (400), too_many_requests (429).',
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        body: TokenRequest,
        response: {
          200: TokenResponse,
          400: OAuthErrorBody,
          401: OAuthErrorBody,
          413: OAuthErrorBody,
          429: OAuthErrorBody,
        },
      },
      onRequest: async (request) => {
        const nowMs = clock.now().getTime();
        const window = await safely(request, () => counter.hit(`addr:${addressKey(request.ip)}`, windowMs));
        if (window && window.count > limits.perAddress) {
          throw new OAuthError(429, 'too_many_requests', 'Too many token requests from this address; retry later.', {
            'Retry-After': String(retryAfterSeconds(window, nowMs)),
          });
        }
      },
      errorHandler: (error: FastifyError | OAuthError, request: FastifyRequest, reply: FastifyReply) => {
        reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
        if (error instanceof OAuthError) {
          return reply
            .code(error.status)
            .headers(error.headers)
            .send({ error: error.error, error_description: error.description });
        }
        if (error instanceof AppError && error.status < 500) {
          // Refused at the edge (e.g. a NUL character): a malformed request in OAuth terms.
          return reply.code(400).send({ error: 'invalid_request', error_description: error.detail });
        }
        if ((error as FastifyError).validation) {
          const first = (error as FastifyError).validation![0];
          const field = first?.instancePath.replace(/^\//, '') || 'body';
          return reply
            .code(400)
            .send({ error: 'invalid_request', error_description: `${field} ${first?.message ?? 'is not valid'}` });
        }
        const code = (error as FastifyError).code ?? '';
        if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          return reply
            .code(413)
            .send({ error: 'invalid_request', error_description: 'The request body is too large.' });
        }
        if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
          return reply.code(400).send({
            error: 'invalid_request',
            error_description: 'Send the body as application/x-www-form-urlencoded or application/json.',
          });
        }
        if (code.startsWith('FST_ERR_CTP_') || (error as FastifyError).statusCode === 400) {
          return reply
            .code(400)
            .send({ error: 'invalid_request', error_description: 'The request body could not be read.' });
        }
        request.log.error({ err: error }, 'token request failed');
        return reply.code(500).send({ error: 'server_error', error_description: 'An unexpected error occurred.' });
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
      const body = request.body ?? {};

      if (!body.grant_type) throw new OAuthError(400, 'invalid_request', 'grant_type is required.');
      if (body.grant_type !== 'client_credentials') {
        throw new OAuthError(400, 'unsupported_grant_type', 'Only grant_type=client_credentials is supported.');
      }

      const basic = basicCredentials(request.headers.authorization);
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
      if (!body.audience) throw new OAuthError(400, 'invalid_request', 'audience is required.');
      if (body.audience !== config.auth.audience) {
        throw new OAuthError(400, 'invalid_target', 'The audience is not the audience of this environment.');
      }
      if (body.scope !== undefined && body.scope.split(' ').some((s) => s !== '' && s !== TOKEN_SCOPE)) {
        throw new OAuthError(400, 'invalid_scope', `The only scope is "${TOKEN_SCOPE}".`);
      }

      if (!tokens.canIssue()) {
        // External issuer only (production without AUTH_SIGNING_KEY): partners get their tokens there.
        throw new OAuthError(
          400,
          'unsupported_grant_type',
          'This environment issues no tokens; obtain them from the configured identity provider.',
        );
      }

      const address = addressKey(request.ip);
      const agency = await findAgencyByClientId(database.db, clientId);
      // A suspended agency is answered as an unknown client, in the same time (the decoy is pre-checked too).
      const usable = agency && agency.suspendedAt === null && !(agency.isSandbox && config.mode === 'production');
      const preChecked = !usable || hasPreCheck(agency.clientSecretHash);
      const admission = await guard.admit(clientId, address, { preChecked });
      if (!admission.admitted) {
        throw new OAuthError(429, 'too_many_requests', 'Too many failed attempts for this client; retry later.', {
          'Retry-After': String(admission.retryAfterSeconds),
        });
      }
      const accepted = usable
        ? await verifySecret(clientSecret, agency.clientSecretHash)
        : await verifyAgainstDecoy(clientSecret, true);
      if (!accepted || !agency) {
        await guard.failed(clientId, address);
        request.log.info({ clientId }, 'token request refused: invalid client credentials');
        // RFC 6749 5.2: a client that authenticated with the Authorization header gets its scheme's challenge.
        throw new OAuthError(
          401,
          'invalid_client',
          'Client authentication failed.',
          basic ? { 'WWW-Authenticate': 'Basic realm="berth"' } : {},
        );
      }

      await guard.succeeded(clientId, address);
      if (!preChecked) {
        // A secret hashed before pre-checks existed gets one, once (unless it was rotated meanwhile).
        const upgraded = withPreCheck(agency.clientSecretHash, clientSecret);
        await database.db
          .update(agencies)
          .set({ clientSecretHash: upgraded })
          .where(and(eq(agencies.id, agency.id), eq(agencies.clientSecretHash, agency.clientSecretHash)));
      }
      // The generation read with the secret: if a rotation commits meanwhile, this token is of the old one.
      const { accessToken, expiresIn } = await tokens.issue(clientId, agency.tokenGeneration);
      // The secret's last use, shown in the portal; one small write per token (partners cache tokens for hours).
      await database.db
        .update(agencies)
        .set({ secretLastUsedAt: sql`now()` })
        .where(eq(agencies.id, agency.id));
      request.log.info({ clientId }, 'access token issued');
      return { access_token: accessToken, token_type: 'Bearer' as const, expires_in: expiresIn, scope: TOKEN_SCOPE };
    },
  );
};
