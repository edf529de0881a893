/** Create, step 4: the inventory held for the booking: a cabin of each grade of cabinMix, then the search's vehicles. */
import type { Tx } from '../../../platform/db/client.js';
import { AppError } from '../../../kernel/errors.js';
import { holdCabinOfGrade, holdVehicles, purgeExpiredCabinHolds, type LegRange } from '../../inventory/inventory.js';
import type { Grade } from '../../catalog/catalog-reads.js';
import { holdSessions } from '../../sessions/hold-sessions-sql.js';
import type { SessionRecord } from '../../sessions/session-store.js';
import type { CreateBookingBody } from '../held-schemas.js';
import { insertBookingCabin } from '../repository.js';

/**
 * The cabins in the order they are held: counted grades are locked in grade order so that concurrent creates
 * never wait on each other in a cycle; cabin numbers stay those of cabinMix's order.
 */
export function cabinHoldOrder<G extends { id: number; code: string }>(
  cabinMix: CreateBookingBody['cabinMix'],
  grades: G[],
) {
  return cabinMix
    .map((cabin, i) => ({ cabin, i, grade: grades.find((g) => g.code === cabin.code)! }))
    .sort((a, b) => a.grade.id - b.grade.id || a.i - b.i);
}

export async function reserveInventory(
  tx: Tx,
  r: {
    bookingId: string;
    session: SessionRecord;
    range: LegRange;
    body: CreateBookingBody;
    grades: Grade[];
    now: Date;
  },
): Promise<void> {
  const { bookingId, session, range, now } = r;
  await purgeExpiredCabinHolds(tx, holdSessions, range.sailingId, now);
  for (const { cabin, i, grade } of cabinHoldOrder(r.body.cabinMix, r.grades)) {
    const cabinNo = i + 1;
    await insertBookingCabin(tx, bookingId, cabinNo, grade.id, cabin.guestIds);
    const hold = { bookingId, cabinNo, sessionId: session.id, range };
    if (!(await holdCabinOfGrade(tx, holdSessions, hold, grade, now))) {
      throw new AppError(
        400,
        'CABIN_UNAVAILABLE',
        `No cabin of grade ${grade.code} is available on this voyage any more.`,
        {
          [`cabinMix[${i}].code`]: [`no cabin of grade ${grade.code} is available on this voyage`],
        },
      );
    }
  }
  const vehicles = { bookingId, sessionId: session.id, range };
  if (!(await holdVehicles(tx, holdSessions, vehicles, session.context.vehicles, now))) {
    throw new AppError(400, 'VEHICLES_UNAVAILABLE', 'The requested vehicles are no longer available on this voyage.', {
      vehicles: ['the requested vehicles are not available in the requested quantity on this voyage'],
    });
  }
}
