/**
 * V2 amendments of a confirmed booking until departure: a guest's details, addons, excursions and cabin
 * numbers, with the held booking's bodies and rules. Every change answers the booking with its new version
 * (`response.etag`); pass the ETag you last read as `{ ifMatch }` so that a change made meanwhile by someone
 * else answers PreconditionFailedError (412) instead of being overwritten.
 */
import type { BerthResponse, RequestOptions } from '../options.js';
import type { Transport } from '../transport.js';
import type {
  ApplyAddonsRequest,
  ApplyCabinNumberRequest,
  ApplyExcursionsRequest,
  Booking,
  CabinNumberListing,
  ConfirmedAddonsListing,
  ConfirmedExcursionsListing,
  GuestUpdateRequest,
  RemoveAddonsRequest,
  RemoveExcursionsRequest,
} from '../types.js';

const bookingPath = (bookingId: string, suffix = '') => `/api/v2/bookings/${encodeURIComponent(bookingId)}${suffix}`;

export class AmendmentsResource {
  constructor(private readonly transport: Transport) {}

  /** Changes one guest's details (fields left out keep their value); the confirm's rules are checked again. */
  updateGuest(
    bookingId: string,
    guestId: number,
    body: GuestUpdateRequest,
    options?: RequestOptions,
  ): Promise<BerthResponse<Booking>> {
    return this.transport.request({
      method: 'PATCH',
      path: bookingPath(bookingId, `/guests/${guestId}`),
      body,
      idempotent: true,
      options,
    });
  }

  /** The addons that apply to the booking now, with per-guest prices. */
  listAddons(bookingId: string, options?: RequestOptions): Promise<BerthResponse<ConfirmedAddonsListing>> {
    return this.transport.request({ method: 'GET', path: bookingPath(bookingId, '/addons'), options });
  }

  /** Adds addons (all or nothing); the total and the payment block follow. */
  applyAddons(bookingId: string, body: ApplyAddonsRequest, options?: RequestOptions): Promise<BerthResponse<Booking>> {
    return this.transport.request({
      method: 'POST',
      path: bookingPath(bookingId, '/addons'),
      body,
      idempotent: true,
      options,
    });
  }

  /** Removes addons (all or nothing). Not retried after a possible effect. */
  removeAddons(
    bookingId: string,
    body: RemoveAddonsRequest,
    options?: RequestOptions,
  ): Promise<BerthResponse<Booking>> {
    return this.transport.request({
      method: 'DELETE',
      path: bookingPath(bookingId, '/addons'),
      body,
      idempotent: true,
      options,
    });
  }

  /** The excursions that apply to the booking now, with the seats left and per-guest prices. */
  listExcursions(bookingId: string, options?: RequestOptions): Promise<BerthResponse<ConfirmedExcursionsListing>> {
    return this.transport.request({ method: 'GET', path: bookingPath(bookingId, '/excursions'), options });
  }

  /** Books excursion seats (all or nothing); ConflictError EXCURSION_SOLD_OUT when too few are left. */
  applyExcursions(
    bookingId: string,
    body: ApplyExcursionsRequest,
    options?: RequestOptions,
  ): Promise<BerthResponse<Booking>> {
    return this.transport.request({
      method: 'POST',
      path: bookingPath(bookingId, '/excursions'),
      body,
      idempotent: true,
      options,
    });
  }

  /** Gives excursion seats back (all or nothing). Not retried after a possible effect. */
  removeExcursions(
    bookingId: string,
    body: RemoveExcursionsRequest,
    options?: RequestOptions,
  ): Promise<BerthResponse<Booking>> {
    return this.transport.request({
      method: 'DELETE',
      path: bookingPath(bookingId, '/excursions'),
      body,
      idempotent: true,
      options,
    });
  }

  /** The free numbers of a grade the booking holds, by deck; recorded for the booking: list again before every apply. */
  listCabinNumbers(
    bookingId: string,
    cabinGrade: string,
    options?: RequestOptions,
  ): Promise<BerthResponse<CabinNumberListing>> {
    return this.transport.request({
      method: 'GET',
      path: bookingPath(bookingId, '/cabin-numbers'),
      query: { cabinGrade },
      options,
    });
  }

  /** Moves a cabin to a listed number, or back to an assigned cabin with `cabinNumber: null`. */
  applyCabinNumber(
    bookingId: string,
    body: ApplyCabinNumberRequest,
    options?: RequestOptions,
  ): Promise<BerthResponse<Booking>> {
    return this.transport.request({
      method: 'POST',
      path: bookingPath(bookingId, '/cabin-numbers'),
      body,
      idempotent: true,
      options,
    });
  }
}
