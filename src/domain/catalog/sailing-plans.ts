/**
 * What the operator's occupancy view (sailings/occupancy.ts) reads of the catalogue: sailings with their route's
 * and ship's names, a sailing's calls with their ports' names, its legs, the cabin places of a ship, and the
 * ship's plan (its cabins by deck with their grades). The reads are functions; what occupancy joins to its live
 * allocations is a relation (a derived table the planner flattens into the join) or a fragment taking the
 * caller's column, with the row type it offers, so each of occupancy's statements stays one round trip.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import type { cabinGrades, cabins, decks, routes, ships } from './schema/catalog.js';
import type { sailingCalls, sailings } from './schema/sailings.js';
import type { CamelRow, TableRow } from '../../platform/db/table-row.js';
import { gradeCapacities, shipCabins } from './inventory-units-sql.js';

export interface SailingFilter {
  /** Departure date range, operator-local `YYYY-MM-DD`, both ends included. */
  from: string;
  to: string;
  shipCode?: string;
}

export type SailingNamesRow = Pick<
  TableRow<typeof sailings>,
  'id' | 'code' | 'route_code' | 'ship_code' | 'departure_at' | 'arrival_at'
> & {
  route_name: TableRow<typeof routes>['name'];
  ship_name: TableRow<typeof ships>['name'];
};

const sailingColumns = sql`s.id, s.code, s.route_code, r.name as route_name, s.ship_code, sh.name as ship_name,
  s.departure_at, s.arrival_at
  from sailings s join routes r on r.code = s.route_code join ships sh on sh.code = s.ship_code`;

const departingIn = (filter: SailingFilter) => sql`s.departure_at >= ${filter.from}::date
    and s.departure_at < ${filter.to}::date + 1
    ${filter.shipCode ? sql`and s.ship_code = ${filter.shipCode}` : sql``}`;

/** Sailings departing in the date range (by departure, then code), with their route's and ship's names. */
export function sailingsDeparting(db: DbOrTx, filter: SailingFilter): Promise<SailingNamesRow[]> {
  return queryRows<SailingNamesRow>(
    db,
    sql`select ${sailingColumns} where ${departingIn(filter)} order by s.departure_at, s.code`,
  );
}

/** SQL: the ids of the sailings departing in the date range (a subquery for the caller's `in (...)`). */
export const sailingIdsDeparting = (filter: SailingFilter): SQL =>
  sql`select s.id from sailings s where ${departingIn(filter)}`;

/** One sailing by code with its route's and ship's names, or undefined. */
export async function sailingByCode(db: DbOrTx, code: string): Promise<SailingNamesRow | undefined> {
  const [row] = await queryRows<SailingNamesRow>(db, sql`select ${sailingColumns} where s.code = ${code}`);
  return row;
}

/** A call with its port's English name (the code for a port without one). */
export type CallNameRow = Pick<
  CamelRow<TableRow<typeof sailingCalls>>,
  'seq' | 'portCode' | 'arrivalAt' | 'departureAt'
> & { portName: string };

/** A sailing's calls in order, with their ports' names. */
export function callsWithPortNames(db: DbOrTx, sailingId: number): Promise<CallNameRow[]> {
  return queryRows<CallNameRow>(
    db,
    sql`select c.seq, c.port_code as "portCode", coalesce(p.name->>'en', c.port_code) as "portName",
               c.arrival_at as "arrivalAt", c.departure_at as "departureAt"
        from sailing_calls c join ports p on p.code = c.port_code
        where c.sailing_id = ${sailingId} order by c.seq`,
  );
}

/** Ships by name, for a filter. */
export function shipNames(db: DbOrTx): Promise<Pick<TableRow<typeof ships>, 'code' | 'name'>[]> {
  return queryRows(db, sql`select code, name from ships order by name`);
}

/** SQL: the sailings picked by `sailingIds` (a subquery), with their ships: `(id, ship_code)`. */
export const sailingShips = (sailingIds: SQL): SQL =>
  sql`select s.id, s.ship_code from sailings s where s.id in (${sailingIds})`;

/** SQL: the cabin places for sale on ship `shipCode` (a column): its physical cabins plus its counted grades' capacity. */
export const cabinPlacesOfShip = (shipCode: SQL): SQL =>
  sql`(select count(*) from ${shipCabins} c where c.ship_code = ${shipCode})
      + (select coalesce(sum(g.capacity), 0) from ${gradeCapacities} g
         where g.ship_code = ${shipCode} and not g.has_specific_cabins)`;

/** The legs of every sailing: a leg is named by its first call's seq and runs between two calls' ports. */
export const sailingLegs = sql`(select c.sailing_id, c.seq as leg, c.port_code as from_port, n.port_code as to_port
  from sailing_calls c join sailing_calls n on n.sailing_id = c.sailing_id and n.seq = c.seq + 1)`;
export type SailingLegRow = Pick<TableRow<typeof sailingCalls>, 'sailing_id'> & {
  leg: TableRow<typeof sailingCalls>['seq'];
  from_port: TableRow<typeof sailingCalls>['port_code'];
  to_port: TableRow<typeof sailingCalls>['port_code'];
};

/**
 * The ships' cabins with their grade and deck: `id`, `ship_code`, `deck`, `deck_name` (the left join's, null for
 * a deck without one), `number`, `grade` (the code), `description`, `cabin_type`.
 */
export const planCabins = sql`(select c.id, c.ship_code, c.deck, d.name as deck_name, c.number, g.code as grade,
         g.description, g.cabin_type
  from cabins c
  join cabin_grades g on g.id = c.grade_id
  left join decks d on d.ship_code = c.ship_code and d.deck = c.deck)`;
export type PlanCabinRow = Pick<TableRow<typeof cabins>, 'id' | 'ship_code' | 'deck' | 'number'> &
  Pick<TableRow<typeof cabinGrades>, 'cabin_type' | 'description'> & {
    deck_name: TableRow<typeof decks>['name'] | null;
    grade: TableRow<typeof cabinGrades>['code'];
  };

/** The grades sold as a count: `id`, `ship_code`, `grade` (the code), `description`, `capacity`. */
export const countedGrades = sql`(select id, ship_code, code as grade, description, capacity from cabin_grades
  where not has_specific_cabins)`;
export type CountedGradeRow = Pick<TableRow<typeof cabinGrades>, 'id' | 'ship_code' | 'description'> & {
  grade: TableRow<typeof cabinGrades>['code'];
  capacity: NonNullable<TableRow<typeof cabinGrades>['capacity']>;
};
