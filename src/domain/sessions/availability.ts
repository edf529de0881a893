/**
 * GET /api/v2/availability (commerce.md, "Availability without a session, and watches"): for each departure
 * between two ports in a window, its grades, free cabins and every fare's price for the party, as search shows
 * them, without opening a session and without writing anything.
 *
 * The grades are search's: the same voyages query (search-sql.ts), the same pricing (search.ts priceVoyages, with
 * the same availability cache and catalogue reads), so the answer equals a search's for the same departures at
 * the same instant (test/sessions/availability-vs-search.pg.test.ts).
 *
 * **From memory when nothing changed.** Each instance keeps the last answer per query (ports, window, party,
 * currency, operator-local day) with what it is exact for:
 * - the departures the voyages query found, with their times, ship, fare table and **availability version**
 *   (inventory's per-sailing counter, bumped by trigger in the transaction of every allocation's insert, update
 *   and delete and of a session cut short, and of the sailing and its calls; the catalogue's, bumped by a change of
 *   cabins or grades and by sailings imported). A request whose kept answer has not run out by itself reads the
 *   current versions of its sailings (one small statement shared by the requests that arrive together, each sent
 *   after the requests it answers started: platform/db/group-read.ts) and uses the kept answer when they are the
 *   same, without the voyages query; otherwise it runs the voyages query and uses the kept answer only when that
 *   reads the same. Either way a commit on any instance is seen by the next request on every instance;
 * - the earliest expiry of a live hold it counted: a hold's expiry commits nothing, so the answer is kept
 *   only until then (and never used at an instant before it was computed: a clock set back);
 * - the local day (a fare closes so many whole days before departure), the first departure's time (a departure
 *   is found only while it is later than now), and the catalogue cache's bound (CATALOG_CACHE_SECONDS): prices
 *   come from catalogue reads that are that old at most, as search's do.
 * The kept answer is the JSON text, so a hit costs a share of the versions statement, a comparison and a string
 * (docs/performance.md, "GET availability from memory").
 *
 * The ETag is a digest of the answer but `generatedAt` (the instant it is exact as of, the request's start): two
 * instances that compute the same answer give the same ETag, and `If-None-Match` with it answers 304 anywhere.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { AgencyContext } from '../auth/context.js';
import { FieldErrorCollector } from '../../kernel/errors.js';
import { apiDateTime, localDateTime } from '../../kernel/time.js';
import type { GuestType } from '../pricing/price.js';
import { departureOf, type AvailabilityDeparture, type AvailabilityQuery } from './availability-schemas.js';
import { checkPorts, priceVoyages, type PricedVoyages, type PricingDeps } from './search.js';
import { checkRangeAndCurrency, type FoundVoyage } from './search-rules.js';
import { findVoyages } from './search-sql.js';
import { primaryReads, type ReadRouting, type RoutedRead } from '../../platform/db/read-routing.js';
import { createGroupReader, type GroupReader } from '../../platform/db/group-read.js';
import { availabilityVersionsOf } from '../inventory/inventory.js';
import { keptBytes } from '../../kernel/bytes.js';

/** The party when the query names none. */
export const DEFAULT_AVAILABILITY_GUESTS: GuestType[] = ['ADULT', 'ADULT'];

/** A checked availability request: its window, party and currency. */
export interface AvailabilityRequest {
  departurePort: string;
  arrivalPort: string;
  from: string;
  to: string;
  guestTypes: GuestType[];
  currency: string;
}

/** What GET availability answers: the JSON (UTF-8 bytes) and its ETag, or only the ETag when the caller has it. */
export type AvailabilityAnswer = (
  { notModified: false; etag: string; json: Buffer } | { notModified: true; etag: string }
) & {
  /** The answer's age when a read replica gave it (platform/db/read-routing.ts); absent when the primary did. */
  ageMs?: number;
};

export interface AvailabilityService {
  /** Checks the query (400 naming the field), then answers, from memory when nothing changed. */
  read(agency: AgencyContext, query: AvailabilityQuery, ifNoneMatch?: string): Promise<AvailabilityAnswer>;
  /**
   * Checks a window, party and currency as GET availability does (watches use it, naming the two days their own
   * way in the errors: `names`).
   */
  check(
    agency: AgencyContext,
    query: Omit<AvailabilityQuery, 'user_key'>,
    names?: { from: string; to: string },
  ): Promise<AvailabilityRequest>;
  /** The departures of a checked request priced at `now`, each with the voyage it is (the watches' evaluation). */
  priced(request: AvailabilityRequest, now: Date): Promise<{ found: FoundVoyage[]; priced: PricedVoyages }>;
  /**
   * The departures of a checked request and their prices as of now, from memory when nothing changed (`read`'s rule),
   * else found, priced and kept: a search for a party without vehicles or a promotion code takes its voyages and
   * prices here (search.ts), where they are the same (test/sessions/availability-vs-search.pg.test.ts). The objects
   * are shared by every caller that gets them: read them, never change them. `ageMs` as in AvailabilityAnswer.
   */
  current(request: AvailabilityRequest): Promise<RoutedRead<{ found: FoundVoyage[]; priced: PricedVoyages }>>;
  /**
   * Counters since start, for the benchmark and the tests: kept answers used (`hits`; of them `byVersions` without
   * the voyages query) and answers computed (`misses`).
   */
  stats(): { hits: number; byVersions: number; misses: number };
}

