/**
 * The SQL of V2 search: the voyages between two ports, a package's departures, in a range of departure days.
 * The statements are the catalogue's (catalog/voyage-search-sql.ts); each carries the sailing's availability
 * version (inventory's inventoryVersionOf) as a column, so a search stays one statement per query.
 */
import type { SQL } from 'drizzle-orm';
import { compiledStatement, queryRows, type Db, type DbOrTx } from '../../platform/db/client.js';
import { inventoryVersionOf } from '../inventory/inventory.js';
import {
  packageDeparturesOnSaleQuery,
  packageNameQuery,
  voyagesOnSaleQuery,
  type DepartureRange,
  type PackageNameRow,
  type PackageVoyageRow,
  type VoyageRow,
} from '../catalog/voyage-search-sql.js';
import type { FoundVoyage } from './search-rules.js';

/**
 * findVoyages' statement, its text compiled once (db/client.ts compiledStatement): search and GET availability
 * run it on every call that is not answered from memory.
 */
const voyagesStatement = compiledStatement(
  'search_voyages',
  (departurePort: string, arrivalPort: string, from: string, to: string, nowLocal: string) =>
    voyagesQuery({ departurePort, arrivalPort, from, to, nowLocal }),
);

/** Voyages on sale from `departurePort` to the first later call at `arrivalPort`, by departure. */
export function findVoyages(
  db: DbOrTx,
  q: DepartureRange & { departurePort: string; arrivalPort: string },
): Promise<FoundVoyage[]> {
  return voyagesStatement<VoyageRow>(db, q.departurePort, q.arrivalPort, q.from, q.to, q.nowLocal);
}

/** findVoyages' statement; exported for the benchmark's pgbench scripts (bench/sql-scripts.ts), which run this text. */
export function voyagesQuery(q: DepartureRange & { departurePort: string; arrivalPort: string }): SQL {
  return voyagesOnSaleQuery(q, inventoryVersionOf);
}

/** The package, or undefined when there is none of that code. */
export async function findPackage(db: Db, code: string): Promise<PackageNameRow | undefined> {
  const [pkg] = await queryRows<PackageNameRow>(db, packageNameQuery(code));
  return pkg;
}

/** The package's departures on sale, by start. */
export function findPackageDepartures(db: DbOrTx, q: DepartureRange & { packageCode: string }): Promise<FoundVoyage[]> {
  return queryRows<PackageVoyageRow>(db, packageDeparturesOnSaleQuery(q, inventoryVersionOf), 'search_packages');
}
