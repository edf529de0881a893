/**
 * Webhooks (lifecycle.md "Events and webhooks"; src/domain/webhooks): endpoints, the outbox, attempts.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { agencies } from '../auth/schema.js';

/**
 * An agency's webhook endpoint. Deleting one only sets `deleted_at`: an event's transaction inserts its
 * deliveries against the endpoints it read, and a row removed under it would make the booking change itself
 * fail on the foreign key. The secret is kept encrypted (AES-256-GCM, webhooks/secret-box.ts), not hashed:
 * signing needs it in clear.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    /** `wh_...` */
    id: text('id').primaryKey(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    /** The body's format (WEBHOOK_FORMATS): the event as JSON, or as the OTA channel's PNR update message. */
    format: text('format').notNull().default('json'),
    secretCiphertext: text('secret_ciphertext').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Start of the current run of failed attempts (null after a success); 72 h of it disables the endpoint. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The create's Idempotency-Key and request hash: a repeat answers this endpoint again. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
  },
  (t) => [
    check(
      'webhook_endpoints_events_ck',
      sql`cardinality(${t.events}) > 0 and ${t.events} <@ array['booking.confirmed', 'booking.amended', 'booking.changed', 'booking.cancelled', 'booking.disrupted', 'payment.received', 'payment.refunded', 'payment.overdue', 'booking.personal_data_erased', 'availability.opened', 'price.dropped']::text[]`,
    ),
    check('webhook_endpoints_format_ck', sql`${t.format} in ('json', 'ota')`),
    index('webhook_endpoints_agency_idx')
      .on(t.agencyId)
      .where(sql`${t.deletedAt} is null`),
    unique('webhook_endpoints_idempotency_uq').on(t.agencyId, t.idempotencyKey),
  ],
);

/**
 * The outbox: one row per event and subscribed endpoint, inserted by the event's own statement (outbox.ts),
 * so a committed event always has its deliveries. Workers claim rows with a lease (`lease_until`, `lease_token`).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    /** `whd_...` */
    id: text('id').primaryKey(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    /** The event's id (events.id), or a test event's own id (its body is then in `payload`). */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** Only for events not in the events table (`webhook.test`): the body to send. */
    payload: jsonb('payload'),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    leaseToken: text('lease_token'),
    /** Retried until WEBHOOK_RETRY_HOURS after this, then FAILED. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * The W3C `traceparent` of the span that wrote the change (tracing on only; null otherwise): sent with
     * every attempt, so that the partner's trace joins the operator's.
     */
    traceparent: text('traceparent'),
  },
  (t) => [
    check('webhook_deliveries_status_ck', sql`${t.status} in ('PENDING', 'DELIVERED', 'FAILED')`),
    // What a worker looks for: pending rows by due instant.
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.status),
  ],
);

/** Every delivery attempt, for the partner's deliveries log. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    attempt: integer('attempt').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    /** The first bytes of the endpoint's answer (send.ts RESPONSE_BODY_KEPT), for the deliveries log; null without one. */
    responseBody: text('response_body'),
    succeeded: boolean('succeeded').notNull(),
  },
  (t) => [index('webhook_attempts_endpoint_idx').on(t.endpointId, t.seq)],
);
