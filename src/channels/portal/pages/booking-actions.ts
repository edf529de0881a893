/**
 * The portal's actions on a booking (portal.md): erasing the guests' personal data (either's staff, with a
 * confirmation step), and for the agency, recording a payment (also of a cancelled booking's fee), a refund
 * received, and cancelling through a quote. Each answers the
 * detail page again with the form's problems, or redirects to it with a flash.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RecordPaymentBody } from '../../../domain/payments/schemas.js';
import { toMajor } from '../../../domain/pricing/money.js';
import { parseAmountInput } from '../amount-input.js';
import { doneWith } from '../feedback.js';
import { formErrorsOf, portalForm, readForm, type FormErrors } from '../forms.js';
import { ownAgency, requireAgencyScope, requireRole, signedInUser } from '../guard.js';
import type { PortalDeps } from '../deps.js';
import { recordAction } from '../support-view.js';
import { bookingPageKit, staffActor, type BookingParams } from './booking-detail.js';

/** The erasure's second step carries `confirm=yes`; anything else asks (again). */
const ErasureForm = portalForm(Type.Object({ confirm: Type.String() }));

/**
 * A payment as staff enter it: the amount as they type it, read by amount-input.ts into minor units (the API
 * takes a number in major units); the reference under the API's own rule (RecordPaymentBody); the booking's
 * version the form was shown at.
 */
const PaymentForm = portalForm(
  Type.Object({
    amount: Type.String(),
    reference: RecordPaymentBody.properties.reference,
    version: Type.String(),
  }),
);

const CancellationForm = portalForm(Type.Object({ cancellationQuoteId: Type.String() }));

export async function bookingActionPages(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  const staff = { preHandler: requireRole('AGENCY', 'OPERATOR') };
  const agencyOnly = { preHandler: requireRole('AGENCY') };
  const { reachable, agencyContextOf, detail, fmt } = bookingPageKit(deps);

  // Erasure in two steps: the first post shows what it does and asks again; `confirm=yes` erases.
  app.post<BookingParams>('/bookings/:bookingId/personal-data/erasure', staff, async (request, reply) => {
    const record = await reachable(request);
    if (readForm(ErasureForm, request.body).values.confirm !== 'yes')
      return detail(request, reply, { confirmErasure: true });
    const { agencyId } = requireAgencyScope(request);
    try {
      await deps.personalData.erase(agencyId ?? null, record.reference, staffActor(request));
    } catch (error) {
      return detail(request, reply, { errors: formErrorsOf(error, 'personalData') });
    }
    return doneWith(request, reply, {
      notice: "The guests' personal data was erased.",
      to: `/portal/bookings/${record.reference}`,
      at: 'personal-data',
    });
  });

  /** Who records a payment or a refund in the portal, as its "Payments received" shows it: the user's name and e-mail. */
  const staffRecorder = (request: FastifyRequest) => {
    const user = signedInUser(request);
    return `${user.name} (${user.email})`;
  };

  // A payment (also of a cancelled booking's fee still owed) or a refund received of a refund due (issue 37):
  // the same form, through the API's payment service.
  for (const kind of ['payment', 'refund'] as const) {
    const path = kind === 'payment' ? 'payments' : 'refunds';
    app.post<BookingParams>(`/bookings/:bookingId/${path}`, agencyOnly, async (request, reply) => {
      const record = await reachable(request);
      const form = readForm(PaymentForm, request.body);
      const { version } = form.values;
      const values = { amount: form.values.amount, reference: form.values.reference };
      // Every problem of the form at once; the amount as staff type it ("1 000,50", "12,5", "12.50").
      const amount = parseAmountInput(values.amount, record.currency);
      const errors: FormErrors = {};
      if (!amount.ok) errors.amount = amount.message;
      Object.assign(errors, form.errors);
      const formOf = kind === 'payment' ? {} : { refundForm: true as const };
      if (!amount.ok || !form.body) return detail(request, reply, { errors, values, ...formOf });
      const { reference } = form.body;
      try {
        const agency = await agencyContextOf(record);
        const recordIt = kind === 'payment' ? deps.payments.record : deps.payments.refund;
        await deps.units((unit) =>
          recordIt(
            unit,
            agency,
            record.reference,
            {
              amount: toMajor(amount.minor, record.currency),
              currency: record.currency,
              ...(reference !== undefined ? { reference } : {}),
            },
            // The version the form was shown at: a payment or cancellation since then refuses this one (412).
            /^\d+$/.test(version) ? `"${version}"` : undefined,
            staffRecorder(request),
          ),
        );
      } catch (error) {
        return detail(request, reply, { errors: formErrorsOf(error, 'amount'), values, ...formOf });
      }
      const what = kind === 'payment' ? 'Payment' : 'Refund';
      return doneWith(request, reply, {
        notice: `${what} of ${fmt.money(toMajor(amount.minor, record.currency), record.currency)} recorded.`,
        to: `/portal/bookings/${record.reference}`,
        // A cancelled booking's form goes once it is settled: its notice is under the payment, beside the fee.
        at: record.status === 'CANCELLED' ? 'payment' : 'pay',
      });
    });
  }

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
    const quoteId = readForm(CancellationForm, request.body).values.cancellationQuoteId;
    try {
      await deps.cancellations.cancel({
        agencyId: ownAgency(request).id,
        bookingId: record.reference,
        cancellationQuoteId: quoteId,
      });
    } catch (error) {
      return detail(request, reply, { errors: formErrorsOf(error, 'cancel') });
    }
    await recordAction(deps, request, {
      action: 'booking.cancelled',
      agencyId: ownAgency(request).id,
      target: record.reference,
      detail: { cancellationQuoteId: quoteId },
    });
    // The cancel card is gone from a cancelled booking: the notice goes under its payment, beside the fee.
    return doneWith(request, reply, {
      notice: 'Booking cancelled.',
      to: `/portal/bookings/${record.reference}`,
      at: 'payment',
    });
  });
}
