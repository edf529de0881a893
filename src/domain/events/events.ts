/**
 * The event log: what happened to a booking after confirm, written in the same transaction as the change it
 * reports (EventLog.append takes the change's transaction), so that no change commits without its event and no
 * event without its change, whatever crashes: a transaction is kept whole or not at all.
 *
 * Feed order under concurrent writers. An insert-time sequence is not commit order: a transaction that took
 * seq 10 can commit after one that took 11, and a reader that has moved past 11 would never see 10. So a
 * writer leaves its event unnumbered, and the feed numbers events once they are committed: each feed read
 * first locks the agency's `event_feed_heads` row, gives the committed events still without a position the
 * next positions (in seq order), and only then reads the page. Readers of one agency number one at a time,
 * and a reader only sees committed rows, so a position is never handed out below one already served:
 * an event committed later always gets a later position. Writers never wait for readers or for each other
 * (no shared counter in the change's transaction), and an open transaction elsewhere delays nothing but its
 * own events. Events of one booking keep version order (its writers serialize on the booking's row lock, so
 * the later version also took the later seq). Works the same on PGlite (one connection) and PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx, type Tx } from '../../platform/db/client.js';
import type { eventFeedHeads, events } from './schema.js';
import type { TableRow, Narrow, NotNull } from '../../platform/db/table-row.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { invalidField } from '../../kernel/errors.js';

export const EVENT_TYPES = [
  'booking.confirmed',
  'booking.amended',
  'booking.changed',
  'booking.cancelled',
  'booking.disrupted',
  'payment.received',
  'payment.refunded',
  'payment.overdue',
  'booking.personal_data_erased',
  // A watch's (commerce.md, "Availability without a session, and watches"): the agency's own, no booking.
  'availability.opened',
  'price.dropped',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** What every event's data carries: the partner-facing booking id and the booking's version after the change. */
export interface EventData {
  bookingId: string;
  version: number;
  [key: string]: unknown;
}

/** What a watch's event carries (domain/watches): the watch, the departure and grade, what changed. */
export interface WatchEventData {
  watchId: string;
  departurePort: string;
  arrivalPort: string;
  departureDate: string;
  cabinGrade: string;
  freeCabins: number;
  pricePerGuest: number | null;
  currency: string;
}

export interface BerthEvent {
  id: string;
  type: EventType;
  createdAt: string;
  data: EventData | WatchEventData;
}

export const newEventId = () => `evt_${randomBytes(16).toString('hex')}`;

/**
 * Where a change writes its event: built once by main/services.ts and handed to each service that changes a
 * booking, as a plain factory argument.
 */
export interface EventLog {
  /**
   * Appends an event in the caller's transaction. `bookingId` is the booking's internal id (bookings.id);
   * `data.bookingId` the partner-facing reference. Returns the event's id.
   */
  append(
    tx: Tx,
    event:
      | { agencyId: string; bookingId: string; type: EventType; data: EventData; now: Date }
      | {
          agencyId: string;
          bookingId: null;
          type: 'availability.opened' | 'price.dropped';
          data: WatchEventData;
          now: Date;
        },
  ): Promise<string>;
}

/**
 * The event log over the events table. `fanOut` wraps the event's insert (an INSERT ... RETURNING id,
 * agency_id, type, created_at) into the one statement that also inserts what follows from it: the webhooks'
 * deliveries (webhooks/outbox.ts, the outbox), whose tables are a higher layer's, so the builder is given here
 * rather than imported. One statement, so the event and its deliveries commit with the change or not at all.
 */
export function createEventLog(deps: { fanOut: (insertEvent: SQL) => SQL }): EventLog {
  return {
    async append(tx, event) {
      const id = newEventId();
      await tx.execute(
        deps.fanOut(
          sql`insert into events (id, agency_id, booking_id, type, data, created_at)
          values (${id}, ${event.agencyId}, ${event.bookingId}, ${event.type}, ${JSON.stringify(event.data)}::jsonb,
                  ${event.now.toISOString()}::timestamptz)
          returning id, agency_id, type, created_at`,
        ),
      );
      return id;
    },
  };
}

export type EventRow = Narrow<
  Pick<TableRow<typeof events>, 'id' | 'type' | 'created_at' | 'data'>,
  { type: EventType; data: EventData | WatchEventData }
>;

/**
 * An event as partners see it, in the feed and in a webhook's body: `{ id, type, createdAt, data }` from an
 * events row (or, for `webhook.test`, a row-shaped value that is never stored). The one place the wire shape is
 * written, so the feed and the webhooks cannot drift apart.
 */
