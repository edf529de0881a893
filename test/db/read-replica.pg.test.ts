/**
 * Read replicas (issue 36, item 5; db/read-routing.ts): a PostgreSQL primary and a real streaming replica of it
 * (pg_basebackup -R, a second cluster on another port; test/support/own-postgres.ts), and Berth as a process
 * with DATABASE_URL on the primary and DATABASE_READ_URL on the replica. It shows:
 *
 * - search reads from the replica: with the replica's replay paused, a hold committed on the primary (create, a
 *   write, goes there and succeeds) is not in the next search's answer, which says its age (X-Data-Age-Ms);
 * - once the paused replica is further behind than DATABASE_READ_MAX_LAG_MS, search reads from the primary and
 *   sees the hold, with no age; replay resumed, it reads from the replica again, which has it now;
 * - the replica stopped: search answers from the primary at once (the read that fails on the replica runs again
 *   on the primary), and from the replica again once it is back;
 * - the metrics and readiness say where reads went.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnPostgres, type OwnPostgres } from '../support/own-postgres.js';
import {
  freePort,
  holdOneCabin,
  partnerClient,
  searchTomorrow,
  tomorrowInOslo,
  startServerProcess,
  type ServerProcess,
} from '../support/server-process.js';
import { waitUntil } from '../support/wait.js';
import { promtoolPath } from '../support/promtool.js';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database, type Db } from '../../src/platform/db/client.js';
import { openReadReplica } from '../../src/platform/db/read-routing.js';

/**
 * The bound: well above a quiet replica's lag (a probe's interval) and the few calls between pausing replay and
 * the stale search (each write on the primary ages the paused replica), short enough to wait past.
 */
const MAX_LAG_MS = 5000;

let primary: OwnPostgres;
let replica: OwnPostgres;
let server: ServerProcess;
let metricsPort: number;
let dataDir: string;
let call: Awaited<ReturnType<typeof partnerClient>>;
let primaryDatabase: Database;

