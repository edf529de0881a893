/**
 * berth_http_request_duration_seconds for every request the app answers. The route label is the route's
 * template as registered (`/api/v2/bookings/:bookingId`), never the URL: a URL carries booking ids, session
 * ids and query strings (a user_key among them), and would make a series per booking. A request no route
 * matched (404, or a URL the router could not decode) is labelled UNMATCHED_ROUTE, one series for all of them.
 */
import type { FastifyInstance } from 'fastify';
import type { Metrics } from './registry.js';

export const UNMATCHED_ROUTE = 'unmatched';

/** Call on the root instance, before the routes are registered, so that its hook reaches every one. */
export function observeRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.requestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
