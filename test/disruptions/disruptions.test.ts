/**
 * Disruptions recorded by the operator (service used by the CLI and the portal): preview lists exactly the
 * affected confirmed bookings; saving adds their entries, versions and events (each agency sees only its own
 * in its feed), changes the catalogue (a skipped call is not sold, a retime shows in a search, a cancelled
 * sailing is not sold and its bookings are cancelled with fee 0 and refunds, their inventory free), ends the
 * sessions of held bookings no longer sold, and refuses the same disruption twice.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { createDisruptionService, type DisruptionService } from '../../src/domain/disruptions/index.js';
import { callsOfSailing, findSailing } from '../../src/domain/catalog/sailings.js';
import { AppError } from '../../src/kernel/errors.js';
import { freeCabinsPerGrade } from '../../src/domain/inventory/inventory.js';
import { holdSessions } from '../../src/domain/sessions/hold-sessions-sql.js';
import { createSessionStore } from '../../src/domain/sessions/session-store.js';
import { addDays } from '../../src/kernel/time.js';
import { createTestApp, FIRST_DEPARTURE_DAY, type TestApp } from '../support/app.js';
import { confirmBooking, type ConfirmedBookingBody } from '../support/lifecycle.js';
import { LEAD, v2Client, type V2Client } from '../support/v2.js';
import { bookingRecords } from '../../src/main/services.js';

let t: TestApp;
let one: V2Client;
let two: V2Client;
let service: DisruptionService;

const DAY1 = FIRST_DEPARTURE_DAY;
const DAY2 = addDays(FIRST_DEPARTURE_DAY, 1);
const BY = { recordedBy: 'test-operator' };

beforeAll(async () => {
  t = await createTestApp({ days: 3 });
  one = await v2Client(t.app, 1);
  two = await v2Client(t.app, 2);
  const db = t.tdb.database.db;
  service = createDisruptionService({
    db,
    clock: t.clock,
    records: bookingRecords,
    timeZone: t.config.operatorTimeZone,
    sessions: createSessionStore({
      clock: t.clock,
      idleSeconds: t.config.sessionIdleSeconds,
      maxSeconds: t.config.sessionMaxSeconds,
    }),
  });
});
afterAll(async () => t?.close());

/** The error a service call throws, as { status, code, fields }. */
async function refusal(p: Promise<unknown>) {
  try {
    await p;
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, code: error.code, fields: error.errors };
    throw error;
  }
  throw new Error('expected a refusal');
}

