/**
 * What each role's home page (portal.md "Home") counts: what needs attention now, each with the place where
 * it is dealt with. Every count is its owner's read (bookings/attention.ts, webhooks/
 * failing-endpoints.ts, request-log/reads.ts, sailings/); what is left here is which of them a home shows and
 * what "soon" and "nearly full" mean on it.
 */
import type { Db } from '../../platform/db/client.js';
import { findAgencyById } from '../../domain/auth/agency-store.js';
import {
  agencyHasBooked,
  departuresBetween,
  paymentsDueSoon as paymentsDueWithin,
} from '../../domain/bookings/attention.js';
import type { Occupancy } from '../../domain/sailings/occupancy.js';
import { addDays, localDateTime } from '../../kernel/time.js';
import { pendingAccessRequests } from '../../domain/accounts/access-requests.js';
import { agencyHasSearched } from '../../platform/request-log/reads.js';

export { overdueBookings, type DueBooking } from '../../domain/bookings/attention.js';
export { failingEndpoints, type FailingEndpoint } from '../../domain/webhooks/failing-endpoints.js';
export { failedCallsToday, risingErrorRates, type RisingErrors } from '../../platform/request-log/reads.js';
export { sampleVoyage } from '../../domain/sailings/sample-voyage.js';

/** How far ahead "soon" looks: payments falling due and departures. */
export const AHEAD_DAYS = 7;
/** A sailing counts as nearly full from this share of cabin places sold or held on its busiest leg. */
export const NEARLY_FULL_PERCENT = 80;

/** Today and the last day of the coming week, operator-local `YYYY-MM-DD` (the booking search's dates). */
export function comingWeek(now: Date, timeZone: string): { from: string; to: string } {
  const from = localDateTime(now, timeZone).slice(0, 10);
  return { from, to: addDays(from, AHEAD_DAYS - 1) };
}

/** Unpaid bookings whose next payment falls due within the coming week or is due now (not yet overdue). */
export function paymentsDueSoon(db: Db, now: Date, agencyId: string, graceMs: number) {
  return paymentsDueWithin(db, now, { agencyId, graceMs }, AHEAD_DAYS);
}

/** Confirmed bookings departing in the coming week, counted as the booking search counts them (local dates). */
export function departuresSoon(db: Db, now: Date, timeZone: string, agencyId: string): Promise<number> {
  return departuresBetween(db, comingWeek(now, timeZone), timeZone, agencyId);
}

/** How far an agency has come with the API: the getting-started walk-through shows until all are done. */
export interface FirstSteps {
  secretCreated: boolean;
  tokenObtained: boolean;
  searched: boolean;
  booked: boolean;
  /** The agency's first currency, for the walk-through's search. */
  currency: string;
}

export async function firstSteps(db: Db, agencyId: string): Promise<FirstSteps> {
  const [agency, searched, booked] = await Promise.all([
    findAgencyById(db, agencyId),
    agencyHasSearched(db, agencyId),
    agencyHasBooked(db, agencyId),
  ]);
  return {
    secretCreated: (agency?.secretIssuedAt ?? null) !== null,
    tokenObtained: (agency?.secretLastUsedAt ?? null) !== null,
    searched: agency !== undefined && searched,
    booked: agency !== undefined && booked,
    currency: agency?.currencies[0] ?? 'NOK',
  };
}

export interface BusySailing {
  code: string;
  shipName: string;
  routeName: string;
  departureAt: string;
  /** Sold and held cabin places on the busiest leg, in percent of its capacity. */
  loadPercent: number;
}

/** Sailings departing in the coming week whose busiest leg is at least NEARLY_FULL_PERCENT taken. */
export async function nearlyFullSailings(occupancy: Occupancy, now: Date, timeZone: string): Promise<BusySailing[]> {
  const sailings = await occupancy.listSailingLoads(comingWeek(now, timeZone), now);
  return sailings
    .map((s) => ({
      code: s.code,
      shipName: s.shipName,
      routeName: s.routeName,
      departureAt: s.departureAt,
      loadPercent: Math.max(
        0,
        ...s.legs.map((l) => (l.capacity === 0 ? 0 : Math.round(((l.sold + l.held) * 100) / l.capacity))),
      ),
    }))
    .filter((s) => s.loadPercent >= NEARLY_FULL_PERCENT);
}

export async function pendingRequestCount(db: Db): Promise<number> {
  return (await pendingAccessRequests(db, 1)).total;
}
