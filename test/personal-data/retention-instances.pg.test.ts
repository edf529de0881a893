/**
 * Two instances run the housekeeping job at once on one PostgreSQL database (each its own pool, as two
 * processes would have), several runs each, over bookings all past their retention: each booking's
 * personal data is erased exactly once, with one `booking.personal_data_erased` event and one audit row,
 * and the runs' counts add up to the bookings. Always PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../src/platform/db/client.js';
import { testDatabasePooler } from '../support/database.js';
import { runHousekeeping } from '../../src/main/housekeeping.js';
import { createTestApp, FIRST_DEPARTURE_DAY, MANY_HOLDS, type TestApp } from '../support/app.js';
import { v2Client } from '../support/v2.js';
import { confirmParty, uniqueParty } from './support.js';

let t: TestApp;
let second: Database;
const BOOKINGS = 12;
const references: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ postgres: true, env: MANY_HOLDS });
  second = await openDatabase({ url: t.tdb.url!, poolSize: 4, pooler: testDatabasePooler });
  const api = await v2Client(t.app);
  for (let i = 0; i < BOOKINGS; i++) {
    const day = new Date(Date.parse(`${FIRST_DEPARTURE_DAY}T12:00:00Z`) + (i % 3) * 86_400_000);
    const b = await confirmParty(api, uniqueParty(), { day: day.toISOString().slice(0, 10) });
    if (i % 4 === 0) {
      const quote = await api.call('POST', `/bookings/${b.bookingId}/cancellation-quotes`);
      const res = await api.call('POST', `/bookings/${b.bookingId}/cancellations`, {
        cancellationQuoteId: quote.json().cancellationQuoteId,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    references.push(b.bookingId);
  }
}, 240_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
});

describe('two instances running the retention at once', () => {
  it('erases each booking once, with one event and one audit row each', async () => {
    t.clock.set('2031-01-01T00:00:00Z'); // every booking is past its 1095 days
    const settings = { retentionDays: t.config.personalData.retentionDays, timeZone: t.config.operatorTimeZone };
    const instances = [t.tdb.database.db, second.db];
    const runs = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) => runHousekeeping(instances[i % 2]!, t.clock, undefined, settings)),
    );
    expect(runs.reduce((sum, r) => sum + r.personalDataErased, 0)).toBe(BOOKINGS);

    const rows = await queryRows<{ erased: boolean; customer_details: unknown; events: number; audits: number }>(
      t.tdb.database.db,
      sql`select b.personal_data_erased_at is not null as erased, b.customer_details,
                 (select count(*)::int from events e
                  where e.booking_id = b.id and e.type = 'booking.personal_data_erased') as events,
                 (select count(*)::int from personal_data_audit a where a.booking_id = b.id) as audits
          from bookings b where b.reference = any(${sql`array[${sql.join(
            references.map((r) => sql`${r}`),
            sql`, `,
          )}]`})`,
    );
    expect(rows).toHaveLength(BOOKINGS);
    for (const row of rows) expect(row).toEqual({ erased: true, customer_details: null, events: 1, audits: 1 });
  });
});
