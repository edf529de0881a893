/** SQL over the catalogue's excursion departures that the quote, the booking's extras and inventory share. */
import { sql } from 'drizzle-orm';

/**
 * SQL: does excursion departure alias `d` fit a voyage over [fromSeq, toSeq)? It must start at a call where
 * the guest is already on board (after embarking, before leaving the ship) and rejoin by the arrival port.
 */
export const excursionWithinVoyage = (r: { fromSeq: number; toSeq: number }) =>
  sql`(d.start_seq > ${r.fromSeq} and d.start_seq < ${r.toSeq} and d.end_seq <= ${r.toSeq})`;
