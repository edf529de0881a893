/**
 * The Idempotency-Key store of V1 and V2 writes (src/platform/idempotency).
 */
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { keyAbove } from '../db/columns.js';

/** Stored responses of POSTs, PATCHes and DELETEs sent with an Idempotency-Key (kept 24 h). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => keyAbove('agencies')),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    /** null while the first request is still being processed. */
    statusCode: integer('status_code'),
    responseHeaders: jsonb('response_headers'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.key] })],
);
