/**
 * The party of a confirmed booking is the booking's own (booking_guests, issue 34): confirm copies the session's
 * search there, and migration 0026 copied it for the bookings confirmed before.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { confirmBooking } from '../support/lifecycle.js';
import { v2Client, type V2Client } from '../support/v2.js';

let t: TestApp;
let api: V2Client;

beforeAll(async () => {
  t = await createTestApp();
  api = await v2Client(t.app, 1);
});
afterAll(async () => t?.close());

const partyOf = (reference: string) =>
  queryRows<{ guest_id: number; type: string; removed_at: string | null }>(
    t.tdb.database.db,
    sql`select g.guest_id, g.type, g.removed_at from booking_guests g join bookings b on b.id = g.booking_id
        where b.reference = ${reference} order by g.guest_id`,
  );

describe("a confirmed booking's party", () => {
  it('is copied from the search at confirm', async () => {
    const booking = await confirmBooking(api);
    expect(await partyOf(booking.bookingId)).toEqual([
      { guest_id: 1, type: 'ADULT', removed_at: null },
      { guest_id: 2, type: 'CHILD', removed_at: null },
    ]);
    expect(booking.guests.map((g: { id: number; type: string }) => [g.id, g.type])).toEqual([
      [1, 'ADULT'],
      [2, 'CHILD'],
    ]);
  });

  it("migration 0026 moves the parties of the bookings confirmed before it from their sessions' searches", async () => {
    const booking = await confirmBooking(api);
    const db = t.tdb.database.db;
    // As before the migration: no booking has party rows of its own.
    await db.execute(sql`delete from booking_guests`);
    expect(await partyOf(booking.bookingId)).toEqual([]);
    const migration = readFileSync(new URL('../../drizzle/0026_booking_guests.sql', import.meta.url), 'utf8');
    const move = migration.slice(migration.indexOf('INSERT INTO "booking_guests"'));
    await db.execute(sql.raw(move));
    expect(await partyOf(booking.bookingId)).toEqual([
      { guest_id: 1, type: 'ADULT', removed_at: null },
      { guest_id: 2, type: 'CHILD', removed_at: null },
    ]);
    // A held booking keeps its party in its session: the migration copies none of them.
    const [held] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from booking_guests g join bookings b on b.id = g.booking_id where b.status = 'HELD'`,
    );
    expect(held!.n).toBe(0);
  });
});
