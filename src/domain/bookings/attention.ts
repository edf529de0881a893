/**
 * Confirmed bookings that need attention, for the portal's homes (portal.md "Home"): overdue now (the overdue
 * job's rule, overdue-rules.ts), payments falling due in the coming week (the deposit: payment-terms.ts) and
 * departures of the coming week, each list with its count. Read-only; bookings with their agency's name.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db/client.js';
import { agencyNameOf, type AgencyRow } from '../auth/agency-reads.js';
import type { bookings } from './schema.js';
import type { NotNull, TableRow } from '../../platform/db/table-row.js';
import { toMajor } from '../pricing/money.js';
import { addDays, wallClockToInstant } from '../../kernel/time.js';
import { depositOfSql } from './payment-terms.js';
import { overdueSql } from './overdue-rules.js';

const DAY_MS = 86_400_000;
/** Items listed under a count; the count links to the whole list where there is one. */
const LISTED = 5;

export interface DueBooking {
  reference: string;
  agencyReference: string | null;
  agencyName: string;
  leadGuest: string | null;
  currency: string;
  /** Major units, as fmt.money prints them. */
  balance: number;
  dueAt: Date;
}

const inAgency = (agencyId: string | undefined) =>
  agencyId === undefined ? sql`` : sql`and b.agency_id = ${agencyId}`;

/** The next payment instant of an unpaid booking: the deposit's while it is its own unmet obligation, else the balance's. */
const nextDueAt = sql`case when b.deposit_due_at < b.balance_due_at and b.paid_minor < ${depositOfSql(sql`b.total_minor`)}
                           then b.deposit_due_at else b.balance_due_at end`;

/** A confirmed booking (its reference set: bookings_confirmed_ck) with its agency and the computed rest. */
type DueRow = NotNull<Pick<TableRow<typeof bookings>, 'reference' | 'agency_reference' | 'currency'>, 'reference'> & {
  agency_name: AgencyRow['name'];
  lead: { firstName?: string; lastName?: string } | null;
  balance_minor: number;
  due_at: string;
  n: number;
};

/** Bookings meeting `where`, the earliest due first, with how many there are in all. */
async function dueBookings(db: Db, where: SQL): Promise<{ count: number; items: DueBooking[] }> {
  const rows = await queryRows<DueRow>(
    db,
    sql`select b.reference, b.agency_reference, ${agencyNameOf(sql`b.agency_id`)} as agency_name, b.currency,
               (b.total_minor - b.paid_minor)::int as balance_minor, ${nextDueAt} as due_at,
               (select g->'customerDetails' from jsonb_array_elements(b.document->'guests') g
                 order by coalesce((g->'customerDetails'->>'isLead')::boolean, false) desc limit 1) as lead,
               count(*) over ()::int as n
        from bookings b
        where ${where}
        order by due_at, b.reference
        limit ${LISTED}`,
  );
  return {
    count: rows[0]?.n ?? 0,
    items: rows.map((r) => ({
      reference: r.reference,
      agencyReference: r.agency_reference,
      agencyName: r.agency_name,
      leadGuest: r.lead?.firstName ? `${r.lead.firstName} ${r.lead.lastName ?? ''}`.trim() : null,
      currency: r.currency,
      balance: toMajor(r.balance_minor, r.currency),
      dueAt: new Date(r.due_at),
    })),
  };
}

/** Overdue now (the overdue job's rule), of one agency or of all. */
export function overdueBookings(db: Db, now: Date, agencyId?: string) {
  return dueBookings(db, sql`${overdueSql(now.toISOString())} ${inAgency(agencyId)}`);
}

/** Unpaid bookings whose next payment falls due within the coming week (not yet overdue). */
export function paymentsDueSoon(db: Db, now: Date, agencyId: string, aheadDays: number) {
  const at = now.toISOString();
  const until = new Date(now.getTime() + aheadDays * DAY_MS).toISOString();
  return dueBookings(
    db,
    sql`b.status = 'CONFIRMED' and b.paid_minor < b.total_minor and b.departure_at > ${at}::timestamptz
        and ${nextDueAt} > ${at}::timestamptz and ${nextDueAt} <= ${until}::timestamptz ${inAgency(agencyId)}`,
  );
}

/** Confirmed bookings departing between two operator-local dates, counted as the booking search counts them. */
export async function departuresBetween(
  db: Db,
  week: { from: string; to: string },
  timeZone: string,
  agencyId: string,
): Promise<number> {
  const from = wallClockToInstant(`${week.from}T00:00:00`, timeZone).toISOString();
  const to = wallClockToInstant(`${addDays(week.to, 1)}T00:00:00`, timeZone).toISOString();
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from bookings b
        where b.status = 'CONFIRMED' and b.departure_at >= ${from}::timestamptz and b.departure_at < ${to}::timestamptz
          ${inAgency(agencyId)}`,
  );
  return row?.n ?? 0;
}

/** Whether the agency has made a booking past holding it (the getting-started walk-through's last step). */
export async function agencyHasBooked(db: Db, agencyId: string): Promise<boolean> {
  const [row] = await queryRows<{ booked: boolean }>(
    db,
    sql`select exists (select 1 from bookings b where b.agency_id = ${agencyId} and b.status <> 'HELD') as booked`,
  );
  return row?.booked ?? false;
}
