/**
 * Webhooks end to end on one database: endpoints through the API, deliveries by the worker (driven tick by
 * tick on the test's clock) to real HTTP receivers on loopback. Signatures verify with the SDK's helper;
 * failures are retried with backoff until a 2xx, and then never again; a receiver that hangs is cut at the
 * time limit; a 3xx is not followed; 72 h of failures disable the endpoint, which the partner enables again;
 * one agency never receives another's events; the test event is not in the feed.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/platform/db/client.js';
import { runHousekeeping } from '../../src/main/housekeeping.js';
import { verifyWebhook } from '../../packages/sdk/src/webhooks.js';
import { type DeliveryWorker } from '../../src/domain/webhooks/index.js';
import { testDeliveryWorker } from '../support/delivery-worker.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { confirmBooking } from '../support/lifecycle.js';
import { v2Client, type V2Client } from '../support/v2.js';
import { waitUntil } from '../support/wait.js';
import { startReceiver, type Receiver } from './receiver.js';

let t: TestApp;
let api: V2Client;
let other: V2Client;
let worker: DeliveryWorker;
const receivers: Receiver[] = [];
/** The hanging receiver's test only: every other delivery has the contract's 10 s, however busy the machine. */
const TIMEOUT_MS = 300;
const RETRY_BASE_MS = 1000;

/** A delivery worker on the test's database and clock, with the test's retry base; `timeoutMs` the config's. */
const workerWith = (timeoutMs = t.config.webhooks.timeoutMs) =>
  testDeliveryWorker(
    { db: t.tdb.database.db, clock: t.clock, config: t.config },
    { settings: { timeoutMs, retryBaseMs: RETRY_BASE_MS } },
  );

