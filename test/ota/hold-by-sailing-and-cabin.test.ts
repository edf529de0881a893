/**
 * A hold "is also found by the agency, sailing and cabin" (spec ota.md): unhold, price booking and book without a
 * TransactionIdentifier name the hold by the sailing (VoyageID) and the cabin (its number, or GTY with the grade);
 * the answer names the hold found in its TransactionIdentifier. Several live holds of the agency match:
 * HOLD_AMBIGUOUS; none, or only another agency's: BOOKING_NOT_FOUND, as an unknown name. Every request and answer
 * checked with xmllint (test/support/ota.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FIRST_DEPARTURE_DAY, type TestApp } from '../support/app.js';
import { otaClient, pos, sailAvailRQ, type OtaClient, type XmlTree } from '../support/ota.js';

let t: TestApp;
let ota: OtaClient;
const NS = 'xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.0"';
const PARTY = '<GuestCounts><GuestCount Code="10" Quantity="1"/><GuestCount Code="8" Quantity="1"/></GuestCounts>';
const LEAD =
  '<GuestDetail><ContactInfo GuestRefNumber="1" PersonBirthDate="1980-04-12" Gender="Female" Nationality="NO"><PersonName><GivenName>Kari</GivenName><Surname>Nordmann</Surname></PersonName>' +
  '<Telephone PhoneNumber="+4791234567"/><Address><AddressLine>Storgata 1</AddressLine><CityName>Oslo</CityName><PostalCode>0155</PostalCode><CountryName Code="NO"/></Address><Email>kari@example.com</Email></ContactInfo></GuestDetail>';
const CHILD =
  '<GuestDetail><ContactInfo GuestRefNumber="2" PersonBirthDate="2016-06-01" Gender="Male" Nationality="NO"><PersonName><GivenName>Ola</GivenName><Surname>Nordmann</Surname></PersonName></ContactInfo></GuestDetail>';
const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const errorsOf = (root: XmlTree) => list(root.Errors?.Error) as Record<string, string>[];

const holdRQ = (voyageId: string, tx: string, cabin: string) =>
  `<OTA_CruiseCabinHoldRQ ${NS} TransactionIdentifier="${tx}">${pos()}${PARTY}` +
  `<SelectedSailing VoyageID="${voyageId}"><SelectedFare FareCode="STANDARD"/><SelectedCategory PricedCategoryCode="O2"><SelectedCabin CabinNumber="${cabin}"/></SelectedCategory></SelectedSailing>` +
  `</OTA_CruiseCabinHoldRQ>`;
/** The held sailing and cabin as price booking and book name them (no TransactionIdentifier unless `tx`). */
const sailingInfo = (voyageId: string, cabin: string) =>
  `<SailingInfo><SelectedSailing VoyageID="${voyageId}"><CruiseLine VendorCode="BERTH"/></SelectedSailing><SelectedCategory PricedCategoryCode="O2"><SelectedCabin Status="1" CabinNumber="${cabin}"/></SelectedCategory></SailingInfo>`;
const priceRQ = (info: string) =>
  `<OTA_CruisePriceBookingRQ ${NS} EchoToken="pb">${pos()}${info}<ReservationInfo><GuestDetails>${LEAD}</GuestDetails></ReservationInfo></OTA_CruisePriceBookingRQ>`;
const bookRQ = (info: string) =>
  `<OTA_CruiseBookRQ ${NS}>${pos()}${info}<ReservationInfo><GuestDetails>${LEAD}${CHILD}</GuestDetails></ReservationInfo></OTA_CruiseBookRQ>`;
const unholdRQ = (voyageId: string, cabin: string) =>
  `<OTA_CruiseCabinUnholdRQ ${NS}>${pos()}<SelectedSailing VoyageID="${voyageId}"><SelectedCabin CabinNumber="${cabin}"/></SelectedSailing></OTA_CruiseCabinUnholdRQ>`;

beforeAll(async () => {
  t = await createTestApp();
  ota = await otaClient(t.app);
});
afterAll(() => t.close());

async function voyageIds(): Promise<string[]> {
  const { root } = await ota.rest('OTA_CruiseSailAvailRQ', sailAvailRQ({ from: FIRST_DEPARTURE_DAY, to: '2027-01-12' }));
  return list(root.SailingOptions.SailingOption).map((o: XmlTree) => o.SelectedSailing['@VoyageID']);
}

/** A free number of O2 on the voyage, from cabin availability. */
async function freeNumber(voyageId: string): Promise<string> {
  const { root } = await ota.rest(
    'OTA_CruiseCabinAvailRQ',
    `<OTA_CruiseCabinAvailRQ ${NS}>${pos()}${PARTY}<SailingInfo><SelectedSailing VoyageID="${voyageId}"><CruiseLine VendorCode="BERTH"/></SelectedSailing><SelectedCategory PricedCategoryCode="O2"/></SailingInfo><SelectedFare/></OTA_CruiseCabinAvailRQ>`,
  );
  return list(root.CabinOptions.CabinOption)[1]['@CabinNumber'];
}

