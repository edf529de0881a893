/**
 * V2's bookings (src/domain/bookings, src/domain/bookings): the held and the confirmed booking, its cabins and items, cancellation quotes.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { agencies } from '../auth/schema.js';
import { cabinGrades } from '../catalog/schema/catalog.js';
import { packages } from '../catalog/schema/extras.js';
import { sailings } from '../catalog/schema/sailings.js';
import { sessions } from '../sessions/schema.js';

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey(),
    /** The unique constraint is the "one held booking per session" rule. */
    sessionId: uuid('session_id')
      .notNull()
      .unique('bookings_session_uq')
      .references(() => sessions.id),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    /** The partner-facing booking id, set at confirm. */
    reference: text('reference').unique(),
    status: text('status').notNull(),
    bookingType: text('booking_type').notNull(),
    sailingId: integer('sailing_id')
      .notNull()
      .references(() => sailings.id),
    fromSeq: integer('from_seq').notNull(),
    toSeq: integer('to_seq').notNull(),
    packageCode: text('package_code').references(() => packages.code),
    market: text('market').notNull(),
    currency: text('currency').notNull(),
    /** The held booking as the API shows it (section 2.3), kept current by every change. */
    document: jsonb('document').notNull(),
    /**
     * A held booking's document as its writer serialized it, which GET of the held booking sends as it is
     * (migration 0025); null for a confirmed booking's.
     */
    documentText: text('document_text'),
    /** The fare sold (commerce.md); STANDARD for every booking made before fares existed. */
    fareCode: text('fare_code').notNull().default('STANDARD'),
    /**
     * The fare's rules as sold (domain/pricing/fare-rules.ts Fare), so that a later catalogue never changes a
     * sold booking's terms; null: STANDARD's (bookings made before fares existed).
     */
    fare: jsonb('fare'),
    /** The fare's deposit percent, for the SQL that selects bookings by their deposit (payment-terms.ts). */
    depositPercent: integer('deposit_percent').notNull().default(20),
    /** The promotion taken at create, as it was then (its discount and guest types); null: none. */
    promotion: jsonb('promotion'),
    /**
     * The session holding the inventory of the booking's newest change quote (domain/changes); the next write on
     * the booking releases it (write.ts), so a quote is usable only while nothing else changed the booking.
     */
    changeSessionId: uuid('change_session_id').references(() => sessions.id, { onDelete: 'set null' }),
    customerDetails: jsonb('customer_details'),
    agencyReference: text('agency_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** 0 while held; 1 at confirm, +1 on every change after it (the ETag). */
    version: integer('version').notNull().default(0),
    /** The departure instant (the local departure date-time in the operator's zone), set at confirm. */
    departureAt: timestamp('departure_at', { withTimezone: true }),
    /** document.priceBreakdown.totalPrice in minor units, kept in step by refreshBookingDocument. */
    totalMinor: integer('total_minor'),
    /** Sum of the booking's payments, kept in step by the payment that adds to it. */
    paidMinor: integer('paid_minor').notNull().default(0),
    /** The payment schedule fixed at confirm (confirmed-bookings/payment.ts): deposit and balance due instants. */
    depositDueAt: timestamp('deposit_due_at', { withTimezone: true }),
    balanceDueAt: timestamp('balance_due_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationReason: text('cancellation_reason'),
    cancellationFeeMinor: integer('cancellation_fee_minor'),
    cancellationRefundMinor: integer('cancellation_refund_minor'),
    cancellationDueMinor: integer('cancellation_due_minor'),
    /**
     * Set when the guests' personal data was erased (personal-data/): on request, or by the retention job.
     * customer_details is then null and the document's guests keep only their id and type.
     */
    personalDataErasedAt: timestamp('personal_data_erased_at', { withTimezone: true }),
    /**
     * Every guest's name folded for search (accents, case), one a line: kept by the database from the
     * document (migration 0017's berth_guest_names), so no writer of the document can forget it.
     */
    guestSearch: text('guest_search').generatedAlwaysAs(sql`berth_guest_names(document)`),
  },
  (t) => [
    check('bookings_status_ck', sql`${t.status} in ('HELD', 'CONFIRMED', 'CANCELLED')`),
    // A held booking has no version; a confirmed or cancelled one has everything confirm stored.
    check(
      'bookings_confirmed_ck',
      sql`(${t.status} = 'HELD' and ${t.version} = 0) or (${t.status} <> 'HELD' and ${t.version} >= 1
          and ${t.reference} is not null and ${t.confirmedAt} is not null and ${t.departureAt} is not null
          and ${t.totalMinor} is not null and ${t.depositDueAt} is not null and ${t.balanceDueAt} is not null)`,
    ),
    check('bookings_deposit_percent_ck', sql`${t.depositPercent} between 0 and 100`),
    check('bookings_paid_ck', sql`${t.paidMinor} >= 0 and (${t.totalMinor} is null or ${t.totalMinor} >= 0)`),
    // Cancelled exactly when the cancellation is stored, and its amounts add up with what was paid.
    check(
      'bookings_cancellation_ck',
      sql`(${t.status} = 'CANCELLED') = (${t.cancelledAt} is not null)
          and (${t.cancelledAt} is null or (
            ${t.cancellationReason} in ('AGENCY_REQUEST', 'PAYMENT_OVERDUE', 'SAILING_CANCELLED')
            and ${t.cancellationFeeMinor} >= 0
            and ${t.cancellationRefundMinor} = greatest(0, ${t.paidMinor} - ${t.cancellationFeeMinor})
            and ${t.cancellationDueMinor} = greatest(0, ${t.cancellationFeeMinor} - ${t.paidMinor})))`,
    ),
    index('bookings_agency_idx').on(t.agencyId),
    // The overdue job's candidates: confirmed bookings not paid in full, by deposit instant (created by
    // migration 0008 with the payment invariants; declared here so that drizzle-kit keeps it).
    index('bookings_payment_due_idx')
      .on(t.depositDueAt)
      .where(sql`${t.status} = 'CONFIRMED' and ${t.paidMinor} < ${t.totalMinor}`),
    // The held-inventory quota counts an agency's held bookings on one sailing (held-bookings/hold-quota.ts).
    index('bookings_held_agency_sailing_idx')
      .on(t.agencyId, t.sailingId)
      .where(sql`${t.status} = 'HELD'`),
    // The agency's booking list, newest confirm first (keyset pagination on confirmed_at, id).
    index('bookings_agency_confirmed_idx').on(t.agencyId, t.confirmedAt, t.id),
    // The list's agencyReference filter.
    index('bookings_agency_reference_idx').on(t.agencyId, t.agencyReference),
    // The hold quota's count of the cabins the agency's change quotes hold (migration 0021).
    index('bookings_change_session_idx')
      .on(t.agencyId)
      .where(sql`${t.changeSessionId} is not null`),
    // An erased booking keeps no guest details.
    check('bookings_personal_data_erased_ck', sql`${t.personalDataErasedAt} is null or ${t.customerDetails} is null`),
    // The retention job's candidates (personal-data/retention.ts): not yet erased, by departure or cancellation.
    index('bookings_retention_departure_idx')
      .on(t.departureAt)
      .where(sql`${t.personalDataErasedAt} is null and ${t.status} = 'CONFIRMED'`),
    // The portal's guest search ("name contains", pg_trgm) and its default order by departure (migration 0017).
    index('bookings_guest_search_idx').using('gin', t.guestSearch.op('gin_trgm_ops')),
    index('bookings_agency_departure_idx')
      .on(t.agencyId, t.departureAt, t.id)
      .where(sql`${t.status} <> 'HELD'`),
    index('bookings_departure_idx')
      .on(t.departureAt, t.id)
      .where(sql`${t.status} <> 'HELD'`),
    index('bookings_retention_cancelled_idx')
      .on(t.cancelledAt)
      .where(sql`${t.personalDataErasedAt} is null and ${t.status} = 'CANCELLED'`),
  ],
);

