/**
 * Checks a catalogue file: first its shape (the TypeBox schema of format.ts), then references and
 * business rules. Every problem is collected, each naming its record as `sailings[12] (RW-2027-01-10)`,
 * and thrown together as one CatalogError, so an operator fixes a file in one round.
 *
 * A file is self-contained: every reference must resolve within the same file.
 */
import { Value } from '@sinclair/typebox/value';
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import {
  CatalogFile,
  GUEST_TYPES,
  type CatalogAddon,
  type CatalogExcursion,
  type CatalogGuestPrice,
  type CatalogPackage,
  type CatalogRoute,
  type CatalogShip,
  type CatalogSupplementalTour,
} from './format.js';
import { isValidDate, timeOfDay } from './time.js';
import { fareRuleProblems, STANDARD_FARE_CODE } from '../pricing/fare-rules.js';
import { formatWordsOf, unstorableTextAt, type UnstorableText } from '../../platform/http/validation.js';

const MAX_LISTED_PROBLEMS = 200;

// Not an AppError: a file's report, every problem in order with its path (thousands possible), printed by the
// import CLI and split into rows by the portal's check (check.ts), never an API answer.
export class CatalogError extends Error {
  override name = 'CatalogError';

  constructor(readonly problems: string[]) {
    const listed = problems.slice(0, MAX_LISTED_PROBLEMS).map((p) => `  - ${p}`);
    if (problems.length > MAX_LISTED_PROBLEMS) listed.push(`  ... and ${problems.length - MAX_LISTED_PROBLEMS} more`);
    super(
      `The catalogue is not valid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${listed.join('\n')}`,
    );
  }
}

/** A call's arrival and departure as minutes after the sailing's start date (00:00); null where absent. */
export interface CallTimes {
  port: string;
  arrival: number | null;
  departure: number | null;
}

/** Minutes after the start date's midnight of each call of a route template. */
export function routeCallTimes(route: CatalogRoute): CallTimes[] {
  return route.calls.map((call) => ({
    port: call.port,
    arrival: call.arrival === null ? null : call.dayOffset * 1440 + timeOfDay(call.arrival),
    departure:
      call.departure === null ? null : (call.departureDayOffset ?? call.dayOffset) * 1440 + timeOfDay(call.departure),
  }));
}

/** The call range of a package on its route: explicit, or the first call at fromPort with a departure and the next call at toPort. */
export function packageSeqs(pkg: CatalogPackage, route: CatalogRoute): { fromSeq: number; toSeq: number } | undefined {
  const calls = route.calls;
  const fromSeq = pkg.fromSeq ?? calls.findIndex((c) => c.port === pkg.fromPort && c.departure !== null);
  if (fromSeq < 0) return undefined;
  const toSeq = pkg.toSeq ?? calls.findIndex((c, i) => i > fromSeq && c.port === pkg.toPort);
  if (toSeq < 0) return undefined;
  return { fromSeq, toSeq };
}

function recordLabel(collection: string, index: number, record: unknown): string {
  const code =
    record && typeof record === 'object' && typeof (record as { code?: unknown }).code === 'string'
      ? (record as { code: string }).code
      : undefined;
  return code ? `${collection}[${index}] (${code})` : `${collection}[${index}]`;
}

function schemaMessage(error: ValueError): string {
  const anyOf = (error.schema as { anyOf?: { const?: unknown }[] }).anyOf;
  if (error.type === ValueErrorType.Union && anyOf?.every((s) => s.const !== undefined)) {
    return `must be one of ${anyOf.map((s) => String(s.const)).join(', ')}`;
  }
  // The pattern in words with an example, as the API says it (http/validation.ts), else the schema's description.
  const words = formatWordsOf(error.schema) ?? (error.schema as { description?: string }).description;
  if (error.type === ValueErrorType.StringPattern && words) {
    return `must be ${words} (got ${JSON.stringify(error.value)})`;
  }
  return error.message.charAt(0).toLowerCase() + error.message.slice(1);
}

