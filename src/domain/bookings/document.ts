/**
 * The confirmed booking's document (bookings.document): what confirm stores and every later change (amendment,
 * cancellation, payment, disruption, erasure) reads and rewrites. Its guest details are confirm's request
 * schema for one guest, so the request and what is stored cannot drift apart.
 */
import { Type, type Static } from '@sinclair/typebox';
import { countryCode } from '../../platform/http/code-formats.js';
import { IsoDate } from '../sessions/schemas.js';
import type { HeldBookingDocument } from './booking-view.js';

const Name = Type.String({ minLength: 1, maxLength: 100 });

/** One guest's details as confirm takes them (ConfirmBody's guests). */
export const GuestDetails = Type.Object(
  {
    guestId: Type.Integer({ minimum: 1 }),
    firstName: Name,
    lastName: Name,
    dateOfBirth: IsoDate,
    gender: Type.Union([Type.Literal('FEMALE'), Type.Literal('MALE'), Type.Literal('OTHER')]),
    nationality: countryCode('ISO 3166-1 alpha-2'),
    // No `default: false`: openapi-typescript makes a field with a default required (its defaultNonNullable),
    // and a partner's generated types then refused every guest that leaves isLead out. The description says it.
    isLead: Type.Optional(
      Type.Boolean({ description: 'Whether this guest is the lead; absent means false (not the lead)' }),
    ),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
    phoneNumber: Type.Optional(
      Type.String({
        pattern: '^\\+?[0-9][0-9 ()-]{4,24}$',
        description: 'E.164 preferred',
        'x-format-description':
          'a telephone number of 5 to 25 digits, spaces, brackets or hyphens, optionally after a +, such as +4791234567',
      }),
    ),
    address: Type.Optional(
      Type.Object(
        {
          street: Type.String({ minLength: 1, maxLength: 200 }),
          postalCode: Type.String({ minLength: 1, maxLength: 20 }),
          city: Type.String({ minLength: 1, maxLength: 100 }),
          countryCode: countryCode(),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type GuestDetails = Static<typeof GuestDetails>;

export type ConfirmedBookingDocument = Omit<HeldBookingDocument, 'guests'> & {
  bookingId: string;
  status: 'CONFIRMED';
  agencyReference?: string;
  guests: {
    id: number;
    type: HeldBookingDocument['guests'][number]['type'];
    /** null once the booking's personal data was erased (personal-data/): the guest is then its id and type. */
    customerDetails: (GuestDetails & { isLead: boolean }) | null;
  }[];
};
