/**
 * The held-inventory quota under concurrency: real concurrent HTTP clients against a listening server on
 * PostgreSQL (never PGlite: one connection, nothing would race). Two creates of one agency on one sailing
 * must not both pass the check: the quota holds exactly, whatever the interleaving.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { FIRST_DEPARTURE_DAY } from '../support/app.js';
import { listeningTestApp, type ListeningTestApp, type ServerClient as Client } from '../support/listening.js';

let server: ListeningTestApp;
let agency1: Client;
let agency2: Client;
const call: ListeningTestApp['call'] = (...args) => server.call(...args);

beforeAll(async () => {
  server = await listeningTestApp();
  ({ agency1, agency2 } = server);
});
afterAll(async () => server?.close());

/** Searches for `guests` adults on the first departure day; the create body puts each in a cabin of its own. */
async function prepare(client: Client, guests: number, grades: string[]) {
  const search = await call(client, 'POST', '/search/voyages', {
    departurePort: 'BGO',
    arrivalPort: 'TOS',
    departureDateFrom: FIRST_DEPARTURE_DAY,
    guests: Array.from({ length: guests }, () => ({ type: 'ADULT' })),
    ...(client === agency2 ? { currency: 'EUR' } : {}),
  });
  expect(search.status).toBe(200);
  const { sessionId, results } = search.body as { sessionId: string; results: { departureDate: string }[] };
  return {
    sessionId,
    body: {
      departureDate: results[0]!.departureDate,
      cabinMix: Array.from({ length: guests }, (_, i) => ({ code: grades[i % grades.length]!, guestIds: [i + 1] })),
    },
  };
}

async function heldCabins(clientId: string) {
  const [row] = await queryRows<{ n: number }>(
    server.t.tdb.database.db,
    sql`select count(*)::int as n from booking_cabins bc join bookings b on b.id = bc.booking_id
        join agencies a on a.id = b.agency_id where a.client_id = ${clientId} and b.status = 'HELD'`,
  );
  return row!.n;
}

describe('hold quota races on PostgreSQL', () => {
  it('24 concurrent one-cabin creates of one agency on one sailing: exactly 10 are held, the rest 409 HOLD_QUOTA_EXCEEDED', async () => {
    const prepared = await Promise.all(Array.from({ length: 24 }, () => prepare(agency1, 1, ['O2', 'I2', 'IG'])));
    const results = await Promise.all(
      prepared.map((p) => call(agency1, 'POST', `/bookings/create/voyage-only/${p.sessionId}`, p.body)),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    for (const r of results.filter((r) => r.status !== 201)) {
      expect(r).toMatchObject({ status: 409, body: { code: 'HOLD_QUOTA_EXCEEDED' } });
    }
    expect(await heldCabins('sandbox-agency')).toBe(10);
  });

  it('concurrent multi-cabin creates of two agencies: each agency stops at its quota, neither spends the other', async () => {
    // Agency 2: 9 creates of 3 cabins at once, so at most 3 fit (9 cabins); the 4th would make 12.
    const prepared = await Promise.all(Array.from({ length: 9 }, () => prepare(agency2, 3, ['O2', 'IG', 'I2'])));
    // Agency 1 (already at its quota from the test above) races alongside and gets nothing.
    const extra = await Promise.all(Array.from({ length: 4 }, () => prepare(agency1, 1, ['O2'])));
    const results = await Promise.all([
      ...prepared.map((p) => call(agency2, 'POST', `/bookings/create/voyage-only/${p.sessionId}`, p.body)),
      ...extra.map((p) => call(agency1, 'POST', `/bookings/create/voyage-only/${p.sessionId}`, p.body)),
    ]);
    const agency2Results = results.slice(0, 9);
    expect(agency2Results.filter((r) => r.status === 201)).toHaveLength(3);
    for (const r of [...agency2Results.filter((r) => r.status !== 201), ...results.slice(9)]) {
      expect(r).toMatchObject({ status: 409, body: { code: 'HOLD_QUOTA_EXCEEDED' } });
    }
    expect(await heldCabins('sandbox-agency-2')).toBe(9);
    expect(await heldCabins('sandbox-agency')).toBe(10);
  });
});
