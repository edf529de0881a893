/**
 * Idempotency keys on every POST, PATCH and DELETE of V1 and V2 (contract; issue 22 widened it from V2
 * POSTs): the first request with a key is processed and its response stored; a repeat with the same key,
 * method, path and body within 24 h gets that response again with `Idempotent-Replayed: true`; the same key
 * with another request is 409 IDEMPOTENCY_KEY_REUSED; a repeat while the first is still running is 409
 * IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are per agency, one space for both versions.
 *
 * The replay is answered before the handler runs, so a repeat answers the first answer even where running
 * again would answer otherwise: a DELETE's 204 (not 409 ITEM_NOT_ON_BOOKING or 404), a PATCH with If-Match
 * (not 412: the first request moved the version on). Request headers are not part of the request: a retry
 * carrying a newer If-Match than the first is still the same request, and replays it rather than applying
 * the change a second time under a new key.
 *
 * 5xx answers are not stored: the request did not take effect (a confirm whose back end failed leaves the
 * held booking as it was), so a retry with the same key must run again rather than replay the failure.
 *
 * The answer is stored as the response leaves (onSend), after the operation's transaction committed. A
 * process that dies between the two would leave the key unanswered: a retry would run again on a state that
 * has moved on. The V2 writes whose repeat would answer otherwise (a create, a confirm, a payment, a quote, an
 * amendment, a delete that would be 404: docs/api.md lists them, and the few left, such as a search) therefore
 * store their answer inside their own transaction (`answerStorerFor`, `noContentStorer`;
 * test/idempotency/keyed-write-crash.pg.test.ts). The first answer stored is kept: a later store (onSend's, or a
 * duplicate's that ran after a lease was lost) only fills a key that has none.
 *
 * The claim of a request still running is a lease on the database's clock (clock.ts), renewed by the instance
 * that holds it (issue 31: a crashed instance's claims used to block retries for a fixed minute). Designs
 * weighed:
 * - The claim inside the write's own transaction, so that a crash rolls it back: the claim is taken here,
 *   before the route opens its transaction, and a write may open several or none, or call another system
 *   between them (confirm's reservation back end), so it would take a second pooled connection held for the
 *   whole request: N concurrent keyed writes on a pool of N would each wait for a connection for their
 *   transaction, for ever.
 * - The owner's liveness read from the database (its backends in pg_stat_activity, an advisory lock held on
 *   a connection of its own): behind PgBouncer in transaction mode the connections are the pooler's, and an
 *   instance whose request waits on another system may have no connection open at all.
 * - A short lease renewed while the request runs (this one): works through any pooler and costs one update
 *   per CLAIM_RENEW_MS per instance while it has keyed writes running. A crashed instance's keys are free
 *   CLAIM_LEASE_MS after their last renewal; a retry meanwhile is told 409 IDEMPOTENCY_REQUEST_IN_PROGRESS
 *   with Retry-After, as for a duplicate that is truly concurrent, which keeps that answer for as long as the
 *   first runs. The price: an instance whose event loop stalls for longer than the lease loses its claims,
 *   and a retry may run alongside the first. The writes stay safe (each serializes on its own rows: the
 *   session's lock, the booking's unique session_id), and the first answer stored is the one replayed.
 *
 * While a claim is unanswered its created_at is its last renewal (no column of its own: the 24 h of a stored
 * answer count from the last renewal, seconds after the first claim).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../kernel/clock.js';
import { faultPoint, type FaultPoint } from '../../kernel/fault-points.js';
import { queryRows, type Db, type DbOrTx, type StoreWithin } from '../db/client.js';
import type { idempotencyKeys } from './schema.js';
import type { TableRow, Narrow } from '../db/table-row.js';
import { AppError, invalidField } from '../../kernel/errors.js';
import { redactUrl } from '../../kernel/logging.js';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long an unanswered claim keeps its key after its last renewal before a retry may run again. */
export const CLAIM_LEASE_MS = 5_000;
/** How often an instance renews the claims of its requests still running: a stall of 4 s keeps them. */
export const CLAIM_RENEW_MS = 1_000;
const HEADER = 'idempotency-key';
/** The methods whose requests take a key: every write. GET and HEAD are safe to repeat without one. */
const KEYED_METHODS = new Set(['POST', 'PATCH', 'DELETE']);
const REPLAYED_HEADERS = ['content-type', 'x-session-expires-at', 'location', 'etag'];

