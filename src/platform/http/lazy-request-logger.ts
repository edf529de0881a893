/**
 * request.log made when first used. Fastify gives every request a pino child logger bound to its correlation
 * id, and pino serialises a child's bindings when it is made: 2 % of the CPU of a cheap authenticated call
 * (docs/performance.md, "Per-call cost"), for a logger that, at warn (production's level), nearly every request
 * never writes to. The stand-in answers the level checks from its parent and makes the real child, with the same
 * bindings, when a line at an enabled level is written or anything else of a logger is asked of it; from then on
 * everything goes to that child. What a line carries is unchanged: the same bindings, serializers and mixin.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, Logger } from 'pino';

type LogMethod = (...args: unknown[]) => void;

class LazyRequestLogger {
  #parent: Logger;
  #bindings: Bindings;
  #child: Logger | undefined;

  constructor(parent: Logger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  #real(): Logger {
    this.#child ??= this.#parent.child(this.#bindings);
    return this.#child;
  }

  #write(level: Level, args: unknown[]): void {
    if (!(this.#child ?? this.#parent).isLevelEnabled(level)) return;
    const real = this.#real();
    (real[level] as LogMethod).apply(real, args);
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}

  get level(): string {
    return (this.#child ?? this.#parent).level;
  }
  set level(level: string) {
    this.#real().level = level;
  }
  isLevelEnabled(level: string): boolean {
    return (this.#child ?? this.#parent).isLevelEnabled(level);
  }
  bindings(): Bindings {
    return this.#real().bindings();
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): Logger {
    return this.#real().child(bindings, options);
  }
  flush(): void {
    this.#real().flush();
  }
}

/**
 * Fastify's `childLoggerFactory`: the lazy stand-in for a pino parent and no options; Fastify's own child
 * otherwise (a route's logLevel, or a logger that is not pino's).
 */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  const pinoLogger = logger as unknown as Logger;
  if (typeof pinoLogger.isLevelEnabled !== 'function' || Object.keys(options).length > 0) {
    return logger.child(bindings, options);
  }
  return new LazyRequestLogger(pinoLogger, bindings) as unknown as FastifyBaseLogger;
}
