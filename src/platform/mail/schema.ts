/**
 * Mail (src/platform/mail): in sandbox mode without SMTP_URL, the mails the service would have sent, kept for the
 * portal's sandbox mailbox (/portal/sandbox/mailbox). In the database, so every instance shows the same.
 */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const sandboxMails = pgTable(
  'sandbox_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_mails_created_idx').on(t.createdAt)],
);
