/**
 * What inventory counts, as the catalogue defines it: the physical cabins of a ship, the capacity of the grades
 * sold as a count, a sailing's vehicle capacity, an excursion departure's seats and a sailing's first and last
 * call. Each is a relation (a derived table the planner flattens into the caller's join: the statement and its
 * plan stay inventory's, one round trip) or a fragment taking the caller's value, with the row type it offers.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import type { cabinGrades, cabins } from './schema/catalog.js';
import type { excursionDepartures } from './schema/extras.js';
import type { sailingVehicleCapacity } from './schema/sailings.js';
import type { TableRow } from '../../platform/db/table-row.js';

/** The physical cabins: `join ${shipCabins} c on c.ship_code = ...`. */
export const shipCabins = sql`(select id, ship_code, grade_id, deck, number from cabins)`;
export type ShipCabinRow = Pick<TableRow<typeof cabins>, 'id' | 'ship_code' | 'grade_id' | 'deck' | 'number'>;

/** The grades, with the capacity of those sold as a count (has_specific_cabins false). */
export const gradeCapacities = sql`(select id, ship_code, capacity, has_specific_cabins from cabin_grades)`;
export type GradeCapacityRow = Pick<
  TableRow<typeof cabinGrades>,
  'id' | 'ship_code' | 'capacity' | 'has_specific_cabins'
>;

/** The vehicle slots per sailing and type. */
export const vehicleCapacities = sql`(select sailing_id, vehicle_type, capacity from sailing_vehicle_capacity)`;
export type VehicleCapacityRow = Pick<
  TableRow<typeof sailingVehicleCapacity>,
  'sailing_id' | 'vehicle_type' | 'capacity'
>;

/** The seats of each excursion departure. */
export const excursionSeats = sql`(select id, seats from excursion_departures)`;
export type ExcursionSeatsRow = Pick<TableRow<typeof excursionDepartures>, 'id' | 'seats'>;

/** SQL: the seq of the first (`min`) or last (`max`) call of sailing `sailingId`. */
export const callSeqBound = (bound: 'min' | 'max', sailingId: SQL | number): SQL =>
  bound === 'min'
    ? sql`(select min(seq) from sailing_calls where sailing_id = ${sailingId})`
    : sql`(select max(seq) from sailing_calls where sailing_id = ${sailingId})`;

/**
 * Locks a sailing's vehicle capacity row of one type for the rest of the transaction: the writer of vehicle holds
 * counts and inserts under it (inventory.ts holdVehicles).
 */
export async function lockVehicleCapacity(tx: DbOrTx, sailingId: number, type: string): Promise<void> {
  await tx.execute(
    sql`select 1 from sailing_vehicle_capacity where sailing_id = ${sailingId} and vehicle_type = ${type} for update`,
  );
}

/** Locks an excursion departure's row for the rest of the transaction (inventory.ts holdExcursionSeats). */
export async function lockExcursionDeparture(tx: DbOrTx, departureId: string): Promise<void> {
  await tx.execute(sql`select 1 from excursion_departures where id = ${departureId} for update`);
}