interface Entry {
  signature: string;
  /** The departures' sailings and, in the same order, their availability versions as the voyages query read them. */
  sailingIds: number[];
  versions: string[];
  /** The first departure's local time (`YYYY-MM-DDTHH:MM:SS`): once it is not later than now, it is not found. */
  firstDepartureLocal: string;
  computedAtMs: number;
  validUntilMs: number;
  etag: string;
  /**
   * The answer's JSON after `{"generatedAt":"…",`, as UTF-8 bytes: sent as they are kept (a string answer is
   * scanned for its Content-Length and encoded again, per request).
   */
  rest: Buffer;
  /** What the voyages query found and their prices, for search (`current`). */
  found: FoundVoyage[];
  priced: PricedVoyages;
}

export function createAvailabilityService(
  deps: PricingDeps & {
    /** The catalogue cache's bound (CATALOG_CACHE_SECONDS): a kept answer's prices are no older. */
    catalogTtlMs: number;
    /** The kept answers' total size in characters (their JSON's bytes: nearly all ASCII) per instance; 0 keeps none. */
    maxCachedChars: number;
    /**
     * Where GET availability's reads go (a replica within its lag bound, else the primary); the primary's by
     * default. The watches' `priced` stays on the primary: it decides whether an event is written.
     */
    reads?: ReadRouting;
  },
): AvailabilityService {
  const { db, clock, timeZone } = deps;
  const reads = deps.reads ?? primaryReads(db);
  const entries =
    deps.maxCachedChars > 0
      ? new LRUCache<string, Entry>({ maxSize: deps.maxCachedChars, sizeCalculation: (e) => 3 * e.rest.length + 200 })
      : null;
  let hits = 0;
  let byVersions = 0;
  let misses = 0;
  // The kept answers' check: their sailings' versions now, one statement for the requests that arrive together, each
  // sent after the requests it answers started (group-read.ts), where the routing sends reads.
  const versionChecks = createGroupReader<number, RoutedRead<Map<number, string>>>((sailingIds) =>
    reads.read((from) => availabilityVersionsOf(from, sailingIds)),
  );

  const check: AvailabilityService['check'] = (agency, query, names) => checkRequest(deps, agency, query, names);

  // No promotion is shown, so the agency's market decides nothing here.
  const priceFound = (on: PricingDeps, request: AvailabilityRequest, found: FoundVoyage[], now: Date) =>
    priceVoyages(
      on,
      { market: '' },
      { currency: request.currency, guestTypes: request.guestTypes, vehicleTypes: [], found },
      now,
    );

  async function priced(request: AvailabilityRequest, now: Date) {
    const found = await findVoyages(db, { ...request, nowLocal: localDateTime(now, timeZone) });
    return { found, priced: await priceFound(deps, request, found, now) };
  }

  /**
   * The kept answer of a checked request as of `now` when it is still the answer, else the answer computed and kept.
   */
  async function kept(request: AvailabilityRequest, now: Date): Promise<RoutedRead<Entry>> {
    const nowMs = now.getTime();
    const nowLocal = localDateTime(now, timeZone);
    const key = keyOf(request, nowLocal);
    const known = entries?.get(key);
    const checked = known && (await checkedByVersions(known, nowMs, nowLocal, versionChecks));
    if (checked) {
      byVersions++;
      return { value: known, ...checked };
    }
    // Else the voyages (with their availability versions) and, when the kept answer is not still the answer, their
    // prices, from one server: the versions compared are that server's, so a kept answer stays exact on either.
    return reads.read(async (from) => {
      const found = await findVoyages(from, { ...request, nowLocal });
      const signature = signatureOf(found);
      const same = entries?.get(key);
      if (same && same.signature === signature && same.computedAtMs <= nowMs && nowMs < same.validUntilMs) {
        hits++;
        return same;
      }
      misses++;
      const fresh = entryOf(request, await priceFound({ ...deps, db: from }, request, found, now), {
        found,
        signature,
        computedAtMs: nowMs,
        catalogTtlMs: deps.catalogTtlMs,
      });
      entries?.set(key, fresh);
      return fresh;
    });
  }

  return {
    check,
    priced,
    current: (request) => kept(request, clock.now()),
    async read(agency, query, ifNoneMatch) {
      const request = await check(agency, query);
      const now = clock.now();
      const { value: entry, ageMs } = await kept(request, now);
      const age = ageMs === undefined ? {} : { ageMs };
      if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, entry.etag)) {
        return { notModified: true, etag: entry.etag, ...age };
      }
      return {
        notModified: false,
        etag: entry.etag,
        json: Buffer.concat([Buffer.from(`{"generatedAt":${JSON.stringify(now.toISOString())},`), entry.rest]),
        ...age,
      };
    },
    // `hits` counts those the voyages query found unchanged.
    stats: () => ({ hits: hits + byVersions, byVersions, misses }),
  };
}

