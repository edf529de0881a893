/**
 * The support portal (src/portal): its users, the public sign-up form's access requests, sign-in sessions.
 */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './auth.js';

/** A person who signs in to the portal: the operator's staff, or staff of one agency. */
export const portalUsers = pgTable(
  'portal_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased at write (portal/users.ts), so the unique index is case-insensitive. */
    email: text('email').notNull(),
    /** scrypt, as agency secrets (auth/secrets.ts). */
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<'AGENCY' | 'OPERATOR'>().notNull(),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
  },
  (t) => [
    unique('portal_users_email_uq').on(t.email),
    check('portal_users_email_lower_ck', sql`${t.email} = lower(${t.email})`),
    check('portal_users_role_ck', sql`${t.role} in ('AGENCY', 'OPERATOR')`),
    // An agency user belongs to exactly one agency; an operator to none.
    check('portal_users_agency_ck', sql`(${t.role} = 'AGENCY') = (${t.agencyId} is not null)`),
  ],
);

/** The public sign-up form's requests, waiting for an operator (portal/access-requests.ts). */
export const portalAccessRequests = pgTable(
  'portal_access_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyName: text('agency_name').notNull(),
    market: text('market').notNull(),
    currencies: text('currencies').array().notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    /** The password chosen on the form, hashed at once; it becomes the portal user's on approval. */
    passwordHash: text('password_hash').notNull(),
    status: text('status').$type<'PENDING' | 'APPROVED' | 'REJECTED'>().notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => portalUsers.id, { onDelete: 'set null' }),
    /** The agency created by the approval. */
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('portal_access_requests_status_ck', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    check('portal_access_requests_decided_ck', sql`(${t.status} = 'PENDING') = (${t.decidedAt} is null)`),
    // One open request per e-mail address.
    uniqueIndex('portal_access_requests_pending_email_uq')
      .on(t.email)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

/** Portal sign-in sessions (@fastify/session's store, portal/session-store.ts): shared by every instance. */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    id: text('id').primaryKey(),
    data: jsonb('data').notNull(),
    userId: uuid('user_id').references(() => portalUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('portal_sessions_expires_idx').on(t.expiresAt), index('portal_sessions_user_idx').on(t.userId)],
);
