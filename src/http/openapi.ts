/**
 * The OpenAPI 3.1 document (GET /openapi.json) and the browsable reference (GET /docs, Swagger UI served
 * from the npm package; the guide docs/api.md at GET /docs/api.md).
 *
 * The document is generated from the route schemas. What every partner route shares is added here, from
 * one place, rather than repeated in each route: the Problem component (every problem+json error answer
 * refers to it), the credentials (every /api/ route), the error statuses every route can answer (400
 * validation, 401/403 credentials, 413/415 bodies, 500), the Idempotency-Key header of V2 POSTs and the
 * X-Session-Expires-At / X-Correlation-Id response headers.
 */
import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { partnerSecurity } from '../auth/index.js';
import { titleFor } from './errors.js';
import { ProblemSchema } from './problem-schema.js';

const PROBLEM_REF = '#/components/schemas/Problem';
const GUIDE_FILE = new URL('../../docs/api.md', import.meta.url);

/** Paths of the partner API: both credentials on every call. */
const isPartnerPath = (url: string) => url.startsWith('/api/v1/') || url.startsWith('/api/v2/');
/** V2 session routes (they answer X-Session-Expires-At). */
const isSessionPath = (url: string) => /^\/api\/v2\/(search\/|bookings\/create\/)/.test(url);

const DESCRIPTION = `Partner booking API of a coastal cruise and ferry operator: search sailings and packages, hold a
booking with a guaranteed cabin, choose a cabin number, add extras and tours, and confirm.

**The guide**: [docs/api.md](/docs/api.md) (also in the repository) walks through the booking flow with curl,
the session timer, the error-code catalogue, idempotency and the sandbox.

**Credentials**: get a token from \`POST /oauth/token\` (client credentials grant, JSON or form body) and send
it as \`Authorization: Bearer <token>\` on every \`/api/\` call, with your \`user_key\` query parameter.
Sandbox: \`sandbox-agency\` / \`sandbox-secret\`, audience \`partner-api-staging\`, user key \`sandbox-user-key\`.

**The V2 flow**: \`POST /api/v2/search/voyages\` (opens a session; 15 minutes idle expiry, see the
\`X-Session-Expires-At\` response header) → \`POST /api/v2/bookings/create/voyage-only/{sessionId}\` →
cabin numbers, addons, excursions, supplemental tours → \`POST .../confirm\` (201) →
\`GET /api/v2/bookings/{bookingId}\`.

**Errors** are \`application/problem+json\` (RFC 9457) with a stable \`code\`, a \`correlationId\` and, for
validation failures, \`errors\` (field path to messages); the token endpoint answers RFC 6749 errors.

**Retries**: send an \`Idempotency-Key\` on V2 POSTs; a repeat with the same key and body within 24 h answers
the first response again (\`Idempotent-Replayed: true\`).`;

function problemResponse(status: number) {
  return {
    description: `${titleFor(status)} (problem+json; see the error catalogue for the codes)`,
    content: { 'application/problem+json': { schema: { $ref: PROBLEM_REF } } },
  };
}

const IdempotencyKeyHeader = Type.String({
  minLength: 1,
  maxLength: 255,
  description:
    'Makes the POST safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored.',
});
const CorrelationIdHeader = Type.String({
  maxLength: 128,
  description:
    'Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent)',
});
const SandboxFaultHeader = Type.Literal('downstream-unavailable', {
  description: 'Sandbox only: makes the reservation system fail (503), to test retries',
});

// Response headers, as @fastify/swagger takes them: a JSON schema per header, its description lifted out.
const RESPONSE_HEADERS = {
  'X-Correlation-Id': { type: 'string', description: 'The correlation id of the request; quote it to support' },
};
const SESSION_HEADERS = {
  'X-Session-Expires-At': {
    type: 'string',
    format: 'date-time',
    description: 'When the session expires unless a call resets its 15-minute idle timer (ISO 8601, UTC)',
  },
};
const REPLAY_HEADERS = {
  'Idempotent-Replayed': {
    type: 'string',
    enum: ['true'],
    description: 'Present when this answer is a replay of the first request with the same Idempotency-Key',
  },
};

type Responses = Record<string, unknown>;

