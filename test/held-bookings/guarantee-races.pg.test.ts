/**
 * Guarantee cabins moving under real concurrency, on PostgreSQL with a listening server (never PGlite: it has
 * one connection, so nothing would race). The exclusion constraint decides every race: a number goes to one
 * applicant, a moved guarantee cabin is never lost nor doubled, and no race answers 5xx.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { createTestApp, MANY_HOLDS, type TestApp } from '../support/app.js';
import { partnerClient } from '../support/server-process.js';
import { LEAD } from '../support/v2.js';

let t: TestApp;
type Call = (method: string, path: string, body?: unknown) => ReturnType<Awaited<ReturnType<typeof partnerClient>>>;
/** One V2 call as sandbox agency 1 or 2. */
let agencies: Call[];

beforeAll(async () => {
  t = await createTestApp({ postgres: true, poolSize: 20, env: MANY_HOLDS });
  expect(t.tdb.database.engine).toBe('postgres');
  const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  agencies = await Promise.all(
    ([1, 2] as const).map(async (which) => {
      const call = await partnerClient(base, which);
      return (method: string, path: string, body?: unknown) => call(base, method, path, body);
    }),
  );
});
afterAll(async () => t?.close());

interface Session {
  call: Call;
  sessionId: string;
  departureDate: string;
}

/** A session for BGO-TOS on the sailing that leaves Bergen on `day` (every session here: the same legs). */
async function open(i: number, day: string): Promise<Session> {
  const call = agencies[i % 2]!;
  const res = await call('POST', '/search/voyages', {
    departurePort: 'BGO',
    arrivalPort: 'TOS',
    departureDateFrom: day,
    guests: [{ type: 'ADULT' }],
    ...(i % 2 ? { currency: 'EUR' } : {}),
  });
  expect(res.status).toBe(200);
  return { call, sessionId: res.body.sessionId, departureDate: res.body.results[0].departureDate };
}

const create = (s: Session, grade: string) =>
  s.call('POST', `/bookings/create/voyage-only/${s.sessionId}`, {
    departureDate: s.departureDate,
    cabinMix: [{ code: grade, guestIds: [1] }],
  });

async function listing(s: Session, grade: string): Promise<string[]> {
  const res = await s.call('GET', `/bookings/create/voyage-only/${s.sessionId}/cabin-numbers?cabinGrade=${grade}`);
  expect(res.status).toBe(200);
  return (res.body.decks as { cabinNumbers: string[] }[]).flatMap((d) => d.cabinNumbers);
}

const apply = (s: Session, cabinNumber: string) =>
  s.call('POST', `/bookings/create/voyage-only/${s.sessionId}/cabin-numbers`, { cabinId: 1, cabinNumber });

async function held(day: string, grade: string, count: number, offset = 0): Promise<Session[]> {
  const sessions = await Promise.all(Array.from({ length: count }, (_, i) => open(offset + i, day)));
  for (const s of sessions) expect((await create(s, grade)).status).toBe(201);
  return sessions;
}

/** The number the service keeps for each session's booking cabin 1. */
async function kept(sessions: Session[]): Promise<Map<string, string>> {
  const rows = await queryRows<{ session_id: string; number: string }>(
    t.tdb.database.db,
    sql`select b.session_id, c.number from cabin_allocations a join bookings b on b.id = a.booking_id
        join cabins c on c.id = a.cabin_id
        where b.session_id = any(${`{${sessions.map((s) => s.sessionId).join(',')}}`}::uuid[]) and a.cabin_no = 1`,
  );
  return new Map(rows.map((r) => [r.session_id, r.number]));
}

/** Every invariant that must hold after any race: no cabin twice, every live booking cabin on exactly one cabin. */
async function expectConsistentInventory() {
  const [counts] = await queryRows<{ overlaps: number; homeless: number; doubled: number; stray: number }>(
    t.tdb.database.db,
    sql`select
          (select count(*)::int from cabin_allocations x join cabin_allocations y
             on x.sailing_id = y.sailing_id and x.cabin_id = y.cabin_id and x.id < y.id and x.legs && y.legs) as overlaps,
          (select count(*)::int from booking_cabins bc join bookings b on b.id = bc.booking_id
             join cabin_grades g on g.id = bc.grade_id
             left join sessions s on s.id = b.session_id
             where g.has_specific_cabins
               and (b.status = 'CONFIRMED' or (b.status = 'HELD' and s.expires_at > ${t.clock.now().toISOString()}::timestamptz))
               and not exists (select 1 from cabin_allocations a where a.booking_id = bc.booking_id and a.cabin_no = bc.cabin_no)) as homeless,
          (select count(*)::int from (select booking_id, cabin_no from cabin_allocations group by 1, 2 having count(*) > 1) d) as doubled,
          (select count(*)::int from cabin_allocations a join booking_cabins bc on bc.booking_id = a.booking_id and bc.cabin_no = a.cabin_no
             join cabins c on c.id = a.cabin_id where c.grade_id <> bc.grade_id) as stray`,
  );
  expect(counts).toEqual({ overlaps: 0, homeless: 0, doubled: 0, stray: 0 });
}

