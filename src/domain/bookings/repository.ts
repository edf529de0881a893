/**
 * The booking's repository: the typed SQL on bookings, booking_cabins, booking_items and cancellation_quotes
 * that the booking's services and the other capabilities call. A statement the benchmark runs too
 * (bench/sql-scripts.ts) is exported as its builder; values are the parameters as sent (instants as ISO text).
 */
import { sql, type SQL } from 'drizzle-orm';
import { compiledStatement, queryRows, type Db, type DbOrTx, type Tx } from '../../platform/db/client.js';
import type { bookingCabins, bookings, cancellationQuotes } from './schema.js';
import { CABIN_GRADES, type CabinGradeRow } from '../catalog/cabin-sql.js';
import {
  SESSION_EXPIRIES,
  agencySessionSql,
  sessionIsLive,
  sessionsAmongSql,
  type SessionRow,
} from '../sessions/session-sql.js';
import { createGroupReader } from '../../platform/db/group-read.js';
import type { CamelRow, Narrow, TableRow } from '../../platform/db/table-row.js';
import type { LegRange } from '../inventory/inventory.js';
import { isSessionId, sessionNotFound } from '../sessions/session-store.js';
import type { BookingType } from '../sessions/types.js';
import type { HeldBookingDocument, ItemDetails } from './booking-view.js';
import type { Fare } from '../pricing/fare-rules.js';
import type { BookingPromotion } from './sale.js';
import type { ConfirmedBookingDocument } from './document.js';
import type { BookedItem } from './extras-rules.js';
import { depositOfSql } from './payment-terms.js';
import { canTransition, type BookingStatus } from './states.js';

export type HeldBookingRow = Narrow<
  Pick<
    CamelRow<TableRow<typeof bookings>>,
    'id' | 'sailingId' | 'fromSeq' | 'toSeq' | 'packageCode' | 'currency' | 'document'
  >,
  { document: HeldBookingDocument }
>;

/** What the sub-resource operations (extras, cabin numbers) read of a booking, held or confirmed. */
export type BookingInventoryRow = Omit<HeldBookingRow, 'packageCode'>;

export const heldBookingQuery = (sessionId: string): SQL =>
  sql`select id, status, sailing_id as "sailingId", from_seq as "fromSeq", to_seq as "toSeq",
             package_code as "packageCode", currency, document
      from bookings where session_id = ${sessionId}`;

export const bookingInsertQuery = (v: {
  id: string;
  sessionId: string;
  agencyId: string;
  bookingType: BookingType;
  range: LegRange;
  packageCode: string | null;
  market: string;
  currency: string;
  createdAt: string;
  /** The fare sold and its rules (STANDARD's unless named), and the promotion taken. */
  fare: Fare;
  promotion: BookingPromotion | null;
}): SQL =>
  sql`insert into bookings (id, session_id, agency_id, status, booking_type, sailing_id, from_seq, to_seq,
                            package_code, market, currency, document, created_at, fare_code, fare, deposit_percent,
                            promotion)
      values (${v.id}, ${v.sessionId}, ${v.agencyId}, 'HELD', ${v.bookingType}, ${v.range.sailingId}, ${v.range.fromSeq},
              ${v.range.toSeq}, ${v.packageCode}, ${v.market}, ${v.currency}, '{}'::jsonb,
              ${v.createdAt}::timestamptz, ${v.fare.fareCode}, ${JSON.stringify(v.fare)}::jsonb, ${v.fare.depositPercent},
              ${v.promotion === null ? null : JSON.stringify(v.promotion)}::jsonb)`;

export const bookingCabinInsertQuery = (bookingId: string, cabinNo: number, gradeId: number, guestIds: number[]): SQL =>
  sql`insert into booking_cabins (booking_id, cabin_no, grade_id, guest_ids)
      values (${bookingId}, ${cabinNo}, ${gradeId}, ${`{${guestIds.join(',')}}`}::int[])`;

