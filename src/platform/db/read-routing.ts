/**
 * Reads that may come from a PostgreSQL streaming replica (DATABASE_READ_URL): search's (and availability's, once
 * it reads through here).
 *
 * A read that goes through `ReadRouting.read` runs on the replica while the replica's data is at most
 * DATABASE_READ_MAX_LAG_MS behind the primary's, else on the primary. Deciding costs no round trip: a probe in
 * the background (every probeIntervalMs: a fifth of the bound, at most 250 ms) measures the lag, and each read
 * looks at what the probe last found.
 * Writes, and every read a write decides on (a hold's availability, the session a create books from, a
 * confirm's checks), never come here: they use the primary's `Db` as before.
 *
 * How the lag is measured, and why not otherwise:
 * - `now() - pg_last_xact_replay_timestamp()` on the replica is the age of the last transaction it replayed, not
 *   how far it is behind: on a quiet primary it grows without end though the replica has everything, and it
 *   compares the replica's clock with the commit's on the primary.
 * - A heartbeat row written by the primary every few hundred ms would work, but is a write per instance (WAL,
 *   a table and its vacuum) to learn what the WAL positions already say.
 * - So the probe reads the primary's WAL write position (`pg_current_wal_lsn()`) and the replica's replay
 *   position (`pg_last_wal_replay_lsn()`), and keeps the primary's positions with the instant (this process's
 *   monotonic clock) just before each was read. Every transaction committed before instant t has its commit
 *   record below the position read after t. So once the replica has replayed past a sample's position, it shows
 *   every commit made before that sample's instant: its data is at most `now - t` old, t the newest such sample
 *   (`replayedAsOf`). The bound is an upper one: it counts the probe's interval, and it keeps growing between
 *   probes, so a replica that stops answering, or a probe that hangs, ages out of use by itself, with no timer
 *   of its own. One clock (this process's) measures it: neither server's clock matters. The write position, not
 *   the insert position (pg_current_wal_insert_lsn): the replica can only replay what was written, and on a
 *   quiet primary the insert position may stand a page header past the last record, which no replay reaches.
 *   A commit with synchronous_commit = on is visible only once written; with it off (Berth never sets it) a
 *   commit may be seen up to wal_writer_delay (200 ms) before it is written, and the age understated by that.
 *
 * What an answer from the replica says: its age, `ageMs` (that upper bound when the read ended), which the
 * channel sends (the X-Data-Age-Ms header, platform/http/data-age.ts). The replica is also left for the
 * primary when it is down or refuses the connection (a probe failed, or a read did: that read is run again on the
 * primary, it was only a read), when it is not a standby (promoted, or the URL names a primary), and when it is a
 * standby of another cluster (its system identifier differs from the primary's).
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { DatabaseTimeouts } from '../../kernel/config.js';
import { databaseFault } from './availability.js';
import { openDatabase, type Database, type Db } from './client.js';

/** Where a routed read went, and why the replica was not used. */
export type ReadTarget = 'replica' | 'primary';
export type PrimaryReason = 'starting' | 'lagging' | 'unreachable' | 'not-a-standby' | 'other-cluster' | 'failed';

export interface ReadRoutingStatus {
  /** Where a read would go now. */
  target: ReadTarget;
  /** Why the primary, when it is. */
  reason?: PrimaryReason;
  /** The replica's data is at most this old (ms), as of now; undefined until a probe has measured it. */
  lagMs?: number;
  maxLagMs: number;
  /** The last probe's failure, when the replica is unreachable (a message, never a credential). */
  error?: string;
}

export interface RoutedRead<T> {
  value: T;
  /** Set when the replica answered: at most how old its data was (ms) when the read ended. */
  ageMs?: number;
}

export interface ReadRouting {
  /** Whether a replica is configured (false: every read is the primary's). */
  readonly replicated: boolean;
  /**
   * Runs a read-only `read` on the replica when its lag is under the bound, else on the primary; on the primary
   * again when the replica fails it (it changes nothing, so running it twice is safe). `read` must not write.
   */
  read<T>(read: (db: Db) => Promise<T>): Promise<RoutedRead<T>>;
  status(): ReadRoutingStatus;
  /** Reads routed so far, by where they went (the metrics read them: metrics/read-routing.ts). */
  counts(): Record<ReadTarget, number>;
  close(): Promise<void>;
}

/** No replica: every read is the primary's, with no age. */
export function primaryReads(db: Db): ReadRouting {
  let reads = 0;
  return {
    replicated: false,
    read: async (read) => {
      reads++;
      return { value: await read(db) };
    },
    status: () => ({ target: 'primary', maxLagMs: 0 }),
    counts: () => ({ replica: 0, primary: reads }),
    close: async () => {},
  };
}

