/**
 * `npm run disruption -- preview|record ...`: the operator records a port skipped, a call retimed or a
 * sailing cancelled (disruptions/command.ts prints the usage). Uses the database the server uses
 * (DATABASE_URL, else the embedded one in DATA_DIR) and migrates it first. A running server's catalogue
 * read cache catches up within CATALOG_CACHE_SECONDS; search and create read the change at once.
 */
import { ConfigError, loadConfig } from '../../kernel/config.js';
import { configuredTarget, openDatabase } from '../../platform/db/client.js';
import { databaseClockOnce } from '../../platform/db/database-clock.js';
import { createDisruptionService } from '../../domain/disruptions/service.js';
import { runDisruptionCommand } from '../../domain/disruptions/command.js';
import { bookingRecords, sessionStoreFor } from '../services.js';

let exitCode = 1;
try {
  const config = loadConfig();
  const database = await openDatabase(configuredTarget(config, { poolSize: 2 }));
  try {
    await database.migrate();
    // The database's clock, as the servers' (clock.ts): the sessions it ends are compared with theirs.
    const clock = await databaseClockOnce(database.db);
    const sessions = sessionStoreFor(config, clock);
    exitCode = await runDisruptionCommand(process.argv.slice(2), {
      disruptions: createDisruptionService({
        db: database.db,
        clock,
        timeZone: config.operatorTimeZone,
        sessions,
        records: bookingRecords,
      }),
      io: { out: (line) => process.stdout.write(`${line}\n`), err: (line) => process.stderr.write(`${line}\n`) },
    });
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError) process.stderr.write(`disruption: invalid configuration: ${error.message}\n`);
  else process.stderr.write(`disruption: ${(error as Error).message}\n`);
  exitCode = 1;
}
process.exit(exitCode);
