/**
 * Payments on account (lifecycle.md "Payments"): the agency records a remittance against a confirmed
 * booking; the booking's paid amount, payment block and version move with it, and `payment.received` is
 * written in the same unit of work, which the caller opens and commits.
 *
 * Settling a cancelled booking (issue 37): its fee still owed (the cancellation's amountDue, its payment
 * block's balance) can be paid, never more; and a refund due (paid above the fee, or above a lowered total) is
 * recorded as refunded: a row of kind REFUND with a negative amount and `payment.refunded`, so that the paid
 * amount stays the sum of the rows and the cancellation's refund and amount due follow it (0023). Each row says
 * who recorded it (recorded_by, 0022): the portal user, or the API and its user key.
 *
 * Concurrency: the payment locks the booking row (lockConfirmedBooking, FOR UPDATE) before it reads the
 * balance, so two payments, a payment and a cancellation, or a payment and the overdue job serialize on
 * that row: the second sees what the first committed (a smaller balance, a cancelled booking) and is
 * refused rather than overpaying. The database checks the rest (see the payments migrations): paid_minor
 * equals the sum of the booking's payments, in its currency, a payment is only ever added to a confirmed
 * booking or to a cancelled one up to its fee, and a refund never returns more than was paid above what is owed.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AgencyContext } from '../auth/context.js';
import type { Clock } from '../../kernel/clock.js';
import { queryRows, type Db, type DbOrTx } from '../../platform/db/client.js';
import type { payments } from './schema.js';
import type { TableRow } from '../../platform/db/table-row.js';
import { faultPoint, type FaultPoint } from '../../kernel/fault-points.js';
import type { UnitOfWork } from '../../platform/db/transaction.js';
import { toMajor } from '../pricing/money.js';
import { paymentAmounts } from '../bookings/payment.js';
import { paymentOf } from '../bookings/resource.js';
import type { BookingRecords } from '../bookings/write.js';
import type { BookingRecord } from '../bookings/record.js';
import { addPaid } from '../bookings/repository.js';
import { validatePaymentAmount } from './amount.js';
import type { Payment, RecordPaymentBody } from './schemas.js';
import { noMetrics, type BusinessMetrics } from '../../platform/metrics/business.js';

/** Records a payment or a refund in `unit`, which the caller commits. */
export type RecordPayment = (
  unit: UnitOfWork,
  agency: AgencyContext,
  bookingId: string,
  body: RecordPaymentBody,
  ifMatch?: string,
  /** Who records it, in words (recorded_by); by default the API and the agency's user key (apiRecorder). */
  recordedBy?: string,
) => Promise<Payment>;

export interface PaymentService {
  /**
   * Records the payment in `unit`, which the caller commits: the V2 route stores the idempotent answer in the
   * same unit, so that a retry with the same key after a crash answers this payment instead of recording a
   * second one.
   */
  record: RecordPayment;
  /**
   * Records a refund of what the agency paid above what it owes (the payment block's REFUND_DUE), in `unit`
   * as `record`: at most the refund due, in the booking's currency.
   */
  refund: RecordPayment;
  list(agency: AgencyContext, bookingId: string): Promise<{ payments: Payment[] }>;
  /** The booking's payments with who recorded each (the portal's "Payments received"); null when not known. */
  listWithRecorder(agency: AgencyContext, bookingId: string): Promise<(Payment & { recordedBy: string | null })[]>;
}

/** What may be refunded: paid above the fee once cancelled, else paid above the total. */
export function refundDueMinor(booking: BookingRecord): number {
  if (booking.cancellation) return booking.cancellation.refundMinor;
  return Math.max(0, booking.paidMinor - booking.totalMinor);
}

/** A payment made through the API: the API and the user key it was made with, by name when the key has one. */
export const apiRecorder = (agency: AgencyContext): string =>
  agency.userKeyName ? `API (user key "${agency.userKeyName}")` : 'API';

/** The booking as it is after `deltaMinor` more was paid (less, for a refund): the cancellation's sums follow. */
function addToPaid(booking: BookingRecord, deltaMinor: number): void {
  booking.paidMinor += deltaMinor;
  const c = booking.cancellation;
  if (c) {
    c.refundMinor = Math.max(0, booking.paidMinor - c.feeMinor);
    c.dueMinor = Math.max(0, c.feeMinor - booking.paidMinor);
  }
}

type PaymentRow = Pick<
  TableRow<typeof payments>,
  'id' | 'kind' | 'amount_minor' | 'currency' | 'reference' | 'received_at' | 'recorded_by'
>;
type Kind = 'PAYMENT' | 'REFUND';

const newPaymentId = (kind: Kind) => `${kind === 'PAYMENT' ? 'pay' : 'rfd'}_${randomBytes(12).toString('hex')}`;

