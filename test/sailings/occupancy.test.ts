/**
 * The operator's occupancy view (src/domain/sailings/occupancy.ts) over holds and sales made through the API:
 * per-leg counts of sold and held places and the state of each cabin on a leg.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { bookingStates } from '../../src/domain/bookings/booking-states-sql.js';
import { createOccupancy, type DeckPlan, type SailingDetail } from '../../src/domain/sailings/occupancy.js';
import { holdSessions } from '../../src/domain/sessions/hold-sessions-sql.js';
import { createTestApp, FIRST_DEPARTURE_DAY, type TestApp } from '../support/app.js';
import { confirmBooking } from '../support/lifecycle.js';
import { v2Client, type V2Client } from '../support/v2.js';

let t: TestApp;
let api: V2Client;

beforeAll(async () => {
  t = await createTestApp();
  api = await v2Client(t.app);
});
afterAll(() => t.close());

/** The occupancy view over the test database, composed as main/services.ts composes it. */
const occupancy = () => createOccupancy({ db: t.tdb.database.db, bookingStates, holdSessions });

/** A held booking (not confirmed) of one ADULT in a cabin of `grade` from BGO to `to` on the first day. */
async function hold(grade: string, to = 'TOS'): Promise<string> {
  const search = await api.searchVoyages({
    departurePort: 'BGO',
    arrivalPort: to,
    departureDateFrom: FIRST_DEPARTURE_DAY,
    guests: [{ type: 'ADULT' }],
  });
  expect(search.statusCode, search.body).toBe(200);
  const s = search.json();
  const created = await api.create('voyage-only', s.sessionId, {
    departureDate: s.results[0].departureDate,
    cabinMix: [{ code: grade, guestIds: [1] }],
  });
  expect(created.statusCode, created.body).toBe(201);
  return s.sessionId;
}

/** The sailing, legs and physical cabin number (null for a counted grade) of the booking of a session or reference. */
async function placeOf(where: { sessionId: string } | { reference: string }) {
  const [row] = await queryRows<{ code: string; from_seq: number; to_seq: number; number: string | null }>(
    t.tdb.database.db,
    sql`select s.code, b.from_seq, b.to_seq, c.number
        from bookings b join sailings s on s.id = b.sailing_id
        left join cabin_allocations a on a.booking_id = b.id
        left join cabins c on c.id = a.cabin_id
        where ${'sessionId' in where ? sql`b.session_id = ${where.sessionId}` : sql`b.reference = ${where.reference}`}`,
  );
  return row!;
}

const cabinState = (plan: DeckPlan, number: string) =>
  plan.decks.flatMap((d) => d.cabins).find((c) => c.number === number);

