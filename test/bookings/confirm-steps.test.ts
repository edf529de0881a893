/** The confirm's steps that hold logic of their own (domain/bookings/confirm/), without a database. */
import { describe, expect, it } from 'vitest';
import type { HeldBookingDocument } from '../../src/domain/bookings/booking-view.js';
import { confirmedDocument, confirmedRow } from '../../src/domain/bookings/confirm/document.js';
import { HELD_BOOKING_EXAMPLE } from '../../src/domain/bookings/examples.js';
import { dueInstants } from '../../src/domain/bookings/payment.js';
import { reserveWithBackend } from '../../src/domain/bookings/confirm/reserve.js';
import { BackendUnavailableError } from '../../src/domain/bookings/reservation-backend.js';
import { AppError } from '../../src/kernel/errors.js';

const held = HELD_BOOKING_EXAMPLE as unknown as HeldBookingDocument;
const adult = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1980-01-01',
  gender: 'FEMALE' as const,
  nationality: 'NO',
};
const body = {
  agencyReference: 'AG-1',
  guests: held.guests.map((g, i) => ({ ...adult, guestId: g.id, ...(i === 0 ? { isLead: true } : {}) })),
};

describe('confirm: document', () => {
  it('is the held document with the reference, status and each guest’s details (isLead always set)', () => {
    const doc = confirmedDocument(held, body, 'BR-1');
    expect(doc).toMatchObject({ bookingId: 'BR-1', status: 'CONFIRMED', agencyReference: 'AG-1' });
    expect(doc.cabins).toEqual(held.cabins);
    expect(doc.guests.map((g) => [g.id, g.customerDetails?.isLead])).toEqual(
      held.guests.map((g, i) => [g.id, i === 0]),
    );
  });

  it('has no agencyReference when none was sent', () => {
    expect('agencyReference' in confirmedDocument(held, { guests: body.guests }, 'BR-1')).toBe(false);
  });

  it('fixes the schedule and the total at confirm', () => {
    const now = new Date('2027-01-05T09:00:00Z');
    const row = confirmedRow(held, body, 'BR-1', now, 'UTC');
    expect(row.departureAt.toISOString()).toBe(new Date(`${held.departureDate.slice(0, 19)}Z`).toISOString());
    expect({ depositDueAt: row.depositDueAt, balanceDueAt: row.balanceDueAt }).toEqual(
      dueInstants(now, row.departureAt),
    );
    expect(row.agencyReference).toBe('AG-1');
    expect(row.totalMinor).toBeGreaterThan(0);
  });
});

describe('confirm: reserve', () => {
  const reserved = {
    session: { id: 's', expiresAt: new Date('2027-01-05T09:30:00Z') },
    held: { id: 'b', sailingId: 1, fromSeq: 1, toSeq: 2, packageCode: null, currency: 'EUR', document: held },
  };

  it('answers the back end’s reference', async () => {
    const backend = { reserve: async () => ({ reference: 'BR-9' }) };
    expect(await reserveWithBackend(backend, 'agency', reserved)).toBe('BR-9');
  });

  it('turns an unavailable back end into 503 with the session’s expiry, a failing one into 502', async () => {
    const down = { reserve: async () => Promise.reject(new BackendUnavailableError('down')) };
    const failing = { reserve: async () => Promise.reject(new Error('boom')) };
    const unavailable = await reserveWithBackend(down, 'agency', reserved).catch((e: unknown) => e);
    const failed = await reserveWithBackend(failing, 'agency', reserved).catch((e: unknown) => e);
    expect(unavailable).toBeInstanceOf(AppError);
    expect(unavailable).toMatchObject({ status: 503, code: 'RESERVATION_BACKEND_UNAVAILABLE' });
    expect(failed).toMatchObject({ status: 502, sessionExpiresAt: reserved.session.expiresAt });
  });
});
