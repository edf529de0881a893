/**
 * Confirm, step 1: the live session and its held booking in one snapshot (a concurrent confirm either committed
 * before it: 404, or not), of the right type, with guest details that pass the rules.
 */
import type { Db } from '../../../platform/db/client.js';
import { withSessionExpiry } from '../../sessions/expiry-header.js';
import type { BookingType } from '../../sessions/types.js';
import { noHeldBooking, typeMismatch } from '../create/load.js';
import { liveSessionWithHeldBooking, type HeldBookingRow } from '../repository.js';
import { validateGuestDetails, type ConfirmBody } from './guest-rules.js';

export interface HeldForConfirm {
  session: { id: string; expiresAt: Date };
  held: HeldBookingRow;
}

export async function loadHeldForConfirm(
  db: Db,
  q: { agencyId: string; type: BookingType; sessionId: string; body: ConfirmBody; now: Date },
): Promise<HeldForConfirm> {
  const { bookingType, expiresAt, booking } = await liveSessionWithHeldBooking(db, q.sessionId, q.agencyId, q.now);
  const session = { id: q.sessionId, expiresAt };
  const held = await withSessionExpiry(session.expiresAt, async () => {
    if (bookingType !== q.type) throw typeMismatch(q.type);
    if (!booking) throw noHeldBooking();
    validateGuestDetails(booking.document, q.body);
    return booking;
  });
  return { session, held };
}
