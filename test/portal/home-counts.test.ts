/**
 * What the homes count (src/channels/portal/home.ts), at the service and past zero: home.test.ts shows the cards in a
 * browser, where every test booking is due at confirm, so "payments due in 7 days" and "nearly full" stay at
 * zero there. Here a booking's due instants are moved as a booking confirmed long before departure would have
 * them, and a sailing is filled to either side of the nearly-full threshold. PGlite by default; PostgreSQL
 * with TEST_DATABASE_URL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import {
  AHEAD_DAYS,
  NEARLY_FULL_PERCENT,
  nearlyFullSailings,
  overdueBookings,
  paymentsDueSoon,
} from '../../src/channels/portal/home.js';
import { bookingStates } from '../../src/domain/bookings/booking-states-sql.js';
import { createOccupancy } from '../../src/domain/sailings/occupancy.js';
import { holdSessions } from '../../src/domain/sessions/hold-sessions-sql.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { confirmBooking, type ConfirmedBookingBody } from '../support/lifecycle.js';
import { v2Client, type V2Client } from '../support/v2.js';

const HOUR = 3_600_000;
const GRACE = 72 * HOUR;
const TIME_ZONE = 'Europe/Oslo';

let t: TestApp;
let api: V2Client;
let booking: ConfirmedBookingBody;
let agency1: string;
let agency2: string;
const db = () => t.tdb.database.db;
/** The occupancy view over the test database, composed as main/services.ts composes it. */
const occupancy = () => createOccupancy({ db: db(), bookingStates, holdSessions });

beforeAll(async () => {
  t = await createTestApp();
  api = await v2Client(t.app, 1);
  booking = await confirmBooking(api, { agencyReference: 'HOME-COUNTS' });
  const agencies = await queryRows<{ client_id: string; id: string }>(
    db(),
    sql`select client_id, id from agencies where client_id in ('sandbox-agency', 'sandbox-agency-2')`,
  );
  agency1 = agencies.find((a) => a.client_id === 'sandbox-agency')!.id;
  agency2 = agencies.find((a) => a.client_id === 'sandbox-agency-2')!.id;
});
afterAll(async () => t?.close());

describe('payments due in the coming week', () => {
  const at = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR);
  // Confirmed long before either instant (a booking due at its confirm is due now until its grace ends).
  const setDue = (deposit: Date, balance: Date) =>
    db().execute(
      sql`update bookings set deposit_due_at = ${deposit.toISOString()}::timestamptz,
            balance_due_at = ${balance.toISOString()}::timestamptz,
            confirmed_at = ${at(-24 * 100).toISOString()}::timestamptz
          where reference = ${booking.bookingId}`,
    );
  const dueSoon = () => paymentsDueSoon(db(), t.clock.now(), agency1, GRACE);
  const overdue = () => overdueBookings(db(), t.clock.now(), GRACE, agency1);

  it('counts the deposit while it is unpaid, then the balance, each only inside the week and before it is overdue', async () => {
    // Confirmed long before departure: the deposit due in 2 days, the balance in 30.
    await setDue(at(48), at(24 * 30));
    const soon = await dueSoon();
    expect(soon.count).toBe(1);
    expect(soon.items[0]).toMatchObject({
      reference: booking.bookingId,
      agencyReference: 'HOME-COUNTS',
      dueAt: at(48),
      balance: booking.payment.totalPrice,
      currency: 'NOK',
    });
    expect((await overdue()).count).toBe(0);
    // Another agency's home does not count it.
    expect((await paymentsDueSoon(db(), t.clock.now(), agency2, GRACE)).count).toBe(0);

    // The deposit paid: the next payment is the balance, 30 days away.
    const paid = await api.call('POST', `/bookings/${booking.bookingId}/payments`, {
      amount: booking.payment.depositAmount,
      currency: 'NOK',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await dueSoon()).count).toBe(0);

    // The balance falls due an hour inside the week, then an hour past it.
    await setDue(at(-100), at(AHEAD_DAYS * 24 - 1));
    const balance = await dueSoon();
    expect(balance.count).toBe(1);
    expect(balance.items[0]).toMatchObject({
      dueAt: at(AHEAD_DAYS * 24 - 1),
      balance: booking.payment.totalPrice - booking.payment.depositAmount,
    });
    await setDue(at(-100), at(AHEAD_DAYS * 24 + 1));
    expect((await dueSoon()).count).toBe(0);

    // Past its due instant it is overdue, on the other card, not on both.
    await setDue(at(-100), at(-1));
    expect((await dueSoon()).count).toBe(0);
    const late = await overdue();
    expect(late.count).toBe(1);
    expect(late.items[0]).toMatchObject({ reference: booking.bookingId, dueAt: at(-1) });
  });
});

