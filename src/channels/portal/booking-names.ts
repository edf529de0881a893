/**
 * The catalogue's names for the codes a booking carries (portal.md "Names, not codes"): ports, the ship, cabin
 * grades, extras, and the sailing the booking is on, so the booking page says "Bergen → Kirkenes on MS Nordlys",
 * "Wi-Fi package" and "Kari Nordmann" instead of "BGO → KKN on NL", "Addon WIFI" and "guests 1, 2". A code the
 * catalogue no longer has is shown as the code.
 */
import type { Db } from '../../platform/db/client.js';
import { catalogNamesForShip } from '../../domain/catalog/names.js';
import type { BookingRecord } from '../../domain/bookings/index.js';
import { sailingCodeById } from '../../domain/catalog/sailings.js';

export { portAndShipNames } from '../../domain/catalog/names.js';

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

export async function bookingNames(db: Db, record: BookingRecord): Promise<BookingNames> {
  const d = record.document;
  const [names, sailingCode] = await Promise.all([
    catalogNamesForShip(db, d.shipCode),
    sailingCodeById(db, record.sailingId),
  ]);
  const guests: Record<number, string> = {};
  for (const g of d.guests) {
    const c = g.customerDetails;
    guests[g.id] = c ? `${c.firstName} ${c.lastName}` : `Guest ${g.id}, ${g.type.toLowerCase()}`;
  }
  return {
    ...names,
    ship: names.ship ?? d.shipCode,
    sailingCode,
    guests,
  };
}
