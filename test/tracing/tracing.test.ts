/**
 * OpenTelemetry tracing on the embedded database: a server process with OTEL_EXPORTER_OTLP_ENDPOINT set exports
 * the spans of a request sent with a traceparent, in that trace, its statements included (PGlite's wrapper);
 * its log lines carry the trace id; a webhook delivery carries the traceparent of the change that caused it; no
 * span carries the user key. tracing.pg.test.ts runs the same on PostgreSQL (the `pg` instrumentation).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { runTracingScenario } from './scenario.js';

const dataDir = mkdtempSync(join(tmpdir(), 'berth-tracing-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('tracing (embedded database)', () => {
  it('continues the caller trace, spans the statements, and hands the trace to the webhook delivery', async () => {
    await runTracingScenario(async (env) => {
      server = await startServerProcess({ ...env, DATA_DIR: dataDir, DATABASE_URL: '' });
      return server;
    }, 'pglite');
  }, 300_000); // a server process's first start and the traced calls: over 120 s at load 20
});
