/**
 * Disruptions racing the booking flow, with real concurrent clients on PostgreSQL (never PGlite: one
 * connection, nothing would race). A sailing's cancellation is saved while creates and confirms on it are in
 * flight: whatever the interleaving, no held booking keeps a live session and no booking stays confirmed on
 * the cancelled sailing, each create and confirm either happened before (and was then cancelled or ended) or
 * is refused, and every confirmed one got its entry and events. Two saves of one disruption: one wins.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { createDisruptionService, type DisruptionService } from '../../src/domain/disruptions/index.js';
import { callsOfSailing, findSailing } from '../../src/domain/catalog/sailings.js';
import { AppError } from '../../src/kernel/errors.js';
import { createSessionStore } from '../../src/domain/sessions/session-store.js';
import { addDays } from '../../src/kernel/time.js';
import { FIRST_DEPARTURE_DAY, MANY_HOLDS, type TestApp } from '../support/app.js';
import { listeningTestApp, type ListeningTestApp, type ServerClient as Client } from '../support/listening.js';
import { LEAD } from '../support/v2.js';
import { bookingRecords } from '../../src/main/services.js';

let server: ListeningTestApp;
let t: TestApp;
let service: DisruptionService;
/** One sailing per round; the cancellation lands at a different point of the flow each time. */
const ROUNDS = 5;

beforeAll(async () => {
  server = await listeningTestApp({ env: MANY_HOLDS, poolSize: 24, days: ROUNDS + 1 });
  t = server.t;
  service = createDisruptionService({
    db: t.tdb.database.db,
    clock: t.clock,
    records: bookingRecords,
    timeZone: t.config.operatorTimeZone,
    sessions: createSessionStore({ clock: t.clock, idleSeconds: 900, maxSeconds: 3600 }),
  });
});
afterAll(async () => server?.close());

const call: ListeningTestApp['call'] = (...args) => server.call(...args);
const db = () => t.tdb.database.db;

