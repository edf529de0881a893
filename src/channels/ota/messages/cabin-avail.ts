/**
 * OTA_CruiseCabinAvailRQ/RS: the free cabin numbers of a grade on a sailing, by deck, and the guarantee option
 * (`CabinNumber="GTY"`, as OTA_CruiseCabinHoldRQ takes it). Opens no session and holds nothing: the sailing and
 * the grade as V2's voyage search offers them to the party (SearchService.voyageAvailability), the numbers from
 * the cabin-number listing's rule for a booking not made yet (CabinNumberService.listForVoyage). A hold of a
 * listed number lists again and applies it, as V2 does; a number taken meanwhile is refused there.
 *
 * Reads: GuestCounts; SailingInfo/SelectedSailing/@VoyageID; SailingInfo/SelectedCategory/@PricedCategoryCode
 * (the grade); SailingInfo/Currency/@CurrencyCode; SelectedFare/@FareCode (optional: the fare the options are
 * for); SearchQualifiers/@DeckNumber (one deck only) and @PromotionCode.
 */
import type { CabinNumberService } from '../../../domain/bookings/cabin-numbers.js';
import type { SearchService } from '../../../domain/sessions/search.js';
import { AppError } from '../../../kernel/errors.js';
import type { OtaAnswer, OtaMessage } from '../message.js';
import { elementError } from '../party.js';
import { selectedSailingOf } from '../render.js';
import { at, attr, type XmlNode } from '../xml.js';
import { GUARANTEE } from './holds.js';
import { sailingOffer } from './sailing-offers.js';

const ROOT = 'OTA_CruiseCabinAvailRQ';
const GRADE_TAG = `/${ROOT}/SailingInfo/SelectedCategory/@PricedCategoryCode`;
const FARE_TAG = `/${ROOT}/SelectedFare/@FareCode`;
/** CabinOptions holds at most 99 options: the guarantee and 98 numbers (SearchQualifiers/@DeckNumber narrows). */
const MAX_NUMBERS = 98;
/** CabinOption/@Status, Berth's list (docs/ota.md), as CategoryOption's: 1 free, 2 sold out. */
const OPTION_STATUS = { FREE: '1', SOLD_OUT: '2' };

export function cabinAvail(s: { search: SearchService; cabinNumbers: CabinNumberService }): OtaMessage {
  return {
    request: ROOT,
    answer: 'OTA_CruiseCabinAvailRS',
    tagOf: (field) => ({ cabinGrade: GRADE_TAG, departureDate: `/${ROOT}/SailingInfo/SelectedSailing/@VoyageID` })[field],
    async handle(call): Promise<OtaAnswer> {
      const gradeCode = attr(at(call.message, 'SailingInfo', 'SelectedCategory'), 'PricedCategoryCode');
      if (!gradeCode) throw elementError(GRADE_TAG, 'is required: the grade whose cabins to list');
      const { found, sailing, voyage } = await sailingOffer(s.search, call, ROOT);
      const grade = sailing.cabinGrades.find((g) => g.code === gradeCode);
      if (!grade) {
        const codes = sailing.cabinGrades.map((g) => g.code).join(', ');
        throw elementError(GRADE_TAG, `must be a grade on sale on this sailing for the party (${codes})`);
      }
      const fareCode = attr(at(call.message, 'SelectedFare'), 'FareCode');
      const fare = fareCode === undefined ? undefined : grade.fares.find((f) => f.fareCode === fareCode);
      if (fareCode !== undefined && !fare) {
        throw new AppError(409, 'FARE_NOT_AVAILABLE', `Fare ${fareCode} is not on sale for grade ${gradeCode}.`, {
          [FARE_TAG]: [`must be a fare on sale for grade ${gradeCode} (see OTA_CruiseCategoryAvailRS)`],
        });
      }
      const fareOpen = fare ? fare.available : grade.fares.some((f) => f.available);
      const status = grade.availableCabins > 0 && fareOpen ? OPTION_STATUS.FREE : OPTION_STATUS.SOLD_OUT;
      const listing = await s.cabinNumbers.listForVoyage(voyage, gradeCode);
      const deck = attr(at(call.message, 'SearchQualifiers'), 'DeckNumber');
      const numbers = listing.decks
        .filter((d) => deck === undefined || String(d.deck) === deck)
        .flatMap((d) => d.cabinNumbers.map((number) => ({ deck: d.deck, number })))
        .slice(0, MAX_NUMBERS);
      const option = (cabinNumber: string, deckNumber?: number): XmlNode => ({
        '@Status': status,
        '@CabinNumber': cabinNumber,
        '@MaxOccupancy': String(grade.maximumOccupancy),
        ...(deckNumber === undefined ? {} : { '@DeckNumber': String(deckNumber) }),
        '@CabinCategoryCode': gradeCode,
      });
      return {
        content: {
          SailingInfo: {
            ...selectedSailingOf(sailing, found.currency),
            SelectedCategory: { '@PricedCategoryCode': gradeCode, ...(fareCode ? { '@FareCode': fareCode } : {}) },
          },
          SelectedFare: fareCode ? { '@FareCode': fareCode } : '',
          CabinOptions: {
            CabinOption: [option(GUARANTEE), ...numbers.map((n) => option(n.number, n.deck))],
          },
        },
      };
    },
  };
}
