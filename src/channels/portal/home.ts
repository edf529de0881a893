/**
 * What each role's home page (portal.md "Home") counts: what needs attention now, each with the place where
 * it is dealt with. Read-only SQL over the capabilities' own tables, beside the page that shows it; every
 * rule that already has an owner is that owner's (overdue: confirmed-bookings/ `overdueSql`, the job's and the gauge's
 * rule; the deposit: confirmed-bookings/payment-terms.ts; a sailing's load: sailings/occupancy.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db/client.js';
import type { agencies } from '../../domain/auth/schema.js';
import type { bookings } from '../../domain/bookings/schema.js';
import type { sailingCalls } from '../../domain/catalog/schema/sailings.js';
import type { webhookEndpoints } from '../../domain/webhooks/schema.js';
import type { NotNull, TableRow } from '../../platform/db/table-row.js';
import { depositOfSql } from '../../domain/confirmed-bookings/payment-terms.js';
import { overdueSql } from '../../domain/confirmed-bookings/overdue-rules.js';
import { listSailingLoads } from '../../domain/sailings/occupancy.js';
import { toMajor } from '../../domain/pricing/money.js';
import { addDays, localDateTime, wallClockToInstant } from '../../kernel/time.js';
import { pendingAccessRequests } from './access-requests.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How far ahead "soon" looks: payments falling due and departures. */
export const AHEAD_DAYS = 7;
/** Items listed under a count; the count links to the whole list where there is one. */
const LISTED = 5;
/** A sailing counts as nearly full from this share of cabin places sold or held on its busiest leg. */
export const NEARLY_FULL_PERCENT = 80;

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

export interface FailingEndpoint {
  id: string;
  url: string;
  agencyName: string;
  agencyClientId: string;
  failingSince: Date | null;
  disabledAt: Date | null;
}

/** Today and the last day of the coming week, operator-local `YYYY-MM-DD` (the booking search's dates). */
export function comingWeek(now: Date, timeZone: string): { from: string; to: string } {
  const from = localDateTime(now, timeZone).slice(0, 10);
  return { from, to: addDays(from, AHEAD_DAYS - 1) };
}

const inAgency = (agencyId: string | undefined) =>
  agencyId === undefined ? sql`` : sql`and b.agency_id = ${agencyId}`;

/** The next payment instant of an unpaid booking: the deposit's while it is its own unmet obligation, else the balance's. */
const nextDueAt = sql`case when b.deposit_due_at < b.balance_due_at and b.paid_minor < ${depositOfSql(sql`b.total_minor`)}
                           then b.deposit_due_at else b.balance_due_at end`;

/** A confirmed booking (its reference set: bookings_confirmed_ck) with its agency and the computed rest. */
type DueRow = NotNull<Pick<TableRow<typeof bookings>, 'reference' | 'agency_reference' | 'currency'>, 'reference'> & {
  agency_name: TableRow<typeof agencies>['name'];
  lead: { firstName?: string; lastName?: string } | null;
  balance_minor: number;
  due_at: string;
  n: number;
};

