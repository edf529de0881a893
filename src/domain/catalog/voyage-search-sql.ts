/**
 * The catalogue's side of V2 search: the voyages between two ports and a package's departures on sale in a
 * range of departure days. Search (sessions/search-sql.ts) adds the sailing's availability version, which is
 * inventory's, as a column of the same statement: one round trip per search, as before.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { packageDepartures, packages } from './schema/extras.js';
import type { sailingCalls, sailings } from './schema/sailings.js';
import type { CamelRow, TableRow } from '../../platform/db/table-row.js';
import { packageDepartureOnSale, voyageOnSale } from './sailings.js';

export interface DepartureRange {
  /** First and last departure day, `YYYY-MM-DD`. */
  from: string;
  to: string;
  /** Operator-local wall-clock time now: a departure must be later. */
  nowLocal: string;
}

/** SQL: the caller's value for the sailing whose id is `sailingId` (an expression), read as `inventoryVersion`. */
export type PerSailing = (sailingId: SQL) => SQL;

/** What both searches read of the sailing; the availability version is the caller's (PerSailing). */
type SailingColumns = Pick<CamelRow<TableRow<typeof sailings>>, 'shipCode' | 'fareTableCode'> & {
  sailingId: TableRow<typeof sailings>['id'];
  inventoryVersion: string;
};

/**
 * A voyage between two calls: the departure call's (not null: the query bounds it) and the arrival call's
 * (not null: a later call than the first); the arrival port is the parameter.
 */
export type VoyageRow = SailingColumns & {
  fromSeq: TableRow<typeof sailingCalls>['seq'];
  toSeq: TableRow<typeof sailingCalls>['seq'];
  departureAt: NonNullable<TableRow<typeof sailingCalls>['departure_at']>;
  arrivalAt: NonNullable<TableRow<typeof sailingCalls>['arrival_at']>;
  departurePort: TableRow<typeof sailingCalls>['port_code'];
  arrivalPort: string;
};

/** A package departure, its package's ports and name. */
export type PackageVoyageRow = SailingColumns &
  Pick<CamelRow<TableRow<typeof packageDepartures>>, 'fromSeq' | 'toSeq'> & {
    departureAt: TableRow<typeof packageDepartures>['start_at'];
    arrivalAt: TableRow<typeof packageDepartures>['end_at'];
    departurePort: TableRow<typeof packages>['from_port_code'];
    arrivalPort: TableRow<typeof packages>['to_port_code'];
    packageCode: TableRow<typeof packages>['code'];
    packageName: TableRow<typeof packages>['name'];
  };

export type PackageNameRow = Pick<TableRow<typeof packages>, 'code' | 'name'>;

/** Voyages on sale from `departurePort` to the first later call at `arrivalPort`, by departure (VoyageRow). */
export function voyagesOnSaleQuery(
  q: DepartureRange & { departurePort: string; arrivalPort: string },
  inventoryVersion: PerSailing,
): SQL {
  return sql`select s.id as "sailingId", s.ship_code as "shipCode", s.fare_table_code as "fareTableCode",
                   d.seq as "fromSeq", d.departure_at as "departureAt", a.seq as "toSeq", a.arrival_at as "arrivalAt",
                   d.port_code as "departurePort", ${q.arrivalPort}::text as "arrivalPort",
                   ${inventoryVersion(sql`s.id`)} as "inventoryVersion"
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

/** The package's code and name (PackageNameRow), none when there is no package of that code. */
export const packageNameQuery = (code: string): SQL => sql`select code, name from packages where code = ${code}`;

/** The package's departures on sale, by start (PackageVoyageRow). */
export function packageDeparturesOnSaleQuery(
  q: DepartureRange & { packageCode: string },
  inventoryVersion: PerSailing,
): SQL {
  return sql`select s.id as "sailingId", s.ship_code as "shipCode", s.fare_table_code as "fareTableCode",
                   pd.from_seq as "fromSeq", pd.start_at as "departureAt", pd.to_seq as "toSeq", pd.end_at as "arrivalAt",
                   p.from_port_code as "departurePort", p.to_port_code as "arrivalPort",
                   p.code as "packageCode", p.name as "packageName",
                   ${inventoryVersion(sql`s.id`)} as "inventoryVersion"
            from package_departures pd
            join packages p on p.code = pd.package_code
            join sailings s on s.id = pd.sailing_id
            where pd.package_code = ${q.packageCode}
              and ${packageDepartureOnSale}
              and pd.start_at >= ${q.from}::timestamp
              and pd.start_at < (${q.to}::date + 1)::timestamp
              and pd.start_at > ${q.nowLocal}::timestamp
            order by pd.start_at, s.id`;
}