/** GET availability's query checked (400 naming each field): its window, party and currency. */
async function checkRequest(
  deps: Pick<PricingDeps, 'db' | 'catalog'>,
  agency: AgencyContext,
  query: Omit<AvailabilityQuery, 'user_key'>,
  names = { from: 'from', to: 'to' },
): Promise<AvailabilityRequest> {
  const errors = new FieldErrorCollector();
  const { from, to, currency } = checkRangeAndCurrency(
    errors,
    {
      departureDateFrom: query.from,
      ...(query.to ? { departureDateTo: query.to } : {}),
      ...(query.currency ? { currency: query.currency } : {}),
    },
    agency,
    names,
  );
  await checkPorts(deps, errors, query);
  errors.throwIfAny('The availability request is not valid.');
  const guestTypes = query.guests ? (query.guests.split(',') as GuestType[]) : DEFAULT_AVAILABILITY_GUESTS;
  return { departurePort: query.departurePort, arrivalPort: query.arrivalPort, from, to, guestTypes, currency };
}

/** A kept answer's key: the request and the operator-local day (a fare closes so many whole days before departure). */
const keyOf = (request: AvailabilityRequest, nowLocal: string) =>
  [
    request.departurePort,
    request.arrivalPort,
    request.from,
    request.to,
    request.guestTypes.join(','),
    request.currency,
    nowLocal.slice(0, 10),
  ].join('|');

/**
 * Whether the kept answer is still the answer without the voyages query (with the age of the versions read, when a
 * replica read them): nothing it depends on has run out by itself (a counted hold's expiry, the catalogue cache's
 * bound, its first departure leaving the window; the key holds the local day) and the availability versions of its
 * sailings read now, by a statement sent after this request started, are those it was computed with. A version is bumped, in the committing
 * transaction, by every change of the sailing's allocations, of a session holding any of them cut short, and of
 * the sailing and its calls; the catalogue's (in every version) by a change of cabins and grades and by sailings
 * imported (migrations 0012, 0020, 0029). So equal versions mean nothing the voyages query or the counts read has
 * committed since, on any instance. An answer with no departure has no sailing to check: the voyages query checks
 * it (it finds nothing, cheaply).
 */
async function checkedByVersions(
  kept: Entry,
  nowMs: number,
  nowLocal: string,
  versionChecks: GroupReader<number, RoutedRead<Map<number, string>>>,
): Promise<{ ageMs?: number } | undefined> {
  if (!(kept.computedAtMs <= nowMs && nowMs < kept.validUntilMs && nowLocal < kept.firstDepartureLocal)) {
    return undefined;
  }
  const { value: current, ageMs } = await versionChecks.read(kept.sailingIds);
  if (!kept.sailingIds.every((id, i) => current.get(id) === kept.versions[i])) return undefined;
  return ageMs === undefined ? {} : { ageMs };
}

/** The answer of a request as kept: its JSON after `generatedAt`, its ETag, what it is exact for and until when. */
function entryOf(
  request: AvailabilityRequest,
  priced: PricedVoyages,
  at: { found: FoundVoyage[]; signature: string; computedAtMs: number; catalogTtlMs: number },
): Entry {
  const { results, guests, validUntilMs } = priced;
  const departures: AvailabilityDeparture[] = results.map(departureOf);
  const rest = keptBytes(
    JSON.stringify({
      departurePort: request.departurePort,
      arrivalPort: request.arrivalPort,
      currency: request.currency,
      guests,
      departures,
    }).slice(1),
  );
  return {
    signature: at.signature,
    sailingIds: at.found.map((v) => v.sailingId),
    versions: at.found.map((v) => v.inventoryVersion),
    // No departure: '' is never later than now, so such an answer is always checked by the voyages query.
    firstDepartureLocal: at.found.reduce(
      (first, v) => (first === '' || apiDateTime(v.departureAt) < first ? apiDateTime(v.departureAt) : first),
      '',
    ),
    computedAtMs: at.computedAtMs,
    validUntilMs: Math.min(validUntilMs, at.computedAtMs + at.catalogTtlMs),
    etag: `"${createHash('sha256').update(rest).digest('base64url').slice(0, 32)}"`,
    rest,
    found: at.found,
    priced,
  };
}

/** What a kept answer is exact for, of what the voyages query read: each departure and its availability version. */
const signatureOf = (found: FoundVoyage[]) =>
  found
    .map(
      (v) =>
        `${v.sailingId}:${v.fromSeq}:${v.toSeq}:${v.departureAt}:${v.arrivalAt}:${v.shipCode}:${v.fareTableCode}:${v.inventoryVersion}`,
    )
    .join(';');

/** If-None-Match (RFC 9110 13.1.2): `*`, or a list of tags compared weakly (a `W/` prefix ignored). */
export function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === etag);
}
