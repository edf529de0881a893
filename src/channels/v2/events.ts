/** The agency's event feed (lifecycle.md "Events"), inside the authenticated V2 scope. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { partnerSecurity, v2ProblemResponses } from '../../platform/http/problem-schema.js';
import type { EventFeed } from '../../domain/events/events.js';
import { EventFeedPage, EventFeedQuery } from '../../domain/events/schemas.js';

export const eventRoutes: FastifyPluginAsyncTypebox<{ feed: EventFeed }> = async (app, { feed }) => {
  app.get(
    '/events',
    {
      schema: {
        operationId: 'listEvents',
        tags: ['V2 events'],
        summary: "The agency's event feed, oldest first",
        description:
          'Every change of your bookings after confirm, written in the same transaction as the change. Poll with `after` set to the last `nextAfter` you got; without `after` the feed starts at your first event. An event takes its place in the feed once its change has committed, after every event already served, so a later poll never finds one before your position.',
        security: partnerSecurity,
        querystring: EventFeedQuery,
        response: { 200: EventFeedPage, ...v2ProblemResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { after, limit } = request.query;
      return feed.page(request.agency.id, { ...(after !== undefined ? { after } : {}), ...(limit ? { limit } : {}) });
    },
  );
};
