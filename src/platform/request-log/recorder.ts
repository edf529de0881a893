/**
 * The agencies' API request log (portal.md "Request log"): each authenticated V1/V2 call's time (ms), method,
 * path, masked query, status, duration, correlation id and, for a failed call, the problem's code, detail and
 * field errors as the partner got them and its body with personal data and secrets masked (masking.ts). Kept
 * REQUEST_LOG_RETENTION_DAYS by housekeeping (retention.ts), whatever the number of calls.
 *
 * Off the request path: a response only appends an entry to this instance's in-memory buffer (for a failed
 * call, with references to its parsed body and its answer's text: no parsing, masking or copying there); a
 * timer writes the buffer every REQUEST_LOG_FLUSH_MS (sooner past EARLY_FLUSH_AT entries) in multi-row inserts,
 * reading the problems and masking the bodies then, and records the last use of the user keys seen. A database
 * that is slow or away therefore never delays an API answer; the price is that an instance that crashes loses
 * at most one interval of log (the log is a debugging aid, not an audit trail), and the buffer is bounded: past
 * MAX_BUFFERED entries the oldest are dropped and counted in a warning. One agency cannot take the others' entries
 * with it: masking is linear and bounded and yields between entries (rowsOf), text the database refuses is replaced
 * before the insert (masking.ts storableText), and a row it refuses all the same is dropped alone (insert).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { Clock } from '../../kernel/clock.js';
import { sql } from 'drizzle-orm';
import { compiledStatement, type Db } from '../db/client.js';
import type { apiRequestLog } from './schema.js';
import type { TableRow } from '../db/table-row.js';
import { sqlState } from '../db/transaction.js';
import { maskedBody, maskedPath, maskedQuery, storableText } from './masking.js';
import { problemOf } from './problem.js';

const MAX_BUFFERED = 20_000;
/**
 * A flush starts early when this many entries wait: at 18,000-22,000 calls a second (the V2 floor on two cores) one
 * flush interval's calls reached MAX_BUFFERED in the first second of a run and 40-1,800 entries were dropped, while
 * a flush of a whole second's entries took 0.3 s (docs/performance.md, "The request log's buffer").
 */
const EARLY_FLUSH_AT = 5_000;
/**
 * A failed call's body larger than this (by its Content-Length) is not held in the buffer: 20,000 entries of
 * megabyte bodies, while the database is slow, would be gigabytes. Its masked text is cut at 16 KiB anyway.
 */
const BODY_HELD_MAX_BYTES = 65_536;
const INSERT_CHUNK = 500;
/** The longest the flush holds the event loop between two looks at what else waits (rowsOf). */
const YIELD_AFTER_MS = 5;
/** SQLSTATE classes of a refusal caused by a row's content: data exceptions (22), integrity constraints (23). */
const ROW_AT_FAULT = /^2[23]/;

export interface RequestLogEntry {
  /** The agency, or (for a call refused after its token named the client: a wrong user key) its client id. */
  agency: { id: string } | { clientId: string };
  userKeyId: string | undefined;
  at: Date;
  method: string;
  path: string;
  /** The raw query string without `?` ('' when none); masked when written. */
  query: string;
  status: number;
  durationMs: number;
  correlationId: string;
  /** A failed call's answer (problem+json text) and parsed request body, read and masked when written. */
  failure?: { answer: string | undefined; body: unknown };
}

