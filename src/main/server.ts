/**
 * Starts Berth: validates the configuration, opens the database (embedded PGlite in DATA_DIR unless
 * DATABASE_URL is set), migrates, seeds the demo catalogue and sandbox agencies on first start, listens,
 * and shuts down gracefully on SIGTERM/SIGINT (stop accepting, finish in-flight requests, close the database).
 *
 * `--workers N` (or WORKERS=N), PostgreSQL only: this process becomes a node:cluster primary that migrates
 * and seeds once, then forks N workers that each open their own pool and listen on the same port. SIGTERM or
 * SIGINT to the primary shuts every worker down gracefully, then the primary exits.
 *
 * Prometheus metrics on METRICS_HOST:METRICS_PORT (src/platform/metrics/; METRICS_PORT=0: off): a standalone server
 * listens for them itself; in a cluster the primary does, and one scrape adds up every worker's (cluster.ts).
 */
// First: tracing, when configured, must patch pg, ioredis and http before anything loads them (see register.ts).
import '../platform/tracing/register.js';
import cluster from 'node:cluster';
import { pino, type Logger } from 'pino';
import { logSerializers } from '../kernel/logging.js';
import { buildApp } from './app.js';
import { keySourceFor } from '../domain/auth/keys.js';
import type { Clock, DatabaseClock } from '../kernel/clock.js';
import { databaseClockOnce, startDatabaseClock } from '../platform/db/database-clock.js';
import { ConfigError, loadConfig, type Config } from '../kernel/config.js';
import { configuredTarget, openDatabase, type Database } from '../platform/db/client.js';
import { poolerMismatch, serverTimeouts, sharesServerSessions } from '../platform/db/pooler-check.js';
import { openReadReplica, type ReadRouting } from '../platform/db/read-routing.js';
import { ensureSeeded } from './seed.js';
import { startJobs } from './jobs.js';
import { flushTracing, traceLogMixin } from '../platform/tracing/context.js';
import {
  clusterRender,
  createMetrics,
  createPrimaryRegistry,
  registerDatabaseGauges,
  registerPoolMetrics,
  registerReadRoutingMetrics,
  registryRender,
  shareWithPrimary,
  startMetricsListener,
  type MetricsListener,
} from '../platform/metrics/index.js';
import { databaseReadings } from './metric-readings.js';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function fail(message: string): never {
  process.stderr.write(`berth: invalid configuration: ${message}\n`);
  process.exit(1);
}

/** A configuration error, wherever it surfaces during start-up (a bad key is found only when read), is one line. */
function exitOnConfigError(error: unknown): never {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

/** `--workers N` / `--workers=N` on the command line, else WORKERS, else 1. */
function workerCount(argv: string[], env: Record<string, string | undefined>): number {
  let raw = env.WORKERS;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--workers') raw = argv[++i];
    else if (arg.startsWith('--workers=')) raw = arg.slice('--workers='.length);
  }
  if (raw === undefined || raw === '') return 1;
  const n = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || n < 1 || n > 64)
    fail(`--workers (WORKERS) must be a whole number from 1 to 64 (got "${raw}")`);
  return n;
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const logger = pino({
  level: config.logLevel,
  // Errors without the values that came from input (guests' personal data among them): see logging.ts.
  serializers: logSerializers,
  // With tracing on, every line logged under a span (a request's, a webhook delivery's) carries trace_id and span_id.
  mixin: traceLogMixin(),
  redact: {
    paths: ['req.headers.authorization', 'headers.authorization', '*.client_secret', '*.user_key'],
    censor: '[REDACTED]',
  },
});

const openConfigured = () =>
  openDatabase(
    configuredTarget(config, {
      poolSize: config.databasePoolSize,
      // The call that used the connection fails and answers 503; this line says why (db/client.ts).
      onConnectionError: (error) => logger.warn({ err: error }, 'a database connection failed'),
    }),
  );

/**
 * The read replica's routing with DATABASE_READ_URL (db/read-routing.ts): its pool and the lag probe, started.
 * A replica that is down at start is no reason not to start: reads go to the primary until it answers.
 */