beforeAll(async () => {
  t = await createTestApp();
  api = await v2Client(t.app, 1);
  other = await v2Client(t.app, 2);
  worker = workerWith();
});
afterAll(async () => {
  worker?.close();
  await t?.close();
});
afterEach(async () => {
  // Each test's endpoints are deleted, so that the next test's events go only to its own receivers.
  for (const client of [api, other]) {
    for (const w of (await client.call('GET', '/webhooks')).json().webhooks)
      await client.call('DELETE', `/webhooks/${w.webhookId}`);
  }
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

const receiver = async (...args: Parameters<typeof startReceiver>) => {
  const r = await startReceiver(...args);
  receivers.push(r);
  return r;
};

const register = async (
  client: V2Client,
  url: string,
  events = ['booking.confirmed', 'booking.cancelled', 'payment.received'],
) => {
  const res = await client.call('POST', '/webhooks', { url, events });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { webhookId: string; secret: string; url: string; events: string[]; createdAt: string };
};

const attempts = async (client: V2Client, webhookId: string) => {
  const res = await client.call('GET', `/webhooks/${webhookId}/deliveries`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().attempts as Array<Record<string, unknown>>;
};

/** Moves the clock past the longest wait before retry n (base * 2^(n-1)) and runs a tick. */
const retryTick = async (failedAttempts: number) => {
  t.clock.advance(RETRY_BASE_MS * 2 ** (failedAttempts - 1) + 1);
  return worker.runOnce();
};

describe('webhook endpoints', () => {
  it('are created with a secret shown once, listed without it, and deleted', async () => {
    const created = await register(api, 'http://127.0.0.1:4009/hooks');
    expect(created).toMatchObject({
      webhookId: expect.stringMatching(/^wh_/),
      url: 'http://127.0.0.1:4009/hooks',
      events: ['booking.confirmed', 'booking.cancelled', 'payment.received'],
      status: 'ACTIVE',
      disabledAt: null,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9_-]{43}$/),
    });
    const list = (await api.call('GET', '/webhooks')).json();
    expect(list.webhooks).toHaveLength(1);
    expect(list.webhooks[0]).not.toHaveProperty('secret');
    // At rest the secret is encrypted, not in clear.
    const [stored] = await queryRows<{ secret_ciphertext: string }>(
      t.tdb.database.db,
      sql`select secret_ciphertext from webhook_endpoints where id = ${created.webhookId}`,
    );
    expect(stored!.secret_ciphertext).toMatch(/^v1\./);
    expect(stored!.secret_ciphertext).not.toContain(created.secret.slice('whsec_'.length));
    expect((await api.call('DELETE', `/webhooks/${created.webhookId}`)).statusCode).toBe(204);
    expect((await api.call('GET', '/webhooks')).json().webhooks).toEqual([]);
    expect((await api.call('DELETE', `/webhooks/${created.webhookId}`)).json().code).toBe('WEBHOOK_NOT_FOUND');
  });

  it("are another agency's business only: 404 for every operation, never listed", async () => {
    const mine = await register(api, 'http://127.0.0.1:4009/hooks');
    expect((await other.call('GET', '/webhooks')).json().webhooks).toEqual([]);
    for (const [method, path] of [
      ['DELETE', `/webhooks/${mine.webhookId}`],
      ['GET', `/webhooks/${mine.webhookId}/deliveries`],
      ['POST', `/webhooks/${mine.webhookId}/enable`],
      ['POST', `/webhooks/${mine.webhookId}/test`],
      ['POST', `/webhooks/${mine.webhookId}/deliveries/whd_x/redeliver`],
    ] as const) {
      const res = await other.call(method, path);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json().code).toBe('WEBHOOK_NOT_FOUND');
    }
    expect((await api.call('GET', '/webhooks')).json().webhooks).toHaveLength(1);
  });

  it('refuse URLs the rules forbid, naming the field, and store nothing', async () => {
    for (const url of [
      'http://example.com/hooks', // http only for loopback in sandbox
      'ftp://127.0.0.1/x',
      'https://10.1.2.3/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hooks', // loopback only as 127.0.0.1 or localhost
      'https://[::ffff:10.0.0.1]/hooks',
      'https://user:pw@127.0.0.1/hooks',
      'not a url',
    ]) {
      const res = await api.call('POST', '/webhooks', { url, events: ['booking.confirmed'] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'WEBHOOK_URL_NOT_ALLOWED', errors: { url: [expect.any(String)] } });
    }
    // Loopback in sandbox mode only on SANDBOX_WEBHOOK_PORTS (4000-4099 by default): not a database's port.
    const port = await api.call('POST', '/webhooks', { url: 'http://127.0.0.1:5432/', events: ['booking.confirmed'] });
    expect(port.statusCode).toBe(400);
    expect(port.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(port.json()).toMatchObject({
      code: 'WEBHOOK_URL_NOT_ALLOWED',
      errors: {
        url: [
          'port 5432 is not allowed for 127.0.0.1 and localhost in sandbox mode (only SANDBOX_WEBHOOK_PORTS: 4000-4099)',
        ],
      },
    });
    const unknownType = await api.call('POST', '/webhooks', {
      url: 'http://127.0.0.1:4009/',
      events: ['booking.exploded'],
    });
    expect(unknownType.statusCode).toBe(400);
    expect((await api.call('GET', '/webhooks')).json().webhooks).toEqual([]);
  });

  it('answer a repeated create with the same Idempotency-Key with the same endpoint and secret', async () => {
    const body = { url: 'http://localhost:4009/hooks', events: ['booking.confirmed'] };
    const first = await api.call('POST', '/webhooks', body, { 'idempotency-key': 'wh-create-1' });
    const again = await api.call('POST', '/webhooks', body, { 'idempotency-key': 'wh-create-1' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const changed = await api.call(
      'POST',
      '/webhooks',
      { ...body, url: 'http://localhost:4008/x' },
      { 'idempotency-key': 'wh-create-1' },
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await api.call('GET', '/webhooks')).json().webhooks).toHaveLength(1);
    // Once the endpoint is deleted the key makes a new one.
    await api.call('DELETE', `/webhooks/${first.json().webhookId}`);
    const after = await api.call('POST', '/webhooks', body, { 'idempotency-key': 'wh-create-1' });
    expect(after.statusCode, after.body).toBe(201);
    expect(after.headers['idempotent-replayed']).toBeUndefined();
    expect(after.json().webhookId).not.toBe(first.json().webhookId);
  });
});

describe('delivery', () => {
  it('POSTs each subscribed event, signed so that the SDK helper verifies it', async () => {
    const r = await receiver();
    const hook = await register(api, r.url, ['booking.confirmed']);
    const booking = await confirmBooking(api);
    expect(await worker.runOnce()).toBe(1);
    expect(r.received).toHaveLength(1);
    const [got] = r.received;
    expect(got!.headers['content-type']).toBe('application/json');
    const event = verifyWebhook(got!.body, got!.headers['berth-signature'] as string, hook.secret, {
      now: t.clock.now(),
    });
    expect(event).toMatchObject({ type: 'booking.confirmed', data: { bookingId: booking.bookingId, version: 1 } });
    expect(got!.headers['berth-event-id']).toBe(event.id);
    // The same event as the feed serves.
    const feed = (await api.call('GET', '/events')).json().events;
    expect(feed.find((e: { id: string }) => e.id === event.id)).toEqual(event);
    // A wrong secret or a changed body does not verify.
    expect(() =>
      verifyWebhook(got!.body, got!.headers['berth-signature'] as string, 'whsec_wrong', { now: t.clock.now() }),
    ).toThrow();
    expect(() =>
      verifyWebhook(
        got!.body.replace('"version":1', '"version":2'),
        got!.headers['berth-signature'] as string,
        hook.secret,
        { now: t.clock.now() },
      ),
    ).toThrow();
    // Types it did not subscribe to are not sent: a cancellation.
    const q = (await api.call('POST', `/bookings/${booking.bookingId}/cancellation-quotes`)).json();
    expect(
      (
        await api.call('POST', `/bookings/${booking.bookingId}/cancellations`, {
          cancellationQuoteId: q.cancellationQuoteId,
        })
      ).statusCode,
    ).toBe(200);
    expect(await worker.runOnce()).toBe(0);
    expect(r.received).toHaveLength(1);
    expect(await attempts(api, hook.webhookId)).toEqual([
      expect.objectContaining({
        eventId: event.id,
        eventType: 'booking.confirmed',
        attempt: 1,
        statusCode: 200,
        error: null,
        deliveryStatus: 'DELIVERED',
      }),
    ]);
  });

  it('retries a receiver that answers 500 twice, then 200: three times, then never again', async () => {
    const r = await receiver((_req, i) => (i < 2 ? 500 : 200));
    const hook = await register(api, r.url);
    await confirmBooking(api);
    expect(await worker.runOnce()).toBe(1);
    expect(r.received).toHaveLength(1);
    // Not before its backoff is over.
    expect(await worker.runOnce()).toBe(0);
    expect(await retryTick(1)).toBe(1);
    expect(r.received).toHaveLength(2);
    expect(await retryTick(2)).toBe(1);
    expect(r.received).toHaveLength(3);
    for (let n = 3; n < 8; n++) expect(await retryTick(n)).toBe(0);
    expect(r.received).toHaveLength(3);
    const ids = new Set(r.received.map((x) => x.headers['berth-event-id']));
    expect(ids.size).toBe(1);
    const log = await attempts(api, hook.webhookId);
    expect(log.map((a) => [a.attempt, a.statusCode, a.error])).toEqual([
      [3, 200, null],
      [2, 500, 'answered 500'],
      [1, 500, 'answered 500'],
    ]);
    expect(log.every((a) => a.deliveryStatus === 'DELIVERED')).toBe(true);
  });

  it('times out a receiver that never answers, and retries it', async () => {
    const r = await receiver(() => 'hang');
    const hook = await register(api, r.url);
    await confirmBooking(api);
    const impatient = workerWith(TIMEOUT_MS);
    const started = Date.now();
    try {
      expect(await impatient.runOnce()).toBe(1);
    } finally {
      impatient.close();
    }
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 5000);
    const [attempt] = await attempts(api, hook.webhookId);
    expect(attempt).toMatchObject({
      statusCode: null,
      error: `timed out after ${TIMEOUT_MS} ms`,
      deliveryStatus: 'PENDING',
    });
    expect(attempt!.durationMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
  });

  it('does not follow a redirect: a 3xx is a failed attempt and nothing goes to the target', async () => {
    const target = await receiver();
    const r = await receiver(() => ({ status: 302, headers: { location: `${target.url}?from=redirect` } }));
    const hook = await register(api, r.url);
    await confirmBooking(api);
    await worker.runOnce();
    expect(r.received).toHaveLength(1);
    expect(target.connections()).toBe(0);
    expect((await attempts(api, hook.webhookId))[0]).toMatchObject({
      statusCode: 302,
      error: 'redirect (302) not followed',
    });
  });

  it('sends each agency only its own events', async () => {
    const mine = await receiver();
    const theirs = await receiver();
    const myHook = await register(api, mine.url);
    const theirHook = await register(other, theirs.url);
    const a = await confirmBooking(api);
    const b = await confirmBooking(other);
    await worker.runOnce();
    const bookingIds = (r: Receiver) => r.events().map((e) => e.data.bookingId);
    expect(bookingIds(mine)).toEqual([a.bookingId]);
    expect(bookingIds(theirs)).toEqual([b.bookingId]);
    for (const x of mine.received)
      verifyWebhook(x.body, x.headers['berth-signature'] as string, myHook.secret, { now: t.clock.now() });
    for (const x of theirs.received)
      verifyWebhook(x.body, x.headers['berth-signature'] as string, theirHook.secret, { now: t.clock.now() });
  });

  it('bounds the deliveries in flight per endpoint, while another endpoint is served', async () => {
    // A worker whose attempts last long enough to look at them in flight.
    const patient = workerWith(20_000);
    const slow = await receiver(() => 'hang');
    const fast = await receiver();
    await register(api, slow.url);
    await register(api, fast.url);
    for (let i = 0; i < 6; i++) await confirmBooking(api);
    const limit = t.config.webhooks.maxInFlightPerEndpoint;
    expect(limit).toBe(4);
    // One tick: 4 to each; as the fast endpoint's attempts end, their slots are refilled from its backlog at
    // once (no tick needed), while the slow one still holds its 4 slots and gets nothing more.
    expect(await patient.tick()).toBe(2 * limit);
    await waitUntil(() => fast.received.length === 6, { what: "the fast endpoint's six deliveries" });
    expect(slow.received.length).toBe(limit);
    await patient.tick();
    expect(slow.received.length).toBe(limit);
    await slow.close(); // its hanging answers fail now
    await patient.runOnce();
    patient.close();
  });
});

describe('test events and redelivery', () => {
  it('sends a webhook.test event that is not in the feed', async () => {
    const r = await receiver();
    const hook = await register(api, r.url, ['payment.received']);
    const feedBefore = (await api.call('GET', '/events')).json().events.length;
    const res = await api.call('POST', `/webhooks/${hook.webhookId}/test`);
    expect(res.statusCode, res.body).toBe(202);
    await worker.runOnce();
    const event = verifyWebhook(r.received[0]!.body, r.received[0]!.headers['berth-signature'] as string, hook.secret, {
      now: t.clock.now(),
    });
    expect(event).toEqual({
      id: res.json().eventId,
      type: 'webhook.test',
      createdAt: expect.any(String),
      data: { webhookId: hook.webhookId },
    });
    expect((await api.call('GET', '/events')).json().events.length).toBe(feedBefore);
  });

  it('redelivers a delivered event as a new delivery with the same event id', async () => {
    const r = await receiver();
    const hook = await register(api, r.url);
    await confirmBooking(api);
    await worker.runOnce();
    const [first] = await attempts(api, hook.webhookId);
    const res = await api.call('POST', `/webhooks/${hook.webhookId}/deliveries/${first!.deliveryId}/redeliver`);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ deliveryId: expect.stringMatching(/^whd_/), eventId: first!.eventId });
    await worker.runOnce();
    expect(r.received.map((x) => x.headers['berth-event-id'])).toEqual([first!.eventId, first!.eventId]);
    expect(r.received[1]!.body).toBe(r.received[0]!.body);
    const unknown = await api.call('POST', `/webhooks/${hook.webhookId}/deliveries/whd_nope/redeliver`);
    expect(unknown.json().code).toBe('DELIVERY_NOT_FOUND');
  });
});

