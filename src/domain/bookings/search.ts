/**
 * The portal's booking list (issue 23): the list's filters (list.ts) and more — sailing, ship, payment state —
 * sorted by departure (the default), confirm instant, booking id or amount due, counted, in numbered pages,
 * and the whole filtered list for the CSV export. Each booking carries its payment standing (overdue-rules.ts
 * paymentStanding: the overdue job's rule, with the instant it cancels the booking, and "due now" for an
 * amount due at the confirm until that instant) and,
 * when a guest's name was searched, the guest who matched (any guest, not only the lead).
 *
 * Numbered pages are an offset, not a keyset like the API's cursor: the portal shows "page N of M" and lets
 * staff re-sort, and a booking confirmed meanwhile may shift a page by one row, which a person browsing
 * tolerates and the API's partners would not. The export reads the matching ids in order once, then the
 * bookings in batches: no booking twice or missed, however long the download takes.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../kernel/clock.js';
import { AppError } from '../../kernel/errors.js';
import type { Db } from '../../platform/db/client.js';
import {
  guestPattern,
  guestRows,
  listFilters,
  listItem,
  localDateRange,
  type BookingListItem,
  type BookingListQuery,
} from './list.js';
import {
  depositUnpaid,
  overdueSql,
  paymentStanding,
  type PaymentStanding,
  type PaymentState,
} from './overdue-rules.js';
import { balanceMinorSql, depositOf, paymentAmounts } from './payment.js';
import type { BookingRecord } from './record.js';
import { countSearch, searchIds, type SearchedRecord } from './repository-confirmed.js';
import type { BookingRecords } from './write.js';

export const BOOKING_SORTS = ['departure', 'confirmed', 'reference', 'amountDue'] as const;
export type BookingSort = (typeof BOOKING_SORTS)[number];
export const PAYMENT_STATES: readonly PaymentState[] = ['PAID', 'DEPOSIT_DUE', 'BALANCE_DUE', 'OVERDUE'];

export interface BookingSearchQuery extends Omit<BookingListQuery, 'limit' | 'cursor'> {
  /**
   * The quick search (issue 37): bookings whose booking id, agency reference, a guest's "first last" or a
   * guest's e-mail contains the text, each folded as guest names are (berth_fold: accents, case, spaces).
   */
  text?: string;
  /** Part of the agency reference, folded likewise (the API's `agencyReference` is exact). */
  agencyReferenceContains?: string;
  sailingCode?: string;
  shipCode?: string;
  /**
   * The operator's local dates the booking was made (confirmed) on, inclusive: "this month's bookings" (issue 37).
   * A booking exists for agencies from its confirm (a held one is no booking yet), so confirmed_at is its date.
   */
  bookedFrom?: string;
  bookedTo?: string;
  /** Confirmed bookings in this payment state (a cancelled booking has none). */
  paymentState?: PaymentState;
  sort?: BookingSort;
  descending?: boolean;
}

export interface BookingSearchItem extends BookingListItem {
  sailingCode: string;
  confirmedAt: string;
  totalMinor: number;
  paidMinor: number;
  /** What the agency still owes (paymentAmounts' balance; payment.balance in major units). */
  amountDueMinor: number;
  /** null once cancelled. */
  standing: PaymentStanding | null;
  /** The guest whose name matched the search (null without one, or when erased). */
  matchedGuest: { firstName: string; lastName: string; isLead: boolean } | null;
}

export interface BookingSearchPage {
  bookings: BookingSearchItem[];
  /** Bookings matching, on every page. */
  total: number;
  page: number;
  pages: number;
  pageSize: number;
}

/** Due soon: the next payment falls due within this many days. */
export const DUE_SOON_DAYS = 7;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const EXPORT_BATCH = 200;

/**
 * What each sort orders by, before the direction. Amounts in different currencies do not compare (NOK 1,000
 * is less than EUR 1,000, and their minor units are not the same size), so "amount due" groups by currency,
 * always in the order of its code, and sorts by the amount within each group in the chosen direction.
 */
