/**
 * Cabin numbers over guarantee cabins. Cabins are reserved at grade level: the concrete cabin the service
 * keeps for a booking cabin whose number nobody chose (a guarantee cabin, held or confirmed) is the
 * service's to move. So a number is taken only by a booking that chose it; a number the service keeps for
 * another booking's guarantee cabin goes to whoever chooses it, and that guarantee cabin moves to another
 * cabin of the grade free on its legs, in the same transaction (contract, "Fair use (V2)").
 *
 * Only the guarantee cabins on the wanted cabin move, each straight to a free cabin (no chains of moves):
 * what the contract promises, and what a listing can tell exactly.
 *
 * Races: the exclusion constraint still decides every one. Taking a number first locks, in one statement
 * and in id order, the applicant's own allocation and every allocation on the wanted cabin, with their
 * booking cabins: two applicants wanting each other's cabins queue instead of deadlocking, and a partner
 * choosing the number its guarantee cabin has right now waits for (or wins against) a move of that cabin.
 * A guarantee cabin moves by an UPDATE of its row, never delete-and-insert, so a confirm making that row
 * permanent at the same moment updates the moved row (PostgreSQL re-reads an updated row; it skips a deleted
 * one, and would leave the new row tied to an ended session).
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../platform/db/client.js';
import type { cabinAllocations } from './schema.js';
import { shipCabins, type ShipCabinRow } from '../catalog/inventory-units-sql.js';
import type { CamelRow, TableRow } from '../../platform/db/table-row.js';
import {
  bestFreeCabin,
  isExclusionViolation,
  legsOf,
  live,
  MAX_PICK_ATTEMPTS,
  type CabinHold,
  type LegRange,
} from './inventory.js';
import type { HoldSessions } from './hold-sessions.js';

/** `cabinId`: the cabin's id, named as the allocations name it. */
export type CabinNumber = Pick<ShipCabinRow, 'deck' | 'number'> & {
  cabinId: ShipCabinRow['id'];
};

/**
 * The booking cabins (the booking domain's table, above this layer) as a relation the caller hands in
 * (bookings/booking-cabins-sql.ts): `booking_id`, `cabin_no`, `number_chosen` (the partner chose the number, so
 * it never moves) and `grade_id`. The rule that a chosen number is never taken lives here; the flag stays on
 * the booking's cabin, where the partner's choice is recorded.
 */
export type BookingCabinChoices = SQL;

/** `numberChosen`: the booking's partner chose this number, so it never moves. */
type Allocation = Pick<CamelRow<TableRow<typeof cabinAllocations>>, 'bookingId' | 'cabinNo' | 'cabinId'> &
  // The booking cabin's columns (BookingCabinChoices).
  { numberChosen: boolean; gradeId: number } & {
  // Computed: the bigserial id cast to int, the legs' bounds.
  id: number;
  fromSeq: number;
  toSeq: number;
};

const overlaps = (a: { fromSeq: number; toSeq: number }, b: { fromSeq: number; toSeq: number }) =>
  a.fromSeq < b.toSeq && b.fromSeq < a.toSeq;

const ALLOCATION_COLUMNS = sql`a.id::int as id, a.booking_id as "bookingId", a.cabin_no as "cabinNo", a.cabin_id as "cabinId",
  lower(a.legs) as "fromSeq", upper(a.legs) as "toSeq", bc.number_chosen as "numberChosen", bc.grade_id as "gradeId"`;

/**
 * The numbers of a grade a booking can have for its legs, each on its own, as things stand: cabins free on
 * those legs, cabins held there only by guarantee cabins that can move to another cabin of the grade free
 * on their legs, and the booking's own guarantee cabins. A number someone chose is never offered.
 *
 * Each number is judged as one apply would do it: the applying cabin leaves its own cabin, so a guarantee
 * cabin on the wanted cabin may move into that one (a swap, the only way when the grade is full). Guarantee
 * cabins sharing one cabin never overlap each other, so none competes with another for a free cabin.
 * Several numbers of one listing may need the same free cabin: a listing promises each number on its own
 * (an apply discards it anyway).
 */
export async function cabinNumbersOnOffer(
  db: DbOrTx,
  sessions: HoldSessions,
  range: LegRange,
  gradeId: number,
  /** null: a booking not made yet (what a new hold could have: the OTA channel's cabin availability). */
  bookingId: string | null,
  now: Date,
  bookingCabins: BookingCabinChoices,
): Promise<CabinNumber[]> {
  const cabins = await queryRows<CabinNumber>(
    db,
    sql`select c.id as "cabinId", c.deck, c.number from ${shipCabins} c where c.grade_id = ${gradeId} order by c.deck, c.number`,
  );
  const held = await queryRows<Allocation>(
    db,
    sql`select ${ALLOCATION_COLUMNS}
        from cabin_allocations a
        join ${shipCabins} c on c.id = a.cabin_id
        join ${bookingCabins} bc on bc.booking_id = a.booking_id and bc.cabin_no = a.cabin_no
        where a.sailing_id = ${range.sailingId} and c.grade_id = ${gradeId} and ${live(sessions, now)}`,
  );
  const onCabin = new Map<number, Allocation[]>();
  for (const a of held) onCabin.set(a.cabinId, [...(onCabin.get(a.cabinId) ?? []), a]);
  const ours = (a: Allocation) => bookingId !== null && a.bookingId === bookingId;

  /**
   * Where a guarantee cabin on `wanted` could go: true when some other cabin of the grade is free on its
   * legs; else the booking's own allocations whose leaving would free one (a swap), possibly none.
   */
  function movesTo(guarantee: Allocation, wanted: number): true | Set<number> {
    const swaps = new Set<number>();
    for (const cabin of cabins) {
      if (cabin.cabinId === wanted) continue;
      const inTheWay = (onCabin.get(cabin.cabinId) ?? []).filter((a) => overlaps(a, guarantee));
      if (inTheWay.length === 0) return true;
      if (inTheWay.length === 1 && ours(inTheWay[0]!)) swaps.add(inTheWay[0]!.id);
    }
    return swaps;
  }

  return cabins.filter((cabin) => {
    const inTheWay = (onCabin.get(cabin.cabinId) ?? []).filter((a) => overlaps(a, range));
    if (inTheWay.some((a) => a.numberChosen)) return false;
    // Free, or the booking's own guarantee cabin (on its legs, nothing else can be there).
    if (inTheWay.length === 0 || inTheWay.some(ours)) return true;
    // Every guarantee cabin in the way must move; those that can only swap need one and the same of the
    // booking's cabins to leave (the one the partner applies the number to).
    let swapWith: number[] | undefined;
    for (const guarantee of inTheWay) {
      const to = movesTo(guarantee, cabin.cabinId);
      if (to === true) continue;
      swapWith = (swapWith ?? [...to]).filter((id) => to.has(id));
      if (swapWith.length === 0) return false;
    }
    return true;
  });
}

