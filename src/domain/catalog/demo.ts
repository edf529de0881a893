/**
 * The demo catalogue: the Norwegian coastal route Bergen - Kirkenes - Bergen, one ship rotation (11 days,
 * 66 calls) starting every day, so there is a northbound departure from Bergen and a southbound departure
 * from Kirkenes every day. Deterministic: every random choice comes from a PRNG seeded by a stable name
 * (a ship's code, an excursion's code), so the same input always gives the same file and a ship keeps its
 * cabins whatever the start date.
 */
import {
  CATALOG_FORMAT_VERSION,
  GUEST_TYPES,
  type CatalogAddon,
  type CatalogCabinBlock,
  type CatalogEmbarkationNotification,
  type CatalogExcursion,
  type CatalogFareTable,
  type CatalogSaleFare,
  type CatalogFile,
  type CatalogGrade,
  type CatalogGuestPrice,
  type CatalogPackage,
  type CatalogPort,
  type CatalogRoute,
  type CatalogRouteCall,
  type CatalogSailing,
  type CatalogShip,
  type CatalogSupplementalTour,
  type GuestType,
} from './format.js';
import { deterministicUuid } from './ids.js';
import { STANDARD_FARE_RULES } from '../pricing/fare-rules.js';
import { addDays, isValidDate } from './time.js';

export interface DemoCatalogOptions {
  /** First day of northbound departures, YYYY-MM-DD. Rotations start from six days earlier, so southbound departures exist from this day. */
  startDate: string;
  /** Number of days with departures in each direction. */
  days: number;
  /** Ships of the fleet to use (1..11, default 11): an even spread of the fleet, the first and last ship always included. */
  shipCount?: number;
}

export const DEMO_ROUTE_CODE = 'BGO-KKN-BGO';
export const DEMO_CURRENCIES = ['NOK', 'EUR'] as const;
const NOK_PER_EUR = 11.5;

// ---------------------------------------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------------------------------------

function seedOf(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i += 1) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: small, fast, good enough for demo data. */
function prng(name: string): { next(): number; int(min: number, max: number): number } {
  let state = seedOf(name);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min, max) => min + Math.floor(next() * (max - min + 1)) };
}

// ---------------------------------------------------------------------------------------------------------
// Ports and the timetable
// ---------------------------------------------------------------------------------------------------------

/** code, English, Norwegian (bokmål), German: the Norwegian spelling is the usual one in English and German too. */
const PORTS: [string, string, string, string][] = [
  ['BGO', 'Bergen', 'Bergen', 'Bergen'],
  ['FRO', 'Florø', 'Florø', 'Florø'],
  ['MAY', 'Måløy', 'Måløy', 'Måløy'],
  ['TVK', 'Torvik', 'Torvik', 'Torvik'],
  ['AES', 'Ålesund', 'Ålesund', 'Ålesund'],
  ['MOL', 'Molde', 'Molde', 'Molde'],
  ['KSU', 'Kristiansund', 'Kristiansund', 'Kristiansund'],
  ['TRD', 'Trondheim', 'Trondheim', 'Trondheim'],
  ['RVK', 'Rørvik', 'Rørvik', 'Rørvik'],
  ['BNN', 'Brønnøysund', 'Brønnøysund', 'Brønnøysund'],
  ['SSJ', 'Sandnessjøen', 'Sandnessjøen', 'Sandnessjøen'],
  ['NES', 'Nesna', 'Nesna', 'Nesna'],
  ['ORN', 'Ørnes', 'Ørnes', 'Ørnes'],
  ['BOO', 'Bodø', 'Bodø', 'Bodø'],
  ['STM', 'Stamsund', 'Stamsund', 'Stamsund'],
  ['SVJ', 'Svolvær', 'Svolvær', 'Svolvær'],
  ['STO', 'Stokmarknes', 'Stokmarknes', 'Stokmarknes'],
  ['SOR', 'Sortland', 'Sortland', 'Sortland'],
  ['RIS', 'Risøyhamn', 'Risøyhamn', 'Risøyhamn'],
  ['HRS', 'Harstad', 'Harstad', 'Harstad'],
  ['FNS', 'Finnsnes', 'Finnsnes', 'Finnsnes'],
  ['TOS', 'Tromsø', 'Tromsø', 'Tromsø'],
  ['SKV', 'Skjervøy', 'Skjervøy', 'Skjervøy'],
  ['OKF', 'Øksfjord', 'Øksfjord', 'Øksfjord'],
  ['HFT', 'Hammerfest', 'Hammerfest', 'Hammerfest'],
  ['HVY', 'Havøysund', 'Havøysund', 'Havøysund'],
  ['HVG', 'Honningsvåg', 'Honningsvåg', 'Honningsvåg'],
  ['KJF', 'Kjøllefjord', 'Kjøllefjord', 'Kjøllefjord'],
  ['MEH', 'Mehamn', 'Mehamn', 'Mehamn'],
  ['BVG', 'Berlevåg', 'Berlevåg', 'Berlevåg'],
  ['BJF', 'Båtsfjord', 'Båtsfjord', 'Båtsfjord'],
  ['VAW', 'Vardø', 'Vardø', 'Vardø'],
  ['VDS', 'Vadsø', 'Vadsø', 'Vadsø'],
  ['KKN', 'Kirkenes', 'Kirkenes', 'Kirkenes'],
];

