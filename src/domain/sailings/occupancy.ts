/**
 * Occupancy of sailings for the operator: how many cabins are sold and held on each leg (the calendar's load
 * factors, the chart of a sailing), and the state of every cabin of the ship on one leg (the deck plan).
 *
 * Derived from the authoritative inventory rows, never from counters or from booking documents: a cabin or
 * counted unit is taken on a leg when an allocation row covers that leg and is live (inventory.ts `live`: an
 * expired hold is free at once, as search sees it). A live row of a CONFIRMED booking is sold; one of a HELD
 * booking is held. Cancellation deletes its rows, so a cancelled booking takes nothing.
 *
 * The unit is a cabin place: a physical cabin (grades with specific cabins) or one unit of a counted grade
 * (capacity per leg). Vehicles and excursion seats are not cabins and are left out.
 *
 * All the SQL of this view is in this file, so that a change of how availability is stored is made here.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
// A namespace: this file's own `cabins`, `decks` and `sailings` would shadow the tables' names.
import type * as catalogTables from '../catalog/schema/catalog.js';
import type * as sailingsTables from '../catalog/schema/sailings.js';
import type { CamelRow, TableRow } from '../../platform/db/table-row.js';
import { live } from '../inventory/inventory.js';

export type CabinState = 'FREE' | 'HELD' | 'SOLD';

export interface LegLoad {
  /** Leg i runs from call i to call i + 1. */
  leg: number;
  fromPort: string;
  toPort: string;
  /** Cabin places for sale on the leg: physical cabins plus the capacity of counted grades. */
  capacity: number;
  sold: number;
  held: number;
}

export interface SailingCall {
  seq: number;
  portCode: string;
  portName: string;
  /** Operator-local wall-clock times, `YYYY-MM-DD HH:MM:SS`; null at the first (arrival) or last (departure) call. */
  arrivalAt: string | null;
  departureAt: string | null;
}

export interface SailingSummary {
  id: number;
  code: string;
  routeCode: string;
  routeName: string;
  shipCode: string;
  shipName: string;
  departureAt: string;
  arrivalAt: string;
  legs: LegLoad[];
}

export interface SailingDetail extends SailingSummary {
  calls: SailingCall[];
}

export interface DeckPlanCabin {
  number: string;
  grade: string;
  /** The grade's description in the catalogue ("Mini-suite with sitting area and sea view"), for the key. */
  gradeDescription: string;
  cabinType: string;
  state: CabinState;
  /** The booking that holds or bought it on the leg: its reference once confirmed, and its agency. */
  bookingReference: string | null;
  agencyName: string | null;
}

export interface DeckPlanDeck {
  deck: number;
  name: string;
  cabins: DeckPlanCabin[];
}

/** A grade sold as a count: its units on the leg. */
export interface CountedGradeLoad {
  grade: string;
  description: string;
  capacity: number;
  sold: number;
  held: number;
}

export interface DeckPlan {
  leg: number;
  decks: DeckPlanDeck[];
  countedGrades: CountedGradeLoad[];
}

export interface SailingFilter {
  /** Departure date range, operator-local `YYYY-MM-DD`, both ends included. */
  from: string;
  to: string;
  shipCode?: string;
}

export const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10);

/** Every live allocation of cabin places on the sailings of `sailingIds` (SQL), with its booking's status. */
const takenPlaces = (sailingIds: SQL, now: Date) => sql`
  select a.sailing_id, a.legs, a.cabin_id, null::int as grade_id, a.booking_id
  from cabin_allocations a
  where a.sailing_id in (${sailingIds}) and ${live(now)}
  union all
  select a.sailing_id, a.legs, null::int, a.grade_id, a.booking_id
  from capacity_allocations a
  where a.sailing_id in (${sailingIds}) and ${live(now)}`;

type SailingRow = Pick<
  TableRow<typeof sailingsTables.sailings>,
  'id' | 'code' | 'route_code' | 'ship_code' | 'departure_at' | 'arrival_at'
> & {
  route_name: TableRow<typeof catalogTables.routes>['name'];
  ship_name: TableRow<typeof catalogTables.ships>['name'];
};

/** A leg (its first call's seq) between two calls' ports, with its computed places. */
type LegRow = Pick<TableRow<typeof sailingsTables.sailingCalls>, 'sailing_id'> & {
  leg: TableRow<typeof sailingsTables.sailingCalls>['seq'];
  from_port: TableRow<typeof sailingsTables.sailingCalls>['port_code'];
  to_port: TableRow<typeof sailingsTables.sailingCalls>['port_code'];
  capacity: number;
  sold: number;
  held: number;
};