beforeAll(async () => {
  primary = await startOwnPostgres();
  const databaseUrl = await primary.createDatabase('berth');
  replica = await startOwnPostgres({ standbyOf: primary });
  dataDir = mkdtempSync(join(tmpdir(), 'berth-replica-'));
  metricsPort = await freePort();
  server = await startServerProcess({
    DATABASE_URL: databaseUrl,
    DATABASE_READ_URL: replica.url('berth'),
    DATABASE_READ_MAX_LAG_MS: String(MAX_LAG_MS),
    DATA_DIR: dataDir,
    METRICS_PORT: String(metricsPort),
    // Every search reads the catalogue from the database it is routed to, not from this process's memory.
    CATALOG_CACHE_SECONDS: '0',
    V2_RATE_LIMIT_MAX: '0',
  });
  call = await partnerClient(server.base);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await replica?.destroy();
  await primary?.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** readiness's `readReplica`: where search reads now, in words. */
async function readReplica(): Promise<string> {
  const res = await fetch(`${server.base}/health/ready`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { readReplica: string }).readReplica;
}

/** A search of tomorrow's voyage: the I2 cabins it shows free, and its age header (undefined: the primary's). */
async function searchI2(): Promise<{ free: number; age: number | undefined }> {
  const search = await searchTomorrow(call, server.base);
  const grade = (search.body.results[0].cabinGrades as { code: string; availableCabins: number }[]).find(
    (g) => g.code === 'I2',
  )!;
  const age = search.headers.get('x-data-age-ms');
  return { free: grade.availableCabins, age: age === null ? undefined : Number(age) };
}

/** GET availability of tomorrow's voyage for one adult: the I2 cabins it shows free, and its age header. */
async function availabilityI2(): Promise<{ free: number; age: number | undefined }> {
  const day = tomorrowInOslo();
  const res = await call(
    server.base,
    'GET',
    `/availability?departurePort=BGO&arrivalPort=TOS&from=${day}&guests=ADULT`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const grade = (res.body.departures[0].cabinGrades as { code: string; availableCabins: number }[]).find(
    (g) => g.code === 'I2',
  )!;
  const age = res.headers.get('x-data-age-ms');
  return { free: grade.availableCabins, age: age === null ? undefined : Number(age) };
}

describe('search on a read replica', () => {
  it('reads from the replica, which answers with its age, while the session and the hold are written on the primary', async () => {
    await waitUntil(async () => (await readReplica()).startsWith('replica'), { what: 'reads on the replica' });
    const first = await searchI2();
    expect(first.age).toBeGreaterThanOrEqual(0);
    expect(first.age).toBeLessThanOrEqual(MAX_LAG_MS);

    // Replay paused: what the primary commits from now on is not on the replica.
    await replica.query('select pg_wal_replay_pause()');
    // The search inside goes to the replica; the create goes to the primary, where its session was written.
    await holdOneCabin(call, server.base);
    const stale = await searchI2();
    expect(stale.age).toBeDefined();
    expect(stale.age!).toBeLessThanOrEqual(MAX_LAG_MS);
    expect(stale.free).toBe(first.free);
    // GET availability reads where search does: the replica's answer, with its age.
    const staleAvailability = await availabilityI2();
    expect(staleAvailability.age).toBeDefined();
    expect(staleAvailability.free).toBe(first.free);

    // Past the bound, search leaves the replica: the primary's answer has the hold and no age.
    await waitUntil(async () => (await readReplica()).startsWith('primary: replica lagging'), {
      what: 'the paused replica past the bound',
    });
    const fresh = await searchI2();
    expect(fresh.age).toBeUndefined();
    expect(fresh.free).toBe(first.free - 1);
    expect(await availabilityI2()).toEqual({ free: first.free - 1, age: undefined });

    // Replay resumed, the replica catches up and serves again, with the hold.
    await replica.query('select pg_wal_replay_resume()');
    await waitUntil(async () => (await readReplica()).startsWith('replica'), { what: 'the replica caught up' });
    const caughtUp = await searchI2();
    expect(caughtUp.age).toBeDefined();
    expect(caughtUp.free).toBe(first.free - 1);
  });

  it('reads from the primary while the replica is down, and from the replica once it is back', async () => {
    await waitUntil(async () => (await readReplica()).startsWith('replica'), { what: 'reads on the replica' });
    const before = (await searchI2()).free;
    await replica.stop();
    // At once, whether the probe has noticed yet or not (a read that fails on the replica runs again on the
    // primary: shown alone below).
    const down = await searchI2();
    expect(down.age).toBeUndefined();
    expect(down.free).toBe(before);
    await waitUntil(async () => (await readReplica()) === 'primary: replica unreachable', {
      what: 'the probe finding the replica down',
    });
    expect((await searchI2()).age).toBeUndefined();

    await replica.start();
    await waitUntil(async () => (await readReplica()).startsWith('replica'), { what: 'the replica back' });
    const back = await searchI2();
    expect(back.age).toBeDefined();
    expect(back.free).toBe(before);
  });

  it('counts the reads by where they went, with the lag, in metrics that pass promtool', async () => {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const value = (series: string) => Number(new RegExp(`^${series} (\\S+)$`, 'm').exec(text)?.[1]);
    // Replica: the first, stale, caught-up, back searches, the one in holdOneCabin and the one before the stop;
    // primary: fresh, down, the one after the probe noticed.
    expect(value('berth_db_routed_reads_total\\{target="replica"\\}')).toBeGreaterThanOrEqual(4);
    expect(value('berth_db_routed_reads_total\\{target="primary"\\}')).toBeGreaterThanOrEqual(3);
    expect(value('berth_db_replica_lag_seconds')).toBeLessThanOrEqual(MAX_LAG_MS / 1000);
    expect(value('berth_db_replica_in_use')).toBe(1);
    // What the operator's alerting runs on every target (docs/operations.md, "Monitoring and alerts").
    const promtool = spawnSync(promtoolPath(), ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect({ status: promtool.status, findings: `${promtool.stdout}${promtool.stderr}`.trim() }).toEqual({
      status: 0,
      findings: '',
    });
  });
});

describe('a read the replica fails', () => {
  it('runs again on the primary, and leaves the replica until a probe finds it answering', async () => {
    // One probe at the start, none after: what moves the reads to the primary is the failed read itself.
    const reads = await openReadReplica({
      primary: (primaryDatabase = await openDatabase({ url: primary.url('berth') })).db,
      primaryUrl: primary.url('berth'),
      replicaUrl: replica.url('berth'),
      maxLagMs: 600_000,
      poolSize: 2,
      probeIntervalMs: 600_000,
    });
    try {
      const where = (db: Db) =>
        queryRows<{ standby: boolean }>(db, sql`select pg_is_in_recovery() as standby`).then((r) => r[0]!.standby);
      const onReplica = await reads.read(where);
      expect(onReplica.value).toBe(true);
      expect(onReplica.ageMs).toBeGreaterThanOrEqual(0);

      await replica.stop();
      const retried = await reads.read(where);
      expect(retried.value).toBe(false);
      expect(retried.ageMs).toBeUndefined();
      expect(reads.status()).toMatchObject({ target: 'primary', reason: 'failed' });
      expect(reads.counts()).toEqual({ replica: 1, primary: 1 });
    } finally {
      await reads.close();
      await primaryDatabase.close();
      await replica.start();
    }
  });
});
