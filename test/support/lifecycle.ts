/**
 * Confirmed bookings for the tests of life after confirm: search, create, confirm through the HTTP API.
 */
import { expect } from 'vitest';
import { FIRST_DEPARTURE_DAY } from './app.js';
import { CHILD, LEAD, type V2Client } from './v2.js';

/** The confirm answer as the tests read it (a JSON object; fields checked by the tests themselves). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test fixture over untyped JSON
export type ConfirmedBookingBody = Record<string, any>;

export interface ConfirmOptions {
  day?: string;
  grade?: string;
  from?: string;
  to?: string;
  agencyReference?: string;
  /** Extra headers on the confirm (Idempotency-Key, X-Sandbox-Fault). */
  headers?: Record<string, string>;
  /** The confirm's guests (an ADULT, guest 1, and a CHILD, guest 2); LEAD and CHILD by default. */
  guests?: Record<string, unknown>[];
  /** Without `guests`: LEAD's names replaced by these, and a last name given to the CHILD too (a family). */
  names?: { firstName?: string; lastName?: string };
  /** The create's fareCode and promotionCode (commerce.md); none by default. */
  fareCode?: string;
  promotionCode?: string;
}

/** LEAD and CHILD, renamed as given. */
function partyNamed(names: ConfirmOptions['names'] = {}): Record<string, unknown>[] {
  const child = names.lastName ? { ...CHILD, lastName: names.lastName } : CHILD;
  return [{ guestId: 1, ...LEAD, ...names }, child];
}

/** A confirmed booking (the 201 body) of an ADULT (lead) and a CHILD in one cabin; departs BGO by default. */
export async function confirmBooking(api: V2Client, options: ConfirmOptions = {}): Promise<ConfirmedBookingBody> {
  const search = await api.searchVoyages({
    departurePort: options.from ?? 'BGO',
    arrivalPort: options.to ?? 'TOS',
    departureDateFrom: options.day ?? FIRST_DEPARTURE_DAY,
    guests: [{ type: 'ADULT' }, { type: 'CHILD' }],
  });
  expect(search.statusCode, search.body).toBe(200);
  const s = search.json();
  const created = await api.create('voyage-only', s.sessionId, {
    departureDate: s.results[0].departureDate,
    cabinMix: [{ code: options.grade ?? 'O2', guestIds: [1, 2] }],
    ...(options.fareCode ? { fareCode: options.fareCode } : {}),
    ...(options.promotionCode ? { promotionCode: options.promotionCode } : {}),
  });
  expect(created.statusCode, created.body).toBe(201);
  const confirmed = await api.sub(
    'POST',
    'voyage-only',
    s.sessionId,
    'confirm',
    {
      guests: options.guests ?? partyNamed(options.names),
      ...(options.agencyReference ? { agencyReference: options.agencyReference } : {}),
    },
    options.headers,
  );
  expect(confirmed.statusCode, confirmed.body).toBe(201);
  return confirmed.json();
}
