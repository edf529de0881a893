/**
 * `GET /metrics` passes `promtool check metrics`, which the operator's alerting runs on its targets (issue 37,
 * item 17): prom-client's default metrics include three gauges named `nodejs_active_*_total`, and a gauge must
 * not end in `_total`. The scrape is the one server.ts serves (the app's registry with the pool and database
 * gauges, requests observed), and the cluster's (workers' registries added up by prom-client's aggregation);
 * promtool is Prometheus's own (test/support/promtool.ts finds or fetches it).
 */
import { spawnSync } from 'node:child_process';
import { AggregatorRegistry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeasuredApp, type MeasuredApp } from '../support/metrics.js';
import { promtoolPath } from '../support/promtool.js';

let measured: MeasuredApp;
let promtool: string;

beforeAll(async () => {
  promtool = promtoolPath();
  measured = await createMeasuredApp();
  // Series in the request histogram, as a serving instance has them.
  await measured.t.app.inject({ url: '/health/live' });
  await measured.t.app.inject({ url: '/nope' });
}, 120_000);
afterAll(() => measured?.close());

/** promtool's findings on `text` (exit status and what it printed). */
function check(text: string): { status: number | null; findings: string } {
  const run = spawnSync(promtool, ['check', 'metrics'], { input: text, encoding: 'utf8' });
  return { status: run.status, findings: `${run.stdout}${run.stderr}`.trim() };
}

describe('promtool check metrics', () => {
  it('refuses a gauge ending in _total (sanity check of the tool itself)', () => {
    const { status, findings } = check('# HELP x_total A gauge.\n# TYPE x_total gauge\nx_total 1\n');
    expect(status).not.toBe(0);
    expect(findings).toMatch(/x_total non-counter metrics should not have "_total" suffix/);
  });

  it("passes an instance's GET /metrics", async () => {
    const text = await (await fetch(`http://127.0.0.1:${measured.listener.port}/metrics`)).text();
    // What it checks is a real scrape: Node's default metrics, the request histogram, the pool.
    expect(text).toMatch(/^nodejs_active_handles\{type="\w+"\} \d+$/m);
    expect(text).toMatch(/^berth_http_request_duration_seconds_count\{/m);
    expect(text).toMatch(/^berth_db_pool_max_connections \d+$/m);
    expect(check(text)).toEqual({ status: 0, findings: '' });
  });

  it("passes the cluster's aggregated metrics", async () => {
    const workers = [
      await measured.metrics.registry.getMetricsAsJSON(),
      await measured.metrics.registry.getMetricsAsJSON(),
    ];
    const text = await AggregatorRegistry.aggregate(workers).metrics();
    expect(text).toMatch(/^nodejs_active_handles\{type="\w+"\} \d+$/m);
    expect(check(text)).toEqual({ status: 0, findings: '' });
  });
});
