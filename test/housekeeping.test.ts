import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client.js';
import { runHousekeeping } from '../src/main/housekeeping.js';
import { createTestApp, FIRST_DEPARTURE_DAY, type TestApp } from './support/app.js';
import { sandboxAuth } from './support/auth.js';
import { LEAD, v2Client, type V2Client } from './support/v2.js';

let t: TestApp;
let api: V2Client;

beforeAll(async () => {
  t = await createTestApp();
  api = await v2Client(t.app);
});
afterAll(async () => t?.close());

async function holdOne(idempotencyKey?: string) {
  const s = (
    await api.searchVoyages({
      departurePort: 'BGO',
      arrivalPort: 'TOS',
      departureDateFrom: FIRST_DEPARTURE_DAY,
      guests: [{ type: 'ADULT' }],
    })
  ).json();
  const res = await api.create(
    'voyage-only',
    s.sessionId,
    { departureDate: s.results[0].departureDate, cabinMix: [{ code: 'O2', guestIds: [1] }] },
    idempotencyKey ? { 'idempotency-key': idempotencyKey } : undefined,
  );
  expect(res.statusCode).toBe(201);
  return s.sessionId as string;
}

const count = async (table: string) =>
  (await queryRows<{ n: number }>(t.tdb.database.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!
    .n;

describe('housekeeping', () => {
  it('removes what expired sessions left, keeps live and confirmed bookings', async () => {
    const expired = await holdOne('k-1');
    const confirmed = await holdOne();
    expect(
      (await api.sub('POST', 'voyage-only', confirmed, 'confirm', { guests: [{ guestId: 1, ...LEAD }] })).statusCode,
    ).toBe(201);

    t.clock.advanceSeconds(900 + 3600 + 1); // the first session expired more than an hour ago
    const live = await holdOne(); // a fresh one, live now
    const before = { bookings: await count('bookings') };
    expect(await runHousekeeping(t.tdb.database.db, t.clock)).toEqual({
      heldBookings: 1,
      sessions: 1,
      idempotencyKeys: 0,
      quotes: 0,
      webhookDeliveries: 0,
      requestLog: 0,
      personalDataErased: 0,
    });
    expect(await count('bookings')).toBe(before.bookings - 1);
    // One cabin each for the confirmed and the live booking; the expired hold was already purged by the
    // create on the same sailing, and its booking row is gone now.
    expect(await count('cabin_allocations')).toBe(2);
    const remaining = await queryRows<{ session_id: string; status: string }>(
      t.tdb.database.db,
      sql`select session_id, status from bookings order by status`,
    );
    expect(remaining).toEqual([
      { session_id: confirmed, status: 'CONFIRMED' },
      { session_id: live, status: 'HELD' },
    ]);
    expect(remaining.map((r) => r.session_id)).not.toContain(expired);

    t.clock.advanceSeconds(24 * 3600);
    expect((await runHousekeeping(t.tdb.database.db, t.clock)).idempotencyKeys).toBe(1);

    // A V1 quote lives until 30 days after its departure.
    const auth = await sandboxAuth(t.app);
    const quote = await t.app.inject({
      url: '/api/v1/booking/ROUND-12D',
      headers: auth.headers,
      query: { ...auth.query, Currency: 'NOK', StartDate: FIRST_DEPARTURE_DAY, Adults: '1' },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect((await runHousekeeping(t.tdb.database.db, t.clock)).quotes).toBe(0);
    t.clock.set('2027-02-15T00:00:00Z');
    expect((await runHousekeeping(t.tdb.database.db, t.clock)).quotes).toBe(1);
    // The confirmed booking is still readable.
    const ref = (
      await queryRows<{ reference: string }>(
        t.tdb.database.db,
        sql`select reference from bookings where status = 'CONFIRMED'`,
      )
    )[0]!.reference;
    // (Read with a token of the new date: the earlier one has expired.)
    expect((await (await v2Client(t.app)).call('GET', `/bookings/${ref}`)).statusCode).toBe(200);
  });
});
