/**
 * The confirmed and cancelled bookings as records, read and changed: what every write on a confirmed booking
 * shares, inside the caller's transaction: lock the booking and check it may change; record the change
 * (version + 1 and its event, same transaction); cancel it. One object (BookingRecords) built by
 * main/services.ts from what sits above the booking domain: the disruption entries a record reads
 * (disruptions/booking-entries-sql.ts) and the event log a change writes to, with its webhook deliveries.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client.js';
import type { EventLog, EventType } from '../events/events.js';
import { AppError } from '../../kernel/errors.js';
import { toMajor } from '../pricing/money.js';
import { releaseBooking, releaseSessions } from '../inventory/inventory.js';
import { checkIfMatch } from './resource.js';
import { canTransition } from './states.js';
import { bumpVersion, setChangeSession, writeCancelled } from './repository.js';
import { bookingNotFound, type BookingRecord, type CancellationReason } from './record.js';
import {
  bookingRecordPage,
  loadBooking,
  loadBookingInScope,
  searchRecords,
  selectBookingRecords,
  type DisruptionEntriesSql,
  type SearchedRecord,
} from './repository-confirmed.js';

export const bookingCancelled = (reference: string) =>
  new AppError(409, 'BOOKING_CANCELLED', `Booking ${reference} is cancelled; it can no longer change.`);
export const bookingDeparted = (reference: string) =>
  new AppError(409, 'BOOKING_DEPARTED', `Booking ${reference} has departed; it can no longer change.`);

/** A cancellation's terms (amounts in minor units; the database checks they add up with paid_minor). */
export interface CancellationWrite {
  reason: CancellationReason;
  fee: number;
  refundAmount: number;
  amountDue: number;
  now: Date;
}

/**
 * Every lock (lockConfirmed, lockPayable, lockById) releases what a change quote holds for the booking (commerce.md:
 * whatever changes the booking releases the quote's holds in the same transaction): every writer takes one first, so the
 * quote's inventory is free again before the writer touches the booking's own rows. The few that lock without
 * changing the booking (a cancellation quote, a cabin-number listing) and the change's own quote and apply say
 * `keepChangeHolds`.
 */
export interface KeepChangeHolds {
  keepChangeHolds?: boolean;
}

/** The confirmed and cancelled bookings (see the header); conditions are SQL over alias `b`. */
export interface BookingRecords {
  /** Confirmed or cancelled bookings matching `where`, with an optional suffix (for update). */
  select(db: DbOrTx, where: SQL, suffix?: SQL): Promise<BookingRecord[]>;
  /** The agency's booking by its partner-facing id; 404 BOOKING_NOT_FOUND for an unknown or another agency's. */
  load(db: DbOrTx, agencyId: string, reference: string): Promise<BookingRecord>;
  /** The same within a scope: one agency's, or (null) any agency's (repository-confirmed.ts loadBookingInScope). */
  loadInScope(db: DbOrTx, agencyId: string | null, reference: string, suffix?: SQL): Promise<BookingRecord>;
  /** A page of the API's list (repository-confirmed.ts bookingRecordPage). */
  page(db: DbOrTx, where: SQL, limit: number): Promise<{ record: BookingRecord; position: string }[]>;
  /** The portal's search's page (repository-confirmed.ts searchRecords). */
  search(db: DbOrTx, where: SQL, matched: SQL, suffix: SQL): Promise<SearchedRecord[]>;
  /**
   * Locks the agency's booking (FOR UPDATE, until the transaction ends) and checks that it may change:
   * 404 BOOKING_NOT_FOUND (unknown or another agency's), 409 BOOKING_CANCELLED, 409 BOOKING_DEPARTED (at or
   * after the departure instant), 412 PRECONDITION_FAILED (a stale If-Match). Writers serialize on this lock.
   */
  lockConfirmed(
    tx: Tx,
    args: { agencyId: string; bookingId: string; ifMatch?: string | undefined; now: Date } & KeepChangeHolds,
  ): Promise<BookingRecord>;
  /**
   * Locks a booking a payment or refund may be recorded on: a confirmed one before departure (as lockConfirmed),
   * or a cancelled one at any time, whose fee may still be owed or whose refund may still be due (issue 37).
   */
  lockPayable(
    tx: Tx,
    args: { agencyId: string; bookingId: string; ifMatch?: string | undefined; now: Date },
  ): Promise<BookingRecord>;
  /** Locks a booking by internal id without any check (jobs: the caller decides); null when it does not exist. */
  lockById(tx: Tx, id: string): Promise<BookingRecord | null>;
  /**
   * A change of a locked booking: version + 1 and the event reporting it, in the caller's transaction (so
   * both commit or neither). Returns the new version (also set on `booking`). Event data: { bookingId
   * (the partner-facing id), version, ...extraData }.
   */
  recordChange(
    tx: Tx,
    booking: BookingRecord,
    eventType: EventType,
    now: Date,
    extraData?: Record<string, unknown>,
  ): Promise<number>;
  /**
   * Cancels a locked booking: status CANCELLED with its cancellation, every allocation deleted so the inventory
   * is free at once (a search right after counts it), version + 1 and `booking.cancelled`. Returns the booking
   * as it is now.
   */
  cancel(tx: Tx, booking: BookingRecord, c: CancellationWrite): Promise<BookingRecord>;
}

