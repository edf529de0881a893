/**
 * Inventory: cabins, counted grades, vehicle slots and excursion seats, held by sessions and sold by
 * confirmed bookings, per run of legs of a sailing.
 *
 * Why it cannot be oversold:
 * - Physical cabins: the exclusion constraint `cabin_allocations_no_overlap` refuses two allocations of
 *   one cabin on overlapping legs, whatever code path or instance writes. Allocation picks a free cabin
 *   and inserts; when a concurrent writer took it first, nothing is inserted and it picks again. A cabin
 *   held as a guarantee cabin (no number chosen) is held at grade level: the service may move it to another
 *   free cabin of the grade to give its number to a partner who chooses it (guarantee-cabins.ts).
 * - Counted inventory (grades without specific cabins, vehicles, excursion seats): the writer takes a lock
 *   on the thing counted (an advisory lock on sailing+grade, the capacity row, the excursion row), counts
 *   the live rows on every leg, and inserts only if each leg has room. Lock, count and insert share one
 *   transaction, so there is no check-then-insert window.
 *
 * Why expired holds never block: a hold row carries its session. Counting only sees rows whose session
 * is live (or null: confirmed), so an expired session's inventory is free the instant its timer runs out.
 * Cabin rows of expired sessions are purged before any cabin allocation on the same sailing, since the
 * exclusion constraint cannot see session expiry. Whether a session is live is the sessions' to say (their table,
 * above this folder): every function that counts or takes holds is given their HoldSessions (hold-sessions.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { compiledStatement, queryRows, type DbOrTx, type Tx } from '../../platform/db/client.js';
import {
  callSeqBound,
  excursionSeats,
  gradeCapacities,
  lockExcursionDeparture,
  lockVehicleCapacity,
  shipCabins,
  vehicleCapacities,
  type ExcursionSeatsRow,
  type GradeCapacityRow,
  type ShipCabinRow,
  type VehicleCapacityRow,
} from '../catalog/inventory-units-sql.js';
import type { Narrow } from '../../platform/db/table-row.js';
import { sqlState } from '../../platform/db/transaction.js';
import { AppError } from '../../kernel/errors.js';
import type { VehicleType } from '../pricing/price.js';
import type { HoldSessions } from './hold-sessions.js';

export interface LegRange {
  sailingId: number;
  fromSeq: number;
  toSeq: number;
}

export const legsOf = (r: { fromSeq: number; toSeq: number }) => `[${r.fromSeq},${r.toSeq})`;

/** SQL: is allocation alias `a` live at `now`: permanent (no session), or held by a session live then? */
export const live = (sessions: HoldSessions, now: Date) => liveAt(sessions, now.toISOString());
/** live, at an instant given as its ISO text (what the statement receives). */
export const liveAt = (sessions: HoldSessions, nowIso: string) =>
  sql`(a.session_id is null or ${sessions.live(sql`a.session_id`, nowIso)})`;

export const MAX_PICK_ATTEMPTS = 25;

export const isExclusionViolation = (error: unknown) => sqlState(error) === '23P01';

// ---------------------------------------------------------------------------------------------------------
// Reading availability (search, listings)
// ---------------------------------------------------------------------------------------------------------

/** Free physical cabins per grade (grades with specific cabins) for a run of legs. */
export async function freeCabinsPerGrade(
  db: DbOrTx,
  sessions: HoldSessions,
  range: LegRange,
  shipCode: string,
  now: Date,
): Promise<Map<number, number>> {
  const rows = await queryRows<Pick<ShipCabinRow, 'grade_id'> & { free: number }>(
    db,
    sql`select c.grade_id, count(*)::int as free
        from ${shipCabins} c
        where c.ship_code = ${shipCode}
          and not exists (
            select 1 from cabin_allocations a
            where a.sailing_id = ${range.sailingId} and a.cabin_id = c.id
              and a.legs && ${legsOf(range)}::int4range and ${live(sessions, now)})
        group by c.grade_id`,
  );
  return new Map(rows.map((r) => [r.grade_id, r.free]));
}

