/**
 * Disruptions in words for the portal: a booking's disruption line ("Port skipped: Tromsø, 13 Jan 2027 01:30
 * (UTC+1)") and a sailing's calls as the disruption form lists them, so that a port called twice on a round
 * trip is told apart by its time and its place in the route.
 */
import type { BookingDisruption } from '../confirmed-bookings/index.js';
import type { CallRow } from '../sailings/sailings.js';
import { wallClockToInstant } from '../time.js';
import { shortDateTime } from './sailing-views.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `+1`, `-3:30`, `+0`: the operator zone's offset at a wall-clock time there. */
function utcOffset(local: string, timeZone: string): string {
  const minutes = Math.round(
    (Date.parse(`${local.slice(0, 19)}Z`) - wallClockToInstant(local, timeZone).getTime()) / 60_000,
  );
  const abs = Math.abs(minutes);
  const mm = abs % 60 === 0 ? '' : `:${String(abs % 60).padStart(2, '0')}`;
  return `${minutes < 0 ? '-' : '+'}${Math.floor(abs / 60)}${mm}`;
}

/** An operator-local wall-clock time `2027-01-13T01:30:00` as `13 Jan 2027 01:30 (UTC+1)`. */
export function localInWords(local: string, timeZone: string): string {
  const [y, m, d] = local.slice(0, 10).split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y} ${local.slice(11, 16)} (UTC${utcOffset(local, timeZone)})`;
}

/** What happened, in words with names: the booking page's line for one disruption entry. */
export function disruptionInWords(d: BookingDisruption, portName: string, timeZone: string): string {
  const at = (local: string | null) => (local ? localInWords(local, timeZone) : 'time not recorded');
  if (d.kind === 'PORT_SKIPPED') return `Port skipped: ${portName}, ${at(d.previousDateTime)}`;
  if (d.kind === 'CALL_RETIMED') {
    return `Call retimed: ${portName}, from ${at(d.previousDateTime)} to ${at(d.newDateTime)}`;
  }
  return `Sailing cancelled: departure from ${portName}, ${at(d.previousDateTime)}`;
}

export interface CallChoice {
  seq: number;
  label: string;
  skipped: boolean;
}

/**
 * A sailing's calls to pick from, the port and time first (what a narrow select still shows): `Tromsø, Wed 13
 * Jan 15:00 (call 21)`; the time is the call's departure, its arrival (`arr.`) at the last call.
 */
export function callChoices(calls: CallRow[], names: Map<string, string>): CallChoice[] {
  return calls.map((c) => {
    const time = c.departureAt
      ? shortDateTime(c.departureAt.replace('T', ' '))
      : `arr. ${shortDateTime(c.arrivalAt!.replace('T', ' '))}`;
    const name = names.get(c.portCode) ?? c.portCode;
    return {
      seq: c.seq,
      label: `${name}, ${time} (call ${c.seq}, ${c.portCode}${c.skipped ? ', skipped' : ''})`,
      skipped: c.skipped,
    };
  });
}
