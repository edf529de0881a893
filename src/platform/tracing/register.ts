/**
 * Starts OpenTelemetry tracing when an OTLP endpoint is configured; otherwise does nothing and loads nothing.
 * server.ts imports this module first of all, in every process (a cluster's workers each start their own SDK).
 *
 * Why a synchronous start from the first import: instrumentations patch modules when they are loaded, so they
 * must be registered before fastify, pg and ioredis are. ES modules are all linked before any of them runs,
 * but the CommonJS packages they import (pg, ioredis, fastify) run in import order, after this module. So
 * this module loads the SDK with `require` (synchronously: a dynamic `import()` would let the next imports run
 * before it resolves), starts it, and then requires `pg` and `ioredis` itself: the instrumentations patch
 * them here, in require's cache, where the server's own imports find them, whichever way Node hands a CommonJS
 * package to an ES module (under tsx the server's own import of pg was patched even without this require, in a
 * trial; the require makes it not depend on that). import-in-the-middle's loader hook (`module.register`) is
 * therefore not needed; checked under tsx (test/tracing) and from dist/ (`node dist/main/server.js`, with
 * `--workers 2`: both workers export).
 *
 * Configured by the standard OpenTelemetry variables only, which the SDK reads itself: OTEL_EXPORTER_OTLP_ENDPOINT
 * (or _TRACES_ENDPOINT), OTEL_EXPORTER_OTLP_PROTOCOL (http/protobuf, http/json, grpc), OTEL_SERVICE_NAME,
 * OTEL_TRACES_SAMPLER(_ARG), OTEL_RESOURCE_ATTRIBUTES, OTEL_BSP_*. Berth exports traces only: its metrics are
 * Prometheus' and its logs go to stdout, so the SDK's OTLP metrics and logs stay off unless
 * OTEL_METRICS_EXPORTER / OTEL_LOGS_EXPORTER ask for them.
 *
 * What spans may carry (never a secret, a user key or a guest's personal data):
 * - incoming requests: the query string with credential and personal parameters masked as the request log
 *   masks them (redactUrl; `user_key` above all); no header is recorded.
 * - outgoing requests (webhook deliveries): the receiver's scheme, host and port, never its path or query
 *   (a partner's webhook URL often carries its own secret).
 * - pg and the embedded database: the statement text with placeholders; never the parameters.
 * - ioredis: the command's name only (keys name agencies' rate-limit windows, values are counters).
 * - errors: the type and stack frames, never the message, which may quote input (scrub.ts, on every span).
 */
import { createRequire } from 'node:module';
import type { IncomingMessage, RequestOptions } from 'node:http';
import type * as Api from '@opentelemetry/api';
import type * as SdkNode from '@opentelemetry/sdk-node';
import type * as HttpInstrumentation from '@opentelemetry/instrumentation-http';
import type * as PgInstrumentation from '@opentelemetry/instrumentation-pg';
import type * as IoredisInstrumentation from '@opentelemetry/instrumentation-ioredis';
import type * as FastifyOtel from '@fastify/otel';
import type { tracing } from '@opentelemetry/sdk-node';
import { ConfigError, tracingConfig } from '../../kernel/config.js';
import { redactUrl } from '../../kernel/logging.js';
import { installTracing } from './context.js';
import { scrubbingExporter } from './scrub.js';

const SERVICE_NAME = 'berth';

/** The query of an incoming request's URL with credentials and personal data masked (as in the request log). */
function maskedQuery(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const q = url.indexOf('?');
  return q < 0 ? undefined : redactUrl(url).slice(q + 1);
}

/** An outgoing request's address without path or query: `https://hooks.example:443`. */
function receiverOf(options: RequestOptions): string {
  const protocol = options.protocol ?? 'http:';
  const host = options.hostname ?? options.host ?? 'localhost';
  const port = options.port ?? (protocol === 'https:' ? 443 : 80);
  return `${protocol}//${host}:${port}`;
}

/**
 * The OTLP exporter for OTEL_EXPORTER_OTLP_(TRACES_)PROTOCOL, as the SDK would choose it; each reads its endpoint,
 * headers and timeout from the standard variables itself. Made here only to be wrapped (scrub.ts).
 */
function otlpExporter(require: NodeRequire): tracing.SpanExporter {
  const protocol =
    process.env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || process.env.OTEL_EXPORTER_OTLP_PROTOCOL || 'http/protobuf';
  const module =
    protocol === 'http/json'
      ? '@opentelemetry/exporter-trace-otlp-http'
      : protocol === 'grpc'
        ? '@opentelemetry/exporter-trace-otlp-grpc'
        : '@opentelemetry/exporter-trace-otlp-proto';
  const { OTLPTraceExporter } = require(module) as { OTLPTraceExporter: new () => tracing.SpanExporter };
  return new OTLPTraceExporter();
}

function start(): void {
  const require = createRequire(import.meta.url);
  const api = require('@opentelemetry/api') as typeof Api;
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof SdkNode;
  const { HttpInstrumentation: Http } = require('@opentelemetry/instrumentation-http') as typeof HttpInstrumentation;
  const { PgInstrumentation: Pg } = require('@opentelemetry/instrumentation-pg') as typeof PgInstrumentation;
  const { IORedisInstrumentation: IORedis } =
    require('@opentelemetry/instrumentation-ioredis') as typeof IoredisInstrumentation;
  const { FastifyOtelInstrumentation } = require('@fastify/otel') as typeof FastifyOtel;

  // Traces only, unless the operator asks the SDK for more with its own variables (see the header).
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  if (!process.env.OTEL_SERVICE_NAME) process.env.OTEL_SERVICE_NAME = SERVICE_NAME;

  const sdk = new NodeSDK({
    // Batched as OTEL_BSP_* say; error texts dropped on the way out (scrub.ts).
    traceExporter: scrubbingExporter(otlpExporter(require)),
    instrumentations: [
      new Http({
        // The attributes returned here replace the instrumentation's own at span start (see the header).
        startIncomingSpanHook: (request: IncomingMessage) => {
          const query = maskedQuery(request.url);
          return query === undefined ? {} : { 'url.query': query };
        },
        startOutgoingSpanHook: (options: RequestOptions) => ({ 'url.full': receiverOf(options) }),
        // The OTLP exporter's own requests are not traced by the SDK (suppressed context); nothing else to skip.
      }),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        // Lifecycle hooks get no span each (a dozen per request, all sub-millisecond): the request span with
        // its route, the handler's span and the database's are what a trace is read for.
        instrumentHooks: false,
        requestHook: (span, request) => {
          // @fastify/otel records `url.path` as request.url, query included.
          const q = request.url.indexOf('?');
          span.setAttribute('url.path', q < 0 ? request.url : request.url.slice(0, q));
          const query = maskedQuery(request.url);
          if (query !== undefined) span.setAttribute('url.query', query);
        },
      }),
      // Only under a request's (or a delivery's) span: the background jobs' polling makes no traces.
      new Pg({ requireParentSpan: true, enhancedDatabaseReporting: false }),
      new IORedis({ requireParentSpan: true, dbStatementSerializer: (command) => command }),
    ],
  });
  sdk.start();
  installTracing({ api, tracer: api.trace.getTracer(SERVICE_NAME), shutdown: () => sdk.shutdown() });

  // Patched now, in require's cache, before the server's own imports load them (see the header).
  require('pg');
  require('ioredis');
  require('node:http');
  require('node:https');
}

try {
  if (tracingConfig().enabled) start();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`berth: invalid configuration: ${error.message}\n`);
  process.exit(1);
}