const SORT_SQL: Record<BookingSort, (direction: SQL) => SQL> = {
  departure: (d) => sql`b.departure_at ${d}`,
  confirmed: (d) => sql`b.confirmed_at ${d}`,
  reference: (d) => sql`b.reference ${d}`,
  amountDue: (d) => sql`b.currency, ${balanceMinorSql} ${d}`,
};

/** A guest `g` whose folded "first last" or e-mail contains the pattern. */
const guestMatches = (pattern: SQL) =>
  sql`(berth_guest_name(g) like ${pattern} or berth_fold(g->'customerDetails'->>'email') like ${pattern})`;

/**
 * The quick search's condition: the booking id, the agency reference, a guest's name (the indexed
 * guest_search column) or a guest's e-mail contains the text, all folded by berth_fold.
 */
function textSql(text: string): SQL {
  const pattern = guestPattern(text);
  return sql`(lower(b.reference) like ${pattern} or berth_fold(b.agency_reference) like ${pattern}
    or b.guest_search like ${pattern} or exists (select 1 from ${guestRows} e(g) where ${guestMatches(pattern)}))`;
}

/** The payment state's filter: paymentStanding's cases in SQL, over the overdue rule's SQL. */
function paymentStateSql(state: PaymentState, at: string, graceMs: number): SQL {
  const confirmed = sql`b.status = 'CONFIRMED'`;
  switch (state) {
    case 'PAID':
      return sql`${confirmed} and b.paid_minor >= b.total_minor`;
    case 'OVERDUE':
      return overdueSql(at, graceMs);
    case 'DEPOSIT_DUE':
      return sql`${confirmed} and not ${overdueSql(at, graceMs)} and ${depositUnpaid}`;
    case 'BALANCE_DUE':
      return sql`${confirmed} and b.paid_minor < b.total_minor and not ${overdueSql(at, graceMs)} and not ${depositUnpaid}`;
  }
}

/** The booked-date range: the operator's local dates, as the departure dates are. */
function bookedSql(q: BookingSearchQuery, timeZone: string): SQL[] {
  if (q.bookedFrom && q.bookedTo && q.bookedTo < q.bookedFrom) {
    throw new AppError(400, 'VALIDATION_FAILED', 'bookedTo must not be before bookedFrom.', {
      bookedTo: ['must be on or after bookedFrom'],
    });
  }
  return localDateRange(sql`b.confirmed_at`, q.bookedFrom, q.bookedTo, timeZone);
}

/** The portal's booking list: filtered, counted, sorted, paged, and every match for the CSV export. */
export interface BookingSearch {
  /** The booking's payment standing now (overdue-rules.ts), null once it is not confirmed. */
  standingOf(record: BookingRecord, now?: Date): PaymentStanding | null;
  /** One page (1-based; past the last, the last) of the bookings of `agencyId`, or of every agency's (null). */
  search(
    agencyId: string | null,
    q: BookingSearchQuery,
    paging: { page: number; pageSize: number },
  ): Promise<BookingSearchPage>;
  /** Every matching booking in the list's order, read in batches (the CSV export streams them). */
  everyMatch(agencyId: string | null, q: BookingSearchQuery): AsyncGenerator<BookingSearchItem>;
}

