/**
 * The tracing scenario both engines run (tracing.test.ts: the embedded database; tracing.pg.test.ts:
 * PostgreSQL through the `pg` instrumentation): a real server process exporting to a test OTLP receiver over
 * http/json, a search and a confirm sent with a W3C traceparent, and a webhook receiver on a sandbox port.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import {
  holdOneCabin,
  LEAD_GUEST,
  partnerClient,
  tomorrowInOslo,
  type ServerProcess,
} from '../support/server-process.js';
import { startReceiver } from '../webhooks/receiver.js';
import { waitUntil } from '../support/wait.js';
import { attributeOf, startOtlpReceiver, type ExportedSpan } from './otlp-receiver.js';

/** What the server runs with: tracing on, exported often; deliveries attempted every 100 ms. */
export const tracingEnv = (endpoint: string): Record<string, string> => ({
  OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
  OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
  OTEL_SERVICE_NAME: 'berth-test',
  OTEL_BSP_SCHEDULE_DELAY: '100',
  LOG_LEVEL: 'info',
  OVERDUE_JOB_INTERVAL_SECONDS: '0',
  WEBHOOK_DELIVERY_INTERVAL_MS: '100',
  V2_RATE_LIMIT_MAX: '0',
});

const USER_KEY = 'sandbox-user-key';
/** A caller's span: a fresh trace id and span id. */
const callerSpan = () => ({ traceId: randomBytes(16).toString('hex'), spanId: randomBytes(8).toString('hex') });
const header = (t: { traceId: string; spanId: string }) => `00-${t.traceId}-${t.spanId}-01`;

const isDatabaseSpan = (s: ExportedSpan) =>
  attributeOf(s, 'db.system.name') === 'postgresql' || attributeOf(s, 'db.system') === 'postgresql';

export async function runTracingScenario(
  start: (env: Record<string, string>) => Promise<ServerProcess>,
  engine: 'pglite' | 'postgres',
): Promise<void> {
  const otlp = await startOtlpReceiver();
  const hooks = await startReceiver(() => 200);
  try {
    const server = await start(tracingEnv(otlp.endpoint));
    const call = await partnerClient(server.base);

    // A search sent with a traceparent: its spans continue that trace.
    const search = callerSpan();
    const day = tomorrowInOslo();
    const found = await call(
      server.base,
      'POST',
      '/search/voyages',
      {
        departurePort: 'BGO',
        arrivalPort: 'TOS',
        departureDateFrom: day,
        departureDateTo: day,
        guests: [{ type: 'ADULT' }],
      },
      { traceparent: header(search) },
    );
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    const ofSearch = () => otlp.spans.filter((s) => s.traceId === search.traceId);
    await otlp.until(() => ofSearch().some((s) => s.kind === 2) && ofSearch().some(isDatabaseSpan));

    const spans = ofSearch();
    const names = spans.map((s) => `${s.scope}: ${s.name}`).join('\n');
    // The HTTP server span is the caller's span's child; Fastify's request span carries the route template.
    const serverSpan = spans.find((s) => s.kind === 2 && s.scope === '@opentelemetry/instrumentation-http');
    expect(serverSpan, names).toBeDefined();
    expect(serverSpan!.parentSpanId).toBe(search.spanId);
    const fastify = spans.find((s) => s.scope === '@fastify/otel' && s.name === 'request');
    expect(fastify, names).toBeDefined();
    expect(attributeOf(fastify!, 'http.route')).toBe('/api/v2/search/voyages');
    expect(attributeOf(fastify!, 'url.path')).toBe('/api/v2/search/voyages');
    // A database span, from the pg instrumentation or the embedded database's wrapper, with the statement's text.
    const db = spans.filter(isDatabaseSpan);
    expect(db.length, names).toBeGreaterThan(0);
    expect(db.map((s) => s.scope)).toContain(engine === 'postgres' ? '@opentelemetry/instrumentation-pg' : 'berth');
    expect(db.some((s) => String(attributeOf(s, 'db.query.text')).includes('select'))).toBe(true);
    // The user key is masked in the server span's query (the only attribute that held it).
    expect(attributeOf(serverSpan!, 'url.query')).toBe('user_key=[REDACTED]');

    // Every log line of the request carries its trace id.
    const logLines = server
      .output()
      .split('\n')
      .filter((l) => l.includes(search.traceId));
    expect(
      logLines.some((l) => JSON.parse(l).msg === 'request'),
      server.output(),
    ).toBe(true);
    for (const line of logLines) expect(JSON.parse(line).trace_id).toBe(search.traceId);

    // A webhook delivery carries the traceparent of the request whose change caused it.
    const hookUrl = hooks.url;
    const hook = await call(server.base, 'POST', '/webhooks', { url: hookUrl, events: ['booking.confirmed'] });
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);
    const held = await holdOneCabin(call, server.base);
    const confirm = callerSpan();
    const confirmed = await call(
      server.base,
      'POST',
      `${held.path}/confirm`,
      { guests: [LEAD_GUEST] },
      {
        traceparent: header(confirm),
      },
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
    await waitUntil(() => hooks.received.length > 0, { what: 'the delivery' });
    expect(hooks.received).toHaveLength(1);
    const delivered = String(hooks.received[0]!.headers.traceparent);
    expect(delivered).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(delivered.split('-')[1]).toBe(confirm.traceId);
    // The delivery's own spans join the confirm's trace; the client span shows the receiver, not its path.
    await otlp.until(() =>
      otlp.spans.some(
        (s) => s.traceId === confirm.traceId && s.kind === 3 && s.scope === '@opentelemetry/instrumentation-http',
      ),
    );
    const outgoing = otlp.spans.find(
      (s) => s.traceId === confirm.traceId && s.kind === 3 && s.scope === '@opentelemetry/instrumentation-http',
    );
    expect(attributeOf(outgoing!, 'url.full')).toBe(hookUrl.replace('/hooks', ''));

    await server.stop();
    // No exported byte carries the user key, the bearer token's or the client secret's text, or the guest's name.
    const exported = otlp.bodies.join('\n');
    expect(exported).not.toContain(USER_KEY);
    expect(exported).not.toContain('sandbox-secret');
    expect(exported).not.toContain('Bearer');
    expect(exported).not.toContain(LEAD_GUEST.lastName);
  } finally {
    await hooks.close();
    await otlp.close();
  }
}
