/**
 * Reading an agency's request log (the portal's pages, the agency's own and the operator's read-only view):
 * newest first, filtered by time range, status class, method, path and correlation id, paged.
 */
import { and, desc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';
import { apiRequestLog } from './schema.js';
import type { TableRow } from '../db/table-row.js';

const DAY_MS = 86_400_000;

export type RequestLogRow = typeof apiRequestLog.$inferSelect;

/** `failed` is 4xx and 5xx together. */
export const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx', 'failed'] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];

export interface RequestLogFilters {
  /** Inclusive. */
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
  status?: StatusClass | undefined;
  method?: string | undefined;
  /** A path prefix, e.g. `/api/v2/bookings`. */
  path?: string | undefined;
  correlationId?: string | undefined;
}

function statusRange(status: StatusClass): SQL | undefined {
  if (status === 'failed') return gte(apiRequestLog.status, 400);
  const lo = Number(status[0]) * 100;
  return and(gte(apiRequestLog.status, lo), lt(apiRequestLog.status, lo + 100));
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchRequests(
  db: Db,
  agencyId: string,
  filters: RequestLogFilters,
  page: { limit: number; offset: number },
): Promise<RequestLogRow[]> {
  return db
    .select()
    .from(apiRequestLog)
    .where(
      and(
        eq(apiRequestLog.agencyId, agencyId),
        filters.from ? gte(apiRequestLog.at, filters.from) : undefined,
        filters.to ? lt(apiRequestLog.at, filters.to) : undefined,
        filters.status ? statusRange(filters.status) : undefined,
        filters.method ? eq(apiRequestLog.method, filters.method) : undefined,
        filters.path ? like(apiRequestLog.path, `${escapeLike(filters.path)}%`) : undefined,
        filters.correlationId ? eq(apiRequestLog.correlationId, filters.correlationId) : undefined,
      ),
    )
    .orderBy(desc(apiRequestLog.at), desc(apiRequestLog.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** One call of the agency's log, or undefined (another agency's, or gone). */
export async function requestOfAgency(db: Db, agencyId: string, id: number): Promise<RequestLogRow | undefined> {
  const [row] = await db
    .select()
    .from(apiRequestLog)
    .where(and(eq(apiRequestLog.agencyId, agencyId), eq(apiRequestLog.id, id)));
  return row;
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

/** Whether the agency has had a search answered (the getting-started walk-through's third step). */
export async function agencyHasSearched(db: Db, agencyId: string): Promise<boolean> {
  const [row] = await queryRows<{ searched: boolean }>(
    db,
    sql`select exists (select 1 from api_request_log l where l.agency_id = ${agencyId} and l.status < 400
                         and l.path like '/api/v_/search/%') as searched`,
  );
  return row?.searched ?? false;
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
/** The names and client ids of agencies by id (auth's agencyNamesByIds). */
export type AgencyNames = (ids: string[]) => Promise<Map<string, { name: string; clientId: string }>>;

export async function risingErrorRates(
  db: Db,
  now: Date,
  agenciesOf: AgencyNames,
): Promise<RisingErrors[]> {
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const weekBefore = new Date(now.getTime() - 8 * DAY_MS).toISOString();
  const rows = await queryRows<
    Pick<TableRow<typeof apiRequestLog>, 'agency_id'> & {
      calls: number;
      failed: number;
      before: number;
      before_failed: number;
    }
  >(
    db,
    sql`select l.agency_id,
               count(*) filter (where l.at > ${dayAgo}::timestamptz)::int as calls,
               count(*) filter (where l.at > ${dayAgo}::timestamptz and l.status >= 400)::int as failed,
               count(*) filter (where l.at <= ${dayAgo}::timestamptz)::int as before,
               count(*) filter (where l.at <= ${dayAgo}::timestamptz and l.status >= 400)::int as before_failed
        from api_request_log l
        where l.at > ${weekBefore}::timestamptz
        group by l.agency_id`,
  );
  const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10);
  const rising = rows
    .map((r) => ({
      agencyId: r.agency_id,
      calls: r.calls,
      errorPercent: percent(r.failed, r.calls),
      previousPercent: percent(r.before_failed, r.before),
    }))
    .filter((r) => r.calls >= 10 && r.errorPercent >= r.previousPercent + 10 && r.errorPercent >= 2 * r.previousPercent);
  // The agencies' names are auth's (the agencies table), read for the few that rose.
  const names = await agenciesOf(rising.map((r) => r.agencyId));
  return rising
    .flatMap(({ agencyId, ...r }) => {
      const agency = names.get(agencyId);
      return agency ? [{ agencyName: agency.name, clientId: agency.clientId, ...r }] : [];
    })
    .sort((a, b) => b.errorPercent - a.errorPercent || a.agencyName.localeCompare(b.agencyName));
}
