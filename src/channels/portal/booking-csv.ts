/**
 * The booking list's CSV export in two forms (docs/portal.md "CSV export"):
 *
 * - `csv` (the default, unchanged since issue 23, for programs): commas, decimal points, instants in UTC as
 *   ISO 8601 with milliseconds and `Z`, codes only. A script that reads it by column position keeps working.
 * - `excel` (issue 37, the portal's download button): what a Norwegian or German spreadsheet opens as numbers
 *   and dates with a double click: semicolons, decimal commas, every date and time as `YYYY-MM-DD HH:MM:SS` in
 *   the operator's time zone (named in the header), and the ship's and ports' names beside their codes, as the
 *   screen shows them. Excel keeps `2027-01-05T09:00:00.000Z` and `2450.50` as text in those locales.
 *
 * Both are UTF-8 with a byte-order mark, so that spreadsheets read "Jørgensen", not "JÃ¸rgensen".
 */
import type { BookingSearchItem } from '../../domain/bookings/search.js';
import { toDecimalString } from '../../domain/pricing/money.js';
import { localDateTime } from '../../kernel/time.js';
import { csvLine, type CsvSeparator } from './csv.js';
import { PAYMENT_STATE_LABELS, paymentStatusInWords } from './pages/booking-detail.js';

export const CSV_FORMATS = ['csv', 'excel'] as const;
export type CsvFormat = (typeof CSV_FORMATS)[number];

/** What the file needs to know besides the booking: the names the catalogue gives the codes, the agency's name. */
export interface CsvContext {
  format: CsvFormat;
  timeZone: string;
  /** The operator's file has an Agency column; the agency's own has none. */
  operator: boolean;
  names: { ports: Record<string, string>; ships: Record<string, string> };
  agencyName: (agencyId: string) => string;
}

interface Column {
  header: (zone: string) => string;
  cell: (b: BookingSearchItem, c: CsvContext, f: Formatting) => string | null;
  /** Only in the spreadsheet's file (names beside codes), or only in the operator's (the agency). */
  only?: 'excel' | 'operator';
}

interface Formatting {
  money: (minor: number, currency: string) => string;
  instant: (at: Date | string | null | undefined) => string;
  /** A local wall-clock time as the booking stores it (`2027-01-05T22:30:00`). */
  local: (wallClock: string) => string;
}

function formatting(c: CsvContext): Formatting {
  if (c.format === 'csv') {
    return {
      money: toDecimalString,
      instant: (at) => (at ? new Date(at).toISOString() : ''),
      local: (wall) => wall.replace('T', ' ').slice(0, 16),
    };
  }
  return {
    money: (minor, currency) => toDecimalString(minor, currency).replace('.', ','),
    instant: (at) => (at ? localDateTime(new Date(at), c.timeZone).replace('T', ' ') : ''),
    local: (wall) => `${wall.replace('T', ' ').slice(0, 16)}:00`,
  };
}

const guestName = (g: { firstName: string; lastName: string } | null) => (g ? `${g.firstName} ${g.lastName}` : '');

const COLUMNS: Column[] = [
  { header: () => 'Booking id', cell: (b) => b.bookingId },
  { header: () => 'Agency', cell: (b, c) => c.agencyName(b.agencyId), only: 'operator' },
  { header: () => 'Agency reference', cell: (b) => b.agencyReference },
  { header: () => 'Status', cell: (b) => (b.status === 'CONFIRMED' ? 'Confirmed' : 'Cancelled') },
  { header: () => 'Sailing', cell: (b) => b.sailingCode },
  { header: () => 'Ship', cell: (b) => b.shipCode },
  { header: () => 'Ship name', cell: (b, c) => c.names.ships[b.shipCode] ?? b.shipCode, only: 'excel' },
  { header: () => 'Departure (local)', cell: (b, _c, f) => f.local(b.departureDate) },
  { header: () => 'From', cell: (b) => b.departurePort },
  { header: () => 'From port', cell: (b, c) => c.names.ports[b.departurePort] ?? b.departurePort, only: 'excel' },
  { header: () => 'To', cell: (b) => b.arrivalPort },
  { header: () => 'To port', cell: (b, c) => c.names.ports[b.arrivalPort] ?? b.arrivalPort, only: 'excel' },
  { header: () => 'Lead guest', cell: (b) => guestName(b.leadGuest) },
  { header: () => 'Matched guest', cell: (b) => guestName(b.matchedGuest) },
  { header: () => 'Currency', cell: (b) => b.currency },
  { header: () => 'Total', cell: (b, _c, f) => f.money(b.totalMinor, b.currency) },
  { header: () => 'Paid', cell: (b, _c, f) => f.money(b.paidMinor, b.currency) },
  { header: () => 'Amount due', cell: (b, _c, f) => f.money(b.amountDueMinor, b.currency) },
  {
    header: () => 'Payment state',
    cell: (b) =>
      b.standing ? PAYMENT_STATE_LABELS[b.standing.state] : paymentStatusInWords(b.payment.status, b.paidMinor),
  },
  { header: (zone) => `Payment due (${zone})`, cell: (b, _c, f) => f.instant(b.standing?.dueAt) },
  { header: (zone) => `Cancels automatically at (${zone})`, cell: (b, _c, f) => f.instant(b.standing?.cancelsAt) },
  { header: (zone) => `Confirmed at (${zone})`, cell: (b, _c, f) => f.instant(b.confirmedAt) },
];

/** The file's header, then a line per booking (each with CRLF); the first line starts with the byte-order mark. */
export function bookingCsv(c: CsvContext) {
  const columns = COLUMNS.filter(
    (col) => col.only === undefined || (col.only === 'excel' ? c.format === 'excel' : c.operator),
  );
  const separator: CsvSeparator = c.format === 'excel' ? ';' : ',';
  const zone = c.format === 'excel' ? c.timeZone : 'UTC';
  const f = formatting(c);
  return {
    separator,
    header: `\uFEFF${csvLine(
      columns.map((col) => col.header(zone)),
      separator,
    )}`,
    row: (b: BookingSearchItem) =>
      csvLine(
        columns.map((col) => col.cell(b, c, f)),
        separator,
      ),
  };
}