async function search(client: Client, day: string) {
  const res = await call(client, 'POST', '/search/voyages', {
    departurePort: 'BGO',
    arrivalPort: 'TOS',
    departureDateFrom: day,
    guests: [{ type: 'ADULT' }],
    ...(client === server.agency2 ? { currency: 'EUR' } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { sessionId: string; results: { departureDate: string }[] };
}

const createPath = (sessionId: string) => `/bookings/create/voyage-only/${sessionId}`;
const create = (client: Client, sessionId: string, departureDate: string) =>
  call(client, 'POST', createPath(sessionId), { departureDate, cabinMix: [{ code: 'O2', guestIds: [1] }] });
const confirm = (client: Client, sessionId: string) =>
  call(client, 'POST', `${createPath(sessionId)}/confirm`, { guests: [{ guestId: 1, ...LEAD }] });

async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'OK';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe('a sailing cancelled while bookings are created and confirmed on it', () => {
  it('leaves no live held booking and no confirmed booking on it, whatever the interleaving', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const day = addDays(FIRST_DEPARTURE_DAY, round);
      const clients = [server.agency1, server.agency2];
      const client = (i: number) => clients[i % 2]!;
      // Confirmed before; held and ready to confirm; searched and ready to create.
      const confirmedBefore: { client: Client; sessionId: string }[] = [];
      for (let i = 0; i < 4; i++) {
        const s = await search(client(i), day);
        expect((await create(client(i), s.sessionId, s.results[0]!.departureDate)).status).toBe(201);
        expect((await confirm(client(i), s.sessionId)).status).toBe(201);
        confirmedBefore.push({ client: client(i), sessionId: s.sessionId });
      }
      const held: { client: Client; sessionId: string }[] = [];
      for (let i = 0; i < 8; i++) {
        const s = await search(client(i), day);
        expect((await create(client(i), s.sessionId, s.results[0]!.departureDate)).status).toBe(201);
        held.push({ client: client(i), sessionId: s.sessionId });
      }
      const searched: { client: Client; sessionId: string; departureDate: string }[] = [];
      for (let i = 0; i < 16; i++) {
        const s = await search(client(i), day);
        searched.push({ client: client(i), sessionId: s.sessionId, departureDate: s.results[0]!.departureDate });
      }
      const sailing = await findSailing(db(), `${await callsShip(day)}+${day}`);
      expect(searched[0]!.departureDate).toBe(sailing.departureAt);

      // Creates and confirms spread over a window, the cancellation inside it, later each round: some of
      // them land before the save, some after, some while it runs.
      const after = (ms: number) => new Promise((r) => setTimeout(r, ms));
      const [creates, confirms, recorded] = await Promise.all([
        Promise.all(searched.map((s, i) => after(i * 4).then(() => create(s.client, s.sessionId, s.departureDate)))),
        Promise.all(held.map((h, i) => after(i * 8).then(() => confirm(h.client, h.sessionId)))),
        after(round * 12).then(() =>
          service.record({ sailing: sailing.code, kind: 'SAILING_CANCELLED' }, { recordedBy: 'race' }),
        ),
      ]);

      for (const c of creates) expect([201, 409], JSON.stringify(c.body)).toContain(c.status);
      for (const c of creates.filter((x) => x.status === 409)) expect(c.body.code).toBe('SAILING_CANCELLED');
      for (const c of confirms) expect([201, 404], JSON.stringify(c.body)).toContain(c.status);

      // Nothing sold or held on the cancelled sailing any more.
      const [state] = await queryRows<{ confirmed: number; live_held: number; live_allocations: number }>(
        db(),
        sql`select (select count(*)::int from bookings where sailing_id = ${sailing.id} and status = 'CONFIRMED') as confirmed,
                   (select count(*)::int from bookings b join sessions s on s.id = b.session_id
                     where b.sailing_id = ${sailing.id} and b.status = 'HELD' and s.ended_at is null
                       and s.expires_at > ${t.clock.now().toISOString()}::timestamptz) as live_held,
                   (select count(*)::int from cabin_allocations a left join sessions s on s.id = a.session_id
                     where a.sailing_id = ${sailing.id}
                       and (a.session_id is null or s.expires_at > ${t.clock.now().toISOString()}::timestamptz)) as live_allocations`,
      );
      expect(state).toEqual({ confirmed: 0, live_held: 0, live_allocations: 0 });

      // Every booking that got confirmed (before, or in the race) is cancelled for the sailing, with its
      // disruption entry and both events, and the save reported it.
      const confirmedIds = [
        ...confirmedBefore.map((c) => c.sessionId),
        ...held.filter((_, i) => confirms[i]!.status === 201).map((h) => h.sessionId),
      ];
      const rows = await queryRows<{
        reference: string;
        status: string;
        reason: string;
        entries: number;
        types: string[];
      }>(
        db(),
        sql`select b.reference, b.status, b.cancellation_reason as reason,
                   (select count(*)::int from booking_disruptions d where d.booking_id = b.id) as entries,
                   (select array_agg(e.type order by e.seq) from events e where e.booking_id = b.id) as types
            from bookings b where b.session_id = any(${`{${confirmedIds.join(',')}}`}::uuid[])`,
      );
      expect(rows).toHaveLength(confirmedIds.length);
      for (const r of rows) {
        expect(r).toMatchObject({ status: 'CANCELLED', reason: 'SAILING_CANCELLED', entries: 1 });
        expect(r.types.slice(-2)).toEqual(['booking.disrupted', 'booking.cancelled']);
      }
      expect(recorded.affectedBookings.map((b) => b.bookingId).sort()).toEqual(rows.map((r) => r.reference).sort());
      // Created in the race before the save locked the sailing: their sessions ended with it.
      for (const [i, c] of creates.entries()) {
        if (c.status === 201) {
          const read = await call(searched[i]!.client, 'GET', createPath(searched[i]!.sessionId));
          expect(read.status).toBe(404);
        }
      }
    }
  }, 180_000);
});

describe('two saves at once', () => {
  it('of the same skip: one records it, the other is refused; of two calls: both apply, in turn', async () => {
    const ship = await callsShip(FIRST_DEPARTURE_DAY);
    // The sailings of the rounds above are cancelled; the last of the catalogue is not.
    const [last] = await queryRows<{ code: string }>(
      db(),
      sql`select code from sailings where cancelled_at is null and ship_code = ${ship} order by departure_at desc limit 1`,
    );
    const sailing = await findSailing(db(), last!.code);
    const calls = await callsOfSailing(db(), sailing.id);
    const tos = calls.find((c) => c.portCode === 'TOS')!;
    const trd = calls.find((c) => c.portCode === 'TRD')!;
    const input = { sailing: sailing.code, kind: 'PORT_SKIPPED' as const, portCode: 'TOS', callSeq: tos.seq };
    const outcomes = await Promise.all([
      refusal(service.record(input, { recordedBy: 'a' })),
      refusal(service.record(input, { recordedBy: 'b' })),
      refusal(
        service.record(
          {
            sailing: sailing.code,
            kind: 'CALL_RETIMED',
            portCode: 'TRD',
            callSeq: trd.seq,
            newDateTime: trd.departureAt!.replace(
              /T(\d\d)/,
              (_, h: string) => `T${String(Number(h) + 1).padStart(2, '0')}`,
            ),
          },
          { recordedBy: 'c' },
        ),
      ),
    ]);
    expect(outcomes.slice(0, 2).sort()).toEqual(['DISRUPTION_ALREADY_RECORDED', 'OK']);
    expect(outcomes[2]).toBe('OK');
    const [counts] = await queryRows<{ skips: number; retimes: number }>(
      db(),
      sql`select count(*) filter (where kind = 'PORT_SKIPPED')::int as skips,
                 count(*) filter (where kind = 'CALL_RETIMED')::int as retimes
          from disruptions where sailing_id = ${sailing.id}`,
    );
    expect(counts).toEqual({ skips: 1, retimes: 1 });
  });
});

async function callsShip(day: string): Promise<string> {
  const [row] = await queryRows<{ ship_code: string }>(
    db(),
    sql`select s.ship_code from sailings s join sailing_calls c on c.sailing_id = s.id and c.seq = 0
        where c.port_code = 'BGO' and c.departure_at::date = ${day}::date order by s.id limit 1`,
  );
  return row!.ship_code;
}
