/**
 * The portal's booking search (bookings/search.ts), at the service: every guest's name searched
 * without regard to accents or case ("Jorgensen" finds "Jørgensen", "AERO" finds "Ærø"), the guest who matched
 * shown; the count and numbered pages; the sorts; the sailing, ship and payment-state filters, where each
 * state's filter and the booking's shown standing come from one rule, the overdue job's (overdue-rules.ts),
 * with the instant the job cancels it. PGlite by default; PostgreSQL with TEST_DATABASE_URL (the SQL's
 * folding is the database's own function, so both must agree).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingSearchQuery } from '../../src/domain/bookings/search.js';
import { queryRows } from '../../src/platform/db/client.js';
import { runOverdueJob } from '../../src/domain/payments/overdue-job.js';
import { bookingRecords } from '../../src/main/services.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { agencyIdOfBooking, bookingSearchOf } from './search-support.js';
import { confirmBooking } from '../support/lifecycle.js';
import { CHILD, LEAD, v2Client, type V2Client } from '../support/v2.js';

let t: TestApp;
let search: ReturnType<typeof bookingSearchOf>;
let agency1: string;
let api1: V2Client;
const ids: Record<string, string> = {};
/** Each booking's confirm answer's payment block (deposit and total, in major units). */
const amounts: Record<string, { depositAmount: number; totalPrice: number }> = {};
const HOUR = 3_600_000;

const guests = (lead: [string, string], child: [string, string]) => [
  { guestId: 1, ...LEAD, firstName: lead[0], lastName: lead[1] },
  { ...CHILD, firstName: child[0], lastName: child[1] },
];

beforeAll(async () => {
  t = await createTestApp();
  api1 = await v2Client(t.app, 1);
  const api2 = await v2Client(t.app, 2);
  const make = async (
    name: string,
    api: V2Client,
    g: ReturnType<typeof guests>,
    day = '2027-01-10',
    grade?: string,
  ) => {
    t.clock.advanceSeconds(60);
    const confirmed = await confirmBooking(api, { guests: g, day, ...(grade ? { grade } : {}) });
    ids[name] = confirmed.bookingId;
    amounts[name] = confirmed.payment;
  };
  await make('kari', api1, guests(['Kari', 'Nordmann'], ['Henrik', 'Jørgensen']));
  await make('henrik', api1, guests(['Henrik', 'Ibsen'], ['Ola', 'Nordmann']), '2027-01-11');
  await make('aase', api1, guests(['Åse', 'Ærø'], ['Émile', 'JØRGENSEN']), '2027-01-12');
  await make('wild', api1, guests(['Per', '100%_Sure'], ['Liv', 'Nordmann']));
  await make('theirs', api2, guests(['Jørgen', 'Jørgensen'], ['Ola', 'Nordmann']));
  // Agency 2 sells in EUR only; a second booking in a cheaper grade, so its two amounts differ.
  await make('theirsInside', api2, guests(['Siri', 'Fjell'], ['Tor', 'Fjell']), '2027-01-11', 'I2');
  agency1 = await agencyIdOfBooking(t, ids.kari!);
  search = bookingSearchOf(t);
});
afterAll(async () => t?.close());

const find = async (q: BookingSearchQuery, scope: string | null = agency1) =>
  (await search.search(scope, q, { page: 1, pageSize: 50 })).bookings;
const refs = async (q: BookingSearchQuery, scope: string | null = agency1) =>
  (await find(q, scope)).map((b) => b.bookingId);

describe('the guest search', () => {
  it('matches any guest, without regard to accents or case, and names the guest who matched', async () => {
    const found = await find({ guestName: 'Jorgensen' });
    expect(found.map((b) => b.bookingId).sort()).toEqual([ids.kari, ids.aase].sort());
    const kari = found.find((b) => b.bookingId === ids.kari)!;
    expect(kari.matchedGuest).toEqual({ firstName: 'Henrik', lastName: 'Jørgensen', isLead: false });
    expect(kari.leadGuest).toEqual({ firstName: 'Kari', lastName: 'Nordmann' });
    expect(await refs({ guestName: 'jørgensen' })).toHaveLength(2);
    expect(await refs({ guestName: 'aero' })).toEqual([ids.aase]);
    expect(await refs({ guestName: 'ASE AERO' })).toEqual([ids.aase]);
    expect(await refs({ guestName: 'emile' })).toEqual([ids.aase]);
    // Every agency's, for the operator: agency 2's Jørgen Jørgensen too.
    expect(await refs({ guestName: 'JORGENSEN' }, null)).toHaveLength(3);
  });

  it('searches the whole name ("first last") of one guest, never across two', async () => {
    const [henrik] = await find({ guestName: 'henrik jorg' });
    expect(henrik?.bookingId).toBe(ids.kari);
    const byName = await find({ guestName: 'henrik' });
    expect(byName.map((b) => [b.bookingId, b.matchedGuest?.lastName])).toEqual([
      [ids.kari, 'Jørgensen'],
      [ids.henrik, 'Ibsen'],
    ]);
    // "Nordmann Henrik" would join Kari's last name to the next guest's first: no match.
    expect(await refs({ guestName: 'nordmann henrik' })).toEqual([]);
  });

  it("takes LIKE's wildcards literally", async () => {
    expect(await refs({ guestName: '100%_s' })).toEqual([ids.wild]);
    expect(await refs({ guestName: '%' })).toEqual([ids.wild]);
    expect(await refs({ guestName: '_' })).toEqual([ids.wild]);
  });

  it("keeps every guest's folded name in the generated search column, one a line", async () => {
    const [row] = await queryRows<{ guest_search: string | null }>(
      t.tdb.database.db,
      sql`select guest_search from bookings where reference = ${ids.aase!}`,
    );
    expect(row?.guest_search).toBe('ase aero\nemile jorgensen');
  });
});

