/**
 * The bookings' states as a folder below this one joins them to its rows (the operator's occupancy view joins
 * the live allocations to their bookings): a relation the planner flattens into the caller's join, handed down
 * by the composition root (main/services.ts) because the caller cannot import this folder.
 */
import { sql } from 'drizzle-orm';

/** `join ${bookingStates} b on b.id = ...`: the booking's id, status, reference and agency_id. */
export const bookingStates = sql`(select id, status, reference, agency_id from bookings)`;
