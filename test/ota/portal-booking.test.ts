/**
 * A booking made through OTA in the support portal (spec ota.md: everything made through OTA is visible in the
 * portal): its booking page, over app.inject as the portal's own non-browser tests read it (test/portal/
 * inject-visitor.ts), shows what V2's GET answers for it: status and version, the guests with their details
 * (from OTA's GuestDetails), the cabin and fare, the total, the payment recorded through OTA, and its events in
 * words; for the agency's staff and for the operator; and the agency's booking list finds it by its id. The
 * portal's Webhooks form offers the OTA format (each booking event as OTA_CruisePNR_UpdateNotifRQ).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalFormat } from '../../src/channels/portal/format.js';
import { ensureSandboxPortalUsers } from '../../src/domain/accounts/sandbox-users.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { bookThroughOta, otaClient, paymentRQ, type OtaClient } from '../support/ota.js';
import { CHILD, LEAD, v2Client, type V2Client } from '../support/v2.js';
import { between, injectVisitor, text, type InjectVisitor } from '../portal/inject-visitor.js';
import { AGENT, OPERATOR } from '../portal/support.js';

let t: TestApp;
let ota: OtaClient;
let v2: V2Client;
let agent: InjectVisitor;
let operator: InjectVisitor;

beforeAll(async () => {
  t = await createTestApp();
  await ensureSandboxPortalUsers(t.tdb.database.db);
  ota = await otaClient(t.app);
  v2 = await v2Client(t.app);
  agent = injectVisitor(t.app, '198.51.100.61');
  operator = injectVisitor(t.app, '198.51.100.62');
  expect((await agent.post('/portal/sign-in', AGENT)).statusCode).toBe(303);
  expect((await operator.post('/portal/sign-in', OPERATOR)).statusCode).toBe(303);
});
afterAll(async () => t?.close());

/** The page's text from `start` to the next `end` (both strings of its HTML). */
const section = (html: string, start: string, end: string) => text(between(html, start, end));

describe('a booking made through OTA, in the portal', () => {
  it("shows on its booking page as V2 reads it, for the agency's staff and the operator", async () => {
    const bookingId = await bookThroughOta(ota, 'PORTAL-1');
    const before = (await v2.call('GET', `/bookings/${bookingId}`)).json();
    const paid = await ota.rest('OTA_CruisePaymentRQ', paymentRQ(bookingId, '1000.00', before.currency));
    expect(paid.root.Success).toBe('');
    const booking = (await v2.call('GET', `/bookings/${bookingId}`)).json();
    const money = (amount: number) => portalFormat(t.config.operatorTimeZone).money(amount, booking.currency);

    for (const visitor of [agent, operator]) {
      const res = await visitor.get(`/portal/bookings/${bookingId}`);
      expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
      const html = res.body;
      expect(text(html)).toContain(bookingId);
      expect(section(html, '<dl class="facts">', '</dl>')).toMatch(/Status Confirmed version 2/);

      const guests = section(html, '<h2 id="guests">', '</table>');
      expect(guests).toContain(`${LEAD.firstName} ${LEAD.lastName} Lead`);
      expect(guests).toContain(`${CHILD.firstName} ${CHILD.lastName}`);
      expect(guests).toContain('12 Apr 1980');
      expect(guests).toContain(LEAD.email);

      const cabins = section(html, '<h2 id="cabins">', '</ul>');
      expect(booking.cabins).toHaveLength(1);
      expect(cabins).toMatch(/Cabin: .*number assigned at check-in/);
      expect(booking.fare.fareCode).toBe('STANDARD');

      const price = section(html, '<h2 id="price">', '</table>');
      expect(price).toContain(`Total ${money(booking.priceBreakdown.totalPrice)}`);

      const payment = section(html, '<h2 id="payment">', '</dl>');
      expect(payment).toContain(`Paid ${money(1000)}`);
      expect(payment).toContain(`Balance ${money(booking.payment.balance)}`);

      const events = section(html, '<h2>Events</h2>', '</table>');
      expect(events).toContain('Confirmed');
      expect(events).toContain('Payment received');
    }

    const list = await agent.get(`/portal/bookings?bookingId=${bookingId}`);
    expect(text(list.body)).toContain(bookingId);
  });

  it('the Webhooks form creates an endpoint with the OTA format, and refuses it for watch events', async () => {
    const url = 'http://127.0.0.1:4010/ota-events';
    const added = await agent.post('/portal/webhooks', { url, events: 'booking.confirmed', format: 'ota' });
    expect(added.statusCode, added.body.slice(0, 500)).toBe(200);
    expect(text(added.body)).toContain('OTA XML');
    const endpoints = (await v2.call('GET', '/webhooks')).json().webhooks;
    expect(endpoints.map((w: { url: string; format: string }) => [w.url, w.format])).toEqual([[url, 'ota']]);

    const refused = await agent.post('/portal/webhooks', { url, events: 'availability.opened', format: 'ota' });
    expect(refused.statusCode).toBe(400);
    expect(text(refused.body)).toMatch(/Events: .*booking events only/);
  });
});