export const toWireEvent = <T extends string, D>(r: { id: string; type: T; created_at: Date | string; data: D }) => ({
  id: r.id,
  type: r.type,
  createdAt: new Date(r.created_at).toISOString(),
  data: r.data,
});

const toEvent = (r: EventRow): BerthEvent => toWireEvent(r);

/** A booking's events, oldest first (the portal's booking page); `bookingId` is the internal id (bookings.id). */
export async function bookingEvents(db: DbOrTx, bookingId: string): Promise<BerthEvent[]> {
  const rows = await queryRows<EventRow>(
    db,
    sql`select id, type, created_at, data from events where booking_id = ${bookingId} order by seq`,
  );
  return rows.map(toEvent);
}

/** The feed position of one of the agency's events, or null when it has no event with that id (or not yet served). */
export async function eventPosition(db: DbOrTx, agencyId: string, eventId: string): Promise<number | null> {
  const [row] = await queryRows<Pick<TableRow<typeof events>, 'position'>>(
    db,
    sql`select position from events where id = ${eventId} and agency_id = ${agencyId}`,
  );
  return row && row.position !== null ? Number(row.position) : null;
}

/** Numbers the agency's committed events that have no feed position yet (see the header). Call in a transaction. */
async function numberCommittedEvents(tx: Tx, agencyId: string): Promise<void> {
  await tx.execute(
    sql`insert into event_feed_heads (agency_id) values (${agencyId}) on conflict (agency_id) do nothing`,
  );
  const [head] = await queryRows<Pick<TableRow<typeof eventFeedHeads>, 'last_position'>>(
    tx,
    sql`select last_position from event_feed_heads where agency_id = ${agencyId} for update`,
  );
  const last = Number(head!.last_position);
  const numbered = await queryRows<NotNull<Pick<TableRow<typeof events>, 'position'>, 'position'>>(
    tx,
    sql`with todo as (
          select seq, row_number() over (order by seq) as n
          from events where agency_id = ${agencyId} and position is null)
        update events e set position = ${last} + todo.n
        from todo where e.seq = todo.seq
        returning e.position`,
  );
  if (numbered.length > 0) {
    await tx.execute(
      sql`update event_feed_heads set last_position = ${last + numbered.length} where agency_id = ${agencyId}`,
    );
  }
}

/** The agency's events after position `after` (0: from its first), oldest first, at most `limit`. */
export async function readFeed(db: Db, agencyId: string, after: number, limit: number): Promise<BerthEvent[]> {
  return inTransaction(db, async (tx) => {
    await numberCommittedEvents(tx, agencyId);
    const rows = await queryRows<EventRow>(
      tx,
      sql`select id, type, created_at, data from events
          where agency_id = ${agencyId} and position > ${after}
          order by position
          limit ${limit}`,
    );
    return rows.map(toEvent);
  });
}

export const invalidAfter = () =>
  invalidField('after', 'is not an event id of your feed; omit it to start at your first event', 'INVALID_CURSOR');

/** Each agency's event feed (GET /api/v2/events), read in pages after a cursor. */
export interface EventFeed {
  /** The agency's feed page: `{ events, nextAfter }`, nextAfter the last event's id, or null when there is none new. */
  page(
    agencyId: string,
    q: { after?: string; limit?: number },
  ): Promise<{ events: BerthEvent[]; nextAfter: string | null }>;
}

export function createEventFeed(deps: { db: Db }): EventFeed {
  return {
    async page(agencyId, q) {
      let after = 0;
      if (q.after !== undefined) {
        const position = await eventPosition(deps.db, agencyId, q.after);
        // Another agency's event id is as unknown as a made-up one (and one never served cannot be a position).
        if (position === null) throw invalidAfter();
        after = position;
      }
      const events = await readFeed(deps.db, agencyId, after, q.limit ?? 100);
      return { events, nextAfter: events.length > 0 ? events[events.length - 1]!.id : null };
    },
  };
}

/** The events with these ids in their wire shape (toWireEvent), by id: the bodies a webhook delivery sends. */
export async function wireEventsByIds(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, ReturnType<typeof toWireEvent>>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<Pick<EventRow, 'id' | 'type' | 'created_at' | 'data'>>(
    db,
    sql`select id, type, created_at, data from events where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.id, toWireEvent(r)]));
}

/**
 * `left join events <alias> on <alias>.id = <eventId>`, for a read that shows each row beside its event (the
 * webhooks' delivery log): the events table stays named here.
 */
export const leftJoinEvent = (alias: string, eventId: SQL): SQL =>
  sql`left join events ${sql.raw(alias)} on ${sql.raw(alias)}.id = ${eventId}`;
