/**
 * OTA_CruisePNR_UpdateNotifRQ pushed by Berth (spec ota.md): a webhook endpoint created with `"format": "ota"`
 * receives each booking event as that message, at a real HTTP receiver on loopback: a booking made through OTA
 * and one made through V2, each confirmed and cancelled. Each delivery is signed as every webhook (checked with
 * the SDK's own signing), is `application/xml`, validates with xmllint against the 2017B schema, names its event
 * and booking, and carries no personal data; a JSON endpoint beside it still gets the events as JSON.
 */
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook } from '../../packages/sdk/src/webhooks.js';
import { type DeliveryWorker } from '../../src/domain/webhooks/index.js';
import { testDeliveryWorker } from '../support/delivery-worker.js';
import { webhookRenderers } from '../../src/main/jobs.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { confirmBooking } from '../support/lifecycle.js';
import { bookThroughOta, cancelRQ, otaClient, readXml, xmllint, type OtaClient } from '../support/ota.js';
import { LEAD, v2Client, type V2Client } from '../support/v2.js';
import { startReceiver, type Receiver, type Received } from '../webhooks/receiver.js';

let t: TestApp;
let ota: OtaClient;
let v2: V2Client;
let worker: DeliveryWorker;
let xmlHooks: Receiver;
let jsonHooks: Receiver;
const EVENTS = ['booking.confirmed', 'booking.cancelled'];

beforeAll(async () => {
  t = await createTestApp();
  ota = await otaClient(t.app);
  v2 = await v2Client(t.app);
  const logger = pino({ enabled: false });
  worker = testDeliveryWorker(
    { db: t.tdb.database.db, clock: t.clock, config: t.config },
    { logger, renderers: webhookRenderers(t.tdb.database.db, logger) },
  );
  xmlHooks = await startReceiver();
  jsonHooks = await startReceiver();
});
afterAll(async () => {
  worker?.close();
  await xmlHooks?.close();
  await jsonHooks?.close();
  await t?.close();
});

const register = async (url: string, format?: string, events = EVENTS) => {
  const res = await v2.call('POST', '/webhooks', { url, events, ...(format ? { format } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { webhookId: string; secret: string; format: string };
};

/** The delivery's signature, recomputed with the SDK's signing at the header's own `t`. */
function expectSigned(received: Received, secret: string) {
  const header = received.headers['berth-signature'] as string;
  const t = Number(/t=(\d+)/.exec(header)?.[1]);
  expect(header).toBe(signWebhook(received.body, secret, new Date(t * 1000)));
}

describe('webhook endpoints with "format": "ota"', () => {
  it('get each booking event of an OTA and a V2 booking as a signed, valid OTA_CruisePNR_UpdateNotifRQ', async () => {
    const xml = await register(xmlHooks.url, 'ota');
    const json = await register(jsonHooks.url);
    expect(xml.format).toBe('ota');
    expect(json.format).toBe('json');
    // Listed with their formats (in the order they were made: here within the same instant of the test's clock,
    // so compared by id, not by position).
    const listed = (await v2.call('GET', '/webhooks')).json().webhooks as { webhookId: string; format: string }[];
    expect(Object.fromEntries(listed.map((w) => [w.webhookId, w.format]))).toEqual({
      [xml.webhookId]: 'ota',
      [json.webhookId]: 'json',
    });

    // A booking through OTA and one through V2, delivered; then each cancelled its own way, delivered.
    const viaOta = await bookThroughOta(ota, 'PNR-1');
    const viaV2 = (await confirmBooking(v2)).bookingId as string;
    await worker.runOnce();
    expect(xmlHooks.received).toHaveLength(2);
    await ota.rest('OTA_CancelRQ', cancelRQ(viaOta, 'Initiate'));
    expect((await ota.rest('OTA_CancelRQ', cancelRQ(viaOta, 'Commit'))).root['@Status']).toBe('Cancelled');
    const quote = (await v2.call('POST', `/bookings/${viaV2}/cancellation-quotes`)).json();
    const cancelled = await v2.call('POST', `/bookings/${viaV2}/cancellations`, {
      cancellationQuoteId: quote.cancellationQuoteId,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    await worker.runOnce();
    expect(xmlHooks.received).toHaveLength(4);
    expect(jsonHooks.received).toHaveLength(4);

    const seen: string[] = [];
    for (const received of xmlHooks.received) {
      expect(received.headers['content-type']).toBe('application/xml; charset=utf-8');
      expectSigned(received, xml.secret);
      expect(await xmllint('OTA_CruisePNR_UpdateNotifRQ', received.body)).toBe('');
      const { name, root } = readXml(received.body);
      expect(name).toBe('OTA_CruisePNR_UpdateNotifRQ');
      // The root names the event (CorrelationID, as Berth-Event-Id) and the version of the booking it shows.
      expect(root['@CorrelationID']).toBe(received.headers['berth-event-id']);
      const type = root.Information['@Name'];
      const reservation = root.ReservationInfo.ReservationID;
      expect(reservation['@StatusCode']).toBe(type === 'booking.cancelled' ? '3' : '2');
      expect(root['@SequenceNmbr']).toBe(type === 'booking.cancelled' ? '2' : '1');
      expect(root.SailingInfo.SelectedSailing['@VoyageID']).toMatch(/^BGOTOS\d{12}$/);
      expect(root.ReservationInfo.GuestDetails.GuestDetail.map((g: { ContactInfo: object }) => g.ContactInfo)).toEqual([
        { '@GuestRefNumber': '1' },
        { '@GuestRefNumber': '2' },
      ]);
      if (type === 'booking.cancelled')
        expect(root.ReservationInfo.CancellationPenalty['@Amount']).toMatch(/^\d+\.\d\d$/);
      // No personal data, as no event has any.
      for (const personal of [LEAD.lastName, LEAD.firstName, LEAD.email, LEAD.dateOfBirth, LEAD.phoneNumber]) {
        expect(received.body).not.toContain(personal);
      }
      seen.push(`${reservation['@ID']} ${type}`);
    }
    expect(seen.sort()).toEqual(
      [
        `${viaOta} booking.confirmed`,
        `${viaOta} booking.cancelled`,
        `${viaV2} booking.confirmed`,
        `${viaV2} booking.cancelled`,
      ].sort(),
    );

    // The JSON endpoint beside it got the same events, as JSON.
    for (const received of jsonHooks.received) {
      expect(received.headers['content-type']).toBe('application/json');
      expectSigned(received, json.secret);
    }
    expect(
      jsonHooks
        .events()
        .map((e) => e.id)
        .sort(),
    ).toEqual(xmlHooks.received.map((r) => r.headers['berth-event-id']).sort());
  });

  it("get the test event as the message's minimum, valid; watch events are refused at create", async () => {
    const hook = await register(xmlHooks.url, 'ota');
    const before = xmlHooks.received.length;
    expect((await v2.call('POST', `/webhooks/${hook.webhookId}/test`)).statusCode).toBe(202);
    await worker.runOnce();
    const received = xmlHooks.received.slice(before);
    expect(received).toHaveLength(1);
    expect(await xmllint('OTA_CruisePNR_UpdateNotifRQ', received[0]!.body)).toBe('');
    expect(readXml(received[0]!.body).root.Information['@Name']).toBe('webhook.test');

    const refused = await v2.call('POST', '/webhooks', {
      url: xmlHooks.url,
      events: ['booking.confirmed', 'availability.opened'],
      format: 'ota',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty('events');
    const unknown = await v2.call('POST', '/webhooks', { url: xmlHooks.url, events: EVENTS, format: 'soap' });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('format');
  });
});
