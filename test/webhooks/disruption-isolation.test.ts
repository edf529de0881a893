/**
 * A disruption on a sailing with bookings of two agencies: each agency's webhook endpoint gets only its own
 * bookings' events (booking.disrupted, then booking.cancelled for a cancelled sailing), each signed with that
 * endpoint's secret.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../packages/sdk/src/webhooks.js';
import { queryRows } from '../../src/platform/db/client.js';
import { createDisruptionService } from '../../src/domain/disruptions/index.js';
import { createSessionStore } from '../../src/domain/sessions/session-store.js';
import { testDeliveryWorker } from '../support/delivery-worker.js';
import { createTestApp, FIRST_DEPARTURE_DAY, type TestApp } from '../support/app.js';
import { confirmBooking } from '../support/lifecycle.js';
import { v2Client, type V2Client } from '../support/v2.js';
import { startReceiver, type Receiver } from './receiver.js';
import { bookingRecords } from '../../src/main/services.js';

let t: TestApp;
let one: V2Client;
let two: V2Client;
const receivers: Receiver[] = [];

beforeAll(async () => {
  t = await createTestApp();
  one = await v2Client(t.app, 1);
  two = await v2Client(t.app, 2);
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await t?.close();
});

describe('a disruption on a sailing with bookings of two agencies', () => {
  it("sends each agency's endpoint only its own bookings' events", async () => {
    const events = ['booking.disrupted', 'booking.cancelled'];
    const endpoints = [];
    for (const client of [one, two]) {
      const receiver = await startReceiver();
      receivers.push(receiver);
      const res = await client.call('POST', '/webhooks', { url: receiver.url, events });
      expect(res.statusCode, res.body).toBe(201);
      endpoints.push({ receiver, secret: res.json().secret as string });
    }
    const mine = [await confirmBooking(one), await confirmBooking(one, { grade: 'I2' })].map((b) => b.bookingId);
    const theirs = [await confirmBooking(two)].map((b) => b.bookingId);

    const db = t.tdb.database.db;
    const [sailing] = await queryRows<{ ship_code: string }>(
      db,
      sql`select s.ship_code from sailings s join sailing_calls c on c.sailing_id = s.id and c.seq = 0
          where c.port_code = 'BGO' and c.departure_at::date = ${FIRST_DEPARTURE_DAY}::date order by s.id limit 1`,
    );
    const disruptions = createDisruptionService({
      db,
      clock: t.clock,
      records: bookingRecords,
      timeZone: t.config.operatorTimeZone,
      sessions: createSessionStore({
        clock: t.clock,
        idleSeconds: t.config.sessionIdleSeconds,
        maxSeconds: t.config.sessionMaxSeconds,
      }),
    });
    const recorded = await disruptions.record(
      { sailing: `${sailing!.ship_code}+${FIRST_DEPARTURE_DAY}`, kind: 'SAILING_CANCELLED' },
      { recordedBy: 'test-operator' },
    );
    expect(recorded.affectedBookings).toHaveLength(3);

    const worker = testDeliveryWorker({ db, clock: t.clock, config: t.config });
    await worker.runOnce();
    worker.close();

    for (const [i, own] of [mine, theirs].entries()) {
      const { receiver, secret } = endpoints[i]!;
      const got = receiver.received.map((r) =>
        verifyWebhook(r.body, r.headers['berth-signature'] as string, secret, { now: t.clock.now() }),
      );
      // Each of its bookings: disrupted (version 2), then cancelled (version 3); nothing of the other agency.
      expect(got.map((e) => `${String(e.data.bookingId)} ${e.type} v${String(e.data.version)}`).sort()).toEqual(
        own.flatMap((id) => [`${id} booking.cancelled v3`, `${id} booking.disrupted v2`]).sort(),
      );
    }
  });
});
