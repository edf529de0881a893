/**
 * First-start seeding in sandbox mode (the embedded default): the demo catalogue (generated from the first
 * start's date) and the sandbox agencies. Later starts find the data and do nothing. Production seeds nothing.
 */
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Clock } from '../kernel/clock.js';
import type { Config } from '../kernel/config.js';
import type { Database } from '../platform/db/client.js';
import { generateDemoCatalog } from '../domain/catalog/demo.js';
import { hasSailings, importCatalog } from '../domain/catalog/import.js';
import { localTimestamp } from '../domain/catalog/time.js';
import { ensureSandboxAgencies } from '../domain/auth/sandbox.js';
import { ensureSandboxPortalUsers } from '../domain/accounts/sandbox-users.js';

export interface SeedDeps {
  database: Database;
  config: Config;
  clock: Clock;
  logger: Logger;
}

export async function ensureSeeded(deps: SeedDeps): Promise<void> {
  // Sandbox mode only: production starts empty and loads the operator's catalogue with `npm run catalog:import`,
  // and never has the sandbox agencies.
  if (deps.config.mode === 'sandbox') {
    await seedDemoCatalog(deps);
    const created = await ensureSandboxAgencies(deps.database.db);
    if (created.length > 0) deps.logger.info({ clientIds: created }, 'sandbox agencies created');
    const logins = await ensureSandboxPortalUsers(deps.database.db);
    if (logins.length > 0) deps.logger.info({ emails: logins }, 'sandbox portal logins created');
  }
}

/** Imports the demo catalogue when the database has no sailing yet. */
async function seedDemoCatalog({ database, config, clock, logger }: SeedDeps): Promise<void> {
  if (await hasSailings(database.db)) return;
  const started = Date.now();
  const startDate = localTimestamp(clock.now(), config.operatorTimeZone).slice(0, 10);
  const catalog = generateDemoCatalog({ startDate, days: config.demoCatalogDays });
  // onlyIfEmpty: another instance starting at the same moment may have imported it meanwhile.
  const summary = await importCatalog(database.db, catalog, { onlyIfEmpty: true });
  if (summary.skipped) return;
  // Fresh statistics for the planner: a bulk import leaves them stale until autovacuum gets to them, and
  // the availability queries choose much worse plans meanwhile.
  await database.db.execute(sql`analyze`);
  logger.info(
    {
      startDate,
      days: config.demoCatalogDays,
      ships: summary.ships,
      cabins: summary.cabins,
      sailings: summary.sailings,
      sailingCalls: summary.sailingCalls,
      excursionDepartures: summary.excursionDepartures,
      packageDepartures: summary.packageDepartures,
      ms: Date.now() - started,
    },
    `demo catalogue imported in ${Date.now() - started} ms`,
  );
}
