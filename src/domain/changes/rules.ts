/**
 * The rules of a priced change (commerce.md, "Priced changes after booking"), pure: what the booking's fare allows
 * and what a change costs, from the fare's `changes` (pricing/fare-rules.ts) as the booking was sold under them.
 */
import { FieldErrorCollector } from '../../kernel/errors.js';
import type { ChangeRules } from '../pricing/fare-rules.js';
import type { GuestType } from '../pricing/price.js';

/** What a change does, as the fare's rules judge it. */
export interface ChangeKinds {
  date: boolean;
  grade: boolean;
  party: boolean;
  fare: boolean;
}

/**
 * Why the fare refuses the change, in words naming the rule (409 CHANGE_NOT_ALLOWED_BY_FARE); null when it allows
 * it. `days` is whole days before the local departure date, as for cancellation.
 */
export function fareRefusal(
  rules: ChangeRules,
  kinds: ChangeKinds,
  days: number,
  /** The request's field of a party change (addGuests or removeGuestIds). */
  partyField = 'addGuests',
): { field: string; rule: string } | null {
  if (kinds.date && !rules.date)
    return { field: 'departureDate', rule: 'the fare allows no date change (changes.date)' };
  if (kinds.grade && !rules.grade) return { field: 'cabins', rule: 'the fare allows no grade change (changes.grade)' };
  if (kinds.party && !rules.party)
    return { field: partyField, rule: 'the fare allows no party change (changes.party)' };
  if (days < rules.untilDays) {
    return {
      // A party change alone names its own field; any other change is judged by its departure.
      field: kinds.party && !kinds.date && !kinds.grade && !kinds.fare ? partyField : 'departureDate',
      rule: `the fare allows no change closer than ${rules.untilDays} days before departure (changes.untilDays); it is ${days} days`,
    };
  }
  return null;
}

/**
 * The fee of one applied change in minor units: none at least `freeUntilDays` before departure, else the fare's
 * fee in the booking's currency (none when the fare names no fee in it).
 */
export function changeFeeOf(rules: ChangeRules, currency: string, days: number): number {
  if (rules.freeUntilDays !== null && days >= rules.freeUntilDays) return 0;
  return rules.fee.find((f) => f.currency === currency)?.amount ?? 0;
}

/**
 * Settles the change against what was paid: the amount still owed after it, or what was paid above the new total
 * (refundAmount). Never both.
 */
export function settleChange(newTotalMinor: number, paidMinor: number): { dueMinor: number; refundMinor: number } {
  return { dueMinor: Math.max(0, newTotalMinor - paidMinor), refundMinor: Math.max(0, paidMinor - newTotalMinor) };
}

/** The booking's party as a change reads it: its guests, its cabins' guests, the lead and the vehicles' guests. */
export interface Party {
  guests: { id: number; type: GuestType }[];
  cabins: { id: number; guests: number[] }[];
  leadId: number | null;
  vehicleGuestIds: number[];
}

/** The party after a change of it: who joins (with the ids given), who leaves, and each cabin's guests. */
export interface PartyAfter {
  added: { guestId: number; type: GuestType; cabinId: number }[];
  removed: number[];
  guests: { id: number; type: GuestType }[];
  /** Cabin id -> its guests after the change, for every cabin of the booking. */
  cabins: Map<number, number[]>;
}

/** The most guests a booking holds (commerce.md, as at create). */
export const MAX_GUESTS = 9;

/**
 * The party after adding `add` (each given the next unused id from `nextGuestId` on, in order) and removing
 * `remove`, with the rules of who may leave and where a guest may join as field errors (400 naming the field):
 * a guest removed must be on the booking and is neither the lead (make another guest lead first) nor one a vehicle
 * is bound to; a guest added joins one of the booking's cabins; at most 9 guests. The cabins' occupancy and their
 * ADULT or SENIOR are the grades' rules after the change (occupancyErrors).
 */
export function partyAfter(
  party: Party,
  change: { add: { type: GuestType; cabinId: number }[]; remove: number[] },
  nextGuestId: number,
  errors: FieldErrorCollector,
): PartyAfter {
  const onBooking = new Set(party.guests.map((g) => g.id));
  change.remove.forEach((id, i) => {
    const at = `removeGuestIds[${i}]`;
    if (!onBooking.has(id)) errors.add(at, `guest ${id} is not on the booking (${[...onBooking].join(', ')})`);
    else if (id === party.leadId) {
      errors.add(
        at,
        `guest ${id} is the lead: make another guest lead first (PATCH /bookings/{bookingId}/guests/{guestId})`,
      );
    } else if (party.vehicleGuestIds.includes(id)) {
      errors.add(at, `the booking's vehicles are bound to guest ${id}, who cannot leave it`);
    }
  });
  const cabinIds = party.cabins.map((c) => c.id);
  const added = change.add.map((g, i) => {
    if (!cabinIds.includes(g.cabinId)) {
      errors.add(`addGuests[${i}].cabinId`, `is not one of the booking's cabins (${cabinIds.join(', ')})`);
    }
    return { guestId: nextGuestId + i, type: g.type, cabinId: g.cabinId };
  });
  const removed = new Set(change.remove);
  const guests = [
    ...party.guests.filter((g) => !removed.has(g.id)),
    ...added.map((g) => ({ id: g.guestId, type: g.type })),
  ];
  if (guests.length > MAX_GUESTS) {
    errors.add('addGuests', `a booking holds at most ${MAX_GUESTS} guests; this change makes ${guests.length}`);
  }
  const cabins = new Map(
    party.cabins.map((c) => [
      c.id,
      [...c.guests.filter((id) => !removed.has(id)), ...added.filter((g) => g.cabinId === c.id).map((g) => g.guestId)],
    ]),
  );
  return { added, removed: [...removed], guests, cabins };
}

/**
 * Each cabin's guests after a change against its grade after it: within minimumOccupancy..maximumOccupancy and with
 * an ADULT or SENIOR among them (as at create). `fieldOf` names the request's field that made the cabin what it is
 * (its new grade, a guest joining, a guest leaving); a cabin the change did not touch is not judged again.
 */
export function occupancyErrors(
  cabins: Map<number, number[]>,
  grades: Map<number, { code: string; minimumOccupancy: number; maximumOccupancy: number }>,
  types: Map<number, GuestType>,
  fieldOf: (cabinId: number) => string | null,
  errors: FieldErrorCollector,
): void {
  for (const [cabinId, guests] of cabins) {
    const field = fieldOf(cabinId);
    const grade = grades.get(cabinId);
    if (field === null || !grade) continue;
    if (guests.length < grade.minimumOccupancy || guests.length > grade.maximumOccupancy) {
      errors.add(
        field,
        `grade ${grade.code} takes ${grade.minimumOccupancy} to ${grade.maximumOccupancy} guests; cabin ${cabinId} would have ${guests.length}`,
      );
    } else if (!guests.some((id) => ['ADULT', 'SENIOR'].includes(types.get(id) ?? ''))) {
      errors.add(field, `cabin ${cabinId} would have no ADULT or SENIOR`);
    }
  }
}
