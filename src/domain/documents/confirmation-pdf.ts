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
import {
  cabinRows,
  cancellationLines,
  contactLine,
  embarkationNotice,
  extraRows,
  fareRows,
  guestNames,
  guestRows,
  instant,
  paymentTable,
  priceRows,
  referenceRows,
  termsRows,
  vehicleRows,
  voyageRows,
  money,
} from './confirmation-text.js';
import { COLOR, pdfLayout, type Layout } from './pdf-layout.js';
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

export async function renderConfirmationPdf(input: ConfirmationInput): Promise<Buffer> {
  const { booking, labels, operatorName, issuedAt } = input;
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

  const layout = pdfLayout(doc);
  drawHeading(layout, input);
  drawStatus(layout, input);
  drawBookingSections(layout, input);
  drawPriceAndPayment(layout, input);
  drawTerms(layout, input);
  drawFooters(layout, input);
  doc.end();
  return done;
}

/** The operator and the document on the left, the references on the right, and a rule under both. */
function drawHeading(
  { doc, left, width, rule }: Layout,
  { booking, operatorName, timeZone, issuedAt }: ConfirmationInput,
) {
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
  let refY = top + 2;
  for (const [label, value] of referenceRows(booking, issuedAt, timeZone)) {
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
}

/** Confirmed, or a band saying the booking is cancelled, with its fee. */
function drawStatus({ doc, left, width }: Layout, { booking, timeZone }: ConfirmationInput) {
  if (booking.status === 'CANCELLED' && booking.cancellation) {
    const lines = cancellationLines(booking.cancellation, booking.currency, timeZone);
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
}

/** The voyage, the guests, the cabins, the vehicles and the extras. */
function drawBookingSections({ heading, keyValues, table }: Layout, { booking, labels, timeZone }: ConfirmationInput) {
  const { names, guestList } = guestNames(booking);
  heading('Voyage');
  keyValues(voyageRows(booking, labels));
  const notice = embarkationNotice(booking);
  if (notice) keyValues([['Embarkation', notice]]);

  heading('Guests');
  table(
    ['', 'Name', 'Type', 'Date of birth', 'Nationality', 'Cabin'],
    [18, '*', 56, 80, 64, 40],
    guestRows(booking, names),
  );
  if (booking.personalDataErasedAt) {
    keyValues([['Personal data', `erased on ${instant(booking.personalDataErasedAt, timeZone)}`]]);
  }
  const contact = contactLine(booking);
  if (contact !== undefined) keyValues([['Contact', contact]]);

  heading('Cabins');
  table(['Cabin', 'Grade', 'Cabin number', 'Guests'], [40, '*', 110, '*'], cabinRows(booking, labels, guestList));

  if (booking.vehicles.length > 0) {
    heading('Vehicles');
    table(['Vehicle', 'Driver'], [110, '*'], vehicleRows(booking, guestList));
  }

  const extras = extraRows(booking, labels, guestList);
  if (extras.length > 0) {
    heading('Extras');
    table(['Kind', 'Item', 'When', 'Guests'], [72, '*', 120, '*'], extras);
  }
}

/** Price and payment, kept together on one page when they fit on a fresh one. */
function drawPriceAndPayment(
  { doc, width, heading, keyValues, table }: Layout,
  { booking, labels, timeZone }: ConfirmationInput,
) {
  const { guestList } = guestNames(booking);
  const prices = priceRows(booking, labels, guestList);
  const fare = fareRows(booking);
  const fareHeight = keyValuesHeight(doc, width, fare);
  // Measured as the tables will lay them out: both stay on this page when they fit, else start the next.
  doc.font('regular').fontSize(9);
  const half = (width - 110) / 2 - 10;
  const rowHeight = (cells: string[], widths: number[]) =>
    Math.max(...cells.map((c, i) => doc.heightOfString(c || ' ', { width: widths[i]! }))) + 7;
  const priceAndPaymentHeight =
    2 * 24 + // two headings
    fareHeight +
    prices.reduce((h, r) => h + rowHeight(r, [half, half, 100]), 0) +
    2 * rowHeight(['Total'], [half]) + // head and total rows
    5 * rowHeight(['Deposit'], [half]); // the payment table
  const pageBody = doc.page.height - doc.page.margins.top - doc.page.margins.bottom;
  if (priceAndPaymentHeight < pageBody && doc.y + priceAndPaymentHeight > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
  }
  heading('Price');
  keyValues(fare);
  doc.moveDown(0.2);
  table(['Item', 'Guests', 'Amount'], ['*', '*', 110], prices, {
    alignRight: [2],
    total: ['Total', '', money(booking.priceBreakdown.totalPrice, booking.currency)],
  });

  heading('Payment');
  const payment = paymentTable(booking, timeZone);
  table(payment.head, payment.widths, payment.rows, { alignRight: [1], total: payment.total });
}

/**
 * The deposit, the balance and the cancellation fees under the booking's fare, kept on one page. A cancelled
 * booking's band and payment table already say what its cancellation cost, so it has none.
 */
function drawTerms({ doc, width, heading, keyValues }: Layout, { booking, timeZone, issuedAt }: ConfirmationInput) {
  if (booking.status === 'CANCELLED') return;
  const rows = termsRows(booking, issuedAt, timeZone);
  if (doc.y + 24 + keyValuesHeight(doc, width, rows) > doc.page.height - doc.page.margins.bottom) doc.addPage();
  heading('Payment and cancellation terms');
  keyValues(rows);
}

/** The height of key-value lines as pdf-layout.ts keyValues sets them (the value beside an 80-point key). */
function keyValuesHeight(doc: PDFKit.PDFDocument, width: number, rows: [string, string][]): number {
  doc.font('regular').fontSize(9.5);
  return rows.reduce((h, [, value]) => h + doc.heightOfString(value, { width: width - 86 }) + 2, 0);
}

/** The operator, the booking and its version, and the page number, at the foot of every page. */
function drawFooters({ doc, left, width }: Layout, { booking, operatorName }: ConfirmationInput) {
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
}
