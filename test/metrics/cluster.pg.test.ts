/**
 * `node --import tsx src/main/server.ts` with two workers (WORKERS=2, as `--workers 2`) on PostgreSQL: one scrape
 * of the primary's metrics listener shows the whole cluster. The workers' requests add up (the round robin
 * of node:cluster gives each about half, so a scrape of one worker alone would show about half), each
 * metric family appears once, and the database gauges are read once, not once per worker.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  holdOneCabin,
  partnerClient,
  serverProcessFixture,
  type ServerProcess,
} from '../support/server-process.js';

const fixture = serverProcessFixture({ env: { DATABASE_POOL_SIZE: '3' } });
let server: ServerProcess;
let metricsUrl: string;

const series = (text: string, name: string) =>
  text.split('\n').filter((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
const valueOf = (line: string | undefined) => Number(line?.split(' ').at(-1));

beforeAll(async () => {
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  server = await fixture.start({ WORKERS: '2', METRICS_PORT: String(metricsPort) });
  // The fixture returns once one worker answers; a worker counts in the scrape once it listens (cluster.ts),
  // so wait until both do: both pools in the sum, 2 × DATABASE_POOL_SIZE.
  for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
    const res = await fetch(metricsUrl);
    // A worker still starting is left out, not waited for: the scrape answers meanwhile.
    expect(res.status, server.output()).toBe(200);
    const text = await res.text();
    if (valueOf(series(text, 'berth_db_pool_max_connections')[0]) === 6) return;
  }
  throw new Error(`the two workers did not both serve within 60 s:\n${server.output()}`);
});
afterAll(async () => server?.stop());


describe('a cluster of two workers, scraped once', () => {
  it("adds up both workers' requests in one output, each family once", async () => {
    const REQUESTS = 40;
    for (let i = 0; i < REQUESTS; i++) {
      expect((await fetch(`${server.base}/no/such/page/${i}`)).status).toBe(404);
    }
    const res = await fetch(metricsUrl);
    expect(res.status, server.output()).toBe(200);
    const text = await res.text();
    const [count] = series(text, 'berth_http_request_duration_seconds_count').filter((l) =>
      l.includes('route="unmatched"'),
    );
    expect(valueOf(count)).toBe(REQUESTS);

    const types = text.split('\n').filter((l) => l.startsWith('# TYPE '));
    expect(new Set(types).size).toBe(types.length);
    // Both workers' pools, summed: 2 × DATABASE_POOL_SIZE.
    expect(valueOf(series(text, 'berth_db_pool_max_connections')[0])).toBe(6);
    expect(await fetch(`${server.base}/metrics`).then((r) => r.status)).toBe(404);
  });

  it('reads the database gauges once: one held booking shows as 1, not once per worker', async () => {
    const call = await partnerClient(server.base, 1);
    await holdOneCabin(call, server.base);
    const text = await (await fetch(metricsUrl)).text();
    const held = series(text, 'berth_held_bookings');
    expect(held).toEqual(['berth_held_bookings 1']);
    expect(series(text, 'berth_overdue_bookings')).toEqual(['berth_overdue_bookings 0']);
    expect(series(text, 'berth_webhook_oldest_pending_delivery_age_seconds')).toHaveLength(1);
  });
});
