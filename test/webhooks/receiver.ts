/**
 * A real HTTP receiver on loopback for the webhook tests: records every request (headers and raw body) and
 * answers with what `respond` says (a status, or 'hang' to never answer). Counts connections too, so a test
 * can show that a refused delivery never opened one.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export type Respond = (
  request: Received,
  index: number,
) => number | 'hang' | { status: number; headers: Record<string, string> };

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
      const { status, headers } = typeof answer === 'number' ? { status: answer, headers: {} } : answer;
      res.writeHead(status, headers).end();
    });
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
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
