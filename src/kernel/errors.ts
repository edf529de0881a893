/**
 * The one error type with a stable code, an HTTP status and field errors. A leaf every folder may import
 * (eslint.config.js: files at the top of src/ are leaves): pricing/ sits below http/, and the command lines
 * and the portal read the same shape, so it cannot live in http/. http/problem-handler.ts renders it as
 * RFC 9457 problem+json; the portal shows its field errors beside the fields; a command line prints its
 * detail. The catalogue of codes is documented in docs/api.md.
 */
export type FieldErrors = Record<string, string[]>;

/**
 * An empty map of field errors without a prototype. Its keys are the request's own (a query parameter's or a
 * body field's name): on a plain object `errors['constructor']` is Object's constructor, and `??= []` keeps it
 * (`?constructor=x` answered 500); `__proto__` would set the prototype instead of a field.
 */
export const emptyFieldErrors = (): FieldErrors => Object.create(null) as FieldErrors;

export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly errors?: FieldErrors,
    /** Extra response headers, e.g. Retry-After. */
    public headers?: Record<string, string>,
  ) {
    super(detail);
  }

  /**
   * The expiry of the live session the refused call was about (sessions/expiry-header.ts): data the service
   * knows, which the problem handler renders as X-Session-Expires-At; services set no HTTP headers.
   */
  sessionExpiresAt?: Date;
}

// Constructors for the errors the whole service shares.
/** A single-field validation failure: 400 with `errors` naming the field and the rule. */
export const invalidField = (field: string, message: string, code = 'VALIDATION_FAILED') =>
  new AppError(400, code, `${field} ${message}`, { [field]: [message] });

export const notFound = (detail: string, code = 'NOT_FOUND') => new AppError(404, code, detail);
export const conflict = (detail: string, code = 'CONFLICT') => new AppError(409, code, detail);

/**
 * An operator's bad command-line option: the command line prints the detail (`--quota must be ...`, one line)
 * and exits 1; the portal, calling the same service, shows the field error beside its field (`quota`).
 */
export const invalidOption = (option: string, rule: string) =>
  new AppError(400, 'VALIDATION_FAILED', `--${option} ${rule}`, { [option]: [rule] });

/** A command line's bad input that names no option (a missing or unknown command, a stray argument). */
export const invalidCommand = (detail: string) => new AppError(400, 'VALIDATION_FAILED', detail);

/** Collects field errors, then throws one 400 naming every breach. */
export class FieldErrorCollector {
  readonly errors: FieldErrors = emptyFieldErrors();

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