/** Bookings meeting `where`, the earliest due first, with how many there are in all. */
async function dueBookings(db: Db, where: SQL): Promise<{ count: number; items: DueBooking[] }> {
  const rows = await queryRows<DueRow>(
    db,
    sql`select b.reference, b.agency_reference, ag.name as agency_name, b.currency,
               (b.total_minor - b.paid_minor)::int as balance_minor, ${nextDueAt} as due_at,
               (select g->'customerDetails' from jsonb_array_elements(b.document->'guests') g
                 order by coalesce((g->'customerDetails'->>'isLead')::boolean, false) desc limit 1) as lead,
               count(*) over ()::int as n
        from bookings b join agencies ag on ag.id = b.agency_id
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
export function paymentsDueSoon(db: Db, now: Date, agencyId: string) {
  const at = now.toISOString();
  const until = new Date(now.getTime() + AHEAD_DAYS * DAY_MS).toISOString();
  return dueBookings(
    db,
    sql`b.status = 'CONFIRMED' and b.paid_minor < b.total_minor and b.departure_at > ${at}::timestamptz
        and ${nextDueAt} > ${at}::timestamptz and ${nextDueAt} <= ${until}::timestamptz ${inAgency(agencyId)}`,
  );
}

/** Confirmed bookings departing in the coming week, counted as the booking search counts them (local dates). */
export async function departuresSoon(db: Db, now: Date, timeZone: string, agencyId: string): Promise<number> {
  const week = comingWeek(now, timeZone);
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

/** Webhook endpoints whose deliveries fail now (retrying) or were given up (disabled), of one agency or of all. */
export async function failingEndpoints(db: Db, agencyId?: string): Promise<FailingEndpoint[]> {
  const rows = await queryRows<
    Pick<TableRow<typeof webhookEndpoints>, 'id' | 'url' | 'failing_since' | 'disabled_at'> &
      Pick<TableRow<typeof agencies>, 'client_id'> & { agency_name: TableRow<typeof agencies>['name'] }
  >(
    db,
    sql`select e.id, e.url, ag.name as agency_name, ag.client_id, e.failing_since, e.disabled_at
        from webhook_endpoints e join agencies ag on ag.id = e.agency_id
        where e.deleted_at is null and (e.failing_since is not null or e.disabled_at is not null)
          ${agencyId === undefined ? sql`` : sql`and e.agency_id = ${agencyId}`}
        order by coalesce(e.disabled_at, e.failing_since), e.id
        limit 20`,
  );
  return rows.map((r) => ({
    id: r.id,
    url: r.url,
    agencyName: r.agency_name,
    agencyClientId: r.client_id,
    failingSince: r.failing_since ? new Date(r.failing_since) : null,
    disabledAt: r.disabled_at ? new Date(r.disabled_at) : null,
  }));
}

/** The agency's API calls answered 4xx or 5xx in the last 24 hours. */
export async function failedCallsToday(db: Db, now: Date, agencyId: string): Promise<number> {
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from api_request_log
        where agency_id = ${agencyId} and status >= 400 and at > ${since}::timestamptz`,
  );
  return row?.n ?? 0;
}

/** How far an agency has come with the API: the getting-started walk-through shows until all are done. */
export interface FirstSteps {
  secretCreated: boolean;
  tokenObtained: boolean;
  searched: boolean;
  booked: boolean;
  /** The agency's first currency, for the walk-through's search. */
  currency: string;
}

export async function firstSteps(db: Db, agencyId: string): Promise<FirstSteps> {
  const [row] = await queryRows<{
    secret: boolean;
    token: boolean;
    searched: boolean;
    booked: boolean;
    currency: string;
  }>(
    db,
    sql`select a.currencies[1] as currency, a.secret_issued_at is not null as secret, a.secret_last_used_at is not null as token,
               exists (select 1 from api_request_log l where l.agency_id = a.id and l.status < 400
                         and l.path like '/api/v_/search/%') as searched,
               exists (select 1 from bookings b where b.agency_id = a.id and b.status <> 'HELD') as booked
        from agencies a where a.id = ${agencyId}`,
  );
  return {
    secretCreated: row?.secret ?? false,
    tokenObtained: row?.token ?? false,
    searched: row?.searched ?? false,
    booked: row?.booked ?? false,
    currency: row?.currency ?? 'NOK',
  };
}