/** Units left per counted grade (grades without specific cabins): capacity minus the busiest leg. */
export async function freeCapacityPerGrade(
  db: DbOrTx,
  sessions: HoldSessions,
  range: LegRange,
  of: { shipCode: string } | { gradeId: number },
  now: Date,
): Promise<Map<number, number>> {
  const which = 'gradeId' in of ? sql`g.id = ${of.gradeId}` : sql`g.ship_code = ${of.shipCode}`;
  const rows = await queryRows<Pick<GradeCapacityRow, 'id'> & { free: number }>(
    db,
    sql`select g.id, g.capacity - coalesce((
          select max(used) from (
            select count(*) as used
            from capacity_allocations a
            cross join generate_series(${range.fromSeq}::int, ${range.toSeq - 1}::int) as leg
            where a.sailing_id = ${range.sailingId} and a.grade_id = g.id
              and a.legs @> leg and ${live(sessions, now)}
            group by leg) per_leg), 0)::int as free
        from ${gradeCapacities} g
        where ${which} and not g.has_specific_cabins`,
  );
  return new Map(rows.map((r) => [r.id, Math.max(0, r.free)]));
}

/** Vehicle slots left per type for a run of legs. */
export async function freeVehicleSlots(
  db: DbOrTx,
  sessions: HoldSessions,
  range: LegRange,
  now: Date,
): Promise<Record<VehicleType, number>> {
  const rows = await queryRows<
    Narrow<Pick<VehicleCapacityRow, 'vehicle_type'>, { vehicle_type: VehicleType }> & {
      free: number;
    }
  >(
    db,
    sql`select c.vehicle_type, c.capacity - coalesce((
          select max(used) from (
            select count(*) as used
            from vehicle_allocations a
            cross join generate_series(${range.fromSeq}::int, ${range.toSeq - 1}::int) as leg
            where a.sailing_id = c.sailing_id and a.vehicle_type = c.vehicle_type
              and a.legs @> leg and ${live(sessions, now)}
            group by leg) per_leg), 0)::int as free
        from ${vehicleCapacities} c
        where c.sailing_id = ${range.sailingId}`,
  );
  const free: Record<VehicleType, number> = { CAR: 0, MOTORCYCLE: 0 };
  for (const r of rows) free[r.vehicle_type] = Math.max(0, r.free);
  return free;
}

export interface VoyageAvailability {
  /** Free physical cabins per grade id (grades with specific cabins); a grade with none free is absent. */
  cabins: Map<number, number>;
  /** Units left per counted grade id (grades without specific cabins). */
  capacity: Map<number, number>;
  /** Vehicle slots left per type; null when not asked for. */
  vehicles: Record<VehicleType, number> | null;
  /** Places taken in each bucketed fare on the sailing (fare-places.ts), by fare code; a fare with none is absent. */
  farePlaces: Map<string, number>;
}

/** A voyage's availability with what tells how long it stays exact (availability-cache.ts). */
export interface VoyageAvailabilityReading extends VoyageAvailability {
  /** The catalogue's and the sailing's availability versions, read by the same statement: `<catalogue>.<sailing>`. */
  version: string;
  /** The earliest expiry among the live holds counted (their sessions'), or null when none was counted. */
  nextExpiry: Date | null;
}

/** SQL: the availability version of sailing `sailingId` (an expression), as search's voyages query and the
 * availability statement both read it: `<catalogue version>.<sailing version>`. */
export const inventoryVersionOf = (sailingId: SQL) =>
  sql`((select c.version from catalogue_inventory_version c) || '.' ||
       coalesce((select iv.version from sailing_inventory_versions iv where iv.sailing_id = ${sailingId}), 0))`;

const availabilityVersionsStatement = compiledStatement(
  'availability_versions',
  (sailingIds: string) =>
    sql`select u.sailing_id as "sailingId", ${inventoryVersionOf(sql`u.sailing_id`)} as version
      from unnest(${sailingIds}::int[]) as u(sailing_id)`,
);