describe('occupancy of a sailing', () => {
  let sold: Awaited<ReturnType<typeof placeOf>>;
  let held: Awaited<ReturnType<typeof placeOf>>;
  let counted: Awaited<ReturnType<typeof placeOf>>;
  let reference: string;
  let detail: SailingDetail;

  beforeAll(async () => {
    await confirmBooking(api, { grade: 'O2' });
    const [ref] = await queryRows<{ reference: string }>(
      t.tdb.database.db,
      sql`select reference from bookings where status = 'CONFIRMED'`,
    );
    reference = ref!.reference;
    sold = await placeOf({ reference });
    held = await placeOf({ sessionId: await hold('I2', 'TRD') });
    counted = await placeOf({ sessionId: await hold('IG', 'TOS') });
    detail = (await occupancy().sailingDetail(sold.code, t.clock.now()))!;
  });

  it('counts sold and held places on each leg a booking covers, and none on the others', () => {
    expect(held.code).toBe(sold.code);
    expect(counted.code).toBe(sold.code);
    expect(detail.legs.length).toBe(detail.calls.length - 1);
    for (const leg of detail.legs) {
      const on = (p: { from_seq: number; to_seq: number }) => (leg.leg >= p.from_seq && leg.leg < p.to_seq ? 1 : 0);
      expect(leg, `leg ${leg.leg}`).toMatchObject({ sold: on(sold), held: on(held) + on(counted) });
      expect(leg.fromPort).toBe(detail.calls[leg.leg]!.portCode);
      expect(leg.toPort).toBe(detail.calls[leg.leg + 1]!.portCode);
    }
    expect(detail.legs[0]).toMatchObject({ sold: 1, held: 2 });
  });

  it('counts every cabin of the ship and the units of its counted grades as places', async () => {
    const [ship] = await queryRows<{ cabins: number; units: number }>(
      t.tdb.database.db,
      sql`select (select count(*)::int from cabins where ship_code = ${detail.shipCode}) as cabins,
                 (select coalesce(sum(capacity), 0)::int from cabin_grades where ship_code = ${detail.shipCode}
                    and not has_specific_cabins) as units`,
    );
    expect(ship!.units).toBeGreaterThan(0);
    for (const leg of detail.legs) expect(leg.capacity).toBe(ship!.cabins + ship!.units);
  });

  it('draws the sold cabin as sold and the held one as held on a leg they cover, and free after it', async () => {
    const plan = await occupancy().deckPlan(detail, 0, t.clock.now());
    expect(cabinState(plan, sold.number!)).toMatchObject({ state: 'SOLD', bookingReference: reference });
    expect(cabinState(plan, held.number!)).toMatchObject({ state: 'HELD', bookingReference: null });
    const all = plan.decks.flatMap((d) => d.cabins);
    expect(all.filter((c) => c.state === 'SOLD')).toHaveLength(1);
    expect(all.filter((c) => c.state === 'HELD')).toHaveLength(1);
    expect(plan.countedGrades.find((g) => g.grade === 'IG')).toMatchObject({ capacity: 20, sold: 0, held: 1 });
    // Decks from the top down, every cabin of the ship once.
    expect(plan.decks.map((d) => d.deck)).toEqual([...plan.decks.map((d) => d.deck)].sort((a, b) => b - a));
    expect(all.length).toBe(detail.legs[0]!.capacity - 20);

    // The held booking (BGO-TRD) ends before the sold one (BGO-TOS): on that leg only the sale remains.
    expect(held.to_seq).toBeLessThan(sold.to_seq);
    const later = await occupancy().deckPlan(detail, held.to_seq, t.clock.now());
    expect(cabinState(later, held.number!)!.state).toBe('FREE');
    expect(cabinState(later, sold.number!)!.state).toBe('SOLD');
  });

  it('frees held places the instant their session expires; sold ones stay', async () => {
    const later = new Date(t.clock.now().getTime() + 24 * 3600 * 1000);
    const plan = await occupancy().deckPlan(detail, 0, later);
    expect(cabinState(plan, held.number!)!.state).toBe('FREE');
    expect(cabinState(plan, sold.number!)!.state).toBe('SOLD');
    expect(plan.countedGrades.find((g) => g.grade === 'IG')).toMatchObject({ held: 0 });
    const after = (await occupancy().sailingDetail(sold.code, later))!;
    expect(after.legs[0]).toMatchObject({ sold: 1, held: 0 });
  });

  it('lists the sailings of a date range with their loads, filtered by ship', async () => {
    const all = await occupancy().listSailingLoads(
      { from: FIRST_DEPARTURE_DAY, to: FIRST_DEPARTURE_DAY },
      t.clock.now(),
    );
    expect(all.length).toBeGreaterThan(0);
    for (const s of all) expect(s.departureAt.slice(0, 10)).toBe(FIRST_DEPARTURE_DAY);
    const ours = all.find((s) => s.code === sold.code)!;
    expect(ours.legs).toEqual(detail.legs);
    const others = all.filter((s) => s.code !== sold.code);
    for (const s of others) for (const leg of s.legs) expect(leg).toMatchObject({ sold: 0, held: 0 });

    const ofShip = await occupancy().listSailingLoads(
      { from: '2027-01-01', to: '2027-01-31', shipCode: detail.shipCode },
      t.clock.now(),
    );
    expect(ofShip.length).toBeGreaterThan(0);
    expect(ofShip.every((s) => s.shipCode === detail.shipCode)).toBe(true);
    expect(ofShip.some((s) => s.code === sold.code)).toBe(true);
    expect(await occupancy().listSailingLoads({ from: '2030-01-01', to: '2030-01-31' }, t.clock.now())).toEqual([]);
  });

  it('answers null for an unknown sailing', async () => {
    expect(await occupancy().sailingDetail('NO-SUCH-SAILING', t.clock.now())).toBeNull();
  });
});
