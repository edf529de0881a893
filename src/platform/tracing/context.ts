/**
 * What the rest of Berth asks of tracing, without loading OpenTelemetry: the current traceparent (stored with a
 * webhook delivery), a span continuing a stored one (the delivery's attempt), the log mixin (trace_id on every
 * request's line) and the embedded database's statement spans.
 *
 * Tracing is off unless an OTLP endpoint is configured (tracing/register.ts). Off, nothing is installed here:
 * every function below returns at its first line, no OpenTelemetry package is loaded (this module imports only
 * types), and the callers store and send nothing. On, register.ts installs the API and a tracer before any
 * other module of the server runs.
 */
import type * as Api from '@opentelemetry/api';

interface Installed {
  api: typeof Api;
  tracer: Api.Tracer;
  /** Sends the spans still buffered and stops the SDK. */
  shutdown(): Promise<void>;
}

let installed: Installed | undefined;

/** Called once by register.ts when tracing is on. */
export function installTracing(tracing: Installed): void {
  installed = tracing;
}

export const tracingOn = (): boolean => installed !== undefined;

/** Sends the spans still buffered (server.ts, before it exits); at once when tracing is off. */
export async function flushTracing(): Promise<void> {
  await installed?.shutdown().catch(() => {});
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const INVALID_TRACE = '0'.repeat(32);
const INVALID_SPAN = '0'.repeat(16);

/** The W3C traceparent of the active span; null when tracing is off or no span is active. */
export function currentTraceparent(): string | null {
  if (!installed) return null;
  const span = installed.api.trace.getActiveSpan();
  if (!span) return null;
  const { traceId, spanId, traceFlags } = span.spanContext();
  if (traceId === INVALID_TRACE || spanId === INVALID_SPAN) return null;
  return `00-${traceId}-${spanId}-${traceFlags.toString(16).padStart(2, '0')}`;
}

/**
 * Runs `work` inside a new span that is a child of the stored `traceparent` (a webhook delivery's, written
 * with the change that caused it), so that the attempt's HTTP request carries that trace. Without tracing
 * or a valid traceparent, `work` runs as it is.
 */
export async function withStoredParent<T>(
  name: string,
  traceparent: string | null,
  attributes: Record<string, string | number>,
  work: () => Promise<T>,
): Promise<T> {
  const match = traceparent === null ? null : TRACEPARENT.exec(traceparent);
  if (!installed || !match || match[1] === INVALID_TRACE || match[2] === INVALID_SPAN) return work();
  const { api, tracer } = installed;
  const parent = api.trace.setSpanContext(api.ROOT_CONTEXT, {
    traceId: match[1]!,
    spanId: match[2]!,
    traceFlags: parseInt(match[3]!, 16),
    isRemote: true,
  });
  return tracer.startActiveSpan(name, { kind: api.SpanKind.INTERNAL, attributes }, parent, async (span) => {
    try {
      return await work();
    } finally {
      span.end();
    }
  });
}

/** pino's mixin: the active span's ids on every line logged while it is active. Undefined when tracing is off. */
export function traceLogMixin(): (() => Record<string, string>) | undefined {
  if (!installed) return undefined;
  const { api } = installed;
  const none = {};
  return () => {
    const span = api.trace.getActiveSpan();
    if (!span) return none;
    const { traceId, spanId } = span.spanContext();
    return { trace_id: traceId, span_id: spanId };
  };
}

/**
 * Runs a database statement inside a client span named and attributed like the `pg` instrumentation's, with
 * the statement text and never its parameters (they may carry guests' personal data). Only under an active
 * span, as the `pg` instrumentation is configured: background polling makes no traces of its own.
 */
export async function databaseSpan<T>(statement: string, work: () => Promise<T>): Promise<T> {
  if (!installed) return work();
  const { api, tracer } = installed;
  if (!api.trace.getActiveSpan()) return work();
  const operation = /^\s*(\w+)/.exec(statement)?.[1]?.toUpperCase();
  return tracer.startActiveSpan(
    operation ? `${operation} pglite` : 'pglite',
    {
      kind: api.SpanKind.CLIENT,
      attributes: {
        'db.system.name': 'postgresql',
        'db.system': 'postgresql',
        'db.namespace': 'pglite',
        'db.query.text': statement,
        ...(operation ? { 'db.operation.name': operation } : {}),
      },
    },
    async (span) => {
      try {
        return await work();
      } catch (error) {
        // The error's type only: a driver's message may quote input values.
        span.setStatus({ code: api.SpanStatusCode.ERROR });
        span.setAttribute('error.type', (error as { code?: string }).code ?? 'error');
        throw error;
      } finally {
        span.end();
      }
    },
  );
}
