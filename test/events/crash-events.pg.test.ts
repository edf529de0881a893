/**
 * No change without its event, no event without its change, whatever crashes: a server process on
 * PostgreSQL confirms and cancels bookings for several clients, is killed (SIGKILL) in the middle, and
 * restarts on the same database. Then every booking's version is exactly its events (1..version, one
 * each), every cancelled booking has its booking.cancelled event and no inventory, no held booking has an
 * event, and the feed serves every stored event once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSharedStore,
  LEAD_GUEST,
  partnerClient,
  queryDatabase,
  startServerProcess,
  tomorrowInOslo,
  type ServerProcess,
} from '../support/server-process.js';

let store: Awaited<ReturnType<typeof createSharedStore>>;
let server: ServerProcess | undefined;
let env: Record<string, string>;
const day = tomorrowInOslo();

beforeAll(async () => {
  store = await createSharedStore();
  env = { DATABASE_URL: store.databaseUrl, DATA_DIR: store.dataDir, DATABASE_POOL_SIZE: '8' };
});

afterAll(async () => {
  await server?.stop();
  await store?.close();
});

const sql = <T>(text: string, values: unknown[] = []) => queryDatabase<T>(store.databaseUrl, text, values);

describe('a crash in the middle of confirms and cancellations', () => {
  it('leaves every change with its event and every event with its change', async () => {
    server = await startServerProcess(env);
    const first = server;
    const call = await partnerClient(first.base);
    const seenConfirmed: string[] = [];
    const seenCancelled: string[] = [];
    let killed = false;

    const user = async (u: number) => {
      const mine: string[] = [];
      for (let n = 0; n < 60 && !killed; n++) {
        try {
          // Every other round cancels one of this user's bookings; the others confirm a new one.
          if (n % 2 === 1 && mine.length > 0) {
            const id = mine.shift()!;
            const q = await call(first.base, 'POST', `/bookings/${id}/cancellation-quotes`);
            if (q.status !== 201) continue;
            const c = await call(first.base, 'POST', `/bookings/${id}/cancellations`, {
              cancellationQuoteId: q.body.cancellationQuoteId,
            });
            if (c.status === 200) seenCancelled.push(id);
            continue;
          }
          const s = await call(first.base, 'POST', '/search/voyages', {
            departurePort: 'BGO',
            arrivalPort: 'TOS',
            departureDateFrom: day,
            departureDateTo: day,
            guests: [{ type: 'ADULT' }],
          });
          const grades = (s.body.results[0].cabinGrades as { code: string; availableCabins: number }[]).filter(
            (g) => g.availableCabins > 2,
          );
          const path = `/bookings/create/voyage-only/${s.body.sessionId}`;
          const created = await call(first.base, 'POST', path, {
            departureDate: s.body.results[0].departureDate,
            cabinMix: [{ code: grades[(u + n) % grades.length]!.code, guestIds: [1] }],
          });
          if (created.status !== 201) continue;
          const res = await call(first.base, 'POST', `${path}/confirm`, { guests: [LEAD_GUEST] });
          if (res.status === 201) {
            seenConfirmed.push(res.body.bookingId);
            mine.push(res.body.bookingId);
          }
        } catch {
          // The server died under us.
        }
      }
    };
    const users = Promise.all(Array.from({ length: 6 }, (_, u) => user(u)));
    // Kill once the load is in full swing (some cancellations done), wherever the changes then are.
    for (let waited = 0; seenCancelled.length < 4 && waited < 60_000; waited += 100) {
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 500));
    await first.kill();
    killed = true;
    await users;
    expect(seenConfirmed.length).toBeGreaterThan(0);
    expect(seenCancelled.length).toBeGreaterThan(0);

    server = await startServerProcess(env);
    const again = server;

    // Each booking past confirm: its events are exactly versions 1..version, one each.
    const mismatched = await sql<{ reference: string; version: number; versions: number[] }>(
      `select b.reference, b.version,
              coalesce(array_agg((e.data->>'version')::int order by (e.data->>'version')::int)
                       filter (where e.id is not null), '{}') as versions
       from bookings b left join events e on e.booking_id = b.id
       where b.status <> 'HELD'
       group by b.id
       having coalesce(array_agg((e.data->>'version')::int order by (e.data->>'version')::int)
                       filter (where e.id is not null), '{}') <> array(select generate_series(1, b.version))`,
    );
    expect(mismatched).toEqual([]);
    // The event says what happened: confirmed first, cancelled exactly when the booking is cancelled, and
    // about the booking it is attached to.
    const wrong = await sql<{ reference: string; problem: string }>(
      `select b.reference, 'no booking.confirmed at version 1' as problem from bookings b
         where b.status <> 'HELD' and not exists (select 1 from events e where e.booking_id = b.id
           and e.type = 'booking.confirmed' and (e.data->>'version')::int = 1)
       union all
       select b.reference, 'cancelled without its event at its version' from bookings b
         where b.status = 'CANCELLED' and not exists (select 1 from events e where e.booking_id = b.id
           and e.type = 'booking.cancelled' and (e.data->>'version')::int = b.version)
       union all
       select b.reference, 'booking.cancelled on a booking not cancelled' from bookings b
         where b.status <> 'CANCELLED' and exists (select 1 from events e where e.booking_id = b.id and e.type = 'booking.cancelled')
       union all
       select b.reference, 'event on a held booking' from bookings b
         where b.status = 'HELD' and exists (select 1 from events e where e.booking_id = b.id)
       union all
       select e.id, 'event names another booking' from events e join bookings b on b.id = e.booking_id
         where e.data->>'bookingId' is distinct from b.reference or e.agency_id <> b.agency_id
       union all
       select b.reference, 'cancelled but still holds inventory' from bookings b
         where b.status = 'CANCELLED' and (exists (select 1 from cabin_allocations a where a.booking_id = b.id)
           or exists (select 1 from capacity_allocations a where a.booking_id = b.id))`,
    );
    expect(wrong).toEqual([]);

    // What the clients were told is what the database kept.
    const status = new Map(
      (
        await sql<{ reference: string; status: string }>(
          `select reference, status from bookings where reference is not null`,
        )
      ).map((r) => [r.reference, r.status]),
    );
    for (const id of seenConfirmed) expect(['CONFIRMED', 'CANCELLED'], id).toContain(status.get(id));
    for (const id of seenCancelled) expect(status.get(id), id).toBe('CANCELLED');
    const [cancelledRows] = await sql<{ n: number }>(
      `select count(*)::int as n from bookings where status = 'CANCELLED'`,
    );
    expect(cancelledRows!.n).toBeGreaterThanOrEqual(seenCancelled.length);

    // The restarted server's feed serves every stored event, once, in order.
    const call2 = await partnerClient(again.base);
    const served: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await call2(again.base, 'GET', `/events?limit=1000${after ? `&after=${after}` : ''}`);
      expect(page.status).toBe(200);
      if (page.body.events.length === 0) break;
      served.push(...page.body.events.map((e: { id: string }) => e.id));
      after = page.body.nextAfter;
    }
    const stored = (await sql<{ id: string }>('select id from events order by agency_id, position')).map((r) => r.id);
    expect(served).toEqual(stored);
  });
});
