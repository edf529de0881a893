/**
 * The delivery worker: every instance runs it (server.ts, every WEBHOOK_DELIVERY_INTERVAL_MS), the embedded
 * PGlite default included. Each tick finds endpoints with deliveries due, claims some per endpoint, and sends
 * them without waiting for the tick to end; an attempt's result is recorded when it returns, and the slot it
 * frees is refilled at once from the same endpoint's due deliveries (a backlog drains at the receiver's pace),
 * or, when another agency is waiting for room, given to it (see "Fairness" below).
 *
 * Claiming, and why two instances never send one delivery at once nor lose one when an instance dies:
 * - A claim is a short transaction per endpoint. It locks the endpoint's row FOR UPDATE SKIP LOCKED
 *   (an endpoint another instance is claiming for is skipped this tick), counts the endpoint's deliveries
 *   under a live lease, and claims at most WEBHOOK_MAX_IN_FLIGHT_PER_ENDPOINT minus that many: due rows,
 *   oldest first, FOR UPDATE SKIP LOCKED, each given `lease_until` (now + the attempt's time limit + a margin)
 *   and a fresh `lease_token`. Claims for one endpoint are thus serialized, and the in-flight bound holds
 *   across instances, so one slow partner uses at most its few slots while other endpoints' deliveries go on.
 * - An agency's endpoints together are bounded too (WEBHOOK_MAX_IN_FLIGHT_PER_AGENCY, across instances): the
 *   claim first takes a transaction-level advisory lock on the agency, without waiting (another instance
 *   claiming for it is left alone this time), and counts the agency's leased deliveries as well. So an agency
 *   whose ten endpoints accept connections and never answer holds at most that many slots for the time limit,
 *   not forty, and a few such agencies cannot fill an instance.
 * - A row under a live lease is nobody else's. When the attempt returns, its result is written only under the
 *   same token; a success is written in any case (delivered is delivered).
 * - A dead instance's rows keep their lease until it runs out; then they are due again and any instance
 *   claims them: at least once, never lost. The attempt may have reached the receiver before the crash, so a
 *   receiver can see an event twice; it deduplicates by `Berth-Event-Id` (the contract says so).
 *
 * Fairness between agencies, in one instance (at most `maxInFlight` attempts at once):
 * - A tick serves the due endpoints round-robin by agency (fairOrder): every agency's first endpoint before
 *   any agency's second, agencies with fewer attempts in flight here first.
 * - An agency with nothing in flight here gets one slot even when the instance is full (up to twice
 *   `maxInFlight` in all): however many agencies' endpoints hang, another agency's next delivery starts at
 *   the next tick, not when the hanging attempts time out.
 * - When a tick had to leave an agency waiting for room, a slot freed by an ending attempt goes through a
 *   fair tick at once instead of to the same endpoint's backlog; otherwise (nobody waiting) it is refilled
 *   from that endpoint, the fast path a single busy receiver drains its backlog by.
 * A shorter time limit for endpoints that keep timing out was considered and left out: the contract gives
 * every receiver 10 s, and the bounds above already keep a dead endpoint's cost to its own agency.
 *
 * Retries: exponential backoff with jitter (retryDelayMs), the first within WEBHOOK_RETRY_BASE_MS (30 s),
 * for WEBHOOK_RETRY_HOURS (72) after the delivery was created, then it is FAILED. An endpoint whose attempts
 * have all failed for WEBHOOK_RETRY_HOURS (`failing_since`, cleared by any success) is disabled: its pending
 * deliveries are FAILED, no new ones are made until the partner enables it again, and the feed
 * (GET /api/v2/events) is how it catches up.
 *
 * Why a loop of our own and not a job library (we looked again for this work, Node 20):
 * - graphile-worker 0.18 requires Node >= 22.18 (its `engines`), and needs a `pg` connection it can LISTEN on;
 *   it does not run on PGlite.
 * - pg-boss 11 and 12 require Node >= 22; pg-boss 10 (Node 20) talks to PostgreSQL through `pg` only. PGlite
 *   could be reached through @electric-sql/pglite-socket, but that serves one connection at a time (pg-boss
 *   keeps a pool and a maintenance loop) and is pinned to another PGlite release than ours; the other route is
 *   a hand-written adapter (timgit/pg-boss#563).
 * - Neither would hold the two rules that matter here: a job row written in the event's own transaction by
 *   our Drizzle transaction (pg-boss can, through a `db` adapter, but then again only on `pg`), and a bound of
 *   in-flight jobs per endpoint across instances (pg-boss 10 has none; a queue per endpoint would mean
 *   creating and polling queues at run time).
 * The same pattern as the overdue job (payments/overdue-job.ts): rows claimed with SKIP LOCKED, plus a lease.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Clock } from '../clock.js';
import type { Config, Mode } from '../config.js';
import { queryRows, type Db } from '../db/client.js';
import { withStoredParent } from '../tracing/context.js';
import { toWireEvent } from '../events/events.js';
import type { SecretBox } from './secret-box.js';
import { createSender, type AttemptOutcome } from './send.js';
import { signatureHeader } from './signing.js';
import { systemResolver, type Resolver } from './url-policy.js';
import { noMetrics, type BusinessMetrics, type WebhookOutcome } from '../metrics/business.js';

/** Time a claim keeps after the attempt's own limit: the result is written within it. */
const LEASE_MARGIN_MS = 5_000;
/** The longest wait between two retries. */
const MAX_RETRY_DELAY_MS = 3_600_000;
/** Endpoints looked at per tick. */
const ENDPOINTS_PER_TICK = 500;

