/**
 * V2 watches: departures watched for a grade opening or a price dropping; the agency gets `availability.opened`
 * and `price.dropped` in its event feed and at its webhooks, once per transition.
 */
import type { BerthResponse, RequestOptions } from '../options.js';
import type { Transport } from '../transport.js';
import type { CreateWatchRequest, Watch, WatchList } from '../types.js';

export class WatchesResource {
  constructor(private readonly transport: Transport) {}

  /** Registers a watch (201); at most 100 per agency (`ConflictError` WATCH_LIMIT_REACHED). */
  create(body: CreateWatchRequest, options?: RequestOptions): Promise<BerthResponse<Watch>> {
    return this.transport.request({ method: 'POST', path: '/api/v2/watches', body, idempotent: true, options });
  }

  /** The agency's watches still running, oldest first. */
  list(options?: RequestOptions): Promise<BerthResponse<WatchList>> {
    return this.transport.request({ method: 'GET', path: '/api/v2/watches', options });
  }

  /** Ends a watch: no event of it is written after the answer. */
  delete(watchId: string, options?: RequestOptions): Promise<BerthResponse<null>> {
    return this.transport.request({
      method: 'DELETE',
      path: `/api/v2/watches/${encodeURIComponent(watchId)}`,
      idempotent: true,
      options,
    });
  }
}
