/**
 * V1 (quote-based) bodies as service-interface.md sections 2.6 to 2.9 define them.
 *
 * TO REGENERATE: V1's routes are not in the OpenAPI document yet. Until they are, quotes.ts uses these
 * types; once they are, `npm run sdk:generate` puts them in generated/schema.ts and quotes.ts takes the
 * generated types instead, automatically (see `V1Type`); then delete this file.
 * packages/sdk/test/generated.test.ts checks that every path quotes.ts calls is in the document once V1 is.
 */

export interface PackageSearchResult {
  packageId: string;
  quoteId: string;
  departure: {
    id: string;
    startDate: string;
    endDate: string;
    shipCode: string;
    cabins: {
      category: string;
      superCategory: string;
      price: number;
      availableCabins: number;
      minimumOccupancy: number;
      maximumOccupancy: number;
    }[];
  };
  passengers: { id: string; ageCategory: string }[];
}

interface PassengerPrice {
  passengerId: string;
  price: number;
}

export interface QuoteResponse {
  quoteId: string;
  package: { id: string; code: string; description: string };
  voyage: {
    id: string;
    includedAddons: {
      code: string;
      description: string;
      quantityPerPassenger: number;
      date: string;
      passengerIds: string[];
    }[];
    includedMeals: { code: string; details: { description: string; dates: string[] }[]; passengerIds: string[] }[];
    extraAddons?: {
      id: string;
      code: string;
      quantityPerPassenger: number;
      date: string;
      passengerPrices: PassengerPrice[];
    }[];
    extraExcursions?: {
      id: string;
      code: string;
      description: string;
      startDateTime: string;
      endDateTime: string;
      startPort: string;
      endPort: string;
      passengerPrices: PassengerPrice[];
    }[];
    extraMeals?: { id: string; code: string; passengerPrices: PassengerPrice[] }[];
  };
  passengers: {
    id: string;
    ageCategory: string;
    guestType: string;
    price: number;
    firstName?: string;
    lastName?: string;
    gender?: string;
    dateOfBirth?: string;
    nationality?: string;
    email?: string;
  }[];
  paymentInformation: {
    currency: string;
    fullAmount: number;
    dueByUtc: string;
    depositAmount: number;
    depositDueByUtc: string;
  };
}

export interface ManageExtrasRequest {
  addons?: { id: string; quantityPerPassenger: number; passengerIds: string[] }[];
  excursions?: { id: string; passengerIds: string[] }[];
  meals?: { id: string; passengerIds: string[] }[];
}

export interface ExtraSearchResult {
  addons?: { id: string; code: string; passengerPrices: PassengerPrice[] }[];
  excursions?: {
    id: string;
    code: string;
    description: string;
    startDateTime: string;
    endDateTime: string;
    startPort: string;
    endPort: string;
    passengerPrices: PassengerPrice[];
  }[];
  meals?: { id: string; code: string; passengerPrices: PassengerPrice[] }[];
}

export interface AddSupplementalPackageRequest {
  passengerIds: string[];
  routeOverrides?: { packageStageId: number; selectableRouteId: number }[];
}
