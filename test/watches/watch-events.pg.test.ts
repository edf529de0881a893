/**
 * Watches' events on two instances (issue 36, done-when; commerce.md "Availability without a session, and
 * watches"), on PostgreSQL: two app instances (listeningPair) and the watches' evaluation running on two pools of
 * its own at once, as two processes' jobs would. Changes come from real HTTP clients on both instances.
 *
 * - a change that is no transition (a hold of another grade) writes no event, however many runs follow;
 * - the cancellation that frees a cabin of a sold-out grade writes exactly one availability.opened, within 5 s of
 *   the cancel's answer (waited for, not slept), and no second one on the runs after it;
 * - the holds' expiry (nothing commits) opens the grade again (a second availability.opened) and frees the SAVER
 *   bucket, so the watched grade's cheapest fare per guest goes below the watch's price: one price.dropped.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../src/platform/db/client.js';
import { availabilityServiceFor, eventLog } from '../../src/main/services.js';
import { startWatchEvaluation } from '../../src/domain/watches/index.js';
import { createTestApp, FIRST_DEPARTURE_DAY, MANY_HOLDS, type TestApp } from '../support/app.js';
import { sandboxAuthForServer } from '../support/auth.js';
import { callServer, listeningPair, type ServerClient } from '../support/instances.js';
import { testDatabasePooler } from '../support/database.js';
import { CHILD, LEAD } from '../support/v2.js';
import { waitUntil } from '../support/wait.js';

/** 40 days before the first departure: SAVER (a bucket of 4 cabins a sailing) is on sale. */
const SELLING_AT = '2026-12-01T09:00:00Z';
const PRICE_GRADE = 'IG';

type Client = ServerClient;

let t: TestApp;
let pair: Awaited<ReturnType<typeof listeningPair>> | undefined;
let second: Database | undefined;
let clients: Client[];
const stops: (() => Promise<void>)[] = [];
/** Completed evaluation runs per instance. */
const runs = [0, 0];
const failures: unknown[] = [];

const call = callServer;