/**
 * The availability versions of the sailings now (inventoryVersionOf), by sailing id: one small statement for many
 * sailings, without the voyages query around them (GET availability's check of a kept answer).
 */
export async function availabilityVersionsOf(db: DbOrTx, sailingIds: readonly number[]): Promise<Map<number, string>> {
  if (sailingIds.length === 0) return new Map();
  const rows = await availabilityVersionsStatement<{ sailingId: number; version: string }>(
    db,
    `{${sailingIds.join(',')}}`,
  );
  return new Map(rows.map((r) => [r.sailingId, r.version]));
}

/**
 * What freeCabinsPerGrade, freeCapacityPerGrade and freeVehicleSlots answer, for every voyage of a search at
 * once: one set-based query instead of two or three per voyage (search's cost was its round trips). Each
 * voyage's answer carries its availability version and the earliest expiry of the holds it counted, read in
 * the same statement (one snapshot), for availability-cache.ts.
 */
export async function freeInventoryOfVoyages(
  db: DbOrTx,
  sessions: HoldSessions,
  voyages: (LegRange & { shipCode: string })[],
  now: Date,
  withVehicles: boolean,
): Promise<VoyageAvailabilityReading[]> {
  const out: VoyageAvailabilityReading[] = voyages.map(() => ({
    cabins: new Map(),
    capacity: new Map(),
    vehicles: withVehicles ? { CAR: 0, MOTORCYCLE: 0 } : null,
    farePlaces: new Map(),
    version: '',
    nextExpiry: null,
  }));
  if (voyages.length === 0) return out;
  const ints = (f: (v: LegRange & { shipCode: string }, i: number) => number) => `{${voyages.map(f).join(',')}}`;
  const arrays = {
    idx: ints((_, i) => i),
    sailings: ints((v) => v.sailingId),
    froms: ints((v) => v.fromSeq),
    tos: ints((v) => v.toSeq),
    ships: `{${voyages.map((v) => JSON.stringify(v.shipCode)).join(',')}}`,
  };
  // Unnamed on purpose: planned for its values each time (db/client.ts, queryRows).
  const rows = await queryRows<{
    idx: number;
    kind: 'C' | 'U' | 'V' | 'F' | 'X';
    key: string;
    free: number;
    next_expiry: string | null;
  }>(db, voyagesAvailabilityQuery(sessions, arrays, now.toISOString(), withVehicles));
  for (const r of rows) {
    const target = out[r.idx]!;
    const free = Math.max(0, r.free);
    if (r.kind === 'C') target.cabins.set(Number(r.key), free);
    else if (r.kind === 'U') target.capacity.set(Number(r.key), free);
    else if (r.kind === 'V') target.vehicles![r.key as VehicleType] = free;
    else if (r.kind === 'F') target.farePlaces.set(r.key, r.free);
    else {
      target.version = r.key;
      target.nextExpiry = r.next_expiry === null ? null : new Date(r.next_expiry);
    }
  }
  return out;
}

/** The voyages of an availability statement, as PostgreSQL array texts (`{0,1}`), one element per voyage. */
export interface VoyageArrays {
  idx: string;
  sailings: string;
  froms: string;
  tos: string;
  ships: string;
}

/**
 * freeInventoryOfVoyages' statement; exported for the benchmark's pgbench scripts (bench/sql-scripts.ts), which run
 * this text with the arrays and the instant as pgbench variables.
 */
