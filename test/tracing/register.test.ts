/**
 * Tracing's switch (config.ts tracingConfig, tracing/register.ts): on only with an OTLP endpoint, refused with a
 * clear message when a standard variable holds what the SDK would silently replace, and off means that no
 * OpenTelemetry module is loaded at all (a process importing register.ts is looked into).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tracingConfig } from '../../src/kernel/config.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('tracingConfig', () => {
  it('is on with an OTLP endpoint, unless the SDK is disabled or the exporter is none', () => {
    expect(tracingConfig({}).enabled).toBe(false);
    expect(tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).enabled).toBe(true);
    expect(tracingConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' }).enabled).toBe(true);
    expect(tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: '' }).enabled).toBe(false);
    expect(
      tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' }).enabled,
    ).toBe(false);
    expect(
      tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_EXPORTER: 'none' }).enabled,
    ).toBe(false);
  });

  it('refuses a protocol, sampler, ratio or endpoint the SDK would replace by its default', () => {
    expect(() => tracingConfig({ OTEL_EXPORTER_OTLP_PROTOCOL: 'json' })).toThrow(
      'OTEL_EXPORTER_OTLP_PROTOCOL must be one of http/protobuf, http/json, grpc (got "json")',
    );
    expect(() => tracingConfig({ OTEL_TRACES_SAMPLER: 'ratio' })).toThrow(/^OTEL_TRACES_SAMPLER must be one of /);
    expect(() => tracingConfig({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '10' })).toThrow(
      'OTEL_TRACES_SAMPLER_ARG must be a ratio from 0 to 1 (got "10")',
    );
    expect(() => tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(
      /^OTEL_EXPORTER_OTLP_ENDPOINT must be a URL/,
    );
  });
});

/** The OpenTelemetry packages a fresh process has loaded after importing register.ts with `env`. */
function loadedAfterRegister(env: Record<string, string>): string[] {
  const script = `
    await import('./src/platform/tracing/register.ts');
    const { createRequire } = await import('node:module');
    const cache = createRequire(import.meta.url).cache;
    const names = Object.keys(cache).map((k) => /node_modules\\/(@opentelemetry\\/[^/]+|@fastify\\/otel)\\//.exec(k)?.[1]);
    process.stdout.write(JSON.stringify([...new Set(names.filter(Boolean))].sort()));
    process.exit(0);`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '', ...env },
    encoding: 'utf8',
  });
  return JSON.parse(out) as string[];
}

describe('register.ts', () => {
  it('loads no OpenTelemetry module when tracing is off, and the SDK with its instrumentations when on', () => {
    expect(loadedAfterRegister({})).toEqual([]);
    const on = loadedAfterRegister({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' });
    expect(on).toEqual(
      expect.arrayContaining([
        '@fastify/otel',
        '@opentelemetry/sdk-node',
        '@opentelemetry/instrumentation-pg',
        '@opentelemetry/exporter-trace-otlp-proto',
      ]),
    );
  });
});
