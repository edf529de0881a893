/**
 * The booking confirmation a travel agent forwards to the guests (lifecycle.md, "Confirmation document"):
 * a pure renderer from the booking answer and the catalogue's names to a PDF. The font is DejaVu Sans from
 * the `dejavu-fonts-ttf` package, embedded (subset) in the file, so Ø, Å, Ü and any Latin, Greek or Cyrillic
 * name print as sent; the PDF's standard fonts only know WinAnsi. The agency's commission is deliberately
 * absent: the document is for the guests.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { currencyDecimals, toMinor } from '../pricing/money.js';
import type { ConfirmationBooking, ConfirmationLabels } from './types.js';

const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
/**
 * Parsed once per process: pdfkit given a file re-reads and re-parses it whenever a table cell switches
 * fonts back (seconds per document); given the parsed font it only subsets it.
 */
const loadFont = (file: string) => create(readFileSync(join(fontDir, file))) as Font;
let fonts: { regular: Font; bold: Font } | undefined;
const FONT = () => (fonts ??= { regular: loadFont('DejaVuSans.ttf'), bold: loadFont('DejaVuSans-Bold.ttf') });

export interface ConfirmationInput {
  booking: ConfirmationBooking;
  labels: ConfirmationLabels;
  operatorName: string;
  /** The operator's time zone: UTC instants (due dates, cancellation) are printed in it. */
  timeZone: string;
  /** When the document is produced; printed, and the PDF's creation date (same input, same bytes). */
  issuedAt: Date;
}

const PAGE = { size: 'A4' as const, margin: 48 };
const COLOR = {
  text: '#1a1a1a',
  muted: '#5f6b7a',
  rule: '#c9d1db',
  band: '#eef2f6',
  accent: '#0b4f71',
  confirmed: '#1d6b38',
  cancelled: '#a3251b',
  cancelledBand: '#fbeceb',
};

const GUEST_TYPE: Record<string, string> = { ADULT: 'Adult', CHILD: 'Child', INFANT: 'Infant', SENIOR: 'Senior' };
const VEHICLE: Record<string, string> = { CAR: 'Car', MOTORCYCLE: 'Motorcycle' };
const REASON: Record<string, string> = {
  AGENCY_REQUEST: 'at the agency’s request',
  PAYMENT_OVERDUE: 'because payment was not received in time',
  SAILING_CANCELLED: 'because the operator cancelled the sailing',
};
const PAYMENT_STATUS: Record<string, string> = {
  UNPAID: 'Nothing paid yet',
  DEPOSIT_PAID: 'Deposit paid',
  PAID: 'Paid in full',
  REFUND_DUE: 'Refund due',
  SETTLED: 'Settled',
};

function money(amount: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  const number = new Intl.NumberFormat('en-GB', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
  return `${currency} ${number}`;
}

/** A wall-clock date-time of the voyage ("2026-06-01T22:30:00", local to its port) as printed. */
function localDateTime(value: string): string {
  const at = new Date(`${value.slice(0, 19)}Z`);
  const date = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at);
  return value.length > 10 ? `${date}, ${value.slice(11, 16)}` : date;
}

