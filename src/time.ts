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

/** The wall-clock time in the zone at that instant: `YYYY-MM-DDTHH:MM:SS`. */
export function localDateTime(instant: Date, timeZone: string): string {
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

/** Whole calendar days between two wall-clock date-times (the nights of a voyage). */
export function nightsBetween(from: string, to: string): number {
  const day = (s: string) => Date.UTC(Number(s.slice(0, 4)), Number(s.slice(5, 7)) - 1, Number(s.slice(8, 10)));
  return Math.round((day(to) - day(from)) / 86_400_000);
}

/** Adds days to a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Normalizes an API date-time (optional seconds, optional zone ignored) to `YYYY-MM-DDTHH:MM:SS`. */
export function normalizeLocalDateTime(value: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?/.exec(value);
  if (!m) return value;
  return `${m[1]}T${m[2]}${m[3] ?? ':00'}`;
}
