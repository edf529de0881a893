/** One affected confirmed booking's side of a disruption (record and the sandbox operation share it). */
import type { Tx } from '../../platform/db/client.js';
import type { BookingDisruption, BookingRecord, BookingRecords } from '../bookings/index.js';
import { insertBookingDisruption, type DisruptionKind } from './sql.js';

/**
 * One affected confirmed booking (locked by the caller): its entry, version + 1 and `booking.disrupted`;
 * on a cancelled sailing, then its cancellation with fee 0 and everything paid refunded.
 */
export async function disruptBooking(
  tx: Tx,
  records: BookingRecords,
  booking: BookingRecord,
  e: {
    disruptionId: string | null;
    kind: DisruptionKind;
    portCode: string;
    previousAt: string | null;
    newAt: string | null;
    /** The operator's message to partners (stored with the disruption, read back through disruption_id). */
    message?: string | null;
    now: Date;
  },
): Promise<void> {
  await insertBookingDisruption(tx, { bookingId: booking.id, ...e, recordedAt: e.now });
  const disruption: BookingDisruption = {
    kind: e.kind,
    portCode: e.portCode,
    previousDateTime: e.previousAt,
    newDateTime: e.newAt,
    recordedAt: e.now.toISOString(),
    ...(e.message ? { message: e.message } : {}),
  };
  await records.recordChange(tx, booking, 'booking.disrupted', e.now, { disruption });
  if (e.kind === 'SAILING_CANCELLED') {
    await records.cancel(tx, booking, {
      reason: 'SAILING_CANCELLED',
      fee: 0,
      refundAmount: booking.paidMinor,
      amountDue: 0,
      now: e.now,
    });
  }
}