export function voyagesAvailabilityQuery(
  sessions: HoldSessions,
  v: VoyageArrays,
  nowIso: string,
  withVehicles: boolean,
): SQL {
  const liveHold = liveAt(sessions, nowIso);
  const vehicles = withVehicles
    ? sql`union all
          select v.idx, 'V' as kind, c.vehicle_type as key, (c.capacity - coalesce((
            select max(used) from (
              select count(*) as used
              from vehicle_allocations a
              cross join generate_series(v.from_seq, v.to_seq - 1) as leg
              where a.sailing_id = c.sailing_id and a.vehicle_type = c.vehicle_type
                and a.legs @> leg and ${liveHold}
              group by leg) per_leg), 0))::int as free, null::timestamptz as next_expiry
          from v join ${vehicleCapacities} c on c.sailing_id = v.sailing_id`
    : sql``;
  const vehicleHolds = withVehicles
    ? sql`union all
          select a.session_id from vehicle_allocations a
          where a.sailing_id = v.sailing_id and a.legs && int4range(v.from_seq, v.to_seq) and a.session_id is not null`
    : sql``;
  return sql`with v as (
          select * from unnest(${v.idx}::int[], ${v.sailings}::int[], ${v.froms}::int[],
                               ${v.tos}::int[], ${v.ships}::text[])
                   as v(idx, sailing_id, from_seq, to_seq, ship_code)),
        -- The live allocations overlapping each voyage first (one index scan per voyage), then a hashed
        -- anti-join: several times cheaper than probing the allocations once per cabin.
        taken as (
          select v.idx, a.cabin_id
          from v join cabin_allocations a on a.sailing_id = v.sailing_id and a.legs && int4range(v.from_seq, v.to_seq)
          where ${liveHold})
        select v.idx, 'C' as kind, c.grade_id::text as key, count(*)::int as free, null::timestamptz as next_expiry
        from v join ${shipCabins} c on c.ship_code = v.ship_code
        where not exists (select 1 from taken t where t.idx = v.idx and t.cabin_id = c.id)
        group by v.idx, c.grade_id
        union all
        select v.idx, 'U' as kind, g.id::text as key, (g.capacity - coalesce((
          select max(used) from (
            select count(*) as used
            from capacity_allocations a
            cross join generate_series(v.from_seq, v.to_seq - 1) as leg
            where a.sailing_id = v.sailing_id and a.grade_id = g.id
              and a.legs @> leg and ${liveHold}
            group by leg) per_leg), 0))::int as free, null::timestamptz as next_expiry
        from v join ${gradeCapacities} g on g.ship_code = v.ship_code and not g.has_specific_cabins
        ${vehicles}
        union all
        -- The places taken in each fare's bucket on the sailing (in \`free\`: a count, whatever the legs).
        select v.idx, 'F' as kind, a.fare_code as key, count(*)::int as free, null::timestamptz as next_expiry
        from v join fare_allocations a on a.sailing_id = v.sailing_id
        where ${liveHold}
        group by v.idx, a.fare_code
        union all
        -- Per voyage: the version this answer is exact for, and when the first hold it counted runs out.
        select v.idx, 'X' as kind, ${inventoryVersionOf(sql`v.sailing_id`)} as key, 0 as free,
               ${sessions.earliestExpiry(
                 sql`
                  select a.session_id from cabin_allocations a
                  where a.sailing_id = v.sailing_id and a.legs && int4range(v.from_seq, v.to_seq) and a.session_id is not null
                  union all
                  select a.session_id from capacity_allocations a
                  where a.sailing_id = v.sailing_id and a.legs && int4range(v.from_seq, v.to_seq) and a.session_id is not null
                  union all
                  select a.session_id from fare_allocations a
                  where a.sailing_id = v.sailing_id and a.session_id is not null
                  ${vehicleHolds}`,
                 nowIso,
               )} as next_expiry
        from v`;
}

/** Seats left on excursion departures. */
export async function freeExcursionSeats(
  db: DbOrTx,
  sessions: HoldSessions,
  departureIds: string[],
  now: Date,
): Promise<Map<string, number>> {
  if (departureIds.length === 0) return new Map();
  const rows = await queryRows<Pick<ExcursionSeatsRow, 'id'> & { free: number }>(
    db,
    sql`select d.id, (d.seats - (select count(*) from excursion_allocations a
                                  where a.excursion_departure_id = d.id and ${live(sessions, now)}))::int as free
        from ${excursionSeats} d
        where d.id = any(${`{${departureIds.join(',')}}`}::uuid[])`,
  );
  return new Map(rows.map((r) => [r.id, Math.max(0, r.free)]));
}

