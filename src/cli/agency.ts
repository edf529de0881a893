/**
 * `npm run agency -- <command>`: issue and manage agency credentials (see auth/agency-admin.ts).
 * Uses the database the server uses (DATABASE_URL, else the embedded one in DATA_DIR) and migrates it first.
 */
import { systemClock } from '../clock.js';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { runAgencyCommand } from '../auth/agency-admin.js';

let exitCode = 1;
try {
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl, poolSize: 2 } : { dataDir: config.dataDir });
  try {
    await database.migrate();
    exitCode = await runAgencyCommand(process.argv.slice(2), {
      db: database.db,
      clock: systemClock,
      io: { out: (line) => process.stdout.write(`${line}\n`), err: (line) => process.stderr.write(`${line}\n`) },
    });
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError) process.stderr.write(`agency: invalid configuration: ${error.message}\n`);
  else process.stderr.write(`agency: ${(error as Error).message}\n`);
  exitCode = 1;
}
process.exit(exitCode);
