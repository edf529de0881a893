/**
 * What V1's quotes read of the catalogue: a package and its departures, the addons and excursions a quote can
 * add, the supplemental tours and their stages. The quotes folder keeps its own table (quotes) and composes
 * these; amounts are minor units.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import type {
  addons,
  excursionDepartures,
  excursions,
  packageDepartures,
  packages,
  supplementalTours,
  tourStageRoutes as tourStageRoutesTable,
  tourStages,
} from './schema/extras.js';
import type { sailings } from './schema/sailings.js';
import type { CamelRow, Narrow, TableRow } from '../../platform/db/table-row.js';
import type { PriceByGuestType } from '../pricing/price.js';
import { addonPricesOf, excursionPricesOf } from './catalog-reads.js';
import { apiDateTime } from '../../kernel/time.js';
import { excursionWithinVoyage } from './excursions-sql.js';
import { packageDepartureOnSale } from './sailings.js';

export type PackageRow = Pick<
  CamelRow<TableRow<typeof packages>>,
  'code' | 'id' | 'description' | 'fromPortCode' | 'toPortCode'
>;

/** A package departure with what pricing and the response need. Dates are API form (`YYYY-MM-DDTHH:MM:SS`). */
export interface Departure {
  id: string;
  packageCode: string;
  sailingId: number;
  fromSeq: number;
  toSeq: number;
  startAt: string;
  endAt: string;
  shipCode: string;
  fareTableCode: string;
}

/** A departure as DEPARTURE_COLUMNS read it: dates in the driver's form (`YYYY-MM-DD HH:MM:SS`). */
type DepartureRow = Pick<
  CamelRow<TableRow<typeof packageDepartures>>,
  'id' | 'packageCode' | 'sailingId' | 'fromSeq' | 'toSeq' | 'startAt' | 'endAt'
> &
  Pick<CamelRow<TableRow<typeof sailings>>, 'shipCode' | 'fareTableCode'>;

const DEPARTURE_COLUMNS = sql`pd.id, pd.package_code as "packageCode", pd.sailing_id as "sailingId",
  pd.from_seq as "fromSeq", pd.to_seq as "toSeq", pd.start_at as "startAt", pd.end_at as "endAt",
  s.ship_code as "shipCode", s.fare_table_code as "fareTableCode"`;

function apiDeparture(row: DepartureRow): Departure {
  return { ...row, startAt: apiDateTime(row.startAt), endAt: apiDateTime(row.endAt) };
}

export async function packageByCode(db: DbOrTx, code: string): Promise<PackageRow | undefined> {
  const [row] = await queryRows<PackageRow>(
    db,
    sql`select code, id, description, from_port_code as "fromPortCode", to_port_code as "toPortCode"
        from packages where code = ${code}`,
  );
  return row;
}

/** The package's departure starting on `date` that has not started by `nowLocal`. */
export async function departureOn(
  db: DbOrTx,
  packageCode: string,
  date: string,
  nowLocal: string,
): Promise<Departure | undefined> {
  const [row] = await queryRows<DepartureRow>(
    db,
    sql`select ${DEPARTURE_COLUMNS}
        from package_departures pd join sailings s on s.id = pd.sailing_id
        where pd.package_code = ${packageCode}
          and pd.start_at >= ${date}::timestamp and pd.start_at < (${date}::date + 1)::timestamp
          and pd.start_at > ${nowLocal}::timestamp
          and ${packageDepartureOnSale}
        order by pd.start_at, pd.id limit 1`,
  );
  return row && apiDeparture(row);
}

export async function departureById(db: DbOrTx, id: string): Promise<Departure> {
  const [row] = await queryRows<DepartureRow>(
    db,
    sql`select ${DEPARTURE_COLUMNS} from package_departures pd join sailings s on s.id = pd.sailing_id where pd.id = ${id}`,
  );
  if (!row) throw new Error(`package departure ${id} does not exist`);
  return apiDeparture(row);
}

/** An addon or meal plan: the kind is addons_kind_ck's. */
type AddonKind = 'ADDON' | 'MEAL';

export type IncludedItem = Narrow<Pick<TableRow<typeof addons>, 'code' | 'kind' | 'description'>, { kind: AddonKind }>;

/** Addons and meals the package includes in its fare. */
export async function includedItems(db: DbOrTx, packageCode: string): Promise<IncludedItem[]> {
  return queryRows<IncludedItem>(
    db,
    sql`select a.code, a.kind, a.description
        from package_items i join addons a on a.code = i.item_code
        where i.package_code = ${packageCode} and i.kind = 'ADDON' and i.included_in_fare
        order by a.kind, a.code`,
  );
}

