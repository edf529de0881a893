/**
 * GET availability equals search (issue 36, done-when; commerce.md "Availability without a session, and watches"):
 * on PostgreSQL, two instances of the app (each its own pool and caches, one database, one clock), with holds,
 * confirms and cancels from real HTTP clients on both at once, and availability read on both while they run (so
 * each instance keeps answers of the states in between). After each round, at one instant, the availability
 * answer of either instance is what a search of either instance shows for the same departures: the grades, free
 * cabins and every fare with its price and bucket room. One round lets the holds expire first (nothing commits).
 *
 * A search without vehicles takes its voyages and prices from the answers availability keeps (search.ts `kept`), so
 * the two instances' searches and availability share what they keep. The truth they are held to is a third
 * instance that keeps nothing (AVAILABILITY_CACHE_ENTRIES=0), searched with a vehicle: that search finds, counts and
 * prices by search's own path, as every search did before the kept answers (its vehicles' answer left out).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FIRST_DEPARTURE_DAY, MANY_HOLDS, type TestApp } from '../support/app.js';
import { sandboxAuthForServer } from '../support/auth.js';
import { callServer, listeningInstance, listeningPair, type ServerClient } from '../support/instances.js';
import { CHILD, LEAD } from '../support/v2.js';

const ROUNDS = 6;
/** 40 days before the first departure: SAVER (a bucket of a few cabins a sailing) is on sale and sells out. */
const SELLING_AT = '2026-12-01T09:00:00Z';
const WINDOW = { departurePort: 'BGO', arrivalPort: 'TOS', from: FIRST_DEPARTURE_DAY, to: '2027-01-12' };

type Client = ServerClient;

let t: TestApp;
let pair: Awaited<ReturnType<typeof listeningPair>> | undefined;
let clients: Client[];
/** The instance that keeps no answer and no availability: what is true now. */
let uncached: Awaited<ReturnType<typeof listeningInstance>> | undefined;
let truth: Client;

const call = callServer;

const availability = async (client: Client) => {
  const query = new URLSearchParams({ ...WINDOW, guests: 'ADULT,CHILD' });
  const res = await fetch(`${client.url('/api/v2/availability')}&${query}`, { headers: client.headers });
  expect(res.status).toBe(200);
  return (await res.json()) as { departures: unknown[] };
};

async function search(client: Client, vehicles: { type: string }[] = []) {
  const res = await call(client, 'POST', '/search/voyages', {
    departurePort: WINDOW.departurePort,
    arrivalPort: WINDOW.arrivalPort,
    departureDateFrom: WINDOW.from,
    departureDateTo: WINDOW.to,
    guests: [{ type: 'ADULT' }, { type: 'CHILD' }],
    ...(vehicles.length > 0 ? { vehicles } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { sessionId: string; results: Record<string, unknown>[] };
}

/** A held booking on the `day`-th departure; its session id, or null when nothing was left to hold. */
async function hold(client: Client, day: number, grade: string, fareCode: string): Promise<string | null> {
  const { sessionId, results } = await search(client);
  const res = await call(client, 'POST', `/bookings/create/voyage-only/${sessionId}`, {
    departureDate: results[day % results.length]!.departureDate,
    cabinMix: [{ code: grade, guestIds: [1, 2] }],
    fareCode,
  });
  if (res.status === 409) return null;
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return sessionId;
}

async function confirm(client: Client, sessionId: string): Promise<string> {
  const res = await call(client, 'POST', `/bookings/create/voyage-only/${sessionId}/confirm`, {
    guests: [{ guestId: 1, ...LEAD }, CHILD],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.bookingId;
}

async function cancel(client: Client, bookingId: string): Promise<void> {
  const quote = await call(client, 'POST', `/bookings/${bookingId}/cancellation-quotes`);
  expect(quote.status, JSON.stringify(quote.body)).toBe(201);
  const res = await call(client, 'POST', `/bookings/${bookingId}/cancellations`, {
    cancellationQuoteId: quote.body.cancellationQuoteId,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Search's results as availability shows them: the departure without the vehicles' answer. */
const asDepartures = (results: Record<string, unknown>[]) =>
  results.map(({ vehiclesAvailable: _v, ...departure }) => departure);

/**
 * Availability on both instances and search on both, at one instant with nothing running: all four agree with what
 * the instance that keeps nothing searches.
 */
async function expectAllAgree() {
  const [a0, a1, s0, s1, now] = await Promise.all([
    availability(clients[0]!),
    availability(clients[1]!),
    search(clients[0]!),
    search(clients[1]!),
    // With a vehicle: search's own path (it finds and prices for itself, not from the kept answers).
    search(truth, [{ type: 'CAR' }]),
  ]);
  const expected = asDepartures(now.results);
  expect(asDepartures(s0.results)).toEqual(expected);
  expect(asDepartures(s1.results)).toEqual(expected);
  expect(a0.departures).toEqual(expected);
  expect(a1.departures).toEqual(expected);
}

beforeAll(async () => {
  t = await createTestApp({ postgres: true, poolSize: 20, env: { ...MANY_HOLDS, V2_RATE_LIMIT_MAX: '0' } });
  expect(t.tdb.database.engine).toBe('postgres');
  t.clock.set(SELLING_AT);
  pair = await listeningPair(t);
  clients = await Promise.all(pair.bases.map((base) => sandboxAuthForServer(base, 1)));
  uncached = await listeningInstance(t, { availabilityCacheEntries: 0 }, 5);
  truth = await sandboxAuthForServer(uncached.base, 1);
}, 300_000);
afterAll(async () => {
  await uncached?.close();
  await pair?.close();
  await t?.close();
});

describe('availability against search, under concurrent holds, confirms and cancels on two instances', () => {
  it('agrees after every round, and after the holds expire', async () => {
    await expectAllAgree();
    const held: string[] = [];
    const confirmed: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const toConfirm = held.splice(0, 2);
      const toCancel = confirmed.splice(0, 1);
      const grades = ['O2', 'IG'];
      const fares = ['SAVER', 'STANDARD', 'FLEX'];
      const [holds, confirms] = await Promise.all([
        Promise.all(
          Array.from({ length: 4 }, (_, i) =>
            hold(clients[i % 2]!, round + i, grades[i % 2]!, fares[(round + i) % fares.length]!),
          ),
        ),
        Promise.all(toConfirm.map((sessionId, i) => confirm(clients[i % 2]!, sessionId))),
        Promise.all(toCancel.map((bookingId, i) => cancel(clients[(i + 1) % 2]!, bookingId))),
        // Reads while the writes run: each instance keeps answers of the states in between.
        Promise.all(clients.map((client) => availability(client))),
      ]);
      held.push(...holds.filter((s): s is string => s !== null));
      confirmed.push(...confirms);
      await expectAllAgree();
    }
    expect(confirmed.length + held.length).toBeGreaterThan(0);

    // The holds' sessions run out: nothing commits, and both instances' kept answers must see it.
    t.clock.advanceSeconds(16 * 60);
    await expectAllAgree();
  }, 300_000);
});
