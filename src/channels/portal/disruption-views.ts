/**
 * Disruptions in words for the portal: a booking's disruption line ("Port skipped: Tromsø, 13 Jan 2027 01:30 CET",
 * every time as the portal's format prints it) and a sailing's calls as the disruption form lists them, so that a port called twice on a round
 * trip is told apart by its time and its place in the route.
 */
import type { BookingDisruption } from '../../domain/bookings/index.js';
import type { CallRow } from '../../domain/catalog/sailings.js';
import type { PortalFormat } from './format.js';

/** What happened, in words with names: the booking page's line for one disruption entry. */
export function disruptionInWords(d: BookingDisruption, portName: string, fmt: PortalFormat): string {
  const at = (local: string | null) => (local ? fmt.local(local) : 'time not recorded');
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
 * A sailing's calls to pick from, the port and time first (what a narrow select still shows): `Tromsø, 13
 * Jan 2027 15:00 CET (call 21, TOS)`; the time is the call's departure, its arrival (`arr.`) at the last call.
 */
export function callChoices(calls: CallRow[], names: Map<string, string>, fmt: PortalFormat): CallChoice[] {
  return calls.map((c) => {
    const time = c.departureAt ? fmt.local(c.departureAt) : `arr. ${fmt.local(c.arrivalAt)}`;
    const name = names.get(c.portCode) ?? c.portCode;
    return {
      seq: c.seq,
      label: `${name}, ${time} (call ${c.seq}, ${c.portCode}${c.skipped ? ', skipped' : ''})`,
      skipped: c.skipped,
    };
  });
}
