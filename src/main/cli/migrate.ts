/**
 * `npm run db:migrate`: applies the migrations to DATABASE_URL, or to the PGlite database in DATA_DIR.
 */
import { ConfigError, loadConfig } from '../../kernel/config.js';
import { configuredTarget, openDatabase } from '../../platform/db/client.js';

try {
  const config = loadConfig();
  const database = await openDatabase(configuredTarget(config));
  await database.migrate();
  await database.close();
  process.stdout.write(`migrations applied (${database.engine}${config.databaseUrl ? '' : ` in ${config.dataDir}`})\n`);
} catch (error) {
  process.stderr.write(
    `berth: ${error instanceof ConfigError ? `invalid configuration: ${error.message}` : String(error)}\n`,
  );
  process.exit(1);
}
