/**
 * The response headers of every documented answer, declared where the service sends them, so that a
 * generated client can read them and a validating proxy does not flag them: the request's correlation id
 * (every answer), the request limit's RateLimit-* (every counted partner answer), Retry-After (429, and the
 * partner's retryable 409/502/503), the session's expiry (V2 session routes), the Idempotency-Key replay
 * marker (every V1 and V2 write), the age of an answer a replica gave (search, availability), the booking's ETag (every answer that is the booking resource), Cache-Control (every
 * partner, token and key answer), the confirmation PDF's Content-Disposition, the 401s' WWW-Authenticate and a
 * deprecated operation's Deprecation, Sunset and Link.
 *
 * In the form @fastify/swagger takes a response's `headers`: a JSON schema per header, its description lifted
 * into the header object. None is `required`: a header the answer may lack (a replay marker, a Retry-After
 * of a 409 that is not about contention) is described as such.
 */

type HeaderSchema = { type: 'string' | 'integer'; description: string; format?: string; enum?: string[] };

const HEADERS = {
  'X-Correlation-Id': {
    type: 'string',
    description: 'The correlation id of the request (yours from X-Correlation-Id, or generated); quote it to support',
  },
  'RateLimit-Limit': {
    type: 'integer',
    description: 'Requests the agency may make in the current window of this API version (V1 or V2)',
  },
  'RateLimit-Remaining': { type: 'integer', description: 'Requests left in the current window' },
  'RateLimit-Reset': { type: 'integer', description: 'Seconds until the current window ends' },
  'Retry-After': {
    type: 'integer',
    description:
      'Seconds to wait before retrying: until the request limit\u2019s window ends (429); before retrying a confirm the reservation system did not complete (502, 503); after a momentary contention over the same cabins (409 CONFLICT, sent only then)',
  },
  'X-Session-Expires-At': {
    type: 'string',
    format: 'date-time',
    description:
      'When the session expires unless a call resets its 15-minute idle timer (ISO 8601, UTC); on every answer about a live session, errors included',
  },
  'X-Data-Age-Ms': {
    type: 'integer',
    description:
      'Present when the answer was read from a read replica: at most how many milliseconds its data is behind the primary database (bounded by the operator\u2019s DATABASE_READ_MAX_LAG_MS); absent, the answer is exact as of the request',
  },
  'Idempotent-Replayed': {
    type: 'string',
    enum: ['true'],
    description: 'Present when this answer is a replay of the first request with the same Idempotency-Key',
  },
  ETag: {
    type: 'string',
    description: 'The booking\u2019s version as a strong entity tag ("<version>"); send it as If-Match to change it',
  },
  'Cache-Control': {
    type: 'string',
    description: 'no-store on partner and token answers (private, no-store on the PDF); public, max-age=300 on keys',
  },
  'Content-Disposition': { type: 'string', description: 'inline; filename="booking-<bookingId>.pdf"' },
  'WWW-Authenticate': {
    type: 'string',
    description:
      'The challenge of a refused credential: Bearer (with error and error_description) on the API; Basic on the token endpoint when the client authenticated with HTTP Basic',
  },
  Deprecation: {
    type: 'string',
    description:
      'This operation (or a field of it) is deprecated: @<unix seconds> of its deprecation (RFC 9745); the Link header names the changelog entry',
  },
  Sunset: {
    type: 'string',
    description: 'When the deprecated operation or field stops being served, as an HTTP-date (RFC 8594)',
  },
  Link: {
    type: 'string',
    description: 'With Deprecation: <the changelog entry>; rel="deprecation" (RFC 9745)',
  },
} satisfies Record<string, HeaderSchema>;

type HeaderName = keyof typeof HEADERS;

/** Statuses answered before the agency is known (authentication): not counted against its request limit. */
const UNCOUNTED = new Set([401, 403]);

export interface AnswerFacts {
  url: string;
  method: string;
  status: number;
  /** A V1 or V2 operation (credentials, request limit). */
  partner: boolean;
  /** A V2 session route (search, the held booking). */
  session: boolean;
  /** A read a replica may answer (search, availability: http/data-age.ts). */
  replicaRead?: boolean;
  /** The `$id` of the answer's body schema, if it is a named one. */
  schemaName?: string;
  /** The answer's media types when the route declares them itself (the PDF). */
  mediaTypes?: string[];
  /** The operation, or a field of it, is deprecated (http/deprecation.ts). */
  deprecated?: boolean;
}

function headerNames(a: AnswerFacts): HeaderName[] {
  const names: HeaderName[] = ['X-Correlation-Id'];
  const success = a.status < 300;
  if (a.partner && !UNCOUNTED.has(a.status)) names.push('RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset');
  if (a.status === 429 || (a.partner && [409, 502, 503].includes(a.status))) names.push('Retry-After');
  if (a.session && !UNCOUNTED.has(a.status)) names.push('X-Session-Expires-At');
  if (success && a.replicaRead) names.push('X-Data-Age-Ms');
  if (success && a.partner && ['POST', 'PATCH', 'DELETE'].includes(a.method)) names.push('Idempotent-Replayed');
  if (success && a.schemaName === 'Booking') names.push('ETag');
  if (a.partner || a.url === '/oauth/token' || a.url.startsWith('/.well-known/')) names.push('Cache-Control');
  if (a.mediaTypes?.includes('application/pdf')) names.push('Content-Disposition');
  if (a.status === 401 && (a.partner || a.url === '/oauth/token')) names.push('WWW-Authenticate');
  if (a.deprecated) names.push('Deprecation', 'Sunset', 'Link');
  return names;
}

/** The headers of one answer, as @fastify/swagger takes them. */
export function responseHeaders(answer: AnswerFacts): Record<string, HeaderSchema> {
  return Object.fromEntries(headerNames(answer).map((name) => [name, { ...HEADERS[name] }]));
}

type Operations = Record<string, Record<string, { responses?: Record<string, { headers?: Record<string, unknown> }> }>>;

/**
 * Each of these headers written once, under `components.headers`, and referred to from every response that
 * carries it: written out on each of some 500 responses they made the document (and the types generated
 * from it) half as large again.
 */
export function referenceHeaders(paths: Operations | undefined): Record<string, unknown> {
  const components: Record<string, unknown> = {};
  for (const methods of Object.values(paths ?? {})) {
    for (const operation of Object.values(methods)) {
      for (const response of Object.values(operation.responses ?? {})) {
        for (const [name, header] of Object.entries(response.headers ?? {})) {
          if (!(name in HEADERS)) continue;
          components[name] ??= header;
          response.headers![name] = { $ref: `#/components/headers/${name}` };
        }
      }
    }
  }
  return Object.fromEntries(Object.entries(components).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
