/**
 * The cancellation policy's "today" for one booking (bookingNow): the sandbox's moved bookings live ahead of
 * the clock by how far their departure_at was moved; outside the sandbox nothing moves, and a difference
 * between the voyage's departure and departure_at is never read as a move.
 */
import { describe, expect, it } from 'vitest';
import { bookingNow, daysBeforeDeparture } from '../../src/domain/bookings/cancellation-policy.js';

const ZONE = 'Europe/Oslo';
const now = new Date('2027-01-01T12:00:00Z');
// Departs 2027-03-02 at 22:30 local (21:30 UTC in winter).
const document = { departureDate: '2027-03-02T22:30:00' };
const asSold = { departureAt: new Date('2027-03-02T21:30:00Z'), document };
// Moved 40 days earlier by the sandbox.
const moved = { departureAt: new Date('2027-01-21T21:30:00Z'), document };

describe('bookingNow', () => {
  it('is now for a booking as sold, in the sandbox and outside it', () => {
    expect(bookingNow(now, asSold, ZONE, true)).toEqual(now);
    expect(bookingNow(now, asSold, ZONE, false)).toEqual(now);
  });

  it('in the sandbox, a moved booking is charged on its own day: 40 days later', () => {
    const today = bookingNow(now, moved, ZONE, true);
    expect(daysBeforeDeparture(now, document.departureDate, ZONE)).toBe(60);
    expect(daysBeforeDeparture(today, document.departureDate, ZONE)).toBe(20);
  });

  it('outside the sandbox a difference is never a move (a row backfilled in another zone): now', () => {
    expect(bookingNow(now, moved, ZONE, false)).toEqual(now);
  });
});
