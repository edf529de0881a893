/**
 * The age of an answer read from the replica (db/read-routing.ts): commerce.md, "Availability without a session":
 * served from a replica, the answer is as of the replica's replay position, within the lag bound, and says its
 * age. It says so in the X-Data-Age-Ms header: at most how many milliseconds behind the primary the data it was
 * computed from was when the answer was made (DATABASE_READ_MAX_LAG_MS bounds it). No header: the answer is
 * the primary's, exact as of the request. A header, not a field, so that the answer's body (search's,
 * availability's) keeps one shape whichever server answered.
 */
import type { FastifyReply } from 'fastify';

export const DATA_AGE_HEADER = 'X-Data-Age-Ms';

/** Says the answer's age when the replica gave it (`ageMs` of a routed read); nothing when the primary did. */
export function setDataAge(reply: FastifyReply, ageMs: number | undefined): void {
  if (ageMs !== undefined) reply.header(DATA_AGE_HEADER, String(ageMs));
}
