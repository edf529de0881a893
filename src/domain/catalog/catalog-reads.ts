/**
 * Catalogue reads the booking flow needs: grades, fares and item prices, in minor units.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import { addonPrices, addons, embarkationNotifications } from './schema/extras.js';
import { cabinGrades, fareCodes, fares, ports, vehicleFares } from './schema/catalog.js';
import { STANDARD_FARE_CODE, type Fare } from '../pricing/fare-rules.js';
import { sailingCalls } from './schema/sailings.js';
import { fareTableOfSailing } from './sailings.js';
import type { CamelRow, Narrow, TableRow } from '../../platform/db/table-row.js';
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

/** One fare table's prices: fare code -> grade code -> guest type -> fare. */
export type FareTablePrices = Map<string, Map<string, GradeFares>>;

/** fare table -> fare code -> grade code -> guest type -> fare, every fare the tables price. */
export async function pricesByFareOf(
  db: DbOrTx,
  fareTableCodes: string[],
  currency: string,
): Promise<Map<string, FareTablePrices>> {
  const out = new Map<string, FareTablePrices>();
  if (fareTableCodes.length === 0) return out;
  const rows = await db
    .select()
    .from(fares)
    .where(and(inArray(fares.fareTableCode, fareTableCodes), eq(fares.currency, currency)));
  for (const r of rows) {
    let table = out.get(r.fareTableCode);
    if (!table) out.set(r.fareTableCode, (table = new Map()));
    let fare = table.get(r.fareCode);
    if (!fare) table.set(r.fareCode, (fare = new Map()));
    let grade = fare.get(r.gradeCode);
    if (!grade) fare.set(r.gradeCode, (grade = {}));
    grade[r.guestType as GuestType] = { base: r.baseAmount, perLeg: r.perLegAmount };
  }
  return out;
}

/** fare table -> grade code -> guest type -> fare, under one fare (STANDARD unless named). */
export async function faresOf(
  db: DbOrTx,
  fareTableCodes: string[],
  currency: string,
  fareCode: string = STANDARD_FARE_CODE,
): Promise<Map<string, Map<string, GradeFares>>> {
  const byTable = await pricesByFareOf(db, fareTableCodes, currency);
  return new Map(
    [...byTable].flatMap(([table, byFare]) => (byFare.has(fareCode) ? [[table, byFare.get(fareCode)!]] : [])),
  );
}

