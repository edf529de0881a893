/**
 * A booking's detail page (portal.md) and its downloads: the confirmation PDF and the guests' personal data.
 * The helpers here serve the actions too (booking-actions.ts): the booking within the user's reach, its agency
 * as the API's services take it, and the detail page rendered again with a form's problems or a next step.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findAgencyById, toAgencyContext } from '../../../domain/auth/agency-store.js';
import type { AgencyContext } from '../../../domain/auth/context.js';
import { bookingResource, type BookingRecord } from '../../../domain/bookings/index.js';
import type { CancellationQuote } from '../../../domain/bookings/cancellation.js';
import type { PaymentStanding, PaymentState } from '../../../domain/bookings/overdue-rules.js';
import type { PaymentStatus } from '../../../domain/bookings/payment.js';
import type { GuestType } from '../../../domain/catalog/format.js';
import { bookingEvents, type EventType } from '../../../domain/events/events.js';
import { AppError } from '../../../kernel/errors.js';
import { accessHistory, type Actor } from '../../../domain/personal-data/index.js';
import { checkErasureAllowed } from '../../../domain/personal-data/rules.js';
import { toMajor } from '../../../domain/pricing/money.js';
import { refundDueMinor } from '../../../domain/payments/payment-service.js';
import { portNames } from '../../../domain/catalog/sailings.js';
import { disruptionInWords } from '../disruption-views.js';
import { portalFormat } from '../format.js';
import { bookingNames } from '../booking-names.js';
import type { FormErrors } from '../forms.js';
import { PortalNotFound, requireAgencyScope, requireRole } from '../guard.js';
import type { PortalDeps } from '../deps.js';

export type BookingParams = { Params: { bookingId: string } };
export const BOOKING_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** How the portal names a payment state (the select's options, the badges, the CSV). */
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  PAID: 'Paid',
  DEPOSIT_DUE: 'Deposit due',
  BALANCE_DUE: 'Balance due',
  OVERDUE: 'Overdue',
};

/** A booking's payment status (bookings/payment.ts) as people read it: once something was paid, an
 *  UNPAID booking is "Part paid" (the deposit, or a cancelled booking's fee, is not covered yet). */
export function paymentStatusInWords(status: PaymentStatus, paid: number): string {
  switch (status) {
    case 'UNPAID':
      return paid > 0 ? 'Part paid' : 'Unpaid';
    case 'DEPOSIT_PAID':
      return 'Deposit paid';
    case 'PAID':
      return 'Paid';
    case 'REFUND_DUE':
      return 'Refund due';
    case 'SETTLED':
      return 'Settled';
  }
}

/** How the portal names a guest type (catalog/format.ts GUEST_TYPES). */
export const GUEST_TYPE_LABELS: Record<GuestType, string> = {
  ADULT: 'Adult',
  CHILD: 'Child',
  INFANT: 'Infant',
  SENIOR: 'Senior',
};

/** Each event in words, for the booking's history (staff read words; the codes are the developers'). */
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  'booking.confirmed': 'Confirmed',
  'booking.amended': 'Amended (guests, extras or cabin numbers)',
  'booking.changed': 'Changed (date, grade or fare)',
  'booking.cancelled': 'Cancelled',
  'booking.disrupted': 'Disrupted (the voyage changed)',
  'payment.received': 'Payment received',
  'payment.refunded': 'Refund received',
  'payment.overdue': 'Payment overdue',
  'booking.personal_data_erased': 'Personal data erased',
  // A watch's events are the agency's, never in a booking's history; named for the webhook form's list.
  'availability.opened': 'Availability opened (a watch)',
  'price.dropped': 'Price dropped (a watch)',
};

/** What the detail page shows beside the booking: a form's problems and values, a quote, the erasure question. */
export interface DetailExtra {
  errors?: FormErrors;
  values?: { amount: string; reference: string };
  quote?: CancellationQuote;
  confirmErasure?: boolean;
}

/** The payment standing for the page: the owed amount in major units, as the resource shows amounts. */
const standingView = (standing: PaymentStanding | null, currency: string) =>
  standing && { ...standing, owed: toMajor(standing.owedMinor, currency) };

