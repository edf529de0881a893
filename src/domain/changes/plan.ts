/**
 * A change quote's request read against the booking and the catalogue: the voyage, grades and fare the booking
 * would have, what the fare's rules say, and what the change costs. Every refusal is decided here, before anything
 * is held (commerce.md: every refusal comes at the quote, not at apply):
 * - the request itself: 400 VALIDATION_FAILED naming the field (an unknown cabin, a grade the ship lacks, a
 *   departure that is not one of the booking's ports, a change to nothing), and the rules after the change (each
 *   cabin within its grade's occupancy with an ADULT or SENIOR, at most 9 guests, the lead and the vehicles' guest
 *   staying, every guest's age at the departure in its type's band: rules.ts, the confirm's guest rules);
 * - an unknown fare 400 FARE_NOT_FOUND, a fare not sold for the new voyage or grade 409 FARE_NOT_AVAILABLE;
 * - what the booking's fare does not allow 409 CHANGE_NOT_ALLOWED_BY_FARE naming the rule.
 * Room (cabins, vehicle slots, the fare's bucket) is decided when the quote takes it (service.ts).
 */
import { AppError, FieldErrorCollector, invalidField } from '../../kernel/errors.js';
import { apiDateTime, localDateTime, wallClockToInstant } from '../../kernel/time.js';
import type { Tx } from '../../platform/db/client.js';
import type { CatalogReads, Grade } from '../catalog/catalog-reads.js';
import type { Fare } from '../pricing/fare-rules.js';
import { findPromotion } from '../promotions/index.js';
import type { BookingRecord } from '../bookings/index.js';
import { bookingNow, daysBeforeDeparture } from '../bookings/cancellation-policy.js';
import { findPackageDepartures, findVoyages } from '../sessions/search-sql.js';
import type { FoundVoyage } from '../sessions/search-rules.js';
import { faresOnSale } from '../sessions/fare-offers.js';
import type { HeldBookingDocument } from '../bookings/booking-view.js';
import { guestDetailErrors } from '../bookings/confirm/guest-rules.js';
import type { GuestDetails } from '../bookings/document.js';
import { nextGuestIdOf } from '../bookings/repository-guests.js';
import { changeFeeOf, fareRefusal, occupancyErrors, partyAfter, type ChangeKinds, type PartyAfter } from './rules.js';
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
  /** The party after the change (the booking's own when it does not change it). */
  party: PartyAfter;
  /** Every guest's details after a change of the party (customer_details); null when the party stays. */
  details: GuestDetails[] | null;
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

/** The grades after the change, on the voyage's ship: the booking's, and those asked for (`regraded`: cabin -> field). */
function gradesAfter(
  booking: BookingRecord,
  body: ChangeQuoteBody,
  shipGrades: Grade[],
  c: { shipCode: string; dateChange: boolean },
  errors: FieldErrorCollector,
) {
  const doc = booking.document;
  const gradeOf = (code: string) => shipGrades.find((g) => g.code === code);
  const grades = new Map<number, Grade>();
  for (const cabin of doc.cabins) {
    const kept = gradeOf(cabin.code);
    if (kept) grades.set(cabin.id, kept);
    else if (c.dateChange) {
      errors.add(
        'departureDate',
        `the ship of that departure (${c.shipCode}) has no grade ${cabin.code} (cabin ${cabin.id})`,
      );
    }
  }
  const regraded = new Map<number, string>();
  (body.cabins ?? []).forEach((asked, i) => {
    const cabin = doc.cabins.find((c) => c.id === asked.cabinId);
    const grade = gradeOf(asked.code);
    if (!cabin)
      errors.add(
        `cabins[${i}].cabinId`,
        `is not one of the booking's cabins (${doc.cabins.map((c) => c.id).join(', ')})`,
      );
    else if (regraded.has(cabin.id)) errors.add(`cabins[${i}].cabinId`, 'is named twice');
    else if (!grade) errors.add(`cabins[${i}].code`, `is not a cabin grade of ship ${c.shipCode}`);
    else if (grade.code === cabin.code) errors.add(`cabins[${i}].code`, "is the cabin's grade already");
    else {
      grades.set(cabin.id, grade);
      regraded.set(cabin.id, `cabins[${i}].code`);
    }
  });
  return { grades, regraded };
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
  const shipGrades = await catalog.gradesOfShips(tx, [voyage.shipCode]);
  const { grades, regraded } = gradesAfter(
    booking,
    body,
    shipGrades,
    { shipCode: voyage.shipCode, dateChange },
    errors,
  );
  const party = await planParty(tx, booking, body, { grades, regraded, departureLocal, dateChange }, errors);

  const partyChange = party.after.added.length > 0 || party.after.removed.length > 0;
  const fareChange = body.fareCode !== undefined && body.fareCode !== booking.fare.fareCode;
  if (body.fareCode !== undefined && !fareChange && !dateChange && body.cabins === undefined && !partyChange) {
    errors.add('fareCode', "is the booking's fare already");
  }
  errors.throwIfAny('The change request is not valid.');

  // The fare's rules, as the booking was sold under them, on the days before its present departure.
  const days = daysBeforeDeparture(
    bookingNow(now, booking, deps.timeZone, deps.sandbox),
    doc.departureDate,
    deps.timeZone,
  );
  const kinds: ChangeKinds = { date: dateChange, grade: regraded.size > 0, party: partyChange, fare: fareChange };
  const refusal = fareRefusal(booking.fare.changes, kinds, days, body.addGuests ? 'addGuests' : 'removeGuestIds');
  if (refusal) throw notAllowed(refusal);

  const fare = fareChange ? fares.get(body.fareCode!)! : booking.fare;
  await checkFareSells(tx, deps, { booking, fare, voyage, departureLocal, grades, party: party.after, now });

  return {
    kinds,
    voyage,
    fare,
    grades,
    party: party.after,
    details: partyChange ? party.details : null,
    movedCabins: dateChange ? doc.cabins.map((c) => c.id) : [...regraded.keys()],
    feeMinor: changeFeeOf(booking.fare.changes, booking.currency, days),
    dropsPromotion: await promotionDropped(tx, doc.promotion?.promotionCode, fare.fareCode, departureLocal),
  };
}

