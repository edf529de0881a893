/**
 * Reading and checking form posts (application/x-www-form-urlencoded, parsed by @fastify/formbody).
 * Every portal form validates on the server and shows each problem beside its field (`errors.<field>`),
 * with the values entered kept in the form.
 */
import { AppError } from '../../kernel/errors.js';

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
 * A service's message as a person reads it: the command line's echo of what was typed (`(got "12,5")`) is for
 * a log, not for the person who just typed it and sees it in the field.
 */
function inWords(message: string): string {
  return message.replace(/\s*\(got "[^"]*"\)$/, '');
}

/**
 * A service's refusal as form errors: an AppError's field errors; anything else (a 404 included) is thrown
 * again. The detail goes on `fallbackField` unless a field error already names a field
 * the form shows (`formFields`): an API's field names need not be the form's, and then the detail is all
 * the person would see; the agency service's detail names a CLI option (`--quota ...`), its field the form's.
 */
export function formErrorsOf(
  error: unknown,
  fallbackField = 'form',
  formFields: readonly string[] = [fallbackField],
): FormErrors {
  if (error instanceof AppError && error.status < 500 && error.status !== 404) {
    const errors: FormErrors = {};
    for (const [name, messages] of Object.entries(error.errors ?? {})) errors[name] = messages.map(inWords).join('; ');
    if (!formFields.some((name) => errors[name])) errors[fallbackField] = inWords(error.detail);
    return errors;
  }
  throw error;
}
