/** The cabin places taken on sailings, as the operator's occupancy view (sailings/occupancy.ts) counts them. */
import { sql, type SQL } from 'drizzle-orm';
import { live } from './inventory.js';
import type { HoldSessions } from './hold-sessions.js';

/**
 * SQL: every live allocation of cabin places on the sailings of `sailingIds` (a subquery or a value): `sailing_id`,
 * `legs`, and `cabin_id` (a physical cabin) or `grade_id` (a unit of a counted grade), with its `booking_id`.
 */
export const takenPlaces = (sessions: HoldSessions, sailingIds: SQL, now: Date) => sql`
  select a.sailing_id, a.legs, a.cabin_id, null::int as grade_id, a.booking_id
  from cabin_allocations a
  where a.sailing_id in (${sailingIds}) and ${live(sessions, now)}
  union all
  select a.sailing_id, a.legs, null::int, a.grade_id, a.booking_id
  from capacity_allocations a
  where a.sailing_id in (${sailingIds}) and ${live(sessions, now)}`;
