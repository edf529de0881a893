/**
 * Reading and checking form posts (application/x-www-form-urlencoded, parsed by @fastify/formbody).
 * Every portal form validates on the server and shows each problem beside its field (`errors.<field>`),
 * with the values entered kept in the form.
 */
import { AdminInputError } from '../auth/agency-admin.js';
import { AppError } from '../http/errors.js';
import { PortalError } from './guard.js';

export type FormErrors = Record<string, string>;

/** A text field of the posted form: '' when absent or repeated; trimmed unless told otherwise; at most 1,000 characters. */
export function field(body: unknown, name: string, options: { trim?: boolean } = {}): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  if (typeof value !== 'string') return '';
  const text = value.slice(0, 1000);
  return options.trim === false ? text : text.trim();
}

/** Every value of a field that may repeat (checkboxes). */
export function fields(body: unknown, name: string): string[] {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

/**
 * A service's refusal as form errors: an AdminInputError names its CLI option (which is the form field's
 * name), an AppError its fields, a PortalError its field; anything else (a 404 included) is thrown again.
 */
export function formErrorsOf(error: unknown, fallbackField = 'form'): FormErrors {
  if (error instanceof AdminInputError) return { [error.field ?? fallbackField]: error.rule };
  if (error instanceof PortalError && error.status !== 404) return { [error.field]: error.message };
  if (error instanceof AppError && error.status < 500 && error.status !== 404) {
    const errors: FormErrors = {};
    for (const [name, messages] of Object.entries(error.errors ?? {})) errors[name] = messages.join('; ');
    if (Object.keys(errors).length === 0 || !errors[fallbackField]) errors[fallbackField] = error.detail;
    return errors;
  }
  throw error;
}
