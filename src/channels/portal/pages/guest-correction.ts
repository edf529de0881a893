/**
 * Correcting a guest's details on a confirmed booking (issue 37 item 1): the most common after-sales job, which
 * the API does with `PATCH /api/v2/bookings/{id}/guests/{guestId}`. The portal calls the same amendment service
 * (amendments/service.ts patchGuest): the confirm's rules checked again on the whole party, the booking's
 * version the form was shown at as If-Match (a change meanwhile is refused, 412), version + 1 and a
 * `booking.amended` event in the same transaction, until departure. The agency's staff only, as payments and
 * cancellations: the operator reads the booking (an operator's post is "not found").
 *
 * The form sends only what was changed, as the API's PATCH does. The PATCH merges: it can correct a field but
 * not remove one, so a field that had a value and is emptied is refused beside it rather than kept silently.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GuestPatchBody } from '../../../domain/amendments/guest-details.js';
import type { BookingRecord } from '../../../domain/bookings/index.js';
import { GuestDetails } from '../../../domain/bookings/document.js';
import { doneWith } from '../feedback.js';
import { formErrorsOf, portalForm, readForm, type FormErrors, type FormText } from '../forms.js';
import { PortalNotFound, ownAgency, requireRole } from '../guard.js';
import type { PortalDeps } from '../deps.js';
import { recordAction } from '../support-view.js';
import { bookingPageKit, GUEST_TYPE_LABELS } from './booking-detail.js';

type GuestParams = { Params: { bookingId: string; guestId: string } };

const g = GuestDetails.properties;
const address = g.address.properties;
const optional = Type.Optional;

/** The guest's fields as the confirm takes them (GuestDetails), the address flattened into four. */
const GuestForm = portalForm(
  Type.Object({
    firstName: g.firstName,
    lastName: g.lastName,
    dateOfBirth: g.dateOfBirth,
    gender: g.gender,
    nationality: g.nationality,
    email: g.email,
    phoneNumber: g.phoneNumber,
    street: optional(address.street),
    postalCode: optional(address.postalCode),
    city: optional(address.city),
    countryCode: optional(address.countryCode),
    version: Type.String(),
  }),
);

type Values = FormText<typeof GuestForm.schema>;
type Details = NonNullable<BookingRecord['document']['guests'][number]['customerDetails']>;

const ADDRESS_FIELDS = ['street', 'postalCode', 'city', 'countryCode'] as const;
const PLAIN_FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'gender', 'nationality', 'email', 'phoneNumber'] as const;

/** The form's labels (the error summary's links). */
const LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  dateOfBirth: 'Date of birth',
  gender: 'Gender',
  nationality: 'Nationality',
  email: 'E-mail',
  phoneNumber: 'Phone',
  street: 'Street',
  postalCode: 'Postal code',
  city: 'City',
  countryCode: 'Country',
  address: 'Address',
};

/** The guest's details as the form shows them. */
function valuesOf(details: Details, version: number): Values {
  return {
    firstName: details.firstName,
    lastName: details.lastName,
    dateOfBirth: details.dateOfBirth,
    gender: details.gender,
    nationality: details.nationality,
    email: details.email ?? '',
    phoneNumber: details.phoneNumber ?? '',
    street: details.address?.street ?? '',
    postalCode: details.address?.postalCode ?? '',
    city: details.address?.city ?? '',
    countryCode: details.address?.countryCode ?? '',
    version: String(version),
  };
}

/**
 * The patch of what changed (the API's body), or the fields' problems: an emptied field (the PATCH cannot
 * remove one), an address given in part, or nothing changed at all.
 */
function patchOf(before: Values, after: Values): { patch?: GuestPatchBody; errors: FormErrors } {
  const errors: FormErrors = {};
  const patch: Record<string, unknown> = {};
  for (const name of [...PLAIN_FIELDS, ...ADDRESS_FIELDS]) {
    if (before[name] !== '' && after[name] === '') errors[name] = 'cannot be removed, only corrected';
  }
  for (const name of PLAIN_FIELDS) if (after[name] !== before[name]) patch[name] = after[name];
  const given = ADDRESS_FIELDS.filter((name) => after[name] !== '');
  if (given.length > 0 && given.length < ADDRESS_FIELDS.length) {
    for (const name of ADDRESS_FIELDS) if (after[name] === '') errors[name] ??= 'is required for an address';
  }
  if (ADDRESS_FIELDS.some((name) => after[name] !== before[name]) && given.length === ADDRESS_FIELDS.length) {
    patch.address = Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, after[name]]));
  }
  if (Object.keys(errors).length > 0) return { errors };
  if (Object.keys(patch).length === 0) return { errors: { form: 'Nothing was changed.' } };
  return { patch: patch as GuestPatchBody, errors };
}