/** A held booking of one cabin of `grade` on the first departure for two adults; its session id. */
async function hold(client: Client, grade: string, fareCode = 'STANDARD'): Promise<string> {
  const search = await call(client, 'POST', '/search/voyages', {
    departurePort: 'BGO',
    arrivalPort: 'TOS',
    departureDateFrom: FIRST_DEPARTURE_DAY,
    guests: [{ type: 'ADULT' }, { type: 'CHILD' }],
  });
  expect(search.status).toBe(200);
  const res = await call(client, 'POST', `/bookings/create/voyage-only/${search.body.sessionId}`, {
    departureDate: search.body.results[0].departureDate,
    cabinMix: [{ code: grade, guestIds: [1, 2] }],
    fareCode,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return search.body.sessionId;
}

const watchEvents = () =>
  queryRows<{ type: string; data: Record<string, unknown> }>(
    t.tdb.database.db,
    sql`select type, data from events where type in ('availability.opened', 'price.dropped') order by seq`,
  );

/** Until both instances have finished `n` more evaluation runs than now (each run starts after this call). */
async function runsPass(n: number) {
  const from = [...runs];
  await waitUntil(() => runs.every((r, i) => r >= from[i]! + n), { what: `${n} more runs on both instances` });
}

beforeAll(async () => {
  t = await createTestApp({
    postgres: true,
    poolSize: 20,
    env: { ...MANY_HOLDS, V2_RATE_LIMIT_MAX: '0', WATCH_INTERVAL_MS: '0' },
  });
  t.clock.set(SELLING_AT);
  pair = await listeningPair(t);
  clients = await Promise.all(pair.bases.map((base) => sandboxAuthForServer(base, 1)));
  second = await openDatabase({ url: t.tdb.url!, poolSize: 5, pooler: testDatabasePooler });
}, 300_000);
afterAll(async () => {
  for (const stop of stops) await stop();
  await second?.close();
  await pair?.close();
  await t?.close();
});

describe('watch events with two instances evaluating', () => {
  it('writes one event per transition, none for a change that is no transition, within 5 s of the commit', async () => {
    // The smallest grade with cabin numbers for two on the first departure, sold out by holds from both instances.
    const query = new URLSearchParams({ departurePort: 'BGO', arrivalPort: 'TOS', from: FIRST_DEPARTURE_DAY });
    const first = await (
      await fetch(`${clients[0]!.url('/api/v2/availability')}&${query}`, { headers: clients[0]!.headers })
    ).json();
    const grades = (
      first.departures[0].cabinGrades as {
        code: string;
        hasSpecificCabins: boolean;
        availableCabins: number;
        maximumOccupancy: number;
      }[]
    )
      .filter((g) => g.hasSpecificCabins && g.maximumOccupancy >= 2 && g.code !== PRICE_GRADE)
      .sort((a, b) => a.availableCabins - b.availableCabins);
    const grade = grades[0]!;
    const sessions = [];
    for (let i = 0; i < grade.availableCabins; i++) sessions.push(await hold(clients[i % 2]!, grade.code));
    // One of them confirmed, to be cancelled later (a commit that frees a cabin).
    const confirmed = await call(clients[0]!, 'POST', `/bookings/create/voyage-only/${sessions[0]}/confirm`, {
      guests: [{ guestId: 1, ...LEAD }, CHILD],
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
    // SAVER's bucket filled on the sailing: the price grade's cheapest fare with room is STANDARD.
    for (let i = 0; i < 4; i++) await hold(clients[i % 2]!, PRICE_GRADE, 'SAVER');
    const igFares = (
      await (
        await fetch(`${clients[1]!.url('/api/v2/availability')}&${query}`, { headers: clients[1]!.headers })
      ).json()
    ).departures[0].cabinGrades.find((g: { code: string }) => g.code === PRICE_GRADE).fares as {
      fareCode: string;
      price: number;
    }[];
    const standard = igFares.find((f) => f.fareCode === 'STANDARD')!.price / 2;
    const saver = igFares.find((f) => f.fareCode === 'SAVER')!.price / 2;
    expect(saver).toBeLessThan(standard);

    const watch = (body: Record<string, unknown>) =>
      call(clients[0]!, 'POST', '/watches', {
        departurePort: 'BGO',
        arrivalPort: 'TOS',
        departureFrom: FIRST_DEPARTURE_DAY,
        departureTo: FIRST_DEPARTURE_DAY,
        currency: 'NOK',
        ...body,
      });
    const opened = await watch({ cabinGrade: grade.code });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const cheaper = await watch({ cabinGrade: PRICE_GRADE, maxPricePerGuest: Math.floor((standard + saver) / 2) });
    expect(cheaper.status, JSON.stringify(cheaper.body)).toBe(201);

    // The evaluation on both instances, each with its own pool and kept answers.
    for (const [i, db] of [t.tdb.database.db, second!.db].entries()) {
      const availability = availabilityServiceFor({ db, clock: t.clock, config: t.config });
      stops.push(
        startWatchEvaluation(
          { db, clock: t.clock, timeZone: t.config.operatorTimeZone, availability, events: eventLog },
          50,
          (outcome) => {
            if ('error' in outcome) failures.push(outcome.error);
            runs[i]!++;
          },
        ),
      );
    }
    await runsPass(2);
    expect(await watchEvents()).toEqual([]);

    // No transition: a hold of another grade, and the watched grade still sold out.
    await hold(clients[1]!, PRICE_GRADE);
    await runsPass(3);
    expect(await watchEvents()).toEqual([]);

    // The cancellation frees a cabin of the sold-out grade: one availability.opened, within 5 s of the commit.
    const quote = await call(clients[1]!, 'POST', `/bookings/${confirmed.body.bookingId}/cancellation-quotes`);
    expect(quote.status).toBe(201);
    const cancelled = await call(clients[1]!, 'POST', `/bookings/${confirmed.body.bookingId}/cancellations`, {
      cancellationQuoteId: quote.body.cancellationQuoteId,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await waitUntil(async () => (await watchEvents()).length > 0, { within: 5000, what: 'availability.opened' });
    await runsPass(3);
    const afterCancel = await watchEvents();
    expect(afterCancel).toEqual([
      {
        type: 'availability.opened',
        data: {
          watchId: opened.body.watchId,
          departurePort: 'BGO',
          arrivalPort: 'TOS',
          departureDate: first.departures[0].departureDate,
          cabinGrade: grade.code,
          freeCabins: 1,
          pricePerGuest: expect.any(Number),
          currency: 'NOK',
        },
      },
    ]);
    // In the agency's feed, like its bookings' events.
    const feed = await call(clients[1]!, 'GET', '/events?limit=1000');
    expect(feed.body.events.filter((e: { type: string }) => e.type === 'availability.opened')).toHaveLength(1);

    // Sold out again by a hold: a transition that raises nothing.
    await hold(clients[0]!, grade.code);
    await runsPass(3);
    expect(await watchEvents()).toHaveLength(1);

    // The holds expire, nothing commits: the grade opens again, and SAVER's places come back (price.dropped).
    t.clock.advanceSeconds(16 * 60);
    await waitUntil(async () => (await watchEvents()).length >= 3, { within: 5000, what: 'the events of the expiry' });
    await runsPass(3);
    const all = await watchEvents();
    expect(all.map((e) => e.type).sort()).toEqual(['availability.opened', 'availability.opened', 'price.dropped']);
    const dropped = all.find((e) => e.type === 'price.dropped')!;
    expect(dropped.data).toMatchObject({
      watchId: cheaper.body.watchId,
      cabinGrade: PRICE_GRADE,
      pricePerGuest: saver,
    });
    expect(failures).toEqual([]);
  }, 300_000);
});