// ---------------------------------------------------------------------------------------------------------
// Taking inventory (inside the caller's transaction)
// ---------------------------------------------------------------------------------------------------------

/** Deletes cabin holds of sessions no longer live on this sailing, so the exclusion constraint sees only live rows. */
export async function purgeExpiredCabinHolds(
  tx: Tx,
  sessions: HoldSessions,
  sailingId: number,
  now: Date,
): Promise<void> {
  // The expired sessions are locked first: a write of such a session still in flight (it began before its
  // expiry) finishes before we decide. It either rolled back (its holds are dead: purged) or confirmed (its
  // holds are permanent now, with no session: kept); a live session's write can no longer extend an expired one.
  // Unnamed on purpose: planned for its values each time (db/client.ts, queryRows).
  await queryRows(tx, purgeExpiredCabinHoldsQuery(sessions, sailingId, now.toISOString()));
}

/** purgeExpiredCabinHolds' statement, exported for the benchmark's create script (bench/sql-scripts.ts). */
export const purgeExpiredCabinHoldsQuery = (sessions: HoldSessions, sailingId: number, now: string): SQL =>
  sql`delete from cabin_allocations a
      where a.sailing_id = ${sailingId}
        and a.session_id in (
          ${sessions.expiredLocked(
            sql`select session_id from cabin_allocations where sailing_id = ${sailingId} and session_id is not null`,
            now,
          )})`;

/**
 * Before counting holds: locks the sessions of the holds matched by `holds` (SQL over alias `a`) that look
 * expired at `now`, so that a write of such a session still in flight settles first (see purgeExpiredCabinHolds).
 */
export async function settleExpiredHolders(
  tx: Tx,
  sessions: HoldSessions,
  table: string,
  holds: ReturnType<typeof sql>,
  now: Date,
): Promise<void> {
  await tx.execute(
    sessions.expiredLocked(
      sql`select a.session_id from ${sql.identifier(table)} a where ${holds} and a.session_id is not null`,
      now.toISOString(),
    ),
  );
}

export interface CabinHold {
  bookingId: string;
  cabinNo: number;
  /** The held booking's session; null for a confirmed booking's change, whose inventory is permanent at once. */
  sessionId: string | null;
  range: LegRange;
}

/**
 * SQL: the best free cabin of a grade for a run of legs (none when no cabin of the grade is free on every
 * leg of it), for holding a guarantee cabin or moving one. Best fit keeps the grade's leg-by-leg inventory
 * sellable: a cabin's free stretch around the legs ends where its other bookings (or the sailing) start or
 * end, and taking the legs from the middle of a stretch leaves two slivers behind, from its end one.
 * So: first a cabin whose stretch the legs fill exactly, then one they take from an end, and only then one
 * they split; among equals the shortest stretch, so the longest free stretches stay whole for the longer
 * voyages (a hold on legs 3-5 takes a cabin free only on 3-5 before one free on 0-8). Random among ties, so
 * concurrent holders do not all reach for the same cabin. `skipLocked` passes over cabins another
 * transaction is taking right now (it locks the picked cabin's row).
 */
export function bestFreeCabin(range: LegRange, gradeId: number, skipLocked: boolean) {
  const legs = legsOf(range);
  const bookedOn = sql`a.sailing_id = ${range.sailingId} and a.cabin_id = c.id`;
  return sql`select c.id
      from ${shipCabins} c
      cross join lateral (
        select coalesce((select max(upper(a.legs)) from cabin_allocations a where ${bookedOn} and upper(a.legs) <= ${range.fromSeq}),
                        ${callSeqBound('min', range.sailingId)}) as free_from,
               coalesce((select min(lower(a.legs)) from cabin_allocations a where ${bookedOn} and lower(a.legs) >= ${range.toSeq}),
                        ${callSeqBound('max', range.sailingId)}) as free_to) stretch
      where c.grade_id = ${gradeId}
        and not exists (select 1 from cabin_allocations a where ${bookedOn} and a.legs && ${legs}::int4range)
      order by (stretch.free_from < ${range.fromSeq})::int + (stretch.free_to > ${range.toSeq})::int,
               stretch.free_to - stretch.free_from,
               random()
      limit 1
      ${skipLocked ? sql`for update of c skip locked` : sql``}`;
}

