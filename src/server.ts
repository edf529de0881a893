/**
 * Starts Berth: validates the configuration, opens the database (embedded PGlite in DATA_DIR unless
 * DATABASE_URL is set), migrates, seeds the demo catalogue and sandbox agencies on first start, listens,
 * and shuts down gracefully on SIGTERM/SIGINT (stop accepting, finish in-flight requests, close the database).
 */
import { pino } from 'pino';
import { buildApp } from './app.js';
import { systemClock } from './clock.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { ensureSeeded } from './seed.js';
import { runHousekeeping } from './housekeeping.js';

/** A configuration error, wherever it surfaces during start-up (a bad key is found only when read), is one line. */
function exitOnConfigError(error: unknown): never {
  if (error instanceof ConfigError) {
    process.stderr.write(`berth: invalid configuration: ${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  exitOnConfigError(error);
}

const logger = pino({
  level: config.logLevel,
  redact: {
    paths: ['req.headers.authorization', 'headers.authorization', '*.client_secret', '*.user_key'],
    censor: '[REDACTED]',
  },
});

const started = Date.now();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl, poolSize: config.databasePoolSize } : { dataDir: config.dataDir },
);
await database.migrate();
// Built before seeding, so that a configuration error (a bad signing key) stops the start before any work.
const app = await buildApp({ config, database, clock: systemClock, logger }).catch(exitOnConfigError);
await ensureSeeded({ database, config, clock: systemClock, logger });
await app.listen({ host: config.host, port: config.port });
logger.info(
  { engine: database.engine, mode: config.mode, startupMs: Date.now() - started },
  `Berth listening on http://${config.host}:${config.port} (${database.engine}, ${config.mode} mode)`,
);

// Removes expired sessions' leftovers every ten minutes (correctness never waits for it; see housekeeping.ts).
const housekeeping = setInterval(() => {
  runHousekeeping(database.db, systemClock)
    .then((removed) => {
      if (removed.heldBookings + removed.sessions + removed.idempotencyKeys > 0)
        logger.info({ removed }, 'housekeeping');
    })
    .catch((error: unknown) => logger.warn({ err: error }, 'housekeeping failed; will try again'));
}, 10 * 60_000);
housekeeping.unref();

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
  const force = setTimeout(() => {
    logger.error('shutdown took longer than 10 s; exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  clearInterval(housekeeping);
  try {
    await app.close();
    await database.close();
    logger.info('shut down cleanly');
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
