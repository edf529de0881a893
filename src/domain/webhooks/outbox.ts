/**
 * The outbox: a delivery row per event and subscribed endpoint, inserted by the statement that inserts the
 * event (events.ts EventLog, given this builder as its fan-out by main/services.ts), so in the change's own
 * transaction. Why not a fan-out step that reads the events table afterwards: an event's seq is not commit
 * order (see events.ts), so a scanner that moves a high-water mark past seq 11 can miss a seq 10 that commits
 * later; the feed solves that by numbering under a lock, which a delivery scanner would have to repeat for every
 * agency on every tick. Inserting the rows with the event cannot miss one: the event and its deliveries commit
 * together or not at all. The builder is this folder's because the rows and the endpoints are its tables; events
 * sits below webhooks, so it takes the builder as a dependency instead of importing it.
 *
 * Endpoints are read without a lock: one created while the event's transaction runs simply starts with the
 * next event; one deleted meanwhile is only marked deleted (its rows stay), so the insert never fails on the
 * foreign key and the booking change never fails because of a webhook. A disabled endpoint gets no rows (the
 * partner catches up from the feed when it enables it again).
 */
import { sql, type SQL } from 'drizzle-orm';
import { currentTraceparent } from '../../platform/tracing/context.js';

/** The delivery ids' form: `whd_` and 32 hex digits. */
export const newDeliveryIdSql = sql`'whd_' || replace(gen_random_uuid()::text, '-', '')`;

/**
 * A statement that runs `insertEvent` (an INSERT INTO events ... RETURNING id, agency_id, type, created_at)
 * and inserts its deliveries in the same statement. Each delivery keeps the traceparent of the span writing the
 * change (the request's, with tracing on; null and nothing computed with it off), which every attempt sends, so
 * that a partner's trace of the delivery joins the operator's trace of the change.
 */
export const deliveriesFor = (insertEvent: SQL): SQL => sql`
  with e as (${insertEvent})
  insert into webhook_deliveries (id, endpoint_id, event_id, event_type, next_attempt_at, created_at, traceparent)
  select ${newDeliveryIdSql}, w.id, e.id, e.type, e.created_at, e.created_at, ${currentTraceparent()}::text
  from e join webhook_endpoints w
    on w.agency_id = e.agency_id and w.deleted_at is null and w.disabled_at is null and e.type = any(w.events)`;
