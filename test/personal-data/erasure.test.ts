/**
 * Guests' personal data through the API (lifecycle.md "Personal data"): the export; erasure refused before
 * departure; erasure after cancellation and after departure; and afterwards nothing of it anywhere: the
 * booking, the list, the PDF, the idempotency store's replays, every text and jsonb column of the database,
 * and every log line the app wrote from the first search on. PGlite by default, PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/main/app.js';
import { memoryKeySource } from '../../src/domain/auth/keys.js';
import { ManualClock } from '../../src/kernel/clock.js';
import { loadConfig } from '../../src/kernel/config.js';
import { queryRows, type Db } from '../../src/platform/db/client.js';
import { TEST_NOW } from '../support/app.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { pdfText } from '../support/pdf.js';
import { v2Client, type V2Client } from '../support/v2.js';
import { confirmParty, findInDatabase, uniqueParty, type Party } from './support.js';

let tdb: TestDatabase;
let db: Db;
let app: FastifyInstance;
let clock: ManualClock;
let api: V2Client;
let other: V2Client;
const logLines: string[] = [];

beforeAll(async () => {
  tdb = await createTestDatabase({ start: 'seeded' });
  db = tdb.database.db;
  clock = new ManualClock(TEST_NOW);
  // Every level, so that a debug line carrying a name would be caught too.
  const logger = pino(
    { level: 'trace' },
    new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  );
  // Tokens outlive the week the tests move the clock through (to the departure and past it).
  const config = loadConfig({ TOKEN_TTL_SECONDS: String(7 * 86_400) });
  app = await buildApp({ config, database: tdb.database, clock, keySource: memoryKeySource(), logger });
  api = await v2Client(app, 1);
  other = await v2Client(app, 2);
});
afterAll(async () => {
  await app?.close();
  await tdb?.close();
});

const exportOf = (id: string, client = api) => client.call('GET', `/bookings/${id}/personal-data`);
const erase = (id: string, headers: Record<string, string> = {}, client = api) =>
  client.call('POST', `/bookings/${id}/personal-data/erasure`, undefined, headers);

async function eventsOf(reference: string): Promise<{ type: string; data: Record<string, unknown> }[]> {
  return queryRows(
    db,
    sql`select e.type, e.data from events e join bookings b on b.id = e.booking_id
        where b.reference = ${reference} order by e.seq`,
  );
}

/** Every trace of the party the API can answer: the booking, the list, the PDF, the export. */
async function answersOf(reference: string): Promise<string> {
  const booking = await api.call('GET', `/bookings/${reference}`);
  const list = await api.call('GET', '/bookings', undefined, {}, { limit: '200' });
  const pdf = await api.call('GET', `/bookings/${reference}/documents/confirmation`);
  expect(pdf.statusCode).toBe(200);
  const exported = await exportOf(reference);
  return [booking.body, list.body, await pdfText(pdf.rawPayload), exported.body].join('\n');
}

const holdsAny = (text: string, party: Party) =>
  party.needles.filter((n) => text.toLowerCase().includes(n.toLowerCase()));