/** The cabins of a booking: cabins[].id is cabinNo (1..n). */
export const bookingCabins = pgTable(
  'booking_cabins',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    cabinNo: integer('cabin_no').notNull(),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => cabinGrades.id),
    guestIds: integer('guest_ids').array().notNull(),
    /** true once the partner chose the number; until then the allocated cabin is a guarantee cabin. */
    numberChosen: boolean('number_chosen').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.cabinNo] })],
);

/** Addons, excursions and tours on a booking; guest_ids for per-guest items, every guest for tours. */
export const bookingItems = pgTable(
  'booking_items',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    guestIds: integer('guest_ids').array().notNull(),
    isMandatory: boolean('is_mandatory').notNull(),
    /** Tour route overrides and the like. */
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.kind, t.code] }),
    check('booking_items_kind_ck', sql`${t.kind} in ('ADDON', 'EXCURSION', 'TOUR')`),
  ],
);

/**
 * A cancellation offer: valid until expires_at, only while it is the booking's newest quote (highest seq)
 * and the booking is still at booking_version (a payment or amendment since changes the amounts).
 */
export const cancellationQuotes = pgTable(
  'cancellation_quotes',
  {
    /** `cq_...` */
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique('cancellation_quotes_seq_uq'),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    bookingVersion: integer('booking_version').notNull(),
    feeMinor: integer('fee_minor').notNull(),
    refundMinor: integer('refund_minor').notNull(),
    dueMinor: integer('due_minor').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('cancellation_quotes_amounts_ck', sql`${t.feeMinor} >= 0 and ${t.refundMinor} >= 0 and ${t.dueMinor} >= 0`),
    index('cancellation_quotes_booking_idx').on(t.bookingId, t.seq),
  ],
);

/** The fees a booking's applied changes cost (domain/changes), each a `fees` item of its priceBreakdown. */
export const bookingFees = pgTable(
  'booking_fees',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    code: text('code').notNull(),
    amountMinor: integer('amount_minor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.seq] }),
    check('booking_fees_code_ck', sql`${t.code} in ('CHANGE_FEE')`),
    check('booking_fees_amount_ck', sql`${t.amountMinor} >= 0`),
  ],
);

/**
 * The party of a confirmed booking: each guest's id and priced type. A held booking's party is its session's
 * search (sessions' context); confirm copies it here, where a priced change (domain/changes) adds and removes
 * guests. A removed guest keeps its row with removed_at set: the key (booking, guest) then never gives its id to
 * a guest added later (commerce.md: "the next unused guestId, never a reused one").
 */
export const bookingGuests = pgTable(
  'booking_guests',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id').notNull(),
    type: text('type').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.guestId] }),
    check('booking_guests_id_ck', sql`${t.guestId} >= 1`),
    check('booking_guests_type_ck', sql`${t.type} in ('ADULT', 'SENIOR', 'CHILD', 'INFANT')`),
  ],
);
