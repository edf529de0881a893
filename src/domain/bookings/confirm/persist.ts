/**
 * Confirm, step 4, in the caller's unit of work: the held booking becomes the confirmed one (inventory made
 * permanent, session ended, `booking.confirmed`), under the locks of the booking and its session.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.js';
import { countBookingAllocations, makePermanent } from '../../inventory/inventory.js';
import type { EventLog } from '../../events/events.js';
import { sessionNotFound, type SessionStore } from '../../sessions/session-store.js';
import type { HeldBookingDocument } from '../booking-view.js';
import type { ConfirmedBookingDocument } from '../document.js';
import type { BookingRecords } from '../write.js';
import { lockBookingWithSession, writeConfirmed } from '../repository.js';
import { copyPartyFromSession } from '../repository-guests.js';
import { bookingResource, type BookingResource } from '../resource.js';
import { canTransition } from '../states.js';
import { confirmedRow } from './document.js';
import { confirmsSameDetails, validateGuestDetails, type ConfirmBody } from './guest-rules.js';
import type { HeldForConfirm } from './load.js';

/**
 * Every cabin, vehicle and excursion seat of the booking must still be held when it is confirmed: a
 * confirmed booking without its inventory would be a cabin sold twice later. (The locks of inventory.ts make
 * this hold; this check makes sure no future path breaks it silently.) Otherwise the confirm rolls back: 404.
 */
async function assertHoldsComplete(tx: Tx, bookingId: string, document: HeldBookingDocument): Promise<void> {
  const counts = await countBookingAllocations(tx, bookingId);
  const seats = document.excursions.reduce((n, e) => n + e.guests.length, 0);
  if (
    counts.cabins !== document.cabins.length ||
    counts.vehicles !== document.vehicles.length ||
    counts.seats !== seats
  ) {
    throw sessionNotFound();
  }
}

const resourceOf = async (tx: Tx, records: BookingRecords, bookingId: string) =>
  bookingResource((await records.select(tx, sql`b.id = ${bookingId}`))[0]!);

export async function persistConfirm(
  tx: Tx,
  deps: { sessions: SessionStore; events: EventLog; records: BookingRecords; timeZone: string },
  c: HeldForConfirm & { agencyId: string; body: ConfirmBody; reference: string; now: () => Date },
): Promise<BookingResource> {
  const { held, session, body, reference } = c;
  const row = await lockBookingWithSession(tx, held.id);
  // A concurrent confirm of the same booking won (it reserved the same reference). Its booking is this
  // request's answer only if it confirmed what this request sent; otherwise this confirm confirmed
  // nothing, and the session is over: 404, as for any call after a confirm.
  if (row && !canTransition(row.status, 'confirm')) {
    if (!confirmsSameDetails(row.document as unknown as ConfirmedBookingDocument, body)) throw sessionNotFound();
    return resourceOf(tx, deps.records, held.id);
  }
  if (!row || row.ended_at !== null || new Date(row.expires_at).getTime() <= c.now().getTime()) {
    throw sessionNotFound();
  }
  // The booking as it is now, under the lock: a change committed while the back end was called (an
  // addon applied, a cabin number chosen) is what gets confirmed, never the copy read before.
  const current: HeldBookingDocument = row.document;
  validateGuestDetails(current, body);
  const now = c.now();
  await writeConfirmed(tx, held.id, confirmedRow(current, body, reference, now, deps.timeZone));
  // From here the party is the booking's own, which a priced change can add guests to and remove them from.
  await copyPartyFromSession(tx, held.id);
  await makePermanent(tx, held.id);
  await assertHoldsComplete(tx, held.id, current);
  await deps.sessions.end(tx, session.id);
  await deps.events.append(tx, {
    agencyId: c.agencyId,
    bookingId: held.id,
    type: 'booking.confirmed',
    data: { bookingId: reference, version: 1 },
    now,
  });
  return resourceOf(tx, deps.records, held.id);
}
