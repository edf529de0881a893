/**
 * What a booking's document reads of its inventory (the cabin each booked cabin is allocated, its vehicles), as
 * SQL the booking's one statement composes (booking-view.ts): only inventory names its allocation tables.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { cabinAllocations, vehicleAllocations } from './schema.js';
import type { Narrow, TableRow } from '../../platform/db/table-row.js';
import type { VehicleType } from '../pricing/price.js';

/**
 * `holder` is the session whose rows are the booking's own: its session while it is held, null once confirmed.
 * A confirmed booking's change quote holds rows on the booking's id under a session of its own (domain/changes):
 * they are not the booking's until the change is applied.
 */
type Holder = SQLWrapper;

/** SQL: the cabin allocated to the booking's cabin `cabinNo` (null for a unit of a grade without numbers). */
export const allocatedCabinOf = (
  bookingId: SQLWrapper,
  cabinNo: SQLWrapper,
  holder: Holder,
): SQL<TableRow<typeof cabinAllocations>['cabin_id'] | null> =>
  sql`(select cabin_id from cabin_allocations
       where booking_id = ${bookingId} and cabin_no = ${cabinNo} and session_id is not distinct from ${holder})`;

/** A vehicle of the booking, as bookingVehiclesJson lists it. */
export type BookingVehicle = Narrow<
  Pick<TableRow<typeof vehicleAllocations>, 'vehicle_type' | 'guest_id'>,
  { vehicle_type: VehicleType }
>;

/** SQL: the booking's vehicles as a JSON array (BookingVehicle), in the order they were held. */
export const bookingVehiclesJson = (bookingId: SQLWrapper, holder: Holder): SQL<BookingVehicle[]> =>
  sql`(select coalesce(json_agg(x order by x.id), '[]'::json) from (
         select id, vehicle_type, guest_id from vehicle_allocations
         where booking_id = ${bookingId} and session_id is not distinct from ${holder}) x)`;

/**
 * SQL: the cabins and counted units a session holds on a sailing (a change quote's, domain/changes): what the
 * agency's hold quota counts of it.
 */
export const cabinsHeldBy = (sessionId: SQLWrapper, sailingId: number): SQL<number> =>
  sql`((select count(*) from cabin_allocations a where a.session_id = ${sessionId} and a.sailing_id = ${sailingId})
     + (select count(*) from capacity_allocations a where a.session_id = ${sessionId} and a.sailing_id = ${sailingId}))`;