/**
 * holdGuaranteeCabin's statement, exported for the benchmark's create script (bench/sql-scripts.ts): picks the
 * best free cabin and inserts its hold; `picked` and `inserted` are computed (the CTEs' cabin ids).
 */
export const guaranteeCabinHoldQuery = (hold: CabinHold, gradeId: number, skipLocked: boolean): SQL =>
  sql`with pick as (${bestFreeCabin(hold.range, gradeId, skipLocked)}),
      ins as (
        insert into cabin_allocations (booking_id, cabin_no, session_id, sailing_id, cabin_id, legs)
        select ${hold.bookingId}, ${hold.cabinNo}, ${hold.sessionId}, ${hold.range.sailingId}, pick.id, ${legsOf(hold.range)}::int4range
        from pick
        on conflict do nothing
        returning cabin_id)
      select (select id from pick) as picked, (select cabin_id from ins) as inserted`;

/**
 * Holds a free cabin of the grade (the best fit, see bestFreeCabin) and returns its id, or null when none
 * is free. Call purgeExpiredCabinHolds first in the same transaction.
 */
export async function holdGuaranteeCabin(tx: Tx, hold: CabinHold, gradeId: number): Promise<number | null> {
  // First pass: skip cabins another transaction is taking right now (their rows are locked), so concurrent
  // holders spread over the free cabins instead of queueing for the best one. When every free cabin is being
  // taken, look again without skipping: those transactions may still roll back.
  let skipLocked = true;
  for (let attempt = 0; attempt < MAX_PICK_ATTEMPTS; attempt++) {
    // Pick and insert in one statement (one round trip, no savepoint). ON CONFLICT DO NOTHING covers the
    // exclusion constraint: when a concurrent transaction took the picked cabin first, nothing is inserted
    // (after waiting for that transaction, as the constraint would) and we pick again.
    // Unnamed on purpose: planned for its values each time (db/client.ts, queryRows).
    const [row] = await queryRows<{ picked: number | null; inserted: number | null }>(
      tx,
      guaranteeCabinHoldQuery(hold, gradeId, skipLocked),
    );
    if (!row || row.picked === null) {
      if (!skipLocked) return null;
      skipLocked = false;
      continue;
    }
    if (row.inserted !== null) return row.inserted;
    // Another transaction took that cabin between our look and our insert: look again.
  }
  throw new AppError(
    409,
    'CONFLICT',
    'Too many concurrent bookings are taking cabins of this grade right now; retry.',
    undefined,
    {
      'Retry-After': '1',
    },
  );
}

export async function releaseCabin(tx: Tx, bookingId: string, cabinNo: number): Promise<void> {
  await tx.execute(sql`delete from cabin_allocations where booking_id = ${bookingId} and cabin_no = ${cabinNo}`);
}

/** Holds one unit of a grade without specific cabins; false when a leg has no unit left. */
export async function holdCapacity(
  tx: Tx,
  sessions: HoldSessions,
  hold: CabinHold,
  gradeId: number,
  now: Date,
): Promise<boolean> {
  // One writer at a time per sailing and grade: count and insert cannot interleave with another's.
  await tx.execute(sql`select pg_advisory_xact_lock(${hold.range.sailingId}::int, ${gradeId}::int)`);
  await settleExpiredHolders(
    tx,
    sessions,
    'capacity_allocations',
    sql`a.sailing_id = ${hold.range.sailingId} and a.grade_id = ${gradeId}`,
    now,
  );
  const free = (await freeCapacityPerGrade(tx, sessions, hold.range, { gradeId }, now)).get(gradeId) ?? 0;
  if (free < 1) return false;
  await tx.execute(
    sql`insert into capacity_allocations (booking_id, cabin_no, session_id, sailing_id, grade_id, legs)
        values (${hold.bookingId}, ${hold.cabinNo}, ${hold.sessionId}, ${hold.range.sailingId}, ${gradeId}, ${legsOf(hold.range)}::int4range)`,
  );
  return true;
}

