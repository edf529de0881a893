/**
 * The event log: what happened to a booking after confirm, written in the same transaction as the change it
 * reports (appendEvent takes the change's transaction), so that no change commits without its event and no
 * event without its change, whatever crashes: a transaction is kept whole or not at all.
 *
 * Feed order under concurrent writers: see the `events` table in db/schema.ts. Each row records the id of
 * the transaction that wrote it (`tx`); the feed orders by (tx, seq) and serves only rows with tx below the
 * reader's snapshot xmin (`pg_snapshot_xmin(pg_current_snapshot())`), the oldest transaction still running.
 * Every transaction below it has committed or rolled back, so no event can ever appear behind a position
 * the feed has already served; events of transactions still open are served on a later poll. The cost: an
 * open transaction delays the feed (not the writers) until it ends. A per-agency counter row would serialize
 * every change of an agency instead; bookings of one agency change concurrently far more often than
 * transactions stay open, so the feed pays, not the writers. Both engines (PGlite, PostgreSQL) have xid8.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx, type Tx } from '../db/client.js';
import { invalidField } from '../http/errors.js';

export const EVENT_TYPES = [
  'booking.confirmed',
  'booking.amended',
  'booking.cancelled',
  'booking.disrupted',
  'payment.received',
  'payment.overdue',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** What every event's data carries: the partner-facing booking id and the booking's version after the change. */
export interface EventData {
  bookingId: string;
  version: number;
  [key: string]: unknown;
}

export interface BerthEvent {
  id: string;
  type: EventType;
  createdAt: string;
  data: EventData;
}

export const newEventId = () => `evt_${randomBytes(16).toString('hex')}`;

/**
 * Appends an event in the caller's transaction. `bookingId` is the booking's internal id (bookings.id);
 * `data.bookingId` the partner-facing reference.
 */
export async function appendEvent(
  tx: Tx,
  event: { agencyId: string; bookingId: string; type: EventType; data: EventData; now: Date },
): Promise<string> {
  const id = newEventId();
  await tx.execute(
    sql`insert into events (id, agency_id, booking_id, type, data, created_at)
        values (${id}, ${event.agencyId}, ${event.bookingId}, ${event.type}, ${JSON.stringify(event.data)}::jsonb,
                ${event.now.toISOString()}::timestamptz)`,
  );
  return id;
}

/** A position in an agency's feed: the (tx, seq) of an event. */
export interface FeedPosition {
  tx: string;
  seq: number;
}

/** The position of one of the agency's events, or null when it has no event with that id. */
export async function eventPosition(db: DbOrTx, agencyId: string, eventId: string): Promise<FeedPosition | null> {
  const [row] = await queryRows<{ tx: string; seq: string | number }>(
    db,
    sql`select tx::text as tx, seq from events where id = ${eventId} and agency_id = ${agencyId}`,
  );
  return row ? { tx: row.tx, seq: Number(row.seq) } : null;
}

/**
 * The agency's events after `after` (or from its first), oldest first, at most `limit`; only events of
 * transactions that have ended (see the header), so a later read never finds one before the last served.
 */
export async function readFeed(
  db: DbOrTx,
  agencyId: string,
  after: FeedPosition | null,
  limit: number,
): Promise<BerthEvent[]> {
  const from = after ? sql`and (e.tx, e.seq) > (${after.tx}::xid8, ${after.seq}::bigint)` : sql``;
  const rows = await queryRows<{ id: string; type: EventType; created_at: Date | string; data: EventData }>(
    db,
    sql`select e.id, e.type, e.created_at, e.data
        from events e
        where e.agency_id = ${agencyId} ${from}
          and e.tx < pg_snapshot_xmin(pg_current_snapshot())
        order by e.tx, e.seq
        limit ${limit}`,
  );
  return rows.map((r) => ({ id: r.id, type: r.type, createdAt: new Date(r.created_at).toISOString(), data: r.data }));
}

export const invalidAfter = () =>
  invalidField('after', 'is not an event id of your feed; omit it to start at your first event', 'INVALID_CURSOR');

/** The agency's feed page: `{ events, nextAfter }`, nextAfter the last event's id, or null when there is none new. */
export function createEventFeed(deps: { db: Db }) {
  return {
    async page(
      agencyId: string,
      q: { after?: string; limit?: number },
    ): Promise<{ events: BerthEvent[]; nextAfter: string | null }> {
      let after: FeedPosition | null = null;
      if (q.after !== undefined) {
        after = await eventPosition(deps.db, agencyId, q.after);
        // Another agency's event id is as unknown as a made-up one.
        if (!after) throw invalidAfter();
      }
      const events = await readFeed(deps.db, agencyId, after, q.limit ?? 100);
      return { events, nextAfter: events.length > 0 ? events[events.length - 1]!.id : null };
    },
  };
}

export type EventFeed = ReturnType<typeof createEventFeed>;
