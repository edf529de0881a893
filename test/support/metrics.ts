/**
 * A test app measured as server.ts measures a single server: its own registry, the pool and database gauges
 * registered, and the metrics listener on a port of the system's choice (so that test files running together
 * never meet on 9464).
 */
import { databaseReadings } from '../../src/main/metric-readings.js';
import {
  createMetrics,
  registerDatabaseGauges,
  registerPoolMetrics,
  registryRender,
  startMetricsListener,
  type Metrics,
  type MetricsListener,
} from '../../src/platform/metrics/index.js';
import { createTestApp, type TestApp } from './app.js';

export interface MeasuredApp {
  t: TestApp;
  metrics: Metrics;
  listener: MetricsListener;
  close(): Promise<void>;
}

export async function createMeasuredApp(env: Record<string, string> = {}): Promise<MeasuredApp> {
  const metrics = createMetrics();
  const t = await createTestApp({ metrics, env });
  registerPoolMetrics(metrics.registry, t.tdb.database.pool);
  registerDatabaseGauges(metrics.registry, databaseReadings(t.tdb.database.db, t.clock));
  const listener = await startMetricsListener({
    host: '127.0.0.1',
    port: 0,
    render: registryRender(metrics.registry),
  });
  return {
    t,
    metrics,
    listener,
    close: async () => {
      await listener.close();
      await t.close();
    },
  };
}
