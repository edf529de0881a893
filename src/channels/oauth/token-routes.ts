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
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../kernel/errors.js';
import { ProblemSchema } from '../../platform/http/problem-schema.js';
import { requestBaseUrl } from '../../platform/http/public-url.js';
import { checkTokenRequest, createTokenGrant, OAuthError } from '../../domain/auth/token-grant.js';
import { TOKEN_SCOPE } from '../../domain/auth/tokens.js';
import type { TokenEndpoint } from '../../domain/auth/index.js';

const OAuthErrorBody = Type.Object(
  {
    error: Type.String({ description: 'RFC 6749 error code' }),
    error_description: Type.String(),
  },
  { $id: 'OAuthError', description: 'RFC 6749 section 5.2 error (not problem+json)' },
);

const TokenRequest = Type.Object(
  {
    grant_type: Type.Optional(Type.String({ description: 'client_credentials' })),
    client_id: Type.Optional(Type.String()),
    client_secret: Type.Optional(Type.String()),
    audience: Type.Optional(
      Type.String({
        description:
          "Optional: the API audience of this environment (absent means this environment's; another is invalid_target)",
      }),
    ),
    scope: Type.Optional(Type.String({ description: `Optional; the only scope is "${TOKEN_SCOPE}"` })),
  },
  {
    $id: 'TokenRequest',
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
const Jwks = Type.Object({ keys: Type.Array(Jwk) }, { $id: 'JsonWebKeySet' });

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
  { $id: 'AuthorizationServerMetadata', description: 'RFC 8414 authorization server metadata' },
);

const TokenResponse = Type.Object(
  {
    access_token: Type.String({ description: 'A JWT; send it as "Authorization: Bearer <access_token>"' }),
    token_type: Type.Literal('Bearer'),
    expires_in: Type.Integer({ description: 'Lifetime in seconds; cache the token and reuse it until then' }),
    scope: Type.String(),
  },
  { $id: 'TokenResponse' },
);

/** Every failure of the token endpoint as RFC 6749 section 5.2 JSON, never problem+json, and never cached. */
function oauthErrorHandler(error: FastifyError | OAuthError, request: FastifyRequest, reply: FastifyReply) {
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
    return reply.code(413).send({ error: 'invalid_request', error_description: 'The request body is too large.' });
  }
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return reply.code(400).send({
      error: 'invalid_request',
      error_description: 'Send the body as application/x-www-form-urlencoded or application/json.',
    });
  }
  if (code.startsWith('FST_ERR_CTP_') || (error as FastifyError).statusCode === 400) {
    return reply.code(400).send({ error: 'invalid_request', error_description: 'The request body could not be read.' });
  }
  request.log.error({ err: error }, 'token request failed');
  return reply.code(500).send({ error: 'server_error', error_description: 'An unexpected error occurred.' });
}

export type TokenRoutesOptions = TokenEndpoint;

export const tokenRoutes: FastifyPluginAsyncTypebox<TokenRoutesOptions> = async (app, options) => {
  const { config, tokens, keySource } = options;
  const grant = createTokenGrant({ ...options, log: app.log });

  // Form bodies only in this plugin's scope: the rest of the API takes JSON alone.
  await app.register(formbody);

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
      onRequest: async (request) => grant.limitAddress(request.ip, request.log),
      errorHandler: oauthErrorHandler,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
      const credentials = checkTokenRequest(request.body ?? {}, request.headers.authorization, config.auth.audience);
      return grant.grant(credentials, request.ip, request.log);
    },
  );
};