/** A confirmed booking before departure, at the version the caller saw (If-Match), or the refusal. */
function checkChangeable(record: BookingRecord, args: { ifMatch?: string | undefined; now: Date }): BookingRecord {
  if (!canTransition(record.status, 'change')) throw bookingCancelled(record.reference);
  if (args.now.getTime() >= record.departureAt.getTime()) throw bookingDeparted(record.reference);
  checkIfMatch(args.ifMatch, record.version);
  return record;
}

/** Frees what the booking's change quote holds and forgets its session (a no-op without one). */
export async function releaseChangeHolds(tx: Tx, booking: BookingRecord): Promise<void> {
  if (booking.changeSessionId === null) return;
  await releaseSessions(tx, sql`(select ${booking.changeSessionId}::uuid)`);
  await setChangeSession(tx, booking.id, null);
  booking.changeSessionId = null;
}

export function createBookingRecords(deps: {
  /** The record's disruption entries (disruptions/booking-entries-sql.ts), read in the record's statement. */
  disruptionEntries: DisruptionEntriesSql;
  /** Where a change's event is written (events.ts). */
  events: EventLog;
}): BookingRecords {
  const entries = deps.disruptionEntries;
  /** The agency's booking, locked for the change (FOR UPDATE), or 404. */
  async function lockOwn(tx: Tx, args: { agencyId: string; bookingId: string }): Promise<BookingRecord> {
    const [record] = await records.select(
      tx,
      sql`b.reference = ${args.bookingId} and b.agency_id = ${args.agencyId}`,
      sql`for update of b`,
    );
    if (!record) throw bookingNotFound(args.bookingId);
    return record;
  }
  const records: BookingRecords = {
    select: (db, where, suffix) => selectBookingRecords(db, entries, where, suffix),
    load: (db, agencyId, reference) => loadBooking(db, entries, agencyId, reference),
    loadInScope: (db, agencyId, reference, suffix) => loadBookingInScope(db, entries, agencyId, reference, suffix),
    page: (db, where, limit) => bookingRecordPage(db, entries, where, limit),
    search: (db, where, matched, suffix) => searchRecords(db, entries, where, matched, suffix),

    async lockConfirmed(tx, args) {
      const record = checkChangeable(await lockOwn(tx, args), args);
      if (!args.keepChangeHolds) await releaseChangeHolds(tx, record);
      return record;
    },

    async lockPayable(tx, args) {
      const record = await lockOwn(tx, args);
      if (record.status === 'CANCELLED') checkIfMatch(args.ifMatch, record.version);
      else checkChangeable(record, args);
      // A payment changes the booking, so it frees what a change quote holds, as lockConfirmed does.
      await releaseChangeHolds(tx, record);
      return record;
    },

    async lockById(tx, id) {
      const [record] = await records.select(tx, sql`b.id = ${id}`, sql`for update of b`);
      if (record) await releaseChangeHolds(tx, record);
      return record ?? null;
    },

    async recordChange(tx, booking, eventType, now, extraData = {}) {
      const version = await bumpVersion(tx, booking.id);
      booking.version = version;
      await deps.events.append(tx, {
        agencyId: booking.agencyId,
        bookingId: booking.id,
        type: eventType,
        data: { bookingId: booking.reference, version, ...extraData },
        now,
      });
      return version;
    },

    async cancel(tx, booking, c) {
      await writeCancelled(tx, booking.id, c);
      await releaseBooking(tx, booking.id);
      const m = (minor: number) => toMajor(minor, booking.currency);
      await records.recordChange(tx, booking, 'booking.cancelled', c.now, {
        reason: c.reason,
        fee: m(c.fee),
        refundAmount: m(c.refundAmount),
        amountDue: m(c.amountDue),
        currency: booking.currency,
      });
      const [after] = await records.select(tx, sql`b.id = ${booking.id}`);
      return after!;
    },
  };
  return records;
}
