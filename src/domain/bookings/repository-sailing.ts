/**
 * The booking repository's reads by sailing: for the disruptions that change a sailing, the confirmed bookings a
 * disruption touches and the held ones whose session it ends; for the hold quota (hold-quota.ts), the cabins an
 * agency's live held bookings hold on it.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../platform/db/client.js';
import { agencyHoldQuotaOf, agencyNameOf, type AgencyRow } from '../auth/agency-reads.js';
import type { bookings } from './schema.js';
import { sessionIsLive, sessionNotEnded } from '../sessions/session-sql.js';
import { cabinsHeldBy } from '../inventory/booking-allocations-sql.js';
import type { NotNull, TableRow } from '../../platform/db/table-row.js';

/** SQL over bookings alias `b`: the booking's voyage touches the call (embarks, disembarks or passes through). */
export const touchesCall = (seq: number | null): SQL =>
  seq === null ? sql`true` : sql`b.from_seq <= ${seq} and b.to_seq >= ${seq}`;

/** A confirmed booking's columns (its reference set: bookings_confirmed_ck), its agency's name, and the computed
 * lead guest and voyage read from its document. */
export type AffectedRow = NotNull<
  Pick<
    TableRow<typeof bookings>,
    'id' | 'reference' | 'agency_id' | 'agency_reference' | 'from_seq' | 'to_seq' | 'currency' | 'paid_minor'
  >,
  'reference'
> & {
  agency_name: AgencyRow['name'];
  lead_first_name: string | null;
  lead_last_name: string | null;
  departure_port: string;
  arrival_port: string;
  departure_date: string;
  arrival_date: string;
};

/** The confirmed bookings on the sailing whose voyage touches the call (all of them when `seq` is null). */
export async function affectedConfirmedBookings(
  db: DbOrTx,
  sailingId: number,
  seq: number | null,
  lock: boolean,
): Promise<AffectedRow[]> {
  return queryRows<AffectedRow>(
    db,
    sql`select b.id, b.reference, b.agency_id, ${agencyNameOf(sql`b.agency_id`)} as agency_name, b.agency_reference,
               b.from_seq, b.to_seq,
               b.currency, b.paid_minor, lead->'customerDetails'->>'firstName' as lead_first_name,
               lead->'customerDetails'->>'lastName' as lead_last_name,
               b.document->>'departurePort' as departure_port, b.document->>'arrivalPort' as arrival_port,
               b.document->>'departureDate' as departure_date, b.document->>'arrivalDate' as arrival_date
        from bookings b
        left join lateral (select g from jsonb_array_elements(b.document->'guests') g
                           where (g->'customerDetails'->>'isLead')::boolean limit 1) l(lead) on true
        where b.sailing_id = ${sailingId} and b.status = 'CONFIRMED' and ${touchesCall(seq)}
        order by b.id
        ${lock ? sql`for update of b` : sql``}`,
  );
}

/**
 * The live held bookings on the sailing: all of them when `seq` is null, else those embarking or disembarking at
 * call `seq`. Locked when `lock`.
 */
export async function heldBookingsOnSailing(
  db: DbOrTx,
  sailingId: number,
  seq: number | null,
  lock: boolean,
): Promise<{ id: string; session_id: string }[]> {
  const which = seq === null ? sql`true` : sql`(b.from_seq = ${seq} or b.to_seq = ${seq})`;
  return queryRows<Pick<TableRow<typeof bookings>, 'id' | 'session_id'>>(
    db,
    sql`select b.id, b.session_id from bookings b
        where b.sailing_id = ${sailingId} and b.status = 'HELD' and ${which} and ${sessionNotEnded(sql`b.session_id`)}
        order by b.id
        ${lock ? sql`for update of b` : sql``}`,
  );
}

/**
 * The agency's quota (its own, or null) and the cabins its other live held bookings hold on the sailing; exported
 * for the benchmark's create script (bench/sql-scripts.ts).
 */
export const heldCabinsQuery = (v: { agencyId: string; sailingId: number; bookingId: string; now: string }): SQL =>
  sql`select ${agencyHoldQuotaOf(v.agencyId)} as hold_quota_per_sailing,
             (select count(*)::int from booking_cabins bc
                join bookings b on b.id = bc.booking_id
              where b.agency_id = ${v.agencyId} and b.sailing_id = ${v.sailingId} and b.status = 'HELD'
                and b.id <> ${v.bookingId} and ${sessionIsLive(sql`b.session_id`, v.now)})
           + (select coalesce(sum(${cabinsHeldBy(sql`b.change_session_id`, v.sailingId)}), 0)::int from bookings b
              where b.agency_id = ${v.agencyId} and b.change_session_id is not null
                and ${sessionIsLive(sql`b.change_session_id`, v.now)}) as held`;

/** heldCabinsQuery's answer: the agency's own quota (null: the configured default) and the cabins held. */
export async function heldCabinsOnSailing(
  tx: Tx,
  v: Parameters<typeof heldCabinsQuery>[0],
): Promise<{ quota: number | null; held: number }> {
  // Unnamed on purpose: planned for its values each time (db/client.ts, queryRows).
  const [row] = await queryRows<Pick<AgencyRow, 'hold_quota_per_sailing'> & { held: number }>(tx, heldCabinsQuery(v));
  return { quota: row?.hold_quota_per_sailing ?? null, held: row?.held ?? 0 };
}

/** A held cabin as a partner names it: the voyage (its ports, its local departure), the grade, the number. */
export interface HeldCabinAt {
  departurePort: string;
  arrivalPort: string;
  /** Local departure date-time, `YYYY-MM-DDTHH:MM:SS`. */
  departureDate: string;
  /** The grade; null: any. */
  gradeCode: string | null;
  /** The number the booking chose; null: a guarantee cabin (no number chosen). */
  cabinNumber: string | null;
}

/**
 * The sessions of the agency's live held bookings on that voyage with such a cabin, read from the held booking's
 * document (kept current by every change: a number applied shows there); for the OTA channel's holds found by
 * sailing and cabin.
 */
export async function liveHeldSessionsWithCabin(db: DbOrTx, agencyId: string, at: HeldCabinAt, now: Date): Promise<string[]> {
  const grade = at.gradeCode === null ? sql`true` : sql`c->>'code' = ${at.gradeCode}`;
  const rows = await queryRows<Pick<TableRow<typeof bookings>, 'session_id'>>(
    db,
    sql`select b.session_id from bookings b
        where b.agency_id = ${agencyId} and b.status = 'HELD' and ${sessionIsLive(sql`b.session_id`, now.toISOString())}
          and b.document->>'departurePort' = ${at.departurePort} and b.document->>'arrivalPort' = ${at.arrivalPort}
          and b.document->>'departureDate' = ${at.departureDate}
          and exists (select 1 from jsonb_array_elements(b.document->'cabins') c
                      where ${grade} and (c->>'cabinNumber') is not distinct from ${at.cabinNumber})
        order by b.created_at`,
  );
  return rows.map((row) => row.session_id);
}