/** `/sailings/12/ship` on the file -> `sailings[12] (RW-2027-01-10): ship must ...` */
function schemaProblem(input: unknown, error: ValueError): string {
  const parts = error.path
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (parts.length === 0) return `(file): ${schemaMessage(error)}`;
  const [collection, index, ...rest] = parts;
  if (index === undefined || !/^\d+$/.test(index)) return `(file): ${parts.join('.')}: ${schemaMessage(error)}`;
  const records = (input as Record<string, unknown>)[collection!];
  const record = Array.isArray(records) ? records[Number(index)] : undefined;
  let field = '';
  for (const part of rest) field += /^\d+$/.test(part) ? `[${part}]` : field ? `.${part}` : part;
  const label = recordLabel(collection!, Number(index), record);
  return field ? `${label}: ${field} ${schemaMessage(error)}` : `${label}: ${schemaMessage(error)}`;
}

/** Validates a parsed catalogue file; returns it typed, or throws a CatalogError naming every problem. */
export function validateCatalog(input: unknown): CatalogFile {
  // Text the database cannot store (a lone surrogate from a `\ud800` escape, a NUL) would fail the import's
  // writes after the checks passed: it is the file's problem, named at its record like any other.
  const unstorable = unstorableTextAt(input);
  if (unstorable) throw new CatalogError([unstorableProblem(input, unstorable)]);
  if (!Value.Check(CatalogFile, input)) {
    const problems: string[] = [];
    for (const error of Value.Errors(CatalogFile, input)) {
      const problem = schemaProblem(input, error);
      if (!problems.includes(problem)) problems.push(problem);
      if (problems.length >= MAX_LISTED_PROBLEMS) break;
    }
    throw new CatalogError(problems);
  }
  const problems = checkRules(input);
  if (problems.length > 0) throw new CatalogError(problems);
  return input;
}

/** `ports[1].name.en` -> `ports[1] (FRO): name.en must not contain ...` */
function unstorableProblem(input: unknown, { field, message }: UnstorableText): string {
  const match = /^([A-Za-z]+)\[(\d+)\]\.?(.*)$/.exec(field);
  if (!match) return `(file): ${field} ${message}`;
  const [, collection, index, rest] = match as unknown as [string, string, string, string];
  const record = (input as Record<string, unknown[]>)[collection]![Number(index)];
  return `${recordLabel(collection, Number(index), record)}: ${rest || '(value)'} ${message}`;
}

/** The file and what every section of the rules shares: the problems found so far and two common checks. */
interface Rules {
  file: CatalogFile;
  problems: string[];
  currencies: Set<string>;
  /** Reports duplicate codes in a collection and returns the records by code (first wins). */
  index<T extends { code: string }>(collection: string, records: T[]): Map<string, T>;
  /** Every guest type in every currency of the file, exactly once. */
  checkPrices(label: string, prices: CatalogGuestPrice[]): void;
}

type PortRef = (label: string, field: string, code: string) => void;

/**
 * The rules the schema cannot say (references between records, duplicates, times that go backwards), one
 * function per section of the file, in the file's order; a section passes on what later ones look up.
 * Answers every problem found, each naming its record.
 */