/**
 * The held booking of a live session, or null when it has none yet. A booking confirmed meanwhile (a
 * concurrent confirm committed after the session was read) means the session is over: 404, as after confirm.
 */
export async function heldBookingOf(db: Db | Tx, sessionId: string): Promise<HeldBookingRow | null> {
  const [row] = await queryRows<HeldBookingRow & Pick<TableRow<typeof bookings>, 'status'>>(
    db,
    heldBookingQuery(sessionId),
    'held_booking_of',
  );
  if (!row) return null;
  if (!canTransition(row.status as BookingStatus, 'change-held')) throw sessionNotFound();
  const { status: _status, ...held } = row;
  return held;
}

/**
 * A live session of the agency and its held booking, read in one statement (one snapshot, one round trip:
 * sessions' primary key, bookings' unique session_id). 404 when the session is unknown, another agency's,
 * ended or expired. Being one snapshot matters to confirm: a concurrent confirm that committed in between
 * two separate reads would make the session look live but without a held booking (409 instead of 404).
 */
export async function liveSessionWithHeldBooking(
  db: Db | Tx,
  sessionId: string,
  agencyId: string,
  now: Date,
): Promise<{ bookingType: BookingType; expiresAt: Date; booking: HeldBookingRow | null }> {
  if (!isSessionId(sessionId)) throw sessionNotFound();
  // The booking's columns are null when the session has no held booking (the left join).
  const [row] = await queryRows<
    Omit<HeldBookingRow, 'id'> & { id: HeldBookingRow['id'] | null } & Narrow<
        Pick<SessionRow, 'booking_type' | 'expires_at' | 'ended_at'>,
        { booking_type: BookingType }
      >
  >(
    db,
    sql`select s.booking_type, s.expires_at, s.ended_at, b.id, b.sailing_id as "sailingId", b.from_seq as "fromSeq",
               b.to_seq as "toSeq", b.package_code as "packageCode", b.currency, b.document
        from ${agencySessionSql(sessionId, agencyId)} s
        left join bookings b on b.session_id = s.id and b.status = 'HELD'`,
    'session_with_held_booking',
  );
  if (!isLiveRow(row, now)) throw sessionNotFound();
  const { booking_type, expires_at, ended_at: _ended, id, ...rest } = row;
  return {
    bookingType: booking_type,
    expiresAt: new Date(expires_at),
    booking: id === null ? null : { id, ...rest },
  };
}

/** Whether the session's row, read with its held booking, is a live session at `now` (neither ended nor expired). */
function isLiveRow<R extends { ended_at: unknown; expires_at: string | Date }>(
  row: R | undefined,
  now: Date,
): row is R {
  return !!row && row.ended_at === null && new Date(row.expires_at).getTime() > now.getTime();
}

/** GET held's answer from the database: the session's liveness and type, and the held booking's document text. */
export interface LiveHeldDocument {
  bookingType: BookingType;
  expiresAt: Date;
  /** Null without a held booking. */
  documentText: string | null;
}

type HeldDocumentRow = Narrow<
  Pick<SessionRow, 'id' | 'agency_id' | 'booking_type' | 'expires_at' | 'ended_at'>,
  { booking_type: BookingType }
> & { document_text: string | null };

/**
 * GET of the held booking: the session's liveness and type, and the booking's document as the text it was stored
 * as (migration 0025; jsonb's text for a document written before it), which the answer sends as it is.
 *
 * **One statement for the requests that arrive together** (platform/db/group-read.ts): a partner's system that polls
 * its held bookings, or many agencies' at once, cost one round trip each, and the round trip (the driver's work, two
 * system calls, PostgreSQL's bind and execute) was most of a GET held's cost. Each read is sent after the requests it
 * answers started, so every commit before a request is seen, as with a read of its own (docs/performance.md, "GET
 * held in groups"). The reads go to `db`, the primary: a held booking is read after its own writes.
 */
