/**
 * Occupancy of sailings for the operator: how many cabins are sold and held on each leg (the calendar's load
 * factors, the chart of a sailing), and the state of every cabin of the ship on one leg (the deck plan).
 *
 * Derived from the authoritative inventory rows, never from counters or from booking documents: a cabin or
 * counted unit is taken on a leg when an allocation row covers that leg and is live (inventory's takenPlaces:
 * an expired hold is free at once, as search sees it). A live row of a CONFIRMED booking is sold; one of a HELD
 * booking is held. Cancellation deletes its rows, so a cancelled booking takes nothing.
 *
 * The unit is a cabin place: a physical cabin (grades with specific cabins) or one unit of a counted grade
 * (capacity per leg). Vehicles and excursion seats are not cabins and are left out.
 *
 * Every table is read through its owner: the catalogue's sailings, legs and ship plans (catalog/sailing-plans.ts),
 * inventory's taken places, auth's agency names, and the bookings' states and the sessions' rule for a live hold,
 * which this folder cannot import (both owners are above it): the composition root hands them in (OccupancyDeps).
 * Each is a relation or a fragment composed into this file's statements, so a page costs the round trips it did.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import { agencyNames } from '../auth/agency-names-sql.js';
import {
  cabinPlacesOfShip,
  callsWithPortNames,
  countedGrades,
  planCabins,
  sailingByCode,
  sailingIdsDeparting,
  sailingLegs,
  sailingShips,
  sailingsDeparting,
  shipNames,
  type CountedGradeRow as CatalogCountedGradeRow,
  type PlanCabinRow,
  type SailingFilter,
  type SailingLegRow,
  type SailingNamesRow,
} from '../catalog/sailing-plans.js';
import { takenPlaces } from '../inventory/taken-places-sql.js';
import type { HoldSessions } from '../inventory/hold-sessions.js';

export type { SailingFilter } from '../catalog/sailing-plans.js';

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

export const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10);

export interface OccupancyDeps {
  db: DbOrTx;
  /**
   * The bookings' states as a relation (domain/bookings booking-states-sql.ts): `id`, `status`, `reference`,
   * `agency_id`. The booking domain is above this folder, so main/services.ts passes it in.
   */
  bookingStates: SQL;
  /** Whether a hold's session is live (sessions/hold-sessions-sql.ts), passed in as the bookings' states are. */
  holdSessions: HoldSessions;
}

export interface Occupancy {
  /** Sailings departing in the date range (by departure, then code), each with its load per leg. */
  listSailingLoads(filter: SailingFilter, now: Date): Promise<SailingSummary[]>;
  /** One sailing by code with its calls and its load per leg; null when there is none. */
  sailingDetail(code: string, now: Date): Promise<SailingDetail | null>;
  /**
   * The ship of a sailing as it stands on one leg: every cabin by deck (decks from the top down, cabins by
   * number) with its state, and the units of the counted grades.
   */
  deckPlan(sailing: { id: number; shipCode: string }, leg: number, now: Date): Promise<DeckPlan>;
  /** Ships, for the calendar's filter. */
  shipChoices(): Promise<{ code: string; name: string }[]>;
}

/** A leg with its computed places. */
type LegRow = SailingLegRow & { capacity: number; sold: number; held: number };

/**
 * A cabin on the leg and, when taken, the status of the booking that holds it (a live allocation's booking is
 * held or confirmed) with its reference and agency (the booking domain's and auth's columns).
 */
type DeckPlanCabinRow = Pick<PlanCabinRow, 'deck' | 'deck_name' | 'number' | 'grade' | 'description' | 'cabin_type'> & {
  status: 'CONFIRMED' | 'HELD' | null;
  reference: string | null;
  agency_name: string | null;
};

/** A counted grade with its computed units on the leg. */
type CountedGradeRow = Pick<CatalogCountedGradeRow, 'grade' | 'description' | 'capacity'> & {
  sold: number;
  held: number;
};

