/**
 * Bookings (portal.md): search and detail for the agency's own and, for the operator, every agency's; the
 * confirmation PDF; the guests' personal data, exported or erased (with a confirmation step) by either's
 * staff, each access recorded; and for the agency, recording a payment and cancelling through a quote.
 * All through the API's services (bookings/lifecycle, payments, documents): the same rules, the same
 * "not found" for another agency's booking. Three plugins, registered side by side by the portal (index.ts):
 * the list and search here, the detail page and its downloads (booking-detail.ts), the actions that change
 * the booking (booking-actions.ts).
 */
import type { FastifyInstance } from 'fastify';
import { listAgencies } from '../../auth/agency-admin.js';
import type { BookingListQuery } from '../../bookings/lifecycle/list.js';
import { portAndShipNames } from '../booking-names.js';
import { field, formErrorsOf, type FormErrors } from '../forms.js';
import { requireAgencyScope, requireRole } from '../guard.js';
import type { PortalDeps } from '../deps.js';
import { BOOKING_ID } from './booking-detail.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The search form's fields, as typed (kept in the form) and as a list query (with the problems found). */
function searchOf(query: Record<string, unknown>): {
  values: Record<string, string>;
  list: BookingListQuery;
  errors: FormErrors;
} {
  const values = {
    bookingId: field(query, 'bookingId'),
    agencyReference: field(query, 'agencyReference'),
    guestName: field(query, 'guestName'),
    departureFrom: field(query, 'departureFrom'),
    departureTo: field(query, 'departureTo'),
    status: field(query, 'status'),
    cursor: field(query, 'cursor'),
  };
  const errors: FormErrors = {};
  const list: BookingListQuery = { limit: 25 };
  if (values.bookingId) {
    if (BOOKING_ID.test(values.bookingId)) list.bookingId = values.bookingId.toUpperCase();
    else errors.bookingId = 'must be a booking id such as BR7KQ2MX9P';
  }
  if (values.agencyReference) {
    if (values.agencyReference.length <= 64) list.agencyReference = values.agencyReference;
    else errors.agencyReference = 'must be at most 64 characters';
  }
  if (values.guestName) {
    if (values.guestName.length <= 100) list.guestName = values.guestName;
    else errors.guestName = 'must be at most 100 characters';
  }
  for (const name of ['departureFrom', 'departureTo'] as const) {
    if (!values[name]) continue;
    if (DATE.test(values[name]) && !Number.isNaN(Date.parse(values[name]))) list[name] = values[name];
    else errors[name] = 'must be a date (YYYY-MM-DD)';
  }
  if (list.departureFrom && list.departureTo && list.departureTo < list.departureFrom) {
    errors.departureTo = 'must be on or after the "Departure from" date';
  }
  if (values.status === 'CONFIRMED' || values.status === 'CANCELLED') list.status = values.status;
  else if (values.status) errors.status = 'must be Confirmed or Cancelled';
  if (values.cursor) list.cursor = values.cursor;
  return { values, list, errors };
}

/** The booking list with its search form: the agency's bookings, or for the operator every agency's or one's. */
export async function bookingListPages(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  const { db } = deps;
  const staff = { preHandler: requireRole('AGENCY', 'OPERATOR') };

  app.get<{ Querystring: Record<string, unknown> }>('/bookings', staff, async (request, reply) => {
    const { agencyId } = requireAgencyScope(request);
    const { values, list, errors } = searchOf(request.query);
    // The operator lists every agency's bookings, or one agency's (`agency`: its client id).
    const everyAgency = agencyId === undefined ? await listAgencies(db) : [];
    const agencyFilter = field(request.query, 'agency');
    let scope = agencyId ?? null;
    if (agencyId === undefined && agencyFilter) {
      scope = everyAgency.find((a) => a.clientId === agencyFilter)?.id ?? null;
      if (scope === null) errors.agency = 'is not an agency';
    }
    let page: Awaited<ReturnType<typeof deps.bookingList.list>> = { bookings: [], nextCursor: null };
    if (Object.keys(errors).length === 0) {
      try {
        page = await deps.bookingList.list(scope, list);
      } catch (error) {
        Object.assign(errors, formErrorsOf(error, 'departureTo'));
        if (errors.cursor) errors.form = 'The page link is no longer valid; search again.';
      }
    }
    const agencyNames = new Map(everyAgency.map((a) => [a.id, a.name]));
    const names = await portAndShipNames(db);
    const searched = { ...values, ...(agencyFilter ? { agency: agencyFilter } : {}) };
    const next = page.nextCursor ? new URLSearchParams({ ...searched, cursor: page.nextCursor }).toString() : null;
    return reply.code(Object.keys(errors).length > 0 ? 400 : 200).page('bookings/list', {
      title: 'Bookings',
      section: 'bookings',
      bookings: page.bookings.map((b) => ({ ...b, agencyName: agencyNames.get(b.agencyId) ?? '' })),
      names,
      everyAgency: agencyId === undefined,
      agencies: everyAgency.map((a) => ({ clientId: a.clientId, name: a.name })),
      values: searched,
      errors,
      next,
    });
  });
}
