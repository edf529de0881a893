/**
 * The rules of adding a supplemental (arrival or departure) package to a V1 quote, as pure functions.
 *
 * V2's supplemental tours (bookings/extras-rules.ts checkTourRequest, tourChanges) are another shape
 * of the same catalogue, kept apart because the contract asks different things: V1 adds a package of the
 * type in the path (arrival, departure) at the quote's first or last port for the passengers listed, with a
 * route override as packageStageId + selectableRouteId; V2 applies a tour to every guest, at most one
 * Arrival and one Departure tour, with an override as tourStageId + departureCode + arrivalCode, and removes.
 */
import { AppError, FieldErrorCollector } from '../../kernel/errors.js';
import type { PriceByGuestType } from '../pricing/price.js';
import { checkPassengers, unitPricesFor } from './extras-rules.js';
import type { SupplementalTourRow } from './quote-reads.js';
import type { AddSupplementalPackageRequest } from './schemas.js';
import type { PackageType, QuotePassenger, SupplementalPackage } from './types.js';

export interface SupplementalRequest {
  packageType: PackageType;
  packageCode: string;
  tour: SupplementalTourRow;
  /** The port the package must be at: the quote package's first port (arrival) or last (departure). */
  port: string;
  /** stage id -> the selectable route ids of that stage. */
  stages: Map<number, Set<number>>;
  body: AddSupplementalPackageRequest;
}

/**
 * 400 naming each field that breaks a rule: the tour is of the package type and at the quote's port,
 * the passengers are the quote's (once each), and every route override names a stage of the tour once
 * and one of that stage's selectable routes.
 */
export function checkSupplementalRequest(request: SupplementalRequest, passengers: QuotePassenger[]): void {
  const { packageType, packageCode, tour, port, stages, body } = request;
  const errors = new FieldErrorCollector();
  const category = packageType === 'arrival' ? 'Arrival' : 'Departure';
  if (tour.category !== category) {
    errors.add('packageCode', `${packageCode} is a ${tour.category.toLowerCase()} package, not ${packageType}`);
  } else if (tour.portCode !== port) {
    errors.add(
      'packageCode',
      `${packageCode} is at ${tour.portCode}; ${packageType} packages of this quote must be at ${port}`,
    );
  }
  checkPassengers(errors, 'passengerIds', body.passengerIds, passengers);
  const seenStages = new Set<number>();
  (body.routeOverrides ?? []).forEach((o, i) => {
    const routes = stages.get(o.packageStageId);
    if (!routes) {
      errors.add(`routeOverrides[${i}].packageStageId`, `${o.packageStageId} is not a stage of ${tour.code}`);
    } else if (seenStages.has(o.packageStageId)) {
      errors.add(`routeOverrides[${i}].packageStageId`, `stage ${o.packageStageId} is given more than once`);
    } else if (!routes.has(o.selectableRouteId)) {
      errors.add(
        `routeOverrides[${i}].selectableRouteId`,
        `${o.selectableRouteId} is not a selectable route of stage ${o.packageStageId}`,
      );
    }
    seenStages.add(o.packageStageId);
  });
  errors.throwIfAny('The supplemental package request is not valid.');
}

/** The package as the quote stores it, priced for the listed passengers; 400 when one has no price. */
export function supplementalPackageFor(
  tourCode: string,
  body: AddSupplementalPackageRequest,
  passengers: QuotePassenger[],
  prices: PriceByGuestType,
  currency: string,
): SupplementalPackage {
  const travelling = passengers.filter((p) => body.passengerIds.includes(p.id));
  const unitPrices = unitPricesFor(travelling, prices, 1);
  if (!unitPrices) {
    throw new AppError(400, 'VALIDATION_FAILED', `${tourCode} has no price in ${currency} for the party.`, {
      packageCode: [`has no price in ${currency} for these passengers`],
    });
  }
  return {
    code: tourCode,
    passengerIds: travelling.map((p) => p.id),
    routeOverrides: body.routeOverrides ?? [],
    prices: unitPrices,
  };
}