const summaryOf = (row: SailingNamesRow, legs: LegLoad[]): SailingSummary => ({
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

export function createOccupancy(deps: OccupancyDeps): Occupancy {
  const { db, bookingStates, holdSessions } = deps;
  return {
    async listSailingLoads(filter, now) {
      const rows = await sailingsDeparting(db, filter);
      if (rows.length === 0) return [];
      const loads = await legLoads(deps, sailingIdsDeparting(filter), now);
      return rows.map((row) => summaryOf(row, loads.get(row.id) ?? []));
    },

    async sailingDetail(code, now) {
      const row = await sailingByCode(db, code);
      if (!row) return null;
      const [loads, calls] = await Promise.all([
        legLoads(deps, sql`${row.id}::int`, now),
        callsWithPortNames(db, row.id),
      ]);
      return { ...summaryOf(row, loads.get(row.id) ?? []), calls };
    },

    async deckPlan(sailing, leg, now) {
      const taken = sql`
        select t.cabin_id, t.grade_id, b.status, b.reference, ag.name as agency_name
        from (${takenPlaces(holdSessions, sql`${sailing.id}::int`, now)}) t
        join ${bookingStates} b on b.id = t.booking_id
        join ${agencyNames} ag on ag.id = b.agency_id
        where t.legs @> ${leg}::int`;
      const [cabins, counted] = await Promise.all([
        queryRows<DeckPlanCabinRow>(
          db,
          sql`with taken as (${taken})
              select c.deck, c.deck_name, c.number, c.grade, c.description, c.cabin_type,
                     t.status, t.reference, t.agency_name
              from ${planCabins} c
              left join taken t on t.cabin_id = c.id
              where c.ship_code = ${sailing.shipCode}
              order by c.deck desc, length(c.number), c.number`,
        ),
        queryRows<CountedGradeRow>(
          db,
          sql`with taken as (${taken})
              select g.grade, g.description, g.capacity::int as capacity,
                     count(t.status) filter (where t.status = 'CONFIRMED')::int as sold,
                     count(t.status) filter (where t.status = 'HELD')::int as held
              from ${countedGrades} g
              left join taken t on t.grade_id = g.id
              where g.ship_code = ${sailing.shipCode}
              group by g.id, g.grade, g.description, g.capacity order by g.grade`,
        ),
      ]);
      return { leg, decks: decksOf(cabins), countedGrades: counted };
    },

    shipChoices: () => shipNames(db),
  };
}

function decksOf(cabins: DeckPlanCabinRow[]): DeckPlanDeck[] {
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
  return decks;
}

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
async function legLoads(deps: OccupancyDeps, sailingIds: SQL, now: Date): Promise<Map<number, LegLoad[]>> {
  const rows = await queryRows<LegRow>(
    deps.db,
    sql`with picked as materialized (${sailingShips(sailingIds)}),
        ship_places as materialized (
          select sh.ship_code, ${cabinPlacesOfShip(sql`sh.ship_code`)} as capacity
          from (select distinct ship_code from picked) sh),
        runs as materialized (
          select t.sailing_id, t.legs,
                 count(*) filter (where b.status = 'CONFIRMED') as sold,
                 count(*) filter (where b.status = 'HELD') as held
          from (${takenPlaces(deps.holdSessions, sql`select id from picked`, now)}) t
          join ${deps.bookingStates} b on b.id = t.booking_id
          group by t.sailing_id, t.legs),
        per_leg as materialized (
          select r.sailing_id, l.leg, sum(r.sold) as sold, sum(r.held) as held
          from runs r cross join lateral generate_series(lower(r.legs), upper(r.legs) - 1) as l(leg)
          group by r.sailing_id, l.leg)
        select c.sailing_id, c.leg, c.from_port, c.to_port,
               sp.capacity::int as capacity, coalesce(pl.sold, 0)::int as sold, coalesce(pl.held, 0)::int as held
        from picked p
        join ship_places sp on sp.ship_code = p.ship_code
        join ${sailingLegs} c on c.sailing_id = p.id
        left join per_leg pl on pl.sailing_id = c.sailing_id and pl.leg = c.leg
        order by c.sailing_id, c.leg`,
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
