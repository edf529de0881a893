/**
 * The confirmation renderer alone: what a guest reads in it (text as a PDF reader extracts it), with the
 * names of the booking exactly as sent, whatever their alphabet.
 */
import { describe, expect, it } from 'vitest';
import { renderConfirmationPdf, type ConfirmationInput } from '../../src/domain/documents/confirmation-pdf.js';
import { fareRows, termsRows } from '../../src/domain/documents/confirmation-text.js';
import type { ConfirmationBooking } from '../../src/domain/documents/types.js';
import { pdfPages, pdfText } from '../support/pdf.js';

const guest = (
  id: number,
  type: 'ADULT' | 'CHILD',
  firstName: string,
  lastName: string,
  dateOfBirth: string,
  extra = {},
) => ({
  id,
  type,
  customerDetails: {
    guestId: id,
    firstName,
    lastName,
    dateOfBirth,
    gender: 'FEMALE' as const,
    nationality: 'NO',
    isLead: false,
    ...extra,
  },
});

const booking: ConfirmationBooking = {
  bookingId: 'BRT-7K2M9Q',
  status: 'CONFIRMED',
  version: 3,
  agencyReference: 'ABC-123',
  sessionId: '00000000-0000-4000-8000-000000000000',
  market: 'NO',
  currency: 'NOK',
  departureDate: '2027-06-01T22:30:00',
  arrivalDate: '2027-06-07T09:45:00',
  departurePort: 'BGO',
  arrivalPort: 'KKN',
  shipCode: 'NN',
  embarkationNotification: [{ locale: 'en', value: 'Check-in opens at 15:00 at the terminal, Nøstegaten 30.' }],
  guests: [
    guest(1, 'ADULT', 'Søren', 'Ødegård', '1980-04-12', {
      isLead: true,
      email: 'soren@example.com',
      phoneNumber: '+4791234567',
      address: { street: 'Storgata 1', postalCode: '9008', city: 'Tromsø', countryCode: 'NO' },
    }),
    guest(2, 'ADULT', 'Åse', 'Müller-Übermann', '1982-09-30'),
    guest(3, 'CHILD', 'Zoë', 'Ødegård', '2016-06-01'),
  ],
  cabins: [
    { id: 1, code: 'Q2', cabinType: 'OUTSIDE', cabinNumber: '512', guests: [1, 2] },
    { id: 2, code: 'I2', cabinType: 'INSIDE', cabinNumber: null, guests: [3] },
  ],
  vehicles: [{ type: 'CAR', guestId: 1 }],
  addons: [{ code: 'WIFI', guests: [1], isMandatory: false }],
  excursions: [
    {
      code: 'NORTHCAPE',
      startDate: '2027-06-04T11:15:00',
      endDate: '2027-06-04T15:00:00',
      isMandatory: false,
      guests: [1, 2],
    },
  ],
  supplementalTours: [],
  fare: { fareCode: 'STANDARD', name: 'Standard' },
  promotion: null,
  // STANDARD's terms (fare-rules.ts) for a departure on 1 Jun 2027 in Oslo: each tier begins at a local midnight.
  terms: {
    deposit: { amount: 8442.1, percent: 20, refundable: true, dueAt: '2027-02-08T10:00:00.000Z' },
    balance: { amount: 33768.4, dueAt: '2027-04-02T20:30:00.000Z' },
    cancellation: [
      { fromDaysBeforeDeparture: 90, startsAt: null, fee: { type: 'DEPOSIT', amount: 8442.1 } },
      {
        fromDaysBeforeDeparture: 60,
        startsAt: '2027-03-03T23:00:00.000Z',
        fee: { type: 'PERCENT', percent: 50, amount: 21105.25 },
      },
      {
        fromDaysBeforeDeparture: 30,
        startsAt: '2027-04-02T22:00:00.000Z',
        fee: { type: 'PERCENT', percent: 75, amount: 31657.88 },
      },
      {
        fromDaysBeforeDeparture: 0,
        startsAt: '2027-05-02T22:00:00.000Z',
        fee: { type: 'PERCENT', percent: 100, amount: 42210.5 },
      },
    ],
    changes: {
      date: true,
      grade: true,
      party: true,
      untilDaysBeforeDeparture: 30,
      allowedUntil: '2027-05-03T22:00:00.000Z',
      freeUntil: null,
      fee: 300,
    },
  },
  priceBreakdown: {
    totalPrice: 42210.5,
    commissionTotal: 4221.05,
    cabins: [
      {
        code: 'Q2',
        guests: [
          { guestId: 1, price: 15000 },
          { guestId: 2, price: 15000 },
        ],
      },
      { code: 'I2', guests: [{ guestId: 3, price: 7500.5 }] },
    ],
    addons: [{ code: 'WIFI', guests: [{ guestId: 1, price: 450 }] }],
    excursions: [
      {
        code: 'NORTHCAPE',
        guests: [
          { guestId: 1, price: 1630 },
          { guestId: 2, price: 1630 },
        ],
      },
    ],
    supplementalTours: [],
    vehicles: [{ code: 'CAR', guest: { guestId: 1, price: 1000 } }],
  },
  payment: {
    currency: 'NOK',
    totalPrice: 42210.5,
    paidAmount: 0,
    balance: 42210.5,
    depositAmount: 8442.1,
    depositDueByUtc: '2027-02-08T10:00:00.000Z',
    balanceDueByUtc: '2027-04-02T20:30:00.000Z',
    status: 'UNPAID',
  },
  cancellation: null,
  disruptions: [],
  personalDataErasedAt: null,
};