/**
 * The party after the change (rules.ts partyAfter), each cabin against its grade after it (occupancyErrors), and
 * every guest's details checked by the confirm's rules at the departure after it (ages in their type's band, one
 * lead with contact details): a new guest's errors name its addGuests entry, an existing guest's (an age its type
 * no longer fits at a new date) the departureDate.
 */
async function planParty(
  tx: Tx,
  booking: BookingRecord,
  body: ChangeQuoteBody,
  c: { grades: Map<number, Grade>; regraded: Map<number, string>; departureLocal: string; dateChange: boolean },
  errors: FieldErrorCollector,
): Promise<{ after: PartyAfter; details: GuestDetails[] }> {
  const doc = booking.document;
  const add = body.addGuests ?? [];
  const after = partyAfter(
    {
      guests: doc.guests.map((g) => ({ id: g.id, type: g.type })),
      cabins: doc.cabins,
      leadId: doc.guests.find((g) => g.customerDetails?.isLead)?.id ?? null,
      vehicleGuestIds: doc.vehicles.map((v) => v.guestId),
    },
    { add, remove: body.removeGuestIds ?? [] },
    add.length > 0 ? await nextGuestIdOf(tx, booking.id) : 0,
    errors,
  );
  const joined = (cabinId: number) => add.findIndex((g) => g.cabinId === cabinId);
  const left = (cabinId: number) =>
    doc.cabins.find((cabin) => cabin.id === cabinId)!.guests.some((id) => after.removed.includes(id));
  occupancyErrors(
    after.cabins,
    c.grades,
    new Map(after.guests.map((g) => [g.id, g.type])),
    (cabinId) =>
      c.regraded.get(cabinId) ??
      (joined(cabinId) >= 0 ? `addGuests[${joined(cabinId)}].cabinId` : left(cabinId) ? 'removeGuestIds' : null),
    errors,
  );
  const kept = doc.guests.filter((g) => !after.removed.includes(g.id)).map((g) => g.customerDetails);
  // Details exist until departure (erasure waits for it); without them there is nothing to check.
  if (kept.some((d) => d === null)) return { after, details: [] };
  const details: GuestDetails[] = [
    ...(kept as GuestDetails[]),
    ...add.map(({ type: _type, cabinId: _cabinId, ...d }, i) => ({
      guestId: after.added[i]!.guestId,
      ...d,
      isLead: false,
    })),
  ];
  const found = guestDetailErrors(
    { ...doc, departureDate: c.departureLocal, guests: after.guests } as unknown as HeldBookingDocument,
    { guests: details },
  );
  for (const [field, messages] of Object.entries(found)) {
    const k = Number(/^guests\[(\d+)\]/.exec(field)?.[1] ?? -1);
    for (const message of messages) {
      if (k >= kept.length) errors.add(field.replace(/^guests\[\d+\]/, `addGuests[${k - kept.length}]`), message);
      else if (c.dateChange && k >= 0) errors.add('departureDate', `guest ${details[k]!.guestId}: ${message}`);
      else errors.add(field, message);
    }
  }
  return { after, details };
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
    party: PartyAfter;
    now: Date;
  },
): Promise<void> {
  const tableCode = await deps.catalog.fareTableOf(tx, c.voyage.sailingId);
  const tablePrices = (await deps.catalog.pricesByFareOf(tx, [tableCode], c.booking.currency)).get(tableCode);
  const daysToNewDeparture = daysBeforeDeparture(c.now, c.departureLocal, deps.timeZone);
  const onSale = faresOnSale([c.fare], tablePrices, daysToNewDeparture, new Map())[0];
  if (!onSale) throw fareNotAvailable(c.fare.fareCode, 'is not on sale for that voyage');
  // Every guest after the change, new ones included, priced in their cabin's grade after it.
  const types = new Map(c.party.guests.map((g) => [g.id, g.type]));
  for (const [cabinId, guests] of c.party.cabins) {
    const grade = c.grades.get(cabinId)!.code;
    const prices = onSale.prices.get(grade);
    if (!guests.every((id) => prices?.[types.get(id)!] !== undefined)) {
      throw fareNotAvailable(c.fare.fareCode, `does not sell grade ${grade} to cabin ${cabinId}'s guests`);
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