/** One reading of the primary's WAL write position, and the instant (performance.now()) before it was asked. */
export interface LsnSample {
  atMs: number;
  lsn: bigint;
}

/**
 * The newest instant at which the replica had everything the primary had written: the newest sample at or
 * below the replay position. Undefined when the replica is behind every sample kept (older than the window).
 */
export function replayedAsOf(samples: readonly LsnSample[], replayLsn: bigint): number | undefined {
  let asOf: number | undefined;
  for (const s of samples) if (s.lsn <= replayLsn && (asOf === undefined || s.atMs > asOf)) asOf = s.atMs;
  return asOf;
}

/** How often the lag is measured: a fifth of the bound, between 20 and 250 ms (the bound's resolution). */
export const probeIntervalMs = (maxLagMs: number) => Math.min(250, Math.max(20, Math.floor(maxLagMs / 5)));

/** How long samples are kept: the replica's lag is known up to this; beyond it, only that it is at least this. */
const SAMPLE_WINDOW_MS = 60_000;

interface PrimaryProbe {
  lsn: bigint;
  system: string;
}
interface ReplicaProbe {
  replayLsn: bigint | null;
  inRecovery: boolean;
  system: string;
}

/**
 * The routing's state, apart from the connections: the samples, what the last probe found, the counts. Tested
 * alone (test/db/read-routing.test.ts) with a clock of its own.
 */
export class ReplicaLag {
  private samples: LsnSample[] = [];
  private asOfMs: number | undefined;
  private unusable: PrimaryReason | undefined = 'starting';
  private lastError: string | undefined;

  constructor(
    readonly maxLagMs: number,
    private readonly nowMs: () => number = () => performance.now(),
  ) {}

  /** A probe's findings: `primary` read after `atMs`, `replica` at about the same time (either may have failed). */
  measured(atMs: number, primary: PrimaryProbe | Error, replica: ReplicaProbe | Error): void {
    if (!(primary instanceof Error)) {
      this.samples.push({ atMs, lsn: primary.lsn });
      const oldest = this.nowMs() - SAMPLE_WINDOW_MS;
      while (this.samples.length > 1 && this.samples[0]!.atMs < oldest) this.samples.shift();
    }
    if (replica instanceof Error) {
      this.unusable = 'unreachable';
      this.lastError = replica.message;
      return;
    }
    this.lastError = undefined;
    if (!replica.inRecovery || replica.replayLsn === null) this.unusable = 'not-a-standby';
    else if (!(primary instanceof Error) && primary.system !== replica.system) this.unusable = 'other-cluster';
    else {
      this.unusable = undefined;
      // Replay only moves forward, so an earlier finding still holds when this one finds no sample below it.
      const asOf = replayedAsOf(this.samples, replica.replayLsn);
      if (asOf !== undefined && (this.asOfMs === undefined || asOf > this.asOfMs)) this.asOfMs = asOf;
    }
  }

  /** A read on the replica failed for the database's sake: the primary until a probe finds it answering again. */
  failed(error: unknown): void {
    if (databaseFault(error) !== 'unavailable') return;
    this.unusable = 'failed';
    this.lastError = (error as Error)?.message;
  }

  /** The replica's data is at most this old now (ms); undefined when not measured yet. */
  lagMs(): number | undefined {
    if (this.asOfMs !== undefined) return this.nowMs() - this.asOfMs;
    // Behind every sample kept: at least as old as the oldest (its exact age is past knowing, and past the bound).
    return this.unusable === undefined && this.samples.length > 0 ? this.nowMs() - this.samples[0]!.atMs : undefined;
  }

  status(): ReadRoutingStatus {
    const lag = this.lagMs();
    const lagMs = lag === undefined ? undefined : Math.ceil(lag);
    const base = { maxLagMs: this.maxLagMs, ...(lagMs !== undefined ? { lagMs } : {}) };
    if (this.unusable) {
      return {
        ...base,
        target: 'primary',
        reason: this.unusable,
        ...(this.lastError ? { error: this.lastError } : {}),
      };
    }
    if (lag === undefined || lag > this.maxLagMs) return { ...base, target: 'primary', reason: 'lagging' };
    return { ...base, target: 'replica' };
  }
}

const PRIMARY_PROBE = `select (pg_current_wal_lsn() - '0/0'::pg_lsn)::text as lsn,
  (select system_identifier::text from pg_control_system()) as system`;
const REPLICA_PROBE = `select (pg_last_wal_replay_lsn() - '0/0'::pg_lsn)::text as lsn, pg_is_in_recovery() as recovery,
  (select system_identifier::text from pg_control_system()) as system`;

