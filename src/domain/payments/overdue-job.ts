/**
 * The overdue-payment job: at each unpaid due instant a `payment.overdue` event, and PAYMENT_GRACE_HOURS
 * later, if still unpaid, the cancellation with reason PAYMENT_OVERDUE and the policy's fee (the rule:
 * bookings/overdue-rules.ts, which the portal's booking list shows too). Every instance runs it on a
 * timer (startOverdueJob, from server.ts), the embedded PGlite default included; exactly one instance acts on a
 * booking.
 *
 * Why a loop of our own and not a job library. We read both well-kept PostgreSQL job queues:
 * - graphile-worker needs Node 22.18+ (this service runs on Node 20) and a `pg` connection it can LISTEN
 *   on; it does not run on PGlite.
 * - pg-boss's releases for Node 20 talk to PostgreSQL through `pg`; running them on PGlite takes a
 *   hand-written adapter that splices parameters into the SQL text (timgit/pg-boss#563), and its own
 *   polling and maintenance would queue behind requests on PGlite's single connection.
 * And a queue does not fit the work. What is due is a function of each booking's stored state (amounts,
 * due instants, notices sent), which payments, amendments and cancellations change all the time. A queue
 * would need a job per booking and due instant, scheduled at confirm and moved or dropped on every
 * payment, amendment and cancellation: a second copy of that state, to keep in step by hand. Scanning the
 * state needs no copy, and catches up by itself: after downtime the first run finds everything that fell
 * due meanwhile.
 *
 * Why the loop is safe with several instances (every process of `--workers N`, every host), without a
 * leader or a lease:
 * 1. Candidates come from a plain read. Each is then handled in its own short transaction that first takes
 *    the booking's row lock with FOR UPDATE SKIP LOCKED: a booking another instance (or a payment, an
 *    amendment, a cancellation) is working on is skipped now and looked at again on the next run.
 * 2. Under the lock the booking and its notices are read again (READ COMMITTED: each statement sees what
 *    committed before it, so whatever the instance that held the lock did is visible) and the pure rule
 *    decides from that, not from the candidate read. An instance that comes second finds the notice
 *    recorded or the booking cancelled, and does nothing.
 * 3. The notice row, the event and the cancellation commit together or not at all; and the notices'
 *    primary key (booking, kind) makes a second notice of one obligation impossible even if 1 and 2 were
 *    wrong. Payments take the same row lock (payment-service.ts), so a payment and the cancellation for
 *    non-payment never interleave: whichever locks second sees the other's result.
 * The rows never wait on each other (SKIP LOCKED), so a slow instance never blocks a fast one, and a crash
 * mid-booking rolls back that booking's transaction, which the next run does again.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Clock } from '../../kernel/clock.js';
import { queryRows, type Db, type Tx } from '../../platform/db/client.js';
import type { paymentOverdueNotices } from './schema.js';
import type { TableRow } from '../../platform/db/table-row.js';
import { toMajor } from '../pricing/money.js';
import { bookingNow, cancellationTerms, daysBeforeDeparture } from '../bookings/cancellation-policy.js';
import { depositOf } from '../bookings/payment-terms.js';
import type { BookingRecord } from '../bookings/record.js';
import type { BookingRecords } from '../bookings/write.js';
import { bookingIdsWhere, countBookingsWhere } from '../bookings/repository.js';
import {
  balanceDue,
  cancellationInstant,
  depositUnpaid,
  dueAndUnpaid,
  overdueDecision,
  unpaidAtDueSql,
  type Obligation,
  type OverdueKind,
} from '../bookings/overdue-rules.js';
import type { BusinessMetrics } from '../../platform/metrics/business.js';

export interface OverdueJobOptions {
  db: Db;
  clock: Clock;
  /** The booking records: locked, and changed with `payment.overdue` and `booking.cancelled` (bookings/write.ts). */
  records: BookingRecords;
  graceHours: number;
  /** The operator's zone: the cancellation fee counts days to the local departure date. */
  timeZone: string;
  /** Sandbox mode: a booking the sandbox moved through time is charged on its own day (bookingNow). */
  sandbox?: boolean;
  /** Bookings looked at per candidate read (the run reads again until none is left). */
  batchSize?: number;
  /** Counts the bookings it cancels, each once its transaction committed. */
  metrics?: BusinessMetrics;
}

