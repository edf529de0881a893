/**
 * TypeBox schemas of the V1 (quote-based) operations, section 2.6-2.9 and 4.1: one schema per route part
 * serves validation, response serialisation and the OpenAPI document.
 */
import { Type, type Static } from '@sinclair/typebox';
import { currencyCode } from '../../platform/http/code-formats.js';
import { userKeyQueryProperties } from '../auth/index.js';
import { IsoDate } from '../sessions/schemas.js';
import { PACKAGE_SEARCH_RESULT_EXAMPLE, QUOTE_RESPONSE_EXAMPLE } from './examples.js';

export const MAX_PARTY = 9;
export const MAX_ADDON_QUANTITY = 20;

const Uuid = Type.String({ format: 'uuid' });
const Money = Type.Number({ description: 'In the quote currency, with its decimals (NOK 2450.5)' });
const UserKey = userKeyQueryProperties;

export const PackageSearchQuery = Type.Object({
  ...UserKey,
  Adults: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PARTY, description: 'Default 0' })),
  Children: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PARTY, description: 'Default 0' })),
  AgentId: Type.Optional(
    Type.String({ minLength: 1, maxLength: 64, description: 'The agent responsible for the quote; stored with it' }),
  ),
  Currency: currencyCode('ISO 4217 code the agency may use'),
  StartDate: { ...IsoDate, description: 'ISO 8601 date on which the package departure starts' },
});
export type PackageSearchQuery = Static<typeof PackageSearchQuery>;

export const PackageParams = Type.Object({
  packageId: Type.String({ minLength: 1, maxLength: 64, description: 'Package code, e.g. ROUND-12D' }),
});

const AgeCategory = Type.Union([Type.Literal('ADULT'), Type.Literal('CHILD')]);

export const PackageSearchResult = Type.Object(
  {
    packageId: Type.String({ description: 'Package code' }),
    quoteId: Uuid,
    departure: Type.Object({
      id: Type.String({ format: 'uuid', description: 'The departure; also the voyage id of the quote' }),
      startDate: Type.String({ description: 'Local date-time, no zone' }),
      endDate: Type.String(),
      shipCode: Type.String(),
      cabins: Type.Array(
        Type.Object({
          category: Type.String({ description: 'Cabin category (grade) code' }),
          superCategory: Type.String({ description: 'Inside, Outside or Suite' }),
          price: Type.Number({
            description:
              'Price of one ADULT in this category: fare for the package legs plus the package supplement, with the party sharing a cabin (single supplement only for a party of one)',
          }),
          availableCabins: Type.Integer({ description: 'Live: cabins held by V2 bookings are not counted' }),
          minimumOccupancy: Type.Integer(),
          maximumOccupancy: Type.Integer(),
        }),
      ),
    }),
    passengers: Type.Array(Type.Object({ id: Uuid, ageCategory: AgeCategory })),
  },
  { $id: 'PackageSearchResult', examples: [PACKAGE_SEARCH_RESULT_EXAMPLE] },
);
export type PackageSearchResult = Static<typeof PackageSearchResult>;

export const QuoteParams = Type.Object({ quoteId: Type.String({ maxLength: 64 }) });
export const VoyageParams = Type.Object({
  quoteId: Type.String({ maxLength: 64 }),
  voyageId: Type.String({ maxLength: 64, description: 'The quote voyage: voyage.id of the quote (= departure.id)' }),
});
export const SupplementalParams = Type.Object({
  quoteId: Type.String({ maxLength: 64 }),
  packageType: Type.Unsafe<'arrival' | 'departure'>({
    type: 'string',
    enum: ['arrival', 'departure'],
    description: 'arrival (before the voyage) or departure (after it)',
  }),
  packageCode: Type.String({ minLength: 1, maxLength: 64 }),
});

const PassengerIds = Type.Array(Uuid, { minItems: 1, maxItems: MAX_PARTY, description: 'Passenger ids of the quote' });
const PassengerPrices = Type.Array(Type.Object({ passengerId: Uuid, price: Money }));
const NullableString = Type.Union([Type.String(), Type.Null()]);

export const AddSupplementalPackageRequest = Type.Object(
  {
    passengerIds: PassengerIds,
    routeOverrides: Type.Optional(
      Type.Array(
        Type.Object(
          { packageStageId: Type.Integer({ minimum: 1 }), selectableRouteId: Type.Integer({ minimum: 1 }) },
          { additionalProperties: false },
        ),
        { maxItems: 20, description: 'Route choice per stage; only for packages with selectable routes' },
      ),
    ),
  },
  {
    $id: 'AddSupplementalPackageRequest',
    additionalProperties: false,
    examples: [
      {
        passengerIds: ['3f0c1e9a-0000-4000-8000-000000000001'],
        routeOverrides: [{ packageStageId: 1, selectableRouteId: 102 }],
      },
    ],
  },
);
export type AddSupplementalPackageRequest = Static<typeof AddSupplementalPackageRequest>;

const manageExtrasRequests = new Map<boolean, ReturnType<typeof manageExtrasRequest>>();

/**
 * Body of adding (AddExtrasRequest) or removing (RemoveExtrasRequest) a quote's extras. One object per
 * direction, however many routes and apps use it: a named (`$id`) schema must be the same schema wherever
 * validation meets it.
 */
export function ManageExtrasRequest(remove: boolean) {
  let body = manageExtrasRequests.get(remove);
  if (!body) manageExtrasRequests.set(remove, (body = manageExtrasRequest(remove)));
  return body;
}

