/**
 * Catalogue reads the booking flow needs: grades, fares and item prices, in minor units.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client.js';
import { addons, cabinGrades, fares, vehicleFares } from '../db/schema.js';
import type { GuestType, LegFare, PriceByGuestType, VehicleType } from '../pricing/price.js';

export interface Grade {
  id: number;
  shipCode: string;
  code: string;
  cabinType: string;
  description: string;
  minimumOccupancy: number;
  maximumOccupancy: number;
  hasSpecificCabins: boolean;
  capacity: number | null;
  singleSupplementPct: number;
}

export type GradeFares = Partial<Record<GuestType, LegFare>>;

export async function gradesOfShips(db: DbOrTx, shipCodes: string[]): Promise<Grade[]> {
  if (shipCodes.length === 0) return [];
  return db
    .select({
      id: cabinGrades.id,
      shipCode: cabinGrades.shipCode,
      code: cabinGrades.code,
      cabinType: cabinGrades.cabinType,
      description: cabinGrades.description,
      minimumOccupancy: cabinGrades.minimumOccupancy,
      maximumOccupancy: cabinGrades.maximumOccupancy,
      hasSpecificCabins: cabinGrades.hasSpecificCabins,
      capacity: cabinGrades.capacity,
      singleSupplementPct: cabinGrades.singleSupplementPct,
    })
    .from(cabinGrades)
    .where(inArray(cabinGrades.shipCode, shipCodes))
    .orderBy(cabinGrades.shipCode, cabinGrades.code);
}

/** fare table -> grade code -> guest type -> fare */
export async function faresOf(
  db: DbOrTx,
  fareTableCodes: string[],
  currency: string,
): Promise<Map<string, Map<string, GradeFares>>> {
  const out = new Map<string, Map<string, GradeFares>>();
  if (fareTableCodes.length === 0) return out;
  const rows = await db
    .select()
    .from(fares)
    .where(and(inArray(fares.fareTableCode, fareTableCodes), eq(fares.currency, currency)));
  for (const r of rows) {
    let table = out.get(r.fareTableCode);
    if (!table) out.set(r.fareTableCode, (table = new Map()));
    let grade = table.get(r.gradeCode);
    if (!grade) table.set(r.gradeCode, (grade = {}));
    grade[r.guestType as GuestType] = { base: r.baseAmount, perLeg: r.perLegAmount };
  }
  return out;
}

export async function vehicleFaresOf(
  db: DbOrTx,
  fareTableCode: string,
  currency: string,
): Promise<Partial<Record<VehicleType, LegFare>>> {
  const rows = await db
    .select()
    .from(vehicleFares)
    .where(and(eq(vehicleFares.fareTableCode, fareTableCode), eq(vehicleFares.currency, currency)));
  return Object.fromEntries(rows.map((r) => [r.vehicleType, { base: r.baseAmount, perLeg: r.perLegAmount }]));
}

/** Per-guest-type prices of items (addons, excursions, tours, packages) in one currency. */
async function pricesByCode(
  db: DbOrTx,
  table: 'addon_prices' | 'excursion_prices' | 'supplemental_tour_prices' | 'package_prices',
  codeColumn: 'addon_code' | 'excursion_code' | 'tour_code' | 'package_code',
  codes: string[],
  currency: string,
): Promise<Map<string, PriceByGuestType>> {
  const out = new Map<string, PriceByGuestType>();
  if (codes.length === 0) return out;
  const rows = await queryRows<{ code: string; guest_type: GuestType; amount: number }>(
    db,
    sql`select ${sql.identifier(codeColumn)} as code, guest_type, amount from ${sql.identifier(table)}
        where ${sql.identifier(codeColumn)} = any(${`{${codes.join(',')}}`}::text[]) and currency = ${currency}`,
  );
  for (const r of rows) {
    const prices = out.get(r.code) ?? {};
    prices[r.guest_type] = r.amount;
    out.set(r.code, prices);
  }
  return out;
}

export const addonPricesOf = (db: DbOrTx, codes: string[], currency: string) =>
  pricesByCode(db, 'addon_prices', 'addon_code', codes, currency);
export const excursionPricesOf = (db: DbOrTx, codes: string[], currency: string) =>
  pricesByCode(db, 'excursion_prices', 'excursion_code', codes, currency);
export const tourPricesOf = (db: DbOrTx, codes: string[], currency: string) =>
  pricesByCode(db, 'supplemental_tour_prices', 'tour_code', codes, currency);
export const packagePricesOf = (db: DbOrTx, codes: string[], currency: string) =>
  pricesByCode(db, 'package_prices', 'package_code', codes, currency);

export interface AddonInfo {
  code: string;
  kind: string;
  description: string;
  perNight: boolean;
  shipCodes: string[] | null;
  mandatoryShipCodes: string[];
}

export async function addonsForShip(db: DbOrTx, shipCode: string): Promise<AddonInfo[]> {
  const rows = await db
    .select()
    .from(addons)
    .where(sql`${addons.shipCodes} is null or ${shipCode} = any(${addons.shipCodes})`)
    .orderBy(addons.code);
  return rows.map((r) => ({
    code: r.code,
    kind: r.kind,
    description: r.description,
    perNight: r.priceUnit === 'PER_GUEST_PER_NIGHT',
    shipCodes: r.shipCodes,
    mandatoryShipCodes: r.mandatoryShipCodes,
  }));
}

export interface VoyageCall {
  seq: number;
  portCode: string;
  arrivalAt: string | null;
  departureAt: string | null;
}

export interface SailingInfo {
  id: number;
  code: string;
  shipCode: string;
  fareTableCode: string;
}

export async function sailingInfo(db: DbOrTx, sailingId: number): Promise<SailingInfo & { from?: never }> {
  const [row] = await queryRows<SailingInfo>(
    db,
    sql`select id, code, ship_code as "shipCode", fare_table_code as "fareTableCode" from sailings where id = ${sailingId}`,
  );
  if (!row) throw new Error(`sailing ${sailingId} does not exist`);
  return row;
}

export async function callsOf(db: DbOrTx, sailingId: number, fromSeq: number, toSeq: number): Promise<VoyageCall[]> {
  return queryRows<VoyageCall>(
    db,
    sql`select seq, port_code as "portCode", arrival_at as "arrivalAt", departure_at as "departureAt"
        from sailing_calls where sailing_id = ${sailingId} and seq between ${fromSeq} and ${toSeq} order by seq`,
  );
}

/** The localized embarkation instruction for a departure from a port on a date, or null. */
export async function embarkationNotification(
  db: DbOrTx,
  portCode: string,
  departureDate: string,
): Promise<{ locale: string; value: string }[] | null> {
  const day = departureDate.slice(0, 10);
  const [row] = await queryRows<{ messages: { locale: string; value: string }[] }>(
    db,
    sql`select messages from embarkation_notifications
        where port_code = ${portCode} and valid_from <= ${day} and valid_to >= ${day}
        order by valid_from desc, id limit 1`,
  );
  return row && row.messages.length > 0 ? row.messages : null;
}
