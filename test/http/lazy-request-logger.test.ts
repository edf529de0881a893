import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import { lazyRequestLogger } from '../../src/platform/http/lazy-request-logger.js';

function bufferLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

describe('request.log made on first use', () => {
  it('writes what an eager child writes: the correlation id bound, the levels of its parent', () => {
    const { logger, lines } = bufferLogger('warn');
    const log = lazyRequestLogger(logger, { correlationId: 'c-1' }, {});
    log.info({ a: 1 }, 'not written at warn');
    log.warn({ b: 2 }, 'written');
    log.child({ step: 'x' }).error('from a child');
    expect(lines.map((l) => [l.msg, l.correlationId, l.level])).toEqual([
      ['written', 'c-1', 40],
      ['from a child', 'c-1', 50],
    ]);
    expect(lines[0]!.b).toBe(2);
    expect(log.level).toBe('warn');
  });

  it("answers the level checks from its parent, and from its own child once that child's level is set", () => {
    const { logger, lines } = bufferLogger('warn');
    const log = lazyRequestLogger(logger, { correlationId: 'c-2' }, {}) as unknown as pino.Logger;
    expect(log.isLevelEnabled('info')).toBe(false);
    log.level = 'debug';
    expect(log.isLevelEnabled('info')).toBe(true);
    expect(logger.isLevelEnabled('info')).toBe(false);
    log.debug('debug now');
    expect(lines.map((l) => [l.msg, l.correlationId])).toEqual([['debug now', 'c-2']]);
  });

  it("is Fastify's own child when options are given (a route's log level)", () => {
    const { logger } = bufferLogger('warn');
    const log = lazyRequestLogger(logger, { correlationId: 'c-3' }, { level: 'info' });
    expect(log.level).toBe('info');
    expect((log as unknown as pino.Logger).bindings()).toEqual({ correlationId: 'c-3' });
  });
});
