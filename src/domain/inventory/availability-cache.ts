/**
 * Search's availability, reused while it is still exact.
 *
 * Search is the call partners make most, and its cost was the availability statement (docs/performance.md,
 * issue 15): every search counted the free cabins of every voyage again, probing `sessions` once per held
 * allocation. Between two searches of a voyage nothing usually changes, so each instance keeps the last answer
 * per voyage (sailing, legs, vehicles asked or not) with two facts read by the same statement as the answer:
 *
 * - its **version**: the catalogue's and the sailing's availability versions. The database bumps the sailing's
 *   by trigger on every insert, update and delete of its cabin, capacity and vehicle allocations and when a
 *   session holding any of them is cut short, and the catalogue's on any change of cabins, grades and vehicle
 *   capacities (migration 0012). Search's voyages query reads the current versions in its own statement, so a
 *   cached answer is used only when nothing that decides it has committed since it was computed, on this
 *   instance or any other;
 * - its **validity in time**: a hold counts while its session is live, so the answer may only grow when the
 *   first counted hold's session expires. It is used from the `now` it was computed at until that expiry,
 *   never after (expiry frees at once) and never before (a test's clock set back).
 *
 * So what search shows is what a fresh count would show, and create, which never reads this cache, still
 * decides every race against the exclusion constraint and the counted inventory's locks. AVAILABILITY_CACHE_ENTRIES
 * bounds the entries per instance (least recently used out); 0 turns the cache off.
 */
import { LRUCache } from 'lru-cache';
import type { DbOrTx } from '../../platform/db/client.js';
import { freeInventoryOfVoyages, type LegRange, type VoyageAvailability } from './inventory.js';
import { noMetrics, type BusinessMetrics } from '../../platform/metrics/business.js';
import type { HoldSessions } from './hold-sessions.js';

interface Entry {
  version: string;
  computedAtMs: number;
  /** Exclusive; Infinity when no hold was counted. */
  validUntilMs: number;
  value: VoyageAvailability;
}

export interface VoyageToPrice extends LegRange {
  shipCode: string;
  /** The availability version read with the voyage (inventoryVersionOf). */
  inventoryVersion: string;
}

export interface AvailabilityCache {
  /**
   * The availability of each voyage, from the cache where still exact, one statement for the rest. The answers
   * are shared between searches: read them, never change them.
   */
  ofVoyages(db: DbOrTx, voyages: VoyageToPrice[], now: Date, withVehicles: boolean): Promise<VoyageAvailability[]>;
  /**
   * ofVoyages, with the instant until which the answers stay exact if nothing commits (exclusive): the earliest
   * expiry of a live hold any of them counted, Infinity when none. GET availability keeps its answer that long.
   */
  ofVoyagesUntil(
    db: DbOrTx,
    voyages: VoyageToPrice[],
    now: Date,
    withVehicles: boolean,
  ): Promise<{ values: VoyageAvailability[]; validUntilMs: number }>;
  /** Counters since start, for the benchmark and the tests. */
  stats(): { hits: number; misses: number };
}

export function createAvailabilityCache(options: {
  maxEntries: number;
  /** Whether a counted hold's session is live, and when it runs out (sessions/hold-sessions-sql.ts). */
  sessions: HoldSessions;
  /** Counts hits and misses (nothing while the cache is off). */
  metrics?: BusinessMetrics;
}): AvailabilityCache {
  const { sessions } = options;
  const metrics = options.metrics ?? noMetrics;
  const entries = options.maxEntries > 0 ? new LRUCache<string, Entry>({ max: options.maxEntries }) : null;
  let hits = 0;
  let misses = 0;
  const keyOf = (v: VoyageToPrice, withVehicles: boolean) =>
    `${v.sailingId}:${v.fromSeq}:${v.toSeq}:${withVehicles ? 'v' : '-'}`;

  async function ofVoyagesUntil(db: DbOrTx, voyages: VoyageToPrice[], now: Date, withVehicles: boolean) {
    if (!entries) {
      const fresh = await freeInventoryOfVoyages(db, sessions, voyages, now, withVehicles);
      return { values: fresh, validUntilMs: earliest(fresh.map((f) => expiryMs(f.nextExpiry))) };
    }
    const nowMs = now.getTime();
    const until: number[] = [];
    const out: (VoyageAvailability | undefined)[] = voyages.map((v) => {
      const e = entries.get(keyOf(v, withVehicles));
      if (!(e && e.version === v.inventoryVersion && e.computedAtMs <= nowMs && nowMs < e.validUntilMs))
        return undefined;
      until.push(e.validUntilMs);
      return e.value;
    });
    const missing = voyages.flatMap((v, i) => (out[i] ? [] : [{ v, i }]));
    hits += voyages.length - missing.length;
    misses += missing.length;
    metrics.availabilityCache('hit', voyages.length - missing.length);
    metrics.availabilityCache('miss', missing.length);
    if (missing.length > 0) {
      const fresh = await freeInventoryOfVoyages(
        db,
        sessions,
        missing.map((m) => m.v),
        now,
        withVehicles,
      );
      for (const [j, { v, i }] of missing.entries()) {
        const { version, nextExpiry, ...value } = fresh[j]!;
        out[i] = value;
        until.push(expiryMs(nextExpiry));
        // Labelled with the version read by the availability statement itself, which may be newer than the one the
        // voyages query saw: the next search compares with what it reads then, so a newer label is never wrong.
        entries.set(keyOf(v, withVehicles), {
          version,
          computedAtMs: nowMs,
          validUntilMs: expiryMs(nextExpiry),
          value,
        });
      }
    }
    return { values: out as VoyageAvailability[], validUntilMs: earliest(until) };
  }

  return {
    ofVoyagesUntil,
    async ofVoyages(db, voyages, now, withVehicles) {
      return (await ofVoyagesUntil(db, voyages, now, withVehicles)).values;
    },
    stats: () => ({ hits, misses }),
  };
}

const expiryMs = (nextExpiry: Date | null) => (nextExpiry ? nextExpiry.getTime() : Number.POSITIVE_INFINITY);
const earliest = (instants: number[]) => Math.min(Number.POSITIVE_INFINITY, ...instants);
