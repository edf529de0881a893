/**
 * Export and erasure of one booking's personal data, for the API (the owning agency) and the portal (the
 * agency's staff and the operator's): the same rules (rules.ts), the same "not found" outside the scope.
 */
import { sql } from 'drizzle-orm';
import type { Clock } from '../../kernel/clock.js';
import type { Db } from '../../platform/db/client.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { bookingResource, type BookingRecords, type BookingResource } from '../bookings/index.js';
import { checkErasureAllowed, personalDataExport, type Actor, type PersonalDataExport } from './rules.js';
import { eraseLockedBooking, recordAccess } from './sql.js';

/** One agency's bookings (its id), or (null) any agency's: the operator's portal view, never the API's. */
export type Scope = string | null;

/** A booking's personal data, exported or erased (see the header). */
export interface PersonalDataService {
  /** The booking's personal data as JSON, and an audit row of who asked. 404 BOOKING_NOT_FOUND outside the scope. */
  export(scope: Scope, reference: string, actor: Actor): Promise<PersonalDataExport>;
  /**
   * Erases the booking's personal data once it departed or was cancelled (409 PERSONAL_DATA_NEEDED before);
   * answers the booking as it is after. Erasing an erased booking changes nothing and answers it again.
   */
  erase(scope: Scope, reference: string, actor: Actor): Promise<BookingResource>;
}

export function createPersonalDataService(deps: {
  db: Db;
  clock: Clock;
  /** The booking records: read, locked, and changed with `booking.personal_data_erased` (bookings/write.ts). */
  records: BookingRecords;
}): PersonalDataService {
  const { db, clock } = deps;
  return {
    async export(scope, reference, actor) {
      return inTransaction(db, async (tx) => {
        const booking = await deps.records.loadInScope(tx, scope, reference);
        const now = clock.now();
        await recordAccess(tx, booking, 'EXPORT', actor, now);
        return personalDataExport(booking, now);
      });
    },

    async erase(scope, reference, actor) {
      return inTransaction(db, async (tx) => {
        const booking = await deps.records.loadInScope(tx, scope, reference, sql`for update of b`);
        if (booking.personalDataErasedAt !== null) return bookingResource(booking);
        const now = clock.now();
        checkErasureAllowed(booking, now);
        await eraseLockedBooking(tx, deps.records, booking, actor, 'REQUEST', now);
        const [after] = await deps.records.select(tx, sql`b.id = ${booking.id}`);
        return bookingResource(after!);
      });
    },
  };
}