export interface RequestLogRecorder {
  record(entry: RequestLogEntry): void;
  /** Writes what is buffered now (the timer calls it; tests and shutdown too). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** What the recorder needs of the agencies (see createRequestLogRecorder's `agencies`). */
export interface RequestLogAgencies {
  /** Agency ids by client id; unknown client ids are left out. */
  idsByClientId(db: Db, clientIds: readonly string[]): Promise<Map<string, string>>;
  /** Moves a user key's last use forward to `at` (never back). */
  recordUserKeyUse(db: Db, keyId: string, at: Date): Promise<void>;
}

export function createRequestLogRecorder(deps: {
  db: Db;
  flushMs: number;
  log: Pick<Logger, 'warn'>;
  /**
   * Agencies and their user keys are auth's tables, a layer above this one: the attribution of an entry to its
   * agency and the keys' last use are auth's functions, passed in (domain/auth/agency-store.ts
   * requestLogAgencies).
   */
  agencies: RequestLogAgencies;
}): RequestLogRecorder {
  let buffer: RequestLogEntry[] = [];
  let dropped = 0;
  let flushing: Promise<void> = Promise.resolve();

  /** Agency ids of the entries that carry only a client id, in one query; entries of unknown clients are left out. */
  async function attributed(batch: RequestLogEntry[]): Promise<(RequestLogEntry & { agencyId: string })[]> {
    const clientIds = [...new Set(batch.flatMap((e) => ('clientId' in e.agency ? [e.agency.clientId] : [])))];
    const ids =
      clientIds.length > 0 ? await deps.agencies.idsByClientId(deps.db, clientIds) : new Map<string, string>();
    return batch.flatMap((e) => {
      const agencyId = 'id' in e.agency ? e.agency.id : ids.get(e.agency.clientId);
      return agencyId ? [{ ...e, agencyId }] : [];
    });
  }

  /**
   * Inserts `rows`; when the database refuses them for what one of them holds (a data or constraint error:
   * the agency deleted meanwhile, a value it cannot store), the halves are tried apart, down to the row at
   * fault, which alone is dropped and named in a warning: one agency's call must not take every agency's
   * calls of the interval with it. Any other failure (the database away) is thrown: the batch is lost.
   */
  async function insert(rows: LogRecord[]): Promise<void> {
    try {
      await insertRows(deps.db, JSON.stringify(rows));
    } catch (error) {
      if (!ROW_AT_FAULT.test(sqlState(error) ?? '')) throw error;
      if (rows.length === 1) {
        const [row] = rows;
        deps.log.warn(
          { err: error, agencyId: row!.agency_id, correlationId: row!.correlation_id },
          'request log: entry refused by the database; dropped',
        );
        return;
      }
      const half = Math.ceil(rows.length / 2);
      await insert(rows.slice(0, half));
      await insert(rows.slice(half));
    }
  }

  async function write(received: RequestLogEntry[]): Promise<void> {
    const batch = await attributed(received);
    // The masked paths and queries of this flush by their text: a calendar's or a listing page's calls repeat
    // them (masking.ts is pure, so the memo is exact).
    const masked = { paths: new Map<string, string>(), queries: new Map<string, string | null>() };
    for (let i = 0; i < batch.length; i += INSERT_CHUNK) {
      await insert(await rowsOf(batch.slice(i, i + INSERT_CHUNK), masked));
    }
    const lastUse = new Map<string, Date>();
    for (const e of batch) {
      if (e.userKeyId && (lastUse.get(e.userKeyId)?.getTime() ?? 0) < e.at.getTime()) lastUse.set(e.userKeyId, e.at);
    }
    for (const [keyId, at] of lastUse) {
      await deps.agencies.recordUserKeyUse(deps.db, keyId, at);
    }
  }

  function flush(): Promise<void> {
    // One flush at a time: the next starts after the previous ends, with what arrived meanwhile.
    flushing = flushing.then(async () => {
      if (dropped > 0) {
        deps.log.warn({ dropped }, 'request log: buffer full, oldest entries dropped');
        dropped = 0;
      }
      if (buffer.length === 0) return;
      const batch = buffer;
      buffer = [];
      try {
        await write(batch);
      } catch (error) {
        deps.log.warn({ err: error, entries: batch.length }, 'request log: write failed; entries dropped');
      }
    });
    // The chain never stays rejected (a logger that threw): every later flush would fail at once, and each
    // `void flush()` (the timer's, the early one) would be an unhandled rejection.
    flushing = flushing.catch(() => undefined);
    return flushing;
  }

  const timer = setInterval(() => void flush(), deps.flushMs);
  timer.unref();

  return {
    record(entry) {
      buffer.push(entry);
      if (buffer.length > MAX_BUFFERED) {
        buffer.shift();
        dropped += 1;
      } else if (buffer.length === EARLY_FLUSH_AT) {
        // Queued behind a flush still running, which may then find the buffer emptied: it returns at once.
        void flush();
      }
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

/**
 * The rows in one statement, whatever their number: one JSON parameter, compiled once (db/client.ts
 * compiledStatement). Drizzle's insert builder made a parameter of each of a row's twelve values and walked them
 * all on every flush: 11 % of GET availability's busy time at 4,000 calls a second (docs/performance.md, "GET
 * availability from memory"). Every text in a row is storable (masking.ts storableText), so the JSON is too.
 * `json`, not `jsonb`: the text is read once into the records, where jsonb would first build a document of it
 * (14,000 rows: 117 ms of PostgreSQL's CPU against 134-145 ms).
 */
const insertRows = compiledStatement(
  'request_log_insert',
  (rows: string) =>
    sql`insert into api_request_log (agency_id, at, method, path, query, status, duration_ms, error_code, detail,
                                     field_errors, request_body, correlation_id)
        select agency_id, at, method, path, query, status, duration_ms, error_code, detail,
               field_errors, request_body, correlation_id
        from json_to_recordset(${rows}::json) as r(agency_id uuid, at timestamptz, method text, path text,
             query text, status int, duration_ms float8, error_code text, detail text, field_errors jsonb,
             request_body jsonb, correlation_id text)`,
);

/** A row as insertRows reads it (json_to_recordset): the columns' names; an absent value is null. */
type LogRecord = Omit<TableRow<typeof apiRequestLog>, 'id' | 'at'> & { at: Date };

/** The row of an entry: its path, query and failed body masked, its problem read (masking.ts, problem.ts). */
function rowOf(e: RequestLogEntry & { agencyId: string }, masked: MaskedTexts): LogRecord {
  const problem = e.failure ? problemOf(e.failure.answer) : undefined;
  return {
    agency_id: e.agencyId,
    at: e.at,
    method: storableText(e.method),
    path: memo(masked.paths, e.path, maskedPath),
    query: memo(masked.queries, e.query, maskedQuery),
    status: e.status,
    duration_ms: e.durationMs,
    error_code: problem?.errorCode ?? null,
    detail: problem?.detail ?? null,
    field_errors: problem?.fieldErrors ?? null,
    request_body: e.failure ? maskedBody(e.failure.body) : null,
    correlation_id: storableText(e.correlationId),
  };
}

interface MaskedTexts {
  paths: Map<string, string>;
  queries: Map<string, string | null>;
}

function memo<T>(known: Map<string, T>, text: string, mask: (text: string) => T): T {
  if (known.has(text)) return known.get(text)!;
  const value = mask(text);
  known.set(text, value);
  return value;
}

/**
 * The rows of a chunk of entries, yielding to the event loop every YIELD_AFTER_MS: the flush runs on the loop
 * that answers every agency's requests, and a flood of failed calls with large bodies is one agency's to send.
 * Each entry's own work is linear in its body and bounded (masking.ts).
 */
async function rowsOf(entries: (RequestLogEntry & { agencyId: string })[], masked: MaskedTexts): Promise<LogRecord[]> {
  const rows: LogRecord[] = [];
  let since = performance.now();
  for (const e of entries) {
    rows.push(rowOf(e, masked));
    if (performance.now() - since >= YIELD_AFTER_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      since = performance.now();
    }
  }
  return rows;
}

function heldBody(request: FastifyRequest): unknown {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > BODY_HELD_MAX_BYTES ? { notKept: `${length} bytes` } : request.body;
}

/**
 * Records every response to a V1 or V2 request that authentication attributed to an agency: accepted
 * (request.agency) or refused after its token named the client (request.apiClientId: a wrong or revoked
 * user key, a token of an earlier generation), the calls a partner most needs to see. A call without a
 * valid token names no agency and is not recorded. The problem+json code of a failed call is read from
 * the answer in the flush.
 */
export function registerRequestLog(app: FastifyInstance, recorder: RequestLogRecorder, clock: Clock): void {
  // A failed call's answer text, kept by reference until the response ends (parsed in the flush).
  const answers = new WeakMap<object, string>();
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      reply.statusCode >= 400 &&
      (request.agency || request.apiClientId) &&
      typeof payload === 'string' &&
      payload.length < 65_536
    ) {
      answers.set(request, payload);
    }
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const agency = request.agency;
    if (!agency && !request.apiClientId) return done();
    const q = request.url.indexOf('?');
    recorder.record({
      agency: agency ? { id: agency.id } : { clientId: request.apiClientId! },
      userKeyId: agency?.userKeyId,
      at: clock.now(),
      method: request.method,
      path: (q < 0 ? request.url : request.url.slice(0, q)).slice(0, 500),
      query: q < 0 ? '' : request.url.slice(q + 1),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      correlationId: String(request.id),
      ...(reply.statusCode >= 400 ? { failure: { answer: answers.get(request), body: heldBody(request) } } : {}),
    });
    done();
  });
  app.addHook('onClose', () => recorder.close());
}
