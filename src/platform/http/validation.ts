/**
 * Request validation. Bodies are validated strictly (no type coercion: "5" is not a number, unknown fields
 * are refused by the schemas), query strings and path parameters with coercion, since they are text.
 * Every breach is reported (allErrors), each under its field path, for example `cabinMix[0].guestIds`, with one
 * message per broken rule that a developer can act on: a union of literals names its allowed values once, and a
 * pattern or format is said in words with an example (`x-format-description` on the schema), never as a regex.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { AppError, emptyFieldErrors, type FieldErrors } from '../../kernel/errors.js';

// ajv-formats is CommonJS; under NodeNext its default import is the module namespace.
type AddFormats = (ajv: Ajv) => Ajv;
const addFormats: AddFormats =
  (addFormatsModule as unknown as { default?: AddFormats }).default ?? (addFormatsModule as unknown as AddFormats);

function makeAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
    strict: false,
    // The failing schema on each error (parentSchema): its x-format-description words a pattern's message.
    verbose: true,
  });
  addFormats(ajv);
  // Every date-time of the specification is a wall-clock time without a zone; accept it with or without one.
  ajv.addFormat('date-time', {
    type: 'string',
    validate: (value: string) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?$/.test(value) &&
      !Number.isNaN(Date.parse(value.length === 16 ? `${value}:00` : value)),
  });
  return ajv;
}

const bodyAjv = makeAjv(false);
const textAjv = makeAjv(true);

const formatChecks = new Map<string, ValidateFunction>();
/**
 * Whether a string has a format (`date`, `email`, ...) as the API's bodies check it: the portal's forms
 * (channels/portal/forms.ts) check the same schema pieces with TypeBox, which knows no format by itself.
 */
export function hasFormat(format: string, value: string): boolean {
  let check = formatChecks.get(format);
  if (!check) {
    check = bodyAjv.compile({ type: 'string', format });
    formatChecks.set(format, check);
  }
  return check(value);
}

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : textAjv;
  return ajv.compile(schema as object) as ValidateFunction;
};

/** `/cabinMix/0/guestIds` -> `cabinMix[0].guestIds` */
export function fieldPath(instancePath: string, extra?: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (extra) parts.push(extra);
  let out = '';
  for (const raw of parts) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (/^\d+$/.test(part)) out += `[${part}]`;
    else out += out ? `.${part}` : part;
  }
  return out;
}

/**
 * The schema keyword that says in words, with an example, what a pattern or format admits: the validation
 * message is "must be <words>" (a partner cannot act on `must match the pattern ^[A-Z]{3}$`). Every pattern of
 * a request schema carries one (test/http/validation-messages.test.ts walks the document); an `x-` keyword,
 * so that validators ignore it and OpenAPI tools show it as an extension.
 */
export const FORMAT_WORDS = 'x-format-description';

/** Words for the standard formats, used when a schema carries no x-format-description of its own. */
const STANDARD_FORMAT_WORDS: Record<string, string> = {
  date: 'a date as YYYY-MM-DD, such as 2027-01-10',
  'date-time': 'a date-time such as 2027-01-10T22:30:00',
  email: 'an e-mail address, such as kari@example.com',
  uuid: 'a UUID, such as 0b6e3f9c-5d0e-4a8e-9c41-7f2d5b1e8a23',
  uri: 'an absolute URI, such as https://agency.example/hooks',
};

/** The words for a pattern or format error's schema; undefined when it has none (then the message is raw). */
export function formatWordsOf(schema: unknown, format?: string): string | undefined {
  const own = (schema as Record<string, unknown> | undefined)?.[FORMAT_WORDS];
  if (typeof own === 'string') return own;
  return format === undefined ? undefined : STANDARD_FORMAT_WORDS[format];
}

