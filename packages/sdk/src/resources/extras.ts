/**
 * V2 sub-resources of a held booking: addons and excursions (per guest) and supplemental tours (all guests;
 * at most one Arrival and one Departure). `list` answers what applies; `apply` and `remove` answer the
 * whole held booking with the total recalculated.
 */
import type { BerthResponse, RequestOptions } from '../options.js';
import { sessionPath } from '../session-path.js';
import type { Transport } from '../transport.js';
import type {
  AddonsListing,
  ApplyAddonsRequest,
  ApplyExcursionsRequest,
  ApplySupplementalToursRequest,
  ExcursionsListing,
  HeldBooking,
  RemoveAddonsRequest,
  RemoveExcursionsRequest,
  RemoveSupplementalToursRequest,
  SessionRef,
  SupplementalToursListing,
} from '../types.js';

class ExtrasResource<Listing, Apply, Remove> {
  constructor(
    private readonly transport: Transport,
    private readonly segment: string,
  ) {}

  /** What applies to the booking, with per-guest prices. The first call records the list on the session (and resets the timer). */
  list(session: SessionRef, options?: RequestOptions): Promise<BerthResponse<Listing>> {
    return this.transport.request({ method: 'GET', path: sessionPath(session, this.segment), options });
  }

  /** Applies items (all or nothing); answers the held booking. Resets the session timer. */
  apply(session: SessionRef, body: Apply, options?: RequestOptions): Promise<BerthResponse<HeldBooking>> {
    return this.transport.request({
      method: 'POST',
      path: sessionPath(session, this.segment),
      body,
      idempotent: true,
      options,
    });
  }

  /** Removes items (all or nothing); answers the held booking. Resets the session timer. */
  remove(session: SessionRef, body: Remove, options?: RequestOptions): Promise<BerthResponse<HeldBooking>> {
    return this.transport.request({
      method: 'DELETE',
      path: sessionPath(session, this.segment),
      body,
      idempotent: true,
      options,
    });
  }
}

/** Addons (meals, drinks, Wi-Fi, parking), per guest: `{ addons: [{ code, guestIds }] }`. */
export class AddonsResource extends ExtrasResource<AddonsListing, ApplyAddonsRequest, RemoveAddonsRequest> {
  constructor(transport: Transport) {
    super(transport, '/addons');
  }
}

/** Excursions at the ports of call, per guest (seats are held): `{ excursions: [{ code, guestIds }] }`. */
export class ExcursionsResource extends ExtrasResource<
  ExcursionsListing,
  ApplyExcursionsRequest,
  RemoveExcursionsRequest
> {
  constructor(transport: Transport) {
    super(transport, '/excursions');
  }
}

/** Pre- and post-cruise tours, for all guests: `{ supplementalTours: [{ code, tourStageSelectableRouteOverrides? }] }`. */
export class SupplementalToursResource extends ExtrasResource<
  SupplementalToursListing,
  ApplySupplementalToursRequest,
  RemoveSupplementalToursRequest
> {
  constructor(transport: Transport) {
    super(transport, '/supplemental-tours');
  }
}
