/**
 * The pure rules of a booking's extras: guest prices, request checks (400 naming each field) and the
 * add/remove transforms (409 when a change cannot be made).
 */
import { describe, expect, it } from 'vitest';
import {
  checkPerGuestRequest,
  checkTourRequest,
  guestPrices,
  perGuestChange,
  stagesOf,
  tourChanges,
  type ApplicableTour,
  type BookedItem,
} from '../../src/domain/bookings/extras-rules.js';
import { appErrorOf } from '../support/errors.js';

const booked = (code: string, guestIds: number[], over: Partial<BookedItem> = {}): BookedItem => ({
  kind: 'ADDON',
  code,
  guest_ids: guestIds,
  is_mandatory: false,
  details: {},
  ...over,
});

describe('guestPrices', () => {
  const guests = [
    { id: 1, type: 'ADULT' as const },
    { id: 2, type: 'CHILD' as const },
  ];

  it("is the guest type's price times the multiplier in major units, nothing when the fare includes it", () => {
    expect(guestPrices(guests, { ADULT: 10_00, CHILD: 5_00 }, 'NOK', 3, false)).toEqual([
      { guestId: 1, price: 30 },
      { guestId: 2, price: 15 },
    ]);
    expect(guestPrices(guests, { ADULT: 10_00 }, 'NOK', 1, true)).toEqual([
      { guestId: 1, price: 0 },
      { guestId: 2, price: 0 },
    ]);
    expect(guestPrices(guests, { ADULT: 10_00 }, 'NOK', 1, false)[1]).toEqual({ guestId: 2, price: 0 });
  });
});

describe('checkPerGuestRequest', () => {
  const rules = (remove: boolean) => ({
    field: 'addons' as const,
    noun: 'an addon',
    applicable: [{ code: 'WIFI' }, { code: 'SPA' }],
    guestIds: [1, 2],
    remove,
  });

  it('answers each entry with its item and guests, all guests for a removal that names none', () => {
    expect(checkPerGuestRequest([{ code: 'WIFI', guestIds: [2] }], rules(false))).toEqual([
      { entry: { code: 'WIFI', guestIds: [2] }, item: { code: 'WIFI' }, guestIds: [2] },
    ]);
    expect(checkPerGuestRequest([{ code: 'SPA' }], rules(true))[0]!.guestIds).toEqual([1, 2]);
  });

  it('names an unknown code, a repeated code, strangers, repeated guests and a missing guest list', () => {
    const error = appErrorOf(() =>
      checkPerGuestRequest(
        [{ code: 'NOPE', guestIds: [1] }, { code: 'WIFI', guestIds: [3, 1, 1] }, { code: 'WIFI' }],
        rules(false),
      ),
    );
    expect(error.status).toBe(400);
    expect(error.errors).toEqual({
      'addons[0].code': ['"NOPE" is not an addon available for this booking'],
      'addons[1].guestIds': ['guest 3 is not on the booking', 'must not repeat a guest'],
      'addons[2].code': ['"WIFI" appears more than once in this request; list its guests in one entry'],
      'addons[2].guestIds': ['must name at least one guest'],
    });
  });
});

describe('perGuestChange', () => {
  const change = (over: Partial<Parameters<typeof perGuestChange>[0]>) =>
    perGuestChange({
      label: 'Addon',
      code: 'WIFI',
      mandatoryReason: 'is mandatory: it is included already',
      isMandatory: false,
      current: undefined,
      named: [1],
      guestIds: [1],
      remove: false,
      ...over,
    });

  it('adds the guests to those who have the item already', () => {
    expect(change({})).toEqual([1]);
    expect(change({ current: booked('WIFI', [2]), named: [3, 1], guestIds: [3, 1] })).toEqual([2, 3, 1]);
  });

  it('removes the named guests, or everyone when none were named (an empty list takes the item off)', () => {
    expect(change({ remove: true, current: booked('WIFI', [1, 2]) })).toEqual([2]);
    expect(change({ remove: true, current: booked('WIFI', [1, 2]), named: undefined, guestIds: [1, 2] })).toEqual([]);
  });

  it('refuses a mandatory item, a guest who has it already, and a guest who lacks it (409)', () => {
    expect(appErrorOf(() => change({ isMandatory: true })).detail).toBe(
      'Addon WIFI is mandatory: it is included already and cannot be applied again.',
    );
    expect(appErrorOf(() => change({ remove: true, current: booked('WIFI', [1], { is_mandatory: true }) })).code).toBe(
      'MANDATORY_ITEM',
    );
    const already = appErrorOf(() => change({ current: booked('WIFI', [1]), named: [1, 2], guestIds: [1, 2] }));
    expect([already.status, already.code, already.detail]).toEqual([
      409,
      'ITEM_ALREADY_APPLIED',
      'Addon WIFI is already on the booking for guest(s) 1.',
    ]);
    expect(
      appErrorOf(() => change({ remove: true, current: booked('WIFI', [1]), named: [1, 2], guestIds: [1, 2] })).detail,
    ).toBe('Addon WIFI is not on the booking for guest(s) 2.');
    expect(appErrorOf(() => change({ remove: true, named: undefined, guestIds: [1, 2] })).detail).toBe(
      'Addon WIFI is not on the booking for guest(s) 1, 2.',
    );
  });
});

