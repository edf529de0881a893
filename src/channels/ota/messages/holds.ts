/**
 * OTA_CruiseCabinHoldRQ/RS and OTA_CruiseCabinUnholdRQ/RS: a hold is a Berth session with a held booking of one
 * cabin, opened here with V2's own calls (the voyage search for the sailing's day, the held booking's create, and
 * for a chosen number the grade's listing and the number's apply); the session's expiry is `ReleaseDateTime`.
 * The hold is named by the request's TransactionIdentifier (or one Berth makes, answered in the same attribute),
 * recorded in the create's unit of work (domain/ota-holds). Unhold expires the session: everything it held is
 * free at once.
 *
 * Reads: GuestCounts (or Guest), SelectedSailing @VoyageID, SelectedFare @FareCode, one SelectedCategory
 * @PricedCategoryCode with one SelectedCabin @CabinNumber ("GTY": a guarantee cabin of the grade), Currency,
 * SearchQualifiers @PromotionCode.
 */
import { randomBytes } from 'node:crypto';
import type { BookingService } from '../../../domain/bookings/booking-service.js';
import type { CabinNumberService } from '../../../domain/bookings/cabin-numbers.js';
import type { HeldCabinAt } from '../../../domain/bookings/repository-sailing.js';
import { recordHoldName, type OtaHolds } from '../../../domain/ota-holds/index.js';
import type { SearchService } from '../../../domain/sessions/search.js';
import type { Clock } from '../../../kernel/clock.js';
import { AppError, FieldErrorCollector } from '../../../kernel/errors.js';
import type { UnitsOfWork } from '../../../platform/db/transaction.js';
import { voyageIdOf, voyageKeyOf } from '../codes.js';
import type { OtaAnswer, OtaMessage } from '../message.js';
import { partyOf } from '../party.js';
import { at, attr, many, type XmlNode } from '../xml.js';

export interface HoldServices {
  search: SearchService;
  bookings: BookingService;
  cabinNumbers: CabinNumberService;
  units: UnitsOfWork;
  otaHolds: OtaHolds;
  clock: Clock;
}

const HOLD = 'OTA_CruiseCabinHoldRQ';
export const GUARANTEE = 'GTY';
const HOLD_TAGS: Record<string, string> = {
  fareCode: `/${HOLD}/SelectedSailing/SelectedFare/@FareCode`,
  promotionCode: `/${HOLD}/SearchQualifiers/@PromotionCode`,
  currency: `/${HOLD}/Currency/@CurrencyCode`,
  cabinMix: `/${HOLD}/SelectedSailing/SelectedCategory/@PricedCategoryCode`,
  'cabinMix[0].code': `/${HOLD}/SelectedSailing/SelectedCategory/@PricedCategoryCode`,
  cabinNumber: `/${HOLD}/SelectedSailing/SelectedCategory/SelectedCabin/@CabinNumber`,
  departureDate: `/${HOLD}/SelectedSailing/@VoyageID`,
  TransactionIdentifier: `/${HOLD}/@TransactionIdentifier`,
};

/** The hold a request asks for, read from its elements; refusals name the element. */
function holdRequestOf(message: XmlNode) {
  const errors = new FieldErrorCollector();
  const guests = partyOf(message, HOLD, errors);
  const sailings = many(message.SelectedSailing);
  const sailing = sailings[0];
  if (sailings.length > 1) errors.add(`/${HOLD}/SelectedSailing[2]`, 'Berth holds one sailing per request');
  const key = voyageKeyOf(attr(sailing, 'VoyageID'));
  if (!key) errors.add(HOLD_TAGS.departureDate!, 'must be a VoyageID of OTA_CruiseSailAvailRS');
  const categories = many(sailing?.SelectedCategory);
  const cabins = categories.flatMap((category) => many(category.SelectedCabin));
  if (categories.length !== 1 || cabins.length !== 1) {
    errors.add(`/${HOLD}/SelectedSailing/SelectedCategory`, 'Berth holds exactly one cabin per request');
  }
  const grade = attr(categories[0], 'PricedCategoryCode');
  if (!grade) errors.add(HOLD_TAGS.cabinMix!, 'is required');
  const transactionId = attr(message, 'TransactionIdentifier');
  if (transactionId !== undefined && (transactionId.length === 0 || transactionId.length > 32)) {
    errors.add(HOLD_TAGS.TransactionIdentifier!, 'must be 1 to 32 characters');
  }
  errors.throwIfAny('The hold request cannot be served as sent.');
  return {
    key: key!,
    guests,
    grade: grade!,
    cabinNumber: attr(cabins[0], 'CabinNumber')!,
    fareCode: attr(at(sailing, 'SelectedFare'), 'FareCode'),
    currency: attr(at(message, 'Currency'), 'CurrencyCode'),
    promotionCode: attr(at(message, 'SearchQualifiers'), 'PromotionCode'),
    transactionId: transactionId ?? randomBytes(12).toString('hex').toUpperCase(),
  };
}

