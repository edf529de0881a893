/**
 * The agencies' API request log (src/request-log), shown in the portal.
 */
import { bigserial, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './auth.js';

/**
 * The agencies' recent API calls (request-log/): written in batches off the request path, trimmed to the
 * newest 1,000 per agency.
 */
export const apiRequestLog = pgTable(
  'api_request_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    method: text('method').notNull(),
    /** The path without the query string (which may carry the user key). */
    path: text('path').notNull(),
    status: integer('status').notNull(),
    durationMs: doublePrecision('duration_ms').notNull(),
    errorCode: text('error_code'),
    correlationId: text('correlation_id').notNull(),
  },
  (t) => [index('api_request_log_agency_idx').on(t.agencyId, t.id)],
);
