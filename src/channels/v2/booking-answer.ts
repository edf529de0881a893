/**
 * V2's answer of a write on a booking after confirm (a cancellation, a change, an amendment, the sandbox's helpers):
 * the booking resource with its ETag, and, with an Idempotency-Key, that same answer stored in the write's own
 * transaction (idempotency.ts answerStorerFor), where the write takes it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bookingEtag, type BookingResource } from '../../domain/bookings/resource.js';
import { answerStorerFor } from '../../platform/idempotency/idempotency.js';

/** The booking, 200 (or the status already set), with its ETag. */
export function sendBooking(reply: FastifyReply, booking: BookingResource) {
  return reply.header('ETag', bookingEtag(booking.version)).send(booking);
}

/** What stores sendBooking's answer inside the write's transaction; undefined without an Idempotency-Key. */
export const bookingAnswerStorer = (request: FastifyRequest, reply: FastifyReply) =>
  answerStorerFor<BookingResource>(request, reply, 200, (b) => ({ etag: bookingEtag(b.version) }));
