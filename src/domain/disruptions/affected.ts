/** What a disruption affects, as preview and record report it. */
import { toMajor } from '../pricing/money.js';
import type { Resolved } from './resolve.js';
import type { AffectedRow } from '../bookings/repository-sailing.js';
import type { DisruptionKind } from './sql.js';

export interface AffectedBooking {
  bookingId: string;
  agencyId: string;
  agencyName: string;
  agencyReference: string | null;
  leadGuest: { firstName: string; lastName: string };
  departurePort: string;
  arrivalPort: string;
  departureDate: string;
  arrivalDate: string;
  /** How the voyage touches the call; WHOLE_VOYAGE for a cancelled sailing. */
  touch: 'EMBARKS' | 'DISEMBARKS' | 'PASSES_THROUGH' | 'WHOLE_VOYAGE';
  /** The booking's legs (leg i: call i to call i + 1) that arrive at or leave from the call; all of them when cancelled. */
  legsTouched: number[];
  /** SAILING_CANCELLED: what is refunded (everything paid), in the booking's currency. */
  refundAmount?: number;
  currency: string;
}

export interface DisruptionPreview {
  sailing: { sailingId: number; code: string; shipCode: string; departureDateTime: string };
  kind: DisruptionKind;
  portCode: string | null;
  callSeq: number | null;
  previousDateTime: string | null;
  newDateTime: string | null;
  /** The operator's message to partners, carried in each `booking.disrupted`; null when none. */
  message: string | null;
  affectedBookings: AffectedBooking[];
  /** Held (unconfirmed) bookings whose session the save ends (their journey is no longer sold). */
  heldBookingsEnded: number;
}

export function affectedBooking(r: AffectedRow, d: Resolved): AffectedBooking {
  const seq = d.call?.seq ?? null;
  const legs: number[] = [];
  for (let leg = r.from_seq; leg < r.to_seq; leg++) if (seq === null || leg === seq - 1 || leg === seq) legs.push(leg);
  return {
    bookingId: r.reference,
    agencyId: r.agency_id,
    agencyName: r.agency_name,
    agencyReference: r.agency_reference,
    leadGuest: { firstName: r.lead_first_name ?? '', lastName: r.lead_last_name ?? '' },
    departurePort: r.departure_port,
    arrivalPort: r.arrival_port,
    departureDate: r.departure_date,
    arrivalDate: r.arrival_date,
    touch:
      seq === null
        ? 'WHOLE_VOYAGE'
        : seq === r.from_seq
          ? 'EMBARKS'
          : seq === r.to_seq
            ? 'DISEMBARKS'
            : 'PASSES_THROUGH',
    legsTouched: legs,
    ...(d.kind === 'SAILING_CANCELLED' ? { refundAmount: toMajor(Number(r.paid_minor), r.currency) } : {}),
    currency: r.currency,
  };
}

export function previewOf(d: Resolved, affected: AffectedRow[], held: number): DisruptionPreview {
  return {
    sailing: {
      sailingId: d.sailing.id,
      code: d.sailing.code,
      shipCode: d.sailing.shipCode,
      departureDateTime: d.sailing.departureAt,
    },
    kind: d.kind,
    portCode: d.call?.portCode ?? null,
    callSeq: d.call?.seq ?? null,
    previousDateTime: d.previousAt,
    newDateTime: d.newAt,
    message: d.message,
    affectedBookings: affected.map((r) => affectedBooking(r, d)),
    heldBookingsEnded: held,
  };
}
