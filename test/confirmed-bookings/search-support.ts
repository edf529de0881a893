/**
 * The portal's booking search at the service, as the search tests build it: over the test app's database and
 * clock, in the operator's zone, with the default grace; and the internal id of the agency of a booking.
 */
import { sql } from 'drizzle-orm';
import { createBookingSearch } from '../../src/domain/bookings/search.js';
import { bookingRecords } from '../../src/main/services.js';
import { queryRows } from '../../src/platform/db/client.js';
import type { TestApp } from '../support/app.js';

export const bookingSearchOf = (t: TestApp) =>
  createBookingSearch({
    db: t.tdb.database.db,
    clock: t.clock,
    timeZone: 'Europe/Oslo',
    graceHours: 72,
    records: bookingRecords,
  });

/** The internal id of the agency that owns the booking `reference` (the search's scope). */
export async function agencyIdOfBooking(t: TestApp, reference: string): Promise<string> {
  const [row] = await queryRows<{ agency_id: string }>(
    t.tdb.database.db,
    sql`select agency_id from bookings where reference = ${reference}`,
  );
  return row!.agency_id;
}