const inProgress = () =>
  new AppError(
    409,
    'IDEMPOTENCY_REQUEST_IN_PROGRESS',
    'A request with this Idempotency-Key is being processed; retry shortly.',
    undefined,
    {
      'Retry-After': '1',
    },
  );

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey?: string;
  }
}

/**
 * JSON with object keys sorted at every level: the same body in another key order is the same request.
 * Recursive, but bodies reach it parsed and validated: the JSON parser refuses nesting deeper than
 * MAX_JSON_DEPTH (http/json-body.ts), so the recursion is bounded.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function requestHash(request: FastifyRequest): string {
  const path = redactUrl(request.url).split('?')[0];
  return createHash('sha256')
    .update(`${request.method} ${path}\n${canonicalJson(request.body ?? null)}`)
    .digest('hex');
}

/** The response headers a replay repeats. */
export function replayedHeaders(getHeader: (name: string) => unknown): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}

/**
 * Records the answer to the keyed request `request` (a no-op without a key), unless one is stored already (the
 * first answer stored is kept). In `db` or in a transaction: there, the answer commits with the operation, or
 * not at all.
 */
export async function storeAnswer(
  db: DbOrTx,
  request: FastifyRequest,
  answer: { statusCode: number; headers: Record<string, string>; body: string },
): Promise<void> {
  const key = request.idempotencyKey;
  if (!key) return;
  await db.execute(
    sql`update idempotency_keys set status_code = ${answer.statusCode}, response_headers = ${JSON.stringify(answer.headers)}::jsonb,
               response_body = ${answer.body}
        where agency_id = ${request.agency.id} and key = ${key} and status_code is null`,
  );
}

/**
 * For an operation that must be found again after a crash (confirm, a payment): a function that stores its
 * answer, serialized as the route's `statusCode` response will be, inside the operation's own transaction.
 * Undefined without an Idempotency-Key.
 */
export function answerStorerFor<T extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  headersOf: (value: T) => Record<string, string> = () => ({}),
): ((tx: DbOrTx, value: T, headers?: Record<string, string>) => Promise<void>) | undefined {
  if (!request.idempotencyKey) return undefined;
  const serialize = reply.getSerializationFunction(String(statusCode)) ?? JSON.stringify;
  return (tx, value, headers = {}) =>
    storeAnswer(tx, request, {
      statusCode,
      headers: { 'content-type': 'application/json; charset=utf-8', ...headersOf(value), ...headers },
      body: serialize(value as Record<string, unknown>),
    });
}

/** For a 204 (a DELETE): what stores its empty answer inside the operation's own transaction. */
export function noContentStorer(request: FastifyRequest): StoreWithin<null> | undefined {
  if (!request.idempotencyKey) return undefined;
  return (tx) => storeAnswer(tx, request, { statusCode: 204, headers: {}, body: '' });
}

