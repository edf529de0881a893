/**
 * The agency's booking list (lifecycle.md): newest confirm first, filtered, in pages.
 *
 * Pagination is a keyset on (confirmed_at, id), both fixed at confirm: a page continues strictly after the
 * last row of the previous one, so bookings confirmed meanwhile (they sort first) or cancelled meanwhile
 * never shift a page: nothing is repeated or skipped. The cursor is that position, signed with an HMAC
 * over the agency id and the position (a server key, db/server-keys.ts): a cursor another agency received,
 * or one edited or made up, fails the check and answers 400 INVALID_CURSOR; it never reads another
 * agency's rows (the query is the agency's anyway) and never a position the service did not hand out.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { ServerKeys } from '../../platform/db/server-keys.js';
import { AppError, invalidField } from '../../kernel/errors.js';
import { toMajor } from '../pricing/money.js';
import { addDays, wallClockToInstant } from '../../kernel/time.js';
import { paymentAmounts, type PaymentStatus } from './payment.js';
import type { BookingRecord } from './record.js';
import type { BookingRecords } from './write.js';

export interface BookingListQuery {
  status?: 'CONFIRMED' | 'CANCELLED';
  agencyReference?: string;
  /** The portal's searches (not offered by the API): a booking id, and part of a guest's name (any case). */
  bookingId?: string;
  guestName?: string;
  /**
   * The OTA channel's read by name: a guest whose surname is this one (and whose given name is `givenName`, when
   * given), whole names folded as the search folds them (accents, case, spaces), not parts of them.
   */
  guest?: { surname: string; givenName?: string };
  /** Local departure dates, inclusive. */
  departureFrom?: string;
  departureTo?: string;
  limit?: number;
  cursor?: string;
}

export interface BookingListItem {
  bookingId: string;
  /** The owning agency (the operator's portal view lists every agency's); the API's schema leaves it out. */
  agencyId: string;
  status: 'CONFIRMED' | 'CANCELLED';
  agencyReference: string | null;
  departureDate: string;
  departurePort: string;
  arrivalPort: string;
  shipCode: string;
  /** null once the booking's personal data was erased. */
  leadGuest: { firstName: string; lastName: string } | null;
  totalPrice: number;
  currency: string;
  payment: { status: PaymentStatus; balance: number };
}

const CURSOR_KEY = 'booking-list-cursor';
const MAC_BYTES = 16;
const POSITION = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Position {
  confirmedAt: string;
  id: string;
}

export const invalidCursor = () =>
  invalidField('cursor', 'is not a cursor this listing gave your agency; start again without it', 'INVALID_CURSOR');

function mac(key: Buffer, agencyId: string, payload: string): Buffer {
  return createHmac('sha256', key).update(`${agencyId}\n${payload}`).digest().subarray(0, MAC_BYTES);
}

export function encodeCursor(key: Buffer, agencyId: string, position: Position): string {
  const payload = Buffer.from(JSON.stringify([position.confirmedAt, position.id])).toString('base64url');
  return `${payload}.${mac(key, agencyId, payload).toString('base64url')}`;
}

export function decodeCursor(key: Buffer, agencyId: string, cursor: string): Position {
  const [payload, signature, extra] = cursor.split('.');
  if (!payload || !signature || extra !== undefined) throw invalidCursor();
  // Compared as text, not as decoded bytes: base64 ignores the last character's padding bits, so two spellings
  // would decode to one MAC, and a cursor is only the one the service handed out.
  const given = Buffer.from(signature);
  const expected = Buffer.from(mac(key, agencyId, payload).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidCursor();
  // Signed by us, so well formed; checked anyway so that a bug never reaches the query as text.
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    typeof parsed[0] !== 'string' ||
    typeof parsed[1] !== 'string' ||
    !POSITION.test(parsed[0]) ||
    !UUID.test(parsed[1])
  ) {
    throw invalidCursor();
  }
  return { confirmedAt: parsed[0], id: parsed[1] };
}

export function listItem(record: BookingRecord): BookingListItem {
  const d = record.document;
  const lead = (d.guests.find((g) => g.customerDetails?.isLead) ?? d.guests[0])?.customerDetails ?? null;
  const amounts = paymentAmounts(record);
  return {
    bookingId: record.reference,
    agencyId: record.agencyId,
    status: record.status,
    agencyReference: record.agencyReference,
    departureDate: d.departureDate,
    departurePort: d.departurePort,
    arrivalPort: d.arrivalPort,
    shipCode: d.shipCode,
    leadGuest: lead && { firstName: lead.firstName, lastName: lead.lastName },
    totalPrice: toMajor(record.totalMinor, record.currency),
    currency: record.currency,
    payment: { status: amounts.status, balance: toMajor(amounts.balanceMinor, record.currency) },
  };
}

/**
 * The list's filters over `bookings b` (the API's list and the portal's search share them): confirmed or
 * cancelled, within the scope (null: every agency's), and each criterion given. 400 naming departureTo when
 * the range is backwards.
 */
