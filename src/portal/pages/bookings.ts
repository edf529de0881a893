/**
 * Bookings (portal.md): search and detail for the agency's own and, for the operator, every agency's; the
 * confirmation PDF; the guests' personal data, exported or erased (with a confirmation step) by either's
 * staff, each access recorded; and for the agency, recording a payment and cancelling through a quote.
 * All through the API's services (bookings/lifecycle, payments, documents): the same rules, the same
 * "not found" for another agency's booking.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toAgencyContext } from '../../auth/agency-store.js';
import { listAgencies } from '../../auth/agency-admin.js';
import type { AgencyContext } from '../../auth/context.js';
import { agencies } from '../../db/schema.js';
import { eq } from 'drizzle-orm';
import { bookingResource, loadBookingInScope, type BookingRecord } from '../../bookings/lifecycle/index.js';
import type { BookingListQuery } from '../../bookings/lifecycle/list.js';
import { bookingEvents } from '../../events/events.js';
import { accessHistory, type Actor } from '../../personal-data/index.js';
import { checkErasureAllowed } from '../../personal-data/rules.js';
import { AppError } from '../../http/errors.js';
import { field, formErrorsOf, type FormErrors } from '../forms.js';
import { ownAgency, PortalNotFound, requireAgencyScope, requireRole } from '../guard.js';
import type { PortalDeps } from '../deps.js';

type BookingParams = { Params: { bookingId: string } };
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const BOOKING_ID = /^[A-Za-z0-9_-]{1,64}$/;

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

// eslint-disable-next-line max-lines-per-function -- split pending: issue 20 (every booking page of the portal in one plugin)
export async function bookingPages(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  const { db } = deps;
  const staff = { preHandler: requireRole('AGENCY', 'OPERATOR') };
  const agencyOnly = { preHandler: requireRole('AGENCY') };

  /** The booking within the user's reach, or "not found" (another agency's booking is not found either). */
  async function reachable(request: FastifyRequest<BookingParams>): Promise<BookingRecord> {
    const { agencyId } = requireAgencyScope(request);
    const reference = request.params.bookingId;
    if (!BOOKING_ID.test(reference)) throw new PortalNotFound();
    try {
      return await loadBookingInScope(db, agencyId ?? null, reference);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) throw new PortalNotFound('No such booking.');
      throw error;
    }
  }

  /** The booking's agency as the API's services take it (the operator acts within the booking's agency). */
  async function agencyContextOf(record: BookingRecord): Promise<AgencyContext> {
    const [row] = await db.select().from(agencies).where(eq(agencies.id, record.agencyId));
    return toAgencyContext(row!);
  }

  async function detail(
    request: FastifyRequest<BookingParams>,
    reply: FastifyReply,
    extra: { errors?: FormErrors; values?: Record<string, string>; quote?: unknown; confirmErasure?: boolean } = {},
  ) {
    const record = await reachable(request);
    const agency = await agencyContextOf(record);
    const [payments, events, personalDataAccess] = await Promise.all([
      deps.payments.list(agency, record.reference),
      bookingEvents(db, record.id),
      accessHistory(db, record.id),
    ]);
    const errors = extra.errors ?? {};
    return reply.code(Object.keys(errors).length > 0 ? 400 : 200).page('bookings/detail', {
      title: `Booking ${record.reference}`,
      section: 'bookings',
      booking: bookingResource(record),
      agencyName: agency.name,
      agencyClientId: agency.clientId,
      payments: payments.payments,
      events,
      canAct: request.portalUser?.role === 'AGENCY',
      errors,
      values: { amount: '', reference: '', ...extra.values },
      quote: extra.quote ?? null,
      personalDataAccess,
      retentionDays: deps.config.personalData.retentionDays,
      erasable: erasable(record),
      confirmErasure: extra.confirmErasure === true,
    });
  }

  /** Whether the booking's personal data may be erased now (departed or cancelled, and not erased yet). */
  function erasable(record: BookingRecord): boolean {
    if (record.personalDataErasedAt !== null) return false;
    try {
      checkErasureAllowed(record, deps.clock.now());
      return true;
    } catch {
      return false;
    }
  }

  /** The signed-in staff member, for the audit row of an export or erasure. */
  function staffActor(request: FastifyRequest): Actor {
    const user = request.portalUser!;
    return { kind: user.role === 'OPERATOR' ? 'OPERATOR_STAFF' : 'AGENCY_STAFF', userId: user.id, email: user.email };
  }

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
    const searched = { ...values, ...(agencyFilter ? { agency: agencyFilter } : {}) };
    const next = page.nextCursor ? new URLSearchParams({ ...searched, cursor: page.nextCursor }).toString() : null;
    return reply.code(Object.keys(errors).length > 0 ? 400 : 200).page('bookings/list', {
      title: 'Bookings',
      section: 'bookings',
      bookings: page.bookings.map((b) => ({ ...b, agencyName: agencyNames.get(b.agencyId) ?? '' })),
      everyAgency: agencyId === undefined,
      agencies: everyAgency.map((a) => ({ clientId: a.clientId, name: a.name })),
      values: searched,
      errors,
      next,
    });
  });

  app.get<BookingParams>('/bookings/:bookingId', staff, async (request, reply) => detail(request, reply));

  app.get<BookingParams>('/bookings/:bookingId/confirmation.pdf', staff, async (request, reply) => {
    const record = await reachable(request);
    const { bookingId, pdf } = await deps.documents.confirmation(await agencyContextOf(record), record.reference);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="booking-${bookingId}.pdf"`)
      .send(pdf);
  });

  // The guests' personal data as a JSON file; every download is recorded (who, when).
  app.get<BookingParams>('/bookings/:bookingId/personal-data.json', staff, async (request, reply) => {
    const record = await reachable(request);
    const { agencyId } = requireAgencyScope(request);
    const data = await deps.personalData.export(agencyId ?? null, record.reference, staffActor(request));
    return reply
      .type('application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="personal-data-${record.reference}.json"`)
      .header('Cache-Control', 'no-store')
      .send(JSON.stringify(data, null, 2));
  });

  // Erasure in two steps: the first post shows what it does and asks again; `confirm=yes` erases.
  app.post<BookingParams>('/bookings/:bookingId/personal-data/erasure', staff, async (request, reply) => {
    const record = await reachable(request);
    if (field(request.body, 'confirm') !== 'yes') return detail(request, reply, { confirmErasure: true });
    const { agencyId } = requireAgencyScope(request);
    try {
      await deps.personalData.erase(agencyId ?? null, record.reference, staffActor(request));
    } catch (error) {
      return detail(request, reply, { errors: formErrorsOf(error, 'personalData') });
    }
    request.session.flash = "The guests' personal data was erased.";
    return reply.redirect(`/portal/bookings/${record.reference}`, 303);
  });

  app.post<BookingParams>('/bookings/:bookingId/payments', agencyOnly, async (request, reply) => {
    const record = await reachable(request);
    const values = { amount: field(request.body, 'amount'), reference: field(request.body, 'reference') };
    const version = field(request.body, 'version');
    if (!/^\d+(\.\d+)?$/.test(values.amount)) {
      return detail(request, reply, { errors: { amount: 'must be an amount such as 1000 or 1000.50' }, values });
    }
    if (values.reference.length > 64)
      return detail(request, reply, { errors: { reference: 'must be at most 64 characters' }, values });
    try {
      await deps.payments.record(
        await agencyContextOf(record),
        record.reference,
        {
          amount: Number(values.amount),
          currency: record.currency,
          ...(values.reference ? { reference: values.reference } : {}),
        },
        // The version the form was shown at: a payment or cancellation since then refuses this one (412).
        /^\d+$/.test(version) ? `"${version}"` : undefined,
      );
    } catch (error) {
      return detail(request, reply, { errors: formErrorsOf(error, 'amount'), values });
    }
    request.session.flash = `Payment of ${record.currency} ${values.amount} recorded.`;
    return reply.redirect(`/portal/bookings/${record.reference}`, 303);
  });

  app.post<BookingParams>('/bookings/:bookingId/cancellation-quote', agencyOnly, async (request, reply) => {
    const record = await reachable(request);
    try {
      const quote = await deps.cancellations.quote({ agencyId: ownAgency(request).id, bookingId: record.reference });
      return detail(request, reply, { quote });
    } catch (error) {
      return detail(request, reply, { errors: formErrorsOf(error, 'cancel') });
    }
  });

  app.post<BookingParams>('/bookings/:bookingId/cancellation', agencyOnly, async (request, reply) => {
    const record = await reachable(request);
    const quoteId = field(request.body, 'cancellationQuoteId');
    try {
      await deps.cancellations.cancel({
        agencyId: ownAgency(request).id,
        bookingId: record.reference,
        cancellationQuoteId: quoteId,
      });
    } catch (error) {
      return detail(request, reply, { errors: formErrorsOf(error, 'cancel') });
    }
    request.session.flash = 'Booking cancelled.';
    return reply.redirect(`/portal/bookings/${record.reference}`, 303);
  });
}