async function openReads(database: Database): Promise<ReadRouting | undefined> {
  const { url, maxLagMs } = config.databaseRead;
  if (!url || !config.databaseUrl) return undefined;
  const reads = await openReadReplica({
    primary: database.db,
    primaryUrl: config.databaseUrl,
    replicaUrl: url,
    maxLagMs,
    poolSize: config.databasePoolSize,
    timeouts: config.databaseTimeouts,
    onError: (error, what) =>
      logger.warn(
        { err: error },
        what === 'probe'
          ? 'the read replica probe failed; search reads from the primary until it answers'
          : 'a read replica connection failed',
      ),
  });
  logger.info({ readReplica: reads.status() }, 'read replica configured (DATABASE_READ_URL)');
  return reads;
}

const seed = (database: Database, clock: Clock) => ensureSeeded({ database, config, clock, logger });

const workers = cluster.isPrimary ? workerCount(process.argv.slice(2), process.env) : 1;

if (cluster.isPrimary && workers > 1) {
  await runPrimary(workers);
} else {
  await runServer(cluster.isWorker);
}

/** A database gauge that could not be read is left out of that scrape (metrics/database-gauges.ts). */
function readingFailed(error: unknown): void {
  logger.warn({ err: error }, 'a metrics reading from the database failed; left out of this scrape');
}

/** The metrics listener, or the process stops: a port taken is a deployment error, not something to run without. */
async function listenForMetrics(
  render: Parameters<typeof startMetricsListener>[0]['render'],
): Promise<MetricsListener> {
  const { host, port } = config.metrics;
  const listener = await startMetricsListener({
    host,
    port,
    render,
    onError: (error) => logger.warn({ err: error }, 'metrics scrape failed'),
  }).catch((error: unknown) => {
    logger.fatal(
      { err: error },
      `cannot listen for metrics on ${host}:${port} (METRICS_HOST, METRICS_PORT; 0 turns them off)`,
    );
    process.exit(1);
  });
  logger.info(`metrics on http://${host}:${listener.port}/metrics`);
  return listener;
}

/** The database's clock, kept in step (clock.ts); a later reading that fails is logged, the last offset kept. */
function startClock(database: Database): Promise<DatabaseClock> {
  return startDatabaseClock(database.db, {
    onError: (error) => logger.warn({ err: error }, 'reading the database clock failed; keeping the last offset'),
  });
}

/**
 * Refuses to start behind a transaction pooler that DATABASE_POOLER does not name (every named statement would fail
 * on its second call), and warns when the timeouts that bound a call's wait are missing on the server connections
 * (db/pooler-check.ts).
 */
async function checkConnection(url: string): Promise<void> {
  const mismatch = poolerMismatch(config.databasePooler, await sharesServerSessions(url));
  if (mismatch) fail(mismatch);
  if (config.databasePooler === 'none') return;
  const { lockMs, statementMs } = await serverTimeouts(url);
  if (lockMs === 0 || statementMs === 0) {
    logger.warn(
      { lockTimeoutMs: lockMs, statementTimeoutMs: statementMs },
      'behind the pooler, the server connections have no lock_timeout or statement_timeout: a lock held for long ' +
        'holds every call with it. Set them in the pooler\'s connect_query (docs/operations.md, "Behind PgBouncer")',
    );
  }
}

