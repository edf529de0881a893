/**
 * The delivery worker: every instance runs it (started by jobs.ts, every WEBHOOK_DELIVERY_INTERVAL_MS), the embedded
 * PGlite default included. Each tick finds endpoints with deliveries due, claims some per endpoint, and sends
 * them without waiting for the tick to end; an attempt's result is recorded when it returns, and the slot it
 * frees is refilled at once from the same endpoint's due deliveries (a backlog drains at the receiver's pace),
 * or, when another agency is waiting for room, given to it (see "Fairness" below).
 *
 * Claiming, and why two instances never send one delivery at once nor lose one when an instance dies (per
 * endpoint under a lease, in-flight bounds per endpoint and per agency across instances): delivery-claims.ts.
 * The attempt, and its result written under the claim's lease token: delivery-attempt.ts. Retries and the
 * disabling of an endpoint that keeps failing: delivery-retry.ts.
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
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Clock } from '../../kernel/clock.js';
import type { Config, Mode } from '../../kernel/config.js';
import { queryRows, type Db } from '../../platform/db/client.js';
import { withStoredParent } from '../../platform/tracing/context.js';
import { noMetrics, type BusinessMetrics } from '../../platform/metrics/business.js';
import { createCoalescer } from './coalesce.js';
import { attemptDelivery, type AttemptDeps } from './delivery-attempt.js';
import { claimDue, dueEndpoints, eventsOf, type Claimed, type DueEndpoint } from './delivery-claims.js';
import { deliveryBody, type BodyRenderers, type DeliveryBody } from './formats.js';
import type { SecretBox } from './secret-box.js';
import { createSender } from './send.js';
import { systemResolver, type Resolver } from './url-policy.js';

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
  /** Writers of the formats other than JSON (formats.ts; main/jobs.ts gives the OTA channel's). */
  renderers?: BodyRenderers;
}

/** The delivery worker of one instance (see the header). */
export interface DeliveryWorker {
  /** Claims what is due now, fairly between agencies, and starts sending it; how many attempts it started. */
  tick(): Promise<number>;
  /**
   * Ticks, and waits for every attempt started, until a tick finds nothing this instance can claim: what was due
   * has been attempted, finished and recorded (tests drive the worker with this). One tick is not enough: an
   * attempt that ends frees its slot and refills its endpoint at once (`slotFreed`), holding the agency's claim
   * lock for a moment, and a tick that reaches the agency's other endpoint then claims nothing from it.
   */
  runOnce(): Promise<number>;
  /**
   * Ticks every `intervalMs`, never two ticks at once; returns a stop function that waits for the attempts in
   * flight (each ends within the time limit).
   */
  start(intervalMs: number): () => Promise<void>;
  /** Stops claiming and closes the sender at once, without waiting for the attempts in flight. */
  close(): void;
}

/** The attempts in flight in this instance, in all and per agency, and the room an agency has for more. */
function createSlots(maxInFlight: number) {
  const inFlight = new Set<Promise<void>>();
  /** Attempts in flight here per agency (fairOrder and roomFor read it). */
  const byAgency = new Map<string, number>();
  return {
    inFlight,
    byAgency,
    count(agencyId: string, by: number): void {
      const n = (byAgency.get(agencyId) ?? 0) + by;
      if (n > 0) byAgency.set(agencyId, n);
      else byAgency.delete(agencyId);
    },
    /** How many attempts the agency may start here now (see the header: one even when full, if it has none). */
    roomFor(agencyId: string): number {
      const room = maxInFlight - inFlight.size;
      if (room > 0) return room;
      return !byAgency.has(agencyId) && inFlight.size < 2 * maxInFlight ? 1 : 0;
    },
  };
}

/** One attempt, under the change's trace when it was traced: the attempt's request then carries it (tracing/context.ts). */
function tracedAttempt(attempt: AttemptDeps, c: Claimed, body: () => Promise<DeliveryBody>): Promise<void> {
  return withStoredParent(
    'webhook delivery',
    c.traceparent,
    { 'berth.webhook.delivery_id': c.id, 'berth.webhook.event_type': c.eventType, 'berth.webhook.attempt': c.attempts },
    async () => attemptDelivery(attempt, c, await body()),
  );
}

export function createDeliveryWorker(opts: DeliveryWorkerOptions): DeliveryWorker {
  const { db, clock, settings } = opts;
  const sender = createSender({
    mode: opts.mode,
    timeoutMs: settings.timeoutMs,
    sandboxPorts: settings.sandboxPorts,
    resolve: opts.resolve ?? systemResolver,
  });
  const slots = createSlots(opts.maxInFlight ?? 64);
  const { inFlight } = slots;
  const attempt: AttemptDeps = {
    db,
    clock,
    settings,
    secrets: opts.secrets,
    logger: opts.logger,
    sender,
    metrics: opts.metrics ?? noMetrics,
  };

  function track(work: Promise<void>, set: Set<Promise<void>>, failure: string): void {
    const tracked = work
      .catch((error: unknown) => opts.logger.warn({ err: error }, failure))
      .finally(() => set.delete(tracked));
    set.add(tracked);
  }

  /** Agencies the last tick left waiting for room; while there are any, freed slots go through a fair tick. */
  let waiting = new Set<string>();

  /** Claims up to the agency's room of the endpoint's due deliveries and starts them; how many it started. */
  async function claimAndStart(due: DueEndpoint, now: Date): Promise<number> {
    const room = slots.roomFor(due.agencyId);
    if (room <= 0 || stopped) return 0;
    const claimed = await claimDue(db, settings, due, now, room);
    if (claimed.length === 0) return 0;
    const events = await eventsOf(db, claimed);
    for (const c of claimed) {
      slots.count(c.agencyId, 1);
      const body = () => deliveryBody(c.format, events.get(c.eventId), c.agencyId, opts.renderers ?? {});
      track(
        tracedAttempt(attempt, c, body)
          .finally(() => slots.count(c.agencyId, -1))
          .then(() => slotFreed(c)),
        inFlight,
        'webhook delivery: recording failed; the lease will run out and it is retried',
      );
    }
    return claimed.length;
  }

  /** Refills and ticks, one at a time per key; a request meanwhile makes it go round once more (coalesce.ts). */
  const refills = new Set<Promise<void>>();
  const coalesced = createCoalescer({
    stopped: () => stopped,
    track: (run) => track(run, refills, 'webhook delivery: claiming failed; the next tick tries again'),
  });

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
    for (const due of fairOrder(await dueEndpoints(db, now), slots.byAgency)) {
      if (slots.roomFor(due.agencyId) <= 0) left.add(due.agencyId);
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
    async runOnce(): Promise<number> {
      let started = 0;
      for (;;) {
        const now = await tick();
        await drain();
        if (now === 0) return started;
        started += now;
      }
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
