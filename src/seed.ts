/**
 * First-start seeding of the embedded default: the demo catalogue (generated from the first start's date)
 * and, in sandbox mode only, the sandbox agencies. Later starts find the data and do nothing.
 */
import type { Logger } from 'pino';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';

export interface SeedDeps {
  database: Database;
  config: Config;
  clock: Clock;
  logger: Logger;
}

export async function ensureSeeded(_deps: SeedDeps): Promise<void> {
  // Filled in by the catalogue (demo catalogue) and auth (sandbox agencies) modules.
}
