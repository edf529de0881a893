/**
 * Confirmed bookings that need attention, for the portal's homes (portal.md "Home"): overdue now (the booking
 * page's rule, overdue-rules.ts overdueSql), payments falling due in the coming week (the deposit: payment-terms.ts) and
 * departures of the coming week, each list with its count. Read-only; bookings with their agency's name.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { toMajor } from '../pricing/money.js';
import { addDays, wallClockToInstant } from '../../kernel/time.js';
import { depositOfSql } from './payment-terms.js';
import { overdueSql } from './overdue-rules.js';
import { countDeparting, earliestDue, hasBookedPastHeld } from './repository-confirmed.js';

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
  /**
   * Due at the confirm and not yet overdue (overdue-rules.ts): payable now, and cancelled at `cancelsAt` if
   * it is not paid. Always false on the overdue list.
   */
  dueNow: boolean;
  cancelsAt: Date | null;
}

const inAgency = (agencyId: string | undefined) =>
  agencyId === undefined ? sql`` : sql`and b.agency_id = ${agencyId}`;

/** The next payment instant of an unpaid booking: the deposit's while it is its own unmet obligation, else the balance's. */
const nextDueAt = sql`case when b.deposit_due_at < b.balance_due_at and b.paid_minor < ${depositOfSql(sql`b.total_minor`, sql`b.deposit_percent`)}
                           then b.deposit_due_at else b.balance_due_at end`;

/** Bookings meeting `where`, the earliest due first, with how many there are in all; `dueNow` as above. */
async function dueBookings(
  db: Db,
  where: SQL,
  dueNow?: { now: Date; graceMs: number },
): Promise<{ count: number; items: DueBooking[] }> {
  const rows = await earliestDue(db, where, nextDueAt, LISTED);
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
      ...dueNowOf(new Date(r.due_at), dueNow),
    })),
  };
}

const dueNowOf = (dueAt: Date, at: { now: Date; graceMs: number } | undefined) =>
  at && dueAt.getTime() <= at.now.getTime()
    ? { dueNow: true, cancelsAt: new Date(dueAt.getTime() + at.graceMs) }
    : { dueNow: false, cancelsAt: null };

/** Overdue now (overdue-rules.ts overdueSql, the booking page's and the list's rule), of one agency or of all. */
export function overdueBookings(db: Db, now: Date, graceMs: number, agencyId?: string) {
  return dueBookings(db, sql`${overdueSql(now.toISOString(), graceMs)} ${inAgency(agencyId)}`);
}

/**
 * Unpaid bookings whose next payment falls due within the coming week, or is due now (due at the confirm,
 * inside its grace), and is not overdue.
 */
export function paymentsDueSoon(db: Db, now: Date, agency: { agencyId: string; graceMs: number }, aheadDays: number) {
  const at = now.toISOString();
  const until = new Date(now.getTime() + aheadDays * DAY_MS).toISOString();
  return dueBookings(
    db,
    sql`b.status = 'CONFIRMED' and b.paid_minor < b.total_minor and b.departure_at > ${at}::timestamptz
        and not ${overdueSql(at, agency.graceMs)}
        and ${nextDueAt} <= ${until}::timestamptz ${inAgency(agency.agencyId)}`,
    { now, graceMs: agency.graceMs },
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
  return countDeparting(db, from, to, inAgency(agencyId));
}

/** Whether the agency has made a booking past holding it (the getting-started walk-through's last step). */
export function agencyHasBooked(db: Db, agencyId: string): Promise<boolean> {
  return hasBookedPastHeld(db, agencyId);
}