describe('guarantee cabins moving under concurrency (PostgreSQL)', () => {
  it('applicants take numbers kept for guarantee cabins while others create holds for the last cabins', async () => {
    // Richard With has 24 XJ cabins: 12 holders apply numbers while 14 sessions try to hold the other 12.
    const day = '2027-01-10';
    const holders = await held(day, 'XJ', 12);
    const listings = await Promise.all(holders.map((h) => listing(h, 'XJ')));
    const keptFor = await kept(holders);
    // Holders i and i + 6 both want the number kept for holder i + 1's guarantee cabin (who wants another
    // one itself): six numbers, each contested by two applicants, every one kept for a guarantee cabin.
    const wanted = holders.map((_, i) => keptFor.get(holders[((i % 6) + 1) % 12]!.sessionId)!);
    holders.forEach((_, i) => expect(listings[i]).toContain(wanted[i]));
    const creators = await Promise.all(Array.from({ length: 14 }, (_, i) => open(i, day)));

    const [applied, created] = await Promise.all([
      Promise.all(holders.map((h, i) => apply(h, wanted[i]!))),
      Promise.all(creators.map((s) => create(s, 'XJ'))),
    ]);

    for (const r of applied)
      if (r.status !== 200) expect(r).toMatchObject({ status: 409, body: { code: 'CABIN_NUMBER_TAKEN' } });
    for (let i = 0; i < 6; i++) {
      expect(
        [applied[i]!.status, applied[i + 6]!.status].sort(),
        `number ${wanted[i]}: ${JSON.stringify([applied[i], applied[i + 6]])}`,
      ).toEqual([200, 409]);
    }
    for (const r of created)
      if (r.status !== 201) expect(r).toMatchObject({ status: 400, body: { code: 'CABIN_UNAVAILABLE' } });
    expect(created.filter((r) => r.status === 201)).toHaveLength(12);
    await expectConsistentInventory();

    // Each winner's booking shows the number, and it is the cabin the service keeps for it.
    const now = await kept(holders);
    for (const [i, r] of applied.entries()) {
      if (r.status !== 200) continue;
      expect((r.body.cabins as { cabinNumber: string }[])[0]!.cabinNumber).toBe(wanted[i]);
      expect(now.get(holders[i]!.sessionId)).toBe(wanted[i]);
    }
  });

  it('an applicant racing a create for the last free cabin: both succeed, one of them swapping', async () => {
    // Richard With has 12 MG cabins; each round starts with exactly one free.
    const day = '2027-01-12';
    const sessions = await held(day, 'MG', 11);
    for (let round = 0; round < 6; round++) {
      const applicant = sessions[round]!;
      const numbers = await listing(applicant, 'MG');
      const keptNow = await kept(sessions);
      const free = numbers.filter((n) => ![...keptNow.values()].includes(n));
      expect(free).toHaveLength(1);
      const newcomer = await open(round, day);
      const [a, c] = await Promise.all([apply(applicant, free[0]!), create(newcomer, 'MG')]);
      expect(a.status, JSON.stringify(a.body)).toBe(200);
      expect(c.status, JSON.stringify(c.body)).toBe(201);
      await expectConsistentInventory();
      sessions.push(newcomer);
      // Free one cabin again for the next round: a held session ends.
      const ending = sessions.splice(sessions.length - 2, 1)[0]!;
      expect((await ending.call('POST', `/sandbox/sessions/${ending.sessionId}/expire`)).status).toBe(204);
    }
  });

  it('a guarantee cabin moved while its booking is confirmed stays sold to it', async () => {
    const day = '2027-01-11';
    for (let round = 0; round < 8; round++) {
      const [owner, applicant] = await held(day, 'O2', 2, round);
      const number = (await kept([owner!])).get(owner!.sessionId)!;
      expect(await listing(applicant!, 'O2')).toContain(number);
      const [confirmed, applied] = await Promise.all([
        owner!.call('POST', `/bookings/create/voyage-only/${owner!.sessionId}/confirm`, {
          guests: [{ guestId: 1, ...LEAD }],
        }),
        apply(applicant!, number),
      ]);
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
      expect(applied.status, JSON.stringify(applied.body)).toBe(200);
      // The owner's cabin moved and is permanent (no session that could expire and free it).
      const rows = await queryRows<{ number: string; session_id: string | null }>(
        t.tdb.database.db,
        sql`select c.number, a.session_id from cabin_allocations a join bookings b on b.id = a.booking_id
            join cabins c on c.id = a.cabin_id where b.session_id = ${owner!.sessionId}`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.number).not.toBe(number);
      expect(rows[0]!.session_id).toBeNull();
      await expectConsistentInventory();
    }
  });
});
