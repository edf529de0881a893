/**
 * `berth.webhooks` against the real app, with a receiver on loopback and the delivery worker driven by the
 * test: create (the secret once, an Idempotency-Key that a retry reuses), list, a test event that arrives and
 * verifies with verifyWebhook, the deliveries log, redeliver, delete; refusals as typed errors.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveryWorker, webhookSecretBox } from '../../../src/domain/webhooks/index.js';
import { NotFoundError, ValidationError, verifyWebhook } from '../src/index.js';
import { listenOnSandboxPort } from '../../../test/webhooks/receiver.js';
import { listeningApp, type ListeningApp } from './support.js';

let t: ListeningApp;
const received: { body: string; signature: string }[] = [];
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: String(req.headers['berth-signature']) });
    res.writeHead(204).end();
  });
});

beforeAll(async () => {
  t = await listeningApp();
  await listenOnSandboxPort(receiver); // sandbox loopback webhooks only on SANDBOX_WEBHOOK_PORTS
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await t?.close();
});

describe('berth.webhooks', () => {
  it('creates, lists, tests, logs, redelivers and deletes an endpoint', async () => {
    const { berth, requests } = t.client();
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    const created = await berth.webhooks.create({ url, events: ['booking.confirmed'] });
    expect(created.status).toBe(201);
    expect(created.data.secret).toMatch(/^whsec_/);
    expect(requests.at(-1)!.headers['idempotency-key']).toBeTruthy();
    const { data: list } = await berth.webhooks.list();
    expect(list.webhooks.map((w) => w.webhookId)).toEqual([created.data.webhookId]);

    const test = await berth.webhooks.sendTest(created.data.webhookId);
    expect(test.status).toBe(202);
    const worker = createDeliveryWorker({
      db: t.tdb.database.db,
      clock: t.clock,
      mode: 'sandbox',
      settings: t.config.webhooks,
      secrets: webhookSecretBox(t.tdb.database.db, t.config),
      logger: pino({ enabled: false }),
    });
    await worker.runOnce();
    const event = verifyWebhook(received[0]!.body, received[0]!.signature, created.data.secret, { now: t.clock.now() });
    expect(event).toMatchObject({ id: test.data.eventId, type: 'webhook.test' });

    const { data: log } = await berth.webhooks.deliveries(created.data.webhookId, { limit: 5 });
    expect(log.attempts).toEqual([
      expect.objectContaining({ deliveryId: test.data.deliveryId, statusCode: 204, deliveryStatus: 'DELIVERED' }),
    ]);
    const again = await berth.webhooks.redeliver(created.data.webhookId, test.data.deliveryId);
    expect(again.data.eventId).toBe(test.data.eventId);
    await worker.runOnce();
    worker.close();
    expect(received.map((r) => JSON.parse(r.body).id)).toEqual([event.id, event.id]);

    await berth.webhooks.delete(created.data.webhookId);
    await expect(berth.webhooks.enable(created.data.webhookId)).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      berth.webhooks.create({ url: 'http://example.com/x', events: ['booking.confirmed'] }),
    ).rejects.toSatisfy(
      (e) => e instanceof ValidationError && e.code === 'WEBHOOK_URL_NOT_ALLOWED' && Boolean(e.errors?.url),
    );
  });
});
