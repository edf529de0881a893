/**
 * Payments on account (lifecycle.md "Payments"): the agency records a remittance against a confirmed
 * booking; the booking's paid amount, payment block and version move with it, and `payment.received` is
 * written in the same unit of work, which the caller opens and commits.
 *
 * Concurrency: the payment locks the booking row (lockConfirmedBooking, FOR UPDATE) before it reads the
 * balance, so two payments, a payment and a cancellation, or a payment and the overdue job serialize on
 * that row: the second sees what the first committed (a smaller balance, a cancelled booking) and is
 * refused rather than overpaying or paying a cancelled booking. The database checks the rest (see the
 * payments migration): paid_minor equals the sum of the booking's payments, in its currency, and a payment
 * is only ever added to a confirmed booking.
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
import { addPaid } from '../bookings/repository.js';
import { validatePaymentAmount } from './amount.js';
import type { Payment, RecordPaymentBody } from './schemas.js';
import { noMetrics, type BusinessMetrics } from '../../platform/metrics/business.js';

export interface PaymentService {
  /**
   * Records the payment in `unit`, which the caller commits: the V2 route stores the idempotent answer in the
   * same unit, so that a retry with the same key after a crash answers this payment instead of recording a
   * second one.
   */
  record(
    unit: UnitOfWork,
    agency: AgencyContext,
    bookingId: string,
    body: RecordPaymentBody,
    ifMatch?: string,
    /** Who records it, in words (recordedBy); by default the API and the agency's user key (its name). */
    recordedBy?: string,
  ): Promise<Payment>;
  list(agency: AgencyContext, bookingId: string): Promise<{ payments: Payment[] }>;
  /** The booking's payments with who recorded each (the portal's "Payments received"); null when not known. */
  listWithRecorder(agency: AgencyContext, bookingId: string): Promise<(Payment & { recordedBy: string | null })[]>;
}

type PaymentRow = Pick<
  TableRow<typeof payments>,
  'id' | 'amount_minor' | 'currency' | 'reference' | 'received_at' | 'recorded_by'
>;

/** A payment made through the API: the API and the user key it was made with, by name when the key has one. */
export const apiRecorder = (agency: AgencyContext): string =>
  agency.userKeyName ? `API (user key "${agency.userKeyName}")` : 'API';

const newPaymentId = () => `pay_${randomBytes(12).toString('hex')}`;

function toPayment(row: PaymentRow, bookingId: string): Payment {
  return {
    paymentId: row.id,
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
    sql`select id, amount_minor, currency, reference, received_at, recorded_by from payments
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
  return {
    async record(unit, agency, bookingId, body, ifMatch, recordedBy = apiRecorder(agency)) {
      const { tx } = unit;
      const now = clock.now();
      const booking = await deps.records.lockConfirmed(tx, { agencyId: agency.id, bookingId, ifMatch, now });
      const { balanceMinor } = paymentAmounts({ ...booking, cancellation: null });
      const amountMinor = validatePaymentAmount(body, { currency: booking.currency, balanceMinor });
      const [row] = await queryRows<PaymentRow>(
        tx,
        sql`insert into payments (id, booking_id, agency_id, amount_minor, currency, reference, received_at, recorded_by)
            values (${newPaymentId()}, ${booking.id}, ${agency.id}, ${amountMinor}, ${booking.currency},
                    ${body.reference ?? null}, ${now.toISOString()}::timestamptz, ${recordedBy.slice(0, 300)})
            returning id, amount_minor, currency, reference, received_at, recorded_by`,
      );
      await addPaid(tx, booking.id, amountMinor);
      booking.paidMinor += amountMinor;
      const payment = toPayment(row!, booking.reference);
      const block = paymentOf(booking);
      await deps.records.recordChange(tx, booking, 'payment.received', now, {
        paymentId: payment.paymentId,
        amount: payment.amount,
        currency: payment.currency,
        reference: payment.reference,
        paymentStatus: block.status,
        balance: block.balance,
      });
      unit.afterCommit(() => {
        metrics.paymentRecorded();
        faultPoint(deps.faultPoint, 'after-payment-commit');
      });
      return payment;
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
