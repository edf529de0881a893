/**
 * PATCH of one guest's details on a confirmed booking: any of the confirm's guest fields, merged over what
 * the booking has, and the confirm's rules checked again on the whole party (age band at departure for the
 * guest's priced type, exactly one lead with contact details). `isLead: true` moves the lead to this guest;
 * the lead cannot give the role up by `isLead: false` (name another guest as lead instead).
 */
import { Type, type Static } from '@sinclair/typebox';
import { FieldErrorCollector, AppError } from '../../kernel/errors.js';
import type { HeldBookingDocument } from '../bookings/booking-view.js';
import { ConfirmBody, validateGuestDetails } from '../bookings/confirm/guest-rules.js';

type GuestDetails = ConfirmBody['guests'][number];

const { guestId: _guestId, isLead: _isLead, ...detailFields } = ConfirmBody.properties.guests.items.properties;

/** The confirm's guest fields, each optional, without defaults (an absent field keeps its value). */
export const GuestPatchBody = Type.Object(
  { ...Type.Partial(Type.Object(detailFields)).properties, isLead: Type.Optional(Type.Boolean()) },
  {
    $id: 'GuestUpdateRequest',
    additionalProperties: false,
    minProperties: 1,
    examples: [{ firstName: 'Åse', lastName: 'Ødegård' }],
  },
);
export type GuestPatchBody = Static<typeof GuestPatchBody>;

/**
 * The party's details after the patch, checked by the confirm's rules; 400 naming the patched fields
 * (`dateOfBirth`, `email`, ...) when they break one. `guests` is the booking's current details.
 */
export function patchGuestDetails(
  document: Pick<HeldBookingDocument, 'departureDate' | 'guests'>,
  guests: GuestDetails[],
  guestId: number,
  patch: GuestPatchBody,
): GuestDetails[] {
  const index = guests.findIndex((g) => g.guestId === guestId);
  if (index < 0) throw new AppError(404, 'GUEST_NOT_FOUND', `The booking has no guest ${guestId}.`);
  if (patch.isLead === false && guests[index]!.isLead) {
    const errors = new FieldErrorCollector();
    errors.add('isLead', 'the booking keeps one lead guest: set isLead true on another guest instead');
    errors.throwIfAny('The guest details are not valid.');
  }
  const next = guests.map((g, i) => {
    if (i === index) return { ...g, ...patch, isLead: patch.isLead ?? g.isLead === true };
    return { ...g, isLead: patch.isLead === true ? false : g.isLead === true };
  });
  try {
    validateGuestDetails(document as HeldBookingDocument, { guests: next });
  } catch (error) {
    if (!(error instanceof AppError) || !error.errors) throw error;
    // The confirm names fields of its whole list (guests[2].dateOfBirth); this request has one guest's fields.
    const own = `guests[${index}].`;
    const renamed = new FieldErrorCollector();
    for (const [field, messages] of Object.entries(error.errors)) {
      for (const message of messages) {
        renamed.add(field.startsWith(own) ? field.slice(own.length) : field, message);
      }
    }
    renamed.throwIfAny('The guest details are not valid.');
  }
  return next;
}
