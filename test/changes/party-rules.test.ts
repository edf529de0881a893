/**
 * The rules of a change of the party (src/domain/changes/rules.ts), pure: who may leave, where a guest may join,
 * the ids the new guests get, each cabin against its grade after the change, and the fare's party rule.
 */
import { describe, expect, it } from 'vitest';
import { FieldErrorCollector } from '../../src/kernel/errors.js';
import { STANDARD_FARE_RULES } from '../../src/domain/pricing/fare-rules.js';
import { fareRefusal, occupancyErrors, partyAfter, type Party } from '../../src/domain/changes/rules.js';

const party: Party = {
  guests: [
    { id: 1, type: 'ADULT' },
    { id: 2, type: 'ADULT' },
    { id: 3, type: 'CHILD' },
  ],
  cabins: [
    { id: 1, guests: [1] },
    { id: 2, guests: [2, 3] },
  ],
  leadId: 1,
  vehicleGuestIds: [2],
};

describe('partyAfter', () => {
  it('gives the new guests the ids from the next unused one on and places them in their cabins', () => {
    const errors = new FieldErrorCollector();
    const after = partyAfter(
      party,
      {
        add: [
          { type: 'CHILD', cabinId: 1 },
          { type: 'ADULT', cabinId: 2 },
        ],
        remove: [],
      },
      5,
      errors,
    );
    expect(errors.errors).toEqual({});
    expect(after.added.map((g) => g.guestId)).toEqual([5, 6]);
    expect([...after.cabins]).toEqual([
      [1, [1, 5]],
      [2, [2, 3, 6]],
    ]);
  });

  it('refuses the lead, a vehicle’s guest, a stranger, an unknown cabin and a tenth guest, each by its field', () => {
    const errors = new FieldErrorCollector();
    const add = Array.from({ length: 7 }, () => ({ type: 'ADULT' as const, cabinId: 9 }));
    partyAfter(party, { add, remove: [1, 2, 4] }, 4, errors);
    expect(Object.keys(errors.errors).sort()).toEqual(
      [
        ...add.map((_, i) => `addGuests[${i}].cabinId`),
        'removeGuestIds[0]',
        'removeGuestIds[1]',
        'removeGuestIds[2]',
      ].sort(),
    );
    expect(errors.errors['removeGuestIds[0]']![0]).toMatch(/lead/);
    expect(errors.errors['removeGuestIds[1]']![0]).toMatch(/vehicles/);
    expect(errors.errors['removeGuestIds[2]']![0]).toMatch(/not on the booking/);
    const ten = new FieldErrorCollector();
    partyAfter(party, { add: add.map((g) => ({ ...g, cabinId: 1 })), remove: [] }, 4, ten);
    expect(ten.errors).toEqual({ addGuests: ['a booking holds at most 9 guests; this change makes 10'] });
  });
});

describe('occupancyErrors', () => {
  const grade = { code: 'O2', minimumOccupancy: 1, maximumOccupancy: 2 };
  const types = new Map(party.guests.map((g) => [g.id, g.type]));
  it('judges each touched cabin against its grade: too many, none, no ADULT or SENIOR', () => {
    const errors = new FieldErrorCollector();
    const cabins = new Map([
      [1, [1, 2, 3]],
      [2, [3]],
      [3, []],
      [4, [1, 2, 3]],
    ]);
    const grades = new Map([1, 2, 3, 4].map((id) => [id, grade]));
    occupancyErrors(cabins, grades, types, (id) => (id === 4 ? null : `cabin${id}`), errors);
    expect(errors.errors).toEqual({
      cabin1: ['grade O2 takes 1 to 2 guests; cabin 1 would have 3'],
      cabin2: ['cabin 2 would have no ADULT or SENIOR'],
      cabin3: ['grade O2 takes 1 to 2 guests; cabin 3 would have 0'],
    });
  });
});

describe("the fare's party rule", () => {
  const kinds = { date: false, grade: false, party: true, fare: false };
  it('refuses a party change where the fare forbids it, naming the field asked, and inside its days limit', () => {
    const noParty = { ...STANDARD_FARE_RULES.changes, party: false };
    expect(fareRefusal(noParty, kinds, 100, 'removeGuestIds')).toEqual({
      field: 'removeGuestIds',
      rule: 'the fare allows no party change (changes.party)',
    });
    const rules = { ...STANDARD_FARE_RULES.changes, party: true, untilDays: 30 };
    expect(fareRefusal(rules, kinds, 29, 'addGuests')?.field).toBe('addGuests');
    expect(fareRefusal(rules, kinds, 30, 'addGuests')).toBeNull();
  });
});
