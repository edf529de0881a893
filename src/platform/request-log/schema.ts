/**
 * The agencies' API request log (src/platform/request-log), shown in the portal.
 */
import { bigserial, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { keyAbove } from '../db/columns.js';

/** One field's message of a problem+json answer (`errors[]`), as the partner got it. */
export interface LoggedFieldError {
  field: string;
  message: string;
}

/**
 * The agencies' API calls (request-log/): written in batches off the request path, kept
 * REQUEST_LOG_RETENTION_DAYS (housekeeping removes older rows).
 */
export const apiRequestLog = pgTable(
  'api_request_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => keyAbove('agencies'), { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    method: text('method').notNull(),
    /** The path without the query string. */
    path: text('path').notNull(),
    /** The query string, credentials and personal data masked (request-log/masking.ts); null when none. */
    query: text('query'),
    status: integer('status').notNull(),
    durationMs: doublePrecision('duration_ms').notNull(),
    errorCode: text('error_code'),
    /** The problem's `detail` as the partner got it (failed calls). */
    detail: text('detail'),
    /** The problem's field errors as the partner got them (failed calls), at most 100. */
    fieldErrors: jsonb('field_errors').$type<LoggedFieldError[]>(),
    /** A failed call's JSON body, personal data and secrets masked, at most 16 KiB; null otherwise. */
    requestBody: jsonb('request_body'),
    correlationId: text('correlation_id').notNull(),
  },
  (t) => [index('api_request_log_agency_at_idx').on(t.agencyId, t.at, t.id), index('api_request_log_at_idx').on(t.at)],
);