function checkRules(file: CatalogFile): string[] {
  const problems: string[] = [];
  const currencies = new Set(file.currencies);
  if (currencies.size !== file.currencies.length) problems.push('(file): currencies has duplicates');
  const r: Rules = {
    file,
    problems,
    currencies,
    index(collection, records) {
      const byCode = new Map<string, (typeof records)[number]>();
      records.forEach((record, i) => {
        if (byCode.has(record.code))
          problems.push(`${recordLabel(collection, i, record)}: duplicate code "${record.code}"`);
        else byCode.set(record.code, record);
      });
      return byCode;
    },
    checkPrices(label, prices) {
      const seen = new Set<string>();
      for (const price of prices) {
        const key = `${price.guestType} ${price.currency}`;
        if (!currencies.has(price.currency))
          problems.push(`${label}: price in currency "${price.currency}" not listed in currencies`);
        if (seen.has(key)) problems.push(`${label}: duplicate price for ${key}`);
        seen.add(key);
      }
      const missing = file.currencies.flatMap((c) => GUEST_TYPES.map((g) => `${g} ${c}`)).filter((k) => !seen.has(k));
      if (missing.length > 0) problems.push(`${label}: no price for ${missing.join(', ')}`);
    },
  };

  const ports = checkPorts(r);
  const portRef: PortRef = (label, field, code) => {
    if (!ports.has(code)) problems.push(`${label}: ${field} "${code}" is not defined`);
  };
  const { ships, allGradeCodes } = checkShips(r);
  const { routes, routeTimes } = checkRoutes(r, portRef);
  const saleFares = checkSaleFares(r);
  const fares = checkFareTables(r, allGradeCodes, saleFares);
  checkSailings(r, { routes, ships, ...fares });
  const addons = checkAddons(r, ships);
  const excursions = checkExcursions(r, portRef, routes, routeTimes);
  const tours = checkSupplementalTours(r, portRef);
  checkPackages(r, portRef, { routes, routeTimes, addons, excursions, tours });
  checkEmbarkationNotifications(r, portRef);
  return problems;
}

function checkPorts(r: Rules): Map<string, CatalogFile['ports'][number]> {
  const ports = r.index('ports', r.file.ports);
  r.file.ports.forEach((port, i) => {
    if (!port.name.en) r.problems.push(`${recordLabel('ports', i, port)}: name has no "en" entry`);
  });
  return ports;
}

/** Ships, decks, grades, cabins. */
function checkShips(r: Rules) {
  const ships = r.index('ships', r.file.ships);
  const allGradeCodes = new Set<string>();
  r.file.ships.forEach((ship, i) => {
    const label = recordLabel('ships', i, ship);
    const decks = new Set<number>();
    for (const deck of ship.decks) {
      if (decks.has(deck.deck)) r.problems.push(`${label}: deck ${deck.deck} is defined twice`);
      decks.add(deck.deck);
    }
    const grades = new Map<string, CatalogShip['grades'][number]>();
    ship.grades.forEach((grade, g) => {
      const gradeLabel = `${label}: grades[${g}] (${grade.code})`;
      allGradeCodes.add(grade.code);
      if (grades.has(grade.code)) r.problems.push(`${gradeLabel}: duplicate code "${grade.code}"`);
      grades.set(grade.code, grade);
      if (grade.minimumOccupancy > grade.maximumOccupancy) {
        r.problems.push(
          `${gradeLabel}: minimumOccupancy ${grade.minimumOccupancy} is above maximumOccupancy ${grade.maximumOccupancy}`,
        );
      }
      if (grade.hasSpecificCabins && grade.capacity !== undefined) {
        r.problems.push(`${gradeLabel}: capacity is only for grades without specific cabins (the cabins are counted)`);
      }
      if (!grade.hasSpecificCabins && grade.capacity === undefined) {
        r.problems.push(`${gradeLabel}: capacity is required for a grade without specific cabins`);
      }
    });
    const numbers = new Set<string>();
    const gradesWithCabins = new Set<string>();
    ship.cabins.forEach((block, c) => {
      const blockLabel = `${label}: cabins[${c}]`;
      const grade = grades.get(block.grade);
      if (!grade) r.problems.push(`${blockLabel}: grade "${block.grade}" is not defined on the ship`);
      else if (!grade.hasSpecificCabins)
        r.problems.push(`${blockLabel}: grade "${block.grade}" has no specific cabins`);
      if (!decks.has(block.deck)) r.problems.push(`${blockLabel}: deck ${block.deck} is not defined on the ship`);
      const hasRange = block.from !== undefined || block.to !== undefined;
      if (hasRange === (block.numbers !== undefined)) {
        r.problems.push(`${blockLabel}: give either from and to, or numbers`);
        return;
      }
      if (hasRange && (block.from === undefined || block.to === undefined)) {
        r.problems.push(`${blockLabel}: from and to go together`);
        return;
      }
      if (hasRange && block.from! > block.to!) {
        r.problems.push(`${blockLabel}: from ${block.from} is above to ${block.to}`);
        return;
      }
      const twice: string[] = [];
      for (const number of expandCabinNumbers(block)) {
        if (numbers.has(number)) twice.push(number);
        numbers.add(number);
      }
      if (twice.length > 0) {
        const listed = twice.slice(0, 5).join(', ') + (twice.length > 5 ? ` and ${twice.length - 5} more` : '');
        r.problems.push(`${blockLabel}: cabin${twice.length > 1 ? 's' : ''} ${listed} defined twice on the ship`);
      }
      gradesWithCabins.add(block.grade);
    });
    for (const grade of ship.grades) {
      if (grade.hasSpecificCabins && !gradesWithCabins.has(grade.code)) {
        r.problems.push(`${label}: grade "${grade.code}" has specific cabins but none are listed`);
      }
    }
  });
  return { ships, allGradeCodes };
}

