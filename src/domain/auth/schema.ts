/**
 * Agencies and their credentials (src/domain/auth): client secrets, token generations, user keys.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const agencies = pgTable(
  'agencies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    market: text('market').notNull(),
    currencies: text('currencies').array().notNull(),
    /** Commission in basis points of the total (1000 = 10 %), contained in the total, never added to it. */
    commissionBps: integer('commission_bps').notNull().default(0),
    clientId: text('client_id').notNull().unique(),
    /** scrypt hash, `scrypt$N$r$p$salt$hash` (base64url). */
    clientSecretHash: text('client_secret_hash').notNull(),
    isSandbox: boolean('is_sandbox').notNull().default(false),
    /**
     * The operator's override of HOLD_QUOTA_PER_SAILING for this agency (cabins and counted units its live
     * held bookings may hold on one sailing); null follows the configured default. Set by `npm run agency`.
     */
    holdQuotaPerSailing: integer('hold_quota_per_sailing'),
    /**
     * Access tokens carry the generation they were issued in (`gen` claim); rotating the secret or suspending
     * the agency starts a new one, and authentication refuses tokens of an earlier generation.
     */
    tokenGeneration: integer('token_generation').notNull().default(0),
    /** Set while the agency is suspended: no token is issued and none is accepted. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * When the current client secret was issued; null while the agency has none it knows (an agency approved
     * in the portal creates its first secret there: until then its stored hash is of a value nobody was shown).
     */
    secretIssuedAt: timestamp('secret_issued_at', { withTimezone: true }),
    /** The last token issued with the client secret (written by the token endpoint). */
    secretLastUsedAt: timestamp('secret_last_used_at', { withTimezone: true }),
    /**
     * The secret before the last rolling, kept (hashed, like the current one) while the overlap the agency
     * chose lets both work; null when it stopped at the rolling ("now") or its overlap was ended. Tokens
     * obtained with it carry the generation before the current one and stop when the overlap ends.
     */
    previousSecretHash: text('previous_secret_hash'),
    /** When the previous secret and its tokens stop (the end of the overlap). */
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    /** The last token issued with the previous secret, so the agency sees whether its systems still use it. */
    previousSecretLastUsedAt: timestamp('previous_secret_last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('agencies_hold_quota_ck', sql`${t.holdQuotaPerSailing} is null or ${t.holdQuotaPerSailing} >= 1`)],
);

export const agencyUserKeys = pgTable(
  'agency_user_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** scrypt hash of the key; the key itself is shown once, at issue. */
    keyHash: text('key_hash').notNull(),
    /** Last four characters, so support can tell keys apart in a listing. */
    keyHint: text('key_hint').notNull(),
    isLegacy: boolean('is_legacy').notNull().default(false),
    /** The agency's name for the key (which system uses it), given at creation; null for older keys. */
    name: text('name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The last API call made with the key, as the request log's flush writes it (request-log/recorder.ts). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('agency_user_keys_agency_idx').on(t.agencyId)],
);