const input: ConfirmationInput = {
  booking,
  labels: {
    shipName: 'MS Nordnorge',
    ports: { BGO: 'Bergen', KKN: 'Kirkenes' },
    grades: { Q2: 'Outside cabin, two lower beds', I2: 'Inside cabin, two beds' },
    addons: { WIFI: 'Wi-Fi for the whole voyage' },
    excursions: { NORTHCAPE: 'North Cape' },
    tours: {},
  },
  operatorName: 'Nordkyst Coastal Voyages AS',
  timeZone: 'Europe/Oslo',
  issuedAt: new Date('2027-01-25T10:00:00Z'),
};

describe('confirmation PDF', () => {
  it('is a PDF of one or two pages in the operator’s name with the booking’s references', async () => {
    const pdf = await renderConfirmationPdf(input);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages.length).toBeLessThanOrEqual(2);
    const text = pages.join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Nordkyst Coastal Voyages AS');
    expect(text).toContain('BRT-7K2M9Q');
    expect(text).toContain('ABC-123');
    expect(text).toContain('CONFIRMED');
  });

  it('prints names with Ø, Å, Ü and ë as sent, in an embedded Unicode font', async () => {
    const pdf = await renderConfirmationPdf(input);
    const text = await pdfText(pdf);
    for (const name of ['Søren Ødegård', 'Åse Müller-Übermann', 'Zoë Ødegård', 'Tromsø', 'Nøstegaten']) {
      expect(text).toContain(name);
    }
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/); // a subset of DejaVu Sans, embedded
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/); // no standard font, which has no Ø beyond WinAnsi
  });

  it('shows the voyage, cabins, extras, the price and the payment schedule, never the commission', async () => {
    const text = await pdfText(await renderConfirmationPdf(input));
    expect(text).toContain('MS Nordnorge');
    expect(text).toContain('Bergen (BGO), Tue, 1 Jun 2027, 22:30 local time');
    expect(text).toContain('Kirkenes (KKN), Mon, 7 Jun 2027, 09:45 local time');
    expect(text).toContain('Outside cabin, two lower beds (Q2)');
    expect(text).toContain('512');
    expect(text).toContain('Wi-Fi for the whole voyage');
    expect(text).toContain('North Cape');
    expect(text).toContain('Total NOK 42,210.50');
    // The schedule: deposit, the rest as the balance, both due in the operator's time.
    expect(text).toContain('Deposit NOK 8,442.10 8 Feb 2027, 11:00 CET');
    expect(text).toContain('Balance NOK 33,768.40 2 Apr 2027, 22:30 CEST');
    expect(text).toContain('Outstanding NOK 42,210.50');
    expect(text).not.toContain('4,221.05');
  });

  it('says a cancelled booking is cancelled, with its fee, refund and amount due', async () => {
    const cancelled: ConfirmationInput = {
      ...input,
      booking: {
        ...booking,
        status: 'CANCELLED',
        payment: { ...booking.payment, paidAmount: 8442.1, balance: 0, status: 'REFUND_DUE' },
        cancellation: {
          cancelledAt: '2027-03-15T09:12:00.000Z',
          reason: 'AGENCY_REQUEST',
          fee: 21105.25,
          refundAmount: 0,
          amountDue: 12663.15,
        },
      },
    };
    const text = await pdfText(await renderConfirmationPdf(cancelled));
    expect(text).toContain('CANCELLED');
    expect(text).toContain('cancelled on 15 Mar 2027, 10:12 CET');
    expect(text).toContain('Cancellation fee NOK 21,105.25');
    expect(text).toContain('Amount due NOK 12,663.15');
    expect(text).not.toContain('Outstanding');
    expect(text).not.toContain('CANCELLATION TERMS'); // the band and the payment table say what it cost
  });

  it('prints the fare, the promotion and the payment and cancellation terms', async () => {
    const saver = await renderConfirmationPdf({ ...input, booking: saverBooking });
    const text = await pdfText(saver);
    expect(text).toContain('Fare Saver (SAVER)');
    expect(text).toContain('Promotion Spring on the coast (SPRING27), NOK 2,250.00 off the cabin prices');
    expect(text).toContain('PAYMENT AND CANCELLATION TERMS');
    expect(text).toContain('Deposit NOK 10,552.63 (25 % of the total, non-refundable), due by 8 Feb 2027, 11:00 CET');
    expect(text).toContain('Cancellation Until 2 Apr 2027: the deposit (NOK 10,552.63)');
    expect(text).toContain('From 3 May 2027: 100 % of the total (NOK 42,210.50)');
    const standard = await pdfText(await renderConfirmationPdf(input));
    expect(standard).toContain('Fare Standard (STANDARD)');
    expect(standard).not.toContain('Promotion');
    expect(standard).toContain('From 4 Mar 2027: 50 % of the total (NOK 21,105.25)');
  });

  it('is the same bytes for the same booking and instant', async () => {
    const [a, b] = [await renderConfirmationPdf(input), await renderConfirmationPdf(input)];
    expect(a.equals(b)).toBe(true);
  });
});

