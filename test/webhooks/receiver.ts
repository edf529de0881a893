/**
 * A real HTTP receiver on loopback for the webhook tests: records every request (headers and raw body) and
 * answers with what `respond` says (a status, or 'hang' to never answer). Counts connections too, so a test
 * can show that a refused delivery never opened one. It listens on a free port of the default
 * SANDBOX_WEBHOOK_PORTS (sandbox loopback webhooks may use no other).
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/kernel/config.js';

/** Listens on a free port of the default sandbox webhook ports, from a random one (test files run in parallel). */
export async function listenOnSandboxPort(server: Server): Promise<void> {
  const ports = loadConfig({}).webhooks.sandboxPorts.flatMap(([lo, hi]) =>
    Array.from({ length: hi - lo + 1 }, (_, i) => lo + i),
  );
  const first = Math.floor(Math.random() * ports.length);
  for (let i = 0; i < ports.length; i++) {
    const port = ports[(first + i) % ports.length]!;
    const listening = await new Promise<boolean>((resolve) => {
      const onError = () => resolve(false);
      server.once('error', onError);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', onError);
        resolve(true);
      });
    });
    if (listening) return;
  }
  throw new Error('no free port among the default SANDBOX_WEBHOOK_PORTS');
}

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export type Respond = (
  request: Received,
  index: number,
) => number | 'hang' | { status: number; headers: Record<string, string>; body?: string };

export async function startReceiver(respond: Respond = () => 200) {
  const received: Received[] = [];
  let connections = 0;
  const hanging: ServerResponse[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const entry = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      received.push(entry);
      const answer = respond(entry, received.length - 1);
      if (answer === 'hang') {
        hanging.push(res);
        return;
      }
      const { status, headers, body } =
        typeof answer === 'number' ? { status: answer, headers: {}, body: undefined } : answer;
      res.writeHead(status, headers).end(body);
    });
  });
  server.on('connection', () => connections++);
  await listenOnSandboxPort(server);
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    connections: () => connections,
    /** The events received, parsed. */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test fixture over untyped JSON
    events: (): any[] => received.map((r) => JSON.parse(r.body)),
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
