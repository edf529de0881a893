/**
 * The booking cabins as inventory's guarantee cabins read them (inventory/guarantee-cabins.ts): whether the
 * partner chose the cabin's number, and its grade. Inventory is below this folder, so the caller that composes
 * both (cabin-numbers.ts) hands it this relation; the planner flattens it into inventory's join, and a locking
 * clause naming its alias locks the booking_cabins rows, as the join did.
 */
import { sql } from 'drizzle-orm';

/** `join ${bookingCabinChoices} bc on bc.booking_id = ... and bc.cabin_no = ...`. */
export const bookingCabinChoices = sql`(select booking_id, cabin_no, number_chosen, grade_id from booking_cabins)`;