/** Whether the booking's personal data may be erased at `now` (departed or cancelled, and not erased yet). */
function erasable(record: BookingRecord, now: Date): boolean {
  if (record.personalDataErasedAt !== null) return false;
  try {
    checkErasureAllowed(record, now);
    return true;
  } catch {
    return false;
  }
}

/** The signed-in staff member, for the audit row of an export or erasure. */
export function staffActor(request: FastifyRequest): Actor {
  const user = request.portalUser!;
  return { kind: user.role === 'OPERATOR' ? 'OPERATOR_STAFF' : 'AGENCY_STAFF', userId: user.id, email: user.email };
}

/** The booking pages' helpers, bound to the portal's services. */
export function bookingPageKit(deps: PortalDeps) {
  const { db } = deps;
  // Built once: the formatters behind it are Intl objects, costly to make on every request.
  const fmt = portalFormat(deps.config.operatorTimeZone);

  /** The booking within the user's reach, or "not found" (another agency's booking is not found either). */
  async function reachable(request: FastifyRequest<BookingParams>): Promise<BookingRecord> {
    const { agencyId } = requireAgencyScope(request);
    const reference = request.params.bookingId;
    if (!BOOKING_ID.test(reference)) throw new PortalNotFound();
    try {
      return await deps.bookingRecords.loadInScope(db, agencyId ?? null, reference);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) throw new PortalNotFound('No such booking.');
      throw error;
    }
  }

  /** The booking's agency as the API's services take it (the operator acts within the booking's agency). */
  async function agencyContextOf(record: BookingRecord): Promise<AgencyContext> {
    const row = await findAgencyById(db, record.agencyId);
    return toAgencyContext(row!);
  }

  async function detail(request: FastifyRequest<BookingParams>, reply: FastifyReply, extra: DetailExtra = {}) {
    const record = await reachable(request);
    const agency = await agencyContextOf(record);
    const [payments, events, personalDataAccess, ports, names] = await Promise.all([
      deps.payments.listWithRecorder(agency, record.reference),
      bookingEvents(db, record.id),
      accessHistory(db, record.id),
      portNames(
        db,
        record.disruptions.map((d) => d.portCode),
      ),
      bookingNames(db, record),
    ]);
    const errors = extra.errors ?? {};
    const booking = bookingResource(record);
    return reply.code(Object.keys(errors).length > 0 ? 400 : 200).page('bookings/detail', {
      title: `Booking ${record.reference}`,
      section: 'bookings',
      booking,
      paymentStatus: paymentStatusInWords(booking.payment.status, booking.payment.paidAmount),
      guestTypes: GUEST_TYPE_LABELS,
      standing: standingView(deps.bookingSearch.standingOf(record), record.currency),
      paymentStates: PAYMENT_STATE_LABELS,
      disruptions: record.disruptions.map((d) => ({
        text: disruptionInWords(d, ports.get(d.portCode) ?? d.portCode, fmt),
        message: d.message ?? null,
        recordedAt: d.recordedAt,
      })),
      agencyName: agency.name,
      agencyClientId: agency.clientId,
      names,
      isOperator: request.portalUser?.role === 'OPERATOR',
      payments,
      events: events.map((e) => ({ ...e, words: EVENT_TYPE_LABELS[e.type] })),
      canAct: request.portalUser?.role === 'AGENCY',
      refundDue: toMajor(refundDueMinor(record), record.currency),
      canCorrect:
        request.portalUser?.role === 'AGENCY' &&
        record.status === 'CONFIRMED' &&
        deps.clock.now().getTime() < record.departureAt.getTime(),
      errors,
      values: { amount: '', reference: '', ...extra.values },
      quote: extra.quote ?? null,
      personalDataAccess,
      retentionDays: deps.config.personalData.retentionDays,
      erasable: erasable(record, deps.clock.now()),
      confirmErasure: extra.confirmErasure === true,
    });
  }

  return { reachable, agencyContextOf, detail, fmt };
}

export async function bookingDetailPages(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  const staff = { preHandler: requireRole('AGENCY', 'OPERATOR') };
  const { reachable, agencyContextOf, detail } = bookingPageKit(deps);

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
}
