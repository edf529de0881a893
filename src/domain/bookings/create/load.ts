/** Create, step 1: the live session, locked for the create, of the right type and without a held booking yet. */
import type { Tx } from '../../../platform/db/client.js';
import { AppError } from '../../../kernel/errors.js';
import type { SessionRecord, SessionStore } from '../../sessions/session-store.js';
import type { BookingType } from '../../sessions/types.js';
import { heldBookingOf } from '../repository.js';

export const typeMismatch = (type: BookingType) =>
  new AppError(409, 'SESSION_TYPE_MISMATCH', `Booking session is not of type ${type}.`);
export const bookingExists = () =>
  new AppError(409, 'HELD_BOOKING_EXISTS', 'A held booking already exists in this session; it holds at most one.');
export const noHeldBooking = () =>
  new AppError(409, 'NO_HELD_BOOKING', 'This session has no held booking yet: create one first.');

/**
 * The session row stays locked until the unit ends, so two calls on one session never interleave. 404 when
 * it is not live (loadLive).
 */
export const lockSessionForCreate = (tx: Tx, sessions: SessionStore, sessionId: string, agencyId: string) =>
  sessions.loadLive(tx, sessionId, agencyId, { forUpdate: true });

/** Inside the session's expiry: 409 for a session of the other type or one that already holds its booking. */
export async function checkSessionFree(tx: Tx, session: SessionRecord, type: BookingType): Promise<void> {
  if (session.bookingType !== type) throw typeMismatch(type);
  if (await heldBookingOf(tx, session.id)) throw bookingExists();
}
