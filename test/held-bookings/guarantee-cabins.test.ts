/**
 * Guarantee cabins are held at grade level (contract, "Fair use (V2)"; issue 11, item 2): a number the
 * service keeps for another booking's guarantee cabin can be chosen (that cabin moves), a listing offers
 * every number that can be had, and the cabins the service keeps leave the grade's leg-by-leg inventory
 * sellable. Each test uses its own sailing and grade of one database.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { createTestApp, MANY_HOLDS, type TestApp } from '../support/app.js';
import { LEAD, v2Client, type V2Client } from '../support/v2.js';

let t: TestApp;
let api: V2Client;
let other: V2Client;

beforeAll(async () => {
  t = await createTestApp({ env: MANY_HOLDS });
  api = await v2Client(t.app, 1);
  other = await v2Client(t.app, 2);
});
afterAll(async () => t?.close());

/** A voyage on one sailing of the test catalogue: the sailing's ship and first day, and two of its ports. */
interface Voyage {
  ship: 'RW' | 'HP';
  day: string;
  from: string;
  to: string;
}

interface Held {
  sessionId: string;
  client: V2Client;
}

async function hold(voyage: Voyage, grade: string, client: V2Client = api, guests = 1): Promise<Held> {
  // The departure from `from` of the sailing that left Bergen northbound on `day`.
  const [call] = await queryRows<{ departure_at: string }>(
    t.tdb.database.db,
    sql`select sc.departure_at from sailing_calls sc join sailings s on s.id = sc.sailing_id
        where s.code = ${`${voyage.ship}-${voyage.day}`} and sc.port_code = ${voyage.from} order by sc.seq limit 1`,
  );
  const departureDate = call!.departure_at.replace(' ', 'T');
  const res = await client.searchVoyages({
    departurePort: voyage.from,
    arrivalPort: voyage.to,
    departureDateFrom: departureDate.slice(0, 10),
    guests: Array.from({ length: guests }, () => ({ type: 'ADULT' })),
    ...(client === other ? { currency: 'EUR' } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  const s = res.json();
  expect(s.results.map((r: { departureDate: string }) => r.departureDate)).toContain(departureDate);
  const created = await client.create('voyage-only', s.sessionId, {
    departureDate,
    cabinMix: Array.from({ length: guests }, (_, i) => ({ code: grade, guestIds: [i + 1] })),
  });
  expect(created.statusCode, created.body).toBe(201);
  return { sessionId: s.sessionId, client };
}

async function listing(h: Held, grade: string): Promise<string[]> {
  const res = await h.client.sub('GET', 'voyage-only', h.sessionId, 'cabin-numbers', undefined, undefined, {
    cabinGrade: grade,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().decks.flatMap((d: { cabinNumbers: string[] }) => d.cabinNumbers);
}

const apply = (h: Held, cabinNumber: string | null, cabinId = 1) =>
  h.client.sub('POST', 'voyage-only', h.sessionId, 'cabin-numbers', { cabinId, cabinNumber });

async function choose(h: Held, grade: string, cabinNumber: string) {
  expect(await listing(h, grade)).toContain(cabinNumber);
  const res = await apply(h, cabinNumber);
  expect(res.statusCode, res.body).toBe(200);
}

/** The cabins the service keeps for a held booking's cabins, by cabinNo: what a partner never sees. */
async function keptCabins(h: Held): Promise<{ cabinNo: number; number: string }[]> {
  return queryRows(
    t.tdb.database.db,
    sql`select a.cabin_no as "cabinNo", c.number
        from cabin_allocations a join bookings b on b.id = a.booking_id join cabins c on c.id = a.cabin_id
        where b.session_id = ${h.sessionId} order by a.cabin_no`,
  );
}

async function gradeNumbers(ship: string, grade: string): Promise<string[]> {
  const rows = await queryRows<{ number: string }>(
    t.tdb.database.db,
    sql`select c.number from cabins c join cabin_grades g on g.id = c.grade_id
        where c.ship_code = ${ship} and g.code = ${grade} order by c.deck, c.number`,
  );
  return rows.map((r) => r.number);
}

async function overlappingAllocations(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.tdb.database.db,
    sql`select count(*)::int as n from cabin_allocations x join cabin_allocations y
        on x.sailing_id = y.sailing_id and x.cabin_id = y.cabin_id and x.id < y.id and x.legs && y.legs`,
  );
  return row!.n;
}

describe('a number kept for a guarantee cabin', () => {
  const BGO_TOS: Voyage = { ship: 'RW', day: '2027-01-10', from: 'BGO', to: 'TOS' };

  it("goes to the partner who chooses it; the guarantee cabin moves within its grade (the issue's P, P2, Q)", async () => {
    const p = await hold(BGO_TOS, 'O2');
    const p2 = await hold(BGO_TOS, 'O2', other);
    const listedByP = await listing(p, 'O2');
    const listedByP2 = await listing(p2, 'O2');
    const q = await hold(BGO_TOS, 'O2');
    const [kept] = await keptCabins(q);
    expect(listedByP2).toContain(kept!.number);
    const qBefore = (await api.get('voyage-only', q.sessionId)).json();

    const res = await apply(p2, kept!.number);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cabins[0].cabinNumber).toBe(kept!.number);

    // Q still holds exactly one O2 cabin, another one now, and its booking reads exactly as before.
    const moved = await keptCabins(q);
    expect(moved).toHaveLength(1);
    expect(moved[0]!.number).not.toBe(kept!.number);
    expect(await gradeNumbers('RW', 'O2')).toContain(moved[0]!.number);
    expect((await api.get('voyage-only', q.sessionId)).json()).toEqual(qBefore);
    expect(await overlappingAllocations()).toBe(0);

    // P's listing offered it too, but now a partner chose it: that is taken.
    expect(listedByP).toContain(kept!.number);
    const lost = await apply(p, kept!.number);
    expect(lost.statusCode).toBe(409);
    expect(lost.json().code).toBe('CABIN_NUMBER_TAKEN');

    // The number Q's cabin moved to can be had as well: Q moves again.
    const again = await listing(p, 'O2');
    expect(again).toContain(moved[0]!.number);
    expect(again).not.toContain(kept!.number);
    expect((await apply(p, moved[0]!.number)).statusCode).toBe(200);
    expect((await keptCabins(q))[0]!.number).not.toBe(moved[0]!.number);
    expect((await api.get('voyage-only', q.sessionId)).json()).toEqual(qBefore);
  });

  it('is offered by every listing: guarantee cabins hide no number while the grade has room', async () => {
    const voyage: Voyage = { ship: 'HP', day: '2027-01-11', from: 'BGO', to: 'TOS' };
    const all = await gradeNumbers('HP', 'O2');
    const holders = [];
    for (let i = 0; i < 5; i++) holders.push(await hold(voyage, 'O2', i % 2 ? other : api));
    // Five guarantee cabins, no number chosen: every number of the grade can be had.
    expect(await listing(holders[0]!, 'O2')).toEqual(all);
    const chosen = all[all.length - 1]!;
    await choose(holders[1]!, 'O2', chosen);
    expect(await listing(holders[0]!, 'O2')).toEqual(all.filter((n) => n !== chosen));
  });

  it("can be the booking's own other guarantee cabin of the grade", async () => {
    const h = await hold({ ship: 'RW', day: '2027-01-12', from: 'BGO', to: 'TRD' }, 'O2', api, 2);
    const second = (await keptCabins(h))[1]!.number;
    expect(await listing(h, 'O2')).toContain(second);
    const res = await apply(h, second, 1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cabins.map((c: { cabinNumber: string | null }) => c.cabinNumber)).toEqual([second, null]);
    const now = await keptCabins(h);
    expect(now[0]!.number).toBe(second);
    expect(now[1]!.number).not.toBe(second);
  });
});

describe('when the grade is full', () => {
  // Havila Polaris has 11 MG cabins. Nine are chosen for BGO-TOS; Y chooses cabin b for TRD-TOS; B holds a
  // guarantee BGO-TRD (which fits exactly before Y on b), and X the last cabin c for BGO-TOS.
  const day = '2027-01-11';
  const BGO_TOS: Voyage = { ship: 'HP', day, from: 'BGO', to: 'TOS' };

  it('a guarantee cabin with nowhere to go keeps its number out of listings; a swap frees it, confirmed or not', async () => {
    const numbers = await gradeNumbers('HP', 'MG');
    expect(numbers).toHaveLength(11);
    for (let i = 0; i < 9; i++) {
      const filler = await hold(BGO_TOS, 'MG');
      await choose(filler, 'MG', numbers[i]!);
    }
    const y = await hold({ ...BGO_TOS, from: 'TRD' }, 'MG', other);
    const b = numbers[9]!;
    const c = numbers[10]!;
    await choose(y, 'MG', b);
    const booker = await hold({ ...BGO_TOS, to: 'TRD' }, 'MG');
    expect((await keptCabins(booker))[0]!.number).toBe(b); // the exact fit
    const x = await hold(BGO_TOS, 'MG', other);
    expect((await keptCabins(x))[0]!.number).toBe(c);
    const confirmed = await x.client.sub('POST', 'voyage-only', x.sessionId, 'confirm', {
      guests: [{ guestId: 1, ...LEAD }],
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const bookingId = confirmed.json().bookingId;
    expect(confirmed.json().cabins[0].cabinNumber).toBeNull();

    // X's cabin could only go to b, where Y's chosen TRD-TOS is in the way: c cannot be had.
    expect(await listing(booker, 'MG')).toEqual([b]);

    // Y's session ends: X's cabin can take b once B leaves it for c (a swap), so c is offered and can be had.
    expect((await y.client.call('POST', `/sandbox/sessions/${y.sessionId}/expire`)).statusCode).toBe(204);
    expect(await listing(booker, 'MG')).toEqual([b, c]);
    const res = await apply(booker, c);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cabins[0].cabinNumber).toBe(c);

    // The confirmed booking's guarantee cabin moved to b; the booking shows a guarantee cabin, as before.
    const [xKept] = await queryRows<{ number: string; session_id: string | null }>(
      t.tdb.database.db,
      sql`select c.number, a.session_id from cabin_allocations a join bookings bk on bk.id = a.booking_id
          join cabins c on c.id = a.cabin_id where bk.reference = ${bookingId}`,
    );
    expect(xKept).toEqual({ number: b, session_id: null });
    const read = await x.client.call('GET', `/bookings/${bookingId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(confirmed.json());
    expect(await overlappingAllocations()).toBe(0);
  });
});

describe('best fit: the cabin kept for a guarantee leaves the most sellable inventory', () => {
  // Legs of the northbound route: BGO 0, FRO 1, MAY 2, TVK 3, AES 4, MOL 5, KSU 6, TRD 7, RVK 8, ...
  const on = (from: string, to: string): Voyage => ({ ship: 'RW', day: '2027-01-12', from, to });

  it('at create: a guarantee on legs 3-5 takes the cabin free only on 3-5, not one free on 0-8', async () => {
    const [exact] = await gradeNumbers('RW', 'U2');
    for (const [from, to] of [
      ['BGO', 'TVK'],
      ['MOL', 'RVK'],
    ] as const)
      await choose(await hold(on(from, to), 'U2'), 'U2', exact!);
    const guarantee = await hold(on('TVK', 'MOL'), 'U2');
    expect((await keptCabins(guarantee))[0]!.number).toBe(exact);
  });

  it('at create: among cabins it does not split, the one with the shortest free stretch', async () => {
    // Cabin A: booked on 1-3 and 6-8, free 3-6. Cabin B: booked on 2-3 and far beyond, free 3-20 (a long
    // voyage). Both meet the legs 3-5 at one end; taking A keeps B's 3-20 sellable.
    const [a, b] = await gradeNumbers('RW', 'MG');
    for (const [from, to, number] of [
      ['FRO', 'TVK', a],
      ['KSU', 'RVK', a],
      ['MAY', 'TVK', b],
      ['FNS', 'TOS', b],
      ['SKV', 'OKF', b],
      ['HFT', 'HVY', b],
    ] as const)
      await choose(await hold(on(from, to), 'MG'), 'MG', number!);
    const guarantee = await hold(on('TVK', 'MOL'), 'MG');
    expect((await keptCabins(guarantee))[0]!.number).toBe(a);
  });

  it('when moving: the guarantee cabin goes to the cabin free only on 3-5, not to one free on 0-8', async () => {
    const p2 = await hold(on('TVK', 'MOL'), 'XJ');
    const p2Cabin = (await keptCabins(p2))[0]!.number;
    const [a1, a2] = (await gradeNumbers('RW', 'XJ')).filter((n) => n !== p2Cabin);
    for (const number of [a1!, a2!]) {
      await choose(await hold(on('BGO', 'TVK'), 'XJ'), 'XJ', number);
      await choose(await hold(on('MOL', 'RVK'), 'XJ'), 'XJ', number);
    }
    const q = await hold(on('TVK', 'MOL'), 'XJ');
    const qCabin = (await keptCabins(q))[0]!.number;
    expect([a1, a2]).toContain(qCabin);

    const listed = await listing(p2, 'XJ');
    expect(listed).toContain(qCabin);
    const res = await apply(p2, qCabin);
    expect(res.statusCode, res.body).toBe(200);
    // Not to P2's old cabin nor any untouched one: to the other exact fit.
    expect((await keptCabins(q))[0]!.number).toBe(qCabin === a1 ? a2 : a1);
  });
});
