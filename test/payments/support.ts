/**
 * What the payment tests read back: everything the database holds about a booking that a payment, the
 * overdue job or a cancellation may change (payments, events, allocations).
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows, type Db } from '../../src/platform/db/client.js';
import { LEAD_GUEST, tomorrowInOslo, type partnerClient } from '../support/server-process.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export { confirmBooking } from '../support/lifecycle.js';

export const minor = (major: number) => Math.round(major * 100);

export interface StoredState {
  status: string;
  version: number;
  paidMinor: number;
  payments: number;
  paymentSumMinor: number;
  events: { type: string; data: Json }[];
  allocations: number;
}

/** Everything the database holds about a booking (by its partner-facing id) that a payment may change. */
export async function storedState(db: Db, reference: string): Promise<StoredState> {
  const [b] = await queryRows<{ id: string; status: string; version: number; paid_minor: number }>(
    db,
    sql`select id, status, version, paid_minor from bookings where reference = ${reference}`,
  );
  const [p] = await queryRows<{ n: number; total: number }>(
    db,
    sql`select count(*)::int as n, coalesce(sum(amount_minor), 0)::int as total from payments where booking_id = ${b!.id}`,
  );
  const events = await queryRows<{ type: string; data: Json }>(
    db,
    sql`select type, data from events where booking_id = ${b!.id} order by seq`,
  );
  const [a] = await queryRows<{ n: number }>(
    db,
    sql`select ((select count(*) from cabin_allocations where booking_id = ${b!.id})
              + (select count(*) from capacity_allocations where booking_id = ${b!.id})
              + (select count(*) from vehicle_allocations where booking_id = ${b!.id})
              + (select count(*) from excursion_allocations where booking_id = ${b!.id}))::int as n`,
  );
  return {
    status: b!.status,
    version: Number(b!.version),
    paidMinor: Number(b!.paid_minor),
    payments: p!.n,
    paymentSumMinor: p!.total,
    events,
    allocations: a!.n,
  };
}

type ServerCall = Awaited<ReturnType<typeof partnerClient>>;

/** A confirmed booking (the 201 body) of one adult, departing tomorrow, made on a server process at `base`. */
export async function confirmOnServer(call: ServerCall, base: string): Promise<Json> {
  const s = await call(base, 'POST', '/search/voyages', {
    departurePort: 'BGO',
    arrivalPort: 'TOS',
    departureDateFrom: tomorrowInOslo(),
    guests: [{ type: 'ADULT' }],
  });
  expect(s.status).toBe(200);
  const grade = s.body.results[0].cabinGrades.find((g: { availableCabins: number }) => g.availableCabins > 0);
  const held = await call(base, 'POST', `/bookings/create/voyage-only/${s.body.sessionId}`, {
    departureDate: s.body.results[0].departureDate,
    cabinMix: [{ code: grade.code, guestIds: [1] }],
  });
  expect(held.status).toBe(201);
  const confirmed = await call(base, 'POST', `/bookings/create/voyage-only/${s.body.sessionId}/confirm`, {
    guests: [LEAD_GUEST],
  });
  expect(confirmed.status).toBe(201);
  return confirmed.body;
}
