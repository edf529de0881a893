/**
 * What the request log keeps of a failed call's answer: the problem+json `code`, `detail` and field errors
 * as the partner got them (http/errors.ts problem), read in the recorder's flush, off the request path.
 */
import type { LoggedFieldError } from './schema.js';
import { maskedText, storableText } from './masking.js';

export const MAX_FIELD_ERRORS = 100;
const MAX_TEXT = 2000;

export interface LoggedProblem {
  errorCode: string | null;
  detail: string | null;
  fieldErrors: LoggedFieldError[] | null;
}

const NONE: LoggedProblem = { errorCode: null, detail: null, fieldErrors: null };

/** Masked, then cut; a cut may halve a surrogate pair, which jsonb refuses (storableText). */
const text = (value: unknown, max: number) =>
  typeof value === 'string' ? storableText(maskedText(value).slice(0, max)) : null;

/** `{ field: [messages] }` (problem+json) or `[{ field, message }]`, flattened, at most MAX_FIELD_ERRORS. */
function fieldErrorsOf(errors: unknown): LoggedFieldError[] | null {
  const out: LoggedFieldError[] = [];
  if (Array.isArray(errors)) {
    for (const e of errors as { field?: unknown; message?: unknown }[]) {
      out.push({ field: text(e?.field, 200) ?? '', message: text(e?.message, MAX_TEXT) ?? '' });
    }
  } else if (errors && typeof errors === 'object') {
    for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
      for (const m of Array.isArray(messages) ? messages : [messages]) {
        out.push({ field: text(field, 200) ?? '', message: text(m, MAX_TEXT) ?? '' });
      }
    }
  }
  return out.length > 0 ? out.slice(0, MAX_FIELD_ERRORS) : null;
}

/** The problem of an answer's body (JSON text), or nothing when it is not one. */
export function problemOf(payload: string | undefined): LoggedProblem {
  if (payload === undefined) return NONE;
  try {
    const body = JSON.parse(payload) as Record<string, unknown>;
    if (!body || typeof body !== 'object') return NONE;
    return {
      errorCode: text(body.code, 64),
      detail: text(body.detail ?? body.message ?? body.error_description, MAX_TEXT),
      fieldErrors: fieldErrorsOf(body.errors),
    };
  } catch {
    return NONE;
  }
}
