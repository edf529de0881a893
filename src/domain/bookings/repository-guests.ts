/**
 * The party of a confirmed booking (booking_guests, schema.ts) and the rows that name its guests by id: confirm
 * copies the session's search here; a priced change of the party (domain/changes) adds guests, marks removed ones
 * and moves the guest ids of cabins and items. The caller holds the booking's lock.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { sessionGuestsOf } from '../sessions/session-sql.js';

/** Confirm: the session's search's guests become the booking's own. */
export async function copyPartyFromSession(tx: Tx, bookingId: string): Promise<void> {
  await tx.execute(
    sql`insert into booking_guests (booking_id, guest_id, type)
        select b.id, (g->>'guestId')::int, g->>'type'
        from bookings b cross join lateral jsonb_array_elements(coalesce(${sessionGuestsOf(sql`b.session_id`)}, '[]'::jsonb)) g
        where b.id = ${bookingId}`,
  );
}
