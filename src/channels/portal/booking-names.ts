/**
 * The catalogue's names for the codes a booking carries (portal.md "Names, not codes"): ports, the ship, cabin
 * grades, extras, and the sailing the booking is on, so the booking page says "Bergen → Kirkenes on MS Nordlys",
 * "Wi-Fi package" and "Kari Nordmann" instead of "BGO → KKN on NL", "Addon WIFI" and "guests 1, 2". A code the
 * catalogue no longer has is shown as the code.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db/client.js';
import type { BookingRecord } from '../../domain/bookings/index.js';

export interface BookingNames {
  ports: Record<string, string>;
  ship: string;
  grades: Record<string, string>;
  addons: Record<string, string>;
  excursions: Record<string, string>;
  tours: Record<string, string>;
  /** The sailing's code, for the operator's link to it. */
  sailingCode: string | null;
  /** Guest id -> "Kari Nordmann" (or "Guest 2, adult" once erased). */
  guests: Record<number, string>;
}

// Written, not derived: a union over seven tables, whose kind is a literal and whose name is a different column
// (or expression) in each branch.
type NameRow = { kind: string; code: string; name: string };

export async function bookingNames(db: Db, record: BookingRecord): Promise<BookingNames> {
  const d = record.document;
  const rows = await queryRows<NameRow>(
    db,
    sql`select 'port' as kind, code, coalesce(name->>'en', code) as name from ports
        union all select 'ship', code, name from ships where code = ${d.shipCode}
        union all select 'grade', code, description from cabin_grades where ship_code = ${d.shipCode}
        union all select 'addon', code, description from addons
        union all select 'excursion', code, description from excursions
        union all select 'tour', code, name from supplemental_tours
        union all select 'sailing', code, code from sailings where id = ${record.sailingId}`,
  );
  const of = (kind: string) => Object.fromEntries(rows.filter((r) => r.kind === kind).map((r) => [r.code, r.name]));
  const guests: Record<number, string> = {};
  for (const g of d.guests) {
    const c = g.customerDetails;
    guests[g.id] = c ? `${c.firstName} ${c.lastName}` : `Guest ${g.id}, ${g.type.toLowerCase()}`;
  }
  return {
    ports: of('port'),
    ship: rows.find((r) => r.kind === 'ship')?.name ?? d.shipCode,
    grades: of('grade'),
    addons: of('addon'),
    excursions: of('excursion'),
    tours: of('tour'),
    sailingCode: rows.find((r) => r.kind === 'sailing')?.code ?? null,
    guests,
  };
}

/** Port and ship names by code, for lists of bookings (a few hundred rows of the catalogue at most). */
export async function portAndShipNames(
  db: Db,
): Promise<{ ports: Record<string, string>; ships: Record<string, string> }> {
  const rows = await queryRows<NameRow>(
    db,
    sql`select 'port' as kind, code, coalesce(name->>'en', code) as name from ports
        union all select 'ship', code, name from ships`,
  );
  const of = (kind: string) => Object.fromEntries(rows.filter((r) => r.kind === kind).map((r) => [r.code, r.name]));
  return { ports: of('port'), ships: of('ship') };
}
