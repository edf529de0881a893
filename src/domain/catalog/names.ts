/**
 * The catalogue's names for its codes (portal.md "Names, not codes"): ports, ships, cabin grades, extras, so
 * a page says "Bergen → Kirkenes on MS Nordlys" and "Wi-Fi package" instead of "BGO → KKN on NL" and "Addon
 * WIFI". A few hundred rows of the catalogue at most, read in one statement.
 */
import { asc, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db/client.js';
import { ships } from './schema/catalog.js';

export type NameKind = 'port' | 'ship' | 'grade' | 'addon' | 'excursion' | 'tour';

// Written, not derived: a union over six tables, whose kind is a literal and whose name is a different column
// (or expression) in each branch.
type NameRow = { kind: NameKind; code: string; name: string };

const byKind = (rows: NameRow[], kind: NameKind): Record<string, string> =>
  Object.fromEntries(rows.filter((r) => r.kind === kind).map((r) => [r.code, r.name]));

export interface ShipCatalogNames {
  ports: Record<string, string>;
  /** The ship's name, or undefined when the catalogue no longer has it. */
  ship: string | undefined;
  grades: Record<string, string>;
  addons: Record<string, string>;
  excursions: Record<string, string>;
  tours: Record<string, string>;
}

/** Every name a booking on `shipCode` may show: all ports and extras, the ship and its cabin grades. */
export async function catalogNamesForShip(db: Db, shipCode: string): Promise<ShipCatalogNames> {
  const rows = await queryRows<NameRow>(
    db,
    sql`select 'port' as kind, code, coalesce(name->>'en', code) as name from ports
        union all select 'ship', code, name from ships where code = ${shipCode}
        union all select 'grade', code, description from cabin_grades where ship_code = ${shipCode}
        union all select 'addon', code, description from addons
        union all select 'excursion', code, description from excursions
        union all select 'tour', code, name from supplemental_tours`,
  );
  return {
    ports: byKind(rows, 'port'),
    ship: rows.find((r) => r.kind === 'ship')?.name,
    grades: byKind(rows, 'grade'),
    addons: byKind(rows, 'addon'),
    excursions: byKind(rows, 'excursion'),
    tours: byKind(rows, 'tour'),
  };
}

/** Port and ship names by code, for lists of bookings and sailings. */
export async function portAndShipNames(
  db: Db,
): Promise<{ ports: Record<string, string>; ships: Record<string, string> }> {
  const rows = await queryRows<NameRow>(
    db,
    sql`select 'port' as kind, code, coalesce(name->>'en', code) as name from ports
        union all select 'ship', code, name from ships`,
  );
  return { ports: byKind(rows, 'port'), ships: byKind(rows, 'ship') };
}

/** Every ship's code and name, by name (the booking list's ship filter). */
export async function shipsByName(db: Db): Promise<{ code: string; name: string }[]> {
  return db.select({ code: ships.code, name: ships.name }).from(ships).orderBy(asc(ships.name));
}
