/**
 * Concurrent amendments with real concurrent clients against a listening server on PostgreSQL (never
 * PGlite: one connection, nothing would race). Two changes of one booking from the same version: one wins,
 * the other 412 and a clean retry; without If-Match they serialize on the booking's row lock and none is
 * lost; two bookings after the last excursion seat: one gets it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { sandboxAuthForServer } from '../support/auth.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { confirmBooking, type ConfirmedBookingBody } from '../support/lifecycle.js';
import { v2Client, type V2Client } from '../support/v2.js';

let t: TestApp;
let api: V2Client;
type Client = Awaited<ReturnType<typeof sandboxAuthForServer>>;
let agency: Client;

beforeAll(async () => {
  t = await createTestApp({ postgres: true, poolSize: 20 });
  expect(t.tdb.database.engine).toBe('postgres');
  const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  agency = await sandboxAuthForServer(base, 1);
  api = await v2Client(t.app, 1);
});
afterAll(async () => t?.close());

/** One HTTP call of its own (fetch: its own connection to the server, its own database connection there). */
async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(agency.url(`/api/v2${path}`), {
    method,
    headers: { ...agency.headers, ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, etag: res.headers.get('etag'), body: text ? JSON.parse(text) : null };
}

const eventsOf = (reference: string) =>
  queryRows<{ type: string; version: number; change: string }>(
    t.tdb.database.db,
    sql`select e.type, (e.data->>'version')::int as version, e.data->>'change' as change
        from events e join bookings b on b.id = e.booking_id where b.reference = ${reference} order by e.seq`,
  );

async function optionalAddons(b: ConfirmedBookingBody): Promise<{ code: string }[]> {
  const listing = await call('GET', `/bookings/${b.bookingId}/addons`);
  expect(listing.status).toBe(200);
  return listing.body.addons.filter((a: { isMandatory: boolean }) => !a.isMandatory);
}

describe('two amendments of one booking at once', () => {
  it('from the same version (If-Match "1"): exactly one wins, the other is 412 and changes nothing; its retry succeeds', async () => {
    for (let round = 0; round < 5; round++) {
      const b = await confirmBooking(api);
      const [addon] = await optionalAddons(b);
      const ifMatch = { 'If-Match': '"1"' };
      const [patch, add] = await Promise.all([
        call('PATCH', `/bookings/${b.bookingId}/guests/1`, { lastName: `Ødegård-${round}` }, ifMatch),
        call('POST', `/bookings/${b.bookingId}/addons`, { addons: [{ code: addon!.code, guestIds: [1] }] }, ifMatch),
      ]);
      const statuses = [patch.status, add.status].sort();
      expect(statuses, JSON.stringify([patch.body, add.body])).toEqual([200, 412]);
      const [winner, loser] = patch.status === 200 ? [patch, add] : [add, patch];
      expect(winner.etag).toBe('"2"');
      expect(loser.body.code).toBe('PRECONDITION_FAILED');

      // The loser's change is not there: one version, one event.
      const now = await call('GET', `/bookings/${b.bookingId}`);
      expect(now.body).toEqual(winner.body);
      expect(now.body.guests[0].customerDetails.lastName === `Ødegård-${round}`).toBe(patch.status === 200);
      expect(now.body.addons.some((a: { code: string }) => a.code === addon!.code)).toBe(add.status === 200);
      expect((await eventsOf(b.bookingId)).map((e) => e.version)).toEqual([1, 2]);

      // A clean retry: read the new ETag, send the losing change again.
      const retry =
        loser === patch
          ? await call(
              'PATCH',
              `/bookings/${b.bookingId}/guests/1`,
              { lastName: `Ødegård-${round}` },
              { 'If-Match': now.etag! },
            )
          : await call(
              'POST',
              `/bookings/${b.bookingId}/addons`,
              { addons: [{ code: addon!.code, guestIds: [1] }] },
              { 'If-Match': now.etag! },
            );
      expect(retry.status, JSON.stringify(retry.body)).toBe(200);
      expect(retry.etag).toBe('"3"');
      expect(retry.body.guests[0].customerDetails.lastName).toBe(`Ødegård-${round}`);
      expect(retry.body.addons.some((a: { code: string }) => a.code === addon!.code)).toBe(true);
    }
  });

  it('without If-Match: 8 concurrent changes all apply, one after the other, no change and no version lost', async () => {
    const b = await confirmBooking(api);
    const addons = (await optionalAddons(b)).slice(0, 3);
    expect(addons.length).toBeGreaterThan(0);
    const changes = [
      ...addons.map(
        (a) => () => call('POST', `/bookings/${b.bookingId}/addons`, { addons: [{ code: a.code, guestIds: [1, 2] }] }),
      ),
      () => call('PATCH', `/bookings/${b.bookingId}/guests/1`, { firstName: 'Søren' }),
      () => call('PATCH', `/bookings/${b.bookingId}/guests/1`, { lastName: 'Ødegård' }),
      () => call('PATCH', `/bookings/${b.bookingId}/guests/1`, { phoneNumber: '+4790000000' }),
      () => call('PATCH', `/bookings/${b.bookingId}/guests/2`, { firstName: 'Zoë' }),
      () => call('PATCH', `/bookings/${b.bookingId}/guests/2`, { lastName: 'Müller' }),
    ].slice(0, 8);
    const results = await Promise.all(changes.map((c) => c()));
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    // Every answer saw its own version: 2..n+1, each once.
    expect(results.map((r) => r.body.version).sort((x, y) => x - y)).toEqual(changes.map((_, i) => i + 2));

    const final = (await call('GET', `/bookings/${b.bookingId}`)).body;
    expect(final.version).toBe(changes.length + 1);
    expect(final.guests[0].customerDetails).toMatchObject({
      firstName: 'Søren',
      lastName: 'Ødegård',
      phoneNumber: '+4790000000',
    });
    expect(final.guests[1].customerDetails).toMatchObject({ firstName: 'Zoë', lastName: 'Müller' });
    for (const a of addons) expect(final.addons).toContainEqual({ code: a.code, guests: [1, 2], isMandatory: false });
    // The stored total is the document's, and the payment block follows it.
    const [row] = await queryRows<{ total_minor: number }>(
      t.tdb.database.db,
      sql`select total_minor from bookings where reference = ${b.bookingId}`,
    );
    expect(Number(row!.total_minor)).toBe(Math.round(final.priceBreakdown.totalPrice * 100));
    expect(final.payment.totalPrice).toBe(final.priceBreakdown.totalPrice);
    const events = await eventsOf(b.bookingId);
    expect(events.map((e) => e.version)).toEqual(Array.from({ length: changes.length + 1 }, (_, i) => i + 1));
    expect(events.slice(1).every((e) => e.type === 'booking.amended')).toBe(true);
  });
});

describe('two confirmed bookings after the last excursion seat', () => {
  it('exactly one gets it; the other is 409 EXCURSION_SOLD_OUT and stays as it was', async () => {
    const [b1, b2] = [await confirmBooking(api), await confirmBooking(api)];
    const listing = await call('GET', `/bookings/${b1.bookingId}/excursions`);
    const excursion = listing.body.excursions.find((e: { seatsAvailable: number }) => e.seatsAvailable > 0);
    await t.tdb.database.db.execute(
      sql`update excursion_departures d set seats = (select count(*) from excursion_allocations a where a.excursion_departure_id = d.id) + 1
          where d.sailing_id = (select sailing_id from bookings where reference = ${b1.bookingId})
            and d.excursion_code = ${excursion.code}`,
    );
    const results = await Promise.all(
      [b1, b2].map((b) =>
        call('POST', `/bookings/${b.bookingId}/excursions`, { excursions: [{ code: excursion.code, guestIds: [1] }] }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body.code).toBe('EXCURSION_SOLD_OUT');
    const [seats] = await queryRows<{ taken: number; seats: number }>(
      t.tdb.database.db,
      sql`select (select count(*) from excursion_allocations a where a.excursion_departure_id = d.id)::int as taken, d.seats
          from excursion_departures d
          where d.sailing_id = (select sailing_id from bookings where reference = ${b1.bookingId}) and d.excursion_code = ${excursion.code}`,
    );
    expect(seats!.taken).toBe(seats!.seats);
    const loserBooking = results[0]!.status === 409 ? b1 : b2;
    expect((await call('GET', `/bookings/${loserBooking.bookingId}`)).body.version).toBe(1);
  });
});
