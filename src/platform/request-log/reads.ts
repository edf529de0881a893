/**
 * Reading an agency's request log (the portal's pages, the agency's own and the operator's read-only view):
 * newest first, filtered by time range, status class, method, path and correlation id, paged.
 */
import { and, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { apiRequestLog } from './schema.js';

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
