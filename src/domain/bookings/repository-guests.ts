/**
 * The party of a confirmed booking (booking_guests, schema.ts) and the rows that name its guests by id: confirm
 * copies the session's search here; a priced change of the party (domain/changes) adds guests, marks removed ones
 * and moves the guest ids of cabins and items. The caller holds the booking's lock.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/client.js';
import type { GuestType } from '../pricing/price.js';
import { sessionGuestsOf } from '../sessions/session-sql.js';

const intArray = (ids: number[]) => `{${ids.join(',')}}`;

/** Confirm: the session's search's guests become the booking's own. */
export async function copyPartyFromSession(tx: Tx, bookingId: string): Promise<void> {
  await tx.execute(
    sql`insert into booking_guests (booking_id, guest_id, type)
        select b.id, (g->>'guestId')::int, g->>'type'
        from bookings b cross join lateral jsonb_array_elements(coalesce(${sessionGuestsOf(sql`b.session_id`)}, '[]'::jsonb)) g
        where b.id = ${bookingId}`,
  );
}

/** The id the booking's next added guest gets: above every guest it ever had, removed ones included. */
export async function nextGuestIdOf(tx: Tx, bookingId: string): Promise<number> {
  const [row] = await queryRows<{ next: number }>(
    tx,
    sql`select (coalesce(max(guest_id), 0) + 1)::int as next from booking_guests where booking_id = ${bookingId}`,
  );
  return Number(row!.next);
}

/** Guests joining the booking (ids from nextGuestIdOf: the primary key refuses one given before). */
export async function addPartyGuests(
  tx: Tx,
  bookingId: string,
  guests: { guestId: number; type: GuestType }[],
): Promise<void> {
  for (const g of guests) {
    await tx.execute(
      sql`insert into booking_guests (booking_id, guest_id, type) values (${bookingId}, ${g.guestId}, ${g.type})`,
    );
  }
}

/** Guests leaving the booking: their rows stay, marked, so that their ids are never given again. */
export async function markPartyGuestsRemoved(tx: Tx, bookingId: string, guestIds: number[], now: Date): Promise<void> {
  if (guestIds.length === 0) return;
  await tx.execute(
    sql`update booking_guests set removed_at = ${now.toISOString()}::timestamptz
        where booking_id = ${bookingId} and guest_id = any(${intArray(guestIds)}::int[]) and removed_at is null`,
  );
}

/** The guests of one booked cabin, replaced. */
export async function setCabinGuests(tx: Tx, bookingId: string, cabinNo: number, guestIds: number[]): Promise<void> {
  await tx.execute(
    sql`update booking_cabins set guest_ids = ${intArray(guestIds)}::int[]
        where booking_id = ${bookingId} and cabin_no = ${cabinNo}`,
  );
}
