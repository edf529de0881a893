/**
 * V2's answer of a write on a booking after confirm (a cancellation, a change, an amendment, the sandbox's helpers):
 * the booking resource with its ETag, and, with an Idempotency-Key, that same answer stored in the write's own
 * transaction (idempotency.ts answerStorerFor), where the write takes it. The same store for a write on a held
 * booking (create, extras, cabin numbers), whose answer is the document with the session's expiry.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WithExpiry } from '../../domain/bookings/booking-service.js';
import type { HeldBookingDocument } from '../../domain/bookings/booking-view.js';
import { bookingEtag, type BookingResource } from '../../domain/bookings/resource.js';
import type { StoreWithin } from '../../platform/db/client.js';
import { SESSION_EXPIRES_HEADER } from '../../platform/http/errors.js';
import { answerStorerFor } from '../../platform/idempotency/idempotency.js';

/** The booking, 200 (or the status already set), with its ETag. */
export function sendBooking(reply: FastifyReply, booking: BookingResource) {
  return reply.header('ETag', bookingEtag(booking.version)).send(booking);
}

/** What stores sendBooking's answer inside the write's transaction; undefined without an Idempotency-Key. */
export const bookingAnswerStorer = (request: FastifyRequest, reply: FastifyReply) =>
  answerStorerFor<BookingResource>(request, reply, 200, (b) => ({ etag: bookingEtag(b.version) }));

/** What stores a held booking's answer, with its X-Session-Expires-At, inside the write's transaction. */
export function heldAnswerStorer(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode = 200,
): StoreWithin<WithExpiry<HeldBookingDocument>> | undefined {
  const store = answerStorerFor<HeldBookingDocument>(request, reply, statusCode);
  return (
    store &&
    ((tx, { value, expiresAt }) =>
      store(tx, value, { [SESSION_EXPIRES_HEADER.toLowerCase()]: expiresAt.toISOString() }))
  );
}