export interface OverdueJobResult {
  notified: number;
  cancelled: number;
  /** Candidates another transaction held (looked at again next run). */
  skipped: number;
}

const HOUR_MS = 3_600_000;

/** Not notified yet for this obligation, or notified and its grace is over. */
const notNotifiedOrPastGrace = (kind: OverdueKind, dueAt: SQL, graceStart: string) =>
  sql`(${dueAt} <= ${graceStart}::timestamptz
       or not exists (select 1 from payment_overdue_notices n where n.booking_id = b.id and n.kind = ${kind}))`;

/**
 * Confirmed, not yet departed bookings for which the rule has something to do now. This only narrows the
 * candidates (an index on unpaid confirmed bookings' deposit due instant serves it); under the row lock
 * the rule in bookings/overdue-rules.ts decides. It is the same rule in SQL: an obligation unpaid at its instant,
 * not yet notified or past its grace. The deposit is depositOfSql, which rounds as depositOf does.
 */
async function candidates(db: Db, now: Date, graceMs: number, limit: number, after: string): Promise<string[]> {
  const at = now.toISOString();
  const graceStart = new Date(now.getTime() - graceMs).toISOString();
  return bookingIdsWhere(
    db,
    sql`${dueAndUnpaid(at)}
        and (
          (${depositUnpaid} and ${notNotifiedOrPastGrace('DEPOSIT', sql`b.deposit_due_at`, graceStart)})
          or (${balanceDue(at)} and ${notNotifiedOrPastGrace('BALANCE', sql`b.balance_due_at`, graceStart)}))`,
    after,
    limit,
  );
}

/**
 * Bookings overdue now, whatever was notified (the berth_overdue_bookings gauge): the candidates' rule without
 * its notices and grace, so bookings_payment_due_idx serves it too: it reads the unpaid confirmed bookings
 * already due, not the table. The job's rule: an obligation unpaid at its instant, one due at the confirm
 * included (whose `payment.overdue` goes out at once); the portal shows that one as due now until its grace
 * ends (overdue-rules.ts overdueSql).
 */
export async function countOverdueBookings(db: Db, now: Date, agencyId?: string): Promise<number> {
  const at = now.toISOString();
  return countBookingsWhere(
    db,
    sql`${unpaidAtDueSql(at)} ${agencyId === undefined ? sql`` : sql`and b.agency_id = ${agencyId}`}`,
  );
}

async function notifiedKinds(tx: Tx, bookingId: string): Promise<Set<OverdueKind>> {
  const rows = await queryRows<Pick<TableRow<typeof paymentOverdueNotices>, 'kind'>>(
    tx,
    sql`select kind from payment_overdue_notices where booking_id = ${bookingId}`,
  );
  return new Set(rows.map((r) => r.kind as OverdueKind));
}

async function notify(
  tx: Tx,
  records: BookingRecords,
  booking: BookingRecord,
  o: Obligation,
  graceMs: number,
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`insert into payment_overdue_notices (booking_id, kind, due_at, notified_at)
        values (${booking.id}, ${o.kind}, ${o.dueAt.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)`,
  );
  // A change of the booking like any other (version + 1, the event in the same transaction): partners order
  // a booking's events by version, and an If-Match from before the booking fell overdue is stale.
  await records.recordChange(tx, booking, 'payment.overdue', now, {
    obligation: o.kind,
    dueAt: o.dueAt.toISOString(),
    amountDue: toMajor(o.owedMinor, booking.currency),
    currency: booking.currency,
    cancelsAt: cancellationInstant(o, graceMs).toISOString(),
  });
}

type Outcome = 'skipped' | { notified: number; cancelled: boolean };

