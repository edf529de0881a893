/**
 * What every write on a confirmed booking shares, inside the caller's transaction: lock the booking and
 * check it may change; record the change (version + 1 and its event, same transaction); cancel it.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import type { EventLog, EventType } from '../events/events.js';
import { AppError } from '../../kernel/errors.js';
import { toMajor } from '../pricing/money.js';
import { releaseBooking } from '../inventory/inventory.js';
import { checkIfMatch } from './resource.js';
import { canTransition } from './states.js';
import { bumpVersion, writeCancelled } from './repository.js';
import { bookingNotFound, type BookingRecord, type CancellationReason } from './record.js';
import { selectBookingRecords } from './repository-confirmed.js';

export const bookingCancelled = (reference: string) =>
  new AppError(409, 'BOOKING_CANCELLED', `Booking ${reference} is cancelled; it can no longer change.`);
export const bookingDeparted = (reference: string) =>
  new AppError(409, 'BOOKING_DEPARTED', `Booking ${reference} has departed; it can no longer change.`);

/**
 * Locks the agency's booking (FOR UPDATE, until the transaction ends) and checks that it may change:
 * 404 BOOKING_NOT_FOUND (unknown or another agency's), 409 BOOKING_CANCELLED, 409 BOOKING_DEPARTED (at or
 * after the departure instant), 412 PRECONDITION_FAILED (a stale If-Match). Writers serialize on this lock.
 */
export async function lockConfirmedBooking(
  tx: Tx,
  args: { agencyId: string; bookingId: string; ifMatch?: string | undefined; now: Date },
): Promise<BookingRecord> {
  const [record] = await selectBookingRecords(
    tx,
    sql`b.reference = ${args.bookingId} and b.agency_id = ${args.agencyId}`,
    sql`for update of b`,
  );
  if (!record) throw bookingNotFound(args.bookingId);
  if (!canTransition(record.status, 'change')) throw bookingCancelled(record.reference);
  if (args.now.getTime() >= record.departureAt.getTime()) throw bookingDeparted(record.reference);
  checkIfMatch(args.ifMatch, record.version);
  return record;
}

/** Locks a booking by internal id without any check (jobs: the caller decides); null when it does not exist. */
export async function lockBookingById(tx: Tx, id: string): Promise<BookingRecord | null> {
  const [record] = await selectBookingRecords(tx, sql`b.id = ${id}`, sql`for update of b`);
  return record ?? null;
}

/**
 * A change of a locked booking: version + 1 and the event reporting it (appended to `events`, the calling
 * service's log), in the caller's transaction (so both commit or neither). Returns the new version (also set on
 * `booking`). Event data: { bookingId (the partner-facing id), version, ...extraData }.
 */
export async function recordBookingChange(
  tx: Tx,
  events: EventLog,
  booking: BookingRecord,
  eventType: EventType,
  now: Date,
  extraData: Record<string, unknown> = {},
): Promise<number> {
  const version = await bumpVersion(tx, booking.id);
  booking.version = version;
  await events.append(tx, {
    agencyId: booking.agencyId,
    bookingId: booking.id,
    type: eventType,
    data: { bookingId: booking.reference, version, ...extraData },
    now,
  });
  return version;
}

/**
 * Cancels a locked booking: status CANCELLED with its cancellation (amounts in minor units; the database
 * checks they add up with paid_minor), every allocation deleted so the inventory is free at once (a search
 * right after counts it), version + 1 and `booking.cancelled`. Returns the booking as it is now.
 */
export async function cancelBookingInTx(
  tx: Tx,
  events: EventLog,
  booking: BookingRecord,
  c: { reason: CancellationReason; fee: number; refundAmount: number; amountDue: number; now: Date },
): Promise<BookingRecord> {
  await writeCancelled(tx, booking.id, c);
  await releaseBooking(tx, booking.id);
  const m = (minor: number) => toMajor(minor, booking.currency);
  await recordBookingChange(tx, events, booking, 'booking.cancelled', c.now, {
    reason: c.reason,
    fee: m(c.fee),
    refundAmount: m(c.refundAmount),
    amountDue: m(c.amountDue),
    currency: booking.currency,
  });
  const [after] = await selectBookingRecords(tx, sql`b.id = ${booking.id}`);
  return after!;
}
