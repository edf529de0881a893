/**
 * Time in the sandbox (issue 22): a partner moves one of its confirmed bookings to its deposit's or balance's
 * due instant, past the grace so the overdue cancellation happens, or past its departure, in seconds, and sees
 * what real time would produce there: the same `payment.overdue` and `booking.cancelled` events (so the same
 * webhook deliveries), from the overdue job's own code (settleOverdueBooking), not from a copy.
 *
 * Why the booking's own instants move and not a clock. The clock is shared by every booking of every agency;
 * moving it would move them all. Instead the booking's stored instants (deposit and balance due, departure,
 * and its overdue notices' due instants) move earlier by the time travelled, so that "now" is the target
 * instant for this booking and for every rule that compares them with the clock: the overdue job (here and on
 * its own timer), payments, amendments, cancellation and erasure all see the booking as real time would.
 * What does not move is the voyage as sold (the document's departureDate, the sailing, the catalogue); the
 * cancellation fee, which counts days to that date, reads the booking's own day (bookingNow).
 *
 * Moving time is not a change of the booking: no version, no event. Versions move only with the events the
 * job writes. Departure writes none (the lifecycle has no departure event), and a departed booking keeps its
 * inventory as a real one does (the cabin was sailed in); an overdue cancellation frees it, as always.
 */
import type { Clock } from '../../kernel/clock.js';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../kernel/errors.js';
import {
  bookingResource,
  depositOf,
  type BookingRecord,
  type BookingRecords,
  type BookingResource,
} from '../bookings/index.js';
import { noMetrics, type BusinessMetrics } from '../../platform/metrics/business.js';
import { settleOverdueBooking } from './overdue-job.js';
import { obligations } from '../bookings/overdue-rules.js';
import { moveBookingInstantsEarlier } from '../bookings/repository.js';

export const TIME_TARGETS = ['DEPOSIT_DUE', 'BALANCE_DUE', 'OVERDUE_CANCELLED', 'DEPARTED'] as const;
export type TimeTarget = (typeof TIME_TARGETS)[number];

const HOUR_MS = 3_600_000;

/**
 * The instant of the booking's life a target names, or why real time never brings the booking there (pure).
 * DEPOSIT_DUE and BALANCE_DUE need that amount unpaid (else nothing falls due); OVERDUE_CANCELLED is the
 * first unpaid obligation's due instant plus the grace, and needs it before departure (the job leaves a
 * departed booking alone); any other target after that cancellation is out of reach (the booking is
 * cancelled first).
 */
export function targetInstant(
  b: Pick<
    BookingRecord,
    'totalMinor' | 'paidMinor' | 'depositDueAt' | 'balanceDueAt' | 'departureAt' | 'depositPercent'
  >,
  target: TimeTarget,
  graceMs: number,
): { at: Date } | { unreachable: string } {
  const owed = obligations({
    totalMinor: b.totalMinor,
    depositMinor: depositOf(b.totalMinor, b.depositPercent),
    paidMinor: b.paidMinor,
    depositDueAt: b.depositDueAt,
    balanceDueAt: b.balanceDueAt,
    notified: new Set(),
  }).filter((o) => o.owedMinor > 0);
  const cancelsAt = owed.length === 0 ? null : new Date(Math.min(...owed.map((o) => o.dueAt.getTime() + graceMs)));
  const cancelledFirst = (at: Date) =>
    cancelsAt !== null && cancelsAt < at && cancelsAt < b.departureAt
      ? {
          unreachable:
            `it is cancelled for non-payment at ${cancelsAt.toISOString()}, before it gets there: ` +
            'record a payment of what is owed first, or move it to OVERDUE_CANCELLED',
        }
      : { at };
  switch (target) {
    case 'DEPOSIT_DUE': {
      const deposit = owed.find((o) => o.kind === 'DEPOSIT');
      if (deposit) return cancelledFirst(deposit.dueAt);
      return b.depositDueAt < b.balanceDueAt
        ? { unreachable: 'its deposit is paid, so nothing falls due at the deposit instant' }
        : { unreachable: 'it has no deposit instant of its own (everything is due at once): use BALANCE_DUE' };
    }
    case 'BALANCE_DUE': {
      const balance = owed.find((o) => o.kind === 'BALANCE');
      if (!balance) return { unreachable: 'it is paid in full, so no balance falls due' };
      return cancelledFirst(balance.dueAt);
    }
    case 'OVERDUE_CANCELLED':
      if (cancelsAt === null) return { unreachable: 'it is paid in full, so it is never cancelled for non-payment' };
      if (cancelsAt >= b.departureAt) {
        return {
          unreachable:
            `it departs (${b.departureAt.toISOString()}) before the grace of what it owes ends ` +
            `(${cancelsAt.toISOString()}), and a departed booking is never cancelled for non-payment`,
        };
      }
      return { at: cancelsAt };
    case 'DEPARTED':
      return cancelledFirst(b.departureAt);
  }
}

