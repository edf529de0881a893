/**
 * An endpoint's deliveries as the portal shows them (portal.md "Webhooks"): one row per delivery, newest
 * first, with the booking it is about, the body sent (the feed's wire shape, events/events.ts toWireEvent),
 * its state, attempts, next retry time and its last attempt's answer (status and the first bytes of the
 * body, send.ts RESPONSE_BODY_KEPT); "failed only" keeps the deliveries whose last attempt failed or that
 * were given up. The agency's own view and the operator's read-only one share it.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../platform/db/client.js';
import type { webhookAttempts, webhookDeliveries } from './schema.js';
import type { TableRow } from '../../platform/db/table-row.js';
import { leftJoinEvent, toWireEvent, type EventRow } from '../events/events.js';
import { bookingReferenceOf } from '../bookings/repository.js';
import { endpointOf, iso } from './endpoint-resource.js';
import { shownError } from './send.js';

export interface DeliveryLogEntry {
  deliveryId: string;
  eventId: string;
  eventType: string;
  /** PENDING, DELIVERED or FAILED (given up). */
  status: string;
  attempts: number;
  createdAt: string;
  /** When the next attempt is due (pending deliveries only). */
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  /** The booking's reference (the portal's booking page), or null (a test event, or a booking gone). */
  bookingReference: string | null;
  /** The JSON body sent (or to be sent), or null when the event is gone. */
  payload: unknown;
  last: {
    attemptedAt: string;
    statusCode: number | null;
    error: string | null;
    responseBody: string | null;
    durationMs: number;
  } | null;
}

/** Through a left join: every column may be null. */
type Joined<Row> = { [K in keyof Row]: Row[K] | null };

type Row = Pick<
  TableRow<typeof webhookDeliveries>,
  | 'id'
  | 'event_id'
  | 'event_type'
  | 'status'
  | 'attempts'
  | 'created_at'
  | 'next_attempt_at'
  | 'delivered_at'
  | 'payload'
> &
  // The event's columns, named apart from the delivery's.
  Joined<{ ev_type: EventRow['type']; ev_created_at: EventRow['created_at']; ev_data: EventRow['data'] }> &
  // The booking's partner-facing reference (bookingReferenceOf: null until confirmed, or without a booking).
  Joined<{ reference: string | null }> &
  Joined<
    Pick<TableRow<typeof webhookAttempts>, 'attempted_at' | 'status_code' | 'error' | 'response_body' | 'duration_ms'>
  >;

export async function deliveryLog(
  db: Db,
  agencyId: string,
  webhookId: string,
  options: { failedOnly: boolean; limit: number; offset: number },
): Promise<DeliveryLogEntry[]> {
  await endpointOf(db, agencyId, webhookId);
  const rows = await queryRows<Row>(
    db,
    sql`select d.id, d.event_id, d.event_type, d.status, d.attempts, d.created_at, d.next_attempt_at,
               d.delivered_at, d.payload, e.type as ev_type, e.created_at as ev_created_at, e.data as ev_data,
               ${bookingReferenceOf(sql`e.booking_id`)} as reference, a.attempted_at, a.status_code, a.error, a.response_body, a.duration_ms
        from webhook_deliveries d
        ${leftJoinEvent('e', sql`d.event_id`)}
        left join lateral (select * from webhook_attempts wa where wa.delivery_id = d.id
                           order by wa.seq desc limit 1) a on true
        where d.endpoint_id = ${webhookId}
          and (${!options.failedOnly} or d.status = 'FAILED' or (a.succeeded is not null and not a.succeeded))
        order by d.created_at desc, d.id desc
        limit ${options.limit} offset ${options.offset}`,
  );
  return rows.map((r) => ({
    deliveryId: r.id,
    eventId: r.event_id,
    eventType: r.event_type,
    status: r.status,
    attempts: r.attempts,
    createdAt: iso(r.created_at)!,
    nextAttemptAt: r.status === 'PENDING' ? iso(r.next_attempt_at) : null,
    deliveredAt: iso(r.delivered_at),
    bookingReference: r.reference,
    payload:
      r.payload ??
      (r.ev_type
        ? toWireEvent({ id: r.event_id, type: r.ev_type, created_at: r.ev_created_at!, data: r.ev_data })
        : null),
    last:
      r.attempted_at === null
        ? null
        : {
            attemptedAt: iso(r.attempted_at)!,
            statusCode: r.status_code,
            error: shownError(r.error),
            responseBody: r.response_body,
            durationMs: r.duration_ms ?? 0,
          },
  }));
}

/** Deletes the settled deliveries created at or before `cutoff` (an ISO instant), attempts first; returns how many. */
export async function deleteSettledDeliveries(db: DbOrTx, cutoff: string): Promise<number> {
  const settled = sql`(select id from webhook_deliveries
                       where status <> 'PENDING' and created_at <= ${cutoff}::timestamptz)`;
  await db.execute(sql`delete from webhook_attempts where delivery_id in ${settled}`);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`delete from webhook_deliveries where id in ${settled} returning id`,
  );
  return rows.length;
}
