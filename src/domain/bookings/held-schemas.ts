import { Type, type Static } from '@sinclair/typebox';
import { GuestTypeSchema, PromotionCode } from '../sessions/schemas.js';
import { bookingFields, GuestPrice, TourOverride } from './schemas.js';
import { HELD_BOOKING_EXAMPLE } from './examples.js';

export const CreateBookingBody = Type.Object(
  {
    // Not `format: date-time`: that is RFC 3339, which requires a zone, and validating proxies would refuse
    // every valid create. The specification's date-times are the operator's wall-clock times, with no zone.
    departureDate: Type.String({
      pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2})?$',
      'x-format-description': 'a local date-time without a zone, such as 2027-01-10T22:30:00',
      description:
        'A results[].departureDate of the search that opened the session, as given: a local date-time in the operator’s time zone, without a zone or offset (YYYY-MM-DDTHH:MM:SS, e.g. 2027-01-10T22:30:00); must be in the future',
      examples: ['2027-01-10T22:30:00'],
    }),
    cabinMix: Type.Array(
      Type.Object(
        {
          code: Type.String({ minLength: 1, maxLength: 32, description: 'A cabin grade code of that search result' }),
          guestIds: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
            minItems: 1,
            maxItems: 9,
            description: 'Guests in this cabin: ids from the search; at least one ADULT or SENIOR',
          }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 9, description: 'One entry per cabin' },
    ),
    fareCode: Type.Optional(
      Type.String({
        pattern: '^[A-Z0-9]+([_-][A-Z0-9]+)*$',
        maxLength: 40,
        description:
          'A fares[].fareCode of the search result; default: STANDARD while it has room, else the cheapest fare on sale with room',
        'x-format-description': 'a fare code, such as FLEX, STANDARD or SAVER',
      }),
    ),
    promotionCode: Type.Optional({
      ...PromotionCode,
      description: 'A promotion code to apply (its redemption is taken with the hold and kept by the booking)',
    }),
  },
  {
    $id: 'CreateHeldBookingRequest',
    additionalProperties: false,
    examples: [{ departureDate: '2027-01-10T22:30:00', cabinMix: [{ code: 'O2', guestIds: [1, 2] }] }],
  },
);
export type CreateBookingBody = Static<typeof CreateBookingBody>;

export const HeldBooking = Type.Object(
  {
    ...bookingFields,
    guests: Type.Array(Type.Object({ id: Type.Integer(), type: GuestTypeSchema })),
  },
  { $id: 'HeldBooking', examples: [HELD_BOOKING_EXAMPLE] },
);

export const SessionIdParams = Type.Object({ sessionId: Type.String({ maxLength: 64 }) });

export const ApplyCabinNumberBody = Type.Object(
  {
    cabinId: Type.Integer({ minimum: 1, description: 'cabins[].id of the held booking' }),
    cabinNumber: Type.Union([Type.String({ minLength: 1, maxLength: 16 }), Type.Null()], {
      description: 'A number from the last listing of the grade, or null to return to a guarantee cabin',
    }),
  },
  { $id: 'ApplyCabinNumberRequest', additionalProperties: false, examples: [{ cabinId: 1, cabinNumber: '714' }] },
);

export const CabinNumberListing = Type.Object(
  {
    cabinGrade: Type.String(),
    decks: Type.Array(Type.Object({ deck: Type.Integer(), cabinNumbers: Type.Array(Type.String()) })),
  },
  { $id: 'CabinNumberListing' },
);

const ListedGuestPrices = Type.Array(GuestPrice, { description: 'Price per guest of the booking' });

export const AddonsListing = Type.Object(
  {
    addons: Type.Array(
      Type.Object({
        code: Type.String(),
        description: Type.String(),
        isMandatory: Type.Boolean(),
        guests: ListedGuestPrices,
      }),
    ),
  },
  { $id: 'AddonsListing' },
);

export const ExcursionsListing = Type.Object(
  {
    excursions: Type.Array(
      Type.Object({
        code: Type.String(),
        description: Type.String(),
        startDate: Type.String(),
        endDate: Type.String(),
        port: Type.String(),
        isMandatory: Type.Boolean(),
        seatsAvailable: Type.Integer(),
        guests: ListedGuestPrices,
      }),
    ),
  },
  { $id: 'ExcursionsListing' },
);

export const ToursListing = Type.Object(
  {
    supplementalTours: Type.Array(
      Type.Object({
        code: Type.String(),
        description: Type.String(),
        tourCategory: Type.Union([Type.Literal('Arrival'), Type.Literal('Departure')]),
        startDate: Type.String(),
        endDate: Type.String(),
        isMandatory: Type.Boolean(),
        guests: ListedGuestPrices,
        stages: Type.Array(
          Type.Object({
            tourStageId: Type.Integer(),
            selectableRoutes: Type.Array(Type.Object({ departureCode: Type.String(), arrivalCode: Type.String() })),
          }),
        ),
      }),
    ),
  },
  { $id: 'SupplementalToursListing' },
);

const ItemCode = Type.String({ minLength: 1, maxLength: 64 });
const GuestIds = Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { minItems: 1, maxItems: 9 });

type ExtraKind = 'addons' | 'excursions' | 'supplementalTours';
const extrasChangeBodies = new Map<string, ReturnType<typeof extrasChangeBody>>();

/**
 * Body of apply (POST) and remove (DELETE) for one kind of extra, named ApplyAddonsRequest and so on. One
 * object per kind and direction, however many routes and apps use it: a named (`$id`) schema must be the same
 * schema wherever validation meets it.
 */
export function ExtrasChangeBody(kind: ExtraKind, remove: boolean) {
  const key = `${kind}:${String(remove)}`;
  let body = extrasChangeBodies.get(key);
  if (!body) extrasChangeBodies.set(key, (body = extrasChangeBody(kind, remove)));
  return body;
}

function extrasChangeBody(kind: ExtraKind, remove: boolean) {
  const entry =
    kind === 'supplementalTours'
      ? Type.Object(
          remove
            ? { code: ItemCode }
            : {
                code: ItemCode,
                tourStageSelectableRouteOverrides: Type.Optional(Type.Array(TourOverride, { maxItems: 20 })),
              },
          { additionalProperties: false },
        )
      : Type.Object(
          { code: ItemCode, guestIds: remove ? Type.Optional(GuestIds) : GuestIds },
          { additionalProperties: false },
        );
  const examples = {
    addons: { addons: [{ code: 'DINNER', guestIds: [1, 2] }] },
    // Ålesund is a morning call of the northbound BGO-TOS voyage of the other examples.
    excursions: { excursions: [{ code: 'AES-CITY-WALK', guestIds: [1] }] },
    supplementalTours: remove
      ? { supplementalTours: [{ code: 'BGO-PRE-1N' }] }
      : {
          supplementalTours: [
            {
              code: 'BGO-PRE-1N',
              tourStageSelectableRouteOverrides: [{ tourStageId: 1, departureCode: 'OSL', arrivalCode: 'BGO' }],
            },
          ],
        },
  };
  return Type.Object(
    { [kind]: Type.Array(entry, { minItems: 1, maxItems: 20 }) },
    {
      $id: `${remove ? 'Remove' : 'Apply'}${kind[0]!.toUpperCase()}${kind.slice(1)}Request`,
      additionalProperties: false,
      examples: [examples[kind]],
    },
  );
}
