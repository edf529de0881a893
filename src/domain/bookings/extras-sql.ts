/**
 * The SQL of a booking's extras: its items (booking_items) and the catalogue rows of what it may add.
 * Every function takes the caller's transaction.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/client.js';
import type { excursionDepartures, excursions, supplementalTours, tourStageRoutes } from '../catalog/schema/extras.js';
import type { Narrow, TableRow } from '../../platform/db/table-row.js';
import { excursionWithinVoyage } from '../inventory/inventory.js';
import type { BookingInventoryRow } from './repository.js';
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

export type ExcursionDepartureRow = Pick<
  TableRow<typeof excursionDepartures>,
  'id' | 'excursion_code' | 'start_at' | 'end_at'
> &
  Pick<TableRow<typeof excursions>, 'description' | 'start_port_code'>;

/** Excursion departures on the booking's sailing within its voyage. */
export async function excursionDeparturesOf(tx: Tx, booking: BookingInventoryRow): Promise<ExcursionDepartureRow[]> {
  return queryRows<ExcursionDepartureRow>(
    tx,
    sql`select d.id, d.excursion_code, e.description, d.start_at, d.end_at, e.start_port_code
        from excursion_departures d join excursions e on e.code = d.excursion_code
        where d.sailing_id = ${booking.sailingId} and ${excursionWithinVoyage(booking)}
        order by d.start_at, d.excursion_code`,
  );
}

export type TourRow = Narrow<
  Pick<TableRow<typeof supplementalTours>, 'code' | 'description' | 'category'>,
  { category: 'Arrival' | 'Departure' }
>;

/** Arrival tours at the voyage's first port and Departure tours at its last. */
export async function toursAt(tx: Tx, ports: { departurePort: string; arrivalPort: string }): Promise<TourRow[]> {
  return queryRows<TourRow>(
    tx,
    sql`select code, description, category from supplemental_tours
        where (category = 'Arrival' and port_code = ${ports.departurePort})
           or (category = 'Departure' and port_code = ${ports.arrivalPort})
        order by category, code`,
  );
}

export type TourStageRouteRow = Pick<
  TableRow<typeof tourStageRoutes>,
  'tour_code' | 'stage_id' | 'departure_code' | 'arrival_code'
>;

export async function stageRoutesOf(tx: Tx, codes: string[]): Promise<TourStageRouteRow[]> {
  if (codes.length === 0) return [];
  return queryRows<TourStageRouteRow>(
    tx,
    sql`select tour_code, stage_id, departure_code, arrival_code from tour_stage_routes
        where tour_code = any(${`{${codes.join(',')}}`}::text[]) order by tour_code, stage_id, id`,
  );
}