/** One process that listens: a standalone server, or a cluster worker (the primary prepared the database). */
async function runServer(isWorker: boolean): Promise<void> {
  const started = Date.now();
  const database = await openConfigured();
  if (config.databaseUrl && !isWorker) await checkConnection(config.databaseUrl);
  if (!isWorker) await database.migrate();
  // Every rule that compares times across instances uses the database's clock, not this host's (clock.ts).
  const clock = await startClock(database);
  if (Math.abs(clock.offset) > 1000) {
    logger.warn({ offsetMs: clock.offset }, "this host's clock is off the database's; Berth uses the database's");
  }
  // Built before seeding, so that a configuration error (a bad signing key) stops the start before any work.
  // Metrics (METRICS_PORT, 0: off): a worker's go to the primary, which listens; a single server listens itself.
  const metrics = config.metrics.port > 0 ? createMetrics() : undefined;
  if (metrics) registerPoolMetrics(metrics.registry, database.pool);
  const reads = await openReads(database);
  if (metrics && reads) registerReadRoutingMetrics(metrics.registry, reads);
  const app = await buildApp({
    config,
    database,
    clock,
    logger,
    ...(metrics ? { metrics } : {}),
    ...(reads ? { reads } : {}),
  }).catch(exitOnConfigError);
  if (!isWorker) await seed(database, clock);
  await app.listen({ host: config.host, port: config.port });
  let metricsListener: MetricsListener | undefined;
  if (metrics && isWorker) shareWithPrimary(metrics.registry);
  else if (metrics) {
    registerDatabaseGauges(metrics.registry, databaseReadings(database.db, clock), readingFailed);
    metricsListener = await listenForMetrics(registryRender(metrics.registry));
  }
  logger.info(
    {
      engine: database.engine,
      mode: config.mode,
      startupMs: Date.now() - started,
      ...(isWorker ? { worker: cluster.worker?.id } : {}),
    },
    `Berth listening on http://${config.host}:${config.port} (${database.engine}, ${config.mode} mode)`,
  );

  // Housekeeping, overdue payments and webhook deliveries (jobs.ts): on every instance, each safe alongside others.
  const stopJobs = startJobs({
    database,
    config,
    clock,
    logger,
    ...(metrics ? { metrics: metrics.business } : {}),
  });

  let closing = false;
  async function shutdown(signal: string): Promise<void> {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    const force = setTimeout(() => {
      logger.error(`shutdown took longer than ${SHUTDOWN_TIMEOUT_MS / 1000} s; exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    try {
      await app.close();
      await metricsListener?.close();
      await stopJobs();
      clock.stop();
      await reads?.close();
      await database.close();
      await flushTracing();
      logger.info('shut down cleanly');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // The cluster primary asks a worker to stop with a message too (a Ctrl-C reaches workers as SIGINT anyway).
  if (isWorker) process.on('message', (message) => message === 'shutdown' && void shutdown('primary'));
}

async function runPrimary(count: number): Promise<void> {
  if (!config.databaseUrl) {
    fail('--workers above 1 needs DATABASE_URL (PostgreSQL): the embedded database belongs to one process');
  }
  // Create (sandbox) or read the signing key now: a bad key stops the start here, and workers read one key
  // instead of racing to generate it.
  try {
    keySourceFor(config)();
  } catch (error) {
    exitOnConfigError(error);
  }
  await checkConnection(config.databaseUrl);
  const database = await openConfigured();
  await database.migrate();
  await seed(database, await databaseClockOnce(database.db));
  await database.close();

  // The cluster's metrics are scraped here (cluster.ts); the database gauges are read here once, on a pool
  // of one connection, rather than by every worker.
  let gauges: Database | undefined;
  let metricsListener: MetricsListener | undefined;
  if (config.metrics.port > 0) {
    gauges = await openDatabase(
      configuredTarget(config, {
        poolSize: 1,
        onConnectionError: (error) => logger.warn({ err: error }, 'a database connection of the metrics failed'),
      }),
    );
    const own = createPrimaryRegistry();
    const gaugeClock = await startClock(gauges);
    registerDatabaseGauges(own, databaseReadings(gauges.db, gaugeClock), readingFailed);
    metricsListener = await listenForMetrics(clusterRender(own));
  }

  const log: Logger = logger.child({ primary: process.pid });
  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // A worker that died (crash, OOM kill) is replaced; the others keep serving meanwhile.
    log.error({ worker: worker.id, code, signal }, 'worker exited unexpectedly; starting a new one');
    setTimeout(fork, 1000).unref();
  });
  for (let i = 0; i < count; i++) fork();
  log.info({ workers: count }, `Berth primary started ${count} workers on port ${config.port}`);

  async function stop(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping the workers');
    const force = setTimeout(() => {
      log.error('workers took too long to stop; exiting');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS + 2000);
    force.unref();
    const alive = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    await Promise.all(
      alive.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            try {
              worker.send('shutdown');
            } catch {
              worker.process.kill('SIGTERM');
            }
          }),
      ),
    );
    log.info('all workers stopped');
    await metricsListener?.close();
    await gauges?.close();
    process.exit(0);
  }
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
