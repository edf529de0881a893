/**
 * POST /api/v2/sandbox/bookings/{bookingId}/disruption: a partner simulates a disruption of one of its own
 * bookings. Only that booking changes (entry, version, event; cancelled for SAILING_CANCELLED, its inventory
 * free); never the catalogue or another booking; 404 for another agency's booking and in production mode.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgency } from '../../src/domain/auth/agency-admin.js';
import { createTestApp, FIRST_DEPARTURE_DAY, productionAppOf, type TestApp } from '../support/app.js';
import { confirmBooking } from '../support/lifecycle.js';
import { v2Client, type V2Client } from '../support/v2.js';

let t: TestApp;
let one: V2Client;
let two: V2Client;
const ROUTE = '/api/v2/sandbox/bookings/:bookingId/disruption';
const routes: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ onRoute: (r) => routes.push(`${r.method} ${r.url}`) });
  one = await v2Client(t.app, 1);
  two = await v2Client(t.app, 2);
});
afterAll(async () => t?.close());

const simulate = (client: V2Client, id: string, body: unknown) =>
  client.call('POST', `/sandbox/bookings/${id}/disruption`, body);

async function o2Available(client: V2Client): Promise<{ departureDate: string; available: number }[]> {
  const res = await client.searchVoyages({
    departurePort: 'BGO',
    arrivalPort: 'TOS',
    departureDateFrom: FIRST_DEPARTURE_DAY,
    guests: [{ type: 'ADULT' }, { type: 'CHILD' }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json()
    .results.map((r: { departureDate: string; cabinGrades: { code: string; availableCabins: number }[] }) => ({
      departureDate: r.departureDate,
      available: r.cabinGrades.find((g) => g.code === 'O2')!.availableCabins,
    }));
}

describe('the sandbox disruption of one booking', () => {
  it('PORT_SKIPPED: an entry at the first call after embarkation, the next version and its event; nothing else changes', async () => {
    const mine = await confirmBooking(one);
    const neighbour = await confirmBooking(one);
    const searchBefore = await o2Available(one);
    const res = await simulate(one, mine.bookingId, { kind: 'PORT_SKIPPED' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe('"2"');
    const body = res.json();
    expect(body.version).toBe(2);
    expect(body.status).toBe('CONFIRMED');
    expect(body.disruptions).toEqual([
      {
        kind: 'PORT_SKIPPED',
        portCode: expect.stringMatching(/^[A-Z]{3}$/),
        previousDateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
        newDateTime: null,
        recordedAt: t.clock.now().toISOString(),
      },
    ]);
    // The first call after BGO, after the departure.
    expect(body.disruptions[0].portCode).not.toBe('BGO');
    expect(body.disruptions[0].previousDateTime > mine.departureDate).toBe(true);
    const events = (await one.call('GET', '/events', undefined, {}, { limit: '1000' })).json().events;
    expect(events.filter((e: { type: string }) => e.type === 'booking.disrupted')).toEqual([
      expect.objectContaining({ data: { bookingId: mine.bookingId, version: 2, disruption: body.disruptions[0] } }),
    ]);
    // The catalogue and the other booking on the same sailing are untouched.
    expect(await o2Available(one)).toEqual(searchBefore);
    expect((await one.call('GET', `/bookings/${neighbour.bookingId}`)).json()).toMatchObject({
      version: 1,
      disruptions: [],
    });
  });

  it('CALL_RETIMED at a port of the voyage, with or without a new time', async () => {
    const mine = await confirmBooking(one);
    const res = await simulate(one, mine.bookingId, {
      kind: 'CALL_RETIMED',
      portCode: 'TOS',
      newDateTime: '2027-01-13T06:15',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().disruptions[0]).toMatchObject({
      kind: 'CALL_RETIMED',
      portCode: 'TOS',
      newDateTime: '2027-01-13T06:15:00',
    });
    const later = await simulate(one, mine.bookingId, { kind: 'CALL_RETIMED' });
    expect(later.statusCode, later.body).toBe(200);
    const [, second] = later.json().disruptions;
    expect(Date.parse(`${second.newDateTime}Z`) - Date.parse(`${second.previousDateTime}Z`)).toBe(3_600_000);
    expect(later.json().version).toBe(3);
  });

  it('SAILING_CANCELLED cancels just that booking: fee 0, refund of what was paid, its cabin free (a search sees it)', async () => {
    const mine = await confirmBooking(one);
    const paid = await one.call('POST', `/bookings/${mine.bookingId}/payments`, {
      amount: mine.payment.depositAmount,
      currency: mine.currency,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const before = await o2Available(one);
    const res = await simulate(one, mine.bookingId, { kind: 'SAILING_CANCELLED' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'CANCELLED',
      version: 4,
      cancellation: { reason: 'SAILING_CANCELLED', fee: 0, refundAmount: mine.payment.depositAmount, amountDue: 0 },
      payment: { status: 'REFUND_DUE' },
      disruptions: [
        { kind: 'SAILING_CANCELLED', portCode: 'BGO', previousDateTime: mine.departureDate, newDateTime: null },
      ],
    });
    const after = await o2Available(one);
    expect(after.map((r) => r.departureDate)).toEqual(before.map((r) => r.departureDate));
    const i = before.findIndex((r) => r.departureDate === mine.departureDate);
    expect(after[i]!.available).toBe(before[i]!.available + 1);
    // Done once: the booking is cancelled now.
    const again = await simulate(one, mine.bookingId, { kind: 'SAILING_CANCELLED' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BOOKING_CANCELLED');
  });

  it("answers 404 for another agency's booking and 400 for a port not on the voyage, changing nothing", async () => {
    const theirs = await confirmBooking(two);
    const res = await simulate(one, theirs.bookingId, { kind: 'PORT_SKIPPED' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('BOOKING_NOT_FOUND');
    const mine = await confirmBooking(one);
    const bad = await simulate(one, mine.bookingId, { kind: 'PORT_SKIPPED', portCode: 'KKN' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.portCode[0]).toMatch(/not a call of this booking's voyage/);
    const badKind = await simulate(one, mine.bookingId, { kind: 'LATE' });
    expect(badKind.statusCode).toBe(400);
    expect((await two.call('GET', `/bookings/${theirs.bookingId}`)).json().version).toBe(1);
    expect((await one.call('GET', `/bookings/${mine.bookingId}`)).json().version).toBe(1);
  });
});

describe('in production mode', () => {
  let prod: FastifyInstance;
  const prodRoutes: string[] = [];

  beforeAll(async () => {
    prod = await productionAppOf(t, (r) => prodRoutes.push(`${r.method} ${r.url}`));
  });
  afterAll(async () => prod?.close());

  it("does not exist: 404 even for the agency's own confirmed booking", async () => {
    expect(routes).toContain(`POST ${ROUTE}`);
    expect(prodRoutes).not.toContain(`POST ${ROUTE}`);
    const agency = await createAgency(t.tdb.database.db, { name: 'Real Agency', market: 'NO', currencies: 'NOK' });
    const token = await prod.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: {
        grant_type: 'client_credentials',
        client_id: agency.clientId,
        client_secret: agency.clientSecret,
        audience: 'partner-api',
      },
    });
    expect(token.statusCode, token.body).toBe(200);
    const headers = { authorization: `Bearer ${token.json().access_token}` };
    const query = { user_key: agency.userKey };
    const client: V2Client = {
      call: (method, path, body, extra = {}, q = {}) =>
        prod.inject({
          method: method as never,
          url: `/api/v2${path}`,
          headers: { ...headers, ...extra },
          query: { ...query, ...q },
          ...(body !== undefined ? { payload: body as never } : {}),
        }),
      searchVoyages: (body) => client.call('POST', '/search/voyages', body),
      searchPackages: (body) => client.call('POST', '/search/packages', body),
      create: (type, sessionId, body) => client.call('POST', `/bookings/create/${type}/${sessionId}`, body),
      get: (type, sessionId) => client.call('GET', `/bookings/create/${type}/${sessionId}`),
      sub: (method, type, sessionId, path, body, extra, q) =>
        client.call(method, `/bookings/create/${type}/${sessionId}/${path}`, body, extra, q),
    };
    const mine = await confirmBooking(client);
    const res = await simulate(client, mine.bookingId, { kind: 'PORT_SKIPPED' });
    expect(res.statusCode).toBe(404);
    expect((await client.call('GET', `/bookings/${mine.bookingId}`)).json()).toMatchObject({
      version: 1,
      disruptions: [],
    });
  });
});
