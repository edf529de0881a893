/**
 * The OpenAPI 3.1 document (GET /openapi.json) and the browsable reference (GET /docs, Swagger UI served
 * from the npm package; the guide's pages at GET /docs/api.md and the pages it links to: guide-page.ts).
 *
 * The document is generated from the route schemas. What every partner route shares is added here, from
 * one place, rather than repeated in each route: the Problem component (every problem+json error answer
 * refers to it), the credentials (every /api/ route), the error statuses every route can answer (400
 * validation, 401/403 credentials, 413/415 bodies, 500), the Idempotency-Key header of every write and the
 * X-Session-Expires-At / X-Correlation-Id response headers.
 *
 * What partners' tools need from it: an operationId on every operation (route schemas give them; generated
 * clients name their methods after them), the user_key query parameter declared on every partner operation
 * as well as the security scheme (so a generated client can pass it), 204s without a body, every tag
 * described, and a `servers` entry. `npm run lint:openapi` holds it to Spectral's spectral:oas ruleset.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { partnerSecurity, userKeyQueryProperties } from './problem-schema.js';
import { titleFor } from './errors.js';
import { registerGuidePages } from './guide-page.js';
import { ProblemSchema } from './problem-schema.js';

const PROBLEM_REF = '#/components/schemas/Problem';
const USER_KEY_REF = '#/components/parameters/UserKey';

/** Paths of the partner API: both credentials on every call. */
const isPartnerPath = (url: string) => url.startsWith('/api/v1/') || url.startsWith('/api/v2/');
/** The writes of the partner API: each takes an Idempotency-Key (idempotency/idempotency.ts). */
const isKeyedWrite = (url: string, method: string) =>
  isPartnerPath(url) && (method === 'POST' || method === 'PATCH' || method === 'DELETE');
/** V2 session routes (they answer X-Session-Expires-At). */
const isSessionPath = (url: string) => /^\/api\/v2\/(search\/|bookings\/create\/)/.test(url);

const DESCRIPTION = `Partner booking API of a coastal cruise and ferry operator: search sailings and packages, hold a
booking with a guaranteed cabin, choose a cabin number, add extras and tours, and confirm.

**The guide**: [the partner guide](/docs/api.md) walks through the booking flow with curl, the session
timer, the error-code catalogue, idempotency and the sandbox.

**Credentials**: get a token from \`POST /oauth/token\` (client credentials grant, JSON or form body) and send
it as \`Authorization: Bearer <token>\` on every \`/api/\` call, with your \`user_key\` query parameter.
Sandbox: \`sandbox-agency\` / \`sandbox-secret\`, audience \`partner-api-staging\`, user key \`sandbox-user-key\`.

**The V2 flow**: \`POST /api/v2/search/voyages\` (opens a session; 15 minutes idle expiry, see the
\`X-Session-Expires-At\` response header) → \`POST /api/v2/bookings/create/voyage-only/{sessionId}\` →
cabin numbers, addons, excursions, supplemental tours → \`POST .../confirm\` (201) →
\`GET /api/v2/bookings/{bookingId}\`.

**Errors** are \`application/problem+json\` (RFC 9457) with a stable \`code\`, a \`correlationId\` and, for
validation failures, \`errors\` (field path to messages); the token endpoint answers RFC 6749 errors.

**Retries**: send an \`Idempotency-Key\` on every POST, PATCH and DELETE (V1 and V2); a repeat with the same
key and body within 24 h answers the first response again (\`Idempotent-Replayed: true\`).`;

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
    'Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored.',
});
const CorrelationIdHeader = Type.String({
  maxLength: 128,
  description:
    'Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent)',
});
const SandboxFaultHeader = Type.Literal('downstream-unavailable', {
  description: 'Sandbox only: makes the reservation system fail (503), to test retries',
});

