/**
 * The support portal (src/channels/portal): its users, the public sign-up form's access requests, sign-in sessions.
 */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agencies } from '../auth/schema.js';

/** A person who signs in to the portal: the operator's staff, or staff of one agency. */
export const portalUsers = pgTable(
  'portal_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased at write (accounts/rules.ts normalEmail), so the unique index is case-insensitive. */
    email: text('email').notNull(),
    /** scrypt, as agency secrets (auth/secrets.ts). */
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<'AGENCY' | 'OPERATOR'>().notNull(),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    /** An agency user's role in the agency: ADMIN manages its users and credentials, AGENT does not; null for the operator's staff. */
    agencyRole: text('agency_role').$type<'ADMIN' | 'AGENT'>(),
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
    check(
      'portal_users_agency_role_ck',
      sql`(${t.role} = 'AGENCY') = (${t.agencyRole} is not null) AND (${t.agencyRole} is null OR ${t.agencyRole} in ('ADMIN', 'AGENT'))`,
    ),
  ],
);

/** The public sign-up form's requests, waiting for an operator (accounts/access-requests.ts). */
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
    /** Why it was rejected, as the operator wrote it; sent to the applicant. */
    rejectionReason: text('rejection_reason'),
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

/** Portal sign-in sessions (@fastify/session's store, accounts/session-store.ts): shared by every instance. */
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

/**
 * An invitation to the portal (accounts/invitations.ts): a colleague of an agency, invited by its admin, or the
 * operator's staff, invited by an operator. The user row is made when the invitee accepts and sets a
 * password. The link's secret is kept only as its SHA-256 (accounts/link-tokens.ts); one invitation per address.
 */
export const portalInvitations = pgTable(
  'portal_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: text('role').$type<'AGENCY' | 'OPERATOR'>().notNull(),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    agencyRole: text('agency_role').$type<'ADMIN' | 'AGENT'>(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => portalUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'portal_invitations_role_ck',
      sql`(${t.role} = 'AGENCY') = (${t.agencyId} is not null) AND (${t.role} = 'AGENCY') = (${t.agencyRole} is not null) AND ${t.role} in ('AGENCY', 'OPERATOR') AND (${t.agencyRole} is null OR ${t.agencyRole} in ('ADMIN', 'AGENT'))`,
    ),
    check('portal_invitations_email_lower_ck', sql`${t.email} = lower(${t.email})`),
    uniqueIndex('portal_invitations_email_uq').on(t.email),
    index('portal_invitations_agency_idx').on(t.agencyId),
  ],
);

/** A forgotten password's reset link (portal/password-reset.ts): its secret kept only as its SHA-256, valid an hour, used once. */
export const portalPasswordResets = pgTable(
  'portal_password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('portal_password_resets_user_idx').on(t.userId)],
);