/**
 * The wait before retry `failedAttempts` + 1: base, 2 base, 4 base, ... capped at an hour, each with jitter
 * (a uniform factor in [0.5, 1)) so that many deliveries failing together do not retry together.
 */
export function retryDelayMs(failedAttempts: number, baseMs: number, random = Math.random()): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(0, failedAttempts - 1), MAX_RETRY_DELAY_MS);
  return Math.round(exponential * (0.5 + random / 2));
}

interface DueEndpoint {
  endpointId: string;
  agencyId: string;
}

/**
 * Round-robin by agency: each agency's first endpoint (in the order given, longest waiting first), then each
 * one's second, and so on; within a round, agencies with fewer attempts in flight here first.
 */
export function fairOrder<T extends { agencyId: string }>(due: T[], inFlightByAgency: Map<string, number>): T[] {
  const byAgency = new Map<string, T[]>();
  for (const d of due) {
    const list = byAgency.get(d.agencyId);
    if (list) list.push(d);
    else byAgency.set(d.agencyId, [d]);
  }
  // A stable sort keeps the longest-waiting order between agencies with as many in flight.
  const agencies = [...byAgency.keys()].sort((a, b) => (inFlightByAgency.get(a) ?? 0) - (inFlightByAgency.get(b) ?? 0));
  const ordered: T[] = [];
  for (let round = 0; ordered.length < due.length; round++) {
    for (const agency of agencies) {
      const d = byAgency.get(agency)![round];
      if (d) ordered.push(d);
    }
  }
  return ordered;
}

export interface DeliveryWorkerOptions {
  db: Db;
  clock: Clock;
  mode: Mode;
  settings: Config['webhooks'];
  secrets: SecretBox;
  logger: Pick<Logger, 'info' | 'warn'>;
  /** Resolves endpoint host names (tests pass one that answers private addresses); the system's by default. */
  resolve?: Resolver;
  /** Deliveries in flight at once in this instance, all endpoints together. */
  maxInFlight?: number;
  /** Counts the attempts' outcomes, each once written. */
  metrics?: BusinessMetrics;
}

