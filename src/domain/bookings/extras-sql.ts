/**
 * The SQL of a booking's extras: its items (booking_items). What it may add is the catalogue's
 * (catalog/extras-reads.ts). Every function takes the caller's transaction.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/client.js';
import type { ItemDetails } from './booking-view.js';
import type { BookedItem } from './extras-rules.js';

export async function bookedItems(tx: Tx, bookingId: string, kind: BookedItem['kind']): Promise<BookedItem[]> {
  return queryRows<BookedItem>(
    tx,
    sql`select kind, code, guest_ids, is_mandatory, details from booking_items where booking_id = ${bookingId} and kind = ${kind}`,
  );
}

/** Puts an item on the booking for these guests (sorted, once each), or sets the guests of the one there. */
export async function upsertItem(
  tx: Tx,
  bookingId: string,
  kind: BookedItem['kind'],
  code: string,
  guestIds: number[],
  details: ItemDetails,
): Promise<void> {
  const ids = `{${[...new Set(guestIds)].sort((a, b) => a - b).join(',')}}`;
  await tx.execute(
    sql`insert into booking_items (booking_id, kind, code, guest_ids, is_mandatory, details)
        values (${bookingId}, ${kind}, ${code}, ${ids}::int[], false, ${JSON.stringify(details)}::jsonb)
        on conflict (booking_id, kind, code) do update set guest_ids = excluded.guest_ids`,
  );
}

/** Leaves the item to the guests given, or takes it off the booking when none are left. */
export async function setItemGuests(
  tx: Tx,
  bookingId: string,
  kind: BookedItem['kind'],
  code: string,
  guestIds: number[],
): Promise<void> {
  if (guestIds.length === 0) {
    await tx.execute(
      sql`delete from booking_items where booking_id = ${bookingId} and kind = ${kind} and code = ${code}`,
    );
  } else {
    await tx.execute(
      sql`update booking_items set guest_ids = ${`{${guestIds.join(',')}}`}::int[]
          where booking_id = ${bookingId} and kind = ${kind} and code = ${code}`,
    );
  }
}