/** Routes: at least two calls, first without arrival, last without departure, times that go forward. */
function checkRoutes(r: Rules, portRef: PortRef) {
  const routes = r.index('routes', r.file.routes);
  const routeTimes = new Map<string, CallTimes[]>();
  r.file.routes.forEach((route, i) => {
    const label = recordLabel('routes', i, route);
    const calls = route.calls;
    if (calls.length < 2) {
      r.problems.push(`${label}: a route needs at least 2 calls (has ${calls.length})`);
      return;
    }
    const times = routeCallTimes(route);
    let ok = true;
    calls.forEach((call, c) => {
      const callLabel = `${label}: calls[${c}] (${call.port})`;
      portRef(callLabel, 'port', call.port);
      const first = c === 0;
      const last = c === calls.length - 1;
      if (first && call.arrival !== null) r.problems.push(`${callLabel}: the first call has no arrival (must be null)`);
      if (last && call.departure !== null)
        r.problems.push(`${callLabel}: the last call has no departure (must be null)`);
      if (!first && call.arrival === null) {
        ok = false;
        r.problems.push(`${callLabel}: arrival is required`);
      }
      if (!last && call.departure === null) {
        ok = false;
        r.problems.push(`${callLabel}: departure is required`);
      }
      if (call.departureDayOffset !== undefined && call.departureDayOffset < call.dayOffset) {
        r.problems.push(`${callLabel}: departureDayOffset is before dayOffset`);
      }
    });
    if (!ok) return;
    let previous: number | null = null;
    times.forEach((t, c) => {
      const callLabel = `${label}: calls[${c}] (${t.port})`;
      if (t.arrival !== null && previous !== null && t.arrival <= previous) {
        r.problems.push(`${callLabel}: arrival is not after the departure from the previous call (times go backwards)`);
      }
      if (t.arrival !== null && t.departure !== null && t.departure < t.arrival) {
        r.problems.push(`${callLabel}: departure is before arrival (times go backwards)`);
      }
      previous = t.departure ?? t.arrival;
    });
    routeTimes.set(route.code, times);
  });
  return { routes, routeTimes };
}

/**
 * The fares sold: a file that names none sells STANDARD alone (domain/pricing/fare-rules.ts); one that names
 * some must name STANDARD, the fare V1 sells and the default where no fare is asked for. Each fare's rules hold
 * (fareRuleProblems: tiers in order down to 0 days, a change fee in every currency when a change is allowed).
 */
function checkSaleFares(r: Rules): Set<string> {
  if (r.file.fares === undefined) return new Set([STANDARD_FARE_CODE]);
  const fares = r.index('fares', r.file.fares);
  r.file.fares.forEach((fare, i) => {
    const label = recordLabel('fares', i, fare);
    for (const problem of fareRuleProblems(fare, r.file.currencies)) r.problems.push(`${label}: ${problem}`);
  });
  if (!fares.has(STANDARD_FARE_CODE)) {
    r.problems.push(`(file): fares must include ${STANDARD_FARE_CODE} (the fare V1 sells, and the default fare)`);
  }
  return new Set(fares.keys());
}

