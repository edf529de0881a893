/**
 * Guests' personal data is never in logs or caches (issue 24, "Never in logs or caches"):
 * - database errors forced on the writes that carry it (confirm, the guest amendment) leave none of it in
 *   the log, though the log still says what failed (the SQL, the SQLSTATE, the constraint);
 * - every answer of the API carries `Cache-Control: no-store`, the booking, its list and the feed included.
 *
 * The failures are forced by a check constraint added to this file's own database: it refuses any booking
 * whose guests' details contain a marker, and PostgreSQL's error then holds the whole row (`detail`:
 * "Failing row contains (...)") while Drizzle's holds the query's parameters (every guest's details).
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FIRST_DEPARTURE_DAY, type TestApp } from '../support/app.js';
import { sandboxAuth, type InjectAuth } from '../support/auth.js';
import { v2Client, type V2Client } from '../support/v2.js';

const MARKER = 'Failwrite';
const LEAD = {
  guestId: 1,
  firstName: 'Ingeborg',
  lastName: 'Sæbø',
  dateOfBirth: '1971-08-23',
  gender: 'FEMALE',
  nationality: 'NO',
  isLead: true,
  email: 'ingeborg.saebo@example.net',
  phoneNumber: '+4798765432',
  address: { street: 'Fjellveien 42', postalCode: '5019', city: 'Bergen', countryCode: 'NO' },
};
const SECOND = { guestId: 2, firstName: 'Torstein', lastName: 'Sæbø', dateOfBirth: '1969-02-14', gender: 'MALE', nationality: 'NO' };
/** What must never be found in the log: every personal value of both guests. */
const PERSONAL = ['Ingeborg', 'Torstein', 'Sæbø', '1971-08-23', '1969-02-14', 'ingeborg.saebo', '98765432', 'Fjellveien', '5019'];

const lines: string[] = [];
const routes: RouteOptions[] = [];
let t: TestApp;
let v2: V2Client;
let auth: InjectAuth;

/** A held voyage-only booking of two adults; its session id. */
async function heldSession(): Promise<string> {
  const search = await v2.searchVoyages({
    departurePort: 'BGO',
    arrivalPort: 'TOS',
    departureDateFrom: FIRST_DEPARTURE_DAY,
    guests: [{ type: 'ADULT' }, { type: 'ADULT' }],
  });
  expect(search.statusCode, search.body).toBe(200);
  const s = search.json();
  const created = await v2.create('voyage-only', s.sessionId, {
    departureDate: s.results[0].departureDate,
    cabinMix: [{ code: 'O2', guestIds: [1, 2] }],
  });
  expect(created.statusCode, created.body).toBe(201);
  return s.sessionId as string;
}

const confirm = (sessionId: string, guests: unknown[]) => v2.sub('POST', 'voyage-only', sessionId, 'confirm', { guests });

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ logger: pino({ level: 'trace' }, stream), onRoute: (route) => routes.push(route) });
  v2 = await v2Client(t.app);
  auth = await sandboxAuth(t.app);
  await t.tdb.database.db.execute(
    sql.raw(
      `alter table bookings add constraint test_refuses_marker check (customer_details::text not like '%${MARKER}%') not valid`,
    ),
  );
});
afterAll(async () => t?.close());

describe('personal data in the log', () => {
  it('is not written when a confirm or a guest amendment fails in the database, though the failure is', async () => {
    // A booking confirmed as usual, then an amendment the database refuses: the query carries both guests.
    const booked = await confirm(await heldSession(), [LEAD, SECOND]);
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json().bookingId as string;
    const amended = await v2.call('PATCH', `/bookings/${bookingId}/guests/2`, { lastName: `${MARKER}-Sæbø` });
    expect(amended.statusCode).toBe(500);
    // A confirm the database refuses.
    const refused = await confirm(await heldSession(), [LEAD, { ...SECOND, firstName: `${MARKER} Torstein` }]);
    expect(refused.statusCode).toBeGreaterThanOrEqual(500);

    // Without the numbers every line carries (time, pid, durations): a postal code such as 5019 can be part of a
    // millisecond timestamp, which is no leak.
    const log = lines
      .map((line) => {
        const { time: _time, pid: _pid, responseTimeMs: _took, ...rest } = JSON.parse(line) as Record<string, unknown>;
        return JSON.stringify(rest);
      })
      .join('\n');
    for (const value of [MARKER, ...PERSONAL]) expect(log, value).not.toContain(value);
    const errors = lines.filter((line) => JSON.parse(line).level >= 50);
    expect(errors.length).toBeGreaterThanOrEqual(2);
    for (const line of errors) {
      // What failed, still said: the SQL text (placeholders only), the SQLSTATE, the constraint.
      expect(line).toContain('Failed query: ');
      expect(line).toContain('"code":"23514"');
      expect(line).toContain('"constraint":"test_refuses_marker"');
    }
  });
});

describe('personal data in the request log lines', () => {
  it("masks the portal's booking search by guest name, also inside the sign-in page's `next`", async () => {
    lines.length = 0;
    const search = `/portal/bookings?guestName=${encodeURIComponent('Ingeborg Sæbø')}&status=CONFIRMED`;
    const redirected = await t.app.inject({ url: search });
    expect(redirected.statusCode).toBe(303);
    const signIn = await t.app.inject({ url: redirected.headers.location as string });
    expect(signIn.statusCode).toBe(200);
    const log = lines.join('');
    expect(log).toContain('"url":"/portal/bookings?guestName=[REDACTED]&status=CONFIRMED"');
    expect(log).toContain('"url":"/portal?next=[REDACTED]"');
    for (const value of ['Ingeborg', 'Sæbø', encodeURIComponent('Sæbø')]) expect(log, value).not.toContain(value);
  });
});

describe('caching of API answers', () => {
  it('every answer of the API, the booking, its list, amendments, confirm and the feed among them, is no-store', async () => {
    const session = await heldSession();
    const confirmed = await confirm(session, [LEAD, SECOND]);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.headers['cache-control']).toBe('no-store');
    const bookingId = confirmed.json().bookingId as string;
    const amended = await v2.call('PATCH', `/bookings/${bookingId}/guests/2`, { firstName: 'Tor' });
    expect(amended.statusCode, amended.body).toBe(200);
    expect(amended.headers['cache-control']).toBe('no-store');

    const params: Record<string, string> = { bookingId, sessionId: session, guestId: '1' };
    const reads = routes.filter((r) => r.url!.startsWith('/api/') && [r.method].flat().includes('GET'));
    expect(reads.length).toBeGreaterThan(20);
    const answered: Record<string, number> = {};
    for (const route of reads) {
      const url = route.url!.replace(/:(\w+)/g, (_, name: string) => params[name] ?? 'unknown-id');
      const res = await t.app.inject({ url, headers: auth.headers, query: auth.query });
      answered[route.url!] = res.statusCode;
      expect(String(res.headers['cache-control']), `${route.url} (${res.statusCode})`).toMatch(/(^|, )no-store\b/);
    }
    // The answers carrying guests' details were real answers, not refusals.
    for (const path of ['/api/v2/bookings/:bookingId', '/api/v2/bookings', '/api/v2/events']) expect(answered[path], path).toBe(200);
  });
});