/**
 * Holds one cabin of a grade for a booked cabin: a guarantee cabin of a grade with specific cabins, else one unit
 * of its capacity; false when none is free (call purgeExpiredCabinHolds first in the same transaction).
 */
export async function holdCabinOfGrade(
  tx: Tx,
  sessions: HoldSessions,
  hold: CabinHold,
  grade: { id: number; hasSpecificCabins: boolean },
  now: Date,
): Promise<boolean> {
  return grade.hasSpecificCabins
    ? (await holdGuaranteeCabin(tx, hold, grade.id)) !== null
    : holdCapacity(tx, sessions, hold, grade.id, now);
}

/** Holds vehicle slots for the legs; false (nothing held) when any type lacks room on any leg. */
export async function holdVehicles(
  tx: Tx,
  sessions: HoldSessions,
  hold: { bookingId: string; sessionId: string | null; range: LegRange },
  vehicles: { type: VehicleType; guestId: number }[],
  now: Date,
): Promise<boolean> {
  if (vehicles.length === 0) return true;
  const types = [...new Set(vehicles.map((v) => v.type))].sort();
  // Lock the capacity rows in one order (by type) so concurrent holders never deadlock.
  for (const type of types) {
    await lockVehicleCapacity(tx, hold.range.sailingId, type);
  }
  await settleExpiredHolders(tx, sessions, 'vehicle_allocations', sql`a.sailing_id = ${hold.range.sailingId}`, now);
  const free = await freeVehicleSlots(tx, sessions, hold.range, now);
  for (const type of types) {
    if (vehicles.filter((v) => v.type === type).length > free[type]) return false;
  }
  for (const v of vehicles) {
    await tx.execute(
      sql`insert into vehicle_allocations (booking_id, session_id, sailing_id, vehicle_type, guest_id, legs)
          values (${hold.bookingId}, ${hold.sessionId}, ${hold.range.sailingId}, ${v.type}, ${v.guestId}, ${legsOf(hold.range)}::int4range)`,
    );
  }
  return true;
}

/** Holds one seat per guest on an excursion departure; false (nothing held) when there are not enough. */
export async function holdExcursionSeats(
  tx: Tx,
  sessions: HoldSessions,
  hold: { bookingId: string; sessionId: string | null },
  departureId: string,
  guestIds: number[],
  now: Date,
): Promise<boolean> {
  await lockExcursionDeparture(tx, departureId);
  await settleExpiredHolders(
    tx,
    sessions,
    'excursion_allocations',
    sql`a.excursion_departure_id = ${departureId}`,
    now,
  );
  const free = (await freeExcursionSeats(tx, sessions, [departureId], now)).get(departureId) ?? 0;
  if (guestIds.length > free) return false;
  for (const guestId of guestIds) {
    await tx.execute(
      sql`insert into excursion_allocations (booking_id, session_id, excursion_departure_id, guest_id)
          values (${hold.bookingId}, ${hold.sessionId}, ${departureId}, ${guestId})`,
    );
  }
  return true;
}

export async function releaseExcursionSeats(
  tx: Tx,
  bookingId: string,
  departureId: string,
  guestIds: number[],
): Promise<void> {
  await tx.execute(
    sql`delete from excursion_allocations
        where booking_id = ${bookingId} and excursion_departure_id = ${departureId}
          and guest_id = any(${`{${guestIds.join(',')}}`}::int[])`,
  );
}

/**
 * The five kinds of allocation row, each with its own database rule (the exclusion constraint on cabins, counted
 * capacity, vehicles, excursion seats, a fare's bucket places). Every statement about "all of a booking's or
 * session's holds" walks this list, so a sixth kind is added in one place. A promotion's redemption is held and
 * made permanent like them, but a cancellation keeps it (commerce.md): it is in HELD_TABLES, not here.
 */
export const ALLOCATION_TABLES = [
  'cabin_allocations',
  'capacity_allocations',
  'vehicle_allocations',
  'excursion_allocations',
  'fare_allocations',
] as const;

