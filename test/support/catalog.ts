/**
 * A small demo catalogue for tests: generated (deterministically) and imported into the given database.
 * Defaults: 2 ships (Richard With and Havila Polaris, so a mandatory addon exists), 3 days of departures.
 * Rotations start 6 days before startDate, so southbound departures from Kirkenes exist from startDate on.
 */
import type { Db } from '../../src/platform/db/client.js';
import { generateDemoCatalog } from '../../src/domain/catalog/demo.js';
import type { CatalogFile } from '../../src/domain/catalog/format.js';
import { importCatalog } from '../../src/domain/catalog/import.js';
import { CatalogError, validateCatalog } from '../../src/domain/catalog/validate.js';

export interface TestCatalogOptions {
  /** First northbound departure day, YYYY-MM-DD. */
  startDate: string;
  days?: number;
  shipCount?: number;
}

/** The test catalogue's first northbound departure: BGO 2027-01-10 22:30, RW; HP (Havila, mandatory Wi-Fi) the day after. */
export const FIRST_DEPARTURE_DAY = '2027-01-10';
/** Days of departures in the catalogue createTestApp imports unless told otherwise. */
export const DEFAULT_TEST_CATALOG_DAYS = 3;

/** The catalogue file seedTestCatalog imports, without importing it. */
export function testCatalogFile(options: TestCatalogOptions): CatalogFile {
  return generateDemoCatalog({
    startDate: options.startDate,
    days: options.days ?? DEFAULT_TEST_CATALOG_DAYS,
    shipCount: options.shipCount ?? 2,
  });
}

export async function seedTestCatalog(db: Db, options: TestCatalogOptions): Promise<CatalogFile> {
  const catalog = testCatalogFile(options);
  await importCatalog(db, catalog);
  return catalog;
}

/** The problems validation names in a copy of `file` after `change` (none: an empty list). */
export function problemsOf(file: CatalogFile, change: (copy: CatalogFile) => void): string[] {
  const copy = structuredClone(file);
  change(copy);
  try {
    validateCatalog(copy);
  } catch (error) {
    if (!(error instanceof CatalogError)) throw error;
    return error.problems;
  }
  return [];
}
