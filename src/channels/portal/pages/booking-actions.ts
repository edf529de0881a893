/**
 * The portal's actions on a booking (portal.md): erasing the guests' personal data (either's staff, with a
 * confirmation step), and for the agency, recording a payment and cancelling through a quote. Each answers the
 * detail page again with the form's problems, or redirects to it with a flash.
 */
import type { FastifyInstance } from 'fastify';
import { toMajor } from '../../../domain/pricing/money.js';
import { parseAmountInput } from '../amount-input.js';
import { field, formErrorsOf, type FormErrors } from '../forms.js';
import { ownAgency, requireAgencyScope, requireRole } from '../guard.js';
import type { PortalDeps } from '../deps.js';
import { recordAction } from '../support-view.js';
import { bookingPageKit, staffActor, type BookingParams } from './booking-detail.js';

export async function bookingActionPages(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  const staff = { preHandler: requireRole('AGENCY', 'OPERATOR') };
  const agencyOnly = { preHandler: requireRole('AGENCY') };
  const { reachable, agencyContextOf, detail, fmt } = bookingPageKit(deps);

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
    // Every problem of the form at once; the amount as staff type it ("1 000,50", "12,5", "12.50").
    const amount = parseAmountInput(values.amount, record.currency);
    const errors: FormErrors = {};
    if (!amount.ok) errors.amount = amount.message;
    if (values.reference.length > 64) errors.reference = 'must be at most 64 characters';
    if (!amount.ok || Object.keys(errors).length > 0) return detail(request, reply, { errors, values });
    try {
      const agency = await agencyContextOf(record);
      await deps.units((unit) =>
        deps.payments.record(
          unit,
          agency,
          record.reference,
          {
            amount: toMajor(amount.minor, record.currency),
            currency: record.currency,
            ...(values.reference ? { reference: values.reference } : {}),
          },
          // The version the form was shown at: a payment or cancellation since then refuses this one (412).
          /^\d+$/.test(version) ? `"${version}"` : undefined,
        ),
      );
    } catch (error) {
      return detail(request, reply, { errors: formErrorsOf(error, 'amount'), values });
    }
    request.session.flash = `Payment of ${fmt.money(toMajor(amount.minor, record.currency), record.currency)} recorded.`;
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
    await recordAction(deps, request, {
      action: 'booking.cancelled',
      agencyId: ownAgency(request).id,
      target: record.reference,
      detail: { cancellationQuoteId: quoteId },
    });
    request.session.flash = 'Booking cancelled.';
    return reply.redirect(`/portal/bookings/${record.reference}`, 303);
  });
}
