/**
 * The pure rules of creating a held booking: the voyage offered by the search and still ahead, and a cabin
 * mix that places every guest of the search once, within the grade's occupancy, an adult in every cabin.
 */
import { describe, expect, it } from 'vitest';
import { checkCreateRequest, offeredVoyageOf, type CreateRequest } from '../../src/domain/bookings/create-rules.js';
import type { Grade } from '../../src/domain/catalog/catalog-reads.js';
import type { OfferedVoyage } from '../../src/domain/sessions/types.js';
import { appErrorOf } from '../support/errors.js';

const voyage = {
  sailingId: 1,
  fromSeq: 0,
  toSeq: 3,
  departureDate: '2027-06-01T22:30:00',
  arrivalDate: '2027-06-03T09:00:00',
  departurePort: 'BGO',
  arrivalPort: 'TOS',
  shipCode: 'NN',
  gradeCodes: ['I2', 'Q2'],
} as OfferedVoyage;
const grade = (code: string, maximumOccupancy: number) => ({ code, maximumOccupancy }) as Grade;

const request = (over: Partial<CreateRequest>): CreateRequest => ({
  body: { departureDate: voyage.departureDate, cabinMix: [{ code: 'I2', guestIds: [1, 2] }] } as CreateRequest['body'],
  voyage,
  grades: [grade('I2', 2), grade('Q2', 4), grade('X1', 4)],
  guests: [
    { guestId: 1, type: 'ADULT' },
    { guestId: 2, type: 'CHILD' },
  ],
  nowLocal: '2027-01-01T00:00:00',
  ...over,
});

describe('offeredVoyageOf', () => {
  it('finds the offered voyage by its departure, with or without seconds', () => {
    expect(offeredVoyageOf([voyage], '2027-06-01T22:30')).toBe(voyage);
    expect(offeredVoyageOf([voyage], '2027-06-02T22:30:00')).toBeUndefined();
  });
});

describe('checkCreateRequest', () => {
  it('accepts every guest placed once in an offered grade with an adult', () => {
    expect(() => checkCreateRequest(request({}))).not.toThrow();
  });

  it('refuses a voyage the search did not offer, or one that has departed', () => {
    expect(appErrorOf(() => checkCreateRequest(request({ voyage: undefined, grades: [] }))).errors).toEqual({
      departureDate: ['must equal a results[].departureDate of the search that opened this session'],
    });
    expect(appErrorOf(() => checkCreateRequest(request({ nowLocal: voyage.departureDate }))).errors).toEqual({
      departureDate: ['must be in the future'],
    });
  });

  it('names each broken rule of the cabin mix', () => {
    const body = {
      departureDate: voyage.departureDate,
      cabinMix: [
        { code: 'X1', guestIds: [2, 3] },
        { code: 'I2', guestIds: [1, 2, 1] },
      ],
    } as CreateRequest['body'];
    expect(
      appErrorOf(() =>
        checkCreateRequest(
          request({
            body,
            guests: [
              { guestId: 1, type: 'ADULT' },
              { guestId: 2, type: 'CHILD' },
              { guestId: 4, type: 'ADULT' },
            ],
          }),
        ),
      ).errors,
    ).toEqual({
      'cabinMix[0].code': ['grade "X1" is not offered on this voyage'],
      'cabinMix[0].guestIds': [
        "guest 3 is not one of the search's guests",
        'must include at least one ADULT or SENIOR',
      ],
      'cabinMix[1].guestIds': [
        'guest 2 is in more than one cabin',
        'guest 1 is in more than one cabin',
        'grade I2 takes at most 2 guests',
      ],
      cabinMix: ['must place every guest of the search; guest(s) 4 have no cabin'],
    });
  });

  it('refuses more than nine guests in all', () => {
    const guests = Array.from({ length: 10 }, (_, i) => ({ guestId: i + 1, type: 'ADULT' as const }));
    const body = {
      departureDate: voyage.departureDate,
      cabinMix: [
        { code: 'Q2', guestIds: [1, 2, 3, 4] },
        { code: 'Q2', guestIds: [5, 6, 7, 8] },
        { code: 'I2', guestIds: [9, 10] },
      ],
    } as CreateRequest['body'];
    expect(appErrorOf(() => checkCreateRequest(request({ body, guests }))).errors).toEqual({
      cabinMix: ['must hold at most 9 guests in total'],
    });
  });
});