/** Every fare the operator has defined, with its rules, in the catalogue's order (sold or not on a sailing). */
export async function fareCatalogue(db: DbOrTx): Promise<Map<string, Fare>> {
  const rows = await db.select().from(fareCodes).orderBy(fareCodes.position, fareCodes.code);
  return new Map(
    rows.map((r) => [
      r.code,
      {
        fareCode: r.code,
        name: r.name,
        depositPercent: r.depositPercent,
        depositRefundable: r.depositRefundable,
        cancellation: r.cancellation as Fare['cancellation'],
        changes: r.changes as Fare['changes'],
        closesDaysBeforeDeparture: r.closesDaysBeforeDeparture,
        cabinsPerSailing: r.cabinsPerSailing,
      },
    ]),
  );
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
  // The four price tables come from one builder (guestPriceTable), so addon_prices' columns are theirs; `code`
  // is the item's column of whichever table, which no one table's row names.
  const rows = await queryRows<
    Narrow<Pick<TableRow<typeof addonPrices>, 'guest_type' | 'amount'>, { guest_type: GuestType }> & { code: string }
  >(
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

export type VoyageCall = Pick<
  CamelRow<TableRow<typeof sailingCalls>>,
  'seq' | 'portCode' | 'arrivalAt' | 'departureAt'
>;

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
  const [row] = await queryRows<Pick<TableRow<typeof embarkationNotifications>, 'messages'>>(
    db,
    sql`select messages from embarkation_notifications
        where port_code = ${portCode} and valid_from <= ${day} and valid_to >= ${day}
        order by valid_from desc, id limit 1`,
  );
  return row && row.messages.length > 0 ? row.messages : null;
}

/** Port codes of the catalogue among `codes`. */
export async function knownPorts(db: DbOrTx, codes: string[]): Promise<Set<string>> {
  const rows = await queryRows<Pick<TableRow<typeof ports>, 'code'>>(
    db,
    sql`select code from ports where code = any(${`{${codes.map((c) => JSON.stringify(c)).join(',')}}`}::text[])`,
  );
  return new Set(rows.map((r) => r.code));
}

// ---------------------------------------------------------------------------------------------------------
// The same reads, memoised in memory
// ---------------------------------------------------------------------------------------------------------

/**
 * The catalogue reads of the booking flow (grades, fares, prices, addons, calls, embarkation notices), as an
 * object so that each app gets its own in-memory cache. Catalogue data changes only through a catalogue
 * import, which is rare: a cached answer is at most `ttlSeconds` old (CATALOG_CACHE_SECONDS, default 60), so
 * an import takes effect on every instance within that bound. Availability is never cached. Callers must not
 * mutate what they get back. ttlSeconds 0 reads the database every time.
 */
export interface CatalogReads {
  gradesOfShips(db: DbOrTx, shipCodes: string[]): Promise<Grade[]>;
  faresOf(
    db: DbOrTx,
    fareTableCodes: string[],
    currency: string,
    fareCode?: string,
  ): Promise<Map<string, Map<string, GradeFares>>>;
  pricesByFareOf(db: DbOrTx, fareTableCodes: string[], currency: string): Promise<Map<string, FareTablePrices>>;
  fareCatalogue(db: DbOrTx): Promise<Map<string, Fare>>;
  /** The fare table a sailing is priced by. */
  fareTableOf(db: DbOrTx, sailingId: number): Promise<string>;
  vehicleFaresOf(db: DbOrTx, fareTableCode: string, currency: string): Promise<Partial<Record<VehicleType, LegFare>>>;
  addonPricesOf(db: DbOrTx, codes: string[], currency: string): Promise<Map<string, PriceByGuestType>>;
  excursionPricesOf(db: DbOrTx, codes: string[], currency: string): Promise<Map<string, PriceByGuestType>>;
  tourPricesOf(db: DbOrTx, codes: string[], currency: string): Promise<Map<string, PriceByGuestType>>;
  packagePricesOf(db: DbOrTx, codes: string[], currency: string): Promise<Map<string, PriceByGuestType>>;
  addonsForShip(db: DbOrTx, shipCode: string): Promise<AddonInfo[]>;
  callsOf(db: DbOrTx, sailingId: number, fromSeq: number, toSeq: number): Promise<VoyageCall[]>;
  embarkationNotification(
    db: DbOrTx,
    portCode: string,
    departureDate: string,
  ): Promise<{ locale: string; value: string }[] | null>;
  knownPorts(db: DbOrTx, codes: string[]): Promise<Set<string>>;
  /** Forgets everything (after an import in this process). */
  clear(): void;
}

const MAX_CACHED_ENTRIES = 20_000;

export function createCatalogReads(options: { ttlSeconds: number; now?: () => number }): CatalogReads {
  const ttlMs = options.ttlSeconds * 1000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<unknown>; expiresAtMs: number }>();

  // Concurrent misses share one query; a failed read is not kept.
  function memo<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (ttlMs <= 0) return load();
    const t = now();
    const hit = entries.get(key);
    if (hit && hit.expiresAtMs > t) return hit.value as Promise<T>;
    if (entries.size >= MAX_CACHED_ENTRIES) entries.clear();
    const value = load();
    entries.set(key, { value, expiresAtMs: t + ttlMs });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  }
  const list = (codes: string[]) => [...new Set(codes)].sort().join(',');
  // Memoised per fare table: a search over many sailings shares the tables' entries.
  async function cachedPricesByFareOf(db: DbOrTx, fareTableCodes: string[], currency: string) {
    const tables = [...new Set(fareTableCodes)];
    const perTable = await Promise.all(
      tables.map((table) => memo(`fares:${table}:${currency}`, () => pricesByFareOf(db, [table], currency))),
    );
    const out = new Map<string, FareTablePrices>();
    for (const map of perTable) for (const [k, v] of map) out.set(k, v);
    return out;
  }

  return {
    async gradesOfShips(db, shipCodes) {
      const ships = [...new Set(shipCodes)].sort();
      const perShip = await Promise.all(ships.map((ship) => memo(`grades:${ship}`, () => gradesOfShips(db, [ship]))));
      return perShip.flat();
    },
    pricesByFareOf: cachedPricesByFareOf,
    async faresOf(db, fareTableCodes, currency, fareCode = STANDARD_FARE_CODE) {
      const byTable = await cachedPricesByFareOf(db, fareTableCodes, currency);
      const out = new Map<string, Map<string, GradeFares>>();
      for (const [table, byFare] of byTable) {
        const prices = byFare.get(fareCode);
        if (prices) out.set(table, prices);
      }
      return out;
    },
    fareCatalogue: (db) => memo('fare-codes', () => fareCatalogue(db)),
    fareTableOf: (db, sailingId) => memo(`fare-table:${sailingId}`, () => fareTableOfSailing(db, sailingId)),
    vehicleFaresOf: (db, table, currency) =>
      memo(`vfares:${table}:${currency}`, () => vehicleFaresOf(db, table, currency)),
    addonPricesOf: (db, codes, currency) =>
      memo(`addonp:${currency}:${list(codes)}`, () => addonPricesOf(db, codes, currency)),
    excursionPricesOf: (db, codes, currency) =>
      memo(`excp:${currency}:${list(codes)}`, () => excursionPricesOf(db, codes, currency)),
    tourPricesOf: (db, codes, currency) =>
      memo(`tourp:${currency}:${list(codes)}`, () => tourPricesOf(db, codes, currency)),
    packagePricesOf: (db, codes, currency) =>
      memo(`pkgp:${currency}:${list(codes)}`, () => packagePricesOf(db, codes, currency)),
    addonsForShip: (db, shipCode) => memo(`addons:${shipCode}`, () => addonsForShip(db, shipCode)),
    callsOf: (db, sailingId, fromSeq, toSeq) =>
      memo(`calls:${sailingId}:${fromSeq}:${toSeq}`, () => callsOf(db, sailingId, fromSeq, toSeq)),
    embarkationNotification: (db, portCode, departureDate) =>
      memo(`embark:${portCode}:${departureDate.slice(0, 10)}`, () =>
        embarkationNotification(db, portCode, departureDate),
      ),
    knownPorts: (db, codes) => memo(`ports:${list(codes)}`, () => knownPorts(db, codes)),
    clear: () => entries.clear(),
  };
}

/** No cache: every read goes to the database. */
export const uncachedCatalogReads = createCatalogReads({ ttlSeconds: 0 });

/** The ids of the package departures that started before `instant` (SQL of a timestamptz), as a subquery. */
export const departuresStartedBefore = (instant: SQL): SQL =>
  sql`(select id from package_departures where start_at < ${instant})`;
