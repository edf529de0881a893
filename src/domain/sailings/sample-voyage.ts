/** A sailing to search for, for the portal's getting-started walk-through (portal.md "Home"). */
import type { Db } from '../../platform/db/client.js';
import { localDateTime } from '../../kernel/time.js';
import { firstSailingFrom } from '../catalog/first-sailing.js';

const DAY_MS = 86_400_000;

/** A sailing of the coming days for the walk-through's search: its first leg's ports (a round trip ends where it starts), its local date. */
export async function sampleVoyage(
  db: Db,
  now: Date,
  timeZone: string,
): Promise<{ from: string; to: string; date: string } | null> {
  const local = localDateTime(new Date(now.getTime() + DAY_MS), timeZone);
  const sailing = await firstSailingFrom(db, local.replace('T', ' '));
  return sailing ? { from: sailing.fromPort, to: sailing.toPort, date: sailing.day } : null;
}