/** Moves the booking's own instants `ms` earlier (nothing when 0): for this booking, `ms` have passed. */
async function moveBookingInstants(tx: Tx, bookingId: string, ms: number): Promise<void> {
  if (ms <= 0) return;
  const by = sql`${ms} * interval '1 millisecond'`;
  await moveBookingInstantsEarlier(tx, bookingId, by);
  await tx.execute(sql`update payment_overdue_notices set due_at = due_at - ${by} where booking_id = ${bookingId}`);
}

export interface SandboxTimeService {
  advance(agencyId: string, bookingId: string, target: TimeTarget): Promise<BookingResource>;
}

export function createSandboxTimeService(deps: {
  db: Db;
  clock: Clock;
  /** The booking records, which the overdue job's code locks and changes (bookings/write.ts). */
  records: BookingRecords;
  graceHours: number;
  timeZone: string;
  metrics?: BusinessMetrics;
}): SandboxTimeService {
  const graceMs = deps.graceHours * HOUR_MS;
  const metrics = deps.metrics ?? noMetrics;
  return {
    async advance(agencyId, bookingId, target) {
      const { resource, cancelled } = await inTransaction(deps.db, async (tx) => {
        const now = deps.clock.now();
        // 404 for another agency's booking, 409 once cancelled or departed: as every write on a booking.
        const booking = await deps.records.lockConfirmed(tx, { agencyId, bookingId, now });
        const reach = targetInstant(booking, target, graceMs);
        if ('unreachable' in reach) {
          throw new AppError(
            409,
            'TIME_TARGET_UNREACHABLE',
            `Booking ${booking.reference} cannot reach ${target}: ${reach.unreachable}.`,
          );
        }
        // Never backwards: a target already past (a booking confirmed inside the balance window is due at
        // confirm) moves nothing, and the job's run below does what is still owed from that instant.
        const travel = Math.max(0, reach.at.getTime() - now.getTime());
        // The job's last look at a booking is just before its departure (at the instant it leaves it alone),
        // so on the way to DEPARTED it sends the notices real time would have sent before.
        const beforeDeparture = target === 'DEPARTED' ? travel - 1 : travel;
        await moveBookingInstants(tx, booking.id, beforeDeparture);
        const outcome = await settleOverdueBooking(
          tx,
          deps.records,
          { graceMs, timeZone: deps.timeZone, sandbox: true },
          booking.id,
          now,
        );
        await moveBookingInstants(tx, booking.id, travel - beforeDeparture);
        const after = (await deps.records.lockById(tx, booking.id))!;
        return { resource: bookingResource(after), cancelled: outcome !== 'skipped' && outcome.cancelled };
      });
      if (cancelled) metrics.bookingsCancelled('PAYMENT_OVERDUE');
      return resource;
    },
  };
}
