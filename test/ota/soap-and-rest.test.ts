/**
 * "The SOAP answer's message is exactly the REST answer's message" (docs/ota.md, Transport), for every read-only
 * message: the same request over `/ota/rest/{name}` and inside a SOAP envelope over `/ota/ws`, each answer checked
 * with xmllint (test/support/ota.ts), a success, and the same text. Reads change nothing, so the two answers are
 * of the same state (the test app's clock stands still, so even TimeStamp is the same).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { firstVoyageId, otaClient, pos, sailAvailRQ, type OtaClient } from '../support/ota.js';
import { confirmBooking } from '../support/lifecycle.js';
import { v2Client } from '../support/v2.js';

let t: TestApp;
let ota: OtaClient;
let voyageId: string;
let bookingId: string;
const NS = 'xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.0" EchoToken="same-1"';
const PARTY = '<GuestCounts><GuestCount Code="10" Quantity="1"/><GuestCount Code="8" Quantity="1"/></GuestCounts>';
const sailing = () =>
  `<SailingInfo><SelectedSailing VoyageID="${voyageId}"><CruiseLine VendorCode="BERTH"/></SelectedSailing></SailingInfo>`;

/** Each read-only message of the channel (and each variant of a read), with a request that succeeds. */
const READS: [name: string, request: () => string][] = [
  ['OTA_PingRQ', () => `<OTA_PingRQ ${NS}><EchoData>same</EchoData></OTA_PingRQ>`],
  ['OTA_CruiseSailAvailRQ', () => sailAvailRQ()],
  ['OTA_CruiseFareAvailRQ', () => `<OTA_CruiseFareAvailRQ ${NS}>${pos()}${PARTY}${sailing()}</OTA_CruiseFareAvailRQ>`],
  [
    'OTA_CruiseCategoryAvailRQ',
    () =>
      `<OTA_CruiseCategoryAvailRQ ${NS}>${pos()}<Guest GuestRefNumber="1"/><Guest GuestRefNumber="2"/>${PARTY}${sailing()}<SelectedFare FareCode="STANDARD"/></OTA_CruiseCategoryAvailRQ>`,
  ],
  [
    'OTA_CruiseCabinAvailRQ',
    () =>
      `<OTA_CruiseCabinAvailRQ ${NS}>${pos()}${PARTY}${sailing().replace('</SailingInfo>', '<SelectedCategory PricedCategoryCode="O2"/></SailingInfo>')}<SelectedFare FareCode="STANDARD"/></OTA_CruiseCabinAvailRQ>`,
  ],
  ['OTA_ReadRQ by id', () => `<OTA_ReadRQ ${NS}>${pos()}<UniqueID Type="14" ID="${bookingId}"/></OTA_ReadRQ>`],
  [
    'OTA_ReadRQ by guest name',
    () =>
      `<OTA_ReadRQ ${NS}>${pos()}<ReadRequests><CruiseReadRequest><GuestInfo><Surname>Samesen</Surname></GuestInfo></CruiseReadRequest></ReadRequests></OTA_ReadRQ>`,
  ],
  [
    'OTA_ReadRQ with its history',
    () =>
      `<OTA_ReadRQ ${NS}>${pos()}<ReadRequests><ReadRequest HistoryRequestedInd="true"><UniqueID Type="14" ID="${bookingId}"/></ReadRequest></ReadRequests></OTA_ReadRQ>`,
  ],
  [
    'OTA_CruiseCancellationPricingRQ',
    () =>
      `<OTA_CruiseCancellationPricingRQ ${NS}>${pos()}<ReservationID Type="14" ID="${bookingId}"/></OTA_CruiseCancellationPricingRQ>`,
  ],
];

beforeAll(async () => {
  t = await createTestApp();
  ota = await otaClient(t.app);
  voyageId = await firstVoyageId(ota);
  // A booking to read, made through V2.
  bookingId = (await confirmBooking(await v2Client(t.app), { names: { lastName: 'Samesen' } })).bookingId;
});
afterAll(() => t.close());

describe('the SOAP and the REST answer to the same request are the same message', () => {
  it.each(READS.map(([label, request]) => ({ label, request })))('$label', async ({ label, request }) => {
    const name = label.split(' ')[0]!;
    const rest = await ota.rest(name, request());
    expect(rest.res.statusCode).toBe(200);
    expect(rest.root.Success, rest.message).toBe('');
    const soap = await ota.soap(name, request());
    expect(soap.res.statusCode).toBe(200);
    expect(soap.res.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(soap.name).toBe(rest.name);
    expect(soap.message).toBe(rest.message);
  });
});
