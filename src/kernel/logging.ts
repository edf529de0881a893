/**
 * What an error looks like in the log. Guests' personal data must never reach it, whatever fails, and the
 * errors that fail a write carry it: Drizzle's DrizzleQueryError holds the query's parameters (a guest's
 * whole details as jsonb) in `params` and in its message and stack; the driver's DatabaseError echoes input
 * in `detail` (`Key (email)=(...) already exists`), `where` (the JSON text being parsed), `internalQuery`
 * and quoted values of its message (`invalid input syntax for type uuid: "..."`). pino's standard error
 * serializer copies every enumerable property, so it would log them all.
 *
 * This serializer keeps what a diagnosis needs and nothing that can come from input: the error's type, its
 * message (Drizzle's: the SQL text with placeholders only; any other: quoted values masked, length capped),
 * the SQLSTATE and the names of the constraint, table and column, the stack's frames (never its first line,
 * which repeats the message), and the cause, serialized the same way.
 *
 * buildApp puts it on the app's logger, whichever logger it is given; server.ts on the process's logger,
 * which the background jobs use.
 */

/** Fields of the drivers' errors (pg, PGlite) that name things of the schema, never values. */
const NAMING_FIELDS = ['code', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine', 'severity'] as const;
const MAX_MESSAGE = 1000;
const MAX_CAUSES = 3;

interface SafeError {
  type: string;
  message: string;
  stack?: string;
  statusCode?: number;
  cause?: SafeError | string;
  [field: string]: unknown;
}

/** A driver message with its quoted values masked: `invalid input syntax for type uuid: "…"`. */
function maskQuoted(message: string): string {
  return message.replace(/"[^"]*"/g, '"…"');
}

function messageOf(error: Error & { query?: unknown }, type: string): string {
  // DrizzleQueryError: `Failed query: <sql>\nparams: <values>`; the SQL text is the code's, the values input's.
  // (PGlite's own error carries `query` and `params` too, besides the server's message: that message is kept.)
  const message =
    type === 'DrizzleQueryError' && typeof error.query === 'string'
      ? `Failed query: ${error.query.replace(/\s+/g, ' ')}`
      : maskQuoted(String(error.message));
  return message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message;
}

/** The error's class; the drivers' DatabaseError by its fields (PGlite's bundle renames the class). */
function typeOf(error: Error): string {
  const record = error as unknown as Record<string, unknown>;
  if (typeof record.severity === 'string' && typeof record.code === 'string') return 'DatabaseError';
  const name = error.constructor?.name;
  return name && name !== 'Object' ? name : String(error.name);
}

function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length > 0 ? frames.join('\n') : undefined;
}

function serialize(error: Error, depth: number): SafeError {
  const record = error as unknown as Record<string, unknown>;
  const type = typeOf(error);
  const out: SafeError = { type, message: messageOf(error, type) };
  for (const field of NAMING_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (typeof record.statusCode === 'number') out.statusCode = record.statusCode;
  const stack = framesOf(error.stack);
  if (stack) out.stack = stack;
  const cause = record.cause;
  if (cause instanceof Error) out.cause = depth < MAX_CAUSES ? serialize(cause, depth + 1) : cause.constructor.name;
  return out;
}

/** pino's `err` serializer: anything not an Error (a plain object the code built) is logged as it is. */
export function safeErrorSerializer(value: unknown): unknown {
  return value instanceof Error ? serialize(value, 0) : value;
}

/** The serializers every Berth logger has. */
export const logSerializers = { err: safeErrorSerializer, error: safeErrorSerializer };

/** Credentials, and what may carry personal data (names compared lower-cased). */
const MASKED_PARAMS = new Set(['user_key', 'client_secret', 'access_token', 'token', 'guestname', 'next']);

/** A query parameter's name as the server reads it, lower-cased; a malformed escape leaves the rest decoded. */
function decodedName(raw: string): string {
  const name = raw.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name).toLowerCase();
  } catch {
    return name.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))).toLowerCase();
  }
}

/**
 * Whether a parameter carries a credential or personal data. Any name starting with user_key counts (`user_key[]`,
 * `user_key[a]`, ...: query-string encoders write arrays and objects so, and the log must not depend on
 * how this server parses them); the others with or without a bracket suffix.
 */
export function isMaskedParam(raw: string): boolean {
  const name = decodedName(raw);
  if (name.startsWith('user_key')) return true;
  const bracket = name.indexOf('[');
  return MASKED_PARAMS.has(bracket < 0 ? name : name.slice(0, bracket));
}

/**
 * The URL with the values of credential-like query parameters masked. Names are compared decoded, as the
 * server reads them: `user%5Fkey=...` and `user_key%5B%5D=...` are the user key too.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash < 0 ? undefined : hash);
  const masked = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return isMaskedParam(name) ? `${name}=[REDACTED]` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${masked}${hash < 0 ? '' : url.slice(hash)}`;
}