describe('sorts, count and pages', () => {
  it('sorts by departure by default, and by confirm time, booking id and amount due either way', async () => {
    // kari and wild depart together: the tie goes by the internal id, so either comes first.
    const byDeparture = await refs({});
    expect(byDeparture.slice(0, 2).sort()).toEqual([ids.kari, ids.wild].sort());
    expect(byDeparture.slice(2)).toEqual([ids.henrik, ids.aase]);
    expect(await refs({ sort: 'confirmed', descending: true })).toEqual([ids.wild, ids.aase, ids.henrik, ids.kari]);
    expect(await refs({ sort: 'reference' })).toEqual([ids.kari, ids.henrik, ids.aase, ids.wild].sort());
    const byDue = await find({ sort: 'amountDue' });
    const dues = byDue.map((b) => b.amountDueMinor);
    expect(dues).toEqual([...dues].sort((a, b) => a - b));
  });

  it('sorts by amount due within each currency, the currencies in the order of their codes, never across them', async () => {
    // Every agency's: agency 2's two EUR bookings and agency 1's four NOK ones. EUR 1,000 is more than NOK 1,000,
    // so comparing the numbers across currencies would put NOK's largest first when sorting downwards.
    const [cheap, dear] = await Promise.all(
      [ids.theirsInside!, ids.theirs!].map(async (id) => (await find({ bookingId: id }, null))[0]!),
    );
    expect([cheap!.currency, dear!.currency]).toEqual(['EUR', 'EUR']);
    expect(cheap!.amountDueMinor).toBeLessThan(dear!.amountDueMinor);
    const nok = (await find({}, agency1)).map((b) => b.amountDueMinor);
    expect(nok.every((minor) => minor > dear!.amountDueMinor)).toBe(true);

    const up = await find({ sort: 'amountDue' }, null);
    expect(up.map((b) => b.currency)).toEqual(['EUR', 'EUR', 'NOK', 'NOK', 'NOK', 'NOK']);
    expect(up.slice(0, 2).map((b) => b.bookingId)).toEqual([ids.theirsInside, ids.theirs]);
    const down = await find({ sort: 'amountDue', descending: true }, null);
    expect(down.map((b) => b.currency)).toEqual(['EUR', 'EUR', 'NOK', 'NOK', 'NOK', 'NOK']);
    expect(down.slice(0, 2).map((b) => b.bookingId)).toEqual([ids.theirs, ids.theirsInside]);
    const nokDown = down.slice(2).map((b) => b.amountDueMinor);
    expect(nokDown).toEqual([...nokDown].sort((a, b) => b - a));
  });

  it('counts every match and pages through them; a page past the last is the last', async () => {
    const first = await search.search(agency1, {}, { page: 1, pageSize: 3 });
    expect([first.total, first.pages, first.page, first.bookings.length]).toEqual([4, 2, 1, 3]);
    const second = await search.search(agency1, {}, { page: 2, pageSize: 3 });
    expect(second.bookings.map((b) => b.bookingId)).toEqual([ids.aase]);
    expect((await search.search(agency1, {}, { page: 9, pageSize: 3 })).page).toBe(2);
    const none = await search.search(agency1, { guestName: 'nobody' }, { page: 1, pageSize: 3 });
    expect([none.total, none.pages, none.bookings.length]).toEqual([0, 1, 0]);
  });

  it('filters by sailing and ship', async () => {
    const [kari] = await find({ bookingId: ids.kari! });
    expect((await refs({ sailingCode: kari!.sailingCode })).sort()).toEqual([ids.kari, ids.wild].sort());
    expect(await refs({ sailingCode: 'NO-SUCH' })).toEqual([]);
    expect((await refs({ shipCode: kari!.shipCode })).length).toBeGreaterThanOrEqual(2);
    expect(await refs({ shipCode: 'XX' })).toEqual([]);
  });

  it('streams every match in the same order for the export', async () => {
    const all: string[] = [];
    for await (const b of search.everyMatch(agency1, { sort: 'reference', descending: true })) all.push(b.bookingId);
    expect(all).toEqual(await refs({ sort: 'reference', descending: true }));
  });
});