export function cabinHold(s: HoldServices): OtaMessage {
  return {
    request: HOLD,
    answer: 'OTA_CruiseCabinHoldRS',
    tagOf: (field) => HOLD_TAGS[field],
    async handle({ agency, message }): Promise<OtaAnswer> {
      const asked = holdRequestOf(message);
      const { key } = asked;
      const found = await s.search.searchVoyages(agency, {
        departurePort: key.departurePort,
        arrivalPort: key.arrivalPort,
        departureDateFrom: key.departureDate.slice(0, 10),
        guests: asked.guests.map((type) => ({ type })),
        ...(asked.currency ? { currency: asked.currency } : {}),
      });
      if (!found.results.some((result) => result.departureDate === key.departureDate)) {
        throw new AppError(404, 'SAILING_NOT_FOUND', `No sailing ${voyageIdOf(key)} is on sale.`, {
          [HOLD_TAGS.departureDate!]: ['names no sailing on sale'],
        });
      }
      const guestIds = found.guests.map((guest) => guest.guestId);
      let expiresAt = await s.units(async (unit) => {
        const created = await s.bookings.create(unit, agency, 'voyage-only', found.sessionId, {
          departureDate: key.departureDate,
          cabinMix: [{ code: asked.grade, guestIds }],
          ...(asked.fareCode ? { fareCode: asked.fareCode } : {}),
          ...(asked.promotionCode ? { promotionCode: asked.promotionCode } : {}),
        });
        await recordHoldName(
          unit.tx,
          { agencyId: agency.id, transactionId: asked.transactionId, sessionId: found.sessionId },
          s.clock.now(),
        );
        return created.expiresAt;
      });
      let cabinNumber = GUARANTEE;
      if (asked.cabinNumber !== GUARANTEE) {
        try {
          await s.cabinNumbers.list(agency, 'voyage-only', found.sessionId, asked.grade);
          const applied = await s.cabinNumbers.apply(agency, 'voyage-only', found.sessionId, {
            cabinId: 1,
            cabinNumber: asked.cabinNumber,
          });
          expiresAt = applied.expiresAt;
          cabinNumber = asked.cabinNumber;
        } catch (error) {
          // The number cannot be had: nothing stays held for a request that is answered with errors.
          await s.otaHolds.release(agency.id, asked.transactionId);
          throw error;
        }
      }
      return {
        attributes: { TransactionIdentifier: asked.transactionId },
        content: {
          SelectedSailing: {
            '@VoyageID': voyageIdOf(key),
            '@Start': key.departureDate,
            SelectedCabin: {
              '@Status': '1',
              '@ReleaseDateTime': expiresAt.toISOString(),
              '@CabinNumber': cabinNumber,
              '@HeldIndicator': 'true',
              '@GuestRefNumbers': guestIds.join(' '),
            },
          },
        },
      };
    },
  };
}

/**
 * The held cabin a later message names when it has no TransactionIdentifier: the sailing (VoyageID), the cabin
 * number ("GTY": a guarantee cabin) and, where the message has it, the grade: unhold's SelectedSailing/SelectedCabin
 * (its schema has no grade), price booking's and book's SailingInfo (SelectedCategory/@PricedCategoryCode with its
 * SelectedCabin).
 */
function heldCabinOf(message: XmlNode, root: string): HeldCabinAt {
  const unhold = root === UNHOLD;
  const sailing = unhold ? at(message, 'SelectedSailing') : at(message, 'SailingInfo', 'SelectedSailing');
  const category = unhold ? undefined : at(message, 'SailingInfo', 'SelectedCategory');
  const cabin = unhold ? at(sailing, 'SelectedCabin') : at(category, 'SelectedCabin');
  const key = voyageKeyOf(attr(sailing, 'VoyageID'));
  const cabinNumber = attr(cabin, 'CabinNumber');
  if (!key || !cabinNumber) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Name the hold: its TransactionIdentifier, or its sailing and cabin.', {
      [`/${root}/@TransactionIdentifier`]: [
        "is required (the hold answer's) unless the message names the held sailing (VoyageID) and cabin (CabinNumber)",
      ],
    });
  }
  const gradeCode = attr(category, 'PricedCategoryCode');
  return { ...key, gradeCode: gradeCode ?? null, cabinNumber: cabinNumber === GUARANTEE ? null : cabinNumber };
}

/**
 * The name of the hold a later message (unhold, price booking, book) refers to: its TransactionIdentifier, else
 * the agency's one live hold of the sailing and cabin it names (docs/ota.md "Holds and their names").
 */
export async function holdNameOf(
  otaHolds: OtaHolds,
  agencyId: string,
  message: XmlNode,
  root: string,
): Promise<{ name: string; attributes: Record<string, string> }> {
  const name = attr(message, 'TransactionIdentifier');
  if (name) return { name, attributes: {} };
  const found = await otaHolds.nameOfHoldAt(agencyId, heldCabinOf(message, root));
  // The answer names the hold it found, as a hold answer does.
  return { name: found, attributes: { TransactionIdentifier: found } };
}

const UNHOLD = 'OTA_CruiseCabinUnholdRQ';

export function cabinUnhold(s: HoldServices): OtaMessage {
  const root = UNHOLD;
  return {
    request: root,
    answer: 'OTA_CruiseCabinUnholdRS',
    tagOf: (field) => (field === 'TransactionIdentifier' ? `/${root}/@TransactionIdentifier` : undefined),
    async handle({ agency, message }): Promise<OtaAnswer> {
      const hold = await holdNameOf(s.otaHolds, agency.id, message, root);
      await s.otaHolds.release(agency.id, hold.name);
      const sailing = at(message, 'SelectedSailing');
      return {
        attributes: hold.attributes,
        content: {
          SelectedSailing: {
            ...(attr(sailing, 'VoyageID') ? { '@VoyageID': attr(sailing, 'VoyageID')! } : {}),
            SelectedCabin: many(sailing?.SelectedCabin).map((cabin) => ({
              '@Status': '3',
              '@CabinNumber': attr(cabin, 'CabinNumber') ?? GUARANTEE,
            })),
          },
        },
      };
    },
  };
}