describe('supplemental tours', () => {
  const tour = (code: string, tourCategory: 'Arrival' | 'Departure'): ApplicableTour => ({
    code,
    description: code,
    tourCategory,
    startDate: '2027-05-01',
    endDate: '2027-05-02',
    isMandatory: false,
    guests: [],
    stages: [{ tourStageId: 1, selectableRoutes: [{ departureCode: 'OSL', arrivalCode: 'BGO' }] }],
  });
  const applicable = [tour('PRE-A', 'Arrival'), tour('PRE-B', 'Arrival'), tour('POST-A', 'Departure')];
  const onBooking = (code: string, category: 'Arrival' | 'Departure', mandatory = false) =>
    booked(code, [1], { kind: 'TOUR', is_mandatory: mandatory, details: { tourCategory: category } });

  it('checkTourRequest names unknown tours, repeats, unknown stages and routes, and overrides on removal', () => {
    const error = appErrorOf(() =>
      checkTourRequest(
        [
          { code: 'NOPE' },
          {
            code: 'PRE-A',
            tourStageSelectableRouteOverrides: [
              { tourStageId: 2, departureCode: 'OSL', arrivalCode: 'BGO' },
              { tourStageId: 1, departureCode: 'TRD', arrivalCode: 'BGO' },
            ],
          },
          { code: 'PRE-A', tourStageSelectableRouteOverrides: [] },
        ],
        applicable,
        true,
      ),
    );
    expect(error.errors).toEqual({
      'supplementalTours[0].code': ['"NOPE" is not a supplemental tour available for this booking'],
      'supplementalTours[1].tourStageSelectableRouteOverrides[0].tourStageId': ['tour PRE-A has no selectable stage 2'],
      'supplementalTours[1].tourStageSelectableRouteOverrides[1]': ['TRD-BGO is not a selectable route of stage 1'],
      'supplementalTours[1].tourStageSelectableRouteOverrides': ['is not taken when removing a tour'],
      'supplementalTours[2].code': ['"PRE-A" appears more than once in this request; list its guests in one entry'],
      'supplementalTours[2].tourStageSelectableRouteOverrides': ['is not taken when removing a tour'],
    });
    expect(() => checkTourRequest([{ code: 'POST-A' }], applicable, false)).not.toThrow();
  });

  it('tourChanges adds a tour with its dates and overrides, and removes one on the booking', () => {
    const overrides = [{ tourStageId: 1, departureCode: 'OSL', arrivalCode: 'BGO' }];
    expect(
      tourChanges([{ code: 'PRE-A', tourStageSelectableRouteOverrides: overrides }], applicable, [], false),
    ).toEqual([
      {
        action: 'add',
        code: 'PRE-A',
        details: { tourCategory: 'Arrival', startDate: '2027-05-01', endDate: '2027-05-02', overrides },
      },
    ]);
    expect(tourChanges([{ code: 'PRE-A' }], applicable, [onBooking('PRE-A', 'Arrival')], true)).toEqual([
      { action: 'remove', code: 'PRE-A' },
    ]);
  });

  it('allows one Arrival and one Departure tour, a removal earlier in the request freeing its category', () => {
    expect(
      appErrorOf(() => tourChanges([{ code: 'PRE-B' }], applicable, [onBooking('PRE-A', 'Arrival')], false)).code,
    ).toBe('TOUR_CATEGORY_TAKEN');
    expect(appErrorOf(() => tourChanges([{ code: 'PRE-A' }, { code: 'PRE-B' }], applicable, [], false)).code).toBe(
      'TOUR_CATEGORY_TAKEN',
    );
    expect(tourChanges([{ code: 'POST-A' }], applicable, [onBooking('PRE-A', 'Arrival')], false)).toHaveLength(1);
  });

  it('refuses a package tour, a tour applied twice and the removal of one not on the booking (409)', () => {
    expect(
      appErrorOf(() => tourChanges([{ code: 'PRE-A' }], applicable, [onBooking('PRE-A', 'Arrival', true)], true))
        .detail,
    ).toBe('Tour PRE-A is part of the package and cannot be removed.');
    expect(
      appErrorOf(() => tourChanges([{ code: 'PRE-A' }], applicable, [onBooking('PRE-A', 'Arrival')], false)).code,
    ).toBe('ITEM_ALREADY_APPLIED');
    expect(appErrorOf(() => tourChanges([{ code: 'PRE-A' }], applicable, [], true)).code).toBe('ITEM_NOT_ON_BOOKING');
  });

  it('stagesOf groups the routes by stage in the order read', () => {
    expect(
      stagesOf([
        { stage_id: 2, departure_code: 'A', arrival_code: 'B' },
        { stage_id: 1, departure_code: 'C', arrival_code: 'D' },
        { stage_id: 2, departure_code: 'E', arrival_code: 'F' },
      ]),
    ).toEqual([
      {
        tourStageId: 2,
        selectableRoutes: [
          { departureCode: 'A', arrivalCode: 'B' },
          { departureCode: 'E', arrivalCode: 'F' },
        ],
      },
      { tourStageId: 1, selectableRoutes: [{ departureCode: 'C', arrivalCode: 'D' }] },
    ]);
  });
});
