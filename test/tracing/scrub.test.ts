/**
 * scrub.ts on real SDK spans: what an instrumentation records of an error (status message, exception event)
 * reaches the exporter without the error's text, which may quote input; the rest of the span is unchanged.
 */
import { tracing } from '@opentelemetry/sdk-node';
import { SpanStatusCode } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { scrubbingExporter } from '../../src/platform/tracing/scrub.js';

describe('scrubbingExporter', () => {
  it('exports an error span without its message, keeping the type, frames, status code and attributes', async () => {
    const memory = new tracing.InMemorySpanExporter();
    const provider = new tracing.BasicTracerProvider({
      spanProcessors: [new tracing.SimpleSpanProcessor(scrubbingExporter(memory))],
    });
    const span = provider.getTracer('test').startSpan('insert', { attributes: { 'db.query.text': 'insert $1' } });
    const error = new Error('invalid input syntax for type uuid: "Kari Nordmann"');
    span.recordException(error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
    span.end();
    provider.getTracer('test').startSpan('fine').end();
    await provider.forceFlush();

    const [failed, fine] = memory.getFinishedSpans();
    expect(JSON.stringify(failed!.status)).not.toContain('Kari');
    expect(failed!.status.code).toBe(SpanStatusCode.ERROR);
    expect(JSON.stringify(failed!.events)).not.toContain('Kari');
    expect(failed!.events[0]!.attributes!['exception.type']).toBe('Error');
    expect(String(failed!.events[0]!.attributes!['exception.stacktrace'])).toMatch(/^\s+at /);
    expect(failed!.attributes['db.query.text']).toBe('insert $1');
    expect(failed!.spanContext().traceId).toBe(span.spanContext().traceId);
    expect(fine!.name).toBe('fine');
  });
});