function manageExtrasRequest(remove: boolean) {
  const quantity = Type.Integer({
    minimum: 1,
    maximum: MAX_ADDON_QUANTITY,
    description: remove
      ? 'How many to take off per passenger; omitted: the addon is removed'
      : `How many per passenger (added to any already on the quote; at most ${MAX_ADDON_QUANTITY} in all)`,
  });
  return Type.Object(
    {
      addons: Type.Optional(
        Type.Array(
          Type.Object(
            {
              id: Uuid,
              quantityPerPassenger: remove ? Type.Optional(quantity) : quantity,
              passengerIds: PassengerIds,
            },
            { additionalProperties: false },
          ),
          { maxItems: 20 },
        ),
      ),
      excursions: Type.Optional(
        Type.Array(Type.Object({ id: Uuid, passengerIds: PassengerIds }, { additionalProperties: false }), {
          maxItems: 20,
        }),
      ),
      meals: Type.Optional(
        Type.Array(Type.Object({ id: Uuid, passengerIds: PassengerIds }, { additionalProperties: false }), {
          maxItems: 20,
        }),
      ),
    },
    {
      $id: remove ? 'RemoveExtrasRequest' : 'AddExtrasRequest',
      additionalProperties: false,
      description: 'At least one entry in one of the lists',
      examples: [
        {
          addons: [
            {
              id: '0b4f3c2e-6d1a-5b7e-9c3d-2f8a1e4b6c70',
              ...(remove ? {} : { quantityPerPassenger: 1 }),
              passengerIds: ['5b1d7f0a-3c2e-4a9b-8d6f-1e0c2b3a4d5e'],
            },
          ],
          meals: [
            { id: '7c2e9a41-8b3d-5f60-a1c2-d3e4f5a6b7c8', passengerIds: ['5b1d7f0a-3c2e-4a9b-8d6f-1e0c2b3a4d5e'] },
          ],
        },
      ],
    },
  );
}
export type ManageExtrasRequest = {
  addons?: { id: string; quantityPerPassenger?: number; passengerIds: string[] }[];
  excursions?: { id: string; passengerIds: string[] }[];
  meals?: { id: string; passengerIds: string[] }[];
};

export const ExtrasQuery = Type.Object({
  ...UserKey,
  Addons: Type.Optional(Type.Boolean()),
  Excursions: Type.Optional(Type.Boolean()),
  Meals: Type.Optional(Type.Boolean()),
});

const ExcursionFields = {
  id: Uuid,
  code: Type.String(),
  description: Type.String(),
  startDateTime: Type.String({ description: 'Local date-time, no zone' }),
  endDateTime: Type.String(),
  startPort: Type.String(),
  endPort: Type.String(),
  passengerPrices: PassengerPrices,
};

export const ExtraSearchResult = Type.Object(
  {
    addons: Type.Optional(Type.Array(Type.Object({ id: Uuid, code: Type.String(), passengerPrices: PassengerPrices }))),
    excursions: Type.Optional(Type.Array(Type.Object(ExcursionFields))),
    meals: Type.Optional(Type.Array(Type.Object({ id: Uuid, code: Type.String(), passengerPrices: PassengerPrices }))),
  },
  { $id: 'ExtraSearchResult' },
);
export type ExtraSearchResult = Static<typeof ExtraSearchResult>;

export const QuoteResponse = Type.Object(
  {
    quoteId: Uuid,
    package: Type.Object({ id: Type.String(), code: Type.String(), description: Type.String() }),
    voyage: Type.Object({
      id: Type.String({ format: 'uuid', description: 'The package departure id' }),
      includedAddons: Type.Array(
        Type.Object({
          code: Type.String(),
          description: Type.String(),
          quantityPerPassenger: Type.Integer(),
          date: Type.String({ format: 'date' }),
          passengerIds: Type.Array(Uuid),
        }),
      ),
      includedMeals: Type.Array(
        Type.Object({
          code: Type.String(),
          details: Type.Array(Type.Object({ description: Type.String(), dates: Type.Array(Type.String()) })),
          passengerIds: Type.Array(Uuid),
        }),
      ),
      extraAddons: Type.Optional(
        Type.Array(
          Type.Object({
            id: Uuid,
            code: Type.String(),
            quantityPerPassenger: Type.Integer(),
            date: Type.String({ format: 'date' }),
            passengerPrices: PassengerPrices,
          }),
        ),
      ),
      extraExcursions: Type.Optional(Type.Array(Type.Object(ExcursionFields))),
      extraMeals: Type.Optional(
        Type.Array(Type.Object({ id: Uuid, code: Type.String(), passengerPrices: PassengerPrices })),
      ),
    }),
    passengers: Type.Array(
      Type.Object({
        id: Uuid,
        ageCategory: AgeCategory,
        guestType: Type.Literal('REGULAR'),
        price: Type.Number({ description: 'Cabin fare + package supplement + their extras + supplemental packages' }),
        firstName: NullableString,
        lastName: NullableString,
        gender: NullableString,
        dateOfBirth: NullableString,
        nationality: NullableString,
        email: NullableString,
      }),
    ),
    paymentInformation: Type.Object({
      currency: Type.String(),
      fullAmount: Type.Number({ description: 'Exactly the sum of the passenger prices' }),
      dueByUtc: Type.String({ description: 'UTC, with Z' }),
      depositAmount: Type.Number(),
      depositDueByUtc: Type.String({ description: 'UTC, with Z' }),
    }),
  },
  { $id: 'QuoteResponse', examples: [QUOTE_RESPONSE_EXAMPLE] },
);
export type QuoteResponse = Static<typeof QuoteResponse>;
