/**
 * The read replica's figures (db/read-routing.ts), registered only when DATABASE_READ_URL is set:
 *
 * - berth_db_routed_reads_total{target}: the reads that may come from the replica (search's, availability's), by
 *   where they went; `primary` counts those the replica could not take (lagging, down, failed mid-read).
 * - berth_db_replica_lag_seconds: at most how far the replica's data is behind the primary's, as the last probe
 *   measured it and aged since (it grows while the replica is unreachable). Absent until first measured.
 * - berth_db_replica_in_use: 1 while reads go to the replica, 0 while they go to the primary.
 *
 * Across a cluster's workers (cluster.ts) the counts add up; the lag is the largest a worker sees and "in use"
 * the smallest (0 if any worker has left the replica).
 */
import { Counter, Gauge, type Registry } from 'prom-client';

/** What the metrics read of the routing (db/read-routing.ts ReadRouting): at each scrape, no query. */
export interface ReadRoutingView {
  status(): { target: 'replica' | 'primary'; lagMs?: number };
  counts(): Record<'replica' | 'primary', number>;
}

export function registerReadRoutingMetrics(registry: Registry, routing: ReadRoutingView): void {
  const counted = { replica: 0, primary: 0 };
  new Counter({
    name: 'berth_db_routed_reads_total',
    help: 'Reads that may come from the read replica (search, availability), by where they went (replica, primary).',
    labelNames: ['target'] as const,
    registers: [registry],
    collect() {
      const now = routing.counts();
      for (const target of ['replica', 'primary'] as const) {
        this.inc({ target }, now[target] - counted[target]);
        counted[target] = now[target];
      }
    },
  });
  new Gauge({
    name: 'berth_db_replica_lag_seconds',
    help: "At most how far the read replica's data is behind the primary's (WAL replayed vs written; DATABASE_READ_MAX_LAG_MS bounds its use).",
    registers: [registry],
    aggregator: 'max',
    collect() {
      const { lagMs } = routing.status();
      if (lagMs !== undefined) this.set(lagMs / 1000);
    },
  });
  new Gauge({
    name: 'berth_db_replica_in_use',
    help: 'Whether reads go to the read replica now (1) or to the primary (0: lagging past the bound, down, not a standby).',
    registers: [registry],
    aggregator: 'min',
    collect() {
      this.set(routing.status().target === 'replica' ? 1 : 0);
    },
  });
}
