/** The catalogue's English names for the codes a booking carries, read in one statement for the confirmation. */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import type { ships } from '../catalog/schema/catalog.js';
import type { TableRow } from '../../platform/db/table-row.js';
import type { ConfirmationBooking, ConfirmationLabels } from './types.js';

const textArray = (values: string[]) => `{${[...new Set(values)].map((v) => JSON.stringify(v)).join(',')}}`;

export async function confirmationLabels(db: DbOrTx, booking: ConfirmationBooking): Promise<ConfirmationLabels> {
  // The ship's name (null when the catalogue no longer has the ship); the rest are computed json objects.
  const [row] = await queryRows<{
    ship: TableRow<typeof ships>['name'] | null;
    ports: Record<string, string> | null;
    grades: Record<string, string> | null;
    addons: Record<string, string> | null;
    excursions: Record<string, string> | null;
    tours: Record<string, string> | null;
  }>(
    db,
    sql`select
          (select name from ships where code = ${booking.shipCode}) as ship,
          (select json_object_agg(code, coalesce(name->>'en', code)) from ports
            where code = any(${textArray([booking.departurePort, booking.arrivalPort])}::text[])) as ports,
          (select json_object_agg(code, description) from cabin_grades
            where ship_code = ${booking.shipCode} and code = any(${textArray(booking.cabins.map((c) => c.code))}::text[])) as grades,
          (select json_object_agg(code, description) from addons
            where code = any(${textArray(booking.addons.map((a) => a.code))}::text[])) as addons,
          (select json_object_agg(code, description) from excursions
            where code = any(${textArray(booking.excursions.map((e) => e.code))}::text[])) as excursions,
          (select json_object_agg(code, name) from supplemental_tours
            where code = any(${textArray(booking.supplementalTours.map((t) => t.code))}::text[])) as tours`,
  );
  return {
    shipName: row?.ship ?? booking.shipCode,
    ports: row?.ports ?? {},
    grades: row?.grades ?? {},
    addons: row?.addons ?? {},
    excursions: row?.excursions ?? {},
    tours: row?.tours ?? {},
  };
}
