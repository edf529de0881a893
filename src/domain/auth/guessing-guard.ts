/**
 * Guessing protection for a secret checked with a slow hash: the token endpoint's client secrets (per client
 * id) and the portal's passwords (per e-mail). Counts go through http/rate-counter.ts, so with REDIS_URL every
 * instance shares them.
 *
 * Failures are limited per identity and address (`failuresPerPair`): one address guessing is stopped and
 * locks out only itself. Failures of an identity from all addresses together (`failuresPerIdentity` in a
 * window) do not refuse anyone: they put the identity under attack for `failedAddressSeconds` (an hour, so
 * that the attacker does not get a full-speed window every minute), and meanwhile each verification of its
 * secret needs a slot of a small per-second budget instead. A stranger can therefore make the owner wait
 * for a slot, not lock it out, and what the attack costs in hashing is bounded:
 * - an address that has failed for the identity within `failedAddressSeconds` (an hour) is refused (429),
 *   so each address gets one verification an hour, whatever it sends at once;
 * - at most one slot per address and second, and `verificationsPerSecond` for the identity from all
 *   addresses and instances together; a request that finds the second's budget spent waits for the next
 *   (up to `maxWaitMs`, then 429 with Retry-After).
 * Hashing for an identity under attack thus costs at most `verificationsPerSecond` hashes a second (besides
 * its known addresses'), and the owner competes for them only with addresses that have not yet failed: an
 * attacker who wants to keep the budget spent needs `verificationsPerSecond × failedAddressSeconds` addresses (18,000 with the defaults;
 * IPv6 counted by /64 prefix, see addressKey).
 * An address where the identity proved its secret within `knownAddressSeconds` is exempt from the attack
 * rules (not from `failuresPerPair`): it verifies at once. A stranger cannot make an address known.
 * A secret with a fast pre-check (a generated client secret, secrets.ts) needs no turn of the budget: a wrong
 * one costs no hash, so the owner never waits; the addresses that failed are refused all the same.
 */
import { isIPv4 } from 'node:net';
import type { Clock } from '../../kernel/clock.js';
import { retryAfterSeconds, type RateCounter, type WindowCount } from '../../platform/http/rate-counter.js';

export interface GuessingLimits {
  /** Failed attempts per identity and address per window; over it that address is refused until the window ends. */
  failuresPerPair: number;
  /** Failed attempts per identity from all addresses per window; from there on the identity is under attack. */
  failuresPerIdentity: number;
  windowSeconds: number;
  /** Under attack: verifications of the identity's secret per second, all addresses and instances together. */
  verificationsPerSecond: number;
  /** Under attack: how long a request may wait for a verification slot before it is refused. */
  maxWaitMs: number;
  /** Under attack: how long an address that failed for the identity is refused. */
  failedAddressSeconds: number;
  /** How long an address where the identity proved its secret stays exempt from the attack rules. */
  knownAddressSeconds: number;
}

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

export interface GuessingGuard {
  /**
   * Whether the secret presented for `identity` from `address` may be verified now (it may have waited).
   * `preChecked`: a wrong secret costs no hash (secrets.ts hasPreCheck), so no turn of the budget is needed.
   */
  admit(identity: string, address: string, options?: { preChecked?: boolean }): Promise<Admission>;
  failed(identity: string, address: string): Promise<void>;
  succeeded(identity: string, address: string): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The key of a client address for per-address limits: an IPv4 address as it is (also when IPv4-mapped), an
 * IPv6 address by its /64 prefix, which one subscriber usually holds whole (counting single IPv6 addresses
 * would let one host pass any per-address limit).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip) || !ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}

