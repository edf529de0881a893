/**
 * What one sailing offers the party, from V2's voyage search without a session (SearchService.
 * voyageAvailability, as OTA_CruiseSailAvailRQ):
 *
 * - OTA_CruiseFareAvailRQ/RS: the fares on sale for the sailing (`FareCodeOption`: `FareCode`, the fare's name in
 *   `FareDescription`, `Status` 1 with room for a cabin in its bucket on some grade, 2 without), with the
 *   promotion of `SearchQualifiers/@PromotionCode` where it applies (named in `ListOfFareQualifierCode`).
 * - OTA_CruiseCategoryAvailRQ/RS: per fare asked in `SelectedFare/@FareCode` (every fare on sale when the only
 *   one asked is not sold), the grades with the party's price per guest (`PriceInfo` per age qualifying code),
 *   the free cabins (`AvailableGroupAllocationQty`), `MaxOccupancy`, and `Status` 1 free, 2 sold out.
 *
 * Both read the sailing from `SailingInfo/SelectedSailing/@VoyageID`, the party from `GuestCounts`, and the
 * currency from `SailingInfo/Currency/@CurrencyCode` (default: the agency's first).
 */
import type { SearchService } from '../../../domain/sessions/search.js';
import { AppError, FieldErrorCollector } from '../../../kernel/errors.js';
import { AGE_QUALIFYING_CODE, amountOf, voyageIdOf } from '../codes.js';
import type { OtaAnswer, OtaMessage } from '../message.js';
import { selectedSailingOf } from '../render.js';
import { currencyOf, partyOf, sailingOf } from '../party.js';
import { at, attr, many, type XmlNode } from '../xml.js';

/** The sailing a message names, priced for its party; a refusal naming VoyageID when none is on sale. */
export async function sailingOffer(
  search: SearchService,
  call: { agency: Parameters<SearchService['voyageAvailability']>[0]; message: XmlNode },
  root: string,
) {
  const errors = new FieldErrorCollector();
  const guests = partyOf(call.message, root, errors);
  const key = sailingOf(call.message, root, errors);
  errors.throwIfAny('The request cannot be served as sent.');
  const currency = currencyOf(call.message);
  const promotionCode = attr(at(call.message, 'SearchQualifiers'), 'PromotionCode');
  const found = await search.voyageAvailability(call.agency, {
    departurePort: key!.departurePort,
    arrivalPort: key!.arrivalPort,
    departureDateFrom: key!.departureDate.slice(0, 10),
    guests: guests.map((type) => ({ type })),
    ...(currency ? { currency } : {}),
    ...(promotionCode ? { promotionCode } : {}),
  });
  const index = found.results.findIndex((result) => result.departureDate === key!.departureDate);
  const sailing = found.results[index];
  if (!sailing) {
    throw new AppError(404, 'SAILING_NOT_FOUND', `No sailing ${voyageIdOf(key!)} is on sale.`, {
      [`/${root}/SailingInfo/SelectedSailing/@VoyageID`]: ['names no sailing on sale'],
    });
  }
  return { found, sailing, voyage: found.voyages[index]! };
}

export function fareAvail(search: SearchService): OtaMessage {
  const root = 'OTA_CruiseFareAvailRQ';
  return {
    request: root,
    answer: 'OTA_CruiseFareAvailRS',
    async handle(call): Promise<OtaAnswer> {
      const { found, sailing } = await sailingOffer(search, call, root);
      const fares = new Map<string, { name: string; available: boolean; promotion: string | null }>();
      for (const grade of sailing.cabinGrades) {
        for (const fare of grade.fares) {
          const known = fares.get(fare.fareCode);
          fares.set(fare.fareCode, {
            name: fare.name,
            available: (known?.available ?? false) || (fare.available && grade.availableCabins > 0),
            promotion: known?.promotion ?? fare.promotion?.promotionCode ?? null,
          });
        }
      }
      return {
        content: {
          SailingInfo: selectedSailingOf(sailing, found.currency),
          ...(fares.size > 0
            ? {
                FareCodeOptions: {
                  FareCodeOption: [...fares].map(([fareCode, fare]) => ({
                    '@FareCode': fareCode,
                    '@FareDescription': fare.name,
                    '@Status': fare.available ? '1' : '2',
                    ...(fare.promotion ? { '@ListOfFareQualifierCode': fare.promotion.toUpperCase() } : {}),
                  })),
                },
              }
            : {}),
        },
      };
    },
  };
}

export function categoryAvail(search: SearchService): OtaMessage {
  const root = 'OTA_CruiseCategoryAvailRQ';
  return {
    request: root,
    answer: 'OTA_CruiseCategoryAvailRS',
    async handle(call): Promise<OtaAnswer> {
      const { found, sailing } = await sailingOffer(search, call, root);
      const asked = many(call.message.SelectedFare)
        .map((fare) => attr(fare, 'FareCode'))
        .filter((code): code is string => code !== undefined);
      const onSale = [...new Set(sailing.cabinGrades.flatMap((grade) => grade.fares.map((fare) => fare.fareCode)))];
      const fareCodes = asked.some((code) => onSale.includes(code))
        ? asked.filter((code) => onSale.includes(code))
        : onSale;
      const typeOf = new Map(found.guests.map((guest) => [guest.guestId, guest.type]));
      const fareOptions = fareCodes.slice(0, 5).map((fareCode) => ({
        '@FareCode': fareCode,
        CategoryOptions: {
          CategoryOption: sailing.cabinGrades
            .filter((grade) => grade.fares.some((fare) => fare.fareCode === fareCode))
            .slice(0, 40)
            .map((grade) => {
              const fare = grade.fares.find((f) => f.fareCode === fareCode)!;
              return {
                '@PricedCategoryCode': grade.code,
                '@Status': grade.availableCabins > 0 && fare.available ? '1' : '2',
                '@MaxOccupancy': String(grade.maximumOccupancy),
                '@AvailableGroupAllocationQty': String(Math.min(9999, grade.availableCabins)),
                PriceInfos: {
                  PriceInfo: fare.pricePerGuest.slice(0, 8).map((guest) => ({
                    '@AgeQualifyingCode': AGE_QUALIFYING_CODE[typeOf.get(guest.guestId) ?? 'ADULT'],
                    '@CurrencyCode': found.currency,
                    '@Amount': amountOf(guest.price),
                    '@FareCode': fareCode,
                  })),
                },
              };
            }),
        },
      }));
      return {
        content: {
          SailingInfo: selectedSailingOf(sailing, found.currency),
          ...(fareOptions.length > 0
            ? { FareOption: fareOptions.filter((o) => o.CategoryOptions.CategoryOption.length > 0) }
            : {}),
        },
      };
    },
  };
}
