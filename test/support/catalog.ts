/**
 * A small demo catalogue for tests: generated (deterministically) and imported into the given database.
 * Defaults: 2 ships (Richard With and Havila Polaris, so a mandatory addon exists), 3 days of departures.
 * Rotations start 6 days before startDate, so southbound departures from Kirkenes exist from startDate on.
 */
import type { Db } from '../../src/db/client.js';
import { generateDemoCatalog } from '../../src/catalog/demo.js';
import type { CatalogFile } from '../../src/catalog/format.js';
import { importCatalog } from '../../src/catalog/import.js';

export interface TestCatalogOptions {
  /** First northbound departure day, YYYY-MM-DD. */
  startDate: string;
  days?: number;
  shipCount?: number;
}

export async function seedTestCatalog(db: Db, options: TestCatalogOptions): Promise<CatalogFile> {
  const catalog = generateDemoCatalog({
    startDate: options.startDate,
    days: options.days ?? 3,
    shipCount: options.shipCount ?? 2,
  });
  await importCatalog(db, catalog);
  return catalog;
}