function localDate(value: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${value.slice(0, 10)}T00:00:00Z`),
  );
}

/** A UTC instant in the operator's time zone, with the zone's abbreviation (CET, CEST). */
function instant(value: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(value));
}

// eslint-disable-next-line max-lines-per-function -- split pending: issue 20 (one function draws every section of the PDF)
export async function renderConfirmationPdf(input: ConfirmationInput): Promise<Buffer> {
  const { booking, labels, operatorName, timeZone, issuedAt } = input;
  const doc = new PDFDocument({
    size: PAGE.size,
    margins: { top: PAGE.margin, bottom: PAGE.margin + 18, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    info: {
      Title: `Booking confirmation ${booking.bookingId}`,
      Author: operatorName,
      Subject: `${labels.shipName}, ${labels.ports[booking.departurePort] ?? booking.departurePort} to ${
        labels.ports[booking.arrivalPort] ?? booking.arrivalPort
      }`,
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONT().regular as never).registerFont('bold', FONT().bold as never);

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const currency = booking.currency;
  // An erased booking's guests (personal-data/) are their number and type only.
  const names = new Map(
    booking.guests.map(
      (g) =>
        [
          g.id,
          g.customerDetails ? `${g.customerDetails.firstName} ${g.customerDetails.lastName}` : `Guest ${g.id}`,
        ] as const,
    ),
  );
  const guestList = (ids: number[]) => ids.map((id) => names.get(id) ?? `Guest ${id}`).join(', ');
  const port = (code: string) => `${labels.ports[code] ?? code} (${code})`;

  // ---- heading: the operator, the document, the references
  const top = doc.y;
  doc
    .font('bold')
    .fontSize(18)
    .fillColor(COLOR.accent)
    .text(operatorName, left, top, { width: width * 0.6 });
  doc
    .font('regular')
    .fontSize(11)
    .fillColor(COLOR.muted)
    .text('Booking confirmation', { width: width * 0.6 });
  const headingBottom = doc.y;
  const refs: [string, string][] = [
    ['Booking', booking.bookingId],
    ...(booking.agencyReference ? ([['Agency reference', booking.agencyReference]] as [string, string][]) : []),
    ['Issued', instant(issuedAt.toISOString(), timeZone)],
  ];
  let refY = top + 2;
  for (const [label, value] of refs) {
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(COLOR.muted)
      .text(label, left + width * 0.55, refY, {
        width: width * 0.45,
        align: 'right',
      });
    doc
      .font('bold')
      .fontSize(label === 'Booking' ? 12 : 9.5)
      .fillColor(COLOR.text)
      .text(value, { width: width * 0.45, align: 'right' });
    refY = doc.y + 3;
  }
  doc.y = Math.max(headingBottom, refY) + 6;
  rule();

  // ---- status: confirmed, or cancelled with its fee
  if (booking.status === 'CANCELLED' && booking.cancellation) {
    const c = booking.cancellation;
    const lines = [
      `This booking was cancelled on ${instant(c.cancelledAt, timeZone)}, ${REASON[c.reason] ?? c.reason}.`,
      `Cancellation fee ${money(c.fee, currency)}  ·  Refund ${money(c.refundAmount, currency)}  ·  Amount due ${money(
        c.amountDue,
        currency,
      )}`,
      'The voyage, cabins and extras below are no longer reserved.',
    ];
    const y = doc.y + 4;
    doc.font('regular').fontSize(9.5);
    const bodyHeight = lines.reduce((h, l) => h + doc.heightOfString(l, { width: width - 24 }) + 2, 0);
    const height = 30 + bodyHeight;
    doc.save().rect(left, y, width, height).fill(COLOR.cancelledBand).restore();
    doc.save().rect(left, y, 4, height).fill(COLOR.cancelled).restore();
    doc
      .font('bold')
      .fontSize(13)
      .fillColor(COLOR.cancelled)
      .text('CANCELLED', left + 14, y + 9, { width: width - 24 });
    doc.font('regular').fontSize(9.5).fillColor(COLOR.text);
    for (const line of lines) doc.text(line, left + 14, doc.y + 2, { width: width - 24 });
    doc.y = y + height + 8;
  } else {
    doc.x = left;
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(COLOR.confirmed)
      .text('CONFIRMED', left, doc.y + 2, { continued: true })
      .font('regular')
      .fontSize(9)
      .fillColor(COLOR.muted)
      .text('   Please check names and dates; your travel agent makes any change.');
    doc.moveDown(0.4);
  }

  // ---- the voyage
  heading('Voyage');
  keyValues([
    ['Ship', labels.shipName],
    ['Departure', `${port(booking.departurePort)}, ${localDateTime(booking.departureDate)} local time`],
    ['Arrival', `${port(booking.arrivalPort)}, ${localDateTime(booking.arrivalDate)} local time`],
  ]);
  const notice =
    booking.embarkationNotification?.find((n) => n.locale === 'en') ?? booking.embarkationNotification?.[0];
  if (notice) keyValues([['Embarkation', notice.value]]);

  // ---- guests and cabins
  const cabinOf = new Map(booking.cabins.flatMap((c) => c.guests.map((id) => [id, c.id] as const)));
  heading('Guests');
  table(
    ['', 'Name', 'Type', 'Date of birth', 'Nationality', 'Cabin'],
    [18, '*', 56, 80, 64, 40],
    booking.guests.map((g, i) => [
      String(i + 1),
      `${names.get(g.id)}${g.customerDetails?.isLead ? '  (lead guest)' : ''}`,
      GUEST_TYPE[g.type] ?? g.type,
      g.customerDetails ? localDate(g.customerDetails.dateOfBirth) : '',
      g.customerDetails?.nationality ?? '',
      String(cabinOf.get(g.id) ?? ''),
    ]),
  );
  if (booking.personalDataErasedAt) {
    keyValues([['Personal data', `erased on ${instant(booking.personalDataErasedAt, timeZone)}`]]);
  }
  const lead = booking.guests.find((g) => g.customerDetails?.isLead)?.customerDetails;
  if (lead) {
    const address = lead.address
      ? `${lead.address.street}, ${lead.address.postalCode} ${lead.address.city}, ${lead.address.countryCode}`
      : undefined;
    keyValues([['Contact', [lead.email, lead.phoneNumber, address].filter(Boolean).join('  ·  ')]]);
  }

  heading('Cabins');
  table(
    ['Cabin', 'Grade', 'Cabin number', 'Guests'],
    [40, '*', 110, '*'],
    booking.cabins.map((c) => [
      String(c.id),
      `${labels.grades[c.code] ?? c.code} (${c.code})`,
      c.cabinNumber ?? 'Assigned before sailing',
      guestList(c.guests),
    ]),
  );

  if (booking.vehicles.length > 0) {
    heading('Vehicles');
    table(
      ['Vehicle', 'Driver'],
      [110, '*'],
      booking.vehicles.map((v) => [VEHICLE[v.type] ?? v.type, guestList([v.guestId])]),
    );
  }

  const extras = [
    ...booking.addons.map((a) => ['Addon', labels.addons[a.code] ?? a.code, '', guestList(a.guests)]),
    ...booking.excursions.map((e) => [
      'Excursion',
      labels.excursions[e.code] ?? e.code,
      localDateTime(e.startDate),
      guestList(e.guests),
    ]),
    ...booking.supplementalTours.map((t) => [
      `${t.tourCategory} tour`,
      labels.tours[t.code] ?? t.code,
      `${localDate(t.startDate)} to ${localDate(t.endDate)}`,
      guestList(t.guests),
    ]),
  ];
  if (extras.length > 0) {
    heading('Extras');
    table(['Kind', 'Item', 'When', 'Guests'], [72, '*', 120, '*'], extras);
  }

  // ---- price and payment, kept together on one page when they fit on a fresh one
  const b = booking.priceBreakdown;
  const major = (minor: number) => minor / 10 ** currencyDecimals(currency);
  const sum = (guests: { price: number }[]) =>
    money(major(guests.reduce((s, g) => s + toMinor(g.price, currency), 0)), currency);
  const priceRows = [
    ...b.cabins.map((c, i) => [
      `Cabin ${booking.cabins[i]?.id ?? i + 1}: ${labels.grades[booking.cabins[i]?.code ?? c.code] ?? c.code}`,
      guestList(c.guests.map((g) => g.guestId)),
      sum(c.guests),
    ]),
    ...b.vehicles.map((v) => [VEHICLE[v.code] ?? v.code, guestList([v.guest.guestId]), sum([v.guest])]),
    ...b.addons.map((a) => [labels.addons[a.code] ?? a.code, guestList(a.guests.map((g) => g.guestId)), sum(a.guests)]),
    ...b.excursions.map((e) => [
      labels.excursions[e.code] ?? e.code,
      guestList(e.guests.map((g) => g.guestId)),
      sum(e.guests),
    ]),
    ...b.supplementalTours.map((t) => [
      labels.tours[t.code] ?? t.code,
      guestList(t.guests.map((g) => g.guestId)),
      sum(t.guests),
    ]),
  ];
  // Measured as the tables will lay them out: both stay on this page when they fit, else start the next.
  doc.font('regular').fontSize(9);
  const half = (width - 110) / 2 - 10;
  const rowHeight = (cells: string[], widths: number[]) =>
    Math.max(...cells.map((c, i) => doc.heightOfString(c || ' ', { width: widths[i]! }))) + 7;
  const priceAndPaymentHeight =
    2 * 24 + // two headings
    priceRows.reduce((h, r) => h + rowHeight(r, [half, half, 100]), 0) +
    2 * rowHeight(['Total'], [half]) + // head and total rows
    5 * rowHeight(['Deposit'], [half]); // the payment table
  const pageBody = doc.page.height - doc.page.margins.top - doc.page.margins.bottom;
  if (priceAndPaymentHeight < pageBody && doc.y + priceAndPaymentHeight > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
  }
  heading('Price');
  table(['Item', 'Guests', 'Amount'], ['*', '*', 110], priceRows, {
    alignRight: [2],
    total: ['Total', '', money(b.totalPrice, currency)],
  });

  heading('Payment');
  const p = booking.payment;
  const status = PAYMENT_STATUS[p.status] ?? p.status;
  if (booking.status === 'CANCELLED' && booking.cancellation) {
    const c = booking.cancellation;
    table(
      ['', 'Amount', ''],
      ['*', 110, 170],
      [
        ['Paid', money(p.paidAmount, currency), ''],
        ['Cancellation fee', money(c.fee, currency), ''],
        ['Refund to the agency', money(c.refundAmount, currency), ''],
      ],
      { alignRight: [1], total: ['Amount due', money(c.amountDue, currency), status] },
    );
  } else {
    table(
      ['', 'Amount', 'Due by'],
      ['*', 110, 170],
      [
        ['Deposit', money(p.depositAmount, currency), instant(p.depositDueByUtc, timeZone)],
        [
          'Balance',
          money(major(toMinor(p.totalPrice, currency) - toMinor(p.depositAmount, currency)), currency),
          instant(p.balanceDueByUtc, timeZone),
        ],
        ['Paid so far', money(p.paidAmount, currency), ''],
      ],
      { alignRight: [1], total: ['Outstanding', money(p.balance, currency), status] },
    );
  }

  // ---- footer on every page
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - PAGE.margin;
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the bottom margin must not start a new page
    doc
      .save()
      .moveTo(left, y - 6)
      .lineTo(left + width, y - 6)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke()
      .restore();
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(COLOR.muted)
      .text(`${operatorName}  ·  Booking ${booking.bookingId}  ·  version ${booking.version}`, left, y, {
        width: width * 0.75,
        lineBreak: false,
      });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, left + width * 0.75, y, {
      width: width * 0.25,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;

  function rule() {
    doc
      .save()
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.75)
      .strokeColor(COLOR.rule)
      .stroke()
      .restore();
    doc.moveDown(0.5);
  }

  /** A section title; starts a new page rather than leave a title alone at the bottom. */
  function heading(title: string) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 70) doc.addPage();
    doc.x = left;
    doc.moveDown(0.5);
    doc.font('bold').fontSize(11).fillColor(COLOR.accent).text(title.toUpperCase(), left, doc.y, {
      width,
      characterSpacing: 0.6,
    });
    doc.moveDown(0.25);
  }

  function keyValues(rows: [string, string][]) {
    for (const [key, value] of rows) {
      const y = doc.y;
      doc.font('regular').fontSize(9).fillColor(COLOR.muted).text(key, left, y, { width: 80 });
      doc
        .font('regular')
        .fontSize(9.5)
        .fillColor(COLOR.text)
        .text(value, left + 86, y, { width: width - 86 });
      doc.y += 2;
    }
    doc.x = left;
  }

  function table(
    head: string[],
    widths: (number | '*')[],
    rows: string[][],
    options: { alignRight?: number[]; total?: string[] } = {},
  ) {
    const align = (col: number) => (options.alignRight?.includes(col) ? ('right' as const) : ('left' as const));
    const cell = { top: 3, right: 5, bottom: 3, left: 5 };
    doc.font('regular').fontSize(9);
    const t = doc.table({
      position: { x: left, y: doc.y },
      maxWidth: width,
      columnStyles: widths.map((w, col) => ({ width: w, align: { x: align(col), y: 'top' } })),
      defaultStyle: {
        border: { top: 0, right: 0, bottom: 0.5, left: 0 },
        borderColor: COLOR.rule,
        padding: cell,
      },
    });
    t.row(
      head.map((text) => ({
        text,
        font: { src: 'bold', size: 8 },
        textColor: COLOR.muted,
        backgroundColor: COLOR.band,
        type: 'TH' as const,
      })),
    );
    for (const row of rows) {
      t.row(row.map((text) => ({ text, font: { src: 'regular', size: 9 }, textColor: COLOR.text })));
    }
    if (options.total) {
      t.row(
        options.total.map((text) => ({
          text,
          font: { src: 'bold', size: 9 },
          textColor: COLOR.text,
          border: { top: 1, right: 0, bottom: 0, left: 0 },
          borderColor: COLOR.text,
        })),
      );
    }
    t.end();
    doc.x = left;
    doc.moveDown(0.3);
  }
}
