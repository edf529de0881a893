/**
 * The OpenAPI 3.1 document (GET /openapi.json) and the browsable reference (GET /docs, Swagger UI served
 * from the npm package; the guide's pages at GET /docs/api.md and the pages it links to: guide-page.ts).
 *
 * The document is generated from the route schemas. Every schema named by its TypeBox `$id` (a resource or
 * a request body) is a component that the operations refer to (openapi-components.ts), so generated clients
 * have a `Booking` type to import. What every partner route shares is added here, from one place, rather than
 * repeated in each route: the Problem component (every problem+json error answer refers to it), the
 * credentials (every /api/ route; `security: []` on the public ones), the error statuses every route can
 * answer (400 validation, 401/403 credentials, 413/415 bodies, 500), the Idempotency-Key header of every write,
 * and the response headers of every answer (openapi-headers.ts: ETag, RateLimit-*, Retry-After,
 * X-Session-Expires-At, Idempotent-Replayed, X-Correlation-Id, ...).
 *
 * What partners' tools need from it: an operationId on every operation (route schemas give them; generated
 * clients name their methods after them), the user_key query parameter declared on every partner operation
 * as well as the security scheme (so a generated client can pass it), 204s without a body, every tag
 * described, a `servers` entry, and an OAuth2 client credentials scheme on the service's /oauth/token (Swagger
 * UI's Authorize button gets a token with it). `npm run lint:openapi` holds it to Spectral's spectral:oas
 * ruleset and Redocly's recommended rules.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { partnerSecurity, userKeyQueryProperties } from './problem-schema.js';
import { titleFor } from './errors.js';
import { registerGuidePages } from './guide-page.js';
import { CHANGELOG_PAGE, type Deprecation } from './deprecation.js';
import { ProblemSchema } from './problem-schema.js';
import { referenceHeaders, responseHeaders } from './openapi-headers.js';
import { liftBodyExamples, namedComponents, referenceRouteSchemas } from './openapi-components.js';

const PROBLEM_REF = '#/components/schemas/Problem';
const USER_KEY_REF = '#/components/parameters/UserKey';

/** Paths of the partner API: both credentials on every call. */
const isPartnerPath = (url: string) => url.startsWith('/api/v1/') || url.startsWith('/api/v2/');
/** The writes of the partner API: each takes an Idempotency-Key (idempotency/idempotency.ts). */
const isKeyedWrite = (url: string, method: string) =>
  isPartnerPath(url) && (method === 'POST' || method === 'PATCH' || method === 'DELETE');
/** V2 session routes (they answer X-Session-Expires-At). */
const isSessionPath = (url: string) => /^\/api\/v2\/(search\/|bookings\/create\/)/.test(url);
/** V2 reads a replica may answer (they answer X-Data-Age-Ms then; http/data-age.ts). */
const isReplicaRead = (url: string) => /^\/api\/v2\/(search\/|availability$)/.test(url);

