/**
 * What the operator's sailing pages show, worked out from the occupancy service's answers: the month
 * shown and its neighbours, per-leg percentages, the busiest leg, the small per-leg bar strip of the
 * calendar (SVG geometry: attributes, not inline styles, so the Content-Security-Policy needs no exception).
 */
import { addDays, isValidDate } from '../../domain/catalog/time.js';
import { percentOf, type LegLoad } from '../../domain/sailings/occupancy.js';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export interface MonthView {
  /** YYYY-MM */
  month: string;
  label: string;
  from: string;
  to: string;
  /** The neighbouring months, null past the calendar's range. */
  previous: string | null;
  next: string | null;
}

/**
 * The months the calendar shows: a catalogue's sailings lie well inside them, and date arithmetic stays
 * inside four-digit years (9999-12's next month, 10000-01, is no date).
 */
export const CALENDAR_MONTHS = { first: '2000-01', last: '2099-12' } as const;
const inCalendar = (month: string) => month >= CALENDAR_MONTHS.first && month <= CALENDAR_MONTHS.last;

const shiftMonth = (year: number, month: number, by: number) => {
  const index = year * 12 + (month - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** The month `YYYY-MM` as a date range; null when it is not a month of the calendar's range. */
export function monthView(month: string): MonthView | null {
  if (!/^\d{4}-\d{2}$/.test(month) || !isValidDate(`${month}-01`) || !inCalendar(month)) return null;
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = shiftMonth(year, m, 1);
  const previous = shiftMonth(year, m, -1);
  return {
    month,
    label: monthLabel(month),
    from: `${month}-01`,
    to: addDays(`${next}-01`, -1),
    previous: inCalendar(previous) ? previous : null,
    next: inCalendar(next) ? next : null,
  };
}

/** `2027-01` -> `January 2027`. */
export const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

export interface LegView extends LegLoad {
  /** The ports' names: "Bergen – Florø" (portal.md, names, not codes). */
  label: string;
  fromName: string;
  toName: string;
  /** The ports' codes, "BGO–FRO", as secondary text. */
  codes: string;
  soldPct: number;
  heldPct: number;
  freePct: number;
}

/**
 * A leg's figures and its ports by name, from `ports` (code -> name, booking-names.ts `portAndShipNames` or a
 * sailing's calls); a port the catalogue does not name is shown as its code.
 */
export const legView = (leg: LegLoad, ports: Readonly<Record<string, string>>): LegView => {
  const soldPct = percentOf(leg.sold, leg.capacity);
  const heldPct = percentOf(leg.held, leg.capacity);
  const fromName = ports[leg.fromPort] ?? leg.fromPort;
  const toName = ports[leg.toPort] ?? leg.toPort;
  return {
    ...leg,
    label: `${fromName} – ${toName}`,
    fromName,
    toName,
    codes: `${leg.fromPort}–${leg.toPort}`,
    soldPct,
    heldPct,
    freePct: Math.max(0, Math.round((100 - soldPct - heldPct) * 10) / 10),
  };
};

/** The leg with the most places taken (sold + held); the first of equals. */
export function busiestLeg(legs: LegView[]): LegView | undefined {
  return legs.reduce<LegView | undefined>(
    (best, l) => (!best || l.sold + l.held > best.sold + best.held ? l : best),
    undefined,
  );
}

export interface LegBar {
  x: number;
  width: number;
  soldY: number;
  soldHeight: number;
  heldY: number;
  heldHeight: number;
  title: string;
}

export interface LegStrip {
  width: number;
  height: number;
  bars: LegBar[];
}

const STRIP_HEIGHT = 40;
const STRIP_BAR_WIDTH = 4;
const tenth = (n: number) => Math.round(n * 10) / 10;

/** The calendar's strip: one bar per leg, sold from the bottom and held above it, as shares of the places. */
export function legStrip(legs: LegView[]): LegStrip {
  const height = STRIP_HEIGHT;
  return {
    width: Math.max(1, legs.length) * STRIP_BAR_WIDTH,
    height,
    bars: legs.map((l, i) => {
      const soldHeight = tenth((l.soldPct / 100) * height);
      const heldHeight = tenth((l.heldPct / 100) * height);
      return {
        x: i * STRIP_BAR_WIDTH,
        width: STRIP_BAR_WIDTH - 0.5,
        soldY: tenth(height - soldHeight),
        soldHeight,
        heldY: tenth(height - soldHeight - heldHeight),
        heldHeight,
        title: `${l.label}: ${l.sold} sold, ${l.held} held of ${l.capacity}`,
      };
    }),
  };
}

/** The days-ahead view's choices: how many days from today, and the order of the sailings. */
export const AHEAD_DAYS = [7, 14] as const;
export const AHEAD_SORTS = {
  departure: 'Departure',
  load: 'Fullest first',
  'load-asc': 'Emptiest first',
} as const;
export type AheadSort = keyof typeof AHEAD_SORTS;

/** The share of a leg's places taken (sold + held), in per cent with one decimal. */
export const takenPct = (l: LegLoad) => percentOf(l.sold + l.held, l.capacity);

export type LoadBand = 0 | 25 | 50 | 75 | 90;

/**
 * A leg's load as one of five bands, for the cell's background (a class, not an inline style: the portal's
 * Content-Security-Policy allows no style attribute). The number itself is always written in the cell.
 */
export function loadBand(pct: number): LoadBand {
  if (pct >= 90) return 90;
  if (pct >= 75) return 75;
  if (pct >= 50) return 50;
  if (pct >= 25) return 25;
  return 0;
}

/**
 * Sailings in the order asked: by departure (as listed), or by their busiest leg's share taken, fullest or
 * emptiest first (ties by departure, so the order is stable).
 */
export function sortByLoad<T extends { departureAt: string; code: string; legs: LegLoad[] }>(
  sailings: T[],
  sort: AheadSort,
): T[] {
  if (sort === 'departure') return sailings;
  const peak = (s: T) => Math.max(0, ...s.legs.map(takenPct));
  const sign = sort === 'load' ? -1 : 1;
  return [...sailings].sort(
    (a, b) => sign * (peak(a) - peak(b)) || a.departureAt.localeCompare(b.departureAt) || a.code.localeCompare(b.code),
  );
}

export interface GradeKeyEntry {
  grade: string;
  description: string;
}

/**
 * The deck plan's key: each grade its cabins carry (a tile shows only the code, "XJ"), once, by code, with its
 * description from the catalogue ("Mini-suite with sitting area and sea view").
 */
export function gradeKey(cabins: Iterable<{ grade: string; gradeDescription: string }>): GradeKeyEntry[] {
  const byGrade = new Map<string, string>();
  for (const c of cabins) if (!byGrade.has(c.grade)) byGrade.set(c.grade, c.gradeDescription);
  return [...byGrade]
    .map(([grade, description]) => ({ grade, description }))
    .sort((a, b) => a.grade.localeCompare(b.grade));
}
