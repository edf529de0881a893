/**
 * Routes of a confirmed booking's amendments (lifecycle.md "Amendments"): a guest's details, addons,
 * excursions and cabin numbers, with the held booking's bodies and listings. Every write answers the
 * booking with its new ETag and takes If-Match. Registered inside the V2 plugin (credentials, idempotency).
 */
import { UserKeyQuery } from '../../domain/auth/index.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { partnerSecurity, v2ProblemResponses } from '../../platform/http/problem-schema.js';
import { bookingAnswerStorer, sendBooking } from './booking-answer.js';
import {
  AddonsListing,
  ApplyCabinNumberBody,
  CabinNumberListing,
  ExcursionsListing,
  ExtrasChangeBody,
} from '../../domain/bookings/held-schemas.js';
import { BookingResourceSchema } from '../../domain/bookings/schemas.js';
import { GuestPatchBody } from '../../domain/amendments/guest-details.js';
import type { AmendableExtra, AmendmentService } from '../../domain/amendments/service.js';

const errors = v2ProblemResponses;
const security = partnerSecurity;
const BookingParams = Type.Object({ bookingId: Type.String({ minLength: 1, maxLength: 64 }) });
const IfMatchHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({
      maxLength: 256,
      description: 'The booking\u2019s ETag ("<version>") as last read: 412 PRECONDITION_FAILED if it changed since',
    }),
  ),
});

const EXTRAS: {
  kind: AmendableExtra;
  /** For operationIds: listBookingAddons, applyBookingAddons, ... */
  name: string;
  listing: typeof AddonsListing | typeof ExcursionsListing;
  what: string;
}[] = [
  { kind: 'addons', name: 'Addons', listing: AddonsListing, what: 'addons (per guest)' },
  {
    kind: 'excursions',
    name: 'Excursions',
    listing: ExcursionsListing,
    what: 'excursions (per guest; seats are taken at once)',
  },
];

const WRITE_ERRORS = errors(400, 401, 403, 404, 409, 412);

type App = Parameters<FastifyPluginAsyncTypebox>[0];

/** The booking amended, at the version the partner saw; with an Idempotency-Key, the answer's store in its transaction. */
const target = (request: FastifyRequest & { params: { bookingId: string } }, reply: FastifyReply) => ({
  agency: request.agency,
  bookingId: request.params.bookingId,
  ifMatch: request.headers['if-match'],
  storeWithin: bookingAnswerStorer(request, reply),
});

function guestRoute(app: App, amendments: AmendmentService) {
  app.patch(
    '/bookings/:bookingId/guests/:guestId',
    {
      schema: {
        operationId: 'amendGuest',
        tags: ['V2 amendments'],
        summary: 'Change a guest\u2019s details',
        description:
          'Any of the confirm\u2019s guest fields; the confirm\u2019s rules are checked again on the whole party (age band at departure, one lead guest with email, phone and address). `isLead: true` makes this guest the lead. Until departure; bumps the version and appends `booking.amended`.',
        security,
        params: Type.Object({
          bookingId: BookingParams.properties.bookingId,
          guestId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
        }),
        querystring: UserKeyQuery,
        headers: IfMatchHeaders,
        body: GuestPatchBody,
        response: { 200: BookingResourceSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) =>
      sendBooking(reply, await amendments.patchGuest(target(request, reply), request.params.guestId, request.body)),
  );
}

function extrasRoutes(app: App, amendments: AmendmentService) {
  for (const extra of EXTRAS) {
    const url = `/bookings/:bookingId/${extra.kind}`;
    app.get(
      url,
      {
        schema: {
          operationId: `listBooking${extra.name}`,
          tags: ['V2 amendments'],
          summary: `List ${extra.what} applicable to the confirmed booking`,
          description:
            'As on a held booking, but always as it is now (prices and seats are not recorded). 409 once cancelled or departed.',
          security,
          params: BookingParams,
          querystring: UserKeyQuery,
          response: { 200: extra.listing, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => (await amendments.listExtras(request.agency, request.params.bookingId, extra.kind)) as never,
    );
    for (const method of ['POST', 'DELETE'] as const) {
      app.route({
        method,
        url,
        schema: {
          operationId: `${method === 'POST' ? 'apply' : 'remove'}Booking${extra.name}`,
          tags: ['V2 amendments'],
          summary: `${method === 'POST' ? 'Apply' : 'Remove'} ${extra.what} on the confirmed booking`,
          description:
            'The held booking\u2019s body and rules, all or nothing; answers the booking with the total and the payment block recalculated, a new version and ETag.',
          security,
          params: BookingParams,
          querystring: UserKeyQuery,
          headers: IfMatchHeaders,
          body: ExtrasChangeBody(extra.kind, method === 'DELETE'),
          response: { 200: BookingResourceSchema, ...WRITE_ERRORS },
        },
        handler: async (request, reply) =>
          sendBooking(
            reply,
            await amendments.changeExtras(
              target(request, reply),
              extra.kind,
              request.body as never,
              method === 'DELETE',
            ),
          ),
      });
    }
  }
}

function cabinNumberRoutes(app: App, amendments: AmendmentService) {
  app.get(
    '/bookings/:bookingId/cabin-numbers',
    {
      schema: {
        operationId: 'listBookingCabinNumbers',
        tags: ['V2 amendments'],
        summary: 'List free cabin numbers of a grade the confirmed booking holds',
        description:
          'As on a held booking: the numbers free for the booking\u2019s legs, by deck, recorded for the booking; list again before every apply. 409 once cancelled or departed.',
        security,
        params: BookingParams,
        querystring: Type.Object({
          ...UserKeyQuery.properties,
          cabinGrade: Type.String({ minLength: 1, maxLength: 32 }),
        }),
        response: { 200: CabinNumberListing, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => amendments.listCabinNumbers(request.agency, request.params.bookingId, request.query.cabinGrade),
  );

  app.post(
    '/bookings/:bookingId/cabin-numbers',
    {
      schema: {
        operationId: 'chooseBookingCabinNumber',
        tags: ['V2 amendments'],
        summary: 'Choose a cabin number on the confirmed booking, or null for a guarantee cabin',
        description:
          '409 CABIN_NUMBER_TAKEN when the number was taken since the listing: the booking keeps its cabin. Bumps the version.',
        security,
        params: BookingParams,
        querystring: UserKeyQuery,
        headers: IfMatchHeaders,
        body: ApplyCabinNumberBody,
        response: { 200: BookingResourceSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) =>
      sendBooking(reply, await amendments.applyCabinNumber(target(request, reply), request.body)),
  );
}

/** Registered in this order: the OpenAPI document lists the paths as they were registered. */
export const amendmentRoutes: FastifyPluginAsyncTypebox<{ amendments: AmendmentService }> = async (app, opts) => {
  guestRoute(app, opts.amendments);
  extrasRoutes(app, opts.amendments);
  cabinNumberRoutes(app, opts.amendments);
};