export function createGuessingGuard(deps: {
  counter: RateCounter;
  clock: Clock;
  limits: GuessingLimits;
  /** Distinguishes this guard's keys from another's on the same counter. */
  prefix: string;
  /** A counter that fails: report and count nothing (a partner must not be locked out with Redis), or throw when absent. */
  onCounterError?: (error: unknown) => void;
}): GuessingGuard {
  const { counter, clock, limits, prefix, onCounterError } = deps;
  const windowMs = limits.windowSeconds * 1000;
  const safely = async <T>(run: () => Promise<T>): Promise<T | undefined> => {
    if (!onCounterError) return run();
    try {
      return await run();
    } catch (error) {
      onCounterError(error);
      return undefined;
    }
  };
  const keys = (identity: string, address: string) => ({
    pair: `${prefix}fail:${identity}:${address}`,
    all: `${prefix}fail-all:${identity}`,
    failedHere: `${prefix}failed:${identity}:${address}`,
    attack: `${prefix}attack:${identity}`,
  });
  // Known addresses: the marker must outlast the gap between two renewals and move with every success, or it
  // would lapse just when the owner comes back during an attack. One marker per period, kept two periods; an
  // address is known while this period's or the previous one's marker exists, so for at least a whole period.
  const knownPeriodMs = limits.knownAddressSeconds * 1000;
  const knownKey = (identity: string, address: string, period: number) =>
    `${prefix}known:${identity}:${address}:${period}`;
  const isKnown = async (identity: string, address: string) => {
    const period = Math.floor(clock.now().getTime() / knownPeriodMs);
    const [current, previous] = await Promise.all([
      safely(() => counter.peek(knownKey(identity, address, period))),
      safely(() => counter.peek(knownKey(identity, address, period - 1))),
    ]);
    return current !== undefined || previous !== undefined;
  };
  const refuse = (window: WindowCount): Admission => ({
    admitted: false,
    retryAfterSeconds: retryAfterSeconds(window, clock.now().getTime()),
  });

  /** One slot of this second's budget: at most one per address, `verificationsPerSecond` in all. */
  const slot = async (identity: string, address: string): Promise<boolean> => {
    const second = Math.floor(clock.now().getTime() / 1000);
    const mine = await safely(() => counter.hit(`${prefix}slot:${identity}:${address}:${second}`, 1000));
    if (mine && mine.count > 1) return false;
    const all = await safely(() => counter.hit(`${prefix}slot-all:${identity}:${second}`, 1000));
    return !all || all.count <= limits.verificationsPerSecond;
  };

  return {
    async admit(identity, address, options = {}) {
      const { pair, all, failedHere, attack } = keys(identity, address);
      const [failures, allFailures, attacked] = await Promise.all([
        safely(() => counter.peek(pair)),
        safely(() => counter.peek(all)),
        safely(() => counter.peek(attack)),
      ]);
      if (failures && failures.count >= limits.failuresPerPair) return refuse(failures);
      const attackWindow = allFailures && allFailures.count >= limits.failuresPerIdentity ? allFailures : attacked;
      if (!attackWindow) return { admitted: true };
      if (await isKnown(identity, address)) return { admitted: true };
      if (options.preChecked) {
        const failedHere = await safely(() => counter.peek(keys(identity, address).failedHere));
        return failedHere ? refuse(attackWindow) : { admitted: true };
      }
      // Under attack. Tries in this second and the next ones; the wait is counted in tries (on the real
      // timer), so a test's manual clock that stands still ends it too.
      const tries = 1 + Math.ceil(limits.maxWaitMs / 1000);
      for (let attempt = 0; attempt < tries; attempt++) {
        // Until the attack's window ends: then the identity may no longer be under attack.
        if (await safely(() => counter.peek(failedHere))) return refuse(attackWindow);
        if (await slot(identity, address)) return { admitted: true };
        if (attempt + 1 < tries) await sleep(1000 - (clock.now().getTime() % 1000) + Math.floor(Math.random() * 50));
      }
      return { admitted: false, retryAfterSeconds: 1 };
    },
    async failed(identity, address) {
      const { pair, all, failedHere, attack } = keys(identity, address);
      const [, allFailures] = await Promise.all([
        safely(() => counter.hit(pair, windowMs)),
        safely(() => counter.hit(all, windowMs)),
        safely(() => counter.hit(failedHere, limits.failedAddressSeconds * 1000)),
      ]);
      // The window of the attack marker starts with its first hit and does not move: it ends an hour later.
      if (allFailures && allFailures.count >= limits.failuresPerIdentity) {
        await safely(() => counter.hit(attack, limits.failedAddressSeconds * 1000));
      }
    },
    async succeeded(identity, address) {
      const period = Math.floor(clock.now().getTime() / knownPeriodMs);
      await safely(() => counter.hit(knownKey(identity, address, period), 2 * knownPeriodMs));
    },
  };
}
