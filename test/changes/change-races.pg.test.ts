/**
 * Priced changes under real concurrency (issue 34, done-when; commerce.md "Priced changes after booking"), on
 * PostgreSQL (never PGlite: one connection, nothing would race). Two instances of the app, each with its own pool
 * and port, share one database and one clock; every contender is a real HTTP client, and only the database (the
 * booking's row lock, the cabins' exclusion constraint) decides:
 * - two quotes wanting the last free cabin of a grade: one holds it, the other is refused CABIN_UNAVAILABLE;
 * - applying a quote against a cancellation, an amendment and a payment of the same booking at the same moment:
 *   exactly one outcome per round, and afterwards the booking holds exactly its cabin (the new one if the change
 *   won, the old one if it lost) and nothing is left held for the quote.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { createTestApp, FIRST_DEPARTURE_DAY, MANY_HOLDS, type TestApp } from '../support/app.js';
import { sandboxAuthForServer } from '../support/auth.js';
import { listeningPair } from '../support/instances.js';
import { CHILD, LEAD } from '../support/v2.js';

/** Rounds of each race (the 50). */
const ROUNDS = 50;
/** 40 days before the first departure: FLEX's changes are free, nothing is close to a limit. */
const SELLING_AT = '2026-12-01T09:00:00Z';
/** The grade the bookings move to: the one with the fewest cabins is filled up to its last. */
const FROM_GRADE = 'O2';

type Client = Awaited<ReturnType<typeof sandboxAuthForServer>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: any };

let t: TestApp;
let pair: Awaited<ReturnType<typeof listeningPair>> | undefined;
/** One client of agency 1 on each instance. */
let clients: Client[];
let targetGrade: string;

