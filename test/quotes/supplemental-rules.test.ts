/**
 * The pure rules of adding a supplemental package to a V1 quote.
 */
import { describe, expect, it } from 'vitest';
import {
  checkSupplementalRequest,
  supplementalPackageFor,
  type SupplementalRequest,
} from '../../src/domain/quotes/supplemental-rules.js';
import type { QuotePassenger } from '../../src/domain/quotes/types.js';
import { appErrorOf } from '../support/errors.js';

const party: QuotePassenger[] = [
  { id: 'a', ageCategory: 'ADULT' },
  { id: 'c', ageCategory: 'CHILD' },
];
const request = (over: Partial<SupplementalRequest>): SupplementalRequest => ({
  packageType: 'arrival',
  packageCode: 'BGO-PRE-1N',
  tour: { code: 'BGO-PRE-1N', category: 'Arrival', portCode: 'BGO' },
  port: 'BGO',
  stages: new Map([
    [1, new Set([10, 11])],
    [2, new Set<number>()],
  ]),
  body: { passengerIds: ['a', 'c'] },
  ...over,
});

const errorsOf = (run: () => unknown) => appErrorOf(run).errors;

describe('checkSupplementalRequest', () => {
  it('accepts a tour of the right kind at the quote port with valid route overrides', () => {
    const body = { passengerIds: ['a'], routeOverrides: [{ packageStageId: 1, selectableRouteId: 11 }] };
    expect(() => checkSupplementalRequest(request({ body }), party)).not.toThrow();
  });

  it('names packageCode for a tour of the other kind or at another port', () => {
    expect(errorsOf(() => checkSupplementalRequest(request({ packageType: 'departure' }), party))).toEqual({
      packageCode: ['BGO-PRE-1N is a arrival package, not departure'],
    });
    expect(errorsOf(() => checkSupplementalRequest(request({ port: 'TOS' }), party))).toEqual({
      packageCode: ['BGO-PRE-1N is at BGO; arrival packages of this quote must be at TOS'],
    });
  });

  it('names each bad route override: unknown stage, stage given twice, route not of the stage', () => {
    const body = {
      passengerIds: ['a'],
      routeOverrides: [
        { packageStageId: 9, selectableRouteId: 10 },
        { packageStageId: 1, selectableRouteId: 10 },
        { packageStageId: 1, selectableRouteId: 11 },
        { packageStageId: 2, selectableRouteId: 10 },
      ],
    };
    expect(errorsOf(() => checkSupplementalRequest(request({ body }), party))).toEqual({
      'routeOverrides[0].packageStageId': ['9 is not a stage of BGO-PRE-1N'],
      'routeOverrides[2].packageStageId': ['stage 1 is given more than once'],
      'routeOverrides[3].selectableRouteId': ['10 is not a selectable route of stage 2'],
    });
  });

  it('names passengers not on the quote', () => {
    expect(errorsOf(() => checkSupplementalRequest(request({ body: { passengerIds: ['x'] } }), party))).toEqual({
      'passengerIds[0]': ['"x" is not a passenger of this quote'],
    });
  });
});

describe('supplementalPackageFor', () => {
  it('prices the package for the listed passengers, in quote order', () => {
    expect(supplementalPackageFor('T', { passengerIds: ['c', 'a'] }, party, { ADULT: 100, CHILD: 50 }, 'NOK')).toEqual({
      code: 'T',
      passengerIds: ['a', 'c'],
      routeOverrides: [],
      prices: { a: 100, c: 50 },
    });
  });

  it('is a 400 naming packageCode when a passenger has no price in the currency', () => {
    expect(errorsOf(() => supplementalPackageFor('T', { passengerIds: ['c'] }, party, { ADULT: 100 }, 'EUR'))).toEqual({
      packageCode: ['has no price in EUR for these passengers'],
    });
  });
});
