/**
 * Idempotency-Key on every write of V1 and V2 (issue 22, "Idempotency everywhere a partner writes"; the
 * contract's rules, which V2 POSTs followed already): the same key and request again answers the first
 * answer with `Idempotent-Replayed: true` and does nothing a second time; the key with another request is
 * 409 IDEMPOTENCY_KEY_REUSED and does nothing. Here for a V1 POST (extras add and the 204 supplemental
 * package), a V2 PATCH with If-Match (a replay is the first 200, not a 412) and V2 DELETEs (a booking's
 * addons with If-Match, and a webhook's 204, not a 409 or 404 the second time).
 */
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { createTestApp, FIRST_DEPARTURE_DAY, type TestApp } from '../support/app.js';
import { sandboxAuth, type InjectAuth } from '../support/auth.js';
import { confirmBooking } from '../support/lifecycle.js';
import { v2Client, type V2Client } from '../support/v2.js';

let t: TestApp;
let v1: InjectAuth;
let api: V2Client;

beforeAll(async () => {
  t = await createTestApp({ env: { V1_RATE_LIMIT_MAX: '100000' } });
  v1 = await sandboxAuth(t.app, 1);
  api = await v2Client(t.app, 1);
});
afterAll(async () => t?.close());

let keys = 0;
/** A fresh key per use: keys are per agency and this file shares one agency. */
const newKey = () => ({ 'Idempotency-Key': `writes-test-${++keys}` });

function v1Call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: method as never,
    url: `/api/v1${path}`,
    headers: { ...v1.headers, ...headers },
    query: { ...v1.query },
    ...(body !== undefined ? { payload: body as never } : {}),
  });
}

function expectReplayOf(replay: LightMyRequestResponse, first: LightMyRequestResponse) {
  expect(replay.statusCode, replay.body).toBe(first.statusCode);
  expect(replay.headers['idempotent-replayed']).toBe('true');
  expect(first.headers['idempotent-replayed']).toBeUndefined();
  expect(replay.body).toBe(first.body);
}

function expectReused(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
}

const eventTypesOf = async (reference: string) =>
  (
    await queryRows<{ type: string }>(
      t.tdb.database.db,
      sql`select e.type from events e join bookings b on b.id = e.booking_id where b.reference = ${reference} order by e.seq`,
    )
  ).map((e) => e.type);

describe('a V1 POST with an Idempotency-Key', () => {
  async function quoteWithDrinks() {
    const found = await v1Call('GET', '/booking/ROUND-12D?Adults=2&Currency=NOK&StartDate=' + FIRST_DEPARTURE_DAY);
    expect(found.statusCode, found.body).toBe(200);
    const { quoteId, departure, passengers } = found.json();
    const extras = await v1Call('GET', `/quote/${quoteId}/${departure.id}/extras?Addons=true`);
    const drinks = extras.json().addons.find((a: { code: string }) => a.code === 'DRINKS');
    return {
      path: `/quote/${quoteId}/${departure.id}/extras/add`,
      quotePath: `/quote/${quoteId}`,
      body: { addons: [{ id: drinks.id, quantityPerPassenger: 1, passengerIds: [passengers[0].id] }] },
    };
  }

  it('replays the first answer and adds the extras once (without a key, quantities add up)', async () => {
    const { path, quotePath, body } = await quoteWithDrinks();
    const key = newKey();
    const first = await v1Call('POST', path, body, key);
    expect(first.statusCode, first.body).toBe(200);
    expectReplayOf(await v1Call('POST', path, body, key), first);
    // The quote is as the first answer left it: one DRINKS for the passenger, not two.
    expect((await v1Call('GET', quotePath)).json()).toEqual(first.json());
  });

  it('refuses the key with another body, and changes nothing', async () => {
    const { path, quotePath, body } = await quoteWithDrinks();
    const key = newKey();
    const first = await v1Call('POST', path, body, key);
    expect(first.statusCode, first.body).toBe(200);
    const other = { addons: [{ ...body.addons[0]!, quantityPerPassenger: 3 }] };
    expectReused(await v1Call('POST', path, other, key));
    expect((await v1Call('GET', quotePath)).json()).toEqual(first.json());
    // The key belongs to the agency, not to a version: a V2 write with it is another request.
    const search = {
      departurePort: 'BGO',
      arrivalPort: 'TOS',
      departureDateFrom: FIRST_DEPARTURE_DAY,
      guests: [{ type: 'ADULT' }],
    };
    expectReused(await api.call('POST', '/search/voyages', search, key));
  });

  it('replays a 204 (the supplemental package) as a 204 without a body', async () => {
    const found = await v1Call('GET', '/booking/ROUND-12D?Adults=1&Currency=NOK&StartDate=' + FIRST_DEPARTURE_DAY);
    const { quoteId, passengers } = found.json();
    const path = `/quote/${quoteId}/supplemental/arrival/BGO-PRE-1N`;
    const body = { passengerIds: [passengers[0].id], routeOverrides: [{ packageStageId: 1, selectableRouteId: 102 }] };
    const key = newKey();
    const first = await v1Call('POST', path, body, key);
    expect(first.statusCode, first.body).toBe(204);
    const replay = await v1Call('POST', path, body, key);
    expectReplayOf(replay, first);
    expect(replay.body).toBe('');
  });
});