/** Control flow only: rolls the savepoint back when the move cannot be made; never leaves this file. */
class NotTaken extends Error {}

/**
 * Puts a booking cabin on the cabin `targetCabinId` (a cabin of its grade) for its legs, moving any
 * guarantee cabin of another booking (or of its own) that is there to another free cabin of the grade.
 * True when done; false, with nothing changed (a savepoint), when a chosen number is in the way or a
 * guarantee cabin in the way has nowhere to go. Call purgeExpiredCabinHolds first in the same transaction.
 */
export async function takeCabinNumber(
  tx: Tx,
  hold: CabinHold,
  targetCabinId: number,
  bookingCabins: BookingCabinChoices,
): Promise<boolean> {
  try {
    await tx.transaction(async (sp) => {
      if (!(await take(sp, hold, targetCabinId, bookingCabins))) throw new NotTaken();
    });
    return true;
  } catch (error) {
    if (error instanceof NotTaken) return false;
    throw error;
  }
}

async function take(
  tx: Tx,
  hold: CabinHold,
  targetCabinId: number,
  bookingCabins: BookingCabinChoices,
): Promise<boolean> {
  const legs = legsOf(hold.range);
  for (let attempt = 0; attempt < MAX_PICK_ATTEMPTS; attempt++) {
    const locked = await queryRows<Allocation>(
      tx,
      sql`select ${ALLOCATION_COLUMNS}
          from cabin_allocations a
          join ${bookingCabins} bc on bc.booking_id = a.booking_id and bc.cabin_no = a.cabin_no
          where (a.booking_id = ${hold.bookingId} and a.cabin_no = ${hold.cabinNo})
             or (a.sailing_id = ${hold.range.sailingId} and a.cabin_id = ${targetCabinId} and a.legs && ${legs}::int4range)
          order by a.id
          for update of a, bc`,
    );
    const own = locked.find((a) => a.bookingId === hold.bookingId && a.cabinNo === hold.cabinNo);
    if (own?.cabinId === targetCabinId) return true;
    const inTheWay = locked.filter((a) => a !== own);
    if (inTheWay.some((a) => a.numberChosen)) return false;
    // Leave our own cabin first: a guarantee cabin in the way may move into it.
    if (own) await tx.execute(sql`delete from cabin_allocations where id = ${own.id}`);
    for (const guarantee of inTheWay) {
      if (!(await moveGuarantee(tx, guarantee, hold.range.sailingId))) return false;
    }
    const inserted = await queryRows<Pick<TableRow<typeof cabinAllocations>, 'id'>>(
      tx,
      sql`insert into cabin_allocations (booking_id, cabin_no, session_id, sailing_id, cabin_id, legs)
          values (${hold.bookingId}, ${hold.cabinNo}, ${hold.sessionId}, ${hold.range.sailingId}, ${targetCabinId}, ${legs}::int4range)
          on conflict do nothing
          returning id`,
    );
    if (inserted.length > 0) return true;
    // A hold committed on the cabin since we looked (a create, or a guarantee cabin moved there): look again.
  }
  return false;
}

/** Moves a (locked) guarantee cabin to the best free cabin of its grade for its legs; false when none is free. */
async function moveGuarantee(tx: Tx, guarantee: Allocation, sailingId: number): Promise<boolean> {
  const range = { sailingId, fromSeq: guarantee.fromSeq, toSeq: guarantee.toSeq };
  // Its own row still occupies the wanted cabin on these legs, so the pick never returns that cabin.
  let skipLocked = true;
  for (let attempt = 0; attempt < MAX_PICK_ATTEMPTS; attempt++) {
    const [pick] = await queryRows<Pick<ShipCabinRow, 'id'>>(tx, bestFreeCabin(range, guarantee.gradeId, skipLocked));
    if (!pick) {
      if (!skipLocked) return false;
      skipLocked = false;
      continue;
    }
    try {
      // A savepoint: an UPDATE has no ON CONFLICT, and a concurrent hold may take the picked cabin first.
      await tx.transaction(async (sp) => {
        await sp.execute(sql`update cabin_allocations set cabin_id = ${pick.id} where id = ${guarantee.id}`);
      });
      return true;
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
    }
  }
  return false;
}
