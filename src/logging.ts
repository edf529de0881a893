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
