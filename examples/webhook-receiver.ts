/**
 * A webhook receiver for Berth on node:http, runnable as it is (Node 20, with @berth/sdk and tsx installed):
 *
 *   BERTH_WEBHOOK_SECRET=whsec_... PORT=4000 npx tsx webhook-receiver.ts
 *
 * then register `http://127.0.0.1:4000/berth-events` (sandbox mode allows http on 127.0.0.1 and localhost;
 * production needs https). It reads the raw body, verifies `Berth-Signature` with the SDK's verifyWebhook
 * (HMAC over the raw bytes, constant-time, `t` within 5 minutes), answers at once, deduplicates by event id
 * (deliveries are at least once) and hands each new event to `onEvent`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
// The guide serves this file (GET /docs/webhook-receiver.md) importing '@berth/sdk', as a partner's project does.
import { verifyWebhook, WebhookVerificationError, type WebhookEvent } from '../packages/sdk/src/index.js';

export interface WebhookReceiverOptions {
  /** 0: any free port. */
  port: number;
  /** The endpoint's secret; a function, as it is known only once the endpoint is registered (with the port). */
  secret: () => string | undefined;
  onEvent: (event: WebhookEvent) => void;
}

export async function startWebhookReceiver(
  options: WebhookReceiverOptions,
): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  // Event ids already handled. Keep these in your database (a unique key on the event id) in production.
  const seen = new Set<string>();
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/berth-events') return res.writeHead(404).end();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const secret = options.secret();
      if (!secret) return res.writeHead(503).end(); // not ready: Berth retries
      let event: WebhookEvent;
      try {
        event = verifyWebhook(Buffer.concat(chunks), req.headers['berth-signature'] as string | undefined, secret);
      } catch (error) {
        if (error instanceof WebhookVerificationError) return res.writeHead(400).end(error.message);
        throw error;
      }
      // Answer first (Berth waits at most 10 s), then work.
      res.writeHead(204).end();
      if (seen.has(event.id)) return;
      seen.add(event.id);
      options.onEvent(event);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject); // EADDRINUSE: the port is taken
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/berth-events`,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Run directly: listen and print every verified event.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const secret = process.env.BERTH_WEBHOOK_SECRET;
  if (!secret) {
    console.error('Set BERTH_WEBHOOK_SECRET to the secret POST /api/v2/webhooks answered.');
    process.exit(1);
  }
  const receiver = await startWebhookReceiver({
    port: Number(process.env.PORT ?? 4000),
    secret: () => secret,
    onEvent: (event) => console.log(`${event.createdAt}  ${event.type}  ${JSON.stringify(event.data)}`),
  });
  console.log(`Receiving Berth webhooks at ${receiver.url}`);
}