describe('a V2 PATCH with If-Match and an Idempotency-Key', () => {
  it('replays the first 200 (not a 412: the first moved the version on) and amends once', async () => {
    const b = await confirmBooking(api);
    const path = `/bookings/${b.bookingId}/guests/2`;
    const headers = { ...newKey(), 'If-Match': '"1"' };
    const first = await api.call('PATCH', path, { firstName: 'Zoë' }, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers.etag).toBe('"2"');
    const replay = await api.call('PATCH', path, { firstName: 'Zoë' }, headers);
    expectReplayOf(replay, first);
    expect(replay.headers.etag).toBe('"2"');
    // A retry that read the booking in between sends the newer ETag: still the same request, still a replay.
    expectReplayOf(await api.call('PATCH', path, { firstName: 'Zoë' }, { ...headers, 'If-Match': '"2"' }), first);
    expect((await api.call('GET', `/bookings/${b.bookingId}`)).json().version).toBe(2);
    expect(await eventTypesOf(b.bookingId)).toEqual(['booking.confirmed', 'booking.amended']);
  });

  it('refuses the key with another body, and changes nothing', async () => {
    const b = await confirmBooking(api);
    const path = `/bookings/${b.bookingId}/guests/2`;
    const key = newKey();
    expect((await api.call('PATCH', path, { firstName: 'Zoë' }, key)).statusCode).toBe(200);
    expectReused(await api.call('PATCH', path, { firstName: 'Åse' }, key));
    const booking = (await api.call('GET', `/bookings/${b.bookingId}`)).json();
    expect(booking.version).toBe(2);
    expect(booking.guests[1].customerDetails.firstName).toBe('Zoë');
  });
});

describe('a V2 DELETE with an Idempotency-Key', () => {
  it("replays a booking's addon removal (not 409 ITEM_NOT_ON_BOOKING) and removes once", async () => {
    const b = await confirmBooking(api);
    const path = `/bookings/${b.bookingId}/addons`;
    const dinner = { addons: [{ code: 'DINNER', guestIds: [1] }] };
    expect((await api.call('POST', path, dinner)).statusCode).toBe(200);
    const headers = { ...newKey(), 'If-Match': '"2"' };
    const first = await api.call('DELETE', path, dinner, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(3);
    expectReplayOf(await api.call('DELETE', path, dinner, headers), first);
    // Without the key the removal runs again, and finds nothing to remove.
    expect((await api.call('DELETE', path, dinner)).json().code).toBe('ITEM_NOT_ON_BOOKING');
    expect((await api.call('GET', `/bookings/${b.bookingId}`)).json().version).toBe(3);
    expect(await eventTypesOf(b.bookingId)).toEqual(['booking.confirmed', 'booking.amended', 'booking.amended']);
  });

  it('refuses the key with another body, and changes nothing', async () => {
    const b = await confirmBooking(api);
    const path = `/bookings/${b.bookingId}/addons`;
    const both = { addons: [{ code: 'DINNER', guestIds: [1, 2] }] };
    expect((await api.call('POST', path, both)).statusCode).toBe(200);
    const key = newKey();
    expect((await api.call('DELETE', path, { addons: [{ code: 'DINNER', guestIds: [1] }] }, key)).statusCode).toBe(200);
    expectReused(await api.call('DELETE', path, { addons: [{ code: 'DINNER', guestIds: [2] }] }, key));
    const booking = (await api.call('GET', `/bookings/${b.bookingId}`)).json();
    expect(booking.version).toBe(3);
    expect(booking.addons).toEqual([{ code: 'DINNER', guests: [2], isMandatory: false }]);
  });

  it("replays a webhook's 204 (not 404 WEBHOOK_NOT_FOUND); another key finds it gone", async () => {
    const created = await api.call('POST', '/webhooks', {
      url: 'http://127.0.0.1:4009/hooks',
      events: ['booking.confirmed'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const path = `/webhooks/${created.json().webhookId}`;
    const key = newKey();
    const first = await api.call('DELETE', path, undefined, key);
    expect(first.statusCode, first.body).toBe(204);
    const replay = await api.call('DELETE', path, undefined, key);
    expectReplayOf(replay, first);
    expect(replay.body).toBe('');
    expect((await api.call('DELETE', path, undefined, newKey())).statusCode).toBe(404);
    // The same key on another endpoint's path is another request.
    expectReused(await api.call('DELETE', '/webhooks/wh_other', undefined, key));
  });
});