/** A call with its port's English name (the code for a port without one). */
type SailingCallRow = Pick<
  CamelRow<TableRow<typeof sailingsTables.sailingCalls>>,
  'seq' | 'portCode' | 'arrivalAt' | 'departureAt'
> & { portName: string };

/**
 * A cabin on the leg: its deck's name (the left join's, null for a deck without one) and, when taken, the
 * status of the booking that holds it (a live allocation's booking is held or confirmed) with its reference
 * and agency.
 */
type DeckPlanCabinRow = Pick<TableRow<typeof catalogTables.cabins>, 'deck' | 'number'> &
  Pick<TableRow<typeof catalogTables.cabinGrades>, 'cabin_type' | 'description'> &
  // The holding booking's and agency's columns (the booking domain's and auth's tables, layers above).
  { status: 'CONFIRMED' | 'HELD' | null; reference: string | null } & {
  deck_name: TableRow<typeof catalogTables.decks>['name'] | null;
  grade: TableRow<typeof catalogTables.cabinGrades>['code'];
  agency_name: string | null;
};

/** A counted grade with its computed units on the leg. */
type CountedGradeRow = Pick<TableRow<typeof catalogTables.cabinGrades>, 'description'> & {
  grade: TableRow<typeof catalogTables.cabinGrades>['code'];
  capacity: number;
  sold: number;
  held: number;
};

/**
 * The sold and held places per leg of each of the sailings picked by `sailingIds` (SQL returning ids): one
 * aggregate statement whose cost does not grow with the bookings beyond one pass over their allocation rows.
 *
 * The allocations are first counted per sailing and run of legs (`runs`): however many bookings a sailing
 * has, it has at most legs² distinct runs, so spreading the runs over their legs (`per_leg`) and joining
 * them to the legs is bounded by the route, not by the sales. Joining every allocation to every leg it might
 * cover (`legs @> leg`) instead made the planner loop over all allocations once per leg: 1 056 legs x 250
 * allocations took 3 s on the embedded database (docs/performance.md, "The sailings calendar"). Capacity is
 * worked out once per ship, not once per leg.
 */
async function legLoads(db: DbOrTx, sailingIds: SQL, now: Date): Promise<Map<number, LegLoad[]>> {
  const rows = await queryRows<LegRow>(
    db,
    sql`with picked as materialized (select s.id, s.ship_code from sailings s where s.id in (${sailingIds})),
        ship_places as materialized (
          select sh.ship_code,
                 (select count(*) from cabins c where c.ship_code = sh.ship_code)
                 + (select coalesce(sum(g.capacity), 0) from cabin_grades g
                    where g.ship_code = sh.ship_code and not g.has_specific_cabins) as capacity
          from (select distinct ship_code from picked) sh),
        runs as materialized (
          select t.sailing_id, t.legs,
                 count(*) filter (where b.status = 'CONFIRMED') as sold,
                 count(*) filter (where b.status = 'HELD') as held
          from (${takenPlaces(sql`select id from picked`, now)}) t
          join bookings b on b.id = t.booking_id
          group by t.sailing_id, t.legs),
        per_leg as materialized (
          select r.sailing_id, l.leg, sum(r.sold) as sold, sum(r.held) as held
          from runs r cross join lateral generate_series(lower(r.legs), upper(r.legs) - 1) as l(leg)
          group by r.sailing_id, l.leg)
        select c.sailing_id, c.seq as leg, c.port_code as from_port, n.port_code as to_port,
               sp.capacity::int as capacity, coalesce(pl.sold, 0)::int as sold, coalesce(pl.held, 0)::int as held
        from picked p
        join ship_places sp on sp.ship_code = p.ship_code
        join sailing_calls c on c.sailing_id = p.id
        join sailing_calls n on n.sailing_id = c.sailing_id and n.seq = c.seq + 1
        left join per_leg pl on pl.sailing_id = c.sailing_id and pl.leg = c.seq
        order by c.sailing_id, c.seq`,
  );
  const bySailing = new Map<number, LegLoad[]>();
  for (const r of rows) {
    const legs = bySailing.get(r.sailing_id) ?? [];
    legs.push({
      leg: r.leg,
      fromPort: r.from_port,
      toPort: r.to_port,
      capacity: r.capacity,
      sold: r.sold,
      held: r.held,
    });
    bySailing.set(r.sailing_id, legs);
  }
  return bySailing;
}

const sailingColumns = sql`s.id, s.code, s.route_code, r.name as route_name, s.ship_code, sh.name as ship_name,
  s.departure_at, s.arrival_at
  from sailings s join routes r on r.code = s.route_code join ships sh on sh.code = s.ship_code`;