export function createHeldDocumentReader(
  db: Db,
): (sessionId: string, agencyId: string, now: Date) => Promise<LiveHeldDocument> {
  const group = createGroupReader<string, Map<string, HeldDocumentRow>>(async (sessionIds) => {
    const rows = await heldDocumentTextsRead<HeldDocumentRow>(db, `{${sessionIds.join(',')}}`);
    return new Map(rows.map((r) => [r.id, r]));
  });
  return async (sessionId, agencyId, now) => {
    // A session id is a UUID (checked here, so the array literal above holds nothing else); PostgreSQL answers it in
    // lower case whatever case the path had.
    if (!isSessionId(sessionId)) throw sessionNotFound();
    const id = sessionId.toLowerCase();
    const row = (await group.read([id])).get(id);
    if (row?.agency_id !== agencyId || !isLiveRow(row, now)) throw sessionNotFound();
    return { bookingType: row.booking_type, expiresAt: new Date(row.expires_at), documentText: row.document_text };
  };
}

/** GET held's statement for a group of sessions, compiled once (platform/db/client.ts compiledStatement). */
const heldDocumentTextsRead = compiledStatement(
  'sessions_with_held_document_text',
  (sessionIds: string) =>
    sql`select s.id, s.agency_id, s.booking_type, s.expires_at, s.ended_at,
               coalesce(b.document_text, b.document::text) as document_text
        from ${sessionsAmongSql(sql`${sessionIds}::uuid[]`)} s
        left join bookings b on b.session_id = s.id and b.status = 'HELD'`,
);

export async function insertHeldBooking(tx: Tx, v: Parameters<typeof bookingInsertQuery>[0]): Promise<void> {
  await queryRows(tx, bookingInsertQuery(v), 'booking_insert');
}

export async function insertBookingCabin(
  tx: Tx,
  bookingId: string,
  cabinNo: number,
  gradeId: number,
  guestIds: number[],
): Promise<void> {
  await queryRows(tx, bookingCabinInsertQuery(bookingId, cabinNo, gradeId, guestIds), 'booking_cabin_insert');
}

export interface NewBookingItem {
  kind: 'ADDON' | 'EXCURSION' | 'TOUR';
  code: string;
  details: ItemDetails;
}

/** The items a booking cannot go without (mandatory addons, the package's items), each for every guest. */
export async function insertMandatoryItems(
  tx: Tx,
  bookingId: string,
  items: NewBookingItem[],
  guestIds: number[],
): Promise<void> {
  for (const item of items) {
    await tx.execute(
      sql`insert into booking_items (booking_id, kind, code, guest_ids, is_mandatory, details)
          values (${bookingId}, ${item.kind}, ${item.code}, ${`{${guestIds.join(',')}}`}::int[], true, ${JSON.stringify(item.details)}::jsonb)`,
    );
  }
}

/** The held booking and its session as confirm writes them, both locked (FOR UPDATE) until the unit ends. */
export async function lockBookingWithSession(tx: Tx, bookingId: string) {
  const [row] = await queryRows<
    Narrow<Pick<TableRow<typeof bookings>, 'status' | 'document'>, { document: HeldBookingDocument }> &
      Pick<SessionRow, 'expires_at' | 'ended_at'>
  >(
    tx,
    sql`select b.status, b.document, s.expires_at, s.ended_at
        from bookings b join ${SESSION_EXPIRIES} s on s.id = b.session_id
        where b.id = ${bookingId} for update of s, b`,
  );
  return row ? { ...row, status: row.status as BookingStatus } : undefined;
}

