/**
 * Backup and restore as docs/operations.md tells the operator to do it: a running service's PostgreSQL
 * database, with confirmed bookings (one with a chosen cabin number), live held bookings, a payment and
 * webhook deliveries still pending, is copied with `pg_dump -Fc` while the service runs, restored with
 * `pg_restore` into a new database, and a service is started on the copy. On the copy: the same rows, every
 * booking and held booking reads the same through the API, the feed serves the same events, a sold cabin
 * is not offered again and the exclusion constraint still refuses a second allocation of it, the migrations have nothing to apply, the pending deliveries are
 * delivered, and the sequences continue after the copied rows.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/platform/db/client.js';
import { adminQuery } from '../support/database-admin.js';
import { testDatabasePooler } from '../support/database.js';
import {
  confirmOneCabin,
  holdOneCabin,
  LEAD_GUEST,
  LOCAL_POSTGRES,
  partnerClient,
  queryDatabase,
  serverProcessFixture,
  searchTomorrow,
  startServerProcess,
  type ServerProcess,
} from '../support/server-process.js';
import { startReceiver } from '../webhooks/receiver.js';
import { testDatabaseAdminUrl } from '../support/database.js';

const PG_DUMP = '/usr/bin/pg_dump';
const PG_RESTORE = '/usr/bin/pg_restore';
// The services connect as the run says (TEST_DATABASE_URL: PostgreSQL, or a PgBouncer in front of it); databases
// are made, and pg_dump and pg_restore run, on the server itself (TEST_DATABASE_ADMIN_URL), as an operator does:
// pg_restore sets session state (an empty search_path), which a PgBouncer in transaction mode would hand on to
// the next client of that server connection.
const serviceUrl = process.env.TEST_DATABASE_URL || LOCAL_POSTGRES;
const adminUrl = testDatabaseAdminUrl || LOCAL_POSTGRES;

/** The database of `url`, at `base`'s address. */
function atAddressOf(base: string, url: string): string {
  const at = new URL(base);
  at.pathname = new URL(url).pathname;
  return at.toString();
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;
type Call = Awaited<ReturnType<typeof partnerClient>>;

let receiver: Receiver;
let restored: { url: string; name: string } | undefined;
let restoredServer: ServerProcess | undefined;
const scratch = mkdtempSync(join(tmpdir(), 'berth-backup-'));

// Registered before the fixture, so they run after the fixture has stopped its servers (vitest runs after-hooks in reverse).
afterAll(async () => {
  await restoredServer?.stop();
  if (restored) await adminQuery(adminUrl, `drop database if exists ${restored.name} with (force)`);
  await receiver?.close();
  rmSync(scratch, { recursive: true, force: true });
});
// The source service: it delivers no webhook, so that its deliveries are still pending in the dump.
const source = serverProcessFixture({
  env: { WEBHOOK_DELIVERY_INTERVAL_MS: '0', OVERDUE_JOB_INTERVAL_SECONDS: '0', V2_RATE_LIMIT_MAX: '0' },
});

beforeAll(async () => {
  receiver = await startReceiver();
});

/** What must be the same in the copy: rows that carry the invariants, each query ordered. */
const SNAPSHOT_QUERIES = {
  bookings: `select id, reference, status, version, session_id from bookings order by id`,
  cabinAllocations: `select id, booking_id, cabin_no, session_id, sailing_id, cabin_id, legs::text from cabin_allocations order by id`,
  capacityAllocations: `select id, booking_id, session_id, sailing_id, grade_id, legs::text from capacity_allocations order by id`,
  sessions: `select id, expires_at from sessions order by id`,
  events: `select seq, id, type, booking_id from events order by seq`,
  deliveries: `select id, event_id, endpoint_id, status from webhook_deliveries order by id`,
  payments: `select id, booking_id, amount_minor from payments order by id`,
  migrations: `select hash, created_at from drizzle.__drizzle_migrations order by id`,
  // The request log's own sequence left out: its writes trail the requests (see the row counts below).
  sequences: `select schemaname, sequencename, last_value from pg_sequences
              where sequencename not like 'api_request_log%' order by 1, 2`,
};
type Snapshot = Record<keyof typeof SNAPSHOT_QUERIES, unknown[]>;

async function snapshot(url: string): Promise<Snapshot> {
  const entries = await Promise.all(
    Object.entries(SNAPSHOT_QUERIES).map(async ([name, text]) => [name, await queryDatabase(url, text)] as const),
  );
  return Object.fromEntries(entries) as Snapshot;
}

/** Every table of the public schema with its row count. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const tables = await queryDatabase<{ name: string }>(
    url,
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryDatabase<{ n: string }>(url, `select count(*) as n from "${name}"`);
    counts[name] = Number(row!.n);
  }
  return counts;
}

/** A held booking on tomorrow's BGO→TOS voyage in a grade with cabin numbers, with `number` applied (or the first listed). */
async function holdNumberedCabin(call: Call, base: string, number?: string) {
  const search = await searchTomorrow(call, base);
  const voyage = search.body.results[0];
  const grade = voyage.cabinGrades.find(
    (g: { hasSpecificCabins: boolean; availableCabins: number }) => g.hasSpecificCabins && g.availableCabins > 1,
  );
  expect(grade, 'a grade with cabin numbers on tomorrow\u2019s voyage').toBeDefined();
  const path = `/bookings/create/voyage-only/${search.body.sessionId}`;
  const created = await call(base, 'POST', path, {
    departureDate: voyage.departureDate,
    cabinMix: [{ code: grade.code, guestIds: [1] }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const listed = await call(base, 'GET', `${path}/cabin-numbers?cabinGrade=${grade.code}`);
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  const cabinNumber = number ?? (listed.body.decks[0].cabinNumbers[0] as string);
  const applied = await call(base, 'POST', `${path}/cabin-numbers`, {
    cabinId: created.body.cabins[0].id,
    cabinNumber,
  });
  return {
    path,
    cabinNumber,
    listed: listed.body.decks.flatMap((d: { cabinNumbers: string[] }) => d.cabinNumbers),
    applied,
  };
}

describe('a pg_dump of a running service, restored into a new database', () => {
  it('serves the same bookings, holds and events, refuses a double sale, and delivers what was pending', async () => {
    // --- The source: bookings, holds, a payment and pending deliveries, through the API.
    const a = await source.start();
    const call = await partnerClient(a.base);
    const hook = await call(a.base, 'POST', '/webhooks', {
      url: receiver.url,
      events: ['booking.confirmed', 'payment.received'],
    });
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);

    const confirmed: string[] = [];
    for (let i = 0; i < 3; i++) {
      confirmed.push((await confirmOneCabin(call, a.base)).bookingId);
    }
    const numbered = await holdNumberedCabin(call, a.base);
    expect(numbered.applied.status, JSON.stringify(numbered.applied.body)).toBe(200);
    const sold = await call(a.base, 'POST', `${numbered.path}/confirm`, { guests: [LEAD_GUEST] });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    confirmed.push(sold.body.bookingId);
    const paid = await call(a.base, 'POST', `/bookings/${confirmed[0]}/payments`, {
      amount: 100,
      currency: 'NOK',
      reference: 'BACKUP-1',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const heldPaths = [(await holdOneCabin(call, a.base)).path, (await holdOneCabin(call, a.base)).path];

    const before = {
      bookings: await Promise.all(confirmed.map((id) => call(a.base, 'GET', `/bookings/${id}`))),
      held: await Promise.all(heldPaths.map((path) => call(a.base, 'GET', path))),
    };
    const pending = await source.sql<{ event_id: string }>(
      `select event_id from webhook_deliveries where status = 'PENDING' order by event_id`,
    );
    // 4 confirms and a payment, each delivered to the one endpoint: none sent yet.
    expect(pending).toHaveLength(5);
    expect(receiver.received).toHaveLength(0);

    // --- The backup, taken while the service runs, then the source is gone.
    const dumpFile = join(scratch, 'berth.dump');
    execFileSync(PG_DUMP, ['-Fc', '--no-owner', '-f', dumpFile, '-d', atAddressOf(adminUrl, source.databaseUrl)], {
      stdio: 'pipe',
    });
    const original = await snapshot(source.databaseUrl);
    const originalCounts = await rowCounts(source.databaseUrl);
    await a.stop();

    // --- The restore into a database that did not exist.
    const name = `berth_restored_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(serviceUrl);
    url.pathname = `/${name}`;
    restored = { url: url.toString(), name };
    execFileSync(PG_RESTORE, ['--no-owner', '--exit-on-error', '-d', atAddressOf(adminUrl, restored.url), dumpFile], {
      stdio: 'pipe',
    });

    expect(await snapshot(restored.url)).toEqual(original);
    // Every table has the rows it had, but the API request log: the service writes it a second after the
    // requests (request-log/recorder.ts), so the last requests' lines may land after the dump's snapshot.
    const { api_request_log: logged, ...counts } = await rowCounts(restored.url);
    const { api_request_log: loggedOriginal, ...expected } = originalCounts;
    expect(counts).toEqual(expected);
    expect(logged).toBeLessThanOrEqual(loggedOriginal!);

    // Migrations: every one recorded, nothing to apply (applying again adds no row).
    const migrator = await openDatabase({ url: restored.url, poolSize: 1, pooler: testDatabasePooler });
    await migrator.migrate();
    await migrator.close();
    expect(await queryDatabase(restored.url, SNAPSHOT_QUERIES.migrations)).toEqual(original.migrations);

    // --- The service on the copy (same signing key directory; the webhook secrets' key came with the dump).
    restoredServer = await startServerProcess({
      ...source.env(),
      DATABASE_URL: restored.url,
      WEBHOOK_DELIVERY_INTERVAL_MS: '100',
      WEBHOOK_RETRY_BASE_MS: '200',
    });
    const b = restoredServer.base;
    expect(await queryDatabase(restored.url, SNAPSHOT_QUERIES.migrations)).toEqual(original.migrations);

    // Every booking and every held booking reads as it did.
    for (const [i, id] of confirmed.entries()) {
      const res = await call(b, 'GET', `/bookings/${id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(before.bookings[i]!.body);
      expect(res.headers.get('etag')).toBe(before.bookings[i]!.headers.get('etag'));
    }
    for (const [i, path] of heldPaths.entries()) {
      const res = await call(b, 'GET', path);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(before.held[i]!.body);
    }

    // The pending deliveries are delivered by the restored service, each event once or more, none lost.
    const pendingIds = pending.map((p) => p.event_id);
    const delivered = () => new Set(receiver.received.map((r) => String(r.headers['berth-event-id'])));
    for (let waited = 0; pendingIds.some((id) => !delivered().has(id)) && waited < 30_000; waited += 100) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect([...delivered()].sort()).toEqual(pendingIds);
    // The secret came through the dump: every delivery is signed.
    expect(receiver.received.every((r) => typeof r.headers['berth-signature'] === 'string')).toBe(true);

    // The feed serves the copied events, in their order.
    const feed = await call(b, 'GET', '/events?limit=100');
    expect(feed.status).toBe(200);
    expect(feed.body.events.map((e: { id: string }) => e.id)).toEqual(
      (original.events as { id: string }[]).map((e) => e.id),
    );

    // A sold cabin cannot be sold again: through the API (the restored allocation keeps its number off the
    // listing, and a number not listed is refused) ...
    const again = await holdNumberedCabin(call, b, numbered.cabinNumber);
    expect(again.listed.length).toBeGreaterThan(0);
    expect(again.listed).not.toContain(numbered.cabinNumber);
    expect(again.applied.status, JSON.stringify(again.applied.body)).toBe(400);
    expect(again.applied.body.errors.cabinNumber).toBeDefined();
    // ... and in the database itself (the exclusion constraint came with the restore).
    await expect(
      queryDatabase(
        restored.url,
        `insert into cabin_allocations (booking_id, cabin_no, session_id, sailing_id, cabin_id, legs)
         select booking_id, cabin_no + 1000, null, sailing_id, cabin_id, legs
         from cabin_allocations where session_id is null limit 1`,
      ),
    ).rejects.toMatchObject({ code: '23P01', constraint: 'cabin_allocations_no_overlap' });

    // Sequences continue after the copied rows: a new confirm's event and delivery come after them.
    const last = await call(b, 'POST', `${again.path}/confirm`, { guests: [LEAD_GUEST] });
    expect(last.status, JSON.stringify(last.body)).toBe(201);
    const maxOf = async (url: string, table: string) =>
      Number((await queryDatabase<{ m: string }>(url, `select max(seq) as m from ${table}`))[0]!.m);
    const [eventsBefore, eventsAfter] = [
      await maxOf(source.databaseUrl, 'events'),
      await maxOf(restored.url, 'events'),
    ];
    expect(eventsAfter).toBeGreaterThan(eventsBefore);
    const newest = await queryDatabase<{ type: string; booking_ref: string }>(
      restored.url,
      `select e.type, b.reference as booking_ref from events e join bookings b on b.id = e.booking_id
       where e.seq > $1 order by e.seq`,
      [eventsBefore],
    );
    expect(newest).toEqual([{ type: 'booking.confirmed', booking_ref: last.body.bookingId }]);
  }, 240_000);
});
