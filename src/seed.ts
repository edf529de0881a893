/**
 * First-start seeding of the embedded default: the demo catalogue (generated from the first start's date)
 * and, in sandbox mode only, the sandbox agencies. Later starts find the data and do nothing.
 */
import type { Logger } from 'pino';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { ensureSandboxAgencies } from './auth/sandbox.js';

export interface SeedDeps {
  database: Database;
  config: Config;
  clock: Clock;
  logger: Logger;
}

export async function ensureSeeded(deps: SeedDeps): Promise<void> {
  // Demo catalogue: filled in by the catalogue module.

  // --- Sandbox agencies (auth): sandbox mode only; production never has them. ---
  if (deps.config.mode === 'sandbox') {
    const created = await ensureSandboxAgencies(deps.database.db);
    if (created.length > 0) deps.logger.info({ clientIds: created }, 'sandbox agencies created');
  }
}