/** Confirm's write: what the booking's life after confirm needs stored, at version 1. */
export async function writeConfirmed(
  tx: Tx,
  bookingId: string,
  c: {
    reference: string;
    now: Date;
    guests: unknown;
    agencyReference: string | null;
    document: ConfirmedBookingDocument;
    departureAt: Date;
    totalMinor: number;
    depositDueAt: Date;
    balanceDueAt: Date;
  },
): Promise<void> {
  await tx.execute(
    sql`update bookings set status = 'CONFIRMED', reference = ${c.reference}, confirmed_at = ${c.now.toISOString()}::timestamptz,
               customer_details = ${JSON.stringify(c.guests)}::jsonb, agency_reference = ${c.agencyReference},
               document = ${JSON.stringify(c.document)}::jsonb, document_text = null, version = 1,
               departure_at = ${c.departureAt.toISOString()}::timestamptz,
               total_minor = ${c.totalMinor},
               deposit_due_at = ${c.depositDueAt.toISOString()}::timestamptz,
               balance_due_at = ${c.balanceDueAt.toISOString()}::timestamptz
        where id = ${bookingId}`,
  );
}

export type BookingCabin = Pick<TableRow<typeof bookingCabins>, 'cabin_no' | 'grade_id'> &
  Pick<CabinGradeRow, 'has_specific_cabins'> & { grade_code: CabinGradeRow['code'] };

/** The booking's cabins with their grades, in cabin order. */
export async function bookingCabinsOf(tx: Db | Tx, bookingId: string): Promise<BookingCabin[]> {
  return queryRows<BookingCabin>(
    tx,
    sql`select bc.cabin_no, bc.grade_id, g.code as grade_code, g.has_specific_cabins
        from booking_cabins bc
        join ${CABIN_GRADES} g on g.id = bc.grade_id
        where bc.booking_id = ${bookingId}
        order by bc.cabin_no`,
  );
}

/** Whether the cabin's number was chosen by the booking (true) or is a guarantee cabin's (false). */
export async function setNumberChosen(tx: Tx, bookingId: string, cabinNo: number, chosen: boolean): Promise<void> {
  await tx.execute(
    sql`update booking_cabins set number_chosen = ${chosen} where booking_id = ${bookingId} and cabin_no = ${cabinNo}`,
  );
}

// The writes of the booking's life after confirm that other capabilities make (amendments, payments, the
// sandbox's time, personal data) and the housekeeping of held bookings: each caller holds the booking's lock.

/** The held bookings of the sessions `sessionIds` (a subquery) deleted, with their cabins and items (cascade). */
export async function deleteHeldBookingsOfSessions(tx: Tx, sessionIds: SQL): Promise<{ id: string }[]> {
  return queryRows<Pick<TableRow<typeof bookings>, 'id'>>(
    tx,
    sql`delete from bookings where status = 'HELD' and session_id in ${sessionIds} returning id`,
  );
}

/** A condition on a session (its id as `sessionId`): a booking, held or confirmed, was made in it. */
export const sessionHasBooking = (sessionId: SQL): SQL =>
  sql`exists (select 1 from bookings b where b.session_id = ${sessionId})`;

/** The guests' details as confirm stored them (bookings.customer_details), replaced. */
export async function setCustomerDetails(tx: Tx, bookingId: string, details: unknown): Promise<void> {
  await tx.execute(
    sql`update bookings set customer_details = ${JSON.stringify(details)}::jsonb where id = ${bookingId}`,
  );
}

/**
 * After a change of the total: a deposit or balance that is owed now and was met before the change becomes due
 * at `at` (not in the past, so that no grace has run yet). Answers which of them moved from an earlier instant.
 */
export async function bringOwedDueDatesForward(
  tx: Tx,
  bookingId: string,
  c: { at: string; depositMetBefore: boolean; balanceMetBefore: boolean },
): Promise<{ deposit_moved: boolean; balance_moved: boolean } | undefined> {
  const { at } = c;
  const [moved] = await queryRows<{ deposit_moved: boolean; balance_moved: boolean }>(
    tx,
    sql`with before as (
          select id, deposit_due_at, balance_due_at,
                 deposit_due_at <= ${at}::timestamptz
                   and paid_minor < ${depositOfSql(sql`total_minor`, sql`deposit_percent`)}
                   and ${c.depositMetBefore}::boolean as deposit_owed,
                 balance_due_at <= ${at}::timestamptz and paid_minor < total_minor
                   and ${c.balanceMetBefore}::boolean as balance_owed
          from bookings where id = ${bookingId})
        update bookings b
        set deposit_due_at = case when before.deposit_owed then ${at}::timestamptz else b.deposit_due_at end,
            balance_due_at = case when before.balance_owed then ${at}::timestamptz else b.balance_due_at end
        from before where b.id = before.id
        returning before.deposit_owed and before.deposit_due_at < ${at}::timestamptz as deposit_moved,
                  before.balance_owed and before.balance_due_at < ${at}::timestamptz as balance_moved`,
  );
  return moved;
}