const DESCRIPTION = `Partner booking API of a coastal cruise and ferry operator: search sailings and packages, hold a
booking with a guaranteed cabin, choose a cabin number, add extras and tours, and confirm.

**The guide**: [the partner guide](/docs/api.md) walks through the booking flow with curl, the session
timer, the error-code catalogue, idempotency and the sandbox. [The changelog](/docs/changelog.md) lists what
changed and the deprecation policy: a deprecated operation is \`deprecated: true\` here, and its answers carry
\`Deprecation\`, \`Sunset\` and a \`Link\` to its changelog entry.

**Credentials**: get a token from \`POST /oauth/token\` (client credentials grant, JSON or form body) and send
it as \`Authorization: Bearer <token>\` on every \`/api/\` call, with your \`user_key\` query parameter.
Sandbox: \`sandbox-agency\` / \`sandbox-secret\`, audience \`partner-api-staging\`, user key \`sandbox-user-key\`.

**The V2 flow**: \`POST /api/v2/search/voyages\` (opens a session; 15 minutes idle expiry, see the
\`X-Session-Expires-At\` response header) → \`POST /api/v2/bookings/create/voyage-only/{sessionId}\` →
cabin numbers, addons, excursions, supplemental tours → \`POST .../confirm\` (201) →
\`GET /api/v2/bookings/{bookingId}\`.

**Errors** are \`application/problem+json\` (RFC 9457) with a stable \`code\`, \`docUrl\` (the code's entry in
[the guide's error catalogue](/docs/api.md#error-codes)), a \`correlationId\` and, for validation failures,
\`errors\` (field path to messages); the token endpoint answers RFC 6749 errors.

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

type Responses = Record<string, unknown>;

/** One answer of a route as the document gives it: its description, the headers it carries, its body. */
function documentResponse(
  status: number,
  response: unknown,
  route: { url: string; method: string; partner: boolean; deprecated: boolean },
) {
  const facts = {
    ...route,
    status,
    session: route.partner && isSessionPath(route.url),
    replicaRead: route.partner && isReplicaRead(route.url),
  };
  if (response === ProblemSchema) return { ...problemResponse(status), headers: responseHeaders(facts) };
  const raw = response as TSchema & { content?: Record<string, unknown> };
  const headers = responseHeaders({
    ...facts,
    schemaName: typeof raw.$id === 'string' ? raw.$id : undefined,
    mediaTypes: raw.content ? Object.keys(raw.content) : undefined,
  });
  const description = raw.description ?? (status < 300 ? 'Success' : titleFor(status));
  // A response with its own media type (the confirmation PDF) keeps it.
  if (raw.content) return { description, headers, content: raw.content };
  // `type: 'null'` tells @fastify/swagger to declare no body at all (a 204 has none).
  if (raw.type === 'null') return { type: 'null', description: 'No content', headers };
  return { description, headers, content: { 'application/json': { schema: raw } } };
}

/** The words a deprecated operation's description ends with: what goes, since when, until when, where it is said. */
function deprecationNotice(d: Deprecation): string {
  const what = d.fields
    ? `The field(s) ${d.fields.map((f) => `\`${f}\``).join(', ')} of this operation are`
    : 'This operation is';
  const day = (instant: string) => new Date(instant).toISOString().slice(0, 10);
  return `**Deprecated.** ${what} deprecated since ${day(d.since)} and stop(s) being served on ${day(d.sunset)} (the answers' \`Deprecation\` and \`Sunset\` headers); see [the changelog](${CHANGELOG_PAGE}#${d.changelog}).`;
}

/** The documentation schema of one route: the route's own, plus what the route shares with its scope. */
export function documentRoute(
  schema: FastifySchema | undefined,
  url: string,
  method: string,
  deprecation?: Deprecation,
): FastifySchema | undefined {
  if (!schema) return schema;
  const out: FastifySchema & { security?: unknown; deprecated?: boolean } = { ...schema };
  if (deprecation) {
    // A whole operation that goes is `deprecated: true`; fields that go are marked in their own schemas.
    if (!deprecation.fields) out.deprecated = true;
    out.description = [schema.description, deprecationNotice(deprecation)].filter(Boolean).join('\n\n');
  }
  const responses: Responses = { ...((schema.response as Responses | undefined) ?? {}) };
  const partner = isPartnerPath(url);

  if (partner) {
    out.security ??= partnerSecurity;
    // The credentials' failures (authenticate runs before validation) and the problem+json of every route,
    // with the database's unavailability (503 DATABASE_UNAVAILABLE or DATABASE_BUSY, Retry-After).
    for (const status of [400, 401, 403, 500, 503]) responses[status] ??= ProblemSchema;
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
  } else {
    // The token endpoint, its keys and the health checks take no credentials: said explicitly, so that
    // linters (Redocly's security-defined) and clients do not read a forgotten security.
    out.security ??= [];
  }

  for (const [status, response] of Object.entries(responses)) {
    responses[status] = documentResponse(Number(status), response, { url, method, partner, deprecated: !!deprecation });
  }
  if (Object.keys(responses).length > 0) out.response = responses;
  return out;
}

