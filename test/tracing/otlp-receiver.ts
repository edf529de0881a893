/**
 * A small OTLP/HTTP receiver for the tracing tests: takes `POST /v1/traces` in the http/json encoding (the
 * server under test runs with OTEL_EXPORTER_OTLP_PROTOCOL=http/json, so spans are readable JSON), keeps every
 * span and every raw body (to look for what must never be exported), answers 200.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
}

export interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** 1 internal, 2 server, 3 client. */
  kind: number;
  attributes: OtlpAttribute[];
  scope: string;
}

export const attributeOf = (span: ExportedSpan, key: string): string | number | boolean | undefined => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue ?? value?.boolValue ?? value?.doubleValue;
};

export async function startOtlpReceiver() {
  const spans: ExportedSpan[] = [];
  const bodies: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      bodies.push(body);
      if (req.url === '/v1/traces' && String(req.headers['content-type']).startsWith('application/json')) {
        const parsed = JSON.parse(body) as {
          resourceSpans: { scopeSpans: { scope: { name: string }; spans: Omit<ExportedSpan, 'scope'>[] }[] }[];
        };
        for (const rs of parsed.resourceSpans)
          for (const ss of rs.scopeSpans) for (const s of ss.spans) spans.push({ ...s, scope: ss.scope.name });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    bodies,
    /** Waits (up to 20 s) until `done` holds of the spans received so far. */
    async until(done: (spans: ExportedSpan[]) => boolean): Promise<void> {
      for (let waited = 0; !done(spans) && waited < 20_000; waited += 100) {
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
