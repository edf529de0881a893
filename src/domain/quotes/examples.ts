/**
 * Examples of V1's answers for the OpenAPI document: real answers of the sandbox's demo catalogue (the
 * ROUND-12D package on MS Richard With from Bergen, two adults, NOK), so that Swagger UI and generated
 * clients show what partners will receive rather than "string".
 */

/** A package search (two of the departure's eight cabin categories): the new quote and its passengers. */
export const PACKAGE_SEARCH_RESULT_EXAMPLE = {
  packageId: 'ROUND-12D',
  quoteId: '22bcbcff-7a33-4941-a0cc-ab574c0f8caf',
  departure: {
    id: 'cf547748-8cce-5258-846d-40319c517dc1',
    startDate: '2027-01-10T22:30:00',
    endDate: '2027-01-21T14:30:00',
    shipCode: 'RW',
    cabins: [
      {
        category: 'IG',
        superCategory: 'Inside',
        price: 16927,
        availableCabins: 20,
        minimumOccupancy: 1,
        maximumOccupancy: 2,
      },
      {
        category: 'O2',
        superCategory: 'Outside',
        price: 24632,
        availableCabins: 71,
        minimumOccupancy: 1,
        maximumOccupancy: 2,
      },
    ],
  },
  passengers: [
    { id: 'd4f16d91-0f3f-430f-9e85-a71d515013f7', ageCategory: 'ADULT' },
    { id: '578ab4dc-ad96-40ed-92a4-c198ef8f0bf6', ageCategory: 'ADULT' },
  ],
};

/** The quote read back: the package, what its fare includes, the passengers and the payment terms. */
export const QUOTE_RESPONSE_EXAMPLE = {
  quoteId: '22bcbcff-7a33-4941-a0cc-ab574c0f8caf',
  package: {
    id: '37362712-9462-540b-9f8b-26437f831919',
    code: 'ROUND-12D',
    description: 'Bergen - Kirkenes - Bergen, 12 days along the whole coast, full board included.',
  },
  voyage: {
    id: 'cf547748-8cce-5258-846d-40319c517dc1',
    includedAddons: [],
    includedMeals: [
      {
        code: 'FULLBOARD',
        details: [
          {
            description: 'Full board: breakfast, lunch and dinner',
            dates: [
              '2027-01-10',
              '2027-01-11',
              '2027-01-12',
              '2027-01-13',
              '2027-01-14',
              '2027-01-15',
              '2027-01-16',
              '2027-01-17',
              '2027-01-18',
              '2027-01-19',
              '2027-01-20',
              '2027-01-21',
            ],
          },
        ],
        passengerIds: ['d4f16d91-0f3f-430f-9e85-a71d515013f7', '578ab4dc-ad96-40ed-92a4-c198ef8f0bf6'],
      },
    ],
  },
  passengers: [
    {
      id: 'd4f16d91-0f3f-430f-9e85-a71d515013f7',
      ageCategory: 'ADULT',
      guestType: 'REGULAR',
      price: 16927,
      firstName: null,
      lastName: null,
      gender: null,
      dateOfBirth: null,
      nationality: null,
      email: null,
    },
    {
      id: '578ab4dc-ad96-40ed-92a4-c198ef8f0bf6',
      ageCategory: 'ADULT',
      guestType: 'REGULAR',
      price: 16927,
      firstName: null,
      lastName: null,
      gender: null,
      dateOfBirth: null,
      nationality: null,
      email: null,
    },
  ],
  paymentInformation: {
    currency: 'NOK',
    fullAmount: 33854,
    dueByUtc: '2027-01-05T09:00:00.000Z',
    depositAmount: 6770.8,
    depositDueByUtc: '2027-01-05T09:00:00.000Z',
  },
};
