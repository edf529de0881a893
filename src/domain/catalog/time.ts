/**
 * Wall-clock date and time arithmetic for the catalogue. Catalogue times are operator-local and carry no
 * zone, so they are computed as if they were UTC: no daylight-saving shift ever moves a timetable.
 */
import { localDateTime } from '../../kernel/time.js';

export { addDays } from '../../kernel/time.js';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** true for a real calendar date written YYYY-MM-DD. */
export function isValidDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** Minutes since the epoch of a wall-clock date (and optional HH:MM). */
export function toMinutes(date: string, time = '00:00'): number {
  return Date.parse(`${date}T${time}:00Z`) / MINUTE_MS;
}

/** `YYYY-MM-DD HH:MM:SS`, the text form of a `timestamp without time zone`. */
export function formatTimestamp(minutes: number): string {
  return new Date(minutes * MINUTE_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toMinutes(to) - toMinutes(from)) / DAY_MINUTES);
}

/** ISO weekday: 1 = Monday .. 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** "HH:MM" to minutes after midnight. */
export function timeOfDay(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** The wall-clock date and time of an instant in an IANA time zone, as `YYYY-MM-DD HH:MM:SS`. */
export function localTimestamp(instant: Date, timeZone: string): string {
  return localDateTime(instant, timeZone).replace('T', ' ');
}
