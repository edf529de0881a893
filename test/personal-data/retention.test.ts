/**
 * Retention: the housekeeping job erases a booking's personal data PERSONAL_DATA_RETENTION_DAYS (1095 by
 * default) after its arrival, or after its cancellation, and not a second earlier; newer bookings keep theirs.
 * PGlite by default, PostgreSQL with TEST_DATABASE_URL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/kernel/config.js';
import { queryRows } from '../../src/platform/db/client.js';
import { runHousekeeping } from '../../src/main/housekeeping.js';
import { wallClockToInstant } from '../../src/kernel/time.js';
import { createTestApp, FIRST_DEPARTURE_DAY, TEST_NOW, type TestApp } from '../support/app.js';
import { v2Client } from '../support/v2.js';
import { confirmParty, findInDatabase, uniqueParty, type Party } from './support.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const DAY_MS = 86_400_000;

interface Made {
  id: string;
  party: Party;
}

async function state(reference: string) {
  const [row] = await queryRows<{ erased: boolean; types: string[]; actors: string[] }>(
    t.tdb.database.db,
    sql`select b.personal_data_erased_at is not null as erased,
               array(select e.type || ':' || coalesce(e.data->>'reason', '') from events e
                     where e.booking_id = b.id and e.type = 'booking.personal_data_erased') as types,
               array(select a.actor from personal_data_audit a where a.booking_id = b.id and a.action = 'ERASURE') as actors
        from bookings b where b.reference = ${reference}`,
  );
  return row!;
}

describe('PERSONAL_DATA_RETENTION_DAYS', () => {
  it('is 1095 days unless set, and refuses what is not a whole number of days', () => {
    expect(loadConfig({}).personalData.retentionDays).toBe(1095);
    expect(loadConfig({ PERSONAL_DATA_RETENTION_DAYS: '30' }).personalData.retentionDays).toBe(30);
    expect(() => loadConfig({ PERSONAL_DATA_RETENTION_DAYS: '0' })).toThrow(/PERSONAL_DATA_RETENTION_DAYS/);
    expect(() => loadConfig({ PERSONAL_DATA_RETENTION_DAYS: '3 years' })).toThrow(/PERSONAL_DATA_RETENTION_DAYS/);
  });
});

describe('the retention job', () => {
  it('erases the old ones at their instant (arrival or cancellation + the retention), not the new ones', async () => {
    const api = await v2Client(t.app);
    const arrived: Made = { party: uniqueParty(), id: '' };
    const cancelled: Made = { party: uniqueParty(), id: '' };
    const later: Made = { party: uniqueParty(), id: '' };
    const a = await confirmParty(api, arrived.party);
    arrived.id = a.bookingId;
    cancelled.id = (await confirmParty(api, cancelled.party)).bookingId;
    const quote = await api.call('POST', `/bookings/${cancelled.id}/cancellation-quotes`);
    const cancel = await api.call('POST', `/bookings/${cancelled.id}/cancellations`, {
      cancellationQuoteId: quote.json().cancellationQuoteId,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const twoDaysLater = new Date(Date.parse(`${FIRST_DEPARTURE_DAY}T12:00:00Z`) + 2 * DAY_MS).toISOString();
    later.id = (await confirmParty(api, later.party, { day: twoDaysLater.slice(0, 10) })).bookingId;

    const days = t.config.personalData.retentionDays;
    const settings = { retentionDays: days, timeZone: t.config.operatorTimeZone };
    const run = () => runHousekeeping(t.tdb.database.db, t.clock, undefined, settings);
    const cancelledDue = Date.parse(TEST_NOW) + days * DAY_MS;
    const arrivedDue = wallClockToInstant(a.arrivalDate, t.config.operatorTimeZone).getTime() + days * DAY_MS;
    expect(arrivedDue).toBeGreaterThan(cancelledDue);

    try {
      t.clock.set(new Date(cancelledDue - 1000));
      expect((await run()).personalDataErased).toBe(0);
      t.clock.set(new Date(cancelledDue));
      expect((await run()).personalDataErased).toBe(1);
      expect(await state(cancelled.id)).toEqual({
        erased: true,
        types: ['booking.personal_data_erased:RETENTION'],
        actors: ['RETENTION'],
      });
      expect((await state(arrived.id)).erased).toBe(false);

      t.clock.set(new Date(arrivedDue - 1000));
      expect((await run()).personalDataErased).toBe(0);
      t.clock.set(new Date(arrivedDue));
      expect((await run()).personalDataErased).toBe(1);
      expect((await state(arrived.id)).types).toEqual(['booking.personal_data_erased:RETENTION']);
      // The next run finds nothing more to do; the later booking keeps its data until its own instant.
      expect((await run()).personalDataErased).toBe(0);
      expect(await state(later.id)).toEqual({ erased: false, types: [], actors: [] });
      const db = t.tdb.database.db;
      expect(await findInDatabase(db, [...arrived.party.needles, ...cancelled.party.needles])).toEqual([]);
      expect((await findInDatabase(db, [later.party.lead.email])).length).toBeGreaterThan(0);

      // The booking answers as an erased one (a new token: the clock moved on three years).
      const now = await v2Client(t.app);
      const booking = (await now.call('GET', `/bookings/${arrived.id}`)).json();
      expect(booking.personalDataErasedAt).toBe(new Date(arrivedDue).toISOString());
      expect(booking.guests.map((g: { customerDetails: unknown }) => g.customerDetails)).toEqual([null, null]);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });
});