/** Country codes as people type them ("no"): the rule is two capital letters. */
function upperCased(body: unknown): unknown {
  const fields = { ...(body as Record<string, unknown>) };
  for (const name of ['nationality', 'countryCode']) {
    if (typeof fields[name] === 'string') fields[name] = fields[name].toUpperCase();
  }
  return fields;
}

/** The service's refusal beside the form's fields: its `address` is the street's; a stale version in words. */
function refusal(error: unknown): FormErrors {
  const errors = formErrorsOf(error, 'form', Object.keys(LABELS));
  if (errors['If-Match']) {
    return { form: 'The booking changed meanwhile (a payment or another correction): reload it and try again.' };
  }
  if (errors.address) {
    errors.street ??= errors.address;
    delete errors.address;
  }
  return errors;
}

export async function guestCorrectionPages(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  const agencyOnly = { preHandler: requireRole('AGENCY') };
  const { reachable, agencyContextOf } = bookingPageKit(deps);

  /** The booking and the guest whose details can still be corrected, or "not found". */
  async function guestOf(request: FastifyRequest<GuestParams>) {
    const record = await reachable(request);
    const guestId = /^[1-9]\d{0,2}$/.test(request.params.guestId) ? Number(request.params.guestId) : 0;
    const guest = record.document.guests.find((x) => x.id === guestId);
    if (!guest?.customerDetails) throw new PortalNotFound('No such guest, or their details were erased.');
    return { record, guest, details: guest.customerDetails };
  }

  async function form(
    request: FastifyRequest<GuestParams>,
    reply: FastifyReply,
    extra: { values?: Values; errors?: FormErrors } = {},
  ) {
    const { record, guest, details } = await guestOf(request);
    const errors = extra.errors ?? {};
    return reply.code(Object.keys(errors).length > 0 ? 400 : 200).page('bookings/guest', {
      title: `Correct ${details.firstName} ${details.lastName}'s details`,
      section: 'bookings',
      bookingId: record.reference,
      guestId: guest.id,
      guestType: GUEST_TYPE_LABELS[guest.type],
      isLead: details.isLead,
      open: record.status === 'CONFIRMED' && deps.clock.now().getTime() < record.departureAt.getTime(),
      values: extra.values ?? valuesOf(details, record.version),
      errors,
      labels: LABELS,
    });
  }

  app.get<GuestParams>('/bookings/:bookingId/guests/:guestId', agencyOnly, async (request, reply) =>
    form(request, reply),
  );

  app.post<GuestParams>('/bookings/:bookingId/guests/:guestId', agencyOnly, async (request, reply) => {
    const { record, guest, details } = await guestOf(request);
    const read = readForm(GuestForm, upperCased(request.body));
    const { values } = read;
    const shown = valuesOf(details, record.version);
    const { patch, errors } = patchOf(shown, values);
    Object.assign(errors, read.errors);
    if (!read.body || !patch) return form(request, reply, { values, errors });
    try {
      await deps.amendments.patchGuest(
        {
          agency: await agencyContextOf(record),
          bookingId: record.reference,
          // The version the form was shown at: a change since then refuses this one (412).
          ifMatch: /^\d+$/.test(values.version) ? `"${values.version}"` : undefined,
        },
        guest.id,
        patch,
      );
    } catch (error) {
      return form(request, reply, { values, errors: refusal(error) });
    }
    // Which fields changed, never their values: the audit log keeps no guest's personal data.
    await recordAction(deps, request, {
      action: 'booking.guest_corrected',
      agencyId: ownAgency(request).id,
      target: record.reference,
      detail: { guestId: guest.id, fields: Object.keys(patch) },
    });
    const name = `${patch.firstName ?? details.firstName} ${patch.lastName ?? details.lastName}`;
    return doneWith(request, reply, {
      notice: `${name}'s details corrected.`,
      to: `/portal/bookings/${record.reference}`,
      at: 'guests',
    });
  });
}
