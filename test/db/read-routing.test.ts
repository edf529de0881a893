/**
 * The read replica's routing without servers (db/read-routing.ts ReplicaLag, with a clock of the test's own): how
 * the WAL positions a probe reads become the replica's age, and when reads leave it; DATABASE_READ_URL's checks.
 * test/db/read-replica.pg.test.ts runs the same against a real primary and replica.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/kernel/config.js';
import { probeIntervalMs, replayedAsOf, ReplicaLag } from '../../src/platform/db/read-routing.js';
import { describeReadRouting } from '../../src/main/health.js';

const SYSTEM = '7312345678901234567';
const standby = (replayLsn: bigint) => ({ replayLsn, inRecovery: true, system: SYSTEM });
const primaryAt = (lsn: bigint) => ({ lsn, system: SYSTEM });

/** A ReplicaLag on a clock the test moves. */
function lagOn(maxLagMs: number) {
  const clock = { ms: 1000 };
  return { lag: new ReplicaLag(maxLagMs, () => clock.ms), clock };
}

describe('replayedAsOf', () => {
  const samples = [
    { atMs: 100, lsn: 10n },
    { atMs: 200, lsn: 20n },
    { atMs: 300, lsn: 20n },
    { atMs: 400, lsn: 35n },
  ];

  it('is the newest instant whose position the replica has replayed', () => {
    expect(replayedAsOf(samples, 20n)).toBe(300);
    expect(replayedAsOf(samples, 34n)).toBe(300);
    expect(replayedAsOf(samples, 35n)).toBe(400);
    expect(replayedAsOf(samples, 99n)).toBe(400);
  });

  it('is undefined when the replica is behind every sample', () => {
    expect(replayedAsOf(samples, 9n)).toBeUndefined();
  });
});

