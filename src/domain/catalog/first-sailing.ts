/** The first sailing on sale from a local instant, by its first leg's ports (the portal's walk-through). */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import type { sailingCalls } from './schema/sailings.js';
import type { TableRow } from '../../platform/db/table-row.js';

/**
 * The first sailing not cancelled departing at or after `localFrom` (operator-local `YYYY-MM-DD HH:MM:SS`): its
 * first two calls' ports (a sailing has at least two calls) and its local departure day (computed); null when none.
 */
export async function firstSailingFrom(
  db: DbOrTx,
  localFrom: string,
): Promise<{ fromPort: string; toPort: string; day: string } | null> {
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
        where s.departure_at >= ${localFrom}::timestamp and s.cancelled_at is null
        order by s.departure_at limit 1`,
  );
  return row ? { fromPort: row.from_port, toPort: row.to_port, day: row.day } : null;
}
