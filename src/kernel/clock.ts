/**
 * The one source of "now" for every time-dependent rule (session expiry, token lifetime, "departure in
 * the future"). Production uses the database's clock (DatabaseClock); tests use a manual clock they can move
 * without sleeping.
 *
 * One clock for every instance (issue 31): the rules that decide across instances (a session's or a held
 * booking's expiry, the hold quota's "live", an idempotency claim's lease, a webhook delivery's lease, a
 * token's exp, a secret's overlap) compare instants that one instance wrote with the "now" of another. With
 * one instance's clock 20 minutes ahead, every session the others opened was expired there. The database has
 * one clock for all of them, so production's Clock is the database's: `DatabaseClock` reads the database's
 * clock_timestamp() at start and every DATABASE_CLOCK_SYNC_MS after, and answers now() as the instance's clock
 * plus the offset last measured. An instance's own clock then only measures the seconds since the last
 * reading, and its error (a skew of any size) cancels out.
 *
 * Why an offset rather than `now()` in every statement: the rules compute with "now" in TypeScript as much as
 * in SQL (an expiry of now + the idle time, due instants, a token's iat and exp, a quote's lifetime), and the
 * tests move a ManualClock through hours and days without sleeping; a database clock in SQL alone would make
 * every such test sleep, or need a second, test-only path through each statement. With the offset every rule
 * keeps one path, on the database's clock in production and the manual clock in tests.
 *
 * The bound: the offset is measured to within half the round trip of the best of three readings (well under a
 * millisecond next to the database, a few behind a pooler), and between readings the instance's clock may
 * drift (ppm: microseconds) or be stepped (NTP; until the next reading, at most DATABASE_CLOCK_SYNC_MS later).
 * The rules it serves are minutes long (session idle 15 min, holds, quota) or seconds (claim leases of 5 s);
 * statements that only need the database's own time (portal sessions, last-used stamps) use now() in SQL.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string = new Date()) {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }

  advanceSeconds(seconds: number): void {
    this.advance(seconds * 1000);
  }
}

/** How often DatabaseClock reads the database's clock again. */
export const DATABASE_CLOCK_SYNC_MS = 10_000;

/**
 * The database's clock as seen from this instance (see above): `local` plus the offset measured by `read`, a
 * function that returns the database's clock_timestamp(). `start()` takes the first reading before the
 * instance serves anything and renews it every DATABASE_CLOCK_SYNC_MS; a reading that fails keeps the last
 * offset (the instance's clock keeps time well enough for the minutes a database outage lasts).
 */
export class DatabaseClock implements Clock {
  private offsetMs = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly read: () => Promise<Date>,
    private readonly local: Clock = systemClock,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  now(): Date {
    return new Date(this.local.now().getTime() + this.offsetMs);
  }

  /** The database's clock minus the instance's, as last measured. */
  get offset(): number {
    return this.offsetMs;
  }

  /** Measures the offset: the best (shortest round trip) of three readings, its database time taken mid-trip. */
  async sync(): Promise<void> {
    let best: { roundTripMs: number; offsetMs: number } | undefined;
    for (let i = 0; i < 3; i++) {
      const sent = this.local.now().getTime();
      const database = (await this.read()).getTime();
      const received = this.local.now().getTime();
      const roundTripMs = received - sent;
      if (!best || roundTripMs < best.roundTripMs) {
        best = { roundTripMs, offsetMs: database - (sent + roundTripMs / 2) };
      }
    }
    this.offsetMs = Math.round(best!.offsetMs) || 0;
  }

  /** The first reading now (a failure throws: the instance cannot serve without one), then one every interval. */
  async start(intervalMs = DATABASE_CLOCK_SYNC_MS): Promise<this> {
    await this.sync();
    this.timer = setInterval(() => this.sync().catch(this.onError), intervalMs);
    this.timer.unref();
    return this;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/**
 * `work`, or a rejection saying `what` got no answer once `ms` have passed: for a check that must answer in
 * time (readiness, a metrics scrape) whatever the database does. The work itself goes on, bounded by the
 * database's own statement_timeout.
 */
export function answerWithin<T>(ms: number, work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