export function createBookingSearch(deps: {
  db: Db;
  clock: Clock;
  timeZone: string;
  graceHours: number;
  /** The booking records the search's page reads (write.ts). */
  records: BookingRecords;
}): BookingSearch {
  const { db } = deps;
  const rules = { graceMs: deps.graceHours * HOUR_MS, soonMs: DUE_SOON_DAYS * DAY_MS };

  /** A confirmed booking's payment standing now (the booking page shows it too); null once cancelled. */
  function standingOf(record: BookingRecord, now = deps.clock.now()): PaymentStanding | null {
    if (record.status !== 'CONFIRMED') return null;
    const { totalMinor, paidMinor, depositDueAt, balanceDueAt, departureAt, confirmedAt } = record;
    const state = {
      totalMinor,
      depositMinor: depositOf(totalMinor, record.depositPercent),
      paidMinor,
      depositDueAt,
      balanceDueAt,
    };
    return paymentStanding({ ...state, departureAt, confirmedAt }, now, rules);
  }

  function where(agencyId: string | null, q: BookingSearchQuery, now: Date): SQL {
    const parts = listFilters(agencyId, q, deps.timeZone);
    if (q.text !== undefined) parts.push(textSql(q.text));
    if (q.agencyReferenceContains !== undefined)
      parts.push(sql`berth_fold(b.agency_reference) like ${guestPattern(q.agencyReferenceContains)}`);
    if (q.sailingCode !== undefined) parts.push(sql`s.code = ${q.sailingCode}`);
    if (q.shipCode !== undefined) parts.push(sql`s.ship_code = ${q.shipCode}`);
    if (q.paymentState !== undefined) parts.push(paymentStateSql(q.paymentState, now.toISOString(), rules.graceMs));
    parts.push(...bookedSql(q, deps.timeZone));
    return sql.join(parts, sql` and `);
  }

  function select(q: BookingSearchQuery, where: SQL, suffix: SQL): Promise<SearchedRecord[]> {
    // The first guest (in the document's order) whose folded name contains the search (or, for the quick
    // search, whose name or e-mail does): what the row shows.
    const guestCondition =
      q.guestName !== undefined
        ? sql`berth_guest_name(g) like ${guestPattern(q.guestName)}`
        : q.text !== undefined
          ? guestMatches(guestPattern(q.text))
          : undefined;
    const matched =
      guestCondition === undefined
        ? sql`null::jsonb`
        : sql`(select g from ${guestRows} with ordinality e(g, n) where ${guestCondition} order by n limit 1)`;
    return deps.records.search(db, where, matched, suffix);
  }

  function item({ record, sailingCode, matchedGuest }: SearchedRecord, now: Date): BookingSearchItem {
    const m = matchedGuest?.customerDetails;
    return {
      ...listItem(record),
      sailingCode,
      confirmedAt: record.confirmedAt.toISOString(),
      totalMinor: record.totalMinor,
      paidMinor: record.paidMinor,
      amountDueMinor: paymentAmounts(record).balanceMinor,
      standing: standingOf(record, now),
      matchedGuest: m ? { firstName: m.firstName, lastName: m.lastName, isLead: m.isLead === true } : null,
    };
  }

  const orderBy = (q: BookingSearchQuery) => {
    const direction = sql.raw(q.descending ? 'desc' : 'asc');
    return sql`order by ${SORT_SQL[q.sort ?? 'departure'](direction)}, b.id ${direction}`;
  };

  return {
    standingOf,

    /** One page (1-based; past the last, the last) of the bookings of `agencyId`, or of every agency's (null). */
    async search(
      agencyId: string | null,
      q: BookingSearchQuery,
      paging: { page: number; pageSize: number },
    ): Promise<BookingSearchPage> {
      const now = deps.clock.now();
      const filter = where(agencyId, q, now);
      const total = await countSearch(db, filter);
      const pages = Math.max(1, Math.ceil(total / paging.pageSize));
      const page = Math.min(Math.max(1, paging.page), pages);
      const rows = await select(
        q,
        filter,
        sql`${orderBy(q)} limit ${paging.pageSize} offset ${(page - 1) * paging.pageSize}`,
      );
      return { bookings: rows.map((r) => item(r, now)), total, page, pages, pageSize: paging.pageSize };
    },

    /** Every matching booking in the list's order, read in batches (the CSV export streams them). */
    async *everyMatch(agencyId: string | null, q: BookingSearchQuery): AsyncGenerator<BookingSearchItem> {
      const now = deps.clock.now();
      const ids = await searchIds(db, where(agencyId, q, now), orderBy(q));
      for (let i = 0; i < ids.length; i += EXPORT_BATCH) {
        const batch = ids.slice(i, i + EXPORT_BATCH);
        const rows = await select(q, sql`b.id = any(${`{${batch.join(',')}}`}::uuid[])`, sql``);
        const byId = new Map(rows.map((r) => [r.record.id, r]));
        for (const id of batch) {
          const row = byId.get(id);
          if (row) yield item(row, now);
        }
      }
    },
  };
}
