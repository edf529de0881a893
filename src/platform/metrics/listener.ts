/**
 * GET /metrics on a listener of its own (METRICS_HOST:METRICS_PORT), never on the partner port: what it shows
 * is for the operator's Prometheus, not for partners, and it needs none of the partner app's hooks. A bare
 * node:http server: one route, no body to parse.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MetricsListener {
  /** The port listened on (the one asked for, or the system's choice for 0 in tests). */
  port: number;
  close(): Promise<void>;
}

export async function startMetricsListener(options: {
  host: string;
  port: number;
  /** The exposition text of this scrape, and its content type. */
  render(): Promise<{ contentType: string; body: string }>;
  onError?(error: unknown): void;
}): Promise<MetricsListener> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at GET /metrics\n');
      return;
    }
    options.render().then(
      ({ contentType, body }) => {
        res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        options.onError?.(error);
        res.writeHead(500, { 'content-type': 'text/plain' }).end('The metrics could not be collected.\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
