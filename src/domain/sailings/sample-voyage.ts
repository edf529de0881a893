/** A sailing to search for, for the portal's getting-started walk-through (portal.md "Home"). */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db/client.js';
import type { sailingCalls } from '../catalog/schema/sailings.js';
import type { TableRow } from '../../platform/db/table-row.js';
import { localDateTime } from '../../kernel/time.js';

const DAY_MS = 86_400_000;

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
