/**
 * `npm run bench -- --tracing on`: a tiny OTLP/HTTP receiver in the bench process that the server exports its
 * spans to (OTEL_EXPORTER_OTLP_ENDPOINT), so that the run pays for tracing what production pays: the spans'
 * making, batching, encoding (http/protobuf, the SDK's default) and sending. It reads and drops the bodies
 * and counts them; its own CPU is the bench process's, not the server's.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startOtlpSink(): Promise<{
  endpoint: string;
  stats(): { exports: number; bytes: number };
  close(): Promise<void>;
}> {
  let exports = 0;
  let bytes = 0;
  const server = createServer((req, res) => {
    req.on('data', (c: Buffer) => (bytes += c.length));
    req.on('end', () => {
      exports++;
      res.writeHead(200, { 'content-type': String(req.headers['content-type'] ?? 'application/x-protobuf') }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stats: () => ({ exports, bytes }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
