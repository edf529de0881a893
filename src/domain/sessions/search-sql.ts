/** The SQL of V2 search: the voyages between two ports, a package's departures, in a range of departure days. */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db/client.js';
import type { packageDepartures, packages } from '../catalog/schema/extras.js';
import type { sailingCalls, sailings } from '../catalog/schema/sailings.js';
import type { CamelRow, TableRow } from '../../platform/db/table-row.js';
import { inventoryVersionOf } from '../inventory/inventory.js';
import { packageDepartureOnSale, voyageOnSale } from '../catalog/sailings.js';
import type { FoundVoyage } from './search-rules.js';

interface DepartureRange {
  /** First and last departure day, `YYYY-MM-DD`. */
  from: string;
  to: string;
  /** Operator-local wall-clock time now: a departure must be later. */
  nowLocal: string;
}

/** What both searches read of the sailing; the availability version is computed (inventoryVersionOf). */
type SailingColumns = Pick<CamelRow<TableRow<typeof sailings>>, 'shipCode' | 'fareTableCode'> & {
  sailingId: TableRow<typeof sailings>['id'];
  inventoryVersion: string;
};

/**
 * A voyage between two calls: the departure call's (not null: the query bounds it) and the arrival call's
 * (not null: a later call than the first); the arrival port is the parameter.
 */
type VoyageRow = SailingColumns & {
  fromSeq: TableRow<typeof sailingCalls>['seq'];
  toSeq: TableRow<typeof sailingCalls>['seq'];
  departureAt: NonNullable<TableRow<typeof sailingCalls>['departure_at']>;
  arrivalAt: NonNullable<TableRow<typeof sailingCalls>['arrival_at']>;
  departurePort: TableRow<typeof sailingCalls>['port_code'];
  arrivalPort: string;
};

/** A package departure, its package's ports and name. */
type PackageVoyageRow = SailingColumns &
  Pick<CamelRow<TableRow<typeof packageDepartures>>, 'fromSeq' | 'toSeq'> & {
    departureAt: TableRow<typeof packageDepartures>['start_at'];
    arrivalAt: TableRow<typeof packageDepartures>['end_at'];
    departurePort: TableRow<typeof packages>['from_port_code'];
    arrivalPort: TableRow<typeof packages>['to_port_code'];
    packageCode: TableRow<typeof packages>['code'];
    packageName: TableRow<typeof packages>['name'];
  };

/** Voyages on sale from `departurePort` to the first later call at `arrivalPort`, by departure. */
export function findVoyages(
  db: Db,
  q: DepartureRange & { departurePort: string; arrivalPort: string },
): Promise<FoundVoyage[]> {
  return queryRows<VoyageRow>(db, voyagesQuery(q), 'search_voyages');
}

/** findVoyages' statement; exported for the benchmark's pgbench scripts (bench/sql-scripts.ts), which run this text. */
export function voyagesQuery(q: DepartureRange & { departurePort: string; arrivalPort: string }): SQL {
  return sql`select s.id as "sailingId", s.ship_code as "shipCode", s.fare_table_code as "fareTableCode",
                   d.seq as "fromSeq", d.departure_at as "departureAt", a.seq as "toSeq", a.arrival_at as "arrivalAt",
                   d.port_code as "departurePort", ${q.arrivalPort}::text as "arrivalPort",
                   ${inventoryVersionOf(sql`s.id`)} as "inventoryVersion"
            from sailing_calls d
            join sailings s on s.id = d.sailing_id
            join lateral (select a.seq, a.arrival_at, a.skipped_at from sailing_calls a
                          where a.sailing_id = d.sailing_id and a.seq > d.seq and a.port_code = ${q.arrivalPort}
                          order by a.seq limit 1) a on true
            where d.port_code = ${q.departurePort}
              and ${voyageOnSale({ sailing: 's', from: 'd', to: 'a' })}
              and d.departure_at >= ${q.from}::timestamp
              and d.departure_at < (${q.to}::date + 1)::timestamp
              and d.departure_at > ${q.nowLocal}::timestamp
            order by d.departure_at, s.id`;
}

/** The package, or undefined when there is none of that code. */
export async function findPackage(
  db: Db,
  code: string,
): Promise<Pick<TableRow<typeof packages>, 'code' | 'name'> | undefined> {
  const [pkg] = await queryRows<Pick<TableRow<typeof packages>, 'code' | 'name'>>(
    db,
    sql`select code, name from packages where code = ${code}`,
  );
  return pkg;
}

/** The package's departures on sale, by start. */
export function findPackageDepartures(db: Db, q: DepartureRange & { packageCode: string }): Promise<FoundVoyage[]> {
  return queryRows<PackageVoyageRow>(
    db,
    sql`select s.id as "sailingId", s.ship_code as "shipCode", s.fare_table_code as "fareTableCode",
                   pd.from_seq as "fromSeq", pd.start_at as "departureAt", pd.to_seq as "toSeq", pd.end_at as "arrivalAt",
                   p.from_port_code as "departurePort", p.to_port_code as "arrivalPort",
                   p.code as "packageCode", p.name as "packageName",
                   ${inventoryVersionOf(sql`s.id`)} as "inventoryVersion"
            from package_departures pd
            join packages p on p.code = pd.package_code
            join sailings s on s.id = pd.sailing_id
            where pd.package_code = ${q.packageCode}
              and ${packageDepartureOnSale}
              and pd.start_at >= ${q.from}::timestamp
              and pd.start_at < (${q.to}::date + 1)::timestamp
              and pd.start_at > ${q.nowLocal}::timestamp
            order by pd.start_at, s.id`,
    'search_packages',
  );
}