/** An addon as offeredAddons reads it, before its prices. */
type OfferedAddonRow = Narrow<
  Pick<TableRow<typeof addons>, 'id' | 'code' | 'kind' | 'description'>,
  { kind: AddonKind }
> & {
  perNight: boolean;
};

export type OfferedAddon = OfferedAddonRow & { prices: PriceByGuestType };

/**
 * Addons and meals a quote can add on this departure's ship: sold on the ship, not mandatory on it
 * (those come with the ship), not already included by the package.
 */
export async function offeredAddons(db: DbOrTx, departure: Departure, currency: string): Promise<OfferedAddon[]> {
  const rows = await queryRows<OfferedAddonRow>(
    db,
    sql`select a.id, a.code, a.kind, a.description, a.price_unit = 'PER_GUEST_PER_NIGHT' as "perNight"
        from addons a
        where (a.ship_codes is null or ${departure.shipCode} = any(a.ship_codes))
          and not (${departure.shipCode} = any(a.mandatory_ship_codes))
          and not exists (select 1 from package_items i
                          where i.package_code = ${departure.packageCode} and i.kind = 'ADDON'
                            and i.item_code = a.code and i.included_in_fare)
        order by a.code`,
  );
  const prices = await addonPricesOf(
    db,
    rows.map((r) => r.code),
    currency,
  );
  return rows.map((r) => ({ ...r, prices: prices.get(r.code) ?? {} }));
}

export interface OfferedExcursion {
  id: string;
  code: string;
  description: string;
  startAt: string;
  endAt: string;
  startPort: string;
  endPort: string;
  prices: PriceByGuestType;
}

/** An excursion departure as offeredExcursions reads it; the aliases are OfferedExcursion's names. */
type OfferedExcursionRow = Pick<CamelRow<TableRow<typeof excursionDepartures>>, 'id' | 'startAt' | 'endAt'> &
  Pick<TableRow<typeof excursions>, 'description'> & {
    code: TableRow<typeof excursionDepartures>['excursion_code'];
    startPort: TableRow<typeof excursions>['start_port_code'];
    endPort: TableRow<typeof excursions>['end_port_code'];
  };

/** Excursion departures on the package's sailing within its legs. */
export async function offeredExcursions(
  db: DbOrTx,
  departure: Departure,
  currency: string,
): Promise<OfferedExcursion[]> {
  const rows = await queryRows<OfferedExcursionRow>(
    db,
    sql`select d.id, d.excursion_code as code, e.description, d.start_at as "startAt", d.end_at as "endAt",
               e.start_port_code as "startPort", e.end_port_code as "endPort"
        from excursion_departures d join excursions e on e.code = d.excursion_code
        where d.sailing_id = ${departure.sailingId}
          and ${excursionWithinVoyage(departure)}
        order by d.start_at, d.excursion_code`,
  );
  const prices = await excursionPricesOf(
    db,
    rows.map((r) => r.code),
    currency,
  );
  return rows.map((r) => ({
    ...r,
    startAt: apiDateTime(r.startAt),
    endAt: apiDateTime(r.endAt),
    prices: prices.get(r.code) ?? {},
  }));
}

export type SupplementalTourRow = Narrow<
  Pick<CamelRow<TableRow<typeof supplementalTours>>, 'code' | 'category' | 'portCode'>,
  { category: 'Arrival' | 'Departure' }
>;

export async function supplementalTour(db: DbOrTx, code: string): Promise<SupplementalTourRow | undefined> {
  const [row] = await queryRows<SupplementalTourRow>(
    db,
    sql`select code, category, port_code as "portCode" from supplemental_tours where code = ${code}`,
  );
  return row;
}

/** stage id -> the selectable route ids of that stage, for one tour. */
export async function tourStageRoutes(db: DbOrTx, tourCode: string): Promise<Map<number, Set<number>>> {
  const stages = await queryRows<
    // route_id: the left join's, null for a stage without routes.
    Pick<TableRow<typeof tourStages>, 'stage_id'> & { route_id: TableRow<typeof tourStageRoutesTable>['id'] | null }
  >(
    db,
    sql`select s.stage_id, r.id as route_id
        from tour_stages s left join tour_stage_routes r on r.tour_code = s.tour_code and r.stage_id = s.stage_id
        where s.tour_code = ${tourCode}`,
  );
  const out = new Map<number, Set<number>>();
  for (const row of stages) {
    const routes = out.get(row.stage_id) ?? new Set<number>();
    if (row.route_id !== null) routes.add(row.route_id);
    out.set(row.stage_id, routes);
  }
  return out;
}