async function call(client: Client, method: string, path: string, body?: unknown, headers = {}): Promise<Answer> {
  const res = await fetch(client.url(`/api/v2${path}`), {
    method,
    headers: { ...client.headers, ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function search(client: Client) {
  const res = await call(client, 'POST', '/search/voyages', {
    departurePort: 'BGO',
    arrivalPort: 'TOS',
    departureDateFrom: FIRST_DEPARTURE_DAY,
    guests: [{ type: 'ADULT' }, { type: 'CHILD' }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { sessionId: res.body.sessionId as string, result: res.body.results[0] };
}

/** A held booking of `grade` for an adult and a child; its session id. */
async function hold(client: Client, grade: string): Promise<string> {
  const { sessionId, result } = await search(client);
  const res = await call(client, 'POST', `/bookings/create/voyage-only/${sessionId}`, {
    departureDate: result.departureDate,
    cabinMix: [{ code: grade, guestIds: [1, 2] }],
    fareCode: 'FLEX',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return sessionId;
}

/** A confirmed FLEX booking in O2; its partner-facing id and version. */
async function confirmed(client: Client): Promise<{ bookingId: string; version: number }> {
  const sessionId = await hold(client, FROM_GRADE);
  const res = await call(client, 'POST', `/bookings/create/voyage-only/${sessionId}/confirm`, {
    guests: [{ guestId: 1, ...LEAD }, CHILD],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { bookingId: res.body.bookingId, version: res.body.version };
}

const regrade = (client: Client, bookingId: string) =>
  call(client, 'POST', `/bookings/${bookingId}/change-quotes`, { cabins: [{ cabinId: 1, code: targetGrade }] });
const apply = (client: Client, bookingId: string, changeQuoteId: string) =>
  call(client, 'POST', `/bookings/${bookingId}/changes`, { changeQuoteId });

/** The booking's cabin allocations: its own (permanent) grades, and how many rows any session holds for it. */
async function inventoryOf(bookingId: string) {
  const rows = await queryRows<{ grade: string; held: boolean }>(
    t.tdb.database.db,
    sql`select g.code as grade, a.session_id is not null as held
        from cabin_allocations a join bookings b on b.id = a.booking_id
        join cabins c on c.id = a.cabin_id join cabin_grades g on g.id = c.grade_id
        where b.reference = ${bookingId}`,
  );
  return { own: rows.filter((r) => !r.held).map((r) => r.grade), held: rows.filter((r) => r.held).length };
}

/** Live allocations of the target grade on the sailing (a cabin is never held twice: the constraint's job). */
async function targetTaken(): Promise<number> {
  const now = t.clock.now().toISOString();
  const [row] = await queryRows<{ n: number }>(
    t.tdb.database.db,
    sql`select count(*)::int as n from cabin_allocations a
        join cabins c on c.id = a.cabin_id join cabin_grades g on g.id = c.grade_id
        left join sessions s on s.id = a.session_id
        where g.code = ${targetGrade} and a.sailing_id = (select sailing_id from bookings where status = 'CONFIRMED' limit 1)
          and (a.session_id is null or s.expires_at > ${now}::timestamptz)`,
  );
  return row!.n;
}

beforeAll(async () => {
  t = await createTestApp({ postgres: true, poolSize: 20, env: MANY_HOLDS });
  expect(t.tdb.database.engine).toBe('postgres');
  t.clock.set(SELLING_AT);
  // The second instance: its own pool on the same database, its own caches and signing key, the same clock.
  pair = await listeningPair(t);
  const { bases } = pair;
  clients = await Promise.all(bases.map((base) => sandboxAuthForServer(base, 1)));
  // The target: the grade for two with the fewest free cabins, filled by held bookings up to its last cabin.
  const { result } = await search(clients[0]!);
  const grades = result.cabinGrades.filter(
    (g: { code: string; hasSpecificCabins: boolean; maximumOccupancy: number }) =>
      g.code !== FROM_GRADE && g.hasSpecificCabins && g.maximumOccupancy >= 2,
  );
  grades.sort(
    (a: { availableCabins: number }, b: { availableCabins: number }) => a.availableCabins - b.availableCabins,
  );
  targetGrade = grades[0].code;
  for (let i = 1; i < grades[0].availableCabins; i++) await hold(clients[i % 2]!, targetGrade);
}, 300_000);
afterAll(async () => {
  await pair?.close();
  await t?.close();
});

describe('change quotes under real concurrency on two instances', () => {
  it('two quotes for the last cabin of a grade: one holds it, the other is refused, never both', async () => {
    const a = await confirmed(clients[0]!);
    const b = await confirmed(clients[1]!);
    const tally = { a: 0, b: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const [qa, qb] = await Promise.all([regrade(clients[0]!, a.bookingId), regrade(clients[1]!, b.bookingId)]);
      const won = [qa, qb].filter((q) => q.status === 201);
      expect(won, JSON.stringify([qa.body, qb.body])).toHaveLength(1);
      const lost = qa.status === 201 ? qb : qa;
      expect(lost).toMatchObject({ status: 400, body: { code: 'CABIN_UNAVAILABLE' } });
      expect(await targetTaken()).toBe((await targetHeldByFillers()) + 1);
      // The winner's quote is released by a write on its booking (a payment), so the next round races again.
      const winner = qa.status === 201 ? a : b;
      tally[qa.status === 201 ? 'a' : 'b']++;
      const paid = await call(clients[round % 2]!, 'POST', `/bookings/${winner.bookingId}/payments`, {
        amount: 1,
        currency: 'NOK',
        reference: `race-${round}`,
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(201);
      expect((await inventoryOf(winner.bookingId)).held).toBe(0);
    }
    console.log(`${ROUNDS} rounds of two quotes for the last ${targetGrade} cabin: won`, tally);
  }, 300_000);

  for (const rival of ['cancel', 'amendment', 'payment'] as const) {
    it(`apply against ${rival}: exactly one outcome per round, the booking holds exactly its cabin`, async () => {
      const outcomes: Record<string, number> = {};
      const booking = rival === 'cancel' ? undefined : await confirmed(clients[1]!);
      for (let round = 0; round < ROUNDS; round++) {
        const b = booking ?? (await confirmed(clients[1]!));
        const now = await call(clients[0]!, 'GET', `/bookings/${b.bookingId}`);
        const version = now.body.version as number;
        const quote = await regrade(clients[0]!, b.bookingId);
        expect(quote.status, JSON.stringify(quote.body)).toBe(201);
        const cancellation =
          rival === 'cancel'
            ? await call(clients[1]!, 'POST', `/bookings/${b.bookingId}/cancellation-quotes`)
            : undefined;
        const rivalCall = (): Promise<Answer> => {
          const c = clients[1]!;
          if (rival === 'cancel') {
            return call(c, 'POST', `/bookings/${b.bookingId}/cancellations`, {
              cancellationQuoteId: cancellation!.body.cancellationQuoteId,
            });
          }
          if (rival === 'amendment') {
            return call(
              c,
              'PATCH',
              `/bookings/${b.bookingId}/guests/2`,
              { firstName: `Ola${round}` },
              {
                'if-match': `"${version}"`,
              },
            );
          }
          return call(c, 'POST', `/bookings/${b.bookingId}/payments`, {
            amount: 1,
            currency: 'NOK',
            reference: `r-${round}`,
          });
        };
        const [applied, other] = await Promise.all([
          apply(clients[0]!, b.bookingId, quote.body.changeQuoteId),
          rivalCall(),
        ]);
        const key = `apply ${applied.status} ${applied.body?.code ?? ''} / ${rival} ${other.status} ${other.body?.code ?? ''}`;
        outcomes[key] = (outcomes[key] ?? 0) + 1;
        const after = await inventoryOf(b.bookingId);
        expect(after.held, key).toBe(0); // nothing left held for the quote, whoever won
        if (rival === 'cancel') {
          // Exactly one of the two: a change and then no cancellation (its quote is stale), or the reverse.
          expect(
            [applied.status, other.status].filter((s) => s === 200),
            key,
          ).toHaveLength(1);
          expect(after.own, key).toEqual(applied.status === 200 ? [targetGrade] : []);
        } else if (rival === 'amendment') {
          expect(
            [applied.status, other.status].filter((s) => s === 200),
            key,
          ).toHaveLength(1);
          expect(after.own, key).toEqual([applied.status === 200 ? targetGrade : FROM_GRADE]);
        } else {
          // A payment always lands; the change lands only if it came first (the payment then releases nothing).
          expect(other.status, key).toBe(201);
          expect([200, 409], key).toContain(applied.status);
          expect(after.own, key).toEqual([applied.status === 200 ? targetGrade : FROM_GRADE]);
        }
        if (applied.status !== 200) {
          expect(applied.body.code, key).toBe(rival === 'cancel' ? 'BOOKING_CANCELLED' : 'CHANGE_QUOTE_EXPIRED');
        }
        // A change that won against a cancellation keeps the target's last cabin: cancel it now to free it.
        if (rival === 'cancel' && applied.status === 200) {
          const q = await call(clients[1]!, 'POST', `/bookings/${b.bookingId}/cancellation-quotes`);
          const done = await call(clients[1]!, 'POST', `/bookings/${b.bookingId}/cancellations`, {
            cancellationQuoteId: q.body.cancellationQuoteId,
          });
          expect(done.status, JSON.stringify(done.body)).toBe(200);
        }
        // Back to the starting grade for the next round: the target's last cabin is free again.
        if (booking && applied.status === 200) {
          const back = await call(clients[0]!, 'POST', `/bookings/${b.bookingId}/change-quotes`, {
            cabins: [{ cabinId: 1, code: FROM_GRADE }],
          });
          expect(back.status, JSON.stringify(back.body)).toBe(201);
          expect((await apply(clients[0]!, b.bookingId, back.body.changeQuoteId)).status).toBe(200);
        }
      }
      console.log(`${ROUNDS} rounds of apply against ${rival}:`, outcomes);
    }, 300_000);
  }
});

/** Cabins of the target grade held by the fillers (every free one but the last, held at the start). */
let fillers: number | undefined;
async function targetHeldByFillers(): Promise<number> {
  if (fillers === undefined) {
    const [row] = await queryRows<{ n: number }>(
      t.tdb.database.db,
      sql`select count(*)::int as n from cabin_allocations a join bookings b on b.id = a.booking_id
          join cabins c on c.id = a.cabin_id join cabin_grades g on g.id = c.grade_id
          where g.code = ${targetGrade} and b.status = 'HELD'`,
    );
    fillers = row!.n;
  }
  return fillers;
}
