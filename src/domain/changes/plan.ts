/**
 * A change quote's request read against the booking and the catalogue: the voyage, grades and fare the booking
 * would have, what the fare's rules say, and what the change costs. Every refusal is decided here, before anything
 * is held (commerce.md: every refusal comes at the quote, not at apply):
 * - the request itself: 400 VALIDATION_FAILED naming the field (an unknown cabin, a grade the ship lacks or whose
 *   occupancy the cabin's guests break, a departure that is not one of the booking's ports, a change to nothing);
 * - an unknown fare 400 FARE_NOT_FOUND, a fare not sold for the new voyage or grade 409 FARE_NOT_AVAILABLE;
 * - what the booking's fare does not allow 409 CHANGE_NOT_ALLOWED_BY_FARE naming the rule.
 * Room (cabins, vehicle slots, the fare's bucket) is decided when the quote takes it (service.ts).
 */
import { AppError, FieldErrorCollector, invalidField } from '../../kernel/errors.js';
import { apiDateTime, localDateTime, wallClockToInstant } from '../../kernel/time.js';
import type { Tx } from '../../platform/db/client.js';
import type { CatalogReads, Grade } from '../catalog/catalog-reads.js';
import type { Fare } from '../pricing/fare-rules.js';
import type { GuestType } from '../pricing/price.js';
import { findPromotion } from '../promotions/index.js';
import type { BookingRecord } from '../bookings/index.js';
import { bookingNow, daysBeforeDeparture } from '../bookings/cancellation-policy.js';
import { findPackageDepartures, findVoyages } from '../sessions/search-sql.js';
import type { FoundVoyage } from '../sessions/search-rules.js';
import { faresOnSale } from '../sessions/fare-offers.js';
import { changeFeeOf, fareRefusal, type ChangeKinds } from './rules.js';
import type { ChangeQuoteBody } from './schemas.js';

/** What the booking would be after the change, and what the change costs. */
export interface ChangePlan {
  kinds: ChangeKinds;
  /** The voyage after the change (the booking's own when the date stays). */
  voyage: { sailingId: number; fromSeq: number; toSeq: number; shipCode: string; departureAt: Date };
  /** The fare after the change. */
  fare: Fare;
  /** Booked cabin number -> its grade after the change (on the voyage's ship). */
  grades: Map<number, Grade>;
  /** The booked cabins whose cabin or unit the change replaces. */
  movedCabins: number[];
  feeMinor: number;
  /** The booking's promotion no longer applies (the new date leaves its departure window, or the new fare). */
  dropsPromotion: boolean;
}

export interface PlanDeps {
  catalog: CatalogReads;
  timeZone: string;
  sandbox: boolean;
}

const notAllowed = (refusal: { field: string; rule: string }) =>
  new AppError(409, 'CHANGE_NOT_ALLOWED_BY_FARE', `The booking's fare does not allow this change: ${refusal.rule}.`, {
    [refusal.field]: [refusal.rule],
  });

const fareNotAvailable = (code: string, why: string) =>
  new AppError(409, 'FARE_NOT_AVAILABLE', `The fare ${code} ${why}.`, { fareCode: [why] });

/** The voyage of the booking's ports (or package) departing at the local date-time asked, on sale now. */
async function voyageAt(tx: Tx, booking: BookingRecord, departureDate: string, nowLocal: string) {
  const day = departureDate.slice(0, 10);
  const range = { from: day, to: day, nowLocal };
  const doc = booking.document;
  const found: FoundVoyage[] = booking.packageCode
    ? await findPackageDepartures(tx, { ...range, packageCode: booking.packageCode })
    : await findVoyages(tx, { ...range, departurePort: doc.departurePort, arrivalPort: doc.arrivalPort });
  const wanted = departureDate.length === 16 ? `${departureDate}:00` : departureDate;
  return found.find((v) => apiDateTime(v.departureAt) === wanted);
}

/** The voyage after the change: the booking's own, or the departure asked for (400 naming departureDate). */
async function voyageAfter(
  tx: Tx,
  deps: PlanDeps,
  booking: BookingRecord,
  departureDate: string | undefined,
  now: Date,
): Promise<{ voyage: ChangePlan['voyage']; departureLocal: string }> {
  const doc = booking.document;
  let voyage: ChangePlan['voyage'] = {
    sailingId: booking.sailingId,
    fromSeq: booking.fromSeq,
    toSeq: booking.toSeq,
    shipCode: doc.shipCode,
    departureAt: booking.departureAt,
  };
  let departureLocal = doc.departureDate;
  if (departureDate !== undefined) {
    const found = await voyageAt(tx, booking, departureDate, localDateTime(now, deps.timeZone));
    if (!found) {
      const what = booking.packageCode
        ? `of package ${booking.packageCode}`
        : `from ${doc.departurePort} to ${doc.arrivalPort}`;
      throw invalidField(
        'departureDate',
        `is not a departure ${what} on sale (use a results[].departureDate of a search)`,
      );
    }
    if (found.sailingId === booking.sailingId && found.fromSeq === booking.fromSeq) {
      throw invalidField('departureDate', "is the booking's departure already");
    }
    departureLocal = apiDateTime(found.departureAt);
    voyage = {
      sailingId: found.sailingId,
      fromSeq: found.fromSeq,
      toSeq: found.toSeq,
      shipCode: found.shipCode,
      departureAt: wallClockToInstant(departureLocal, deps.timeZone),
    };
  }
  return { voyage, departureLocal };
}

