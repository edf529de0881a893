/** V2 event feed: every change of the agency's bookings after confirm, oldest first. */
import type { BerthResponse, RequestOptions } from '../options.js';
import type { Transport } from '../transport.js';
import type { BerthEvent, EventFeedPage } from '../types.js';

export interface FeedOptions {
  /** Start after this event id (the last one you processed); omitted: at your first event. */
  after?: string;
  /** Events per request, 1-1000 (100). */
  limit?: number;
  /**
   * Keep polling once caught up (every `pollIntervalMs`, 5 s by default) instead of ending; stop it with
   * `signal` or by leaving the loop.
   */
  follow?: boolean;
  pollIntervalMs?: number;
  signal?: AbortSignal;
}

export class EventsResource {
  constructor(private readonly transport: Transport) {}

  /** One page of the feed: `{ events, nextAfter }`; send `nextAfter` as `after` next time (null: nothing new). */
  list(
    query: { after?: string; limit?: number } = {},
    options?: RequestOptions,
  ): Promise<BerthResponse<EventFeedPage>> {
    return this.transport.request({ method: 'GET', path: '/api/v2/events', query: { ...query }, options });
  }

  /**
   * The feed as an async iterator: `for await (const event of berth.events.iterate({ after }))`. Remember
   * the id of each event you have processed: it is where to resume after a restart. Receivers of the same
   * event twice (a retried poll, a resumed loop) deduplicate by `id`.
   */
  async *iterate(feed: FeedOptions = {}, options?: RequestOptions): AsyncGenerator<BerthEvent> {
    let after = feed.after;
    const callOptions = { ...options, ...(feed.signal ? { signal: feed.signal } : {}) };
    for (;;) {
      const { data } = await this.list(
        { ...(after ? { after } : {}), ...(feed.limit ? { limit: feed.limit } : {}) },
        callOptions,
      );
      yield* data.events;
      if (data.nextAfter) after = data.nextAfter;
      if (data.events.length > 0 && data.events.length === (feed.limit ?? 100)) continue;
      if (!feed.follow || feed.signal?.aborted) return;
      await pause(feed.pollIntervalMs ?? 5000, feed.signal);
      if (feed.signal?.aborted) return;
    }
  }
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}