describe('the payment standing', () => {
  /** Pays (through the API) and moves a booking's due instants as a test of the rule needs them. */
  const setPayment = async (name: string, paid: 'none' | 'deposit' | 'all', depositDue: Date, balanceDue: Date) => {
    if (paid !== 'none') {
      const amount = paid === 'all' ? amounts[name]!.totalPrice : amounts[name]!.depositAmount;
      const res = await api1.call('POST', `/bookings/${ids[name]}/payments`, { amount, currency: 'NOK' });
      expect(res.statusCode, res.body).toBe(201);
    }
    await t.tdb.database.db.execute(
      sql`update bookings set deposit_due_at = ${depositDue.toISOString()}::timestamptz,
            balance_due_at = ${balanceDue.toISOString()}::timestamptz
          where reference = ${ids[name]!}`,
    );
  };

  it('shows and filters each state by the overdue rule, with the instant the job cancels', async () => {
    const now = t.clock.now();
    const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
    // kari: confirmed inside 60 days an hour ago: due at the confirm, unpaid -> due now until the grace ends
    // 72 h after it (issue 37 item 5: not overdue the second it is confirmed), then overdue.
    await t.tdb.database.db.execute(
      sql`update bookings set confirmed_at = ${at(-1).toISOString()}::timestamptz where reference = ${ids.kari!}`,
    );
    await setPayment('kari', 'none', at(-1), at(-1));
    // henrik: deposit due in 4 days (due soon); aase: deposit paid, balance due in 30 days; wild: paid.
    await setPayment('henrik', 'none', at(96), at(24 * 30));
    await setPayment('aase', 'deposit', at(-100), at(24 * 30));
    await setPayment('wild', 'all', at(-1), at(-1));

    const byState = async (state: 'PAID' | 'DEPOSIT_DUE' | 'BALANCE_DUE' | 'OVERDUE') => refs({ paymentState: state });
    expect(await byState('OVERDUE')).toEqual([]);
    expect(await byState('DEPOSIT_DUE')).toEqual([ids.henrik]);
    expect((await byState('BALANCE_DUE')).sort()).toEqual([ids.aase, ids.kari].sort());
    expect(await byState('PAID')).toEqual([ids.wild]);

    const shown = Object.fromEntries((await find({})).map((b) => [b.bookingId, b.standing]));
    expect(shown[ids.kari!]).toMatchObject({
      state: 'BALANCE_DUE',
      dueAt: at(-1),
      cancelsAt: at(71),
      dueSoon: true,
      dueNow: true,
    });
    expect(shown[ids.henrik!]).toMatchObject({ state: 'DEPOSIT_DUE', dueAt: at(96), cancelsAt: null, dueNow: false });
    expect(shown[ids.aase!]).toMatchObject({ state: 'BALANCE_DUE', dueAt: at(24 * 30), dueSoon: false });
    expect(shown[ids.wild!]).toMatchObject({ state: 'PAID', dueAt: null });

    // The job agrees: it cancels kari's booking once the instant shown has passed, and nothing else; the
    // list shows it overdue from that instant until the job's run.
    t.clock.advanceSeconds(70 * 3600);
    const job = () =>
      runOverdueJob({
        db: t.tdb.database.db,
        clock: t.clock,
        records: bookingRecords,
        graceHours: 72,
        timeZone: 'Europe/Oslo',
      });
    expect((await job()).cancelled).toBe(0);
    expect(await byState('OVERDUE')).toEqual([]);
    t.clock.advanceSeconds(3600);
    expect(await byState('OVERDUE')).toEqual([ids.kari]);
    expect((await find({ bookingId: ids.kari! }))[0]?.standing).toMatchObject({ state: 'OVERDUE', cancelsAt: at(71) });
    expect((await job()).cancelled).toBe(1);
    const [kari] = await find({ bookingId: ids.kari! });
    expect([kari?.status, kari?.standing]).toEqual(['CANCELLED', null]);
    // henrik's deposit, due days after its confirm, is overdue from its own instant, without a grace.
    t.clock.advanceSeconds(25 * 3600 - 1);
    expect(await byState('OVERDUE')).toEqual([]);
    t.clock.advanceSeconds(1);
    expect(await byState('OVERDUE')).toEqual([ids.henrik]);
    // A cancelled booking has no payment state: the filter lists confirmed bookings only.
    expect(await byState('OVERDUE')).not.toContain(ids.kari);
  });
});
