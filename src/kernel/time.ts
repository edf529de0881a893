/**
 * The specification's date-times carry no zone: they are the operator's wall-clock times (Europe/Oslo by
 * default). The catalogue stores them as `timestamp without time zone`; these helpers move between an
 * instant (the Clock) and that wall-clock form.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

// The last answer per zone, by whole second: every search asks for "now" (formatToParts costs microseconds
// and allocates a dozen objects; at a thousand searches a second it showed in the profile).
const lastLocal = new Map<string, { second: number; value: string }>();

/** The wall-clock time in the zone at that instant: `YYYY-MM-DDTHH:MM:SS`. */
export function localDateTime(instant: Date, timeZone: string): string {
  const second = Math.floor(instant.getTime() / 1000);
  const last = lastLocal.get(timeZone);
  if (last?.second === second) return last.value;
  const value = formatLocalDateTime(instant, timeZone);
  lastLocal.set(timeZone, { second, value });
  return value;
}

function formatLocalDateTime(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** `2027-01-10 22:30:00` (database) -> `2027-01-10T22:30:00` (API). */
export function apiDateTime(dbTimestamp: string): string {
  return dbTimestamp.replace(' ', 'T').slice(0, 19);
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS;

/** Whole calendar days between two wall-clock dates or date-times (the nights of a voyage). */
export function nightsBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

/** Adds days to a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Normalizes an API date-time (optional seconds, optional zone ignored) to `YYYY-MM-DDTHH:MM:SS`. */
export function normalizeLocalDateTime(value: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?/.exec(value);
  if (!m) return value;
  return `${m[1]}T${m[2]}${m[3] ?? ':00'}`;
}

/** The instant of an operator-local wall-clock time (`YYYY-MM-DDTHH:MM:SS`) in `timeZone`. */
export function wallClockToInstant(local: string, timeZone: string): Date {
  const asUtc = Date.parse(`${local.slice(0, 19)}Z`);
  const offsetAt = (instant: number) => Date.parse(`${localDateTime(new Date(instant), timeZone)}Z`) - instant;
  // Two rounds settle the offset except inside a DST gap, where the later offset wins.
  let guess = asUtc - offsetAt(asUtc);
  guess = asUtc - offsetAt(guess);
  return new Date(guess);
}