export function listFilters(agencyId: string | null, q: BookingListQuery, timeZone: string): SQL[] {
  if (q.departureFrom && q.departureTo && q.departureTo < q.departureFrom) {
    throw new AppError(400, 'VALIDATION_FAILED', 'departureTo must not be before departureFrom.', {
      departureTo: ['must be on or after departureFrom'],
    });
  }
  const where: SQL[] = [sql`b.status <> 'HELD'`];
  if (agencyId !== null) where.push(sql`b.agency_id = ${agencyId}`);
  if (q.status) where.push(sql`b.status = ${q.status}`);
  if (q.agencyReference !== undefined) where.push(sql`b.agency_reference = ${q.agencyReference}`);
  if (q.bookingId !== undefined) where.push(sql`b.reference = ${q.bookingId}`);
  // Any guest's "first last", folded as the stored names are (accents, case; migration 0017): the
  // generated guest_search column and its trigram index.
  if (q.guestName !== undefined) where.push(sql`b.guest_search like ${guestPattern(q.guestName)}`);
  if (q.guest !== undefined) where.push(guestNamedSql(q.guest));
  where.push(...localDateRange(sql`b.departure_at`, q.departureFrom, q.departureTo, timeZone));
  return where;
}

/** A booking's guests as rows `g` (none when held without names, or erased): the e-mail search, names read whole. */
export const guestRows = sql`jsonb_array_elements(case jsonb_typeof(b.document->'guests') when 'array' then b.document->'guests' else '[]'::jsonb end)`;

/**
 * A guest of the booking has exactly this surname (and given name), folded by berth_fold. The trigram index on
 * guest_search narrows first ("contains the surname"); an erased booking has no names, so it never matches.
 */
function guestNamedSql(guest: { surname: string; givenName?: string }): SQL {
  const details = sql`g->'customerDetails'`;
  const given =
    guest.givenName === undefined ? sql`true` : sql`berth_fold(${details}->>'firstName') = berth_fold(${guest.givenName})`;
  return sql`b.guest_search like ${guestPattern(guest.surname)} and exists (select 1 from ${guestRows} e(g)
    where berth_fold(${details}->>'lastName') = berth_fold(${guest.surname}) and ${given})`;
}

/** Local dates (the operator's) over an instant column: [from 00:00, to + 1 day 00:00) in its zone. */
export function localDateRange(column: SQL, from: string | undefined, to: string | undefined, timeZone: string) {
  const where: SQL[] = [];
  if (from) {
    const start = wallClockToInstant(`${from}T00:00:00`, timeZone);
    where.push(sql`${column} >= ${start.toISOString()}::timestamptz`);
  }
  if (to) {
    const end = wallClockToInstant(`${addDays(to, 1)}T00:00:00`, timeZone);
    where.push(sql`${column} < ${end.toISOString()}::timestamptz`);
  }
  return where;
}

/**
 * The LIKE pattern "contains `name`", folded in SQL by the function that folded the stored names
 * (berth_fold), so that the two never disagree. LIKE's wildcards in the name are escaped.
 */
export const guestPattern = (name: string) =>
  sql`'%' || berth_fold(${name.replace(/[\\%_]/g, (c) => `\\${c}`)}) || '%'`;

/** The cursor's scope when the operator lists every agency's bookings (an agency id is a UUID, never this). */
const EVERY_AGENCY = '*';

/** The API's booking list (GET /bookings), newest confirmed first, paged by a signed cursor. */
export interface BookingList {
  /**
   * The bookings of `agencyId`; `null` lists every agency's (the operator's portal view, never the API's:
   * its routes pass the authenticated agency). A cursor is valid only for the scope that received it.
   */
  list(
    agencyId: string | null,
    q: BookingListQuery,
  ): Promise<{ bookings: BookingListItem[]; nextCursor: string | null }>;
}

export function createBookingList(deps: {
  db: Db;
  keys: ServerKeys;
  timeZone: string;
  records: BookingRecords;
}): BookingList {
  const { db } = deps;

  return {
    /**
     * The bookings of `agencyId`; `null` lists every agency's (the operator's portal view, never the API's:
     * its routes pass the authenticated agency). A cursor is valid only for the scope that received it.
     */
    async list(
      agencyId: string | null,
      q: BookingListQuery,
    ): Promise<{ bookings: BookingListItem[]; nextCursor: string | null }> {
      const key = await deps.keys.get(CURSOR_KEY);
      const limit = q.limit ?? 50;
      const scope = agencyId ?? EVERY_AGENCY;
      const where = listFilters(agencyId, q, deps.timeZone);
      if (q.cursor !== undefined) {
        const after = decodeCursor(key, scope, q.cursor);
        where.push(sql`(b.confirmed_at, b.id) < (${after.confirmedAt}::timestamptz, ${after.id}::uuid)`);
      }
      const rows = await deps.records.page(db, sql.join(where, sql` and `), limit + 1);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        bookings: page.map((r) => listItem(r.record)),
        nextCursor:
          rows.length > limit && last
            ? encodeCursor(key, scope, { confirmedAt: last.position, id: last.record.id })
            : null,
      };
    },
  };
}
