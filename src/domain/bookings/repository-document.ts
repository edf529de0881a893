/**
 * The booking repository's statements of a document's refresh (booking-view.ts builds and prices it): the
 * booking with its cabins, vehicles and items and the catalogue's and its session's values the price needs, in
 * one statement, and the document stored. Exported as builders too, for the benchmark's create script
 * (bench/sql-scripts.ts), which runs these texts.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import { agencyCommissionOf, type AgencyRow } from '../auth/agency-reads.js';
import type { bookingCabins, bookingItems, bookings } from './schema.js';
import {
  CABIN_GRADES,
  cabinNumberOf,
  type CabinGradeRow,
  type CabinRow as CatalogCabinRow,
} from '../catalog/cabin-sql.js';
import { addonPerNightOf } from '../catalog/extras-reads.js';
import { SAILING_KEYS, type SailingRow } from '../catalog/sailing-keys-sql.js';
import { allocatedCabinOf, bookingVehiclesJson, type BookingVehicle } from '../inventory/booking-allocations-sql.js';
import { sessionGuestsOf } from '../sessions/session-sql.js';
import type { SessionGuest } from '../sessions/types.js';
import type { Narrow, TableRow } from '../../platform/db/table-row.js';
import type { HeldBookingDocument, ItemDetails } from './booking-view.js';
import type { BreakdownFee } from '../pricing/price.js';

export type DocumentBookingRow = Narrow<
  Pick<
    TableRow<typeof bookings>,
    | 'id'
    | 'status'
    | 'reference'
    | 'agency_reference'
    | 'customer_details'
    | 'session_id'
    | 'sailing_id'
    | 'from_seq'
    | 'to_seq'
    | 'package_code'
    | 'market'
    | 'currency'
    | 'fare'
    | 'promotion'
  >,
  {
    status: 'HELD' | 'CONFIRMED' | 'CANCELLED';
    customer_details: ({ guestId: number; isLead?: boolean } & Record<string, unknown>)[] | null;
  }
> &
  Pick<AgencyRow, 'commission_bps'> &
  Pick<SailingRow, 'ship_code' | 'fare_table_code'> & {
    // Computed: the party (PARTY below).
    guests: SessionGuest[];
    // Computed: the confirmed booking's due instants and departure, in epoch milliseconds (null while held).
    deposit_due_ms: number | null;
    balance_due_ms: number | null;
    departure_ms: number | null;
  };

export type DocumentCabinRow = Pick<TableRow<typeof bookingCabins>, 'cabin_no' | 'guest_ids' | 'number_chosen'> &
  Pick<CabinGradeRow, 'code' | 'cabin_type' | 'single_supplement_pct'> & {
    // The allocated cabin's number, named apart from the grade's code; null without an allocated cabin.
    cabin_number: CatalogCabinRow['number'] | null;
  };

export type DocumentItemRow = Narrow<
  Pick<TableRow<typeof bookingItems>, 'kind' | 'code' | 'guest_ids' | 'is_mandatory' | 'details'>,
  { kind: 'ADDON' | 'EXCURSION' | 'TOUR'; details: ItemDetails }
> & {
  // Computed: the addon is priced per night (null for what is not an addon).
  per_night: boolean | null;
};

/** The booking's row and its cabins, vehicles and items, each aggregated as JSON (no date-time among them). */
export type DocumentRows = DocumentBookingRow & {
  cabins: DocumentCabinRow[];
  vehicles: BookingVehicle[];
  items: DocumentItemRow[];
  /** The booking's fees (its applied changes'), in minor units. */
  fees: BreakdownFee[];
};

/**
 * The party: a held booking's is its session's search; a confirmed one's is its own (booking_guests, copied at
 * confirm, where a change adds and removes guests), without the removed.
 */
const PARTY = sql`(case when b.status = 'HELD' then ${sessionGuestsOf(sql`b.session_id`)}
  else (select coalesce(jsonb_agg(jsonb_build_object('guestId', bg.guest_id, 'type', bg.type) order by bg.guest_id), '[]'::jsonb)
        from booking_guests bg where bg.booking_id = b.id and bg.removed_at is null) end)`;

/** The session whose allocations are the booking's own: its session while held, none (null) once confirmed. */
const OWN_ROWS = sql`(case when b.status = 'HELD' then b.session_id end)`;

export const bookingDocumentQuery = (bookingId: string): SQL =>
  sql`select b.id, b.status, b.reference, b.agency_reference, b.customer_details, b.session_id, b.sailing_id, b.from_seq, b.to_seq, b.package_code, b.market, b.currency,
             b.fare, b.promotion, (extract(epoch from b.deposit_due_at) * 1000)::float8 as deposit_due_ms,
             (extract(epoch from b.balance_due_at) * 1000)::float8 as balance_due_ms,
             (extract(epoch from b.departure_at) * 1000)::float8 as departure_ms,
             ${agencyCommissionOf(sql`b.agency_id`)} as commission_bps, s.ship_code, s.fare_table_code,
             ${PARTY} as guests,
             (select coalesce(json_agg(x order by x.cabin_no), '[]'::json) from (
                select bc.cabin_no, g.code, g.cabin_type, g.single_supplement_pct, bc.guest_ids, bc.number_chosen,
                       ${cabinNumberOf(allocatedCabinOf(sql`bc.booking_id`, sql`bc.cabin_no`, OWN_ROWS))} as cabin_number
                from booking_cabins bc
                join ${CABIN_GRADES} g on g.id = bc.grade_id
                where bc.booking_id = b.id) x) as cabins,
             ${bookingVehiclesJson(sql`b.id`, OWN_ROWS)} as vehicles,
             (select coalesce(json_agg(json_build_object('code', f.code, 'amount', f.amount_minor) order by f.seq), '[]'::json)
                from booking_fees f where f.booking_id = b.id) as fees,
             (select coalesce(json_agg(x order by x.kind, x.code), '[]'::json) from (
                select i.kind, i.code, i.guest_ids, i.is_mandatory, i.details,
                       case when i.kind = 'ADDON' then ${addonPerNightOf(sql`i.code`)} end as per_night
                from booking_items i
                where i.booking_id = b.id) x) as items
      from bookings b
      join ${SAILING_KEYS} s on s.id = b.sailing_id
      where b.id = ${bookingId}`;

/** The document's text is sent once and stored twice: as jsonb for the queries, as text for GET (migration 0025). */
export const bookingDocumentUpdateQuery = (bookingId: string, document: string, totalMinor: number): SQL =>
  sql`update bookings b set document = d.text::jsonb, document_text = case when b.status = 'HELD' then d.text end,
             total_minor = ${totalMinor}
      from (select ${document}::text as text) d
      where b.id = ${bookingId}`;

/**
 * The booking with its rows (cabins, vehicles, items as JSON arrays) in one round trip: what its document is
 * built from, with the catalogue's reads that come from memory (booking-view.ts).
 */
export async function bookingDocumentRows(db: DbOrTx, bookingId: string): Promise<DocumentRows> {
  const [booking] = await queryRows<DocumentRows>(db, bookingDocumentQuery(bookingId), 'booking_document_read');
  if (!booking) throw new Error(`booking ${bookingId} does not exist`);
  return booking;
}

/** Stores the booking's document (JSON) and the total it prices. */
export async function storeBookingDocument(
  db: DbOrTx,
  bookingId: string,
  document: HeldBookingDocument,
  totalMinor: number,
): Promise<void> {
  await queryRows(
    db,
    bookingDocumentUpdateQuery(bookingId, JSON.stringify(document), totalMinor),
    'booking_document_update',
  );
}
