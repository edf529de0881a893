/**
 * The OTA channel's hold names (src/domain/ota-holds): OTA's identifiers are at most 32 characters, a session's
 * UUID with its hyphens is 36, so a hold made through OTA is named by the TransactionIdentifier its hold request
 * carried (or the one Berth answered), per agency. A name is unique within its agency (the primary key): a
 * second hold with the same name is refused. The row goes with its session (a purged session leaves no name).
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agencies } from '../auth/schema.js';
import { sessions } from '../sessions/schema.js';

export const otaHolds = pgTable(
  'ota_holds',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    transactionId: text('transaction_id').notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.transactionId] }),
    check('ota_holds_transaction_id_ck', sql`char_length(${t.transactionId}) between 1 and 32`),
    index('ota_holds_session_id_idx').on(t.sessionId),
  ],
);
