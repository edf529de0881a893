/**
 * V2's fair use on the OTA channel (spec ota.md "Transport"): the agency's one V2 request budget (429 as an
 * OTA error past it, V2 and OTA calls counted together), and Idempotency-Key (a retried payment answers its
 * first answer and records nothing more; a retried cancel commit answers its first answer).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { cancelRQ, otaClient, pos, readXml, xmllint, type OtaClient } from '../support/ota.js';
import { confirmBooking } from '../support/lifecycle.js';
import { v2Client, type V2Client } from '../support/v2.js';

const LIMIT = 20;
let t: TestApp;
let ota: OtaClient;
let v2: V2Client;

const ping = `<OTA_PingRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.0"><EchoData>x</EchoData></OTA_PingRQ>`;

beforeAll(async () => {
  t = await createTestApp({ env: { V2_RATE_LIMIT_MAX: String(LIMIT), V2_RATE_LIMIT_WINDOW_SECONDS: '3600' } });
  ota = await otaClient(t.app);
  v2 = await v2Client(t.app);
});
afterAll(() => t.close());

describe('fair use through OTA', () => {
  it('a retried payment with the same Idempotency-Key answers its first answer; one payment recorded', async () => {
    const booking = await confirmBooking(v2);
    const payment = `<OTA_CruisePaymentRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.0">${pos()}<ReservationPayment><ReservationID Type="14" ID="${booking.bookingId}"/><PaymentDetail><PaymentAmount CurrencyCode="${booking.currency}" Amount="100.00"/></PaymentDetail></ReservationPayment></OTA_CruisePaymentRQ>`;
    const first = await ota.rest('OTA_CruisePaymentRQ', payment, { headers: { 'idempotency-key': 'pay-once' } });
    const again = await ota.rest('OTA_CruisePaymentRQ', payment, { headers: { 'idempotency-key': 'pay-once' } });
    expect(first.root.Success).toBe('');
    expect(again.res.headers['idempotent-replayed']).toBe('true');
    expect(again.message).toBe(first.message);
    expect(again.res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const payments = (await v2.call('GET', `/bookings/${booking.bookingId}/payments`)).json();
    expect(payments.payments).toHaveLength(1);
  });

  it('a retried cancel commit with the same Idempotency-Key answers its first answer', async () => {
    const booking = await confirmBooking(v2);
    const initiated = await ota.rest('OTA_CancelRQ', cancelRQ(booking.bookingId, 'Initiate'));
    expect(initiated.root['@Status'], initiated.message).toBe('Pending');
    const commit = cancelRQ(booking.bookingId, 'Commit');
    const first = await ota.rest('OTA_CancelRQ', commit, { headers: { 'idempotency-key': 'cancel-once' } });
    const again = await ota.rest('OTA_CancelRQ', commit, { headers: { 'idempotency-key': 'cancel-once' } });
    expect(first.root['@Status'], first.message).toBe('Cancelled');
    expect(again.res.headers['idempotent-replayed']).toBe('true');
    expect(again.message).toBe(first.message);
    // Without the key, the same commit is refused: the booking is cancelled already.
    const unkeyed = await ota.rest('OTA_CancelRQ', commit);
    expect(unkeyed.root.Errors, unkeyed.message).toBeDefined();
  });

  it('past the V2 budget (V2 and OTA calls together): 429 with Retry-After, as OTA errors', async () => {
    let res;
    for (let i = 0; i < LIMIT + 1; i++) {
      res = await t.app.inject({
        method: 'POST',
        url: '/ota/rest/OTA_PingRQ',
        headers: { authorization: `Bearer ${ota.token}`, 'content-type': 'application/xml' },
        query: { user_key: ota.userKey },
        payload: ping,
      });
      if (res.statusCode === 429) break;
    }
    expect(res!.statusCode).toBe(429);
    expect(res!.headers['retry-after']).toBeDefined();
    const { name, root } = readXml(res!.body);
    expect(name).toBe('OTA_PingRS');
    expect(await xmllint(name, res!.body)).toBe('');
    expect(root.Errors.Error['@ShortText']).toBe('RATE_LIMITED');
    // The same budget: V2 is refused too.
    expect((await v2.call('GET', '/bookings')).statusCode).toBe(429);
  });
});
