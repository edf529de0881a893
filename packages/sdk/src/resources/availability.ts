/** V2 availability: each departure's grades, free cabins and fares, without a session (for calendars and listings). */
import type { BerthResponse, RequestOptions } from '../options.js';
import type { Transport } from '../transport.js';
import type { Availability, AvailabilityQuery } from '../types.js';

export class AvailabilityResource {
  constructor(private readonly transport: Transport) {}

  /**
   * The departures between two ports in a window of at most 31 days, each with its grades as search shows them
   * and every fare's price for the party (`guests`: `'ADULT,ADULT,CHILD'`, default two adults). Opens no session.
   * Pass the last answer's `etag` as `ifNoneMatch`: status 304 and no data while nothing changed.
   * @example const { data, etag } = await berth.availability.get({ departurePort: 'BGO', arrivalPort: 'TOS',
   *   from: '2027-01-10', to: '2027-02-09' });
   */
  get(query: AvailabilityQuery, options?: RequestOptions): Promise<BerthResponse<Availability | undefined>> {
    return this.transport.request({ method: 'GET', path: '/api/v2/availability', query: { ...query }, options });
  }
}