const summaryOf = (row: SailingRow, legs: LegLoad[]): SailingSummary => ({
  id: row.id,
  code: row.code,
  routeCode: row.route_code,
  routeName: row.route_name,
  shipCode: row.ship_code,
  shipName: row.ship_name,
  departureAt: row.departure_at,
  arrivalAt: row.arrival_at,
  legs,
});

/** Sailings departing in the date range (by departure, then code), each with its load per leg. */
export async function listSailingLoads(db: DbOrTx, filter: SailingFilter, now: Date): Promise<SailingSummary[]> {
  const where = sql`s.departure_at >= ${filter.from}::date and s.departure_at < ${filter.to}::date + 1
    ${filter.shipCode ? sql`and s.ship_code = ${filter.shipCode}` : sql``}`;
  const rows = await queryRows<SailingRow>(
    db,
    sql`select ${sailingColumns} where ${where} order by s.departure_at, s.code`,
  );
  if (rows.length === 0) return [];
  const loads = await legLoads(db, sql`select s.id from sailings s where ${where}`, now);
  return rows.map((row) => summaryOf(row, loads.get(row.id) ?? []));
}

/** One sailing by code with its calls and its load per leg; null when there is none. */
export async function sailingDetail(db: DbOrTx, code: string, now: Date): Promise<SailingDetail | null> {
  const [row] = await queryRows<SailingRow>(db, sql`select ${sailingColumns} where s.code = ${code}`);
  if (!row) return null;
  const [loads, calls] = await Promise.all([
    legLoads(db, sql`${row.id}::int`, now),
    queryRows<SailingCallRow>(
      db,
      sql`select c.seq, c.port_code as "portCode", coalesce(p.name->>'en', c.port_code) as "portName",
                 c.arrival_at as "arrivalAt", c.departure_at as "departureAt"
          from sailing_calls c join ports p on p.code = c.port_code
          where c.sailing_id = ${row.id} order by c.seq`,
    ),
  ]);
  return { ...summaryOf(row, loads.get(row.id) ?? []), calls };
}

/**
 * The ship of a sailing as it stands on one leg: every cabin by deck (decks from the top down, cabins by
 * number) with its state, and the units of the counted grades.
 */
export async function deckPlan(
  db: DbOrTx,
  sailing: { id: number; shipCode: string },
  leg: number,
  now: Date,
): Promise<DeckPlan> {
  const taken = sql`
    select t.cabin_id, t.grade_id, b.status, b.reference, ag.name as agency_name
    from (${takenPlaces(sql`${sailing.id}::int`, now)}) t
    join bookings b on b.id = t.booking_id
    join agencies ag on ag.id = b.agency_id
    where t.legs @> ${leg}::int`;
  const [cabins, counted] = await Promise.all([
    queryRows<DeckPlanCabinRow>(
      db,
      sql`with taken as (${taken})
          select c.deck, d.name as deck_name, c.number, g.code as grade, g.description, g.cabin_type,
                 t.status, t.reference, t.agency_name
          from cabins c
          join cabin_grades g on g.id = c.grade_id
          left join decks d on d.ship_code = c.ship_code and d.deck = c.deck
          left join taken t on t.cabin_id = c.id
          where c.ship_code = ${sailing.shipCode}
          order by c.deck desc, length(c.number), c.number`,
    ),
    queryRows<CountedGradeRow>(
      db,
      sql`with taken as (${taken})
          select g.code as grade, g.description, g.capacity::int as capacity,
                 count(t.status) filter (where t.status = 'CONFIRMED')::int as sold,
                 count(t.status) filter (where t.status = 'HELD')::int as held
          from cabin_grades g
          left join taken t on t.grade_id = g.id
          where g.ship_code = ${sailing.shipCode} and not g.has_specific_cabins
          group by g.id order by g.code`,
    ),
  ]);
  const decks: DeckPlanDeck[] = [];
  for (const c of cabins) {
    let deck = decks.at(-1);
    if (!deck || deck.deck !== c.deck) {
      deck = { deck: c.deck, name: c.deck_name ?? `Deck ${c.deck}`, cabins: [] };
      decks.push(deck);
    }
    deck.cabins.push({
      number: c.number,
      grade: c.grade,
      gradeDescription: c.description,
      cabinType: c.cabin_type,
      state: c.status === 'CONFIRMED' ? 'SOLD' : c.status === 'HELD' ? 'HELD' : 'FREE',
      bookingReference: c.reference,
      agencyName: c.agency_name,
    });
  }
  return { leg, decks, countedGrades: counted };
}

/** Ships, for the calendar's filter. */
export async function shipChoices(db: DbOrTx): Promise<{ code: string; name: string }[]> {
  return queryRows<Pick<TableRow<typeof catalogTables.ships>, 'code' | 'name'>>(
    db,
    sql`select code, name from ships order by name`,
  );
}
