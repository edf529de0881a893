/** The catalogue's English names for the codes a booking carries, read in one statement (the confirmation's labels). */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import type { ships } from './schema/catalog.js';
import type { TableRow } from '../../platform/db/table-row.js';

export interface LabelCodes {
  shipCode: string;
  /** Grades are the ship's. */
  gradeCodes: string[];
  portCodes: string[];
  addonCodes: string[];
  excursionCodes: string[];
  tourCodes: string[];
}

/** Code -> name; a code the catalogue no longer has is absent. */
export interface LabelNames {
  /** null when the catalogue no longer has the ship. */
  shipName: string | null;
  ports: Record<string, string>;
  grades: Record<string, string>;
  addons: Record<string, string>;
  excursions: Record<string, string>;
  tours: Record<string, string>;
}

const textArray = (values: string[]) => `{${[...new Set(values)].map((v) => JSON.stringify(v)).join(',')}}`;

export async function labelNames(db: DbOrTx, codes: LabelCodes): Promise<LabelNames> {
  // The ship's name (null when the catalogue no longer has the ship); the rest are computed json objects.
  const [row] = await queryRows<{
    ship: TableRow<typeof ships>['name'] | null;
    ports: Record<string, string> | null;
    grades: Record<string, string> | null;
    addons: Record<string, string> | null;
    excursions: Record<string, string> | null;
    tours: Record<string, string> | null;
  }>(
    db,
    sql`select
          (select name from ships where code = ${codes.shipCode}) as ship,
          (select json_object_agg(code, coalesce(name->>'en', code)) from ports
            where code = any(${textArray(codes.portCodes)}::text[])) as ports,
          (select json_object_agg(code, description) from cabin_grades
            where ship_code = ${codes.shipCode} and code = any(${textArray(codes.gradeCodes)}::text[])) as grades,
          (select json_object_agg(code, description) from addons
            where code = any(${textArray(codes.addonCodes)}::text[])) as addons,
          (select json_object_agg(code, description) from excursions
            where code = any(${textArray(codes.excursionCodes)}::text[])) as excursions,
          (select json_object_agg(code, name) from supplemental_tours
            where code = any(${textArray(codes.tourCodes)}::text[])) as tours`,
  );
  return {
    shipName: row?.ship ?? null,
    ports: row?.ports ?? {},
    grades: row?.grades ?? {},
    addons: row?.addons ?? {},
    excursions: row?.excursions ?? {},
    tours: row?.tours ?? {},
  };
}
