/**
 * What the confirmation says, without a PDF: names (erased guests by number), money in the currency's
 * decimals, dates as printed, and the rows of the price and payment tables.
 */
import { describe, expect, it } from 'vitest';
import {
  contactLine,
  embarkationNotice,
  extraRows,
  guestNames,
  guestRows,
  instant,
  localDateTime,
  money,
  paymentTable,
  priceRows,
  referenceRows,
} from '../../src/domain/documents/confirmation-text.js';
import type { ConfirmationBooking, ConfirmationLabels } from '../../src/domain/documents/types.js';

const labels: ConfirmationLabels = {
  shipName: 'MS Nordnorge',
  ports: {},
  grades: { Q2: 'Outside cabin' },
  addons: {},
  excursions: { NORTHCAPE: 'North Cape' },
  tours: { 'BGO-PRE': 'Bergen before the voyage' },
};

const booking = {
  bookingId: 'BRT-1',
  status: 'CONFIRMED',
  version: 1,
  agencyReference: null,
  currency: 'NOK',
  embarkationNotification: [
    { locale: 'nb', value: 'Innsjekk 15:00' },
    { locale: 'en', value: 'Check-in 15:00' },
  ],
  guests: [
    {
      id: 1,
      type: 'ADULT',
      customerDetails: {
        firstName: 'Søren',
        lastName: 'Ødegård',
        dateOfBirth: '1980-04-12',
        nationality: 'NO',
        isLead: true,
        email: 's@example.com',
        phoneNumber: '+4791234567',
      },
    },
    { id: 2, type: 'CHILD', customerDetails: null },
  ],
  cabins: [{ id: 1, code: 'Q2', guests: [1, 2] }],
  vehicles: [],
  addons: [{ code: 'WIFI', guests: [1] }],
  excursions: [{ code: 'NORTHCAPE', startDate: '2027-06-04T11:15:00', guests: [1, 2] }],
  supplementalTours: [
    { code: 'BGO-PRE', tourCategory: 'Arrival', startDate: '2027-05-31', endDate: '2027-06-01', guests: [1, 2] },
  ],
  priceBreakdown: {
    totalPrice: 300.3,
    cabins: [
      {
        code: 'Q2',
        guests: [
          { guestId: 1, price: 100.1 },
          { guestId: 2, price: 200.2 },
        ],
      },
    ],
    vehicles: [],
    addons: [],
    excursions: [],
    supplementalTours: [],
  },
  payment: {
    status: 'DEPOSIT_PAID',
    totalPrice: 300.3,
    depositAmount: 60.06,
    paidAmount: 60.06,
    balance: 240.24,
    depositDueByUtc: '2027-02-08T10:00:00.000Z',
    balanceDueByUtc: '2027-04-02T20:30:00.000Z',
  },
  cancellation: null,
} as unknown as ConfirmationBooking;

describe('formatting', () => {
  it('prints money with the currency decimals, voyage times as local wall clock, instants in the zone', () => {
    expect(money(42210.5, 'NOK')).toBe('NOK 42,210.50');
    expect(money(1500, 'JPY')).toBe('JPY 1,500');
    expect(localDateTime('2027-06-01T22:30:00')).toBe('Tue, 1 Jun 2027, 22:30');
    expect(localDateTime('2027-06-01')).toBe('Tue, 1 Jun 2027');
    expect(instant('2027-04-02T20:30:00.000Z', 'Europe/Oslo')).toBe('2 Apr 2027, 22:30 CEST');
  });
});

describe('sections', () => {
  const { names, guestList } = guestNames(booking);

  it('names an erased guest by number, and marks the lead guest', () => {
    expect(guestList([1, 2, 7])).toBe('Søren Ødegård, Guest 2, Guest 7');
    expect(guestRows(booking, names).map((r) => r.slice(0, 3))).toEqual([
      ['1', 'Søren Ødegård  (lead guest)', 'Adult'],
      ['2', 'Guest 2', 'Child'],
    ]);
    expect(contactLine(booking)).toBe('s@example.com  ·  +4791234567');
  });

  it('leaves the agency reference out when there is none, and prefers the English embarkation notice', () => {
    expect(referenceRows(booking, new Date('2027-01-25T10:00:00Z'), 'Europe/Oslo').map(([label]) => label)).toEqual([
      'Booking',
      'Issued',
    ]);
    expect(embarkationNotice(booking)).toBe('Check-in 15:00');
  });

  it('lists extras by kind with their dates, and falls back to the code without a label', () => {
    expect(extraRows(booking, labels, guestList)).toEqual([
      ['Addon', 'WIFI', '', 'Søren Ødegård'],
      ['Excursion', 'North Cape', 'Fri, 4 Jun 2027, 11:15', 'Søren Ødegård, Guest 2'],
      ['Arrival tour', 'Bergen before the voyage', '31 May 2027 to 1 Jun 2027', 'Søren Ødegård, Guest 2'],
    ]);
  });

  it('sums a cabin’s guest prices in minor units (no float drift)', () => {
    expect(priceRows(booking, labels, guestList)).toEqual([
      ['Cabin 1: Outside cabin', 'Søren Ødegård, Guest 2', 'NOK 300.30'],
    ]);
  });

  it('shows deposit, balance and what is outstanding; for a cancelled booking the fee, refund and amount due', () => {
    const open = paymentTable(booking, 'Europe/Oslo');
    expect(open.rows.map((r) => r.slice(0, 2))).toEqual([
      ['Deposit', 'NOK 60.06'],
      ['Balance', 'NOK 240.24'],
      ['Paid so far', 'NOK 60.06'],
    ]);
    expect(open.total).toEqual(['Outstanding', 'NOK 240.24', 'Deposit paid']);
    const cancelled = {
      ...booking,
      status: 'CANCELLED',
      cancellation: { fee: 50, refundAmount: 10.06, amountDue: 0 },
    } as unknown as ConfirmationBooking;
    const closed = paymentTable(cancelled, 'Europe/Oslo');
    expect(closed.rows.map((r) => r[0])).toEqual(['Paid', 'Cancellation fee', 'Refund to the agency']);
    expect(closed.total).toEqual(['Amount due', 'NOK 0.00', 'Deposit paid']);
  });
});