export function messageFor(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not a known field';
    case 'type':
      return `must be of type ${String(p.type)}`;
    case 'enum':
      return `must be one of ${(p.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'format': {
      const words = formatWordsOf(error.parentSchema, String(p.format));
      return words ? `must be ${words}` : `must be a valid ${String(p.format)}`;
    }
    case 'minItems':
      return `must have at least ${String(p.limit)} item(s)`;
    case 'maxItems':
      return `must have at most ${String(p.limit)} item(s)`;
    case 'minLength':
      return Number(p.limit) === 1 ? 'must not be empty' : `must be at least ${String(p.limit)} characters long`;
    case 'maxLength':
      return `must be at most ${String(p.limit)} characters long`;
    case 'minimum':
      return `must be >= ${String(p.limit)}`;
    case 'exclusiveMinimum':
      return `must be > ${String(p.limit)}`;
    case 'maximum':
      return `must be <= ${String(p.limit)}`;
    case 'pattern': {
      const words = formatWordsOf(error.parentSchema);
      return words ? `must be ${words}` : `must match the pattern ${String(p.pattern)}`;
    }
    case 'uniqueItems':
      return 'must not contain duplicates';
    case 'multipleOf':
      return `must be a multiple of ${String(p.multipleOf)}`;
    default:
      return error.message ?? 'is not valid';
  }
}

/** The values a union admits when every branch is a literal (TypeBox's Union of Literals, or null); else undefined. */
function literalsOf(branches: unknown): unknown[] | undefined {
  if (!Array.isArray(branches)) return undefined;
  const values: unknown[] = [];
  for (const branch of branches as Record<string, unknown>[]) {
    if ('const' in branch) values.push(branch.const);
    else if (Array.isArray(branch.enum)) values.push(...(branch.enum as unknown[]));
    else if (branch.type === 'null') values.push(null);
    else return undefined;
  }
  return values;
}

/**
 * One message for a failed union (anyOf/oneOf), replacing its branches' messages: the allowed values of a union
 * of literals (`must be one of ADULT, CHILD, INFANT, SENIOR`, not four `must be "X"` lines), or the types when
 * every branch failed on its type alone (`must be of type integer or null`). Otherwise undefined, and the
 * branches' own messages stand (they say what is wrong inside the value).
 */
function unionMessage(union: ErrorObject, branchErrors: ErrorObject[]): string | undefined {
  const literals = literalsOf(union.schema);
  if (literals) return `must be one of ${literals.map(String).join(', ')}`;
  if (
    branchErrors.length > 0 &&
    branchErrors.every((e) => e.keyword === 'type' && e.instancePath === union.instancePath)
  ) {
    return `must be of type ${branchErrors.map((e) => String((e.params as { type: unknown }).type)).join(' or ')}`;
  }
  return undefined;
}

/**
 * The branches' errors of each failed union that a single message replaces, and those messages. A branch's
 * error lies at the union's own value or inside it, and under the union's schema path: the items of a list
 * share their schema path, so the value's path tells one item's union from another's.
 */
function summarizedUnions(errors: ErrorObject[]): { replaced: Set<ErrorObject>; summaries: Map<ErrorObject, string> } {
  const replaced = new Set<ErrorObject>();
  const summaries = new Map<ErrorObject, string>();
  for (const union of errors) {
    if (union.keyword !== 'anyOf' && union.keyword !== 'oneOf') continue;
    const prefix = `${union.schemaPath}/`;
    const inside = `${union.instancePath}/`;
    const branchErrors = errors.filter(
      (e) =>
        e.schemaPath.startsWith(prefix) && (e.instancePath === union.instancePath || e.instancePath.startsWith(inside)),
    );
    const message = unionMessage(union, branchErrors);
    if (message === undefined) continue;
    summaries.set(union, message);
    for (const e of branchErrors) replaced.add(e);
  }
  return { replaced, summaries };
}

/** How many of a request's schema errors are reported (toFieldErrors). */
export const MAX_SCHEMA_ERRORS = 100;

/**
 * Turns Ajv errors into a field-path map, one message per broken rule: a union's branches summarized
 * (unionMessage), the rest of the schema's `anyOf` bookkeeping left out.
 */
export function toFieldErrors(all: ErrorObject[], context: string | undefined): FieldErrors {
  const out = emptyFieldErrors();
  // The first MAX_SCHEMA_ERRORS only: a 64 KiB body of 30,000 bad list items would otherwise make as many
  // errors, an answer of megabytes, and (unions are matched to their branches pairwise) seconds of CPU per
  // request. Ajv lists a union's branches before the union, so a cut may leave one union unsummarized.
  const errors = all.slice(0, MAX_SCHEMA_ERRORS);
  const { replaced, summaries } = summarizedUnions(errors);
  for (const error of errors) {
    if (replaced.has(error)) continue;
    const summary = summaries.get(error);
    if (summary === undefined && (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if'))
      continue;
    const p = error.params as Record<string, unknown>;
    const extra =
      error.keyword === 'required'
        ? String(p.missingProperty)
        : error.keyword === 'additionalProperties'
          ? String(p.additionalProperty)
          : undefined;
    let path = fieldPath(error.instancePath, extra);
    if (!path) path = context === 'body' ? '(body)' : (context ?? '(request)');
    const message = summary ?? messageFor(error);
    const list = (out[path] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return out;
}

/** The 400 of a schema failure: the one field's message as the detail, or a count when several break. */
export function validationFailed(errors: FieldErrors): AppError {
  const fields = Object.keys(errors);
  const detail =
    fields.length === 1
      ? `${fields[0]} ${errors[fields[0]!]![0]}.`
      : `The request is not valid: ${fields.length} fields break the rules (see errors).`;
  return new AppError(400, 'VALIDATION_FAILED', detail, errors);
}

/** Whether field path `path` is `ancestor` or lies inside it (`guests[0].email` inside `guests[0]`). */
const isWithin = (path: string, ancestor: string) =>
  path === ancestor || path.startsWith(`${ancestor}.`) || path.startsWith(`${ancestor}[`);

/**
 * The fields whose values the rules count across a list (which guest is placed, which is the lead, how many
 * adults): with one of them failed and left out, such a rule would report a miscount the request does not
 * have ("guest 1 has no cabin" for `guestIds: ["one", 2]`).
 */
const COUNTED_FIELDS = /(^|\.)(guestIds|guestId|isLead)(\[|\.|$)/;

/** Whether `failed` lies inside `rulePath` through a counted field, so the rule at `rulePath` miscounts. */
const countsFailedField = (rulePath: string, failed: string) =>
  isWithin(failed, rulePath) && COUNTED_FIELDS.test(failed.slice(rulePath.lastIndexOf('.') + 1));

/**
 * A request's schema errors and its rule errors as one map, so that one answer names every breach: a rule's
 * message is left out for a field that already failed its schema, or lies inside one that did (a rule read
 * such a field as missing, and would only repeat the schema's complaint in other words), and a rule that counts
 * a failed field across its list (countsFailedField).
 */
export function withRuleErrors(schemaErrors: FieldErrors, ruleErrors: FieldErrors): FieldErrors {
  const failed = Object.keys(schemaErrors);
  const out = Object.assign(emptyFieldErrors(), schemaErrors);
  for (const [path, messages] of Object.entries(ruleErrors)) {
    if (failed.some((f) => isWithin(path, f) || countsFailedField(path, f))) continue;
    out[path] = [...(out[path] ?? []), ...messages];
  }
  return out;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The body without the values that failed their schema, for the rule checks that run beside the schema's
 * errors (a confirm with a bad e-mail is still told that no guest is the lead): a failed property is taken
 * out, a failed item of a list of plain values is dropped from the list, a failed item of a list of objects
 * becomes undefined (indices stay those of the request). Undefined when the body as a whole failed.
 */
export function partsThatPassed(body: unknown, errors: ErrorObject[]): Record<string, unknown> | undefined {
  if (!isRecord(body)) return undefined;
  const copy = structuredClone(body);
  const lists = new Set<unknown[]>();
  for (const error of errors) {
    if (['required', 'anyOf', 'oneOf', 'if'].includes(error.keyword)) continue;
    const parts = error.instancePath
      .split('/')
      .slice(1)
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (error.keyword === 'additionalProperties') parts.push(String(error.params.additionalProperty));
    if (parts.length === 0) return undefined;
    let parent: unknown = copy;
    for (const part of parts.slice(0, -1)) parent = (parent as Record<string, unknown> | undefined)?.[part];
    const last = parts[parts.length - 1]!;
    if (Array.isArray(parent)) {
      parent[Number(last)] = undefined;
      lists.add(parent);
    } else if (isRecord(parent)) {
      delete parent[last];
    }
  }
  for (const list of lists) {
    if (list.some((item) => typeof item === 'object' && item !== null)) continue;
    const kept = list.filter((item) => item !== undefined);
    list.splice(0, list.length, ...kept);
  }
  return copy;
}

/** A request that failed its schema: its field errors and the body's sound parts (for a route's explainSchemaFailure). */
export interface SchemaFailure {
  errors: FieldErrors;
  /** The body without its failed values (partsThatPassed); undefined when the body was not the failing part. */
  passed: Record<string, unknown> | undefined;
}

/**
 * A route's own answer to a request that failed its schema, run by the problem handler instead of the plain
 * 400: it throws the AppError to answer (the schema's errors with the rules' errors of the sound parts, the
 * live session's expiry). Set as route config; nothing else of the request has run (no handler, no preHandler
 * hook such as the Idempotency-Key's claim).
 */
export type SchemaFailureAnswer = (request: FastifyRequest, failure: SchemaFailure) => Promise<never>;

declare module 'fastify' {
  interface FastifyContextConfig {
    explainSchemaFailure?: SchemaFailureAnswer;
  }
}

export function schemaFailureOf(
  failure: { validation?: unknown; validationContext?: string },
  body: unknown,
): SchemaFailure {
  const errors = (failure.validation ?? []) as ErrorObject[];
  return {
    errors: toFieldErrors(errors, failure.validationContext),
    passed: failure.validationContext === 'body' ? partsThatPassed(body, errors) : undefined,
  };
}

/**
 * Characters PostgreSQL cannot store: the NUL character (in text or jsonb), and a lone surrogate, half of a
 * UTF-16 pair without its other half. JSON.parse turns a `\ud800` escape into one; the driver would send
 * it as a replacement character in text, but jsonb (guests' details, documents) refuses it and the write
 * fails after some work was done. With the `u` flag a well-formed pair is one code point and never matches.
 */
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what is looked for
const UNSTORABLE = /\u0000|\p{Surrogate}/u;

export interface UnstorableText {
  /** The field path, as validation errors name fields: `address.street`, `guests[1].firstName`, `(key)` for a key. */
  field: string;
  /** The rule it breaks, as a validation message. */
  message: string;
}

const ruleFor = (text: string): string =>
  text.includes('\u0000')
    ? 'must not contain the NUL character (U+0000)'
    : 'must not contain a lone surrogate (an unpaired UTF-16 code unit, U+D800 to U+DFFF): send well-formed Unicode';

// eslint-disable-next-line no-control-regex -- the NUL character is exactly what is looked for
const ANY_SURROGATE_OR_NUL = /[\u0000\ud800-\udfff]/;
/** Whether a string holds a character PostgreSQL cannot store; a cheap test first (pairs match it too). */
const unstorable = (text: string) => ANY_SURROGATE_OR_NUL.test(text) && UNSTORABLE.test(text);

/** Whether any string (value or key) in a parsed value is unstorable: no paths built, as nearly all are clean. */
function holdsUnstorable(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (unstorable(item)) return true;
    } else if (Array.isArray(item)) {
      for (const child of item) stack.push(child);
    } else if (item && typeof item === 'object') {
      for (const key of Object.keys(item)) {
        if (unstorable(key)) return true;
        stack.push((item as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/**
 * The first string (value or key) in a parsed body, query or params that PostgreSQL cannot store, with its
 * field path; else undefined. An explicit stack, not recursion: however deep the value, this never
 * overflows the stack.
 */
export function unstorableTextAt(value: unknown, path = ''): UnstorableText | undefined {
  if (!holdsUnstorable(value)) return undefined;
  const stack: [unknown, string][] = [[value, path]];
  while (stack.length > 0) {
    const [item, at] = stack.pop()!;
    if (typeof item === 'string') {
      if (unstorable(item)) return { field: at || '(value)', message: ruleFor(item) };
    } else if (Array.isArray(item)) {
      // Pushed in reverse so that the first offending element is the one reported.
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], `${at}[${i}]`]);
    } else if (item && typeof item === 'object') {
      const entries = Object.entries(item);
      for (const [key] of entries)
        if (unstorable(key)) return { field: `${at ? `${at}.` : ''}(key)`, message: ruleFor(key) };
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        stack.push([child, at ? `${at}.${key}` : key]);
      }
    }
  }
  return undefined;
}
