/**
 * At least once, across instances and crashes: server processes on one PostgreSQL database deliver webhooks
 * to one receiver while partners make a few hundred events through two of them; the delivering instance is
 * killed (SIGKILL) while its deliveries are in flight, then it and a third instance deliver side by side. Every event of the agency reaches the
 * receiver (duplicates allowed, losses not); no event is ever being delivered twice at the same moment, and the endpoint never has more deliveries in flight than its bound.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.js';
import { confirmOneCabin, partnerClient, serverProcessFixture } from '../support/server-process.js';
import { listenOnSandboxPort } from './receiver.js';

const onPostgres = Boolean(testDatabaseUrl);
let receiver: Server;

// Registered before the fixture, so it runs after the fixture has stopped the servers.
afterAll(async () => {
  receiver?.closeAllConnections();
  await new Promise((resolve) => receiver?.close(resolve));
});
const servers = serverProcessFixture({
  enabled: onPostgres,
  env: {
    DATABASE_POOL_SIZE: '6',
    OVERDUE_JOB_INTERVAL_SECONDS: '0',
    WEBHOOK_DELIVERY_INTERVAL_MS: '100',
    WEBHOOK_TIMEOUT_MS: '1000',
    WEBHOOK_RETRY_BASE_MS: '200',
    V2_RATE_LIMIT_MAX: '0',
  },
});

/** The receiver: answers 200 after 20 ms; records every event id it got, and overlaps of one event id. */
const got = new Map<string, number>();
const inFlight = new Map<string, number>();
let overlaps = 0;
let maxInFlight = 0;
let current = 0;

beforeAll(async () => {
  if (!onPostgres) return;
  receiver = createServer((req, res) => {
    const id = String(req.headers['berth-event-id']);
    current++;
    maxInFlight = Math.max(maxInFlight, current);
    if ((inFlight.get(id) ?? 0) > 0) overlaps++;
    inFlight.set(id, (inFlight.get(id) ?? 0) + 1);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      current--;
      inFlight.set(id, inFlight.get(id)! - 1);
    };
    res.on('close', finish);
    req.resume();
    req.on('end', () =>
      setTimeout(() => {
        got.set(id, (got.get(id) ?? 0) + 1);
        res.writeHead(200).end();
        finish();
      }, 20),
    );
  });
  await listenOnSandboxPort(receiver);
});

describe.skipIf(!onPostgres)('webhook delivery with two instances and a crash (PostgreSQL)', () => {
  it('delivers every event at least once', async () => {
    // A delivers; B only serves the API until A is killed, so that A surely has deliveries in flight then.
    const a = await servers.start();
    const b = await servers.start({ WEBHOOK_DELIVERY_INTERVAL_MS: '0' });
    const call = await partnerClient(a.base);
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    const hook = await call(a.base, 'POST', '/webhooks', {
      url,
      events: ['booking.confirmed', 'payment.received'],
    });
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);

    // A few bookings, then many small payments on them, through both instances.
    const bookings: string[] = [];
    for (let i = 0; i < 8; i++) {
      const base = i % 2 ? b.base : a.base;
      bookings.push((await confirmOneCabin(call, base)).bookingId);
    }
    let aAlive = true;
    let aBase = a.base;
    const pay = async (n: number) => {
      const base = n % 2 && aAlive ? aBase : b.base;
      try {
        await call(base, 'POST', `/bookings/${bookings[n % bookings.length]}/payments`, {
          amount: 1,
          currency: 'NOK',
          reference: `P-${n}`,
        });
      } catch {
        // The instance died under this request: the payment and its event committed or not, together.
      }
    };
    const payments = (from: number, to: number, parallel = 4) =>
      Promise.all(
        Array.from({ length: parallel }, async (_, lane) => {
          for (let n = from + lane; n < to; n += parallel) await pay(n);
        }),
      );

    const first = payments(0, 150);
    // Kill A once deliveries are flowing and some are in flight.
    for (let waited = 0; (got.size < 40 || current === 0) && waited < 60_000; waited += 5) {
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(current).toBeGreaterThan(0);
    aAlive = false;
    await a.kill();
    await first;
    await payments(150, 250);
    // A again, and a third instance: two delivering side by side from here on.
    const [again] = await Promise.all([servers.start(), servers.start()]);
    aBase = again.base;
    aAlive = true;
    await payments(250, 320);

    const stored = await servers.sql<{ id: string }>(`select id from events`);
    expect(stored.length).toBeGreaterThanOrEqual(300);
    const missing = () => stored.filter((e) => !got.has(e.id));
    const pendingCount = async () =>
      (
        await servers.sql<{ n: number }>(
          `select count(*)::int as n from webhook_deliveries where status <> 'DELIVERED'`,
        )
      )[0]!.n;
    // A dead instance's claims come back when their lease (1 s timeout + 5 s margin) runs out; a delivery the
    // receiver has answered is marked DELIVERED by its sender's next transaction, a moment after the answer.
    for (let waited = 0; (missing().length > 0 || (await pendingCount()) > 0) && waited < 60_000; waited += 200) {
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(missing()).toEqual([]);
    // Only the deliveries the killed instance had in flight (at most the endpoint's bound) may have come twice.
    const duplicates = [...got.values()].filter((n) => n > 1).length;
    expect(duplicates).toBeLessThanOrEqual(4);
    expect(overlaps).toBe(0);
    expect(maxInFlight).toBeLessThanOrEqual(4);
    expect(await pendingCount()).toBe(0);
    // The killed instance's claims were taken over once their lease ran out (a second attempt of a delivery
    // happens only so: the receiver always answers 200).
    const retaken = await servers.sql<{ n: number }>(
      `select count(*)::int as n from webhook_deliveries where attempts > 1`,
    );
    expect(retaken[0]!.n).toBeGreaterThan(0);
  }, 180_000);
});