interface Claimed {
  id: string;
  endpointId: string;
  agencyId: string;
  url: string;
  secretCiphertext: string;
  eventId: string;
  eventType: string;
  payload: unknown;
  attempts: number;
  createdAt: Date;
  leaseToken: string;
  /** The change's W3C traceparent (outbox.ts), null when tracing was off. */
  traceparent: string | null;
}

/** The event as delivered: `{ id, type, createdAt, data }`, from the events table or the delivery's own payload. */
async function bodiesOf(db: Db, claimed: Claimed[]): Promise<Map<string, string>> {
  const bodies = new Map<string, string>();
  const fromTable = claimed.filter((c) => c.payload === null).map((c) => c.eventId);
  if (fromTable.length > 0) {
    const rows = await queryRows<{ id: string; type: string; created_at: Date | string; data: unknown }>(
      db,
      sql`select id, type, created_at, data from events where id in (${sql.join(
        fromTable.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    for (const r of rows) bodies.set(r.id, JSON.stringify(toWireEvent(r)));
  }
  for (const c of claimed) if (c.payload !== null) bodies.set(c.eventId, JSON.stringify(c.payload));
  return bodies;
}

export function createDeliveryWorker(opts: DeliveryWorkerOptions) {
  const { db, clock, settings } = opts;
  const sender = createSender({
    mode: opts.mode,
    timeoutMs: settings.timeoutMs,
    sandboxPorts: settings.sandboxPorts,
    resolve: opts.resolve ?? systemResolver,
  });
  const metrics = opts.metrics ?? noMetrics;
  const maxInFlight = opts.maxInFlight ?? 64;
  const retryMs = settings.retryHours * 3_600_000;
  const inFlight = new Set<Promise<void>>();

  async function dueEndpoints(now: Date): Promise<DueEndpoint[]> {
    const rows = await queryRows<{ endpoint_id: string; agency_id: string }>(
      db,
      // Longest-waiting first, so that endpoints at their bound (slow ones keep due rows) cannot crowd out the rest.
      sql`select d.endpoint_id, e.agency_id from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
          where d.status = 'PENDING' and d.next_attempt_at <= ${now.toISOString()}::timestamptz
            and (d.lease_until is null or d.lease_until <= ${now.toISOString()}::timestamptz)
          group by d.endpoint_id, e.agency_id
          order by min(d.next_attempt_at)
          limit ${ENDPOINTS_PER_TICK}`,
    );
    return rows.map((r) => ({ endpointId: r.endpoint_id, agencyId: r.agency_id }));
  }

  /** Claims up to `room` of the endpoint's due deliveries (see the header); none if another instance is claiming. */
  async function claim({ endpointId, agencyId }: DueEndpoint, now: Date, room: number): Promise<Claimed[]> {
    const at = now.toISOString();
    return db.transaction(async (tx) => {
      const [lock] = await queryRows<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(hashtextextended(${`webhook-claim:${agencyId}`}, 0)) as locked`,
      );
      if (!lock?.locked) return [];
      const [endpoint] = await queryRows<{ url: string; secret_ciphertext: string }>(
        tx,
        sql`select url, secret_ciphertext from webhook_endpoints
            where id = ${endpointId} and disabled_at is null and deleted_at is null
            for update skip locked`,
      );
      if (!endpoint) return [];
      const [leased] = await queryRows<{ endpoint: number; agency: number }>(
        tx,
        sql`select count(*) filter (where d.endpoint_id = ${endpointId})::int as endpoint, count(*)::int as agency
            from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
            where e.agency_id = ${agencyId} and e.deleted_at is null
              and d.status = 'PENDING' and d.lease_until > ${at}::timestamptz`,
      );
      const free = Math.min(
        room,
        settings.maxInFlightPerEndpoint - leased!.endpoint,
        settings.maxInFlightPerAgency - leased!.agency,
      );
      if (free <= 0) return [];
      const leaseToken = randomUUID();
      const rows = await queryRows<{
        id: string;
        event_id: string;
        event_type: string;
        payload: unknown;
        attempts: number;
        created_at: Date | string;
        traceparent: string | null;
      }>(
        tx,
        sql`with c as (
              select id from webhook_deliveries
              where endpoint_id = ${endpointId} and status = 'PENDING' and next_attempt_at <= ${at}::timestamptz
                and (lease_until is null or lease_until <= ${at}::timestamptz)
              order by next_attempt_at, id
              limit ${free}
              for update skip locked)
            update webhook_deliveries d
            set lease_until = ${new Date(now.getTime() + settings.timeoutMs + LEASE_MARGIN_MS).toISOString()}::timestamptz,
                lease_token = ${leaseToken}, attempts = d.attempts + 1
            from c where d.id = c.id
            returning d.id, d.event_id, d.event_type, d.payload, d.attempts, d.created_at, d.traceparent`,
      );
      return rows.map((r) => ({
        id: r.id,
        endpointId,
        agencyId,
        url: endpoint.url,
        secretCiphertext: endpoint.secret_ciphertext,
        eventId: r.event_id,
        eventType: r.event_type,
        payload: r.payload ?? null,
        attempts: r.attempts,
        createdAt: new Date(r.created_at),
        leaseToken,
        traceparent: r.traceparent,
      }));
    });
  }

  /** Writes an attempt's result: the log row, the delivery's next state, the endpoint's failure run; answers what to count. */
  async function record(c: Claimed, outcome: AttemptOutcome, attemptedAt: Date): Promise<WebhookOutcome> {
    const now = clock.now();
    const at = now.toISOString();
    return db.transaction(async (tx): Promise<WebhookOutcome> => {
      await tx.execute(
        sql`insert into webhook_attempts (delivery_id, endpoint_id, attempt, attempted_at, duration_ms, status_code, error, succeeded)
            values (${c.id}, ${c.endpointId}, ${c.attempts}, ${attemptedAt.toISOString()}::timestamptz, ${outcome.durationMs},
                    ${outcome.statusCode}, ${outcome.error}, ${outcome.ok})`,
      );
      // Row locks in one order everywhere (the endpoint, then its deliveries: claim, delete, disable), so that
      // this transaction and a delete or a claim never wait on each other in a circle.
      if (outcome.ok) {
        // Matches (and locks) the endpoint's row only when it was failing: successes do not queue on it.
        await tx.execute(
          sql`update webhook_endpoints set failing_since = null where id = ${c.endpointId} and failing_since is not null`,
        );
        await tx.execute(
          sql`update webhook_deliveries set status = 'DELIVERED', delivered_at = ${at}::timestamptz,
                     lease_until = null, lease_token = null
              where id = ${c.id} and status = 'PENDING'`,
        );
        return 'delivered';
      }
      const [endpoint] = await queryRows<{ failing_since: Date | string; disabled_at: Date | string | null }>(
        tx,
        sql`update webhook_endpoints set failing_since = coalesce(failing_since, ${attemptedAt.toISOString()}::timestamptz)
            where id = ${c.endpointId}
            returning failing_since, disabled_at`,
      );
      const givesUp = now.getTime() >= c.createdAt.getTime() + retryMs;
      const next = new Date(now.getTime() + retryDelayMs(c.attempts, settings.retryBaseMs));
      await tx.execute(
        sql`update webhook_deliveries
            set status = ${givesUp ? 'FAILED' : 'PENDING'}, next_attempt_at = ${next.toISOString()}::timestamptz,
                lease_until = null, lease_token = null
            where id = ${c.id} and status = 'PENDING' and lease_token = ${c.leaseToken}`,
      );
      if (
        endpoint &&
        endpoint.disabled_at === null &&
        now.getTime() - new Date(endpoint.failing_since).getTime() >= retryMs
      ) {
        await tx.execute(sql`update webhook_endpoints set disabled_at = ${at}::timestamptz where id = ${c.endpointId}`);
        await abandonPending(tx, c.endpointId);
        opts.logger.warn(
          { webhookId: c.endpointId },
          `webhook endpoint disabled after ${settings.retryHours} h of failures`,
        );
      }
      return givesUp ? 'failed' : 'retry';
    });
  }

  async function deliver(c: Claimed, body: string | undefined): Promise<void> {
    const attemptedAt = clock.now();
    let outcome: AttemptOutcome;
    // Opened per attempt, never logged. One that cannot be opened (WEBHOOK_SECRET_KEY changed) is a failed
    // attempt in the log, retried like any other, rather than a silent loop of expiring leases.
    const secret = await opts.secrets.open(c.secretCiphertext).catch(() => undefined);
    if (body === undefined) {
      outcome = { ok: false, statusCode: null, error: 'event not found', durationMs: 0 };
    } else if (secret === undefined) {
      outcome = {
        ok: false,
        statusCode: null,
        error: 'the endpoint secret cannot be read (WEBHOOK_SECRET_KEY)',
        durationMs: 0,
      };
    } else {
      outcome = await sender.send(
        c.url,
        {
          'content-type': 'application/json',
          'user-agent': 'Berth-Webhooks/1',
          'berth-event-id': c.eventId,
          'berth-signature': signatureHeader(secret, body, attemptedAt),
          // With tracing on, the HTTP instrumentation replaces it by its own span's, of the same trace (claimAndStart).
          ...(c.traceparent ? { traceparent: c.traceparent } : {}),
        },
        body,
      );
    }
    if (!outcome.ok) {
      opts.logger.info(
        { webhookId: c.endpointId, deliveryId: c.id, attempt: c.attempts, error: outcome.error },
        'webhook delivery attempt failed',
      );
    }
    metrics.webhookDelivery(await record(c, outcome, attemptedAt));
  }

  function track(work: Promise<void>, set: Set<Promise<void>>, failure: string): void {
    const tracked = work
      .catch((error: unknown) => opts.logger.warn({ err: error }, failure))
      .finally(() => set.delete(tracked));
    set.add(tracked);
  }

  /** Attempts in flight here per agency (fairOrder and roomFor read it). */
  const byAgency = new Map<string, number>();
  const countAgency = (agencyId: string, by: number) => {
    const n = (byAgency.get(agencyId) ?? 0) + by;
    if (n > 0) byAgency.set(agencyId, n);
    else byAgency.delete(agencyId);
  };

  /** How many attempts the agency may start here now (see the header: one even when full, if it has none). */
  function roomFor(agencyId: string): number {
    const room = maxInFlight - inFlight.size;
    if (room > 0) return room;
    return !byAgency.has(agencyId) && inFlight.size < 2 * maxInFlight ? 1 : 0;
  }

  /** Agencies the last tick left waiting for room; while there are any, freed slots go through a fair tick. */
  let waiting = new Set<string>();

  /** Claims up to the agency's room of the endpoint's due deliveries and starts them; how many it started. */
  async function claimAndStart(due: DueEndpoint, now: Date): Promise<number> {
    const room = roomFor(due.agencyId);
    if (room <= 0 || stopped) return 0;
    const claimed = await claim(due, now, room);
    if (claimed.length === 0) return 0;
    const bodies = await bodiesOf(db, claimed);
    for (const c of claimed) {
      countAgency(c.agencyId, 1);
      track(
        // Under the change's trace when it was traced: the attempt's request then carries it (tracing/context.ts).
        withStoredParent(
          'webhook delivery',
          c.traceparent,
          {
            'berth.webhook.delivery_id': c.id,
            'berth.webhook.event_type': c.eventType,
            'berth.webhook.attempt': c.attempts,
          },
          () => deliver(c, bodies.get(c.eventId)),
        )
          .finally(() => countAgency(c.agencyId, -1))
          .then(() => slotFreed(c)),
        inFlight,
        'webhook delivery: recording failed; the lease will run out and it is retried',
      );
    }
    return claimed.length;
  }

  /**
   * Runs `work` for `key`, one at a time in this instance; a request meanwhile makes it go round once more
   * when it ends (so that nothing asked for is lost, and requests do not pile up).
   */
  const again = new Map<string, boolean>();
  const refills = new Set<Promise<void>>();
  function coalesced(key: string, work: () => Promise<unknown>): void {
    if (stopped) return;
    if (again.has(key)) {
      again.set(key, true);
      return;
    }
    again.set(key, false);
    const run = (async () => {
      try {
        do {
          again.set(key, false);
          await work();
        } while (again.get(key) && !stopped);
      } finally {
        again.delete(key);
      }
    })();
    track(run, refills, 'webhook delivery: claiming failed; the next tick tries again');
  }

  /**
   * An attempt ended and its slot is free. Nobody waiting: claim its endpoint's next due deliveries at once
   * instead of at the next tick, so a backlog drains at the pace of the receiver, not of the interval. Another
   * agency waiting: a fair tick at once, which serves it first.
   */
  function slotFreed(c: Claimed): void {
    const othersWait = waiting.size > (waiting.has(c.agencyId) ? 1 : 0);
    if (othersWait) coalesced('tick', tick);
    else coalesced(`endpoint:${c.endpointId}`, () => claimAndStart(c, clock.now()));
  }

  /** Claims what is due now, fairly between agencies, and starts sending it; returns how many it started. */
  async function tick(): Promise<number> {
    const now = clock.now();
    let started = 0;
    const left = new Set<string>();
    for (const due of fairOrder(await dueEndpoints(now), byAgency)) {
      if (roomFor(due.agencyId) <= 0) left.add(due.agencyId);
      else started += await claimAndStart(due, now);
    }
    waiting = left;
    return started;
  }

  let stopped = false;
  const drain = async () => {
    while (inFlight.size + refills.size > 0) await Promise.all([...inFlight, ...refills]);
  };

  return {
    tick,
    /** One tick and every attempt it started, finished and recorded (tests drive the worker with this). */
    async runOnce(): Promise<number> {
      const started = await tick();
      await drain();
      return started;
    },
    /**
     * Ticks every `intervalMs`, never two ticks at once: the interval's and the fair ticks of freed slots go
     * through one `coalesced('tick')`, so a tick asked for while one runs makes it go round once more. (A tick
     * may race with an endpoint's refill; the claim's locks, taken without waiting, let one of them claim.)
     * Returns a stop function that waits for the attempts in flight (each ends within the time limit).
     */
    start(intervalMs: number): () => Promise<void> {
      const run = () => coalesced('tick', tick);
      run();
      const timer = setInterval(run, intervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        stopped = true;
        await drain();
        sender.close();
      };
    },
    close: () => {
      stopped = true;
      sender.close();
    },
  };
}

/**
 * Seconds since the oldest pending delivery was created, 0 when none is (the
 * berth_webhook_oldest_pending_delivery_age_seconds gauge). Reads the PENDING rows only (the partial
 * webhook_deliveries_due_idx), as many as are waiting, not the delivered history.
 */
export async function oldestPendingDeliveryAgeSeconds(db: Db, now: Date): Promise<number> {
  const [row] = await queryRows<{ age: number | null }>(
    db,
    sql`select extract(epoch from (${now.toISOString()}::timestamptz - min(created_at)))::float8 as age
        from webhook_deliveries where status = 'PENDING'`,
  );
  return Math.max(0, row?.age ?? 0);
}

/** Fails an endpoint's pending deliveries (it was disabled or deleted): no worker looks at them again. */
export async function abandonPending(tx: Pick<Db, 'execute'>, endpointId: string): Promise<void> {
  await tx.execute(
    sql`update webhook_deliveries set status = 'FAILED', lease_until = null, lease_token = null
        where endpoint_id = ${endpointId} and status = 'PENDING'`,
  );
}

export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>;