export interface OpenApiOptions {
  /** The document's `servers` entry: the base URL partners call (PUBLIC_BASE_URL, see http/public-url.ts). */
  serverUrl: string;
  /** Whether GET /docs (Swagger UI) and the guide's pages (GET /docs/api.md, ...) are served. */
  docs?: boolean;
  /** Sandbox mode: the sandbox client id Swagger UI's Authorize dialog starts with. */
  sandboxClientId?: string;
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

/** The document's tags, in the order the reference shows them. */
const TAGS = [
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
  {
    name: 'V2 changes',
    description: 'Quote a change of date, grade or fare of a confirmed booking (holding what it needs), then apply it',
  },
  { name: 'V2 events', description: 'The agency\u2019s event feed: every change of its bookings, oldest first' },
  { name: 'V2 payments', description: 'Payments on account of a confirmed booking' },
  {
    name: 'V2 personal data',
    description:
      'The guests\u2019 personal data of a booking: export it for a guest who asks, erase it once the booking departed or was cancelled',
  },
  {
    name: 'V2 webhooks',
    description: 'Endpoints that receive the agency\u2019s events as signed POSTs, their deliveries log, test events',
  },
  {
    name: 'V2 watches',
    description:
      'Departures watched for a grade opening or a price dropping: availability.opened and price.dropped in the feed and at webhooks',
  },
  { name: 'V2 sandbox', description: 'Test helpers, sandbox mode only' },
  {
    name: 'V1 quotes',
    description: 'The quote-based package API (V1): search a departure, read the quote, supplemental packages, extras',
  },
  { name: 'refdata', description: 'Reference data: ships, ports, packages' },
  { name: 'health', description: 'Liveness and readiness' },
];

/** How a partner authenticates: a bearer token from the token endpoint, and the user key. */
function securitySchemes(serverUrl: string) {
  return {
    bearerAuth: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: 'An access token from POST /oauth/token',
    },
    oauth2: {
      type: 'oauth2',
      description:
        'The client credentials grant of POST /oauth/token: the client id and secret give a bearer token (sandbox: sandbox-agency / sandbox-secret)',
      flows: { clientCredentials: { tokenUrl: `${serverUrl}/oauth/token`, scopes: {} } },
    },
    userKey: {
      type: 'apiKey',
      in: 'query',
      name: 'user_key',
      description: 'The agency user key issued with the client credentials',
    },
  } as const;
}

/** Registers the document generator, GET /openapi.json and the browsable reference. Call before the routes. */
export async function registerOpenApi(app: FastifyInstance, options: OpenApiOptions): Promise<void> {
  // The named schemas (`$id`) the routes use, by name: filled while the routes are documented.
  const named = new Map<string, Record<string, unknown>>([['Problem', ProblemSchema]]);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Berth partner booking API',
        version: '1.0.0',
        description: DESCRIPTION,
        contact: { name: 'Berth partner integration guide', url: `${options.serverUrl}/docs/api.md` },
        // Not open source (the package is UNLICENSED): partners use the API under their agreement. An SPDX
        // LicenseRef- expression is SPDX's way of naming a licence it does not list.
        license: {
          name: 'Proprietary: for partners, under their partner agreement with the operator',
          identifier: 'LicenseRef-Berth-Partner-Agreement',
        },
      },
      servers: [{ url: options.serverUrl, description: 'This environment (PUBLIC_BASE_URL)' }],
      tags: TAGS,
      components: { securitySchemes: securitySchemes(options.serverUrl) },
    },
    transform: ({ schema, url, route }) => ({
      schema: referenceRouteSchemas(
        documentRoute(schema, url, String(route.method), route.config?.deprecation),
        named,
      ) as never,
      url,
    }),
    transformObject: (document) => {
      // One Problem component that every problem+json answer refers to (JSON Schema 2020-12 `examples` is
      // valid in 3.1), and one UserKey parameter that every partner operation refers to.
      const openapi = (
        document as {
          openapiObject: {
            components?: {
              schemas?: Record<string, unknown>;
              headers?: Record<string, unknown>;
              parameters?: Record<string, unknown>;
            };
            paths?: Record<string, Record<string, OperationObject>>;
          };
        }
      ).openapiObject;
      const schemas = { ...openapi.components?.schemas, ...namedComponents(named) };
      const headers = referenceHeaders(openapi.paths as never);
      openapi.components = { ...openapi.components, schemas, headers, parameters: { UserKey: USER_KEY_PARAMETER } };
      declareUserKeyParameters(openapi.paths);
      liftBodyExamples(openapi.paths as never, schemas);
      return openapi as never;
    },
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  if (options.docs !== false) {
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      // Swagger UI loads ./json, the same document as /openapi.json; the top bar names /openapi.json.
      uiConfig: {
        urls: [{ url: '../openapi.json', name: 'Berth partner API (/openapi.json)' }],
        deepLinking: true,
      },
      // The Authorize dialog's client credentials (the oauth2 scheme): prefilled with the sandbox client id.
      ...(options.sandboxClientId ? { initOAuth: { clientId: options.sandboxClientId } } : {}),
      theme: { title: 'Berth partner API reference' },
    });
    registerGuidePages(app);
  }
}