/** A sailing of the coming days for the walk-through's search: its first leg's ports (a round trip ends where it starts), its local date. */
export async function sampleVoyage(
  db: Db,
  now: Date,
  timeZone: string,
): Promise<{ from: string; to: string; date: string } | null> {
  const local = localDateTime(new Date(now.getTime() + DAY_MS), timeZone);
  // The first two calls' ports (a sailing has at least two calls); the day is computed.
  const [row] = await queryRows<{
    from_port: TableRow<typeof sailingCalls>['port_code'];
    to_port: TableRow<typeof sailingCalls>['port_code'];
    day: string;
  }>(
    db,
    sql`select (select c.port_code from sailing_calls c where c.sailing_id = s.id order by c.seq limit 1) as from_port,
               (select c.port_code from sailing_calls c where c.sailing_id = s.id order by c.seq offset 1 limit 1) as to_port,
               to_char(s.departure_at, 'YYYY-MM-DD') as day
        from sailings s
        where s.departure_at >= ${local.replace('T', ' ')}::timestamp and s.cancelled_at is null
        order by s.departure_at limit 1`,
  );
  return row ? { from: row.from_port, to: row.to_port, date: row.day } : null;
}

export interface RisingErrors {
  agencyName: string;
  clientId: string;
  calls: number;
  /** Percent of the last 24 hours' calls that failed, and of the 7 days before. */
  errorPercent: number;
  previousPercent: number;
}

/**
 * Agencies whose share of failed calls (4xx and 5xx) in the last 24 hours rose against the 7 days before:
 * at least 10 calls today, at least 10 points above before and at least double. The log is kept by time
 * (REQUEST_LOG_RETENTION_DAYS, 14 by default), so the 7 days before are all there unless it is set below 8.
 */
export async function risingErrorRates(db: Db, now: Date): Promise<RisingErrors[]> {
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const weekBefore = new Date(now.getTime() - 8 * DAY_MS).toISOString();
  const rows = await queryRows<
    Pick<TableRow<typeof agencies>, 'name' | 'client_id'> & {
      calls: number;
      failed: number;
      before: number;
      before_failed: number;
    }
  >(
    db,
    sql`select ag.name, ag.client_id,
               count(*) filter (where l.at > ${dayAgo}::timestamptz)::int as calls,
               count(*) filter (where l.at > ${dayAgo}::timestamptz and l.status >= 400)::int as failed,
               count(*) filter (where l.at <= ${dayAgo}::timestamptz)::int as before,
               count(*) filter (where l.at <= ${dayAgo}::timestamptz and l.status >= 400)::int as before_failed
        from api_request_log l join agencies ag on ag.id = l.agency_id
        where l.at > ${weekBefore}::timestamptz
        group by ag.id, ag.name, ag.client_id`,
  );
  const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10);
  return rows
    .map((r) => ({
      agencyName: r.name,
      clientId: r.client_id,
      calls: r.calls,
      errorPercent: percent(r.failed, r.calls),
      previousPercent: percent(r.before_failed, r.before),
    }))
    .filter((r) => r.calls >= 10 && r.errorPercent >= r.previousPercent + 10 && r.errorPercent >= 2 * r.previousPercent)
    .sort((a, b) => b.errorPercent - a.errorPercent || a.agencyName.localeCompare(b.agencyName));
}

export interface BusySailing {
  code: string;
  shipName: string;
  routeName: string;
  departureAt: string;
  /** Sold and held cabin places on the busiest leg, in percent of its capacity. */
  loadPercent: number;
}

/** Sailings departing in the coming week whose busiest leg is at least NEARLY_FULL_PERCENT taken. */
export async function nearlyFullSailings(db: Db, now: Date, timeZone: string): Promise<BusySailing[]> {
  const sailings = await listSailingLoads(db, comingWeek(now, timeZone), now);
  return sailings
    .map((s) => ({
      code: s.code,
      shipName: s.shipName,
      routeName: s.routeName,
      departureAt: s.departureAt,
      loadPercent: Math.max(
        0,
        ...s.legs.map((l) => (l.capacity === 0 ? 0 : Math.round(((l.sold + l.held) * 100) / l.capacity))),
      ),
    }))
    .filter((s) => s.loadPercent >= NEARLY_FULL_PERCENT);
}

export async function pendingRequestCount(db: Db): Promise<number> {
  return (await pendingAccessRequests(db, 1)).total;
}
