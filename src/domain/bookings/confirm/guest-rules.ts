/**
 * Confirm's request and its rules, pure: the guest details against the held booking (ages at departure, the
 * lead guest's contact), and whether a booking confirmed by a concurrent confirm holds what this one sent.
 * Amendments of guest details (amendments/guest-details.ts) apply the same rules.
 */
import { Type, type Static } from '@sinclair/typebox';
import { AppError, FieldErrorCollector, type FieldErrors } from '../../../kernel/errors.js';
import { canonicalJson } from '../../../platform/idempotency/idempotency.js';
import type { HeldBookingDocument } from '../booking-view.js';
import { CONFIRM_REQUEST_EXAMPLE } from '../examples.js';
import { GuestDetails, type ConfirmedBookingDocument } from '../document.js';

export const ConfirmBody = Type.Object(
  {
    guests: Type.Array(GuestDetails, {
      minItems: 1,
      maxItems: 9,
      description: 'One entry per guest of the booking; exactly one with isLead true',
    }),
    agencyReference: Type.Optional(
      Type.String({ minLength: 1, maxLength: 64, description: "The agency's own reference" }),
    ),
  },
  {
    $id: 'ConfirmRequest',
    additionalProperties: false,
    examples: [CONFIRM_REQUEST_EXAMPLE],
  },
);
export type ConfirmBody = Static<typeof ConfirmBody>;

/** Age bands at the departure date (contract): INFANT 0-1, CHILD 2-15, ADULT 16-66, SENIOR 67+. */
const AGE_BANDS = { INFANT: [0, 1], CHILD: [2, 15], ADULT: [16, 66], SENIOR: [67, 200] } as const;

export function ageOn(dateOfBirth: string, on: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.slice(0, 10).split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * The guest-details rules of confirm, as field errors. Also run on a body that failed its schema, without
 * the failed values (refuseInvalid): a field may then be missing, and its rules are skipped.
 */
export function guestDetailErrors(document: HeldBookingDocument, body: ConfirmBody): FieldErrors {
  const errors = new FieldErrorCollector();
  const departure = document.departureDate.slice(0, 10);
  const byId = new Map(document.guests.map((g) => [g.id, g]));
  const seen = new Set<number>();
  body.guests.forEach((g, i) => {
    const at = `guests[${i}]`;
    const guest = byId.get(g.guestId);
    if (!guest) errors.add(`${at}.guestId`, `guest ${g.guestId} is not on the booking`);
    else if (seen.has(g.guestId)) errors.add(`${at}.guestId`, `guest ${g.guestId} has more than one entry`);
    seen.add(g.guestId);
    if (g.dateOfBirth === undefined) {
      // Failed its schema (refuseInvalid): no age to check.
    } else if (g.dateOfBirth > departure) errors.add(`${at}.dateOfBirth`, 'must be before the departure date');
    else if (guest) {
      const age = ageOn(g.dateOfBirth, departure);
      const [min, max] = AGE_BANDS[guest.type];
      if (age < min || age > max) {
        errors.add(
          `${at}.dateOfBirth`,
          `a ${guest.type} must be ${max >= 200 ? `${min} or over` : `${min} to ${max}`} at departure (${departure}); this guest is ${age}`,
        );
      }
    }
    if (g.isLead) {
      if (!g.email) errors.add(`${at}.email`, 'is required for the lead guest');
      if (!g.phoneNumber) errors.add(`${at}.phoneNumber`, 'is required for the lead guest');
      if (!g.address) errors.add(`${at}.address`, 'is required for the lead guest');
      if (guest && guest.type !== 'ADULT' && guest.type !== 'SENIOR')
        errors.add(`${at}.isLead`, 'the lead guest must be an ADULT or SENIOR');
    }
  });
  for (const id of byId.keys()) {
    if (!seen.has(id)) errors.add('guests', `guest ${id} has no entry; send one per guest of the booking`);
  }
  const leads = body.guests.filter((g) => g.isLead).length;
  if (leads !== 1) errors.add('guests', `exactly one guest must have isLead true (found ${leads})`);
  return errors.errors;
}

export function validateGuestDetails(document: HeldBookingDocument, body: ConfirmBody): void {
  const errors = guestDetailErrors(document, body);
  if (Object.keys(errors).length > 0)
    throw new AppError(400, 'VALIDATION_FAILED', 'The guest details are not valid.', errors);
}

/** Whether a body without its failed values still has the shape the guest-details rules read: a list of guest objects. */
export const guestRulesApply = (passed: Record<string, unknown> | undefined): passed is ConfirmBody =>
  Array.isArray(passed?.guests) && passed.guests.every((g) => typeof g === 'object' && g !== null);

export function customerDetailsById(body: ConfirmBody) {
  return new Map(body.guests.map((g) => [g.guestId, { ...g, isLead: g.isLead === true }]));
}

/** Whether a confirmed booking holds exactly the guest details and agency reference of `body`. */
export function confirmsSameDetails(confirmed: ConfirmedBookingDocument, body: ConfirmBody): boolean {
  const details = customerDetailsById(body);
  return (
    (confirmed.agencyReference ?? null) === (body.agencyReference ?? null) &&
    confirmed.guests.length === details.size &&
    confirmed.guests.every((g) => canonicalJson(g.customerDetails) === canonicalJson(details.get(g.id)))
  );
}