/** fare table code -> fare code -> `grade guestType currency` keys priced. */
type FareKeys = Map<string, Map<string, Set<string>>>;

function checkFareTables(r: Rules, allGradeCodes: Set<string>, saleFares: Set<string>) {
  const fareTables = r.index('fareTables', r.file.fareTables);
  const fareKeys: FareKeys = new Map();
  const vehicleFareKeys = new Map<string, Set<string>>();
  r.file.fareTables.forEach((table, i) => {
    const label = recordLabel('fareTables', i, table);
    const byFare = new Map<string, Set<string>>();
    table.fares.forEach((fare, f) => {
      const fareCode = fare.fare ?? STANDARD_FARE_CODE;
      if (fare.fare !== undefined && !saleFares.has(fare.fare)) {
        r.problems.push(`${label}: fares[${f}]: fare "${fare.fare}" is not defined in fares`);
      }
      const keys = byFare.get(fareCode) ?? new Set<string>();
      byFare.set(fareCode, keys);
      const key = `${fare.grade} ${fare.guestType} ${fare.currency}`;
      if (keys.has(key)) r.problems.push(`${label}: fares[${f}]: duplicate ${fareCode} fare for ${key}`);
      keys.add(key);
      if (!r.currencies.has(fare.currency))
        r.problems.push(`${label}: fares[${f}]: currency "${fare.currency}" not listed in currencies`);
      if (!allGradeCodes.has(fare.grade))
        r.problems.push(`${label}: fares[${f}]: grade "${fare.grade}" is not defined on any ship`);
    });
    if (!byFare.has(STANDARD_FARE_CODE)) r.problems.push(`${label}: no ${STANDARD_FARE_CODE} fares`);
    const vehicleKeys = new Set<string>();
    table.vehicleFares.forEach((fare, f) => {
      const key = `${fare.vehicleType} ${fare.currency}`;
      if (vehicleKeys.has(key)) r.problems.push(`${label}: vehicleFares[${f}]: duplicate fare for ${key}`);
      vehicleKeys.add(key);
      if (!r.currencies.has(fare.currency)) {
        r.problems.push(`${label}: vehicleFares[${f}]: currency "${fare.currency}" not listed in currencies`);
      }
    });
    if (!fareKeys.has(table.code)) {
      fareKeys.set(table.code, byFare);
      vehicleFareKeys.set(table.code, vehicleKeys);
    }
  });
  return { fareTables, fareKeys, vehicleFareKeys };
}

/**
 * Sailings: their route, ship and fare table exist, and the fare table prices every grade of the ship under
 * each fare it sells (STANDARD always).
 */
function checkSailings(
  r: Rules,
  known: {
    routes: Map<string, CatalogRoute>;
    ships: Map<string, CatalogShip>;
    fareTables: Map<string, unknown>;
    fareKeys: FareKeys;
    vehicleFareKeys: Map<string, Set<string>>;
  },
): void {
  const { routes, ships, fareTables, fareKeys, vehicleFareKeys } = known;
  r.index('sailings', r.file.sailings);
  r.file.sailings.forEach((sailing, i) => {
    const label = recordLabel('sailings', i, sailing);
    if (!isValidDate(sailing.startDate)) r.problems.push(`${label}: startDate "${sailing.startDate}" is not a date`);
    if (!routes.has(sailing.route)) r.problems.push(`${label}: route "${sailing.route}" is not defined`);
    const ship = ships.get(sailing.ship);
    if (!ship) r.problems.push(`${label}: ship "${sailing.ship}" is not defined`);
    const byFare = fareKeys.get(sailing.fareTable);
    if (!fareTables.has(sailing.fareTable))
      r.problems.push(`${label}: fare table "${sailing.fareTable}" is not defined`);
    if (ship && byFare) {
      for (const [fareCode, keys] of byFare) checkGradesPriced(r, label, sailing.fareTable, ship, fareCode, keys);
      const vehicleKeys = vehicleFareKeys.get(sailing.fareTable)!;
      for (const [type, capacity] of Object.entries(sailing.vehicleCapacity)) {
        const missing = r.file.currencies.filter((c) => !vehicleKeys.has(`${type} ${c}`));
        if (capacity > 0 && missing.length > 0) {
          r.problems.push(`${label}: fare table "${sailing.fareTable}" has no ${type} fare in ${missing.join(', ')}`);
        }
      }
    }
  });
}

