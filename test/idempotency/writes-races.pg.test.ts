/**
 * Two identical writes with one Idempotency-Key sent at once, with real concurrent clients against a
 * listening server on PostgreSQL (never PGlite: one connection, nothing would race): the key's claim lets
 * exactly one run; the other answers its replay or 409 IDEMPOTENCY_REQUEST_IN_PROGRESS, never a second
 * effect (issue 22: the key on every write, V1's included).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { FIRST_DEPARTURE_DAY } from '../support/app.js';
import { confirmBooking } from '../support/lifecycle.js';
import { listeningTestApp, type ListeningTestApp } from '../support/listening.js';
import { v2Client, type V2Client } from '../support/v2.js';

let s: ListeningTestApp;
let api: V2Client;

beforeAll(async () => {
  s = await listeningTestApp({ env: { V1_RATE_LIMIT_MAX: '100000' } });
  api = await v2Client(s.t.app, 1);
});
afterAll(async () => s?.close());

type Answer = Awaited<ReturnType<ListeningTestApp['call']>>;
/** Two identical calls at once, each over its own connection (its own database connection in the server). */
const twice = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  Promise.all([0, 1].map(() => s.call(s.agency1, method, path, body, headers)));

/** One of two answers ran the request; the other replayed it, or was told the first is still running. */
function expectOneRan(answers: Answer[]) {
  const ran = answers.filter((a) => a.status === 200 && !a.headers.has('idempotent-replayed'));
  expect(ran, JSON.stringify(answers.map((a) => [a.status, a.body]))).toHaveLength(1);
  const other = answers.find((a) => a !== ran[0])!;
  if (other.status === 200) {
    expect(other.headers.get('idempotent-replayed')).toBe('true');
    expect(other.body).toEqual(ran[0]!.body);
  } else {
    expect(other.status, JSON.stringify(other.body)).toBe(409);
    expect(other.body.code).toBe('IDEMPOTENCY_REQUEST_IN_PROGRESS');
  }
  return ran[0]!.body;
}

describe('two identical keyed writes at once', () => {
  it('a V2 PATCH with If-Match: one amendment, one version, one event', async () => {
    for (let round = 0; round < 5; round++) {
      const b = await confirmBooking(api);
      const path = `/bookings/${b.bookingId}/guests/2`;
      const headers = { 'Idempotency-Key': `race-patch-${round}`, 'If-Match': '"1"' };
      const body = { firstName: `Zoë-${round}` };
      const winner = expectOneRan(await twice('PATCH', path, body, headers));
      expect(winner.version).toBe(2);
      const events = await queryRows<{ type: string }>(
        s.t.tdb.database.db,
        sql`select e.type from events e join bookings b on b.id = e.booking_id where b.reference = ${b.bookingId} order by e.seq`,
      );
      expect(events.map((e) => e.type)).toEqual(['booking.confirmed', 'booking.amended']);
    }
  });

  it('a V1 POST (extras add): the addon once', async () => {
    for (let round = 0; round < 5; round++) {
      const get = (path: string) => s.call(s.agency1, 'GET', `/api/v1${path}`);
      const found = await get(`/booking/ROUND-12D?Adults=1&Currency=NOK&StartDate=${FIRST_DEPARTURE_DAY}`);
      expect(found.status, JSON.stringify(found.body)).toBe(200);
      const { quoteId, departure, passengers } = found.body;
      const extras = (await get(`/quote/${quoteId}/${departure.id}/extras?Addons=true`)).body;
      const drinks = extras.addons.find((a: { code: string }) => a.code === 'DRINKS');
      const path = `/api/v1/quote/${quoteId}/${departure.id}/extras/add`;
      const body = { addons: [{ id: drinks.id, quantityPerPassenger: 1, passengerIds: [passengers[0].id] }] };
      const headers = { 'Idempotency-Key': `race-v1-${round}` };
      const winner = expectOneRan(await twice('POST', path, body, headers));
      // The quote as the one run left it: one DRINKS, not two.
      expect((await get(`/quote/${quoteId}`)).body).toEqual(winner);
    }
  });
});
