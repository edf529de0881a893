/** Reading an agency's request log (the portal's page): newest first, its kept 1,000 calls at most. */
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { apiRequestLog } from '../db/schema/index.js';

export type RequestLogRow = typeof apiRequestLog.$inferSelect;

export async function recentRequests(
  db: Db,
  agencyId: string,
  options: { errorsOnly?: boolean; limit: number; offset: number },
): Promise<RequestLogRow[]> {
  return db
    .select()
    .from(apiRequestLog)
    .where(and(eq(apiRequestLog.agencyId, agencyId), options.errorsOnly ? gte(apiRequestLog.status, 400) : undefined))
    .orderBy(desc(apiRequestLog.id))
    .limit(options.limit)
    .offset(options.offset);
}