/**
 * One booking inside the caller's transaction: lock it (or skip it), decide under the lock, act. The job
 * gives each booking a transaction of its own (handle); the sandbox's time travel (sandbox-time.ts) calls it
 * in the transaction that moved the booking's instants, so that the events come from this code and commit
 * with the move. A lock the caller's own transaction holds is not skipped.
 */
export async function settleOverdueBooking(
  tx: Tx,
  records: BookingRecords,
  rules: { graceMs: number; timeZone: string; sandbox: boolean },
  id: string,
  now: Date,
): Promise<Outcome> {
  const [booking] = await records.select(
    tx,
    sql`b.id = ${id} and b.status = 'CONFIRMED'`,
    sql`for update of b skip locked`,
  );
  if (!booking) return 'skipped';
  if (now.getTime() >= booking.departureAt.getTime()) return { notified: 0, cancelled: false };
  const decision = overdueDecision(
    {
      totalMinor: booking.totalMinor,
      depositMinor: depositOf(booking.totalMinor, booking.depositPercent),
      paidMinor: booking.paidMinor,
      depositDueAt: booking.depositDueAt,
      balanceDueAt: booking.balanceDueAt,
      notified: await notifiedKinds(tx, booking.id),
    },
    now,
    rules.graceMs,
  );
  for (const o of decision.notify) await notify(tx, records, booking, o, rules.graceMs, now);
  if (decision.cancelFor) {
    const today = bookingNow(now, booking, rules.timeZone, rules.sandbox);
    const days = daysBeforeDeparture(today, booking.document.departureDate, rules.timeZone);
    const terms = cancellationTerms({
      fare: booking.fare,
      totalMinor: booking.totalMinor,
      paidMinor: booking.paidMinor,
      days,
    });
    await records.cancel(tx, booking, {
      reason: 'PAYMENT_OVERDUE',
      fee: terms.feeMinor,
      refundAmount: terms.refundMinor,
      amountDue: terms.dueMinor,
      now,
    });
  }
  return { notified: decision.notify.length, cancelled: decision.cancelFor !== null };
}

/** One booking, in its own transaction. */
async function handle(opts: OverdueJobOptions, id: string, now: Date, graceMs: number): Promise<Outcome> {
  return opts.db.transaction((tx) =>
    settleOverdueBooking(
      tx,
      opts.records,
      { graceMs, timeZone: opts.timeZone, sandbox: opts.sandbox ?? false },
      id,
      now,
    ),
  );
}

/** One run: every booking with something due now (catching up whatever fell due while nothing ran). */
export async function runOverdueJob(opts: OverdueJobOptions): Promise<OverdueJobResult> {
  const now = opts.clock.now();
  const graceMs = opts.graceHours * HOUR_MS;
  const result: OverdueJobResult = { notified: 0, cancelled: 0, skipped: 0 };
  // Keyset over the booking id, so a booking skipped (locked elsewhere) is not read again in this run.
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const ids = await candidates(opts.db, now, graceMs, opts.batchSize ?? 100, after);
    for (const id of ids) {
      const outcome = await handle(opts, id, now, graceMs);
      if (outcome === 'skipped') result.skipped++;
      else {
        result.notified += outcome.notified;
        if (outcome.cancelled) {
          result.cancelled++;
          opts.metrics?.bookingsCancelled('PAYMENT_OVERDUE');
        }
      }
    }
    if (ids.length < (opts.batchSize ?? 100)) return result;
    after = ids[ids.length - 1]!;
  }
}

/**
 * Runs the job now (catching up after downtime) and then every `intervalSeconds`, never two runs of one
 * instance at once. Returns a stop function (waits for a run in progress).
 */
export function startOverdueJob(
  opts: OverdueJobOptions & { intervalSeconds: number; logger: Pick<Logger, 'info' | 'warn'> },
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runOverdueJob(opts)
      .then((r) => {
        if (r.notified + r.cancelled > 0) opts.logger.info({ overdue: r }, 'overdue payments');
      })
      .catch((error: unknown) => opts.logger.warn({ err: error }, 'overdue job failed; will try again'))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, opts.intervalSeconds * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