/** Every grade of the ship, every guest type, every currency, priced under one fare of the sailing's table. */
function checkGradesPriced(
  r: Rules,
  label: string,
  fareTable: string,
  ship: CatalogShip,
  fareCode: string,
  keys: Set<string>,
): void {
  for (const grade of ship.grades) {
    const missing = r.file.currencies
      .flatMap((c) => GUEST_TYPES.map((g) => `${g} ${c}`))
      .filter((k) => !keys.has(`${grade.code} ${k}`));
    if (missing.length > 0) {
      const fare = fareCode === STANDARD_FARE_CODE ? 'fare' : `${fareCode} fare`;
      r.problems.push(
        `${label}: fare table "${fareTable}" has no ${fare} for grade "${grade.code}" of ship "${ship.code}" (${missing.join(', ')})`,
      );
    }
  }
}

function checkAddons(r: Rules, ships: Map<string, CatalogShip>) {
  const addons = r.index('addons', r.file.addons);
  const addonIds = new Set<string>();
  r.file.addons.forEach((addon, i) => {
    const label = recordLabel('addons', i, addon);
    if (addonIds.has(addon.id.toLowerCase())) r.problems.push(`${label}: duplicate id "${addon.id}"`);
    addonIds.add(addon.id.toLowerCase());
    for (const code of addon.shipCodes ?? []) {
      if (!ships.has(code)) r.problems.push(`${label}: ship "${code}" in shipCodes is not defined`);
    }
    for (const code of addon.mandatoryShipCodes) {
      if (!ships.has(code)) r.problems.push(`${label}: ship "${code}" in mandatoryShipCodes is not defined`);
      else if (addon.shipCodes && !addon.shipCodes.includes(code)) {
        r.problems.push(`${label}: mandatory on ship "${code}" but not sold there (shipCodes)`);
      }
    }
    r.checkPrices(label, addon.prices);
  });
  return addons;
}

/** Excursions: ports, prices, and runs that fit the stop of the ship on their route. */
function checkExcursions(
  r: Rules,
  portRef: PortRef,
  routes: Map<string, CatalogRoute>,
  routeTimes: Map<string, CallTimes[]>,
) {
  const excursions = r.index('excursions', r.file.excursions);
  r.file.excursions.forEach((excursion, i) => {
    const label = recordLabel('excursions', i, excursion);
    portRef(label, 'startPort', excursion.startPort);
    portRef(label, 'endPort', excursion.endPort);
    r.checkPrices(label, excursion.prices);
    const routesRun = new Set<string>();
    excursion.runs.forEach((run, n) => {
      const runLabel = `${label}: runs[${n}]`;
      if (routesRun.has(run.route))
        r.problems.push(`${runLabel}: runs twice on route "${run.route}" (one run per sailing)`);
      routesRun.add(run.route);
      const route = routes.get(run.route);
      if (!route) {
        r.problems.push(`${runLabel}: route "${run.route}" is not defined`);
        return;
      }
      const times = routeTimes.get(run.route);
      const start = route.calls[run.startSeq];
      const end = route.calls[run.endSeq];
      if (!start || !end) {
        r.problems.push(
          `${runLabel}: startSeq and endSeq must be calls of route "${run.route}" (0..${route.calls.length - 1})`,
        );
        return;
      }
      if (run.endSeq < run.startSeq) r.problems.push(`${runLabel}: endSeq is before startSeq`);
      if (start.port !== excursion.startPort) {
        r.problems.push(
          `${runLabel}: startPort "${excursion.startPort}" is not the port of call ${run.startSeq} of route "${run.route}" (${start.port})`,
        );
      }
      if (end.port !== excursion.endPort) {
        r.problems.push(
          `${runLabel}: endPort "${excursion.endPort}" is not the port of call ${run.endSeq} of route "${run.route}" (${end.port})`,
        );
      }
      if (!times) return;
      const arrival = times[run.startSeq]!.arrival;
      const departure = times[run.endSeq]!.departure;
      if (arrival === null)
        r.problems.push(`${runLabel}: the ship does not arrive at call ${run.startSeq} (the first call)`);
      if (departure === null)
        r.problems.push(`${runLabel}: the ship does not leave call ${run.endSeq} (the last call)`);
      if (
        arrival !== null &&
        departure !== null &&
        arrival + run.startOffsetMinutes + run.durationMinutes > departure
      ) {
        r.problems.push(`${runLabel}: ends after the ship leaves call ${run.endSeq} (the stop is too short)`);
      }
    });
  });
  return excursions;
}