describe('nearly full sailings of the coming week', () => {
  it(`lists a sailing from ${NEARLY_FULL_PERCENT} % of its busiest leg's places taken, not below`, async () => {
    const [place] = await queryRows<{
      sailing_id: number;
      code: string;
      ship_code: string;
      legs: string;
      departure_day: string;
    }>(
      db(),
      sql`select a.sailing_id, s.code, s.ship_code, a.legs::text as legs, to_char(s.departure_at, 'YYYY-MM-DD') as departure_day
          from cabin_allocations a join bookings b on b.id = a.booking_id join sailings s on s.id = a.sailing_id
          where b.reference = ${booking.bookingId}`,
    );
    const day = { from: place!.departure_day, to: place!.departure_day };
    const loadOf = async () =>
      (await occupancy().listSailingLoads(day, t.clock.now())).find((s) => s.code === place!.code)!;
    const before = await loadOf();
    const busiest = before.legs.reduce((a, b) => (b.sold + b.held > a.sold + a.held ? b : a));
    expect(busiest.sold + busiest.held).toBe(1);
    const capacity = busiest.capacity;
    // The fewest places taken that round to the threshold, as the home rounds them.
    let needed = 1;
    while (Math.round((needed * 100) / capacity) < NEARLY_FULL_PERCENT) needed++;

    // More cabins sold to the same booking on the same legs (the ship's free cabins, one row each).
    const sellCabins = (count: number, offset: number) =>
      db().execute(
        sql`insert into cabin_allocations (booking_id, cabin_no, session_id, sailing_id, cabin_id, legs)
            select b.id, 100 + ${offset} + row_number() over (order by c.id), null, ${place!.sailing_id}, c.id, ${place!.legs}::int4range
            from bookings b, (select c.id from cabins c
                               where c.ship_code = ${place!.ship_code}
                                 and not exists (select 1 from cabin_allocations x
                                                  where x.cabin_id = c.id and x.sailing_id = ${place!.sailing_id})
                               order by c.id limit ${count}) c
            where b.reference = ${booking.bookingId}`,
      );
    const listed = async () =>
      (await nearlyFullSailings(occupancy(), t.clock.now(), TIME_ZONE)).find((s) => s.code === place!.code);

    await sellCabins(needed - 2, 0);
    expect((await loadOf()).legs.find((l) => l.leg === busiest.leg)!.sold).toBe(needed - 1);
    expect(await listed()).toBeUndefined();

    await sellCabins(1, needed);
    expect((await loadOf()).legs.find((l) => l.leg === busiest.leg)!.sold).toBe(needed);
    expect(await listed()).toMatchObject({
      code: place!.code,
      loadPercent: Math.round((needed * 100) / capacity),
      departureAt: before.departureAt,
    });
    expect((await listed())!.loadPercent).toBeGreaterThanOrEqual(NEARLY_FULL_PERCENT);
  });
});

describe('a booking confirmed inside the balance window (issue 37 item 5)', () => {
  it('is due now on the home, with its cancellation instant, and overdue only once its grace has run out', async () => {
    // 30 days before departure (a sailing the test above did not fill): due in full at the confirm (lifecycle.md).
    const day = '2027-01-12';
    const back = Date.parse(`${day}T00:00:00Z`) - 30 * 24 * HOUR - t.clock.now().getTime();
    t.clock.advance(back);
    let elapsed = 0;
    /** The clock `hours` after the confirm. */
    const afterConfirm = (hours: number) => {
      t.clock.advance(hours * HOUR - elapsed);
      elapsed = hours * HOUR;
    };
    try {
      const late = await confirmBooking(await v2Client(t.app, 1), { agencyReference: 'DUE-NOW', day });
      const confirmedAt = t.clock.now();
      expect(late.payment.balanceDueByUtc).toBe(confirmedAt.toISOString());
      const refs = (list: { items: { reference: string }[] }) => list.items.map((i) => i.reference);
      const onHome = async () => ({
        overdue: refs(await overdueBookings(db(), t.clock.now(), GRACE, agency1)),
        operator: refs(await overdueBookings(db(), t.clock.now(), GRACE)),
        soon: (await paymentsDueSoon(db(), t.clock.now(), agency1, GRACE)).items,
      });
      for (const hours of [0, 1, 71.99]) {
        afterConfirm(hours);
        const home = await onHome();
        expect(home.overdue).not.toContain(late.bookingId);
        expect(home.operator).not.toContain(late.bookingId);
        expect(home.soon.find((i) => i.reference === late.bookingId)).toMatchObject({
          dueNow: true,
          dueAt: confirmedAt,
          cancelsAt: new Date(confirmedAt.getTime() + GRACE),
        });
      }
      // Its grace over (the overdue job cancels it at its next run): overdue, and no longer "due".
      afterConfirm(72);
      const home = await onHome();
      expect(home.overdue).toContain(late.bookingId);
      expect(home.operator).toContain(late.bookingId);
      expect(home.soon.map((i) => i.reference)).not.toContain(late.bookingId);
    } finally {
      t.clock.advance(-(back + elapsed));
    }
  });
});
