/**
 * A whole Berth app on a fresh database for one test file: migrated, a small demo catalogue, the sandbox
 * agencies, in-memory signing keys and a manual clock. PGlite by default; PostgreSQL with TEST_DATABASE_URL
 * (or `postgres: true`).
 */
import { generateKeyPairSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/main/app.js';
import { memoryKeySource } from '../../src/domain/auth/keys.js';
import { ensureSandboxAgencies } from '../../src/domain/auth/sandbox.js';
import { ManualClock } from '../../src/kernel/clock.js';
import { loadConfig, type Config } from '../../src/kernel/config.js';
import type { CatalogFile } from '../../src/domain/catalog/format.js';
import { DEFAULT_TEST_CATALOG_DAYS, FIRST_DEPARTURE_DAY, seedTestCatalog, testCatalogFile } from './catalog.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export { FIRST_DEPARTURE_DAY } from './catalog.js';
/** The clock starts well before the departures. */
export const TEST_NOW = '2027-01-05T09:00:00Z';

/**
 * For tests that hold more than the fair-use quota allows one agency on one sailing (HOLD_QUOTA_PER_SAILING,
 * default 10; contract "Fair use (V2)"): many bookings on the catalogue's few sailings, races for the last cabins.
 */
export const MANY_HOLDS = { HOLD_QUOTA_PER_SAILING: '1000000' };

export interface TestApp {
  app: FastifyInstance;
  clock: ManualClock;
  config: Config;
  tdb: TestDatabase;
  catalog: CatalogFile;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    postgres?: boolean;
    env?: Record<string, string>;
    days?: number;
    poolSize?: number;
    /** Sees every route as it is registered. */
    onRoute?: AppDeps['onRoute'];
    /** The reservation system confirm goes through (the built-in one by default). */
    reservationBackend?: AppDeps['reservationBackend'];
    /** A pino logger (for tests that read the log); none by default. */
    logger?: AppDeps['logger'];
    /** Prometheus metrics to count into (none by default). */
    metrics?: AppDeps['metrics'];
  } = {},
): Promise<TestApp> {
  // The default catalogue comes with the database (a snapshot or template made once per run: global-setup.ts).
  const days = options.days ?? DEFAULT_TEST_CATALOG_DAYS;
  const seeded = days === DEFAULT_TEST_CATALOG_DAYS;
  const tdb = await createTestDatabase({
    ...(options.postgres !== undefined ? { postgres: options.postgres } : {}),
    ...(options.poolSize ? { poolSize: options.poolSize } : {}),
    start: seeded ? 'seeded' : 'migrated',
  });
  const catalog = seeded
    ? testCatalogFile({ startDate: FIRST_DEPARTURE_DAY })
    : await seedTestCatalog(tdb.database.db, { startDate: FIRST_DEPARTURE_DAY, days });
  if (!seeded) await ensureSandboxAgencies(tdb.database.db);
  const clock = new ManualClock(TEST_NOW);
  const config = loadConfig({ LOG_LEVEL: 'silent', ...options.env });
  const app = await buildApp({
    config,
    database: tdb.database,
    clock,
    keySource: memoryKeySource(),
    logger: options.logger ?? false,
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.reservationBackend ? { reservationBackend: options.reservationBackend } : {}),
    ...(options.metrics ? { metrics: options.metrics } : {}),
  });
  return {
    app,
    clock,
    config,
    tdb,
    catalog,
    close: async () => {
      await app.close();
      await tdb.close();
    },
  };
}

/**
 * An app in production mode over the test app's database and clock (its own signing key): for the tests of
 * what production refuses, such as the sandbox helpers, which do not exist there.
 */
export async function productionAppOf(t: TestApp, onRoute?: AppDeps['onRoute']): Promise<FastifyInstance> {
  const signing = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    BERTH_MODE: 'production',
    AUTH_SIGNING_KEY: signing.export({ format: 'pem', type: 'pkcs8' }) as string,
  });
  return buildApp({ config, database: t.tdb.database, clock: t.clock, logger: false, ...(onRoute ? { onRoute } : {}) });
}
