/**
 * tracing.test.ts on PostgreSQL: the statements' spans come from the `pg` instrumentation, which patches `pg`
 * (CommonJS) under the server's ES modules (tracing/register.ts).
 */
import { describe, it } from 'vitest';
import { serverProcessFixture } from '../support/server-process.js';
import { runTracingScenario } from './scenario.js';

const servers = serverProcessFixture();

describe('tracing (PostgreSQL)', () => {
  it('continues the caller trace, spans the statements, and hands the trace to the webhook delivery', async () => {
    await runTracingScenario((env) => servers.start(env), 'postgres');
  }, 300_000); // a server process's first start and the traced calls: over 120 s at load 20
});
