/**
 * The one schema of Berth, for PGlite and PostgreSQL alike, one file per capability that owns the tables
 * (docs/architecture.md). `src/platform/db/client.ts` gives Drizzle this module whole; drizzle-kit reads it too
 * (drizzle.config.ts).
 *
 * Conventions:
 * - Money is integer minor units (øre, cents) in `*_amount` / `*_minor` columns, with the currency beside it.
 * - Catalogue date-times are operator-local wall-clock times (`timestamp without time zone`), as the
 *   specification's date-times carry no zone. Bookkeeping instants (expiry, creation) are `timestamptz`.
 * - A sailing calls at ports in order (`sailing_calls.seq` 0..n). Leg i runs from call i to call i+1.
 *   A booking covers the legs [fromSeq, toSeq), stored as an `int4range` so that overlap is a range test.
 * - Inventory is rows, not counters. A hold row carries the session that holds it; a live row is one whose
 *   session is still live, or whose `session_id` is null (confirmed, permanent). The exclusion constraint
 *   on `cabin_allocations` (migration 0001) makes "one cabin, one booking per leg" a database rule.
 */
export * from './columns.js';
export * from './auth.js';
export * from './portal.js';
export * from './mail.js';
export * from './request-log.js';
export * from './audit.js';
export * from './catalog.js';
export * from './sailings.js';
export * from './catalog-extras.js';
export * from './sessions.js';
export * from './bookings.js';
export * from './inventory.js';
export * from './payments.js';
export * from './events.js';
export * from './disruptions.js';
export * from './personal-data.js';
export * from './idempotency.js';
export * from './server-keys.js';
export * from './quotes.js';
export * from './webhooks.js';