/** The request's Idempotency-Key, undefined without one; 400 unless it is 1 to 255 visible ASCII characters. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[HEADER];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || key.length > 255 || !/^[\x21-\x7e]+$/.test(key)) {
    throw invalidField('Idempotency-Key', 'must be 1 to 255 visible ASCII characters');
  }
  return key;
}

type StoredRow = Narrow<
  Pick<
    TableRow<typeof idempotencyKeys>,
    'request_hash' | 'status_code' | 'response_headers' | 'response_body' | 'created_at'
  >,
  { response_headers: Record<string, string> | null }
>;

const plugin: FastifyPluginAsync<{ db: Db; clock: Clock; faultPoint?: FaultPoint | undefined }> = async (
  app,
  { db, clock, faultPoint: armed },
) => {
  // The keyed requests of this scope still running, whose claims this instance renews.
  const running = new Set<FastifyRequest>();
  let renewing = false;
  const renew = async () => {
    if (running.size === 0 || renewing) return;
    renewing = true;
    const claims = [...running];
    try {
      await db.execute(
        sql`update idempotency_keys k set created_at = ${clock.now().toISOString()}::timestamptz
            from jsonb_to_recordset(${JSON.stringify(claims.map((r) => ({ agency_id: r.agency.id, key: r.idempotencyKey })))}::jsonb)
                 as c(agency_id uuid, key text)
            where k.agency_id = c.agency_id and k.key = c.key and k.status_code is null`,
      );
    } catch (error) {
      // The next round tries again; a database that stays away fails the requests themselves.
      app.log.warn({ err: error }, 'renewing the idempotency claims failed');
    } finally {
      renewing = false;
    }
  };
  const renewal = setInterval(() => void renew(), CLAIM_RENEW_MS);
  renewal.unref();
  app.addHook('onClose', async () => clearInterval(renewal));

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!KEYED_METHODS.has(request.method) || request.routeOptions.config.ownIdempotency) return;
    const key = idempotencyKeyOf(request);
    if (key === undefined) return;
    const agencyId = request.agency.id;
    const hash = requestHash(request);
    const now = clock.now();
    // Claim the key; an expired claim is taken over.
    const claimed = await queryRows<Pick<TableRow<typeof idempotencyKeys>, 'key'>>(
      db,
      sql`insert into idempotency_keys (agency_id, key, method, path, request_hash, created_at)
          values (${agencyId}, ${key}, ${request.method}, ${redactUrl(request.url).split('?')[0]}, ${hash}, ${now.toISOString()}::timestamptz)
          on conflict (agency_id, key) do update
            set method = excluded.method, path = excluded.path, request_hash = excluded.request_hash,
                status_code = null, response_headers = null, response_body = null, created_at = excluded.created_at
            where idempotency_keys.created_at <= ${new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString()}::timestamptz
               -- A claim no longer renewed (its process died mid-request) is a lease that has run out.
               or (idempotency_keys.status_code is null
                   and idempotency_keys.created_at <= ${new Date(now.getTime() - CLAIM_LEASE_MS).toISOString()}::timestamptz)
          returning key`,
    );
    if (claimed.length > 0) {
      request.idempotencyKey = key;
      running.add(request);
      return;
    }
    const [stored] = await queryRows<StoredRow>(
      db,
      sql`select request_hash, status_code, response_headers, response_body, created_at
          from idempotency_keys where agency_id = ${agencyId} and key = ${key}`,
    );
    if (!stored) {
      // Deleted between our claim and our read (a 5xx of the first request): run this one.
      throw inProgress();
    }
    if (stored.request_hash !== hash) {
      throw new AppError(
        409,
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was used with another request; use a new key for a new request.',
      );
    }
    if (stored.status_code === null) {
      throw inProgress();
    }
    reply
      .code(stored.status_code)
      .headers(stored.response_headers ?? {})
      .header('Idempotent-Replayed', 'true');
    return reply.send(stored.response_body ?? '');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (!key || reply.getHeader('idempotent-replayed')) return payload;
    running.delete(request);
    if (reply.statusCode >= 500) {
      await db.execute(
        sql`delete from idempotency_keys where agency_id = ${request.agency.id} and key = ${key} and status_code is null`,
      );
      return payload;
    }
    // A crash test's point (fault-points.ts): every keyed write's own transaction has committed, its answer not sent.
    faultPoint(armed, 'before-keyed-answer');
    await storeAnswer(db, request, {
      statusCode: reply.statusCode,
      headers: replayedHeaders((name) => reply.getHeader(name)),
      body: typeof payload === 'string' ? payload : payload === null || payload === undefined ? '' : String(payload),
    });
    return payload;
  });
};

/**
 * Registers the hooks in the scope it is registered in (the V1 and the V2 partner scopes, partner-api.ts),
 * after authentication. A route whose answer must not be stored here (it holds a secret) sets
 * `config: { ownIdempotency: true }` and handles the key itself.
 */
export const idempotency = fp(plugin, { name: 'berth-idempotency' });

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route handles Idempotency-Key itself; the shared store leaves it alone (webhooks' create). */
    ownIdempotency?: boolean;
  }
}