function checkSupplementalTours(r: Rules, portRef: PortRef) {
  const tours = r.index('supplementalTours', r.file.supplementalTours);
  const stageRouteIds = new Set<number>();
  r.file.supplementalTours.forEach((tour, i) => {
    const label = recordLabel('supplementalTours', i, tour);
    portRef(label, 'port', tour.port);
    r.checkPrices(label, tour.prices);
    const stageIds = new Set<number>();
    tour.stages.forEach((stage, s) => {
      const stageLabel = `${label}: stages[${s}] (${stage.stageId})`;
      if (stageIds.has(stage.stageId)) r.problems.push(`${stageLabel}: duplicate stageId ${stage.stageId}`);
      stageIds.add(stage.stageId);
      const defaults = stage.routes.filter((route) => route.isDefault).length;
      if (defaults !== 1) r.problems.push(`${stageLabel}: exactly one route must be the default (has ${defaults})`);
      const pairs = new Set<string>();
      for (const route of stage.routes) {
        if (stageRouteIds.has(route.id))
          r.problems.push(`${stageLabel}: route id ${route.id} is used twice in the file`);
        stageRouteIds.add(route.id);
        const pair = `${route.departureCode}-${route.arrivalCode}`;
        if (pairs.has(pair)) r.problems.push(`${stageLabel}: route ${pair} is listed twice`);
        pairs.add(pair);
      }
    });
  });
  return tours;
}