describe('export', () => {
  it("answers the owning agency every guest's details, with Cache-Control: no-store; another agency 404", async () => {
    const party = uniqueParty();
    const b = await confirmParty(api, party);
    const res = await exportOf(b.bookingId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { guestId: _id, ...leadDetails } = { guestId: 1, ...party.lead };
    expect(res.json()).toEqual({
      bookingId: b.bookingId,
      exportedAt: new Date(TEST_NOW).toISOString(),
      personalDataErasedAt: null,
      guests: [
        { id: 1, type: 'ADULT', customerDetails: leadDetails },
        { id: 2, type: 'CHILD', customerDetails: { ...party.child, isLead: false } },
      ],
    });

    const foreign = await exportOf(b.bookingId, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('BOOKING_NOT_FOUND');
    expect(foreign.body).not.toContain(party.lead.firstName);
    expect((await exportOf('BRNOSUCH00')).json().code).toBe('BOOKING_NOT_FOUND');

    // Accountable: who (the agency's API credentials) and when, without the data.
    const audit = await queryRows<{ action: string; actor: string; agency_id: string }>(
      db,
      sql`select a.action, a.actor, a.agency_id from personal_data_audit a join bookings b on b.id = a.booking_id
          where b.reference = ${b.bookingId}`,
    );
    expect(audit).toEqual([{ action: 'EXPORT', actor: 'AGENCY_API', agency_id: expect.any(String) }]);
  });
});

describe('erasure', () => {
  it('is refused before departure with 409 PERSONAL_DATA_NEEDED, and changes nothing', async () => {
    const party = uniqueParty();
    const b = await confirmParty(api, party);
    const res = await erase(b.bookingId);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('PERSONAL_DATA_NEEDED');
    expect(res.headers['cache-control']).toBe('no-store');
    const after = (await api.call('GET', `/bookings/${b.bookingId}`)).json();
    expect(after.version).toBe(1);
    expect(after.personalDataErasedAt).toBeNull();
    expect(after.guests[0].customerDetails.firstName).toBe(party.lead.firstName);
    expect((await eventsOf(b.bookingId)).map((e) => e.type)).toEqual(['booking.confirmed']);
    // Another agency's booking is not found, whatever its state.
    expect((await erase(b.bookingId, {}, other)).json().code).toBe('BOOKING_NOT_FOUND');
  });

  it('after cancellation: erases at once; the booking, list, PDF, stored answers, database and logs hold none of it', async () => {
    const party = uniqueParty();
    const b = await confirmParty(api, party, { headers: { 'Idempotency-Key': randomUUID() } });
    // A guest amendment (its old name must go too) and a cancellation whose answer the idempotency store keeps.
    const renamed = `Renamed${party.lead.lastName}`;
    party.needles.push(renamed);
    const patch = await api.call('PATCH', `/bookings/${b.bookingId}/guests/2`, { lastName: renamed });
    expect(patch.statusCode, patch.body).toBe(200);
    const quote = await api.call('POST', `/bookings/${b.bookingId}/cancellation-quotes`);
    const cancelKey = { 'Idempotency-Key': randomUUID() };
    const cancelBody = { cancellationQuoteId: quote.json().cancellationQuoteId };
    const cancelled = await api.call('POST', `/bookings/${b.bookingId}/cancellations`, cancelBody, cancelKey);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(holdsAny(cancelled.body, party)).not.toEqual([]);
    // A webhook endpoint subscribed to the new event gets it through the outbox.
    const hook = await api.call('POST', '/webhooks', {
      url: 'http://127.0.0.1:4099/berth-events', // a sandbox webhook port (SANDBOX_WEBHOOK_PORTS) nobody listens on
      events: ['booking.personal_data_erased'],
    });
    expect(hook.statusCode, hook.body).toBe(201);

    const res = await erase(b.bookingId, { 'Idempotency-Key': randomUUID() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const erased = res.json();
    expect(res.headers.etag).toBe(`"${erased.version}"`);
    expect(erased).toMatchObject({
      bookingId: b.bookingId,
      status: 'CANCELLED',
      version: cancelled.json().version + 1,
      personalDataErasedAt: new Date(TEST_NOW).toISOString(),
      guests: [
        { id: 1, type: 'ADULT', customerDetails: null },
        { id: 2, type: 'CHILD', customerDetails: null },
      ],
      // What accounting needs stays.
      priceBreakdown: cancelled.json().priceBreakdown,
      payment: cancelled.json().payment,
      cancellation: cancelled.json().cancellation,
      cabins: cancelled.json().cabins,
    });
    const events = await eventsOf(b.bookingId);
    expect(events.at(-1)).toEqual({
      type: 'booking.personal_data_erased',
      data: { bookingId: b.bookingId, version: erased.version, reason: 'REQUEST' },
    });
    const [delivery] = await queryRows<{ event_type: string }>(
      db,
      sql`select event_type from webhook_deliveries where endpoint_id = ${hook.json().webhookId}`,
    );
    expect(delivery).toEqual({ event_type: 'booking.personal_data_erased' });

    // The stored answers replay without it: the confirm's and the cancellation's.
    const replayed = await api.call('POST', `/bookings/${b.bookingId}/cancellations`, cancelBody, cancelKey);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json().guests).toEqual(erased.guests);
    expect(holdsAny(replayed.body, party)).toEqual([]);

    expect(holdsAny(await answersOf(b.bookingId), party)).toEqual([]);
    expect(await findInDatabase(db, party.needles)).toEqual([]);
    expect(holdsAny(logLines.join(''), party)).toEqual([]);
  });

  it('after departure: erases once; a second erasure answers the booking unchanged, with no second event', async () => {
    const party = uniqueParty();
    const b = await confirmParty(api, party);
    const departure = new Date('2027-01-10T21:30:00Z'); // 22:30 in Oslo
    try {
      clock.set(new Date(departure.getTime() - 1000));
      expect((await erase(b.bookingId)).json().code).toBe('PERSONAL_DATA_NEEDED');
      clock.set(departure);
      const first = await erase(b.bookingId);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({
        status: 'CONFIRMED',
        version: 2,
        personalDataErasedAt: departure.toISOString(),
      });
      clock.set(new Date(departure.getTime() + 3_600_000));
      const second = await erase(b.bookingId);
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect((await eventsOf(b.bookingId)).map((e) => e.type)).toEqual([
        'booking.confirmed',
        'booking.personal_data_erased',
      ]);
      const exported = (await exportOf(b.bookingId)).json();
      expect(exported.personalDataErasedAt).toBe(departure.toISOString());
      expect(exported.guests).toEqual([
        { id: 1, type: 'ADULT', customerDetails: null },
        { id: 2, type: 'CHILD', customerDetails: null },
      ]);
      const listed = (await api.call('GET', '/bookings', undefined, {}, { limit: '200' }))
        .json()
        .bookings.find((x: { bookingId: string }) => x.bookingId === b.bookingId);
      expect(listed.leadGuest).toBeNull();
      const pdf = await pdfText((await api.call('GET', `/bookings/${b.bookingId}/documents/confirmation`)).rawPayload);
      expect(pdf).toContain('Guest 1');
      expect(pdf).toContain('Personal data erased on');
      expect(holdsAny(await answersOf(b.bookingId), party)).toEqual([]);
      expect(await findInDatabase(db, party.needles)).toEqual([]);
      expect(holdsAny(logLines.join(''), party)).toEqual([]);
    } finally {
      clock.set(TEST_NOW);
    }
  });
});
