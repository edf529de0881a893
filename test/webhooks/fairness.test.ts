/**
 * Noisy neighbours: agencies whose endpoints accept the connection and never answer, flooded with test
 * events, must not delay another agency's deliveries. The other agency's delivery arrives while the hanging
 * attempts are still hanging (none of them has timed out or been recorded yet), with the worker's default
 * size and with a small one that a few agencies could fill. And one agency's endpoints together hold at most
 * WEBHOOK_MAX_IN_FLIGHT_PER_AGENCY attempts, across two workers (two instances) on one database.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/kernel/clock.js';
import { loadConfig } from '../../src/kernel/config.js';
import { queryRows } from '../../src/platform/db/client.js';
import { webhookSecretBox } from '../../src/domain/webhooks/index.js';
import { testDeliveryWorker } from '../support/delivery-worker.js';
import { createWebhookService } from '../../src/domain/webhooks/service.js';
import { fairOrder } from '../../src/domain/webhooks/worker.js';
import { systemResolver } from '../../src/domain/webhooks/url-policy.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { waitUntil } from '../support/wait.js';
import { startReceiver, type Receiver } from './receiver.js';

/**
 * The hanging attempts' time limit: far longer than the test waits for the other agency's delivery (which
 * is generous, for a loaded machine: the worker delivers it in well under a second).
 */
const HANG_MS = 60_000;

let tdb: TestDatabase;
const clock = new ManualClock('2027-01-05T09:00:00Z');
const config = loadConfig({});
const receivers: Receiver[] = [];

beforeAll(async () => {
  tdb = await createTestDatabase({ start: 'migrated' });
});
afterEach(async () => {
  // What a test queued and did not send is not the next test's business.
  await tdb.database.db.execute(sql`update webhook_deliveries set status = 'FAILED' where status = 'PENDING'`);
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await tdb?.close();
});

const service = () =>
  createWebhookService({
    db: tdb.database.db,
    clock,
    mode: 'sandbox',
    sandboxPorts: config.webhooks.sandboxPorts,
    secrets: webhookSecretBox(tdb.database.db, config),
    resolve: systemResolver,
  });

const workerWith = (maxInFlight?: number) =>
  testDeliveryWorker(
    { db: tdb.database.db, clock, config },
    { settings: { timeoutMs: HANG_MS }, ...(maxInFlight ? { maxInFlight } : {}) },
  );

async function newAgency(): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    tdb.database.db,
    sql`insert into agencies (name, market, currencies, client_id, client_secret_hash)
        values ('Neighbour', 'NO', '{NOK}', ${`fair-${Math.random().toString(36).slice(2)}`}, 'x') returning id`,
  );
  return row!.id;
}

async function receiver(respond?: Parameters<typeof startReceiver>[0]) {
  const r = await startReceiver(respond);
  receivers.push(r);
  return r;
}

/** An agency with `endpoints` endpoints on `base` (distinct paths), each with `events` test events queued. */
async function floodingAgency(base: Receiver, endpoints: number, events: number): Promise<string[]> {
  const agencyId = await newAgency();
  const ids: string[] = [];
  for (let i = 0; i < endpoints; i++) {
    const { endpoint } = await service().create(
      agencyId,
      { url: `${base.url}/${agencyId}/${i}`, events: ['booking.confirmed'] },
      undefined,
    );
    ids.push(endpoint.webhookId);
    for (let e = 0; e < events; e++) await service().sendTest(agencyId, endpoint.webhookId);
  }
  return ids;
}

const attemptsOf = async (endpointIds: string[]) => {
  const [row] = await queryRows<{ n: number }>(
    tdb.database.db,
    sql`select count(*)::int as n from webhook_attempts where endpoint_id in (${sql.join(
      endpointIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return row!.n;
};

describe('agencies whose endpoints hang', () => {
  it.each([
    { workerSize: 'the default size', maxInFlight: undefined, flooders: 2 },
    { workerSize: 'a size three such agencies exceed', maxInFlight: 16, flooders: 3 },
  ])(
    "do not delay another agency's delivery, with $workerSize",
    async ({ maxInFlight, flooders }) => {
      const hang = await receiver(() => 'hang');
      const fast = await receiver();
      const hanging: string[] = [];
      for (let a = 0; a < flooders; a++) hanging.push(...(await floodingAgency(hang, 10, 6)));
      const other = await newAgency();
      const { endpoint } = await service().create(other, { url: fast.url, events: ['booking.confirmed'] }, undefined);

      const worker = workerWith(maxInFlight);
      const stop = worker.start(50);
      try {
        // The flood is in flight (every endpoint of the first agencies has been reached) ...
        await waitUntil(() => hang.received.length >= 2 * config.webhooks.maxInFlightPerAgency, { what: 'the flood' });
        // ... when the other agency's test event is queued: it arrives while they all still hang.
        await service().sendTest(other, endpoint.webhookId);
        await waitUntil(() => fast.received.length === 1, { within: HANG_MS / 2, what: "the other agency's delivery" });
        expect(await attemptsOf(hanging)).toBe(0);
      } finally {
        await hang.close(); // the hanging attempts fail now, and the worker can stop
        await stop();
      }
      expect(fast.events()[0]).toMatchObject({ type: 'webhook.test', data: { webhookId: endpoint.webhookId } });
    },
    180_000, // the flood alone took over 30 s at load 20
  );

  it("hold at most WEBHOOK_MAX_IN_FLIGHT_PER_AGENCY of one agency's attempts, across two instances", async () => {
    const hang = await receiver(() => 'hang');
    await floodingAgency(hang, 10, 2);
    const [a, b] = [workerWith(), workerWith()];
    try {
      for (let i = 0; i < 3; i++) await Promise.all([a.tick(), b.tick()]);
      await waitUntil(() => hang.received.length >= config.webhooks.maxInFlightPerAgency, { what: 'the bound reached' });
      for (let i = 0; i < 3; i++) await Promise.all([a.tick(), b.tick()]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(hang.received.length).toBe(config.webhooks.maxInFlightPerAgency);
    } finally {
      await hang.close(); // the hanging attempts fail now; runOnce waits for them to be recorded
      await Promise.all([a.runOnce(), b.runOnce()]);
      a.close();
      b.close();
    }
  });
});

describe('fairOrder', () => {
  it("serves every agency's first endpoint before any agency's second, the least busy agencies first", () => {
    const due = [
      { agencyId: 'A', endpointId: 'a1' },
      { agencyId: 'A', endpointId: 'a2' },
      { agencyId: 'A', endpointId: 'a3' },
      { agencyId: 'B', endpointId: 'b1' },
      { agencyId: 'C', endpointId: 'c1' },
      { agencyId: 'C', endpointId: 'c2' },
    ];
    expect(fairOrder(due, new Map()).map((d) => d.endpointId)).toEqual(['a1', 'b1', 'c1', 'a2', 'c2', 'a3']);
    expect(fairOrder(due, new Map([['A', 8]])).map((d) => d.endpointId)).toEqual(['b1', 'c1', 'a1', 'c2', 'a2', 'a3']);
  });
});