/** Reads the change (see the header); throws its refusal. */
export async function planChange(
  tx: Tx,
  deps: PlanDeps,
  booking: BookingRecord,
  body: ChangeQuoteBody,
  now: Date,
): Promise<ChangePlan> {
  const { catalog } = deps;
  const doc = booking.document;
  const errors = new FieldErrorCollector();
  const fares = await catalog.fareCatalogue(tx);
  if (body.fareCode !== undefined && !fares.has(body.fareCode)) {
    throw invalidField('fareCode', `is not a known fare (${[...fares.keys()].join(', ')})`, 'FARE_NOT_FOUND');
  }

  // The voyage after the change.
  const dateChange = body.departureDate !== undefined;
  const { voyage, departureLocal } = await voyageAfter(tx, deps, booking, body.departureDate, now);

  // The grades after the change, on the voyage's ship: the booking's, and those asked for.
  const shipGrades = await catalog.gradesOfShips(tx, [voyage.shipCode]);
  const gradeOf = (code: string) => shipGrades.find((g) => g.code === code);
  const grades = new Map<number, Grade>();
  for (const cabin of doc.cabins) {
    const kept = gradeOf(cabin.code);
    if (kept) grades.set(cabin.id, kept);
    else if (dateChange) {
      errors.add(
        'departureDate',
        `the ship of that departure (${voyage.shipCode}) has no grade ${cabin.code} (cabin ${cabin.id})`,
      );
    }
  }
  const regraded: number[] = [];
  (body.cabins ?? []).forEach((asked, i) => {
    const cabin = doc.cabins.find((c) => c.id === asked.cabinId);
    const grade = gradeOf(asked.code);
    if (!cabin)
      errors.add(
        `cabins[${i}].cabinId`,
        `is not one of the booking's cabins (${doc.cabins.map((c) => c.id).join(', ')})`,
      );
    else if (regraded.includes(cabin.id)) errors.add(`cabins[${i}].cabinId`, 'is named twice');
    else if (!grade) errors.add(`cabins[${i}].code`, `is not a cabin grade of ship ${voyage.shipCode}`);
    else if (grade.code === cabin.code) errors.add(`cabins[${i}].code`, "is the cabin's grade already");
    else if (cabin.guests.length < grade.minimumOccupancy || cabin.guests.length > grade.maximumOccupancy) {
      errors.add(
        `cabins[${i}].code`,
        `takes ${grade.minimumOccupancy} to ${grade.maximumOccupancy} guests; cabin ${cabin.id} has ${cabin.guests.length}`,
      );
    } else {
      grades.set(cabin.id, grade);
      regraded.push(cabin.id);
    }
  });
  const fareChange = body.fareCode !== undefined && body.fareCode !== booking.fare.fareCode;
  if (body.fareCode !== undefined && !fareChange && !dateChange && body.cabins === undefined) {
    errors.add('fareCode', "is the booking's fare already");
  }
  errors.throwIfAny('The change request is not valid.');

  // The fare's rules, as the booking was sold under them, on the days before its present departure.
  const days = daysBeforeDeparture(
    bookingNow(now, booking, deps.timeZone, deps.sandbox),
    doc.departureDate,
    deps.timeZone,
  );
  const kinds: ChangeKinds = { date: dateChange, grade: regraded.length > 0, party: false, fare: fareChange };
  const refusal = fareRefusal(booking.fare.changes, kinds, days);
  if (refusal) throw notAllowed(refusal);

  const fare = fareChange ? fares.get(body.fareCode!)! : booking.fare;
  await checkFareSells(tx, deps, { booking, fare, voyage, departureLocal, grades, now });

  return {
    kinds,
    voyage,
    fare,
    grades,
    movedCabins: dateChange ? doc.cabins.map((c) => c.id) : regraded,
    feeMinor: changeFeeOf(booking.fare.changes, booking.currency, days),
    dropsPromotion: await promotionDropped(tx, doc.promotion?.promotionCode, fare.fareCode, departureLocal),
  };
}

/**
 * The fare after the change must sell every cabin's grade to its guests' types on the voyage, and not be closed
 * for it: else 409 FARE_NOT_AVAILABLE.
 */
async function checkFareSells(
  tx: Tx,
  deps: PlanDeps,
  c: {
    booking: BookingRecord;
    fare: Fare;
    voyage: ChangePlan['voyage'];
    departureLocal: string;
    grades: Map<number, Grade>;
    now: Date;
  },
): Promise<void> {
  const doc = c.booking.document;
  const tableCode = await deps.catalog.fareTableOf(tx, c.voyage.sailingId);
  const tablePrices = (await deps.catalog.pricesByFareOf(tx, [tableCode], c.booking.currency)).get(tableCode);
  const daysToNewDeparture = daysBeforeDeparture(c.now, c.departureLocal, deps.timeZone);
  const onSale = faresOnSale([c.fare], tablePrices, daysToNewDeparture, new Map())[0];
  if (!onSale) throw fareNotAvailable(c.fare.fareCode, 'is not on sale for that voyage');
  const types = new Map(doc.guests.map((g) => [g.id, g.type as GuestType]));
  for (const cabin of doc.cabins) {
    const grade = c.grades.get(cabin.id)!.code;
    const prices = onSale.prices.get(grade);
    if (!cabin.guests.every((id) => prices?.[types.get(id)!] !== undefined)) {
      throw fareNotAvailable(c.fare.fareCode, `does not sell grade ${grade} to cabin ${cabin.id}'s guests`);
    }
  }
}

/** Whether the booking's promotion stops applying: the new departure leaves its window, or the fare leaves its fares. */
async function promotionDropped(
  tx: Tx,
  code: string | undefined,
  fareCode: string,
  departureLocal: string,
): Promise<boolean> {
  if (!code) return false;
  const promotion = await findPromotion(tx, code);
  if (!promotion) return false;
  const day = departureLocal.slice(0, 10);
  return day < promotion.departureFrom || day > promotion.departureUntil || !promotion.fareCodes.includes(fareCode);
}
