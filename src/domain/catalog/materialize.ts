/**
 * Turns a validated catalogue into the rows the database holds: each sailing's calls with timestamps
 * (route template + start date), excursion departures and package departures per sailing, cabins
 * expanded from their blocks. Pure, so the import and the tests share it.
 */
import type { CatalogFile } from './format.js';
import { deterministicUuid } from './ids.js';
import { formatTimestamp, isoWeekday, toMinutes } from './time.js';
import { expandCabinNumbers, packageSeqs, routeCallTimes } from './validate.js';

export interface PlannedCall {
  seq: number;
  portCode: string;
  arrivalAt: string | null;
  departureAt: string | null;
}

export interface PlannedSailing {
  code: string;
  routeCode: string;
  shipCode: string;
  fareTableCode: string;
  departureAt: string;
  arrivalAt: string;
  calls: PlannedCall[];
  vehicleCapacity: { CAR: number; MOTORCYCLE: number };
}

export interface PlannedExcursionDeparture {
  id: string;
  excursionCode: string;
  sailingCode: string;
  startSeq: number;
  endSeq: number;
  startAt: string;
  endAt: string;
  seats: number;
}

export interface PlannedPackageDeparture {
  id: string;
  packageCode: string;
  sailingCode: string;
  fromSeq: number;
  toSeq: number;
  startAt: string;
  endAt: string;
}

export interface PlannedCabin {
  shipCode: string;
  gradeCode: string;
  deck: number;
  number: string;
}

export interface CatalogPlan {
  sailings: PlannedSailing[];
  cabins: PlannedCabin[];
  excursionDepartures: PlannedExcursionDeparture[];
  packageDepartures: PlannedPackageDeparture[];
}

export const excursionDepartureId = (excursionCode: string, sailingCode: string) =>
  deterministicUuid(`excursion-departure:${excursionCode}:${sailingCode}`);
export const packageDepartureId = (packageCode: string, sailingCode: string) =>
  deterministicUuid(`package-departure:${packageCode}:${sailingCode}`);

export function planCatalog(file: CatalogFile): CatalogPlan {
  const routeTimes = new Map(file.routes.map((route) => [route.code, routeCallTimes(route)]));
  const at = (base: number, minutes: number | null) => (minutes === null ? null : formatTimestamp(base + minutes));

  const sailings: PlannedSailing[] = file.sailings.map((sailing) => {
    const base = toMinutes(sailing.startDate);
    const calls = routeTimes.get(sailing.route)!.map((t, seq) => ({
      seq,
      portCode: t.port,
      arrivalAt: at(base, t.arrival),
      departureAt: at(base, t.departure),
    }));
    return {
      code: sailing.code,
      routeCode: sailing.route,
      shipCode: sailing.ship,
      fareTableCode: sailing.fareTable,
      departureAt: calls[0]!.departureAt!,
      arrivalAt: calls[calls.length - 1]!.arrivalAt!,
      calls,
      vehicleCapacity: sailing.vehicleCapacity,
    };
  });

  const sailingsByRoute = new Map<string, { code: string; base: number }[]>();
  for (const sailing of file.sailings) {
    const list = sailingsByRoute.get(sailing.route) ?? [];
    list.push({ code: sailing.code, base: toMinutes(sailing.startDate) });
    sailingsByRoute.set(sailing.route, list);
  }

  const excursionDepartures: PlannedExcursionDeparture[] = [];
  for (const excursion of file.excursions) {
    for (const run of excursion.runs) {
      const times = routeTimes.get(run.route)!;
      const start = times[run.startSeq]!.arrival! + run.startOffsetMinutes;
      for (const sailing of sailingsByRoute.get(run.route) ?? []) {
        excursionDepartures.push({
          id: excursionDepartureId(excursion.code, sailing.code),
          excursionCode: excursion.code,
          sailingCode: sailing.code,
          startSeq: run.startSeq,
          endSeq: run.endSeq,
          startAt: formatTimestamp(sailing.base + start),
          endAt: formatTimestamp(sailing.base + start + run.durationMinutes),
          seats: run.seats,
        });
      }
    }
  }

  const routesByCode = new Map(file.routes.map((route) => [route.code, route]));
  const packageDepartures: PlannedPackageDeparture[] = [];
  for (const pkg of file.packages) {
    const { fromSeq, toSeq } = packageSeqs(pkg, routesByCode.get(pkg.route)!)!;
    const times = routeTimes.get(pkg.route)!;
    for (const sailing of sailingsByRoute.get(pkg.route) ?? []) {
      const startAt = formatTimestamp(sailing.base + times[fromSeq]!.departure!);
      if (pkg.departureWeekdays && !pkg.departureWeekdays.includes(isoWeekday(startAt.slice(0, 10)))) continue;
      packageDepartures.push({
        id: packageDepartureId(pkg.code, sailing.code),
        packageCode: pkg.code,
        sailingCode: sailing.code,
        fromSeq,
        toSeq,
        startAt,
        endAt: formatTimestamp(sailing.base + times[toSeq]!.arrival!),
      });
    }
  }

  const cabins: PlannedCabin[] = [];
  for (const ship of file.ships) {
    for (const block of ship.cabins) {
      for (const number of expandCabinNumbers(block)) {
        cabins.push({ shipCode: ship.code, gradeCode: block.grade, deck: block.deck, number });
      }
    }
  }

  return { sailings, cabins, excursionDepartures, packageDepartures };
}
