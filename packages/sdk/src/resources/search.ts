/** V2 search: every search opens a new session (15-minute idle timer). */
import type { BerthResponse, RequestOptions } from '../options.js';
import type { Transport } from '../transport.js';
import type { PackageSearchRequest, SearchResult, VoyageSearchRequest } from '../types.js';

export class SearchResource {
  constructor(private readonly transport: Transport) {}

  /**
   * Searches voyages between two ports and opens a voyage-only session.
   * @example const { data: search } = await berth.search.voyages({ departurePort: 'BGO', arrivalPort: 'TOS',
   *   departureDateFrom: '2027-01-10', guests: [{ type: 'ADULT' }] });
   */
  voyages(body: VoyageSearchRequest, options?: RequestOptions): Promise<BerthResponse<SearchResult>> {
    return this.transport.request({ method: 'POST', path: '/api/v2/search/voyages', body, idempotent: true, options });
  }

  /** Searches the departures of a package (see `refdata.packages()`) and opens a package session. */
  packages(body: PackageSearchRequest, options?: RequestOptions): Promise<BerthResponse<SearchResult>> {
    return this.transport.request({ method: 'POST', path: '/api/v2/search/packages', body, idempotent: true, options });
  }
}