describe('an endpoint failing for 72 h', () => {
  it('is disabled (the partner sees it), gets nothing more, and can be enabled again', async () => {
    let healthy = false;
    const r = await receiver(() => (healthy ? 200 : 503));
    const hook = await register(api, r.url);
    await confirmBooking(api);
    await worker.runOnce();
    // Retry until 72 h have passed since the first failure.
    for (let n = 1; n <= 73; n++) {
      t.clock.advance(3_600_000 + 1);
      await worker.runOnce();
    }
    const fresh = await v2Client(t.app, 1); // the token of an hour-advanced clock has expired
    const [listed] = (await fresh.call('GET', '/webhooks')).json().webhooks;
    expect(listed).toMatchObject({ webhookId: hook.webhookId, status: 'DISABLED', disabledAt: expect.any(String) });
    const log = await attempts(fresh, hook.webhookId);
    expect(log.every((a) => a.deliveryStatus === 'FAILED')).toBe(true);
    const tried = r.received.length;
    // While disabled: no new deliveries, no test events.
    await confirmBooking(fresh);
    t.clock.advance(3_600_000);
    await worker.runOnce();
    expect(r.received.length).toBe(tried);
    expect((await fresh.call('POST', `/webhooks/${hook.webhookId}/test`)).json().code).toBe('WEBHOOK_DISABLED');
    // Enabled again: the next event arrives.
    healthy = true;
    const enabled = await fresh.call('POST', `/webhooks/${hook.webhookId}/enable`);
    expect(enabled.json()).toMatchObject({ status: 'ACTIVE', disabledAt: null });
    const next = await confirmBooking(fresh);
    await worker.runOnce();
    expect(r.events().at(-1)).toMatchObject({ type: 'booking.confirmed', data: { bookingId: next.bookingId } });
    api = fresh;
    other = await v2Client(t.app, 2);
  });
});

describe('housekeeping', () => {
  it('removes deliveries settled more than 30 days ago with their attempts, never pending ones', async () => {
    const r = await receiver(() => 500);
    const hook = await register(api, r.url);
    await confirmBooking(api);
    await worker.runOnce(); // fails: pending, retried
    const count = async (where: string) =>
      (
        await queryRows<{ n: number }>(
          t.tdb.database.db,
          sql.raw(`select count(*)::int as n from webhook_deliveries where ${where}`),
        )
      )[0]!.n;
    const settled = await count(`status <> 'PENDING'`);
    expect(settled).toBeGreaterThan(0);
    t.clock.advance(31 * 86_400_000);
    const removed = await runHousekeeping(t.tdb.database.db, t.clock);
    expect(removed.webhookDeliveries).toBe(settled);
    expect(await count(`status <> 'PENDING'`)).toBe(0);
    expect(await count(`endpoint_id = '${hook.webhookId}' and status = 'PENDING'`)).toBe(1);
    const fresh = await v2Client(t.app, 1);
    expect((await attempts(fresh, hook.webhookId)).map((a) => a.statusCode)).toEqual([500]);
    api = fresh;
    other = await v2Client(t.app, 2);
  });
});
