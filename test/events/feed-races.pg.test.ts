/**
 * The event feed and the booking list under concurrent writers, on PostgreSQL with real concurrent
 * clients (PGlite has one connection: nothing would race there).
 *
 * The feed: a transaction that wrote its event first (the lower insert sequence) can commit last. A poller
 * must never move past an event that is still uncommitted (it would never see it). The list: keyset pages
 * stay exact while bookings are confirmed between them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { inTransaction } from '../../src/platform/db/transaction.js';
import { sandboxAuthForServer } from '../support/auth.js';
import { createTestApp, FIRST_DEPARTURE_DAY, type TestApp } from '../support/app.js';
import { CHILD, LEAD } from '../support/v2.js';
import { bookingRecords } from '../../src/main/services.js';

let t: TestApp;
let base: string;
type Client = Awaited<ReturnType<typeof sandboxAuthForServer>>;
let agency: Client;
let agencyId: string;

beforeAll(async () => {
  t = await createTestApp({ postgres: true, poolSize: 20 });
  expect(t.tdb.database.engine).toBe('postgres');
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  agency = await sandboxAuthForServer(base, 1);
});
afterAll(async () => t?.close());

async function call(
  method: string,
  path: string,
  body?: unknown,
  query: Record<string, string> = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON, checked by each test
): Promise<{ status: number; body: any }> {
  const url = new URL(agency.url(`/api/v2${path}`));
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await fetch(url, {
    method,
    headers: { ...agency.headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const DAYS = [FIRST_DEPARTURE_DAY, '2027-01-11', '2027-01-12'];

/** A confirmed booking over HTTP (any grade with a cabin left), or null when the voyage is full. */
async function confirmOne(n: number): Promise<string | null> {
  const s = await call('POST', '/search/voyages', {
    departurePort: 'BGO',
    arrivalPort: 'TOS',
    departureDateFrom: DAYS[n % DAYS.length],
    guests: [{ type: 'ADULT' }, { type: 'CHILD' }],
  });
  const grades = (
    s.body.results[0].cabinGrades as { code: string; availableCabins: number; maximumOccupancy?: number }[]
  ).filter((g) => g.availableCabins > 0);
  for (const grade of grades.slice(n % Math.max(1, grades.length)).concat(grades)) {
    const path = `/bookings/create/voyage-only/${s.body.sessionId}`;
    const created = await call('POST', path, {
      departureDate: s.body.results[0].departureDate,
      cabinMix: [{ code: grade.code, guestIds: [1, 2] }],
    });
    if (created.status !== 201) continue;
    const confirmed = await call('POST', `${path}/confirm`, { guests: [{ guestId: 1, ...LEAD }, CHILD] });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
    return confirmed.body.bookingId as string;
  }
  return null;
}

async function cancelOne(bookingId: string): Promise<void> {
  const q = await call('POST', `/bookings/${bookingId}/cancellation-quotes`);
  expect(q.status).toBe(201);
  const c = await call('POST', `/bookings/${bookingId}/cancellations`, {
    cancellationQuoteId: q.body.cancellationQuoteId,
  });
  expect(c.status, JSON.stringify(c.body)).toBe(200);
}

/** Every event of the agency as the database has them, in feed order. */
const storedEvents = async () =>
  (
    await queryRows<{ id: string }>(
      t.tdb.database.db,
      sql`select id from events where agency_id = ${agencyId} order by position`,
    )
  ).map((r) => r.id);

/** A feed reader: polls from its position, remembering every event it was served. */
function poller() {
  const served: string[] = [];
  let after: string | null = null;
  return {
    served,
    async poll(): Promise<number> {
      const page = await call('GET', '/events', undefined, { limit: '7', ...(after ? { after } : {}) });
      expect(page.status).toBe(200);
      served.push(...page.body.events.map((e: { id: string }) => e.id));
      if (page.body.nextAfter) after = page.body.nextAfter;
      return page.body.events.length;
    },
  };
}