/** A payment (or a refund: a negative amount) added to what the booking has been paid. */
export async function addPaid(tx: Tx, bookingId: string, amountMinor: number): Promise<void> {
  // Once cancelled, the fee stays and what was paid moves the refund and the amount due with it (the
  // bookings_cancellation_ck rule; the right-hand sides read the row as it was before this update).
  await tx.execute(
    sql`update bookings set paid_minor = paid_minor + ${amountMinor}::int,
          cancellation_refund_minor = case when status = 'CANCELLED'
            then greatest(0, paid_minor + ${amountMinor}::int - cancellation_fee_minor) end,
          cancellation_due_minor = case when status = 'CANCELLED'
            then greatest(0, cancellation_fee_minor - paid_minor - ${amountMinor}::int) end
        where id = ${bookingId}`,
  );
}

/** The booking's own instants (due dates, departure) moved `by` (an interval) earlier: the sandbox's time. */
export async function moveBookingInstantsEarlier(tx: Tx, bookingId: string, by: SQL): Promise<void> {
  await tx.execute(
    sql`update bookings set deposit_due_at = deposit_due_at - ${by}, balance_due_at = balance_due_at - ${by},
               departure_at = departure_at - ${by}
        where id = ${bookingId}`,
  );
}

/** The guests' personal data erased: no customer details, the document's guests as `document` keeps them. */
export async function erasePersonalData(
  tx: Tx,
  bookingId: string,
  document: ConfirmedBookingDocument,
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`update bookings set customer_details = null, personal_data_erased_at = ${now.toISOString()}::timestamptz,
               document = ${JSON.stringify(document)}::jsonb, document_text = null
        where id = ${bookingId}`,
  );
}

// Reads for the jobs and logs of other capabilities, whose conditions they write over the alias `b`.

/** A job's batch of candidates: the ids of the bookings `b` that meet `where`, after `after` by id, at most `limit`. */
export async function bookingIdsWhere(db: Db | Tx, where: SQL, after: string, limit: number): Promise<string[]> {
  const rows = await queryRows<Pick<TableRow<typeof bookings>, 'id'>>(
    db,
    sql`select b.id from bookings b
        where ${where} and b.id > ${after}
        order by b.id
        limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

/** How many bookings `b` meet `where`. */
export async function countBookingsWhere(db: Db | Tx, where: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from bookings b where ${where}`);
  return row?.n ?? 0;
}

/** The partner-facing reference of the booking whose id is the expression `bookingId` (null when none). */
export const bookingReferenceOf = (bookingId: SQL): SQL =>
  sql`(select r.reference from bookings r where r.id = ${bookingId})`;

/** version + 1 of a locked booking (the ETag of every change after confirm); the new version. */
export async function bumpVersion(tx: Tx, bookingId: string): Promise<number> {
  const [row] = await queryRows<Pick<TableRow<typeof bookings>, 'version'>>(
    tx,
    sql`update bookings set version = version + 1 where id = ${bookingId} returning version`,
  );
  return Number(row!.version);
}

/** The cancellation of a locked booking (amounts in minor units; the database checks they add up with paid_minor). */
export async function writeCancelled(
  tx: Tx,
  bookingId: string,
  c: { reason: string; fee: number; refundAmount: number; amountDue: number; now: Date },
): Promise<void> {
  await tx.execute(
    sql`update bookings set status = 'CANCELLED', cancelled_at = ${c.now.toISOString()}::timestamptz,
               cancellation_reason = ${c.reason}, cancellation_fee_minor = ${c.fee},
               cancellation_refund_minor = ${c.refundAmount}, cancellation_due_minor = ${c.amountDue}
        where id = ${bookingId}`,
  );
}

