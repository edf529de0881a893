/**
 * Compile-time checks, run by `npm run typecheck` (tsc --noEmit; the root tsconfig includes packages/):
 * the SDK's types come from the generated OpenAPI types, so a misspelled field is an error. If the
 * typing is lost (a type turns into `any` or `never`), an `@ts-expect-error` below has nothing to expect and
 * the typecheck fails.
 */
import type {
  BerthClient,
  ConfirmRequest,
  CreateBookingRequest,
  HeldBooking,
  PackageSearchResult,
  SearchResult,
  SessionRef,
  VoyageSearchRequest,
} from '../src/index.js';

type IsNever<T> = [T] extends [never] ? true : false;
type IsAny<T> = 0 extends 1 & T ? true : false;
export const typesAreReal: [
  IsNever<HeldBooking>,
  IsAny<HeldBooking>,
  IsNever<SearchResult>,
  IsNever<ConfirmRequest>,
  IsNever<PackageSearchResult>,
] = [false, false, false, false, false];

export const createBody: CreateBookingRequest = {
  departureDate: '2027-01-10T22:30:00',
  cabinMix: [{ code: 'O2', guestIds: [1, 2] }],
};

export const misspelledTopLevel: CreateBookingRequest = {
  departureDate: '2027-01-10T22:30:00',
  // @ts-expect-error misspelled field: cabinMixes
  cabinMixes: [{ code: 'O2', guestIds: [1, 2] }],
};

export const wrongEnum: VoyageSearchRequest = {
  departurePort: 'BGO',
  arrivalPort: 'TOS',
  departureDateFrom: '2027-01-10',
  // @ts-expect-error guest types are ADULT, CHILD, INFANT or SENIOR
  guests: [{ type: 'ADLUT' }],
};

export async function calls(berth: BerthClient, session: SessionRef): Promise<number> {
  await berth.bookings.create(session, {
    departureDate: '2027-01-10T22:30:00',
    // @ts-expect-error misspelled nested field: guestId instead of guestIds
    cabinMix: [{ code: 'O2', guestId: [1] }],
  });
  // @ts-expect-error misspelled field: addon instead of addons
  await berth.addons.apply(session, { addon: [{ code: 'DINNER', guestIds: [1] }] });

  const { data, sessionExpiresAt } = await berth.bookings.get(session);
  const expires: Date | undefined = sessionExpiresAt;
  // @ts-expect-error misspelled response field: totalPrise
  void data.priceBreakdown.totalPrise;
  void expires;
  return data.priceBreakdown.totalPrice;
}
