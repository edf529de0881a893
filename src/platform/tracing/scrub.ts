/**
 * The last guard before a span leaves the process: error texts are dropped from what is exported. An error's
 * message can carry input (PostgreSQL's `invalid input syntax for type uuid: "..."`, Drizzle's `params: ...`
 * with a guest's details), and instrumentations copy it into the span's status and exception events
 * (@fastify/otel records every thrown error; the `pg` instrumentation puts the driver's message in the status).
 * What stays: the status code, the exception's type and its stack frames (never the stack's first line, which
 * repeats the message): enough to find the failing code, as in the log (logging.ts).
 *
 * Wraps the exporter rather than each instrumentation, so that one added later is covered too.
 */
import type { core, tracing } from '@opentelemetry/sdk-node';

type ReadableSpan = tracing.ReadableSpan;
type SpanExporter = tracing.SpanExporter;
type ExportResult = core.ExportResult;

type Event = ReadableSpan['events'][number];

function scrubEvent(event: Event): Event {
  if (event.name !== 'exception' || !event.attributes) return event;
  const { 'exception.type': type, 'exception.stacktrace': stack } = event.attributes;
  const frames =
    typeof stack === 'string'
      ? stack
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .join('\n')
      : undefined;
  return {
    ...event,
    attributes: {
      ...(type !== undefined ? { 'exception.type': type } : {}),
      ...(frames ? { 'exception.stacktrace': frames } : {}),
    },
  };
}

/** The span as exported: the same, but its status without a message and its exception events without texts. */
export function scrubSpan(span: ReadableSpan): ReadableSpan {
  const hasMessage = span.status.message !== undefined && span.status.message !== '';
  const hasException = span.events.some((e) => e.name === 'exception');
  if (!hasMessage && !hasException) return span;
  // A view over the span (its methods and other fields through the prototype), not a copy.
  return Object.create(span, {
    status: { value: { code: span.status.code }, enumerable: true },
    events: { value: span.events.map(scrubEvent), enumerable: true },
  }) as ReadableSpan;
}

export function scrubbingExporter(exporter: SpanExporter): SpanExporter {
  return {
    export: (spans: ReadableSpan[], done: (result: ExportResult) => void) =>
      exporter.export(spans.map(scrubSpan), done),
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
  };
}