describe('a hold found by its sailing and cabin', () => {
  it('prices and books a hold of a number named by sailing and number; the answers name the hold', async () => {
    const [voyageId] = await voyageIds();
    const number = await freeNumber(voyageId!);
    expect((await ota.rest('OTA_CruiseCabinHoldRQ', holdRQ(voyageId!, 'BY-CABIN-1', number))).root.Success).toBe('');

    const priced = await ota.rest('OTA_CruisePriceBookingRQ', priceRQ(sailingInfo(voyageId!, number)));
    expect(priced.root['@TransactionIdentifier']).toBe('BY-CABIN-1');
    expect(priced.root['@EchoToken']).toBe('pb');
    expect(priced.root.SailingInfo.SelectedCategory.SelectedCabin['@CabinNumber']).toBe(number);

    // Another agency has no hold there: as an unknown one.
    const other = await otaClient(t.app, 2);
    const hidden = await other.rest('OTA_CruisePriceBookingRQ', priceRQ(sailingInfo(voyageId!, number)));
    expect(hidden.res.statusCode).toBe(200);
    expect(errorsOf(hidden.root)[0]).toMatchObject({ '@Type': '3', '@ShortText': 'BOOKING_NOT_FOUND' });

    const booked = await ota.rest('OTA_CruiseBookRQ', bookRQ(sailingInfo(voyageId!, number)));
    expect(booked.root['@TransactionIdentifier']).toBe('BY-CABIN-1');
    expect(booked.root.ReservationID['@ID']).toMatch(/^BR/);
    // Booked: no live hold holds that cabin any more.
    const again = await ota.rest('OTA_CruisePriceBookingRQ', priceRQ(sailingInfo(voyageId!, number)));
    expect(errorsOf(again.root)[0]).toMatchObject({ '@Type': '3', '@ShortText': 'BOOKING_NOT_FOUND' });
  });

  it('two guarantee holds of the grade are HOLD_AMBIGUOUS; once one is released the other is found and unheld', async () => {
    const [, voyageId] = await voyageIds();
    await ota.rest('OTA_CruiseCabinHoldRQ', holdRQ(voyageId!, 'GTY-A', 'GTY'));
    await ota.rest('OTA_CruiseCabinHoldRQ', holdRQ(voyageId!, 'GTY-B', 'GTY'));

    const both = await ota.rest('OTA_CruisePriceBookingRQ', priceRQ(sailingInfo(voyageId!, 'GTY')));
    expect(both.res.statusCode).toBe(200);
    expect(errorsOf(both.root)[0]).toMatchObject({ '@Type': '3', '@ShortText': 'HOLD_AMBIGUOUS' });

    const byName = unholdRQ(voyageId!, 'GTY').replace('<OTA_CruiseCabinUnholdRQ ', '<OTA_CruiseCabinUnholdRQ TransactionIdentifier="GTY-A" ');
    expect((await ota.rest('OTA_CruiseCabinUnholdRQ', byName)).root.Success).toBe('');
    const one = await ota.rest('OTA_CruisePriceBookingRQ', priceRQ(sailingInfo(voyageId!, 'GTY')));
    expect(one.root['@TransactionIdentifier']).toBe('GTY-B');

    // No guarantee hold of another grade there; GTY-B is released by its sailing and cabin.
    const otherGrade = await ota.rest('OTA_CruisePriceBookingRQ', priceRQ(sailingInfo(voyageId!, 'GTY').replace('"O2"', '"XJ"')));
    expect(errorsOf(otherGrade.root)[0]).toMatchObject({ '@ShortText': 'BOOKING_NOT_FOUND' });
    const unheld = await ota.rest('OTA_CruiseCabinUnholdRQ', unholdRQ(voyageId!, 'GTY'));
    expect(unheld.root['@TransactionIdentifier']).toBe('GTY-B');
    expect(unheld.root.SelectedSailing.SelectedCabin['@Status']).toBe('3');
    const gone = await ota.rest('OTA_CruiseCabinUnholdRQ', unholdRQ(voyageId!, 'GTY'));
    expect(errorsOf(gone.root)[0]).toMatchObject({ '@Type': '3', '@ShortText': 'BOOKING_NOT_FOUND' });
  });

  it('without a TransactionIdentifier nor a cabin the message is refused naming @TransactionIdentifier', async () => {
    const [voyageId] = await voyageIds();
    const refused = await ota.rest(
      'OTA_CruisePriceBookingRQ',
      priceRQ(`<SailingInfo><SelectedSailing VoyageID="${voyageId}"><CruiseLine VendorCode="BERTH"/></SelectedSailing></SailingInfo>`),
    );
    expect(refused.res.statusCode).toBe(200);
    expect(errorsOf(refused.root)[0]).toMatchObject({
      '@Type': '3',
      '@ShortText': 'VALIDATION_FAILED',
      '@Tag': '/OTA_CruisePriceBookingRQ/@TransactionIdentifier',
    });
  });
});