/** A connection of the probe's own (never the pools', which a busy instance may have exhausted). */
function probePool(url: string, applicationName: string, timeoutMs: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 1,
    connectionTimeoutMillis: timeoutMs,
    // Client side: a server that stopped answering (frozen, partitioned) must not hold the probe.
    query_timeout: timeoutMs,
    application_name: applicationName,
    idleTimeoutMillis: 0,
  });
  pool.on('error', () => {}); // an idle connection that dropped: the next probe connects again
  return pool;
}

export interface ReadReplicaOptions {
  primary: Db;
  primaryUrl: string;
  replicaUrl: string;
  maxLagMs: number;
  poolSize: number;
  timeouts?: DatabaseTimeouts;
  /** Between two probes (probeIntervalMs(maxLagMs) by default); a test of a failed read sets it long. */
  probeIntervalMs?: number;
  /** A replica connection's error, or a probe's first failure after a success; logged by the caller. */
  onError?: (error: Error, what: 'connection' | 'probe') => void;
}

/**
 * The replica's pool and the probe, started: the first probe has run (so a replica that is there serves from
 * the first request). Its pool is the service's, with application_name `berth-read` (pg_stat_activity on the
 * replica shows it), the same size and timeouts.
 */
export async function openReadReplica(options: ReadReplicaOptions): Promise<ReadRouting> {
  const { primary, maxLagMs } = options;
  const replica: Database = await openDatabase({
    url: options.replicaUrl,
    poolSize: options.poolSize,
    applicationName: 'berth-read',
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    onConnectionError: (error) => options.onError?.(error, 'connection'),
  });
  const interval = options.probeIntervalMs ?? probeIntervalMs(maxLagMs);
  const probeTimeout = Math.max(1000, maxLagMs);
  const primaryProbe = probePool(options.primaryUrl, 'berth-read-probe', probeTimeout);
  const replicaProbe = probePool(options.replicaUrl, 'berth-read-probe', probeTimeout);
  const lag = new ReplicaLag(maxLagMs);
  const counts: Record<ReadTarget, number> = { replica: 0, primary: 0 };

  let reported = false;
  async function probe(): Promise<void> {
    const atMs = performance.now();
    const [p, r] = await Promise.allSettled([
      primaryProbe.query<{ lsn: string; system: string }>(PRIMARY_PROBE),
      replicaProbe.query<{ lsn: string | null; recovery: boolean; system: string }>(REPLICA_PROBE),
    ]);
    const primaryFound =
      p.status === 'fulfilled'
        ? { lsn: BigInt(p.value.rows[0]!.lsn), system: p.value.rows[0]!.system }
        : asError(p.reason);
    const replicaFound =
      r.status === 'fulfilled'
        ? {
            replayLsn: r.value.rows[0]!.lsn === null ? null : BigInt(r.value.rows[0]!.lsn),
            inRecovery: r.value.rows[0]!.recovery,
            system: r.value.rows[0]!.system,
          }
        : asError(r.reason);
    lag.measured(atMs, primaryFound, replicaFound);
    // A failure is reported once, not every 250 ms while it lasts.
    const failure =
      replicaFound instanceof Error ? replicaFound : primaryFound instanceof Error ? primaryFound : undefined;
    if (failure && !reported) options.onError?.(failure, 'probe');
    reported = failure !== undefined;
  }

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = probe().catch((error: unknown) => options.onError?.(asError(error), 'probe'));
  // One probe at a time: the next is scheduled when the last has ended, however long it took.
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = probe()
        .catch((error: unknown) => options.onError?.(asError(error), 'probe'))
        .finally(schedule);
    }, interval);
    timer.unref();
  };
  await running;
  schedule();

  return {
    replicated: true,
    async read(read) {
      if (lag.status().target === 'primary') {
        counts.primary++;
        return { value: await read(primary) };
      }
      const started = lag.lagMs() ?? 0;
      const startedAt = performance.now();
      try {
        const value = await read(replica.db);
        counts.replica++;
        // The data is as of when the lag was last measured, at the latest: its age grew while the read ran.
        return { value, ageMs: Math.ceil(started + (performance.now() - startedAt)) };
      } catch (error) {
        if (!databaseFault(error)) throw error;
        lag.failed(error);
        counts.primary++;
        return { value: await read(primary) };
      }
    },
    status: () => lag.status(),
    counts: () => ({ ...counts }),
    async close() {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
      await Promise.all([primaryProbe.end(), replicaProbe.end(), replica.close()]);
    },
  };
}

const asError = (reason: unknown): Error => (reason instanceof Error ? reason : new Error(String(reason)));
