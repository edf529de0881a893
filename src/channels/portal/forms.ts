/**
 * Reading and checking form posts (application/x-www-form-urlencoded, parsed by @fastify/formbody).
 * Every portal form validates on the server and shows each problem beside its field (`errors.<field>`),
 * with the values entered kept in the form.
 *
 * Each form's fields are a TypeBox schema (`portalForm`), built from the API's own schema pieces where the
 * portal enters the same thing (a payment's reference, a webhook endpoint), and read in the handler with
 * `readForm`, not as the route's `schema.body`: Fastify would answer a breach with a 400 before the handler,
 * where the portal shows the page again with the message beside the field; and a form's text is trimmed
 * before it is checked (" " is an empty name, as a person means it), which a body schema cannot do.
 */
import { FormatRegistry, KindGuard, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import { AppError } from '../../kernel/errors.js';
import { formatWordsOf, hasFormat } from '../../platform/http/validation.js';

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

/** A form's field names (the schema's properties). */
type FieldName<T extends TObject> = keyof Static<T> & string;

/** A form's fields as typed: text, or every value of a repeated field (checkboxes). */
export type FormText<T extends TObject> = {
  [K in FieldName<T>]-?: NonNullable<Static<T>[K]> extends readonly unknown[] ? string[] : string;
};

/** A form: its schema, compiled once, and how its fields are read. */
export interface PortalForm<T extends TObject> {
  schema: T;
  check: TypeCheck<T>;
  untrimmed: ReadonlySet<string>;
  messages: Readonly<Record<string, string>>;
}

/**
 * A form's fields as a schema. Every field is text (a TString, a union of literals) or an array of text (a
 * repeated field); an optional field left empty is absent, as the API's body leaves it out.
 * - `untrimmed`: the fields read as typed, spaces kept (passwords; a message whose lines matter);
 * - `messages`: a field's one message, whatever rule it breaks, where the form says it better than the rule
 *   ("choose at least one event type" for an empty list and for an unknown type alike).
 */
export function portalForm<T extends TObject>(
  schema: T,
  options: {
    untrimmed?: readonly FieldName<T>[];
    messages?: Partial<Record<FieldName<T>, string>>;
  } = {},
): PortalForm<T> {
  for (const field of Object.values(schema.properties as Record<string, TSchema>)) registerFormat(field);
  return {
    schema,
    check: TypeCompiler.Compile(schema),
    untrimmed: new Set(options.untrimmed ?? []),
    messages: (options.messages ?? {}) as Record<string, string>,
  };
}

/**
 * A field's string format (`date`, `email`), checked as the API checks it (ajv-formats, platform/http/
 * validation.ts): TypeBox's compiler knows no format until it is registered, and refuses every value then.
 */
function registerFormat(schema: TSchema): void {
  const format = (schema as { format?: unknown }).format;
  if (typeof format === 'string' && !FormatRegistry.Has(format)) {
    FormatRegistry.Set(format, (value) => hasFormat(format, value));
  }
}

/** What a form post holds: the text typed (kept in the form), each field's problem, and the checked body. */
export interface FormRead<T extends TObject> {
  values: FormText<T>;
  errors: FormErrors;
  /** The fields as the schema's type; undefined when a field breaks a rule (then `errors` says which). */
  body: Static<T> | undefined;
}

/** Reads a posted form (`field`, `fields`) and checks it against its schema: every problem at once. */
export function readForm<T extends TObject>(form: PortalForm<T>, body: unknown): FormRead<T> {
  const values: Record<string, string | string[]> = {};
  const candidate: Record<string, string | string[]> = {};
  for (const [name, schema] of Object.entries(form.schema.properties as Record<string, TSchema>)) {
    const text = KindGuard.IsArray(schema)
      ? fields(body, name)
      : field(body, name, { trim: !form.untrimmed.has(name) });
    values[name] = text;
    if (!(KindGuard.IsOptional(schema) && text === '')) candidate[name] = text;
  }
  const errors: FormErrors = {};
  for (const error of form.check.Errors(candidate)) {
    // `/events/0` is a problem of the field `events`.
    const name = error.path.split('/')[1] ?? 'form';
    errors[name] ??= form.messages[name] ?? ruleInWords(error);
  }
  const valid = Object.keys(errors).length === 0;
  return { values: values as FormText<T>, errors, body: valid ? (candidate as Static<T>) : undefined };
}

/** The values a union of literals admits; undefined for any other union. */
function literalsOf(schema: TSchema): unknown[] | undefined {
  const branches = (schema as { anyOf?: TSchema[] }).anyOf ?? [];
  return branches.every((b) => KindGuard.IsLiteral(b)) ? branches.map((b) => b.const) : undefined;
}

/** A broken rule as the portal says it beside a field (the label before it: "URL is required"). */
function ruleInWords(error: ValueError): string {
  const schema = error.schema as Record<string, unknown>;
  switch (error.type) {
    case ValueErrorType.StringMinLength:
      return schema.minLength === 1 ? 'is required' : `must be at least ${String(schema.minLength)} characters`;
    case ValueErrorType.StringMaxLength:
      return `must be at most ${String(schema.maxLength)} characters`;
    case ValueErrorType.StringPattern:
    case ValueErrorType.StringFormat: {
      const words = formatWordsOf(schema, typeof schema.format === 'string' ? schema.format : undefined);
      return words ? `must be ${words}` : 'is not valid';
    }
    case ValueErrorType.Union: {
      const literals = literalsOf(error.schema);
      return literals ? `must be one of ${literals.map(String).join(', ')}` : 'is not valid';
    }
    case ValueErrorType.ArrayMinItems:
      return `must have at least ${String(schema.minItems)} chosen`;
    case ValueErrorType.ArrayMaxItems:
      return `must have at most ${String(schema.maxItems)} chosen`;
    default:
      return 'is not valid';
  }
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