const getBooking = async (client: V2Client, id: string) => {
  const res = await client.call('GET', `/bookings/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** Every event of the agency's feed. */
async function feed(client: V2Client) {
  const res = await client.call('GET', '/events', undefined, {}, { limit: '1000' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().events as { type: string; data: Record<string, unknown> }[];
}

async function search(client: V2Client, from: string, to: string, day: string) {
  const res = await client.searchVoyages({
    departurePort: from,
    arrivalPort: to,
    departureDateFrom: day,
    guests: [{ type: 'ADULT' }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The northbound call (the first) at a port of the sailing that departs BGO on `day`. */
async function northboundCall(day: string, port: string) {
  const db = t.tdb.database.db;
  const sailing = await findSailing(db, `${await sailingShip(day)}+${day}`);
  const calls = await callsOfSailing(db, sailing.id);
  return { sailing, call: calls.find((c) => c.portCode === port)!, calls };
}

async function sailingShip(day: string): Promise<string> {
  const [row] = await queryRows<{ ship_code: string }>(
    t.tdb.database.db,
    sql`select s.ship_code from sailings s join sailing_calls c on c.sailing_id = s.id and c.seq = 0
        where c.port_code = 'BGO' and c.departure_at::date = ${day}::date order by s.id limit 1`,
  );
  return row!.ship_code;
}

/** A confirmed booking (one ADULT, the lead) on the voyage from `from` departing at `departureDate` (local). */
async function confirmDeparture(client: V2Client, from: string, to: string, departureDate: string) {
  const found = await search(client, from, to, departureDate.slice(0, 10));
  expect(found.results.map((r: { departureDate: string }) => r.departureDate)).toContain(departureDate);
  const created = await client.create('voyage-only', found.sessionId, {
    departureDate,
    cabinMix: [{ code: 'O2', guestIds: [1] }],
  });
  expect(created.statusCode, created.body).toBe(201);
  const confirmed = await client.sub('POST', 'voyage-only', found.sessionId, 'confirm', {
    guests: [{ guestId: 1, ...LEAD }],
  });
  expect(confirmed.statusCode, confirmed.body).toBe(201);
  return confirmed.json() as ConfirmedBookingBody;
}

describe('a port skipped', () => {
  let disembarks1: ConfirmedBookingDocument;
  let disembarks2: ConfirmedBookingDocument;
  let passes: ConfirmedBookingDocument;
  let before: ConfirmedBookingDocument;
  let otherDay: ConfirmedBookingDocument;
  type ConfirmedBookingDocument = ConfirmedBookingBody;

  beforeAll(async () => {
    disembarks1 = await confirmBooking(one, { day: DAY1, to: 'TOS', agencyReference: 'ONE-TOS' });
    disembarks2 = await confirmBooking(two, { day: DAY1, to: 'TOS' });
    passes = await confirmBooking(one, { day: DAY1, to: 'KKN' });
    before = await confirmBooking(one, { day: DAY1, to: 'TRD' });
    otherDay = await confirmBooking(one, { day: DAY2, to: 'TOS' });
  });

  it('asks which call when the sailing calls at the port more than once', async () => {
    const ship = await sailingShip(DAY1);
    const r = await refusal(service.preview({ sailing: `${ship}+${DAY1}`, kind: 'PORT_SKIPPED', portCode: 'TOS' }));
    expect(r.status).toBe(400);
    expect(r.fields?.callSeq?.[0]).toMatch(/calls at TOS 2 times/);
    const unknown = await refusal(
      service.preview({ sailing: `${ship}+${DAY1}`, kind: 'PORT_SKIPPED', portCode: 'XXX' }),
    );
    expect(unknown.fields?.portCode?.[0]).toMatch(/does not call at XXX/);
  });

  it('previews exactly the confirmed bookings whose voyage touches the call, changing nothing', async () => {
    const { sailing, call } = await northboundCall(DAY1, 'TOS');
    const preview = await service.preview({
      sailing: sailing.code,
      kind: 'PORT_SKIPPED',
      portCode: 'TOS',
      callSeq: call.seq,
    });
    const byId = new Map(preview.affectedBookings.map((b) => [b.bookingId, b]));
    expect([...byId.keys()].sort()).toEqual([disembarks1.bookingId, disembarks2.bookingId, passes.bookingId].sort());
    expect(byId.get(disembarks1.bookingId)).toMatchObject({
      agencyName: 'Sandbox Agency',
      agencyReference: 'ONE-TOS',
      leadGuest: { firstName: disembarks1.guests[0].customerDetails.firstName },
      touch: 'DISEMBARKS',
      legsTouched: [call.seq - 1],
    });
    expect(byId.get(disembarks2.bookingId)).toMatchObject({ agencyName: 'Sandbox Agency 2', touch: 'DISEMBARKS' });
    expect(byId.get(passes.bookingId)).toMatchObject({
      touch: 'PASSES_THROUGH',
      legsTouched: [call.seq - 1, call.seq],
    });
    expect(preview).toMatchObject({ kind: 'PORT_SKIPPED', portCode: 'TOS', callSeq: call.seq, newDateTime: null });
    expect((await getBooking(one, disembarks1.bookingId)).version).toBe(1);
    expect((await search(one, 'BGO', 'TOS', DAY1)).results.length).toBeGreaterThan(0);
  });

  it('saves: entries, versions and events for the affected bookings only, each agency seeing its own', async () => {
    const { sailing, call } = await northboundCall(DAY1, 'TOS');
    // A search opened before the skip, and a held booking disembarking there.
    const stale = await search(one, 'BGO', 'TOS', DAY1);
    const heldSearch = await search(one, 'BGO', 'TOS', DAY1);
    const held = await one.create('voyage-only', heldSearch.sessionId, {
      departureDate: heldSearch.results[0].departureDate,
      cabinMix: [{ code: 'O2', guestIds: [1] }],
    });
    expect(held.statusCode, held.body).toBe(201);

    const recorded = await service.record(
      { sailing: sailing.code, kind: 'PORT_SKIPPED', portCode: 'TOS', callSeq: call.seq },
      BY,
    );
    expect(recorded.affectedBookings).toHaveLength(3);
    expect(recorded.heldBookingsEnded).toBe(1);
    expect(recorded.disruptionId).toMatch(/^dis_/);

    const entry = {
      kind: 'PORT_SKIPPED',
      portCode: 'TOS',
      previousDateTime: call.departureAt,
      newDateTime: null,
      recordedAt: recorded.recordedAt,
    };
    for (const [client, b] of [
      [one, disembarks1],
      [two, disembarks2],
      [one, passes],
    ] as const) {
      const now = await getBooking(client, b.bookingId);
      expect(now.version).toBe(2);
      expect(now.status).toBe('CONFIRMED');
      expect(now.disruptions).toEqual([entry]);
    }
    for (const b of [before, otherDay]) {
      const now = await getBooking(one, b.bookingId);
      expect(now.version).toBe(1);
      expect(now.disruptions).toEqual([]);
    }
    const disrupted = (events: { type: string; data: Record<string, unknown> }[]) =>
      events.filter((e) => e.type === 'booking.disrupted').map((e) => e.data);
    expect(disrupted(await feed(one)).sort((a, b) => String(a.bookingId).localeCompare(String(b.bookingId)))).toEqual(
      [
        { bookingId: disembarks1.bookingId, version: 2, disruption: entry },
        { bookingId: passes.bookingId, version: 2, disruption: entry },
      ].sort((a, b) => a.bookingId.localeCompare(b.bookingId)),
    );
    expect(disrupted(await feed(two))).toEqual([{ bookingId: disembarks2.bookingId, version: 2, disruption: entry }]);

    // No longer sold: neither disembarking nor embarking there; passing through still is.
    const day1Departure = sailing.departureAt;
    expect(
      (await search(one, 'BGO', 'TOS', DAY1)).results.map((r: { departureDate: string }) => r.departureDate),
    ).not.toContain(day1Departure);
    const fromTos = await search(one, 'TOS', 'KKN', DAY2);
    expect(fromTos.results.map((r: { departureDate: string }) => r.departureDate)).not.toContain(call.departureAt);
    expect(
      (await search(one, 'BGO', 'KKN', DAY1)).results.map((r: { departureDate: string }) => r.departureDate),
    ).toContain(day1Departure);
    // A session opened before the skip cannot create it any more.
    const late = await one.create('voyage-only', stale.sessionId, {
      departureDate: day1Departure,
      cabinMix: [{ code: 'O2', guestIds: [1] }],
    });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().code).toBe('CALL_SKIPPED');
    // The held booking's session ended (its holds are free): 404 as after expiry.
    expect((await one.get('voyage-only', heldSearch.sessionId)).statusCode).toBe(404);
  });

  it('refuses the same skip twice, changing nothing', async () => {
    const { sailing, call } = await northboundCall(DAY1, 'TOS');
    const r = await refusal(
      service.record({ sailing: sailing.code, kind: 'PORT_SKIPPED', portCode: 'TOS', callSeq: call.seq }, BY),
    );
    expect(r).toMatchObject({ status: 409, code: 'DISRUPTION_ALREADY_RECORDED' });
    expect((await getBooking(one, disembarks1.bookingId)).version).toBe(2);
    const retime = await refusal(
      service.record(
        {
          sailing: sailing.code,
          kind: 'CALL_RETIMED',
          portCode: 'TOS',
          callSeq: call.seq,
          newDateTime: '2027-01-13T10:00',
        },
        BY,
      ),
    );
    expect(retime).toMatchObject({ status: 409, code: 'CALL_SKIPPED' });
  });
});

describe('a call retimed', () => {
  it('moves the call (a search shows the new time) and tells the bookings touching it', async () => {
    const { sailing, call, calls } = await northboundCall(DAY1, 'TRD');
    const next = calls[call.seq + 1]!;
    const b = await confirmDeparture(one, 'TRD', 'BOO', call.departureAt!);
    const newTime = `${call.departureAt!.slice(0, 11)}${String(Number(call.departureAt!.slice(11, 13)) + 1).padStart(2, '0')}:${call.departureAt!.slice(14, 16)}:00`;

    const tooLate = await refusal(
      service.record(
        {
          sailing: sailing.code,
          kind: 'CALL_RETIMED',
          portCode: 'TRD',
          callSeq: call.seq,
          newDateTime: next.arrivalAt!,
        },
        BY,
      ),
    );
    expect(tooLate.status).toBe(400);
    expect(tooLate.fields?.newDateTime?.[0]).toMatch(/before the arrival at the next call/);
    const missing = await refusal(
      service.record({ sailing: sailing.code, kind: 'CALL_RETIMED', portCode: 'TRD', callSeq: call.seq }, BY),
    );
    expect(missing.fields?.newDateTime?.[0]).toMatch(/required/);

    const recorded = await service.record(
      { sailing: sailing.code, kind: 'CALL_RETIMED', portCode: 'TRD', callSeq: call.seq, newDateTime: newTime },
      BY,
    );
    expect(recorded).toMatchObject({ previousDateTime: call.departureAt, newDateTime: newTime });
    const found = await search(one, 'TRD', 'KKN', call.departureAt!.slice(0, 10));
    const departures = found.results.map((r: { departureDate: string }) => r.departureDate);
    expect(departures).toContain(newTime);
    expect(departures).not.toContain(call.departureAt);
    expect(recorded.affectedBookings.find((x) => x.bookingId === b.bookingId)).toMatchObject({ touch: 'EMBARKS' });
    const now = await getBooking(one, b.bookingId);
    expect(now.version).toBe(2);
    expect(now.disruptions).toEqual([
      {
        kind: 'CALL_RETIMED',
        portCode: 'TRD',
        previousDateTime: call.departureAt,
        newDateTime: newTime,
        recordedAt: recorded.recordedAt,
      },
    ]);
    const again = await refusal(
      service.record(
        { sailing: sailing.code, kind: 'CALL_RETIMED', portCode: 'TRD', callSeq: call.seq, newDateTime: newTime },
        BY,
      ),
    );
    expect(again).toMatchObject({ status: 409, code: 'DISRUPTION_ALREADY_RECORDED' });
  });
});

describe('the first call retimed', () => {
  it('moves the sailing and its package departures too (voyage and package search show the new time)', async () => {
    const { sailing } = await northboundCall(DAY2, 'BGO');
    const later = sailing.departureAt.replace(/T22:30/, 'T23:45');
    expect(later).not.toBe(sailing.departureAt);
    await service.record(
      { sailing: sailing.code, kind: 'CALL_RETIMED', portCode: 'BGO', callSeq: 0, newDateTime: later },
      BY,
    );
    expect((await findSailing(t.tdb.database.db, sailing.code)).departureAt).toBe(later);
    const voyages = (await search(one, 'BGO', 'TOS', DAY2)).results.map(
      (r: { departureDate: string }) => r.departureDate,
    );
    expect(voyages).toContain(later);
    expect(voyages).not.toContain(sailing.departureAt);
    const packages = await one.searchPackages({
      packageCode: 'ROUND-12D',
      departureDateFrom: DAY2,
      guests: [{ type: 'ADULT' }],
    });
    expect(packages.statusCode, packages.body).toBe(200);
    const starts = packages.json().results.map((r: { departureDate: string }) => r.departureDate);
    expect(starts).toContain(later);
    expect(starts).not.toContain(sailing.departureAt);
  });
});

describe('a sailing cancelled', () => {
  const DAY3 = addDays(FIRST_DEPARTURE_DAY, 2);

  it('refuses a sailing already under way', async () => {
    const departed = addDays(FIRST_DEPARTURE_DAY, -6);
    const r = await refusal(
      service.record({ sailing: `${await sailingShip(departed)}+${departed}`, kind: 'SAILING_CANCELLED' }, BY),
    );
    expect(r).toMatchObject({ status: 409, code: 'SAILING_DEPARTED' });
  });

  it('cancels its bookings with fee 0 and everything paid refunded, frees their inventory, and is no longer sold', async () => {
    const ship = await sailingShip(DAY3);
    const sailing = await findSailing(t.tdb.database.db, `${ship}+${DAY3}`);
    const paid = await confirmBooking(one, { day: DAY3, to: 'TOS' });
    const paidAmount = paid.payment.depositAmount;
    const payment = await one.call('POST', `/bookings/${paid.bookingId}/payments`, {
      amount: paidAmount,
      currency: paid.currency,
    });
    expect(payment.statusCode, payment.body).toBe(201);
    const unpaid = await confirmBooking(two, { day: DAY3, to: 'TRD' });
    const heldSearch = await search(one, 'BGO', 'TOS', DAY3);
    expect(heldSearch.results[0].departureDate).toBe(sailing.departureAt);
    const held = await one.create('voyage-only', heldSearch.sessionId, {
      departureDate: sailing.departureAt,
      cabinMix: [{ code: 'O2', guestIds: [1] }],
    });
    expect(held.statusCode, held.body).toBe(201);
    const stale = await search(two, 'BGO', 'TOS', DAY3);
    const freeBefore = await freeO2(sailing.id);
    // A package departing with this sailing (ROUND-12D: the whole rotation from Bergen).
    const packageStarts = async () => {
      const res = await one.searchPackages({
        packageCode: 'ROUND-12D',
        departureDateFrom: DAY3,
        guests: [{ type: 'ADULT' }],
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().results.map((r: { departureDate: string }) => r.departureDate);
    };
    expect(await packageStarts()).toContain(sailing.departureAt);

    const preview = await service.preview({ sailing: sailing.code, kind: 'SAILING_CANCELLED' });
    expect(preview.heldBookingsEnded).toBe(1);
    expect(
      preview.affectedBookings
        .map((b) => [b.bookingId, b.touch, b.refundAmount])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual(
      [
        [paid.bookingId, 'WHOLE_VOYAGE', paidAmount],
        [unpaid.bookingId, 'WHOLE_VOYAGE', 0],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect((await getBooking(one, paid.bookingId)).status).toBe('CONFIRMED');

    const recorded = await service.record({ sailing: sailing.code, kind: 'SAILING_CANCELLED' }, BY);
    const entry = {
      kind: 'SAILING_CANCELLED',
      portCode: 'BGO',
      previousDateTime: sailing.departureAt,
      newDateTime: null,
      recordedAt: recorded.recordedAt,
    };
    const a = await getBooking(one, paid.bookingId);
    expect(a).toMatchObject({
      status: 'CANCELLED',
      version: 4, // confirm, payment, disrupted, cancelled
      cancellation: { reason: 'SAILING_CANCELLED', fee: 0, refundAmount: paidAmount, amountDue: 0 },
      payment: { status: 'REFUND_DUE' },
      disruptions: [entry],
    });
    const b = await getBooking(two, unpaid.bookingId);
    expect(b).toMatchObject({
      status: 'CANCELLED',
      version: 3,
      cancellation: { reason: 'SAILING_CANCELLED', fee: 0, refundAmount: 0, amountDue: 0 },
      payment: { status: 'SETTLED' },
      disruptions: [entry],
    });
    // Events: the disruption, then the cancellation; each agency only its own.
    const ofBooking = (events: { type: string; data: Record<string, unknown> }[], id: string) =>
      events.filter((e) => e.data.bookingId === id).map((e) => [e.type, e.data.version]);
    expect(ofBooking(await feed(one), paid.bookingId)).toEqual([
      ['booking.confirmed', 1],
      ['payment.received', 2],
      ['booking.disrupted', 3],
      ['booking.cancelled', 4],
    ]);
    expect(ofBooking(await feed(one), unpaid.bookingId)).toEqual([]);
    expect(ofBooking(await feed(two), unpaid.bookingId)).toEqual([
      ['booking.confirmed', 1],
      ['booking.disrupted', 2],
      ['booking.cancelled', 3],
    ]);
    const cancelled = (await feed(two)).find(
      (e) => e.type === 'booking.cancelled' && e.data.bookingId === unpaid.bookingId,
    );
    expect(cancelled?.data).toMatchObject({ reason: 'SAILING_CANCELLED', fee: 0, refundAmount: 0 });

    // Inventory: the two confirmed bookings' cabins and the held one's are free at once.
    expect(await freeO2(sailing.id)).toBe(freeBefore + 3);
    // No longer sold: not offered, not created from an older search, the held booking's session is over.
    expect(
      (await search(one, 'BGO', 'TOS', DAY3)).results.map((r: { departureDate: string }) => r.departureDate),
    ).not.toContain(sailing.departureAt);
    expect(await packageStarts()).not.toContain(sailing.departureAt);
    const late = await two.create('voyage-only', stale.sessionId, {
      departureDate: sailing.departureAt,
      cabinMix: [{ code: 'O2', guestIds: [1] }],
    });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().code).toBe('SAILING_CANCELLED');
    expect((await one.get('voyage-only', heldSearch.sessionId)).statusCode).toBe(404);

    // Once only, and nothing else is recorded on it.
    expect(await refusal(service.record({ sailing: sailing.code, kind: 'SAILING_CANCELLED' }, BY))).toMatchObject({
      status: 409,
      code: 'SAILING_ALREADY_CANCELLED',
    });
    expect(
      await refusal(service.record({ sailing: sailing.code, kind: 'PORT_SKIPPED', portCode: 'KKN' }, BY)),
    ).toMatchObject({ status: 409, code: 'SAILING_CANCELLED' });
    expect((await getBooking(one, paid.bookingId)).version).toBe(4);
  });
});

/** Free cabins of grade O2 over the whole sailing (the inventory module's own count). */
async function freeO2(sailingId: number): Promise<number> {
  const db = t.tdb.database.db;
  const [range] = await queryRows<{ ship_code: string; grade_id: number; last: number }>(
    db,
    sql`select s.ship_code, g.id as grade_id, (select max(seq) from sailing_calls where sailing_id = s.id) as last
        from sailings s join cabin_grades g on g.ship_code = s.ship_code and g.code = 'O2' where s.id = ${sailingId}`,
  );
  const free = await freeCabinsPerGrade(
    db,
    holdSessions,
    { sailingId, fromSeq: 0, toSeq: range!.last },
    range!.ship_code,
    t.clock.now(),
  );
  return free.get(range!.grade_id) ?? 0;
}
