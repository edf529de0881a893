/**
 * Keys the service makes for itself (db/server-keys.ts).
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Keys the service makes for itself (the booking-list cursor's HMAC key): created once by whichever instance
 * needs one first, so every instance on the database shares it without a configuration step.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  /** Random bytes, base64. */
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
