/**
 * V1's quotes (src/domain/quotes).
 */
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agencies } from '../auth/schema.js';
import { packages, packageDepartures } from '../catalog/schema/extras.js';

export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    packageCode: text('package_code')
      .notNull()
      .references(() => packages.code),
    departureId: uuid('departure_id')
      .notNull()
      .references(() => packageDepartures.id),
    currency: text('currency').notNull(),
    agentId: text('agent_id'),
    /** Passengers, chosen cabin category, extras and supplemental packages (see quotes/ types). */
    state: jsonb('state').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('quotes_agency_idx').on(t.agencyId)],
);
