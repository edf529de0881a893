/**
 * A booking's `disruptions` entries (lifecycle.md) as SQL the booking's record composes into its one statement
 * (bookings/repository-confirmed.ts): the entries and their disruptions' messages are this folder's tables, and the booking
 * domain sits below it, so main/services.ts gives this builder to the booking records (bookings/write.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { BookingDisruption } from '../bookings/record.js';

const LOCAL = 'YYYY-MM-DD"T"HH24:MI:SS';

/**
 * SQL: the booking's entries as a JSON array, oldest first; date-times operator-local, recordedAt UTC, the
 * operator's message where there is one (null otherwise: the record leaves it out).
 */
export const bookingDisruptionEntries = (bookingId: SQL): SQL<BookingDisruption[]> =>
  sql`(select coalesce(json_agg(json_build_object('kind', d.kind, 'portCode', d.port_code,
            'previousDateTime', to_char(d.previous_at, ${LOCAL}), 'newDateTime', to_char(d.new_at, ${LOCAL}),
            'recordedAt', to_char(d.recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
            'message', x.partner_message) order by d.seq), '[]'::json)
   from booking_disruptions d left join disruptions x on x.id = d.disruption_id
   where d.booking_id = ${bookingId})`;