/** Packages: their route calls at both ports in order, the duration matches, and their items exist and fit. */
function checkPackages(
  r: Rules,
  portRef: PortRef,
  known: {
    routes: Map<string, CatalogRoute>;
    routeTimes: Map<string, CallTimes[]>;
    addons: Map<string, CatalogAddon>;
    excursions: Map<string, CatalogExcursion>;
    tours: Map<string, CatalogSupplementalTour>;
  },
): void {
  const { routes, routeTimes, addons, excursions, tours } = known;
  r.index('packages', r.file.packages);
  const packageIds = new Set<string>();
  r.file.packages.forEach((pkg, i) => {
    const label = recordLabel('packages', i, pkg);
    if (packageIds.has(pkg.id.toLowerCase())) r.problems.push(`${label}: duplicate id "${pkg.id}"`);
    packageIds.add(pkg.id.toLowerCase());
    portRef(label, 'fromPort', pkg.fromPort);
    portRef(label, 'toPort', pkg.toPort);
    r.checkPrices(label, pkg.prices);
    const route = routes.get(pkg.route);
    if (!route) {
      r.problems.push(`${label}: route "${pkg.route}" is not defined`);
      return;
    }
    const seqs = packageSeqs(pkg, route);
    if (!seqs) {
      r.problems.push(`${label}: route "${pkg.route}" does not call at ${pkg.fromPort} and later at ${pkg.toPort}`);
      return;
    }
    const { fromSeq, toSeq } = seqs;
    const from = route.calls[fromSeq];
    const to = route.calls[toSeq];
    if (!from || !to || fromSeq >= toSeq) {
      r.problems.push(
        `${label}: fromSeq ${fromSeq} and toSeq ${toSeq} are not an ordered pair of calls of route "${pkg.route}"`,
      );
      return;
    }
    if (from.port !== pkg.fromPort)
      r.problems.push(
        `${label}: call ${fromSeq} of route "${pkg.route}" is ${from.port}, not fromPort ${pkg.fromPort}`,
      );
    if (to.port !== pkg.toPort)
      r.problems.push(`${label}: call ${toSeq} of route "${pkg.route}" is ${to.port}, not toPort ${pkg.toPort}`);
    const times = routeTimes.get(pkg.route);
    const startMin = times?.[fromSeq]?.departure;
    const endMin = times?.[toSeq]?.arrival;
    if (startMin != null && endMin != null) {
      const days = Math.floor(endMin / 1440) - Math.floor(startMin / 1440) + 1;
      if (days !== pkg.durationDays) {
        r.problems.push(
          `${label}: durationDays is ${pkg.durationDays} but the voyage from call ${fromSeq} to call ${toSeq} spans ${days} days`,
        );
      }
    }
    const items = new Set<string>();
    pkg.items.forEach((item, n) => {
      const itemLabel = `${label}: items[${n}] (${item.kind} ${item.code})`;
      const key = `${item.kind} ${item.code}`;
      if (items.has(key)) r.problems.push(`${itemLabel}: listed twice`);
      items.add(key);
      if (item.kind === 'ADDON' && !addons.has(item.code))
        r.problems.push(`${itemLabel}: addon "${item.code}" is not defined`);
      if (item.kind === 'EXCURSION') {
        const excursion = excursions.get(item.code);
        if (!excursion) r.problems.push(`${itemLabel}: excursion "${item.code}" is not defined`);
        else if (
          !excursion.runs.some((run) => run.route === pkg.route && run.startSeq >= fromSeq && run.endSeq <= toSeq)
        ) {
          r.problems.push(
            `${itemLabel}: excursion "${item.code}" does not run on route "${pkg.route}" between calls ${fromSeq} and ${toSeq}`,
          );
        }
      }
      if (item.kind === 'TOUR') {
        const tour = tours.get(item.code);
        if (!tour) r.problems.push(`${itemLabel}: supplemental tour "${item.code}" is not defined`);
        else if (tour.category === 'Arrival' && tour.port !== pkg.fromPort) {
          r.problems.push(
            `${itemLabel}: Arrival tour at ${tour.port} does not end where the package starts (${pkg.fromPort})`,
          );
        } else if (tour.category === 'Departure' && tour.port !== pkg.toPort) {
          r.problems.push(
            `${itemLabel}: Departure tour at ${tour.port} does not start where the package ends (${pkg.toPort})`,
          );
        }
      }
    });
  });
}

function checkEmbarkationNotifications(r: Rules, portRef: PortRef): void {
  const notificationKeys = new Set<string>();
  r.file.embarkationNotifications.forEach((notification, i) => {
    const label = `embarkationNotifications[${i}] (${notification.port} ${notification.validFrom}..${notification.validTo})`;
    portRef(label, 'port', notification.port);
    const validDates = isValidDate(notification.validFrom) && isValidDate(notification.validTo);
    if (!validDates) r.problems.push(`${label}: validFrom and validTo must be dates`);
    else if (notification.validFrom > notification.validTo) r.problems.push(`${label}: validFrom is after validTo`);
    const key = `${notification.port} ${notification.validFrom} ${notification.validTo}`;
    if (notificationKeys.has(key)) r.problems.push(`${label}: defined twice for the same port and dates`);
    notificationKeys.add(key);
    const locales = new Set<string>();
    for (const message of notification.messages) {
      if (locales.has(message.locale)) r.problems.push(`${label}: locale "${message.locale}" given twice`);
      locales.add(message.locale);
    }
  });
}

/** The cabin numbers of a block, in order. */
export function expandCabinNumbers(block: { from?: number; to?: number; numbers?: string[] }): string[] {
  if (block.numbers) return block.numbers;
  const out: string[] = [];
  for (let n = block.from ?? 1; n <= (block.to ?? 0); n += 1) out.push(String(n));
  return out;
}