/** The documentation schema of one route: the route's own, plus what the route shares with its scope. */
export function documentRoute(
  schema: FastifySchema | undefined,
  url: string,
  method: string,
): FastifySchema | undefined {
  if (!schema) return schema;
  const out: FastifySchema & { security?: unknown } = { ...schema };
  const responses: Responses = { ...((schema.response as Responses | undefined) ?? {}) };
  const partner = isPartnerPath(url);

  if (partner) {
    out.security ??= partnerSecurity;
    // The credentials' failures (authenticate runs before validation) and the problem+json of every route.
    for (const status of [400, 401, 403, 500]) responses[status] ??= ProblemSchema;
    if (schema.body) for (const status of [413, 415]) responses[status] ??= ProblemSchema;
    const headers: Record<string, TSchema> = { 'X-Correlation-Id': Type.Optional(CorrelationIdHeader) };
    if (url.startsWith('/api/v2/') && method === 'POST')
      headers['Idempotency-Key'] = Type.Optional(IdempotencyKeyHeader);
    if (url.endsWith('/confirm')) headers['X-Sandbox-Fault'] = Type.Optional(SandboxFaultHeader);
    out.headers = Type.Object(headers);
  }

  for (const [status, response] of Object.entries(responses)) {
    if (response === ProblemSchema) {
      responses[status] = problemResponse(Number(status));
    } else if (partner && Number(status) < 300) {
      const headers = {
        ...RESPONSE_HEADERS,
        ...(isSessionPath(url) ? SESSION_HEADERS : {}),
        ...(url.startsWith('/api/v2/') && method === 'POST' ? REPLAY_HEADERS : {}),
      };
      const rawSchema = response as TSchema;
      responses[status] =
        rawSchema.type === 'null'
          ? { description: 'No content', headers }
          : {
              description: rawSchema.description ?? 'Success',
              headers,
              content: { 'application/json': { schema: rawSchema } },
            };
    }
  }
  if (Object.keys(responses).length > 0) out.response = responses;
  return out;
}

export interface OpenApiOptions {
  /** Whether GET /docs (Swagger UI) and GET /docs/api.md are served. */
  docs?: boolean;
}

/** Registers the document generator, GET /openapi.json and the browsable reference. Call before the routes. */
export async function registerOpenApi(app: FastifyInstance, options: OpenApiOptions = {}): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Berth partner booking API', version: '1.0.0', description: DESCRIPTION },
      tags: [
        { name: 'auth', description: 'Access tokens (OAuth 2.0 client credentials) and the keys that sign them' },
        { name: 'V2 search', description: 'Search voyages or packages; every search opens a session' },
        { name: 'V2 held booking', description: 'Create and read the held booking of a session' },
        { name: 'V2 cabin numbers', description: 'Choose a specific cabin instead of the guarantee cabin' },
        { name: 'V2 extras', description: 'Addons, excursions and supplemental tours of the held booking' },
        { name: 'V2 confirm', description: 'Confirm the held booking' },
        { name: 'V2 bookings', description: 'Confirmed bookings' },
        { name: 'V2 payments', description: 'Payments on account of a confirmed booking' },
        { name: 'V2 sandbox', description: 'Test helpers, sandbox mode only' },
        { name: 'refdata', description: 'Reference data: ships, ports, packages' },
        { name: 'health', description: 'Liveness and readiness' },
      ],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'An access token from POST /oauth/token',
          },
          userKey: {
            type: 'apiKey',
            in: 'query',
            name: 'user_key',
            description: 'The agency user key issued with the client credentials',
          },
        },
      },
    },
    transform: ({ schema, url, route }) => ({
      schema: documentRoute(schema, url, String(route.method)) as never,
      url,
    }),
    transformObject: (document) => {
      // One Problem component that every problem+json answer refers to (JSON Schema 2020-12 `examples` is valid in 3.1).
      const openapi = (document as { openapiObject: { components?: { schemas?: Record<string, unknown> } } })
        .openapiObject;
      const { $id: _id, ...problem } = ProblemSchema;
      openapi.components = {
        ...openapi.components,
        schemas: { ...openapi.components?.schemas, Problem: problem as never },
      };
      return openapi as never;
    },
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  if (options.docs !== false) {
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      // Swagger UI loads ./json, the same document as /openapi.json; the top bar names /openapi.json.
      uiConfig: { urls: [{ url: '../openapi.json', name: 'Berth partner API (/openapi.json)' }], deepLinking: true },
      theme: { title: 'Berth partner API reference' },
    });
    let guide: string | undefined;
    app.get('/docs/api.md', { schema: { hide: true } }, async (_request, reply) => {
      guide ??= readFileSync(GUIDE_FILE, 'utf8');
      return reply.type('text/markdown; charset=utf-8').send(guide);
    });
  }
}
