/** V2 extras of a held booking (section 4.2): list, apply and remove addons, excursions and supplemental tours. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UserKeyQuery } from '../../domain/auth/index.js';
import { partnerSecurity, v2ProblemResponses } from '../../platform/http/problem-schema.js';
import { setSessionExpiry } from '../../domain/sessions/expiry-header.js';
import type { ExtraKind, ExtrasService } from '../../domain/bookings/extras.js';
import { TYPE_NAME, type BookingTypeRouteOptions } from './route-names.js';
import { heldAnswerStorer } from './booking-answer.js';
import {
  AddonsListing,
  ExcursionsListing,
  ExtrasChangeBody,
  HeldBooking,
  SessionIdParams,
  ToursListing,
} from '../../domain/bookings/held-schemas.js';

const EXTRAS: {
  kind: ExtraKind;
  /** In operationIds: listVoyageOnlyAddons, applyPackageSupplementalTours, ... */
  name: string;
  path: string;
  listing: typeof AddonsListing | typeof ExcursionsListing | typeof ToursListing;
  what: string;
}[] = [
  { kind: 'addons', name: 'Addons', path: 'addons', listing: AddonsListing, what: 'addons (per guest)' },
  {
    kind: 'excursions',
    name: 'Excursions',
    path: 'excursions',
    listing: ExcursionsListing,
    what: 'excursions (per guest; seats are held)',
  },
  {
    kind: 'supplementalTours',
    name: 'SupplementalTours',
    path: 'supplemental-tours',
    listing: ToursListing,
    what: 'supplemental tours (all guests; one Arrival, one Departure)',
  },
];

const errors = v2ProblemResponses;
const security = partnerSecurity;

export const extrasRoutes: FastifyPluginAsyncTypebox<BookingTypeRouteOptions & { extras: ExtrasService }> = async (
  app,
  opts,
) => {
  const { type } = opts;
  for (const extra of EXTRAS) {
    const path = `/bookings/create/${type}/:sessionId/${extra.path}`;
    app.get(
      path,
      {
        schema: {
          operationId: `list${TYPE_NAME[type]}${extra.name}`,
          tags: ['V2 extras'],
          summary: `List applicable ${extra.what} (${type})`,
          description:
            'The first call records the list on the session (and resets the timer); later calls answer the record.',
          security,
          params: SessionIdParams,
          querystring: UserKeyQuery,
          response: { 200: extra.listing, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const { value, expiresAt } = await opts.extras.list(request.agency, type, request.params.sessionId, extra.kind);
        setSessionExpiry(reply, expiresAt);
        return value as never;
      },
    );
    for (const method of ['POST', 'DELETE'] as const) {
      app.route({
        method,
        url: path,
        schema: {
          operationId: `${method === 'POST' ? 'apply' : 'remove'}${TYPE_NAME[type]}${extra.name}`,
          tags: ['V2 extras'],
          summary: `${method === 'POST' ? 'Apply' : 'Remove'} ${extra.what} (${type})`,
          description: 'All or nothing; answers the whole held booking with the total recalculated. Resets the timer.',
          security,
          params: SessionIdParams,
          querystring: UserKeyQuery,
          body: ExtrasChangeBody(extra.kind, method === 'DELETE'),
          response: { 200: HeldBooking, ...errors(400, 401, 403, 404, 409) },
        },
        handler: async (request, reply) => {
          const params = request.params as { sessionId: string };
          const { value, expiresAt } = await opts.extras.change(
            request.agency,
            type,
            params.sessionId,
            extra.kind,
            request.body as never,
            method === 'DELETE',
            heldAnswerStorer(request, reply),
          );
          setSessionExpiry(reply, expiresAt);
          return value;
        },
      });
    }
  }
};