/**
 * Northbound: [port, nautical miles from the previous call, minutes alongside]. Sailing times are the
 * distances scaled so that the fixed points hold: Bergen dep. day 0 22:30, Tromsø arr. day 3 11:45,
 * Kirkenes arr. day 6 09:00 and dep. 12:30, Bergen arr. day 11 14:30.
 */
const NORTHBOUND: [string, number, number][] = [
  ['BGO', 0, 0],
  ['FRO', 85, 15],
  ['MAY', 35, 15],
  ['TVK', 45, 15],
  ['AES', 25, 150],
  ['MOL', 40, 30],
  ['KSU', 50, 30],
  ['TRD', 105, 60],
  ['RVK', 130, 15],
  ['BNN', 50, 15],
  ['SSJ', 35, 15],
  ['NES', 20, 15],
  ['ORN', 50, 15],
  ['BOO', 45, 150],
  ['STM', 60, 15],
  ['SVJ', 30, 90],
  ['STO', 40, 15],
  ['SOR', 15, 15],
  ['RIS', 25, 15],
  ['HRS', 40, 30],
  ['FNS', 55, 15],
  ['TOS', 45, 195],
  ['SKV', 55, 30],
  ['OKF', 40, 30],
  ['HFT', 40, 90],
  ['HVY', 40, 30],
  ['HVG', 35, 240],
  ['KJF', 30, 30],
  ['MEH', 25, 30],
  ['BVG', 40, 30],
  ['BJF', 20, 45],
  ['VAW', 40, 60],
  ['VDS', 40, 60],
  ['KKN', 45, 210],
];

/** Southbound from Kirkenes (Vadsø is served northbound only). */
const SOUTHBOUND: [string, number, number][] = [
  ['VAW', 60, 30],
  ['BJF', 40, 15],
  ['BVG', 20, 15],
  ['MEH', 40, 15],
  ['KJF', 25, 15],
  ['HVG', 30, 30],
  ['HVY', 35, 15],
  ['HFT', 40, 75],
  ['OKF', 40, 15],
  ['SKV', 40, 15],
  ['TOS', 55, 120],
  ['FNS', 45, 15],
  ['HRS', 55, 30],
  ['RIS', 40, 15],
  ['SOR', 25, 15],
  ['STO', 15, 15],
  ['SVJ', 40, 60],
  ['STM', 30, 15],
  ['BOO', 60, 120],
  ['ORN', 45, 15],
  ['NES', 50, 15],
  ['SSJ', 20, 15],
  ['BNN', 35, 15],
  ['RVK', 50, 15],
  ['TRD', 130, 210],
  ['KSU', 105, 30],
  ['MOL', 50, 30],
  ['AES', 40, 60],
  ['TVK', 25, 15],
  ['MAY', 45, 15],
  ['FRO', 35, 15],
  ['BGO', 85, 0],
];

const at = (day: number, hhmm: string) => day * 1440 + Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const BERGEN_DEPARTURE = at(0, '22:30');
const TROMSO_ARRIVAL = at(3, '11:45');
const KIRKENES_ARRIVAL = at(6, '09:00');
const KIRKENES_DEPARTURE = at(6, '12:30');
const BERGEN_ARRIVAL = at(11, '14:30');

interface TimedCall {
  port: string;
  arrival: number | null;
  departure: number | null;
}

/** Calls from `from` (departing at `departAt`) to `to` (arriving at `arriveAt`), sailing times scaled to fit. */
function segment(stops: [string, number, number][], departAt: number, arriveAt: number): TimedCall[] {
  const legs = stops.slice(1);
  const alongside = legs.slice(0, -1).reduce((n, [, , stop]) => n + stop, 0);
  const miles = legs.reduce((n, [, nm]) => n + nm, 0);
  const minutesPerMile = (arriveAt - departAt - alongside) / miles;
  const round5 = (m: number) => Math.round(m / 5) * 5;
  const calls: TimedCall[] = [];
  let clock = departAt;
  legs.forEach(([port, nm, stop], i) => {
    clock += nm * minutesPerMile;
    const last = i === legs.length - 1;
    const arrival = last ? arriveAt : round5(clock);
    clock += last ? 0 : stop;
    calls.push({ port, arrival, departure: last ? null : round5(clock) });
  });
  return calls;
}

function timetable(): TimedCall[] {
  const toTromso = NORTHBOUND.slice(0, 22);
  const toKirkenes = NORTHBOUND.slice(21);
  const a = segment(toTromso, BERGEN_DEPARTURE, TROMSO_ARRIVAL);
  const tromso = a.pop()!;
  const b = segment(toKirkenes, tromso.arrival! + toKirkenes[0]![2], KIRKENES_ARRIVAL);
  const kirkenes = b.pop()!;
  const c = segment([['KKN', 0, 0], ...SOUTHBOUND], KIRKENES_DEPARTURE, BERGEN_ARRIVAL);
  return [
    { port: 'BGO', arrival: null, departure: BERGEN_DEPARTURE },
    ...a,
    { port: 'TOS', arrival: tromso.arrival, departure: tromso.arrival! + toKirkenes[0]![2] },
    ...b,
    { port: 'KKN', arrival: kirkenes.arrival, departure: KIRKENES_DEPARTURE },
    ...c,
  ];
}

