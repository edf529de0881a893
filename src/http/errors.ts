/**
 * One error type with a stable code and an HTTP status, rendered as RFC 9457 problem+json by the one
 * error handler in app.ts. The catalogue of codes is documented in docs/api.md.
 */
export type FieldErrors = Record<string, string[]>;

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function titleFor(status: number): string {
  return TITLES[status] ?? (status >= 500 ? 'Server Error' : 'Client Error');
}

export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly errors?: FieldErrors,
    /** Extra response headers, e.g. Retry-After or X-Session-Expires-At. */
    public headers?: Record<string, string>,
  ) {
    super(detail);
  }
}

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  correlationId: string;
  errors?: FieldErrors;
}

export function problem(
  status: number,
  code: string,
  detail: string,
  correlationId: string,
  errors?: FieldErrors,
): Problem {
  return {
    type: 'about:blank',
    title: titleFor(status),
    status,
    detail,
    code,
    correlationId,
    ...(errors && Object.keys(errors).length > 0 ? { errors } : {}),
  };
}

// Constructors for the errors the whole service shares.
/** A single-field validation failure: 400 with `errors` naming the field and the rule. */
export const invalidField = (field: string, message: string, code = 'VALIDATION_FAILED') =>
  new AppError(400, code, `${field} ${message}`, { [field]: [message] });

export const notFound = (detail: string, code = 'NOT_FOUND') => new AppError(404, code, detail);
export const conflict = (detail: string, code = 'CONFLICT') => new AppError(409, code, detail);

/** Collects field errors, then throws one 400 naming every breach. */
export class FieldErrorCollector {
  readonly errors: FieldErrors = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  throwIfAny(detail = 'The request is not valid.', code = 'VALIDATION_FAILED'): void {
    if (!this.empty) throw new AppError(400, code, detail, this.errors);
  }
}
