/**
 * The catalogue's extras as a booking reads them: the package's items, the excursion departures of its
 * sailing, the tours at its ports and their stage routes, and (as SQL the booking's document composes into its
 * one statement) whether an addon is priced per night. Every function takes the caller's transaction or
 * database.
 *
 * Which departures fit a voyage is inventory's rule (inventory.ts, excursionWithinVoyage, over alias `d`):
 * the caller passes it in as `fits`, and the departures are aliased `d` here for it.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import type {
  excursionDepartures,
  excursions,
  packageItems,
  supplementalTours,
  tourStageRoutes,
} from './schema/extras.js';
import type { Narrow, TableRow } from '../../platform/db/table-row.js';

export type PackageItemRow = Narrow<
  Pick<TableRow<typeof packageItems>, 'kind' | 'item_code' | 'included_in_fare'>,
  { kind: 'ADDON' | 'EXCURSION' | 'TOUR' }
>;

/** The package's items, by kind and code. */
export async function packageItemsOf(db: DbOrTx, packageCode: string): Promise<PackageItemRow[]> {
  return queryRows<PackageItemRow>(
    db,
    sql`select kind, item_code, included_in_fare from package_items where package_code = ${packageCode} order by kind, item_code`,
  );
}

export type DepartureTimes = Pick<TableRow<typeof excursionDepartures>, 'id' | 'start_at' | 'end_at'>;

/** The excursion's first departure on the sailing that `fits` the voyage; undefined when it does not run on it. */
export async function firstExcursionDeparture(
  db: DbOrTx,
  excursionCode: string,
  sailingId: number,
  fits: SQL,
): Promise<DepartureTimes | undefined> {
  const [departure] = await queryRows<DepartureTimes>(
    db,
    sql`select id, start_at, end_at from excursion_departures d
        where excursion_code = ${excursionCode} and sailing_id = ${sailingId}
          and ${fits}
        order by start_at limit 1`,
  );
  return departure;
}

export type ExcursionDepartureRow = Pick<
  TableRow<typeof excursionDepartures>,
  'id' | 'excursion_code' | 'start_at' | 'end_at'
> &
  Pick<TableRow<typeof excursions>, 'description' | 'start_port_code'>;

/** The excursion departures on the sailing that `fits` the voyage, with their excursions. */
export async function excursionDeparturesOn(
  db: DbOrTx,
  sailingId: number,
  fits: SQL,
): Promise<ExcursionDepartureRow[]> {
  return queryRows<ExcursionDepartureRow>(
    db,
    sql`select d.id, d.excursion_code, e.description, d.start_at, d.end_at, e.start_port_code
        from excursion_departures d join excursions e on e.code = d.excursion_code
        where d.sailing_id = ${sailingId} and ${fits}
        order by d.start_at, d.excursion_code`,
  );
}

export type TourCategory = 'Arrival' | 'Departure';

export type TourRow = Narrow<
  Pick<TableRow<typeof supplementalTours>, 'code' | 'description' | 'category'>,
  { category: TourCategory }
>;

/** Arrival tours at the voyage's first port and Departure tours at its last. */
export async function toursAt(db: DbOrTx, ports: { departurePort: string; arrivalPort: string }): Promise<TourRow[]> {
  return queryRows<TourRow>(
    db,
    sql`select code, description, category from supplemental_tours
        where (category = 'Arrival' and port_code = ${ports.departurePort})
           or (category = 'Departure' and port_code = ${ports.arrivalPort})
        order by category, code`,
  );
}

export type TourLength = Narrow<
  Pick<TableRow<typeof supplementalTours>, 'category' | 'nights'>,
  { category: TourCategory }
>;

/** The tour's category and nights; undefined for an unknown code. */
export async function tourLengthOf(db: DbOrTx, tourCode: string): Promise<TourLength | undefined> {
  const [tour] = await queryRows<TourLength>(
    db,
    sql`select category, nights from supplemental_tours where code = ${tourCode}`,
  );
  return tour;
}

export type TourStageRouteRow = Pick<
  TableRow<typeof tourStageRoutes>,
  'tour_code' | 'stage_id' | 'departure_code' | 'arrival_code'
>;

/** The selectable routes of the tours' stages. */
export async function stageRoutesOf(db: DbOrTx, codes: string[]): Promise<TourStageRouteRow[]> {
  if (codes.length === 0) return [];
  return queryRows<TourStageRouteRow>(
    db,
    sql`select tour_code, stage_id, departure_code, arrival_code from tour_stage_routes
        where tour_code = any(${`{${codes.join(',')}}`}::text[]) order by tour_code, stage_id, id`,
  );
}

/** SQL: whether the addon `code` is priced per guest and night (null for a code that is no addon). */
export const addonPerNightOf = (code: SQLWrapper): SQL<boolean | null> =>
  sql`(select price_unit = 'PER_GUEST_PER_NIGHT' from addons where code = ${code})`;