/** SAVER's terms (the demo catalogue's): a non-refundable deposit that is the fee until 60 days out. */
const saverBooking: ConfirmationBooking = {
  ...booking,
  fare: { fareCode: 'SAVER', name: 'Saver' },
  promotion: { promotionCode: 'SPRING27', name: 'Spring on the coast', discount: 2250 },
  payment: { ...booking.payment, depositAmount: 10552.63 },
  terms: {
    ...booking.terms,
    deposit: { amount: 10552.63, percent: 25, refundable: false, dueAt: '2027-02-08T10:00:00.000Z' },
    balance: { amount: 31657.87, dueAt: '2027-04-02T20:30:00.000Z' },
    cancellation: [
      { fromDaysBeforeDeparture: 60, startsAt: null, fee: { type: 'DEPOSIT', amount: 10552.63 } },
      ...booking.terms.cancellation.slice(2), // STANDARD's 75 % and 100 % tiers
    ],
  },
};

describe('confirmation text: fare and terms', () => {
  const { timeZone, issuedAt } = input;

  it('names a STANDARD fare without a promotion, and its refundable deposit, balance and four fee tiers', () => {
    expect(fareRows(booking)).toEqual([['Fare', 'Standard (STANDARD)']]);
    expect(termsRows(booking, issuedAt, timeZone)).toEqual([
      ['Deposit', 'NOK 8,442.10 (20 % of the total), due by 8 Feb 2027, 11:00 CET'],
      ['Balance', 'NOK 33,768.40, due by 2 Apr 2027, 22:30 CEST'],
      // A tier begins at a local midnight, so the one before it ends with the day before.
      ['Cancellation', 'Until 3 Mar 2027: the deposit (NOK 8,442.10)'],
      ['', 'From 4 Mar 2027: 50 % of the total (NOK 21,105.25)'],
      ['', 'From 3 Apr 2027: 75 % of the total (NOK 31,657.88)'],
      ['', 'From 3 May 2027: 100 % of the total (NOK 42,210.50)'],
    ]);
  });

  it('names the promotion with what it took off, and says a SAVER deposit is non-refundable', () => {
    expect(fareRows(saverBooking)).toEqual([
      ['Fare', 'Saver (SAVER)'],
      ['Promotion', 'Spring on the coast (SPRING27), NOK 2,250.00 off the cabin prices'],
    ]);
    expect(termsRows(saverBooking, issuedAt, timeZone)).toEqual([
      ['Deposit', 'NOK 10,552.63 (25 % of the total, non-refundable), due by 8 Feb 2027, 11:00 CET'],
      ['Balance', 'NOK 31,657.87, due by 2 Apr 2027, 22:30 CEST'],
      ['Cancellation', 'Until 2 Apr 2027: the deposit (NOK 10,552.63)'],
      ['', 'From 3 Apr 2027: 75 % of the total (NOK 31,657.88)'],
      ['', 'From 3 May 2027: 100 % of the total (NOK 42,210.50)'],
    ]);
  });

  it('leaves out the tiers already over when it is issued, and says "Now" for the last one', () => {
    const tiers = (at: string) => termsRows(booking, new Date(at), timeZone).slice(2);
    // At the instant the 50 % tier begins, the deposit tier is over.
    expect(tiers('2027-03-03T23:00:00.000Z')).toEqual([
      ['Cancellation', 'Until 2 Apr 2027: 50 % of the total (NOK 21,105.25)'],
      ['', 'From 3 Apr 2027: 75 % of the total (NOK 31,657.88)'],
      ['', 'From 3 May 2027: 100 % of the total (NOK 42,210.50)'],
    ]);
    expect(tiers('2027-05-20T10:00:00.000Z')).toEqual([['Cancellation', 'Now: 100 % of the total (NOK 42,210.50)']]);
  });
});
