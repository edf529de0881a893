/**
 * A whole booking through the OTA channel (issue 35 "Done when"): sailing availability, hold, price, book, read,
 * payment, cancellation pricing, cancel Initiate and Commit, every request and every answer checked with
 * xmllint against its 2017B schema (test/support/ota.ts). The same booking read through V2; a V2 booking read
 * and cancelled through OTA; another agency's booking is not found.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import {
  bookRQ,
  cancelPricingRQ,
  cancelRQ,
  categoryAvailRQ,
  fareAvailRQ,
  firstDaySearch,
  firstVoyageId,
  holdRQ,
  list,
  NS,
  otaClient,
  paymentRQ,
  pos,
  priceRQ,
  readRQ,
  type OtaClient,
} from '../support/ota.js';
import { confirmBooking } from '../support/lifecycle.js';
import { v2Client, type V2Client } from '../support/v2.js';

let t: TestApp;
let ota: OtaClient;
let v2: V2Client;
beforeAll(async () => {
  t = await createTestApp();
  ota = await otaClient(t.app);
  v2 = await v2Client(t.app);
});
afterAll(() => t.close());

describe('a whole booking through OTA', () => {
  it('holds, prices, books, reads, pays, prices the cancellation and cancels; V2 sees the same booking', async () => {
    const voyageId = await firstVoyageId(ota);

    const fares = await ota.rest('OTA_CruiseFareAvailRQ', fareAvailRQ(voyageId));
    const fareCodes = list(fares.root.FareCodeOptions.FareCodeOption).map(
      (o: Record<string, string>) => o['@FareCode'],
    );
    // The fares V2's search shows on sale for that sailing (SAVER closes 14 days out: not at the test's clock).
    const v2Search = await firstDaySearch(v2);
    const v2Fares = new Set<string>(
      v2Search.results[0].cabinGrades.flatMap((g: { fares: { fareCode: string }[] }) => g.fares.map((f) => f.fareCode)),
    );
    expect(fareCodes).toEqual([...v2Fares]);
    expect(fareCodes).toContain('STANDARD');

    const categories = await ota.rest('OTA_CruiseCategoryAvailRQ', categoryAvailRQ(voyageId, 'STANDARD'));
    const fareOption = list(categories.root.FareOption)[0];
    expect(fareOption['@FareCode']).toBe('STANDARD');
    const o2 = list(fareOption.CategoryOptions.CategoryOption).find(
      (c: Record<string, string>) => c['@PricedCategoryCode'] === 'O2',
    );
    expect(o2['@Status']).toBe('1');
    const o2Prices = list(o2.PriceInfos.PriceInfo) as Record<string, string>[];
    expect(o2Prices.map((p) => p['@AgeQualifyingCode'])).toEqual(['10', '8']);
    const o2Party = o2Prices.reduce((sum, p) => sum + Math.round(Number(p['@Amount']) * 100), 0);

    const hold = await ota.rest('OTA_CruiseCabinHoldRQ', holdRQ(voyageId, 'HOLD-1'));
    expect(hold.root.Success).toBe('');
    expect(hold.root['@TransactionIdentifier']).toBe('HOLD-1');
    const held = hold.root.SelectedSailing.SelectedCabin;
    expect(held['@CabinNumber']).toBe('GTY');
    expect(new Date(held['@ReleaseDateTime']).getTime()).toBeGreaterThan(t.clock.now().getTime());

    const priced = await ota.rest('OTA_CruisePriceBookingRQ', priceRQ(voyageId, 'HOLD-1'));
    const prices = list(priced.root.BookingPayment.BookingPrices.BookingPrice);
    const total = Number(prices.find((p: Record<string, string>) => p['@CodeDetail'] === 'Total')['@Amount']);
    const schedule = list(priced.root.BookingPayment.PaymentSchedule.Payment) as Record<string, string>[];
    expect(schedule.reduce((sum, p) => sum + Math.round(Number(p['@Amount']) * 100), 0)).toBe(Math.round(total * 100));
    // The held cabin costs what category availability said for the party.
    const cabinLine = prices.find((p: Record<string, string>) => p['@CodeDetail'] === 'Cabin O2');
    expect(Math.round(Number(cabinLine['@Amount']) * 100)).toBe(o2Party);
    expect(priced.root.BookingPayment.PolicyInfo.Text).toMatch(/Cancelled 90 or more days/);

    const booked = await ota.rest('OTA_CruiseBookRQ', bookRQ(voyageId, 'HOLD-1'));
    const bookingId: string = booked.root.ReservationID['@ID'];
    expect(bookingId).toMatch(/^BR/);
    expect(bookingId.length).toBeLessThanOrEqual(32);
    expect(booked.root.ReservationID['@StatusCode']).toBe('2');

    // V2 sees the same booking, at the price OTA answered.
    const viaV2 = (await v2.call('GET', `/bookings/${bookingId}`)).json();
    expect(viaV2.status).toBe('CONFIRMED');
    expect(viaV2.priceBreakdown.totalPrice).toBe(total);
    expect(viaV2.fare.fareCode).toBe('STANDARD');
    expect(viaV2.guests[0].customerDetails.lastName).toBe('Nordmann');
    // The event feed has its confirm.
    const feed = (await v2.call('GET', '/events')).json();
    expect(JSON.stringify(feed)).toContain(bookingId);

    const read = await ota.rest('OTA_ReadRQ', readRQ(bookingId));
    expect(read.name).toBe('OTA_CruiseBookRS');
    expect(read.root.ReservationID['@ID']).toBe(bookingId);

    const paid = await ota.rest('OTA_CruisePaymentRQ', paymentRQ(bookingId, '1000.00', viaV2.currency));
    expect(paid.root.ReservationPayment.PaymentDetail.PaymentAmount['@Amount']).toBe('1000.00');
    expect((await v2.call('GET', `/bookings/${bookingId}`)).json().payment.paidAmount).toBe(1000);

    const pricing = await ota.rest('OTA_CruiseCancellationPricingRQ', cancelPricingRQ(bookingId));
    const fees = list(pricing.root.CancellationFees.BookingPrices.BookingPrice) as Record<string, string>[];
    const fee = Number(fees[0]!['@Amount']);
    expect(fee).toBeGreaterThan(0);

    const initiated = await ota.rest('OTA_CancelRQ', cancelRQ(bookingId, 'Initiate'));
    expect(initiated.root['@Status']).toBe('Pending');
    expect(Number(initiated.root.CancelInfoRS.CancelRules.CancelRule['@Amount'])).toBe(fee);
    expect((await v2.call('GET', `/bookings/${bookingId}`)).json().status).toBe('CONFIRMED');

    const committed = await ota.rest('OTA_CancelRQ', cancelRQ(bookingId, 'Commit'));
    expect(committed.root['@Status']).toBe('Cancelled');
    expect((await v2.call('GET', `/bookings/${bookingId}`)).json().status).toBe('CANCELLED');
  });

  it('unhold frees the hold at once; the name then names nothing', async () => {
    const voyageId = await firstVoyageId(ota);
    await ota.rest('OTA_CruiseCabinHoldRQ', holdRQ(voyageId, 'HOLD-2'));
    const unhold = await ota.rest(
      'OTA_CruiseCabinUnholdRQ',
      `<OTA_CruiseCabinUnholdRQ ${NS} TransactionIdentifier="HOLD-2">${pos()}<SelectedSailing VoyageID="${voyageId}"><SelectedCabin CabinNumber="GTY"/></SelectedSailing></OTA_CruiseCabinUnholdRQ>`,
    );
    expect(unhold.root.Success).toBe('');
    const again = await ota.rest('OTA_CruisePriceBookingRQ', priceRQ(voyageId, 'HOLD-2'));
    expect(list(again.root.Errors.Error)[0]['@ShortText']).toBe('BOOKING_NOT_FOUND');
  });

  it('a hold without a TransactionIdentifier gets one, at most 32 characters; a name used twice is refused', async () => {
    const voyageId = await firstVoyageId(ota);
    const hold = await ota.rest(
      'OTA_CruiseCabinHoldRQ',
      holdRQ(voyageId, 'X').replace(' TransactionIdentifier="X"', ''),
    );
    const name: string = hold.root['@TransactionIdentifier'];
    expect(name.length).toBeGreaterThan(0);
    expect(name.length).toBeLessThanOrEqual(32);
    const twice = await ota.rest('OTA_CruiseCabinHoldRQ', holdRQ(voyageId, name));
    expect(twice.res.statusCode).toBe(200);
    expect(list(twice.root.Errors.Error)[0]['@ShortText']).toBe('HOLD_NAME_TAKEN');
  });

  it('reads and cancels a V2 booking; another agency does not find it', async () => {
    const bookingId = (await confirmBooking(v2)).bookingId;

    const other = await otaClient(t.app, 2);
    const hidden = await other.rest('OTA_ReadRQ', readRQ(bookingId));
    expect(hidden.res.statusCode).toBe(200);
    expect(list(hidden.root.Errors.Error)[0]['@ShortText']).toBe('BOOKING_NOT_FOUND');
    expect(list(hidden.root.Errors.Error)[0]['@Type']).toBe('3');

    const read = await ota.rest('OTA_ReadRQ', readRQ(bookingId));
    expect(read.root.ReservationID['@ID']).toBe(bookingId);
    await ota.rest('OTA_CancelRQ', cancelRQ(bookingId, 'Initiate'));
    const committed = await ota.rest('OTA_CancelRQ', cancelRQ(bookingId, 'Commit'));
    expect(committed.root['@Status']).toBe('Cancelled');
    expect((await v2.call('GET', `/bookings/${bookingId}`)).json().status).toBe('CANCELLED');
  });
});
