/** Create, step 3: the held booking's row, before anything is held for it. */
import { randomUUID } from 'node:crypto';
import type { Tx } from '../../../platform/db/client.js';
import type { LegRange } from '../../inventory/inventory.js';
import type { SessionRecord } from '../../sessions/session-store.js';
import type { BookingType } from '../../sessions/types.js';
import { insertHeldBooking } from '../repository.js';
import type { FareChoice } from './fare.js';

export async function persistHeldBooking(
  tx: Tx,
  v: {
    session: SessionRecord;
    agencyId: string;
    type: BookingType;
    range: LegRange;
    packageCode: string | null;
    now: Date;
    choice: FareChoice;
  },
): Promise<string> {
  const id = randomUUID();
  await insertHeldBooking(tx, {
    id,
    sessionId: v.session.id,
    agencyId: v.agencyId,
    bookingType: v.type,
    range: v.range,
    packageCode: v.packageCode,
    market: v.session.market,
    currency: v.session.currency,
    createdAt: v.now.toISOString(),
    fare: v.choice.fare,
    promotion: v.choice.promotion,
  });
  return id;
}