/** A cancellation quote of a locked booking at its version (amounts in minor units). */
export async function insertCancellationQuote(
  tx: Tx,
  q: {
    id: string;
    booking: { id: string; agencyId: string; version: number; currency: string };
    terms: { feeMinor: number; refundMinor: number; dueMinor: number };
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  const { booking, terms } = q;
  await tx.execute(
    sql`insert into cancellation_quotes (id, booking_id, agency_id, booking_version, fee_minor, refund_minor,
                                         due_minor, currency, created_at, expires_at)
        values (${q.id}, ${booking.id}, ${booking.agencyId}, ${booking.version}, ${terms.feeMinor},
                ${terms.refundMinor}, ${terms.dueMinor}, ${booking.currency}, ${q.now.toISOString()}::timestamptz,
                ${q.expiresAt.toISOString()}::timestamptz)`,
  );
}

/** The booking's quote `quoteId`, and whether it is the booking's newest; undefined when it has none such. */
export async function cancellationQuoteOf(tx: Tx, quoteId: string, bookingId: string) {
  const [quote] = await queryRows<
    Pick<
      TableRow<typeof cancellationQuotes>,
      'fee_minor' | 'refund_minor' | 'due_minor' | 'booking_version' | 'expires_at'
    > & { newest: boolean }
  >(
    tx,
    sql`select q.fee_minor, q.refund_minor, q.due_minor, q.booking_version, q.expires_at,
               q.seq = (select max(seq) from cancellation_quotes where booking_id = q.booking_id) as newest
        from cancellation_quotes q
        where q.id = ${quoteId} and q.booking_id = ${bookingId}`,
  );
  return quote;
}

/** The id of the booking's newest cancellation quote, undefined when it has none (OTA's Commit names no quote). */
export async function newestCancellationQuoteId(tx: Tx, bookingId: string): Promise<string | undefined> {
  const [row] = await queryRows<Pick<TableRow<typeof cancellationQuotes>, 'id'>>(
    tx,
    sql`select id from cancellation_quotes where booking_id = ${bookingId} order by seq desc limit 1`,
  );
  return row?.id;
}

// The booking's extras (booking_items), as extras.ts changes them.

export async function bookedItems(tx: Tx, bookingId: string, kind: BookedItem['kind']): Promise<BookedItem[]> {
  return queryRows<BookedItem>(
    tx,
    sql`select kind, code, guest_ids, is_mandatory, details from booking_items where booking_id = ${bookingId} and kind = ${kind}`,
  );
}

/** Puts an item on the booking for these guests (sorted, once each), or sets the guests of the one there. */
export async function upsertItem(
  tx: Tx,
  bookingId: string,
  kind: BookedItem['kind'],
  code: string,
  guestIds: number[],
  details: ItemDetails,
): Promise<void> {
  const ids = `{${[...new Set(guestIds)].sort((a, b) => a - b).join(',')}}`;
  await tx.execute(
    sql`insert into booking_items (booking_id, kind, code, guest_ids, is_mandatory, details)
        values (${bookingId}, ${kind}, ${code}, ${ids}::int[], false, ${JSON.stringify(details)}::jsonb)
        on conflict (booking_id, kind, code) do update set guest_ids = excluded.guest_ids`,
  );
}

/** Leaves the item to the guests given, or takes it off the booking when none are left. */
export async function setItemGuests(
  tx: Tx,
  bookingId: string,
  kind: BookedItem['kind'],
  code: string,
  guestIds: number[],
): Promise<void> {
  if (guestIds.length === 0) {
    await tx.execute(
      sql`delete from booking_items where booking_id = ${bookingId} and kind = ${kind} and code = ${code}`,
    );
  } else {
    await tx.execute(
      sql`update booking_items set guest_ids = ${`{${guestIds.join(',')}}`}::int[]
          where booking_id = ${bookingId} and kind = ${kind} and code = ${code}`,
    );
  }
}

/**
 * Live held bookings of the whole service now, "live" as hold-quota.ts means it (the berth_held_bookings gauge). Served
 * by bookings_held_agency_sailing_idx (partial on HELD): it reads the held rows and their sessions only.
 */
export async function countLiveHeldBookings(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from bookings b
        where b.status = 'HELD' and ${sessionIsLive(sql`b.session_id`, now.toISOString())}`,
  );
  return row?.n ?? 0;
}

/** The session holding the booking's newest change quote's inventory (domain/changes), or none. */
export async function setChangeSession(tx: Tx, bookingId: string, sessionId: string | null): Promise<void> {
  await tx.execute(sql`update bookings set change_session_id = ${sessionId} where id = ${bookingId}`);
}

/** What a priced change moves on the booking's row (domain/changes): its voyage, fare and payment instants. */
export interface ChangedBookingRow {
  sailingId: number;
  fromSeq: number;
  toSeq: number;
  departureAt: Date;
  depositDueAt: Date;
  balanceDueAt: Date;
  fareCode: string;
  /** The fare's rules as sold (pricing/fare-rules.ts Fare). */
  fare: unknown;
  depositPercent: number;
  /** The change drops the booking's promotion (it is kept otherwise). */
  dropPromotion: boolean;
}

export async function writeChangedBooking(tx: Tx, bookingId: string, c: ChangedBookingRow): Promise<void> {
  await tx.execute(
    sql`update bookings set sailing_id = ${c.sailingId}, from_seq = ${c.fromSeq}, to_seq = ${c.toSeq},
          departure_at = ${c.departureAt.toISOString()}, deposit_due_at = ${c.depositDueAt.toISOString()},
          balance_due_at = ${c.balanceDueAt.toISOString()}, fare_code = ${c.fareCode},
          fare = ${JSON.stringify(c.fare)}::jsonb, deposit_percent = ${c.depositPercent},
          promotion = case when ${c.dropPromotion} then null else promotion end
        where id = ${bookingId}`,
  );
}

/** A booked cabin in another grade; its number is no longer the partner's choice (a guarantee cabin again). */
export async function writeCabinGrade(tx: Tx, bookingId: string, cabinNo: number, gradeId: number): Promise<void> {
  await tx.execute(
    sql`update booking_cabins set grade_id = ${gradeId}, number_chosen = false
        where booking_id = ${bookingId} and cabin_no = ${cabinNo}`,
  );
}

/** Every booked cabin a guarantee cabin again (a date change: the numbers chosen were the old sailing's). */
export async function forgetChosenNumbers(tx: Tx, bookingId: string): Promise<void> {
  await tx.execute(sql`update booking_cabins set number_chosen = false where booking_id = ${bookingId}`);
}

/** Removes the booking's items of a kind by code (a change drops what no longer fits). */
export async function deleteBookingItems(
  tx: Tx,
  bookingId: string,
  kind: 'ADDON' | 'EXCURSION' | 'TOUR',
  codes: string[],
): Promise<void> {
  if (codes.length === 0) return;
  await tx.execute(
    sql`delete from booking_items
        where booking_id = ${bookingId} and kind = ${kind} and code = any(${`{${codes.join(',')}}`}::text[])`,
  );
}

/** A fee of an applied change, the booking's next fees item. */
export async function insertBookingFee(
  tx: Tx,
  bookingId: string,
  code: 'CHANGE_FEE',
  amountMinor: number,
): Promise<void> {
  await tx.execute(
    sql`insert into booking_fees (booking_id, seq, code, amount_minor)
        select ${bookingId}, coalesce(max(seq), 0) + 1, ${code}, ${amountMinor} from booking_fees where booking_id = ${bookingId}`,
  );
}
