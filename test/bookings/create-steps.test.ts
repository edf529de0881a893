/** The create's steps that hold logic of their own (domain/bookings/create/), without a database. */
import { describe, expect, it } from 'vitest';
import { cabinHoldOrder } from '../../src/domain/bookings/create/reserve.js';
import { mandatoryAddons } from '../../src/domain/bookings/create/items.js';

describe('create: reserve', () => {
  it('holds cabins in grade order, cabinMix order within a grade, keeping each cabin its cabinMix index', () => {
    const grades = [
      { id: 7, code: 'B' },
      { id: 3, code: 'A' },
    ];
    const order = cabinHoldOrder(
      [
        { code: 'B', guestIds: [1] },
        { code: 'A', guestIds: [2] },
        { code: 'B', guestIds: [3] },
      ],
      grades,
    );
    expect(order.map(({ i, grade }) => [i, grade.code])).toEqual([
      [1, 'A'],
      [0, 'B'],
      [2, 'B'],
    ]);
  });
});

describe('create: items', () => {
  const addons = [
    { code: 'PORT', mandatoryShipCodes: ['MS1'] },
    { code: 'WIFI', mandatoryShipCodes: ['MS2'] },
  ];
  const packageAddon = (code: string, included: boolean) =>
    ({ kind: 'ADDON', item_code: code, included_in_fare: included }) as const;

  it("puts the ship's mandatory addons on every booking, not another ship's", () => {
    expect(mandatoryAddons(addons, 'MS1', [])).toEqual([{ kind: 'ADDON', code: 'PORT', details: {} }]);
  });

  it("adds the package's addons, and says whether the fare includes a mandatory one", () => {
    expect(mandatoryAddons(addons, 'MS1', [packageAddon('PORT', true), packageAddon('MEAL', false)])).toEqual([
      { kind: 'ADDON', code: 'PORT', details: { includedInFare: true } },
      { kind: 'ADDON', code: 'MEAL', details: { includedInFare: false } },
    ]);
  });
});