const hhmm = (minutes: number) =>
  `${String(Math.floor((minutes % 1440) / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function routeCalls(calls: TimedCall[]): CatalogRouteCall[] {
  return calls.map((call) => {
    const arrivalDay = call.arrival === null ? null : Math.floor(call.arrival / 1440);
    const departureDay = call.departure === null ? null : Math.floor(call.departure / 1440);
    const dayOffset = arrivalDay ?? departureDay!;
    return {
      port: call.port,
      dayOffset,
      arrival: call.arrival === null ? null : hhmm(call.arrival),
      departure: call.departure === null ? null : hhmm(call.departure),
      ...(departureDay !== null && departureDay !== dayOffset ? { departureDayOffset: departureDay } : {}),
    };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Fleet
// ---------------------------------------------------------------------------------------------------------

/** code, name, year built, approximate cabins, decks with cabins, grades with specific cabins besides the common ones */
const FLEET: [string, string, number, number, number, string[]][] = [
  ['RW', 'MS Richard With', 1993, 230, 5, ['I4', 'O4']],
  ['NL', 'MS Nordlys', 1994, 225, 5, ['I4', 'O4']],
  ['NK', 'MS Nordkapp', 1996, 210, 5, ['I4']],
  ['NN', 'MS Nordnorge', 1997, 215, 5, ['I4', 'O4']],
  ['KH', 'MS Kong Harald', 1993, 230, 5, ['I4']],
  ['PL', 'MS Polarlys', 1996, 225, 6, ['I4', 'O4']],
  ['VA', 'MS Vesterålen', 1983, 155, 4, ['I4']],
  ['TF', 'MS Trollfjord', 2002, 310, 7, ['I4', 'O4']],
  ['HC', 'MS Havila Capella', 2021, 180, 6, ['O4']],
  ['HS', 'MS Havila Castor', 2022, 180, 6, ['O4']],
  ['HP', 'MS Havila Polaris', 2022, 185, 6, ['O4']],
];
const HAVILA = ['HC', 'HS', 'HP'];

/** Grade templates in deck order (inside cabins low, suites high) with their share of the cabins. */
const GRADES: Record<string, { grade: Omit<CatalogGrade, 'code'>; share: number; fare: number }> = {
  I4: {
    grade: { cabinType: 'Inside', description: 'Inside cabin, four berths (two upper)', minimumOccupancy: 1, maximumOccupancy: 4, hasSpecificCabins: true, singleSupplementPct: 50 },
    share: 10,
    fare: 0.9,
  },
  I2: {
    grade: { cabinType: 'Inside', description: 'Inside cabin, two lower berths', minimumOccupancy: 1, maximumOccupancy: 2, hasSpecificCabins: true, singleSupplementPct: 50 },
    share: 25,
    fare: 1,
  },
  U2: {
    grade: { cabinType: 'Outside', description: 'Outside cabin, obstructed view (lifeboats)', minimumOccupancy: 1, maximumOccupancy: 2, hasSpecificCabins: true, singleSupplementPct: 60 },
    share: 12,
    fare: 1.1,
  },
  O4: {
    grade: { cabinType: 'Outside', description: 'Outside cabin, four berths', minimumOccupancy: 1, maximumOccupancy: 4, hasSpecificCabins: true, singleSupplementPct: 60 },
    share: 8,
    fare: 1.15,
  },
  O2: {
    grade: { cabinType: 'Outside', description: 'Outside cabin with sea view, two lower berths', minimumOccupancy: 1, maximumOccupancy: 2, hasSpecificCabins: true, singleSupplementPct: 60 },
    share: 30,
    fare: 1.35,
  },
  XJ: {
    grade: { cabinType: 'Suite', description: 'Mini-suite with sitting area and sea view', minimumOccupancy: 1, maximumOccupancy: 3, hasSpecificCabins: true, singleSupplementPct: 80 },
    share: 10,
    fare: 1.9,
  },
  MG: {
    grade: { cabinType: 'Suite', description: 'Grand suite with balcony', minimumOccupancy: 1, maximumOccupancy: 4, hasSpecificCabins: true, singleSupplementPct: 80 },
    share: 5,
    fare: 2.8,
  },
};
const COMMON_GRADES = ['I2', 'U2', 'O2', 'XJ', 'MG'];
const GUARANTEE_GRADE: CatalogGrade = {
  code: 'IG',
  cabinType: 'Inside',
  description: 'Inside guarantee, cabin assigned at check-in',
  minimumOccupancy: 1,
  maximumOccupancy: 2,
  hasSpecificCabins: false,
  capacity: 20,
  singleSupplementPct: 50,
};
const GRADE_FARE_FACTORS: Record<string, number> = {
  ...Object.fromEntries(Object.entries(GRADES).map(([code, g]) => [code, g.fare])),
  IG: 0.85,
};

function buildShip([code, name, yearBuilt, approxCabins, deckCount, extraGrades]: (typeof FLEET)[number]): {
  ship: CatalogShip;
  vehicleCapacity: { CAR: number; MOTORCYCLE: number };
} {
  const random = prng(`ship:${code}`);
  const total = Math.min(500, Math.max(150, approxCabins + random.int(-10, 10)));
  const gradeCodes = Object.keys(GRADES).filter((g) => COMMON_GRADES.includes(g) || extraGrades.includes(g));
  const shareSum = gradeCodes.reduce((n, g) => n + GRADES[g]!.share, 0);
  // Cabins per grade by share, the rounding remainder going to I2.
  const counts = new Map(gradeCodes.map((g) => [g, Math.max(4, Math.round((total * GRADES[g]!.share) / shareSum))]));
  counts.set('I2', counts.get('I2')! + total - [...counts.values()].reduce((a, b) => a + b, 0));

  const firstDeck = deckCount >= 6 ? 3 : 4;
  const decks = Array.from({ length: deckCount }, (_, i) => firstDeck + i);
  const perDeck = Math.ceil(total / deckCount);
  const numberBase = perDeck > 98 ? 1000 : 100;
  const cabins: CatalogCabinBlock[] = [];
  let deckIndex = 0;
  let onDeck = 0;
  for (const grade of gradeCodes) {
    let left = counts.get(grade)!;
    while (left > 0) {
      const deck = decks[deckIndex]!;
      const take = Math.min(left, perDeck - onDeck);
      const from = deck * numberBase + onDeck + 1;
      cabins.push({ deck, grade, from, to: from + take - 1 });
      left -= take;
      onDeck += take;
      if (onDeck >= perDeck && deckIndex < decks.length - 1) {
        deckIndex += 1;
        onDeck = 0;
      }
    }
  }
  return {
    ship: {
      code,
      name,
      yearBuilt,
      decks: decks.map((deck, i) => ({
        deck,
        name: i === decks.length - 1 ? `Deck ${deck} (suites)` : `Deck ${deck}`,
      })),
      grades: [...gradeCodes.map((g) => ({ code: g, ...GRADES[g]!.grade })), GUARANTEE_GRADE],
      cabins,
    },
    vehicleCapacity: { CAR: random.int(25, 35), MOTORCYCLE: random.int(8, 12) },
  };
}

/** An even spread of the fleet: the first and the last ship always (so a small catalogue has a Havila ship). */
export function demoFleet(shipCount = FLEET.length): string[] {
  const n = Math.max(1, Math.min(FLEET.length, Math.floor(shipCount)));
  if (n === 1) return [FLEET[0]![0]];
  const picked: string[] = [];
  for (let i = 0; i < n; i += 1) picked.push(FLEET[Math.round((i * (FLEET.length - 1)) / (n - 1))]![0]);
  return picked;
}

// ---------------------------------------------------------------------------------------------------------
// Prices
// ---------------------------------------------------------------------------------------------------------

const GUEST_FACTORS: Record<GuestType, number> = { ADULT: 1, SENIOR: 0.9, CHILD: 0.5, INFANT: 0 };

/** NOK (whole kroner) and EUR (whole euros) in minor units, from an NOK amount. */
function money(nok: number): Record<'NOK' | 'EUR', number> {
  return { NOK: Math.round(nok) * 100, EUR: Math.round(nok / NOK_PER_EUR) * 100 };
}

/** Per guest type and currency from an adult NOK price; `flat` charges children and seniors as adults. */
function guestPrices(adultNok: number, options: { flat?: boolean; infantPays?: boolean } = {}): CatalogGuestPrice[] {
  return GUEST_TYPES.flatMap((guestType) => {
    let factor = options.flat ? 1 : GUEST_FACTORS[guestType];
    if (guestType === 'INFANT') factor = options.infantPays ? factor || 1 : 0;
    const amounts = money(adultNok * factor);
    return DEMO_CURRENCIES.map((currency) => ({ guestType, currency, amount: amounts[currency] }));
  });
}

type Season = 'WINTER' | 'SPRING' | 'SUMMER' | 'AUTUMN';
const SEASONS: Record<Season, { months: number[]; factor: number; label: string }> = {
  WINTER: { months: [1, 2, 3, 11, 12], factor: 0.9, label: 'January-March and November-December' },
  SPRING: { months: [4, 5], factor: 1, label: 'April-May' },
  SUMMER: { months: [6, 7, 8], factor: 1.45, label: 'June-August' },
  AUTUMN: { months: [9, 10], factor: 1.05, label: 'September-October' },
};

function seasonOf(date: string): Season {
  const month = Number(date.slice(5, 7));
  return (Object.keys(SEASONS) as Season[]).find((s) => SEASONS[s].months.includes(month))!;
}

const fareTableCode = (date: string) => `${seasonOf(date)}-${date.slice(0, 4)}`;

/**
 * The fares (commerce.md): FLEX the dearest, refundable and free to change until 30 days out; STANDARD today's
 * prices under lifecycle.md's rules; SAVER the cheapest, its deposit kept, no date or grade change, off sale 14
 * days before departure and 4 cabins a sailing, so that a demo user sees it sell out.
 */
const FARE_PRICE_FACTORS = { FLEX: 1.2, STANDARD: 1, SAVER: 0.85 } as const;
const changeFee = (nok: number) => DEMO_CURRENCIES.map((currency) => ({ currency, amount: money(nok)[currency] }));
const DEMO_FARES: CatalogSaleFare[] = [
  {
    code: 'FLEX',
    name: 'Flex',
    depositPercent: 10,
    depositRefundable: true,
    cancellation: [
      { fromDays: 45, percent: 0 },
      { fromDays: 15, percent: 50 },
      { fromDays: 0, percent: 100 },
    ],
    changes: { date: true, grade: true, party: true, untilDays: 3, freeUntilDays: 30, fee: changeFee(250) },
  },
  { code: 'STANDARD', name: 'Standard', ...STANDARD_FARE_RULES },
  {
    code: 'SAVER',
    name: 'Saver',
    depositPercent: 25,
    depositRefundable: false,
    cancellation: [
      { fromDays: 60, fee: 'DEPOSIT' },
      { fromDays: 30, percent: 75 },
      { fromDays: 0, percent: 100 },
    ],
    changes: { date: false, grade: false, party: true, untilDays: 30, freeUntilDays: null, fee: changeFee(500) },
    closesDaysBeforeDeparture: 14,
    cabinsPerSailing: 4,
  },
];

function fareTable(code: string): CatalogFareTable {
  const [season, year] = code.split('-') as [Season, string];
  // Prices rise about 4 % a year.
  const factor = SEASONS[season].factor * (1 + 0.04 * (Number(year) - 2027));
  const fares = Object.entries(FARE_PRICE_FACTORS).flatMap(([fare, fareFactor]) =>
    Object.entries(GRADE_FARE_FACTORS).flatMap(([grade, gradeFactor]) =>
      GUEST_TYPES.flatMap((guestType) => {
        const f = gradeFactor * factor * GUEST_FACTORS[guestType] * fareFactor;
        const base = money(800 * f);
        const perLeg = money(250 * f);
        // STANDARD's rows name no fare: the file reads as it did before fares, and the default is STANDARD.
        const named = fare === 'STANDARD' ? {} : { fare };
        return DEMO_CURRENCIES.map((currency) => ({ ...named, grade, guestType, currency, base: base[currency], perLeg: perLeg[currency] }));
      }),
    ),
  );
  const vehicle = (vehicleType: 'CAR' | 'MOTORCYCLE', baseNok: number, perLegNok: number) => {
    const base = money(baseNok * factor);
    const perLeg = money(perLegNok * factor);
    return DEMO_CURRENCIES.map((currency) => ({ vehicleType, currency, base: base[currency], perLeg: perLeg[currency] }));
  };
  const label = season.charAt(0) + season.slice(1).toLowerCase();
  return {
    code,
    description: `${label} ${year} (${SEASONS[season].label})`,
    fares,
    vehicleFares: [...vehicle('CAR', 400, 110), ...vehicle('MOTORCYCLE', 200, 50)],
  };
}

// ---------------------------------------------------------------------------------------------------------
// Extras
// ---------------------------------------------------------------------------------------------------------

function addons(fleet: string[]): CatalogAddon[] {
  const addon = (
    code: string,
    kind: 'ADDON' | 'MEAL',
    description: string,
    priceUnit: 'PER_GUEST' | 'PER_GUEST_PER_NIGHT',
    prices: CatalogGuestPrice[],
    shipCodes: string[] | null = null,
    mandatoryShipCodes: string[] = [],
  ): CatalogAddon => ({ code, id: deterministicUuid(`addon:${code}`), kind, description, priceUnit, shipCodes, mandatoryShipCodes, prices });
  return [
    addon(
      'WIFI',
      'ADDON',
      'On-board Wi-Fi for the whole voyage (included on Havila ships)',
      'PER_GUEST_PER_NIGHT',
      guestPrices(120, { flat: true }),
      null,
      HAVILA.filter((s) => fleet.includes(s)),
    ),
    addon('DRINKS', 'ADDON', 'Drinks package: wine, beer and soft drinks with lunch and dinner', 'PER_GUEST_PER_NIGHT', guestPrices(595)),
    addon('BREAKFAST', 'MEAL', 'Breakfast buffet every morning', 'PER_GUEST_PER_NIGHT', guestPrices(250)),
    addon('DINNER', 'MEAL', 'Three-course dinner every evening', 'PER_GUEST_PER_NIGHT', guestPrices(595)),
    addon('FULLBOARD', 'MEAL', 'Full board: breakfast, lunch and dinner', 'PER_GUEST_PER_NIGHT', guestPrices(1150)),
    addon('PARKING-BGO', 'ADDON', 'Car parking at the Bergen terminal for the length of the voyage', 'PER_GUEST', guestPrices(750)),
    addon('PARKING-KKN', 'ADDON', 'Car parking at the Kirkenes terminal for the length of the voyage', 'PER_GUEST', guestPrices(450)),
  ];
}

interface ExcursionTemplate {
  code: string;
  description: string;
  /** Port of call where the guests leave the ship; `north` picks the northbound (or Kirkenes) call. */
  start: string;
  end: string;
  north: boolean;
  offset: number;
  /** Wanted length; shortened to leave 15 minutes before the ship leaves. */
  duration: number;
  adultNok: number;
}

const EXCURSIONS: ExcursionTemplate[] = [
  { code: 'AES-CITY-WALK', description: 'Ålesund Art Nouveau town walk and the Mount Aksla viewpoint', start: 'AES', end: 'AES', north: true, offset: 15, duration: 120, adultNok: 590 },
  { code: 'MOL-ATLANTIC-ROAD', description: 'The Atlantic Road by coach, from Molde to Kristiansund', start: 'MOL', end: 'KSU', north: true, offset: 15, duration: 210, adultNok: 1290 },
  { code: 'STM-LOFOTEN', description: 'Lofoten by coach: fishing villages from Stamsund to Svolvær', start: 'STM', end: 'SVJ', north: true, offset: 10, duration: 180, adultNok: 1390 },
  { code: 'TOS-ARCTIC-CATHEDRAL', description: 'Tromsø and the Arctic Cathedral', start: 'TOS', end: 'TOS', north: true, offset: 30, duration: 120, adultNok: 690 },
  { code: 'HVG-NORTH-CAPE', description: 'The North Cape plateau, the northern edge of Europe', start: 'HVG', end: 'HVG', north: true, offset: 15, duration: 195, adultNok: 1590 },
  { code: 'KKN-KING-CRAB', description: 'King crab safari on the Barents Sea, with a crab lunch', start: 'KKN', end: 'KKN', north: true, offset: 30, duration: 150, adultNok: 2290 },
  { code: 'HFT-CITY-WALK', description: 'Hammerfest town walk and the Royal and Ancient Polar Bear Society', start: 'HFT', end: 'HFT', north: false, offset: 10, duration: 60, adultNok: 390 },
  { code: 'BOO-SALTSTRAUMEN', description: 'Saltstraumen, the strongest tidal current in the world', start: 'BOO', end: 'BOO', north: true, offset: 15, duration: 120, adultNok: 890 },
  { code: 'TRD-NIDAROS', description: 'Trondheim old town and Nidaros Cathedral', start: 'TRD', end: 'TRD', north: false, offset: 30, duration: 150, adultNok: 790 },
];

function excursions(route: CatalogRoute, calls: TimedCall[]): CatalogExcursion[] {
  const kirkenes = route.calls.findIndex((c) => c.port === 'KKN');
  const seqOf = (port: string, north: boolean) =>
    north
      ? route.calls.findIndex((c, i) => i <= kirkenes && c.port === port)
      : route.calls.findIndex((c, i) => i >= kirkenes && c.port === port);
  return EXCURSIONS.map((template) => {
    const startSeq = seqOf(template.start, template.north);
    const endSeq = route.calls.findIndex((c, i) => i >= startSeq && c.port === template.end);
    const window = calls[endSeq]!.departure! - calls[startSeq]!.arrival! - template.offset - 15;
    const durationMinutes = Math.max(30, Math.min(template.duration, Math.floor(window / 15) * 15));
    return {
      code: template.code,
      description: template.description,
      startPort: template.start,
      endPort: template.end,
      prices: guestPrices(template.adultNok),
      runs: [
        {
          route: route.code,
          startSeq,
          endSeq,
          startOffsetMinutes: template.offset,
          durationMinutes,
          seats: prng(`excursion:${template.code}`).int(20, 60),
        },
      ],
    };
  });
}

/**
 * Pre-cruise (Arrival) and post-cruise (Departure) tours. Every port where the demo's voyages usually start
 * or end (Bergen, Tromsø, Kirkenes) has at least two of each kind, so that a partner can try in the sandbox
 * the rule "at most one Arrival and one Departure tour per booking" (a second one of a kind is 409); one tour
 * of each kind at each port has a stage with selectable routes.
 */
function supplementalTours(): CatalogSupplementalTour[] {
  return [
    {
      code: 'BGO-PRE-1N',
      category: 'Arrival',
      port: 'BGO',
      name: 'Bergen before the voyage',
      description: 'One night at a hotel at Bryggen in Bergen with breakfast, and the transfer to the ship.',
      nights: 1,
      prices: guestPrices(1890),
      stages: [
        {
          stageId: 1,
          description: 'Flight to Bergen',
          routes: [
            { id: 101, departureCode: 'OSL', arrivalCode: 'BGO', isDefault: true },
            { id: 102, departureCode: 'TRD', arrivalCode: 'BGO', isDefault: false },
            { id: 103, departureCode: 'SVG', arrivalCode: 'BGO', isDefault: false },
          ],
        },
      ],
    },
    {
      code: 'BGO-PRE-OSL-2N',
      category: 'Arrival',
      port: 'BGO',
      name: 'Oslo and the Bergen Railway',
      description: 'Two nights in Oslo with breakfast, then the Bergen Railway across the mountains to the ship.',
      nights: 2,
      prices: guestPrices(4290),
      stages: [],
    },
    {
      code: 'BGO-POST-1N',
      category: 'Departure',
      port: 'BGO',
      name: 'Bergen after the voyage',
      description: 'One night at a hotel in Bergen with breakfast after arrival.',
      nights: 1,
      prices: guestPrices(1590),
      stages: [],
    },
    {
      code: 'BGO-POST-FLAM',
      category: 'Departure',
      port: 'BGO',
      name: 'Norway in a Nutshell',
      description: 'Two nights: the Flåm Railway and a fjord cruise on the Nærøyfjord, ending in Oslo.',
      nights: 2,
      prices: guestPrices(5490),
      stages: [
        {
          stageId: 1,
          description: 'Journey home from Oslo',
          routes: [
            { id: 201, departureCode: 'OSL', arrivalCode: 'OSL', isDefault: true },
            { id: 202, departureCode: 'OSL', arrivalCode: 'CPH', isDefault: false },
          ],
        },
      ],
    },
    {
      code: 'KKN-PRE-1N',
      category: 'Arrival',
      port: 'KKN',
      name: 'Kirkenes before the voyage',
      description: 'Flight to Kirkenes and one night at a hotel with breakfast before boarding.',
      nights: 1,
      prices: guestPrices(3290),
      stages: [
        {
          stageId: 1,
          description: 'Flight to Kirkenes',
          routes: [
            { id: 301, departureCode: 'OSL', arrivalCode: 'KKN', isDefault: true },
            { id: 302, departureCode: 'TOS', arrivalCode: 'KKN', isDefault: false },
          ],
        },
      ],
    },
    {
      code: 'KKN-PRE-2N',
      category: 'Arrival',
      port: 'KKN',
      name: 'Kirkenes and the king crab safari',
      description: 'Two nights in Kirkenes with breakfast and a king crab safari on the Barents Sea before boarding.',
      nights: 2,
      prices: guestPrices(5190),
      stages: [],
    },
    {
      code: 'KKN-POST-1N',
      category: 'Departure',
      port: 'KKN',
      name: 'Kirkenes after the voyage',
      description: 'One night at a hotel in Kirkenes with breakfast after arrival.',
      nights: 1,
      prices: guestPrices(1490),
      stages: [],
    },
    {
      code: 'KKN-POST-SNOWHOTEL',
      category: 'Departure',
      port: 'KKN',
      name: 'Kirkenes Snowhotel',
      description: 'A night at the Kirkenes Snowhotel with a husky ride, then the flight home.',
      nights: 1,
      prices: guestPrices(4890),
      stages: [
        {
          stageId: 1,
          description: 'Flight home from Kirkenes',
          routes: [
            { id: 401, departureCode: 'KKN', arrivalCode: 'OSL', isDefault: true },
            { id: 402, departureCode: 'KKN', arrivalCode: 'TOS', isDefault: false },
          ],
        },
      ],
    },
    {
      code: 'TOS-PRE-1N',
      category: 'Arrival',
      port: 'TOS',
      name: 'Tromsø before the voyage',
      description: 'Flight to Tromsø and one night at a hotel with breakfast before boarding.',
      nights: 1,
      prices: guestPrices(2790),
      stages: [
        {
          stageId: 1,
          description: 'Flight to Tromsø',
          routes: [
            { id: 501, departureCode: 'OSL', arrivalCode: 'TOS', isDefault: true },
            { id: 502, departureCode: 'BGO', arrivalCode: 'TOS', isDefault: false },
            { id: 503, departureCode: 'TRD', arrivalCode: 'TOS', isDefault: false },
          ],
        },
      ],
    },
    {
      code: 'TOS-PRE-AURORA',
      category: 'Arrival',
      port: 'TOS',
      name: 'Tromsø and the northern lights',
      description: 'Two nights in Tromsø with an evening chasing the northern lights and the Fjellheisen cable car.',
      nights: 2,
      prices: guestPrices(4590),
      stages: [],
    },
    {
      code: 'TOS-POST-1N',
      category: 'Departure',
      port: 'TOS',
      name: 'Tromsø after the voyage',
      description: 'One night at a hotel in Tromsø with breakfast, then the flight home.',
      nights: 1,
      prices: guestPrices(2490),
      stages: [
        {
          stageId: 1,
          description: 'Flight home from Tromsø',
          routes: [
            { id: 601, departureCode: 'TOS', arrivalCode: 'OSL', isDefault: true },
            { id: 602, departureCode: 'TOS', arrivalCode: 'BGO', isDefault: false },
          ],
        },
      ],
    },
    {
      code: 'TOS-POST-WHALES',
      category: 'Departure',
      port: 'TOS',
      name: 'Tromsø whale safari',
      description: 'A night in Tromsø and a day at sea with the whales of the Kvaløya fjords.',
      nights: 1,
      prices: guestPrices(3890),
      stages: [],
    },
  ];
}

function packages(): CatalogPackage[] {
  const pkg = (p: Omit<CatalogPackage, 'id' | 'route'>): CatalogPackage => ({
    ...p,
    id: deterministicUuid(`package:${p.code}`),
    route: DEMO_ROUTE_CODE,
  });
  return [
    pkg({
      code: 'ROUND-12D',
      name: 'Classic Round Voyage',
      description: 'Bergen - Kirkenes - Bergen, 12 days along the whole coast, full board included.',
      durationDays: 12,
      fromPort: 'BGO',
      toPort: 'BGO',
      prices: guestPrices(3900),
      items: [{ kind: 'ADDON', code: 'FULLBOARD', includedInFare: true }],
    }),
    pkg({
      code: 'NORTH-7D',
      name: 'Northbound Voyage with the North Cape',
      description: 'Bergen to Kirkenes in 7 days, with the North Cape excursion at Honningsvåg.',
      durationDays: 7,
      fromPort: 'BGO',
      toPort: 'KKN',
      prices: guestPrices(990),
      items: [{ kind: 'EXCURSION', code: 'HVG-NORTH-CAPE', includedInFare: false }],
    }),
    pkg({
      code: 'SOUTH-6D',
      name: 'Southbound Voyage from Kirkenes',
      description: 'A night in Kirkenes, then 6 days by sea from Kirkenes to Bergen.',
      durationDays: 6,
      fromPort: 'KKN',
      toPort: 'BGO',
      prices: guestPrices(490),
      items: [{ kind: 'TOUR', code: 'KKN-PRE-1N', includedInFare: false }],
    }),
  ];
}

function embarkationNotifications(years: number[]): CatalogEmbarkationNotification[] {
  return years.flatMap((year): CatalogEmbarkationNotification[] => [
    {
      port: 'BGO',
      validFrom: `${year}-01-01`,
      validTo: `${year}-12-31`,
      messages: [
        { locale: 'en', value: 'Check-in at the Bergen terminal (Nøstegaten 30) opens at 16:00. Please be on board by 21:30.' },
        { locale: 'nb', value: 'Innsjekking på terminalen i Bergen (Nøstegaten 30) åpner kl. 16.00. Vær om bord senest kl. 21.30.' },
        { locale: 'de', value: 'Der Check-in am Terminal in Bergen (Nøstegaten 30) öffnet um 16:00 Uhr. Bitte seien Sie bis 21:30 Uhr an Bord.' },
      ],
    },
    {
      port: 'STM',
      validFrom: `${year}-06-01`,
      validTo: `${year}-08-31`,
      messages: [
        { locale: 'en', value: 'During pier works in Stamsund, boarding is by tender boat. Be at the quay 45 minutes before departure.' },
        { locale: 'nb', value: 'På grunn av kaiarbeid i Stamsund skjer ombordstigning med tenderbåt. Møt på kaia 45 minutter før avgang.' },
        { locale: 'de', value: 'Wegen Kaiarbeiten in Stamsund erfolgt die Einschiffung per Tenderboot. Bitte 45 Minuten vor Abfahrt am Kai sein.' },
      ],
    },
    {
      port: 'KKN',
      validFrom: `${year}-11-01`,
      validTo: `${year}-12-31`,
      messages: [
        { locale: 'en', value: 'Winter schedule: the airport bus arrives at the Kirkenes terminal at 11:00; check-in closes at 11:45.' },
        { locale: 'nb', value: 'Vinterrute: flybussen ankommer terminalen i Kirkenes kl. 11.00; innsjekkingen stenger kl. 11.45.' },
        { locale: 'de', value: 'Winterfahrplan: Der Flughafenbus erreicht das Terminal in Kirkenes um 11:00 Uhr; der Check-in schließt um 11:45 Uhr.' },
      ],
    },
  ]);
}

// ---------------------------------------------------------------------------------------------------------
// The catalogue
// ---------------------------------------------------------------------------------------------------------

export function generateDemoCatalog(options: DemoCatalogOptions): CatalogFile {
  if (!isValidDate(options.startDate)) throw new RangeError(`startDate must be a date YYYY-MM-DD (got "${options.startDate}")`);
  if (!Number.isInteger(options.days) || options.days < 1) throw new RangeError(`days must be a whole number of at least 1`);

  const fleetCodes = demoFleet(options.shipCount);
  const fleet = FLEET.filter((f) => fleetCodes.includes(f[0])).map(buildShip);
  fleet.sort((a, b) => fleetCodes.indexOf(a.ship.code) - fleetCodes.indexOf(b.ship.code));

  const calls = timetable();
  const route: CatalogRoute = {
    code: DEMO_ROUTE_CODE,
    name: 'Bergen - Kirkenes - Bergen, the coastal express round voyage',
    calls: routeCalls(calls),
  };

  // Rotation d (counted from a fixed epoch, so a ship's rotations do not depend on the start date) uses ship d mod n.
  const epoch = '2020-01-01';
  const firstStart = addDays(options.startDate, -6);
  const sailings: CatalogSailing[] = [];
  const fareTableCodes = new Set<string>();
  for (let i = 0; i < options.days + 6; i += 1) {
    const startDate = addDays(firstStart, i);
    const rotation = Math.round((Date.parse(startDate) - Date.parse(epoch)) / 86_400_000);
    const { ship, vehicleCapacity } = fleet[rotation % fleet.length]!;
    const fareTable = fareTableCode(startDate);
    fareTableCodes.add(fareTable);
    sailings.push({ code: `${ship.code}-${startDate}`, route: route.code, ship: ship.code, fareTable, startDate, vehicleCapacity });
  }

  const lastDate = addDays(firstStart, options.days + 6 + 11);
  const years: number[] = [];
  for (let y = Number(firstStart.slice(0, 4)); y <= Number(lastDate.slice(0, 4)); y += 1) years.push(y);

  const ports: CatalogPort[] = PORTS.map(([code, en, nb, de]) => ({ code, name: { en, nb, de }, countryCode: 'NO' }));
  return {
    formatVersion: CATALOG_FORMAT_VERSION,
    currencies: [...DEMO_CURRENCIES],
    ports,
    ships: fleet.map((f) => f.ship),
    routes: [route],
    fares: DEMO_FARES,
    fareTables: [...fareTableCodes].map(fareTable),
    sailings,
    addons: addons(fleetCodes),
    excursions: excursions(route, calls),
    supplementalTours: supplementalTours(),
    packages: packages(),
    embarkationNotifications: embarkationNotifications(years),
  };
}
