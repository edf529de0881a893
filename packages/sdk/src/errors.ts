/**
 * Errors of the Berth API. Every failure is a `BerthError` carrying the API's problem+json body (status,
 * code, detail, correlationId, docUrl, field errors); subclasses name the cases a partner handles differently:
 *
 *   try { await berth.bookings.confirm(session, details); }
 *   catch (error) {
 *     if (error instanceof SessionExpiredError) { ...search again... }
 *     else if (error instanceof ValidationError) console.log(error.errors); // { 'guests[0].email': ['is required ...'] }
 *     else throw error;
 *   }
 */

/** Field path (e.g. `cabinMix[0].guestIds`) to messages, on validation failures. */
export type FieldErrors = Record<string, string[]>;

export interface BerthErrorInit {
  status: number;
  code: string;
  detail: string;
  correlationId?: string | undefined;
  docUrl?: string | undefined;
  errors?: FieldErrors | undefined;
  body?: unknown;
  retryAfter?: number | undefined;
  cause?: unknown;
}

/** Any failure of a Berth API call (and the base class of every error the SDK throws). */
export class BerthError extends Error {
  /** HTTP status; 0 when no answer was received. */
  readonly status: number;
  /** Stable error code from the API's catalogue (`SESSION_NOT_FOUND`), or the RFC 6749 error of the token endpoint. */
  readonly code: string;
  /** Human-readable explanation from the API. */
  readonly detail: string;
  /** The request's correlation id (X-Correlation-Id): quote it to support. */
  readonly correlationId: string | undefined;
  /** The address of the code's entry in the API guide's error catalogue (the problem's `docUrl`), if any. */
  readonly docUrl: string | undefined;
  /** Validation failures: field path to messages. */
  readonly errors: FieldErrors | undefined;
  /** The response body as received. */
  readonly body: unknown;
  /** Seconds the API asked to wait before retrying (Retry-After), if any. */
  readonly retryAfter: number | undefined;

  constructor(init: BerthErrorInit) {
    super(`${init.status ? `${init.status} ` : ''}${init.code}: ${init.detail}`, { cause: init.cause });
    this.name = new.target.name;
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.correlationId = init.correlationId;
    this.docUrl = init.docUrl;
    this.errors = init.errors;
    this.body = init.body;
    this.retryAfter = init.retryAfter;
  }
}

/** 400: the request breaks a rule; `errors` names each field. */
export class ValidationError extends BerthError {}

/** 401 or 403: the client credentials, the token or the user key were refused. */
export class AuthenticationError extends BerthError {}

/** 404: the resource does not exist (for this agency). */
export class NotFoundError extends BerthError {}

/** 404 SESSION_NOT_FOUND: the session expired, was confirmed, or never existed. Search again. */
export class SessionExpiredError extends NotFoundError {}

/** 409: the request conflicts with the state of the session or booking (see `code`). */
export class ConflictError extends BerthError {}

/** 412 PRECONDITION_FAILED: `ifMatch` named an older version of the booking; nothing changed. Read it again. */
export class PreconditionFailedError extends BerthError {}

/** 429: too many requests; `retryAfter` says how long to wait. */
export class RateLimitError extends BerthError {}

/** 502 or 503: a system behind the API failed; the request did not take effect. Retry later. */
export class ServiceUnavailableError extends BerthError {}

/** No answer: the service could not be reached, or the request timed out. */
export class ConnectionError extends BerthError {}

interface ProblemLike {
  code?: unknown;
  detail?: unknown;
  title?: unknown;
  correlationId?: unknown;
  docUrl?: unknown;
  errors?: unknown;
  error?: unknown;
  error_description?: unknown;
}

/** The error for an API answer: problem+json, or an RFC 6749 body from the token endpoint. */
export function errorFromResponse(
  status: number,
  body: unknown,
  headers: { get(name: string): string | null },
): BerthError {
  const problem = (typeof body === 'object' && body !== null ? body : {}) as ProblemLike;
  const code =
    typeof problem.code === 'string'
      ? problem.code
      : typeof problem.error === 'string'
        ? problem.error
        : `HTTP_${status}`;
  const detail =
    typeof problem.detail === 'string'
      ? problem.detail
      : typeof problem.error_description === 'string'
        ? problem.error_description
        : typeof body === 'string' && body
          ? body.slice(0, 500)
          : `HTTP ${status}`;
  const init: BerthErrorInit = {
    status,
    code,
    detail,
    correlationId:
      typeof problem.correlationId === 'string'
        ? problem.correlationId
        : (headers.get('x-correlation-id') ?? undefined),
    docUrl: typeof problem.docUrl === 'string' ? problem.docUrl : undefined,
    errors: typeof problem.errors === 'object' && problem.errors !== null ? (problem.errors as FieldErrors) : undefined,
    body,
    retryAfter: parseRetryAfter(headers.get('retry-after')),
  };
  if (status === 400 || status === 422) return new ValidationError(init);
  if (status === 401 || status === 403) return new AuthenticationError(init);
  if (status === 404) return code === 'SESSION_NOT_FOUND' ? new SessionExpiredError(init) : new NotFoundError(init);
  if (status === 409) return new ConflictError(init);
  if (status === 412) return new PreconditionFailedError(init);
  if (status === 429) return new RateLimitError(init);
  if (status === 502 || status === 503 || status === 504) return new ServiceUnavailableError(init);
  return new BerthError(init);
}

/** Retry-After in seconds: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