const { description: userKeyDescription, ...userKeySchema } = userKeyQueryProperties.user_key;
const USER_KEY_PARAMETER = {
  name: 'user_key',
  in: 'query',
  required: true,
  description: userKeyDescription,
  schema: userKeySchema,
};

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
    if (isKeyedWrite(url, method)) {
      headers['Idempotency-Key'] = Type.Optional(IdempotencyKeyHeader);
      // IDEMPOTENCY_KEY_REUSED and IDEMPOTENCY_REQUEST_IN_PROGRESS.
      responses[409] ??= ProblemSchema;
    }
    if (url.endsWith('/confirm')) headers['X-Sandbox-Fault'] = Type.Optional(SandboxFaultHeader);
    // The route's own request headers (If-Match) next to the shared ones.
    const own = (schema.headers as { properties?: Record<string, TSchema> } | undefined)?.properties ?? {};
    out.headers = Type.Object({ ...own, ...headers });
  }

  for (const [status, response] of Object.entries(responses)) {
    if (response === ProblemSchema) {
      responses[status] = problemResponse(Number(status));
    } else if (partner && Number(status) < 300) {
      const headers = {
        ...RESPONSE_HEADERS,
        ...(isSessionPath(url) ? SESSION_HEADERS : {}),
        ...(isKeyedWrite(url, method) ? REPLAY_HEADERS : {}),
      };
      const rawSchema = response as TSchema;
      // A response with its own media type (the confirmation PDF) keeps it.
      const own = (response as { content?: Record<string, unknown>; description?: string }).content;
      responses[status] = own
        ? { description: rawSchema.description ?? 'Success', headers, content: own }
        : rawSchema.type === 'null'
          ? // `type: 'null'` tells @fastify/swagger to declare no body at all (a 204 has none).
            { type: 'null', description: 'No content', headers }
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
  /** The document's `servers` entry: the base URL partners call (PUBLIC_BASE_URL, see http/public-url.ts). */
  serverUrl: string;
  /** Whether GET /docs (Swagger UI) and the guide's pages (GET /docs/api.md, ...) are served. */
  docs?: boolean;
}

interface OperationObject {
  security?: Record<string, string[]>[];
  parameters?: ({ name?: string; in?: string } | { $ref: string })[];
}

/**
 * Declares the user_key query parameter on every operation whose security names the userKey scheme.
 * @fastify/swagger drops query parameters that share the name of an apiKey scheme, yet generated clients
 * only pass what is a parameter: one of them dropped user_key silently (400 USER_KEY_REQUIRED).
 */
function declareUserKeyParameters(paths: Record<string, Record<string, OperationObject>> | undefined): void {
  for (const methods of Object.values(paths ?? {})) {
    for (const operation of Object.values(methods)) {
      if (!operation.security?.some((requirement) => 'userKey' in requirement)) continue;
      const parameters = (operation.parameters ?? []).filter(
        (p) => !('name' in p && p.name === 'user_key' && p.in === 'query'),
      );
      operation.parameters = [{ $ref: USER_KEY_REF }, ...parameters];
    }
  }
}

/** Registers the document generator, GET /openapi.json and the browsable reference. Call before the routes. */
export async function registerOpenApi(app: FastifyInstance, options: OpenApiOptions): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Berth partner booking API',
        version: '1.0.0',
        description: DESCRIPTION,
        contact: { name: 'Berth partner integration guide', url: `${options.serverUrl}/docs/api.md` },
      },
      servers: [{ url: options.serverUrl, description: 'This environment (PUBLIC_BASE_URL)' }],
      tags: [
        { name: 'auth', description: 'Access tokens (OAuth 2.0 client credentials) and the keys that sign them' },
        { name: 'V2 search', description: 'Search voyages or packages; every search opens a session' },
        { name: 'V2 held booking', description: 'Create and read the held booking of a session' },
        { name: 'V2 cabin numbers', description: 'Choose a specific cabin instead of the guarantee cabin' },
        { name: 'V2 extras', description: 'Addons, excursions and supplemental tours of the held booking' },
        { name: 'V2 confirm', description: 'Confirm the held booking' },
        { name: 'V2 bookings', description: 'Confirmed bookings' },
        {
          name: 'V2 amendments',
          description: 'Change a confirmed booking until departure: guests, addons, excursions, cabin numbers',
        },
        { name: 'V2 cancellation', description: 'Quote the fee of cancelling a confirmed booking, then cancel it' },
        { name: 'V2 events', description: 'The agency\u2019s event feed: every change of its bookings, oldest first' },
        { name: 'V2 payments', description: 'Payments on account of a confirmed booking' },
        {
          name: 'V2 personal data',
          description:
            'The guests\u2019 personal data of a booking: export it for a guest who asks, erase it once the booking departed or was cancelled',
        },
        {
          name: 'V2 webhooks',
          description:
            'Endpoints that receive the agency\u2019s events as signed POSTs, their deliveries log, test events',
        },
        { name: 'V2 sandbox', description: 'Test helpers, sandbox mode only' },
        {
          name: 'V1 quotes',
          description:
            'The quote-based package API (V1): search a departure, read the quote, supplemental packages, extras',
        },
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
      // One Problem component that every problem+json answer refers to (JSON Schema 2020-12 `examples` is
      // valid in 3.1), and one UserKey parameter that every partner operation refers to.
      const openapi = (
        document as {
          openapiObject: {
            components?: { schemas?: Record<string, unknown>; parameters?: Record<string, unknown> };
            paths?: Record<string, Record<string, OperationObject>>;
          };
        }
      ).openapiObject;
      const { $id: _id, ...problem } = ProblemSchema;
      openapi.components = {
        ...openapi.components,
        schemas: { ...openapi.components?.schemas, Problem: problem as never },
        parameters: { UserKey: USER_KEY_PARAMETER },
      };
      declareUserKeyParameters(openapi.paths);
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
    registerGuidePages(app);
  }
}