describe('ReplicaLag', () => {
  it('serves from the replica while a quiet primary has nothing it lacks, however long nothing is written', () => {
    const { lag, clock } = lagOn(1000);
    expect(lag.status()).toMatchObject({ target: 'primary', reason: 'starting' });
    for (let i = 0; i < 100; i++) {
      lag.measured(clock.ms, primaryAt(500n), standby(500n));
      clock.ms += 250;
    }
    // A minute and more of no writes: the age is the time since the last probe, not since the last commit.
    expect(lag.status()).toEqual({ target: 'replica', lagMs: 250, maxLagMs: 1000 });
  });

  it('ages the replica from the first position it lacks, and leaves it past the bound', () => {
    const { lag, clock } = lagOn(1000);
    lag.measured(1000, primaryAt(500n), standby(500n));
    clock.ms = 1250;
    // A commit on the primary (position 600) the replica has not replayed (replay paused).
    lag.measured(1250, primaryAt(600n), standby(500n));
    clock.ms = 1500;
    expect(lag.status()).toMatchObject({ target: 'replica', lagMs: 500 });
    clock.ms = 2000;
    expect(lag.status()).toMatchObject({ target: 'replica', lagMs: 1000 });
    clock.ms = 2001;
    expect(lag.status()).toEqual({ target: 'primary', reason: 'lagging', lagMs: 1001, maxLagMs: 1000 });
    // Replay catches up with 600, the primary's position at this probe: its data is as of this probe.
    lag.measured(2001, primaryAt(600n), standby(600n));
    clock.ms = 2100;
    expect(lag.status()).toMatchObject({ target: 'replica', lagMs: 99 });
  });

  it('ages out by itself when the probes stop (a hung replica), with no failure reported', () => {
    const { lag, clock } = lagOn(1000);
    lag.measured(1000, primaryAt(500n), standby(500n));
    clock.ms = 2500;
    expect(lag.status()).toMatchObject({ target: 'primary', reason: 'lagging', lagMs: 1500 });
  });

  it('leaves a replica that is down, not a standby, or of another cluster, until a probe finds it fit', () => {
    const { lag, clock } = lagOn(1000);
    lag.measured(clock.ms, primaryAt(500n), new Error('connect ECONNREFUSED 127.0.0.1:5433'));
    expect(lag.status()).toMatchObject({
      target: 'primary',
      reason: 'unreachable',
      error: 'connect ECONNREFUSED 127.0.0.1:5433',
    });
    lag.measured(clock.ms, primaryAt(500n), { replayLsn: 500n, inRecovery: false, system: SYSTEM });
    expect(lag.status()).toMatchObject({ target: 'primary', reason: 'not-a-standby' });
    lag.measured(clock.ms, primaryAt(500n), { ...standby(500n), system: '6999999999999999999' });
    expect(lag.status()).toMatchObject({ target: 'primary', reason: 'other-cluster' });
    lag.measured(clock.ms, primaryAt(500n), standby(500n));
    expect(lag.status()).toMatchObject({ target: 'replica', lagMs: 0 });
  });

  it('leaves the replica after a read it failed for want of a connection, not after one the request caused', () => {
    const { lag, clock } = lagOn(1000);
    lag.measured(clock.ms, primaryAt(500n), standby(500n));
    lag.failed(Object.assign(new Error('syntax error'), { code: '42601' }));
    expect(lag.status().target).toBe('replica');
    lag.failed(Object.assign(new Error('canceling statement due to conflict with recovery'), { code: '40001' }));
    expect(lag.status().target).toBe('replica');
    lag.failed(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' }));
    expect(lag.status()).toMatchObject({ target: 'primary', reason: 'failed' });
    lag.measured(clock.ms, primaryAt(500n), standby(500n));
    expect(lag.status().target).toBe('replica');
  });

  it('keeps its last finding when the primary cannot be asked, so the replica ages out', () => {
    const { lag, clock } = lagOn(1000);
    lag.measured(1000, primaryAt(500n), standby(500n));
    clock.ms = 1800;
    lag.measured(1800, new Error('primary down'), standby(500n));
    expect(lag.status()).toMatchObject({ target: 'replica', lagMs: 800 });
    clock.ms = 2100;
    expect(lag.status()).toMatchObject({ target: 'primary', reason: 'lagging' });
  });
});

describe('probeIntervalMs', () => {
  it('is a fifth of the bound, from 20 to 250 ms', () => {
    expect(probeIntervalMs(1000)).toBe(200);
    expect(probeIntervalMs(60_000)).toBe(250);
    expect(probeIntervalMs(50)).toBe(20);
  });
});

describe('readiness words', () => {
  it('say where reads go and why', () => {
    expect(describeReadRouting({ target: 'replica', lagMs: 120, maxLagMs: 1000 })).toBe('replica (lag 120 ms)');
    expect(describeReadRouting({ target: 'primary', reason: 'lagging', lagMs: 2300, maxLagMs: 1000 })).toBe(
      'primary: replica lagging (lag 2300 ms, bound 1000 ms)',
    );
    // The probe's error names the replica's address: the log has it, readiness does not.
    expect(
      describeReadRouting({
        target: 'primary',
        reason: 'unreachable',
        error: 'connect ECONNREFUSED 10.0.0.5:5432',
        maxLagMs: 1000,
      }),
    ).toBe('primary: replica unreachable');
  });
});

describe('DATABASE_READ_URL', () => {
  const URL = { DATABASE_URL: 'postgres://berth@db1/berth' };

  it('is off unless set; the bound defaults to 1000 ms', () => {
    expect(loadConfig(URL).databaseRead).toEqual({ url: undefined, maxLagMs: 1000 });
    expect(
      loadConfig({ ...URL, DATABASE_READ_URL: 'postgres://berth@db2/berth', DATABASE_READ_MAX_LAG_MS: '250' })
        .databaseRead,
    ).toEqual({ url: 'postgres://berth@db2/berth', maxLagMs: 250 });
  });

  it('refuses what is not a PostgreSQL URL, a bound out of range, and a replica without DATABASE_URL', () => {
    expect(() => loadConfig({ ...URL, DATABASE_READ_URL: 'mysql://db2/berth' })).toThrow(
      'DATABASE_READ_URL must be a URL with scheme postgres or postgresql (got "mysql:")',
    );
    expect(() => loadConfig({ ...URL, DATABASE_READ_MAX_LAG_MS: '10' })).toThrow(
      'DATABASE_READ_MAX_LAG_MS must be a whole number from 50 to 600000 (got "10")',
    );
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://berth@db2/berth' })).toThrow(
      'DATABASE_READ_URL needs DATABASE_URL',
    );
  });
});