function toPayment(row: PaymentRow, bookingId: string): Payment {
  return {
    paymentId: row.id,
    kind: row.kind as Kind,
    bookingId,
    amount: toMajor(Number(row.amount_minor), row.currency),
    currency: row.currency,
    reference: row.reference,
    receivedAt: new Date(row.received_at).toISOString(),
  };
}

async function paymentsOf(db: DbOrTx, bookingInternalId: string): Promise<PaymentRow[]> {
  return queryRows<PaymentRow>(
    db,
    sql`select id, kind, amount_minor, currency, reference, received_at, recorded_by from payments
        where booking_id = ${bookingInternalId} order by seq`,
  );
}

export function createPaymentService(deps: {
  db: Db;
  clock: Clock;
  /** The booking records: read, locked, and changed with `payment.received` (bookings/write.ts). */
  records: BookingRecords;
  /** A crash test's armed fault point (fault-points.ts); undefined in service. */
  faultPoint?: FaultPoint | undefined;
  /** Counts the payments, once committed. */
  metrics?: BusinessMetrics;
}): PaymentService {
  const { db, clock } = deps;
  const metrics = deps.metrics ?? noMetrics;
  const lock = (unit: UnitOfWork, agency: AgencyContext, bookingId: string, ifMatch: string | undefined) =>
    deps.records.lockPayable(unit.tx, { agencyId: agency.id, bookingId, ifMatch, now: clock.now() });

  /** A payment (above 0) or a refund (below 0) recorded on the locked booking by `recordedBy`, with its event. */
  async function write(
    unit: UnitOfWork,
    booking: BookingRecord,
    entry: { kind: Kind; amountMinor: number; reference: string | undefined; recordedBy: string },
  ) {
    const { tx } = unit;
    const { kind, amountMinor } = entry;
    const now = clock.now();
    const [row] = await queryRows<PaymentRow>(
      tx,
      sql`insert into payments (id, booking_id, agency_id, kind, amount_minor, currency, reference, received_at, recorded_by)
          values (${newPaymentId(kind)}, ${booking.id}, ${booking.agencyId}, ${kind}, ${amountMinor},
                  ${booking.currency}, ${entry.reference ?? null}, ${now.toISOString()}::timestamptz,
                  ${entry.recordedBy.slice(0, 300)})
          returning id, kind, amount_minor, currency, reference, received_at, recorded_by`,
    );
    await addPaid(tx, booking.id, amountMinor);
    addToPaid(booking, amountMinor);
    const payment = toPayment(row!, booking.reference);
    const block = paymentOf(booking);
    await deps.records.recordChange(tx, booking, kind === 'PAYMENT' ? 'payment.received' : 'payment.refunded', now, {
      paymentId: payment.paymentId,
      // The event says how much was received or refunded; the payment list's amount is signed.
      amount: Math.abs(payment.amount),
      currency: payment.currency,
      reference: payment.reference,
      paymentStatus: block.status,
      balance: block.balance,
    });
    unit.afterCommit(() => {
      if (kind === 'PAYMENT') metrics.paymentRecorded();
      faultPoint(deps.faultPoint, 'after-payment-commit');
    });
    return payment;
  }

  return {
    async record(unit, agency, bookingId, body, ifMatch, recordedBy = apiRecorder(agency)) {
      const booking = await lock(unit, agency, bookingId, ifMatch);
      // Confirmed: total - paid; cancelled: the fee still owed (the cancellation's amount due).
      const { balanceMinor } = paymentAmounts(booking);
      const amountMinor = validatePaymentAmount(body, { currency: booking.currency, balanceMinor });
      return write(unit, booking, { kind: 'PAYMENT', amountMinor, reference: body.reference, recordedBy });
    },

    async refund(unit, agency, bookingId, body, ifMatch, recordedBy = apiRecorder(agency)) {
      const booking = await lock(unit, agency, bookingId, ifMatch);
      const due = refundDueMinor(booking);
      const amountMinor = validatePaymentAmount(body, {
        currency: booking.currency,
        balanceMinor: due,
        limit: 'refund due',
      });
      return write(unit, booking, { kind: 'REFUND', amountMinor: -amountMinor, reference: body.reference, recordedBy });
    },

    async list(agency, bookingId) {
      const booking = await deps.records.load(db, agency.id, bookingId);
      const rows = await paymentsOf(db, booking.id);
      return { payments: rows.map((r) => toPayment(r, booking.reference)) };
    },

    async listWithRecorder(agency, bookingId) {
      const booking = await deps.records.load(db, agency.id, bookingId);
      const rows = await paymentsOf(db, booking.id);
      return rows.map((r) => ({ ...toPayment(r, booking.reference), recordedBy: r.recorded_by }));
    },
  };
}
