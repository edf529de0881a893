/**
 * The rules of creating a held booking (section 2.4) as pure functions: the voyage must be one the
 * session's search offered and still in the future, and the cabin mix must place every guest of the
 * search once, in grades offered on that voyage, within their occupancy, with an adult in every cabin.
 */
import type { Grade } from '../catalog/catalog-reads.js';
import { AppError, FieldErrorCollector, type FieldErrors } from '../../kernel/errors.js';
import type { OfferedVoyage, SessionGuest } from '../sessions/types.js';
import { normalizeLocalDateTime } from '../../kernel/time.js';
import type { CreateBookingBody } from './held-schemas.js';

/** The offered voyage the request names by its departure (the schema admits only the zone-less local form). */
export function offeredVoyageOf(voyages: OfferedVoyage[], departureDate: string): OfferedVoyage | undefined {
  const key = normalizeLocalDateTime(departureDate);
  return voyages.find((v) => v.departureDate === key);
}

export interface CreateRequest {
  body: CreateBookingBody;
  voyage: OfferedVoyage | undefined;
  /** The grades of the voyage's ship (none when there is no voyage). */
  grades: Grade[];
  guests: SessionGuest[];
  /** Now, as a wall-clock time in the operator's zone. */
  nowLocal: string;
}

/** 400 naming every field that breaks a rule. */
export function checkCreateRequest(request: CreateRequest): void {
  const errors = createRequestErrors(request);
  if (Object.keys(errors).length > 0)
    throw new AppError(400, 'VALIDATION_FAILED', 'The held booking request is not valid.', errors);
}

/**
 * The rules as field errors. Also run on a body that failed its schema, without the failed values
 * (BookingService.refuseInvalid): a cabin's code or guest ids may then be missing, and their rules are skipped.
 */
export function createRequestErrors({ body, voyage, grades, guests, nowLocal }: CreateRequest): FieldErrors {
  const errors = new FieldErrorCollector();
  if (!voyage) {
    errors.add('departureDate', 'must equal a results[].departureDate of the search that opened this session');
  } else if (voyage.departureDate <= nowLocal) {
    errors.add('departureDate', 'must be in the future');
  }
  const guestTypes = new Map(guests.map((g) => [g.guestId, g.type]));
  const seen = new Set<number>();
  let total = 0;
  body.cabinMix.forEach((cabin, i) => {
    const at = `cabinMix[${i}]`;
    const grade = grades.find((g) => g.code === cabin.code);
    if (voyage && (!grade || !voyage.gradeCodes.includes(cabin.code))) {
      errors.add(`${at}.code`, `grade "${cabin.code}" is not offered on this voyage`);
    }
    for (const id of cabin.guestIds ?? []) {
      total++;
      if (!guestTypes.has(id)) errors.add(`${at}.guestIds`, `guest ${id} is not one of the search's guests`);
      else if (seen.has(id)) errors.add(`${at}.guestIds`, `guest ${id} is in more than one cabin`);
      seen.add(id);
    }
    if (cabin.guestIds === undefined) return;
    if (grade && cabin.guestIds.length > grade.maximumOccupancy) {
      errors.add(`${at}.guestIds`, `grade ${grade.code} takes at most ${grade.maximumOccupancy} guests`);
    }
    if (!cabin.guestIds.some((id) => ['ADULT', 'SENIOR'].includes(guestTypes.get(id) ?? ''))) {
      errors.add(`${at}.guestIds`, 'must include at least one ADULT or SENIOR');
    }
  });
  if (total > 9) errors.add('cabinMix', 'must hold at most 9 guests in total');
  // The booking is the party of the search: every guest has a cabin (confirm then takes one entry per guest
  // of the session), and guest 1 holds the vehicles.
  const unplaced = guests.filter((g) => !seen.has(g.guestId)).map((g) => g.guestId);
  if (unplaced.length > 0) {
    errors.add('cabinMix', `must place every guest of the search; guest(s) ${unplaced.join(', ')} have no cabin`);
  }
  return errors.errors;
}

/** Whether a body without its failed values still has the shape the rules read: a list of cabin objects. */
export const createRulesApply = (passed: Record<string, unknown> | undefined): passed is CreateBookingBody =>
  Array.isArray(passed?.cabinMix) && passed.cabinMix.every((c) => typeof c === 'object' && c !== null);