/** Every table whose rows a session holds until confirm: the allocations and the promotions' redemptions. */
const HELD_TABLES = [...ALLOCATION_TABLES, 'promotion_redemptions'] as const;

/** At confirm: every hold of the booking becomes permanent (no session, never expires). */
export async function makePermanent(tx: Tx, bookingId: string): Promise<void> {
  for (const table of HELD_TABLES) {
    await tx.execute(sql`update ${sql.identifier(table)} set session_id = null where booking_id = ${bookingId}`);
  }
}

/** What the booking holds: cabins (numbered and counted), vehicles, excursion seats (confirm checks them whole). */
export async function countBookingAllocations(
  tx: Tx,
  bookingId: string,
): Promise<{ cabins: number; vehicles: number; seats: number }> {
  const [counts] = await queryRows<{ cabins: number | string; vehicles: number | string; seats: number | string }>(
    tx,
    sql`select (select count(*) from cabin_allocations where booking_id = ${bookingId})
             + (select count(*) from capacity_allocations where booking_id = ${bookingId}) as cabins,
               (select count(*) from vehicle_allocations where booking_id = ${bookingId}) as vehicles,
               (select count(*) from excursion_allocations where booking_id = ${bookingId}) as seats`,
  );
  return { cabins: Number(counts!.cabins), vehicles: Number(counts!.vehicles), seats: Number(counts!.seats) };
}

/** At cancellation: every allocation of the booking is deleted, so its inventory is free at once. */
export async function releaseBooking(tx: Tx, bookingId: string): Promise<void> {
  for (const table of ALLOCATION_TABLES) {
    await tx.execute(sql`delete from ${sql.identifier(table)} where booking_id = ${bookingId}`);
  }
}

/**
 * What a confirmed booking's change replaces (domain/changes): `cabins`, the booked cabins whose cabin or unit moves
 * ('all' for a date change), and whether its vehicles, fare places and excursion seats move with it.
 */
export interface ReplacedInventory {
  cabins: number[] | 'all';
  vehicles: boolean;
  farePlaces: boolean;
  excursions: boolean;
}

/**
 * Applies a change to a confirmed booking's inventory: its permanent rows that the change replaces are deleted
 * (free at once: the deferred triggers bump their sailing's availability version) and what the change quote's
 * session holds on the booking's id becomes permanent in their place.
 */
export async function replaceWithHolds(
  tx: Tx,
  bookingId: string,
  sessionId: string,
  replaced: ReplacedInventory,
): Promise<void> {
  const own = sql`booking_id = ${bookingId} and session_id is null`;
  const cabins =
    replaced.cabins === 'all' ? sql`` : sql` and cabin_no = any(${`{${replaced.cabins.join(',')}}`}::int[])`;
  await tx.execute(sql`delete from cabin_allocations where ${own}${cabins}`);
  await tx.execute(sql`delete from capacity_allocations where ${own}${cabins}`);
  if (replaced.vehicles) await tx.execute(sql`delete from vehicle_allocations where ${own}`);
  if (replaced.farePlaces) await tx.execute(sql`delete from fare_allocations where ${own}`);
  if (replaced.excursions) await tx.execute(sql`delete from excursion_allocations where ${own}`);
  for (const table of ALLOCATION_TABLES) {
    await tx.execute(
      sql`update ${sql.identifier(table)} set session_id = null where booking_id = ${bookingId} and session_id = ${sessionId}`,
    );
  }
}

/** Housekeeping: the holds of sessions that ended (`sessionIds`, a subquery), before the sessions are removed. */
export async function releaseSessions(tx: Tx, sessionIds: SQL): Promise<void> {
  for (const table of HELD_TABLES) {
    await tx.execute(sql`delete from ${sql.identifier(table)} where session_id in ${sessionIds}`);
  }
}

// The catalogue's rule for which excursion departures a voyage can take, where the booking's extras look for it.
export { excursionWithinVoyage } from '../catalog/excursions-sql.js';