describe('the feed under concurrent writers', () => {
  it('misses nothing when the transaction that wrote first commits last', async () => {
    const x = (await confirmOne(0))!;
    const y = (await confirmOne(1))!;
    agencyId = (
      await queryRows<{ agency_id: string }>(
        t.tdb.database.db,
        sql`select agency_id from bookings where reference = ${x}`,
      )
    )[0]!.agency_id;
    const reader = poller();
    while ((await reader.poll()) > 0);

    // Transaction 1 changes X and stays open; transaction 2 changes Y and commits.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let written!: () => void;
    const wrote = new Promise<void>((r) => (written = r));
    const slow = inTransaction(t.tdb.database.db, async (tx) => {
      const b = await bookingRecords.lockConfirmed(tx, { agencyId, bookingId: x, now: t.clock.now() });
      await bookingRecords.recordChange(tx, b, 'booking.amended', t.clock.now());
      written();
      await gate;
    });
    await wrote;
    await inTransaction(t.tdb.database.db, async (tx) => {
      const b = await bookingRecords.lockConfirmed(tx, { agencyId, bookingId: y, now: t.clock.now() });
      await bookingRecords.recordChange(tx, b, 'booking.amended', t.clock.now());
    });

    // Y's event (written second) is committed and served; X's, written first, is not committed yet.
    expect(await reader.poll()).toBe(1);
    release();
    await slow;
    // X's event comes after the poller's position, not before it.
    expect(await reader.poll()).toBe(1);
    expect(await reader.poll()).toBe(0);
    expect(reader.served).toEqual(await storedEvents());
    const [seqX, seqY] = await Promise.all(
      [x, y].map(async (ref) =>
        Number(
          (
            await queryRows<{ seq: string }>(
              t.tdb.database.db,
              sql`select max(e.seq) as seq from events e join bookings b on b.id = e.booking_id where b.reference = ${ref}`,
            )
          )[0]!.seq,
        ),
      ),
    );
    expect(seqX).toBeLessThan(seqY!);
    const [last2] = [reader.served.slice(-2)];
    const types = await queryRows<{ id: string; booking: string }>(
      t.tdb.database.db,
      sql`select e.id, b.reference as booking from events e join bookings b on b.id = e.booking_id where e.id = any(${`{${last2!.join(',')}}`}::text[])`,
    );
    expect(last2!.map((id) => types.find((r) => r.id === id)!.booking)).toEqual([y, x]);
  });

  it('a poller running beside concurrent confirms and cancels is served every event exactly once, in feed order', async () => {
    const reader = poller();
    while ((await reader.poll()) > 0);
    const already = reader.served.length;
    let writing = true;
    const polling = (async () => {
      while (writing) await reader.poll();
    })();
    let cancels = 0;
    const writers = await Promise.all(
      Array.from({ length: 6 }, async (_, u) => {
        const made: string[] = [];
        for (let i = 0; i < 4; i++) {
          const id = await confirmOne(u * 4 + i);
          if (!id) continue;
          made.push(id);
          if (i % 2 === 1) {
            await cancelOne(id);
            cancels++;
          }
        }
        return made;
      }),
    );
    writing = false;
    await polling;
    while ((await reader.poll()) > 0);
    const stored = await storedEvents();
    const made = writers.flat();
    expect(made.length).toBeGreaterThan(10);
    expect(stored.length - already).toBe(made.length + cancels);
    expect(new Set(reader.served).size).toBe(reader.served.length);
    expect(reader.served).toEqual(stored);
  });
});

describe('the booking list under concurrent confirms', () => {
  it('pages through the bookings that existed when it began, each once, while new ones are confirmed', async () => {
    const listAll = async () => {
      const all: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await call('GET', '/bookings', undefined, { limit: '3', ...(cursor ? { cursor } : {}) });
        expect(page.status).toBe(200);
        all.push(...page.body.bookings.map((b: { bookingId: string }) => b.bookingId));
        cursor = page.body.nextCursor;
      } while (cursor);
      return all;
    };
    const before = await listAll();
    let confirming = true;
    const writers = Promise.all(
      Array.from({ length: 4 }, async (_, u) => {
        for (let i = 0; i < 3 && confirming; i++) {
          t.clock.advance(1); // later confirms sort first; some share an instant with others
          await confirmOne(100 + u * 3 + i);
        }
      }),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await call('GET', '/bookings', undefined, { limit: '3', ...(cursor ? { cursor } : {}) });
      seen.push(...page.body.bookings.map((b: { bookingId: string }) => b.bookingId));
      cursor = page.body.nextCursor;
      await new Promise((r) => setTimeout(r, 20));
    } while (cursor);
    confirming = false;
    await writers;
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of before) expect(seen).toContain(id);
    // What it saw is in the list's order (a sub-sequence of the final listing).
    const final = await listAll();
    expect(final.filter((id) => seen.includes(id))).toEqual(seen);
  });
});
