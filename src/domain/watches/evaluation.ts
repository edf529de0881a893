/**
 * The watches' evaluation, run by every instance (main/jobs.ts): each run reads the live watches, computes what
 * each sees now (GET availability's computation, one per distinct window, party and currency, from its kept
 * answers where nothing changed), and records every change of a grade's state, writing `availability.opened` or
 * `price.dropped` for the transitions that raise one, in the transaction that records it.
 *
 * Exactly one event per transition, whatever the number of instances: a transition is recorded by a conditional
 * UPDATE (repository.ts recordTransition) that matches only the state the instance read; of two instances that
 * saw the same change, the second finds the row changed and writes nothing. A state observed earlier than the one
 * recorded is never written over it (a slow instance cannot undo a later sight and make the next one a second
 * transition).
 *
 * Within seconds: a run every WATCH_INTERVAL_MS (1 s by default). A hold's expiry is a change though nothing
 * commits: availability's answer is exact at each run's instant, so the run after the expiry sees it.
 */
import type { Clock } from '../../kernel/clock.js';
import { localDateTime } from '../../kernel/time.js';
import type { Db } from '../../platform/db/client.js';
import { inTransaction } from '../../platform/db/transaction.js';
import type { EventLog } from '../events/events.js';
import type { AvailabilityService } from '../sessions/availability.js';
import {
  deleteEndedWatches,
  insertFirstSights,
  liveWatches,
  recordTransition,
  statesOf,
  type StateKey,
  type WatchRow,
  type WatchStateRow,
} from './repository.js';
import { changed, eventsOf, sightsOf, type GradeSight } from './rules.js';
import { requestOf } from './service.js';

export interface WatchEvaluationDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  availability: AvailabilityService;
  events: EventLog;
}

/** One grade of one departure as one watch sees it now. */
interface Sight extends GradeSight {
  key: StateKey;
  watch: WatchRow;
  departureDate: string;
}

const keyText = (k: StateKey) => `${k.watchId}|${k.sailingId}|${k.fromSeq}|${k.cabinGrade}`;

/** What every live watch sees at `now`. */
async function sightsAt(deps: WatchEvaluationDeps, watches: WatchRow[], states: WatchStateRow[], now: Date) {
  const byRequest = new Map<string, WatchRow[]>();
  for (const w of watches) {
    const key = [w.departurePort, w.arrivalPort, w.departureFrom, w.departureTo, w.guests, w.currency].join('|');
    byRequest.set(key, [...(byRequest.get(key) ?? []), w]);
  }
  const seen = new Map<string, string[]>();
  for (const s of states) {
    const k = `${s.watchId}|${s.sailingId}|${s.fromSeq}`;
    seen.set(k, [...(seen.get(k) ?? []), s.cabinGrade]);
  }
  const sights: Sight[] = [];
  for (const group of byRequest.values()) {
    const { found, priced } = await deps.availability.priced(requestOf(group[0]!), now);
    for (const watch of group) {
      const guests = watch.guests.split(',').length;
      for (const [i, v] of found.entries()) {
        const result = priced.results[i]!;
        const before = seen.get(`${watch.id}|${v.sailingId}|${v.fromSeq}`) ?? [];
        for (const s of sightsOf({ ...watch, guests }, result.cabinGrades, before)) {
          const key = { watchId: watch.id, sailingId: v.sailingId, fromSeq: v.fromSeq, cabinGrade: s.cabinGrade };
          sights.push({ ...s, key, watch, departureDate: result.departureDate });
        }
      }
    }
  }
  return sights;
}

/**
 * One evaluation of every live watch; what it recorded. `removeEnded`: also delete the watches past their last
 * departure day (not listed, evaluated nor counted anyway: a cleanup, so not every run).
 */
export async function evaluateWatches(
  deps: WatchEvaluationDeps,
  removeEnded = true,
): Promise<{ transitions: number; events: number }> {
  const { db, clock, timeZone } = deps;
  const now = clock.now();
  const today = localDateTime(now, timeZone).slice(0, 10);
  if (removeEnded) await deleteEndedWatches(db, today);
  const watches = await liveWatches(db, today);
  if (watches.length === 0) return { transitions: 0, events: 0 };
  const states = await statesOf(
    db,
    watches.map((w) => w.id),
  );
  const sights = await sightsAt(deps, watches, states, now);
  const recorded = new Map(states.map((s) => [keyText(s), s]));

  const firstSights = sights.filter((s) => !recorded.has(keyText(s.key)));
  await insertFirstSights(
    db,
    firstSights.map((s) => ({ ...s.key, bookable: s.bookable, below: s.below })),
    now,
  );
  let transitions = 0;
  let events = 0;
  for (const sight of sights) {
    const before = recorded.get(keyText(sight.key));
    if (!before || !changed(before, sight)) continue;
    const raised = eventsOf(before, sight);
    const won = await inTransaction(db, async (tx) => {
      if (!(await recordTransition(tx, sight.key, before, sight, now))) return false;
      for (const type of raised) {
        await deps.events.append(tx, {
          agencyId: sight.watch.agencyId,
          bookingId: null,
          type,
          now,
          data: {
            watchId: sight.watch.id,
            departurePort: sight.watch.departurePort,
            arrivalPort: sight.watch.arrivalPort,
            departureDate: sight.departureDate,
            cabinGrade: sight.cabinGrade,
            freeCabins: sight.freeCabins,
            pricePerGuest: sight.pricePerGuest,
            currency: sight.watch.currency,
          },
        });
      }
      return true;
    });
    if (won) {
      transitions++;
      events += raised.length;
    }
  }
  return { transitions, events };
}

/**
 * Runs evaluateWatches every `intervalMs` on this instance (never two runs at once); `onRun` sees each run's
 * outcome (the tests wait for runs, the job logs a failure). Returns the stop, which waits for a run in progress.
 */
export function startWatchEvaluation(
  deps: WatchEvaluationDeps,
  intervalMs: number,
  onRun: (outcome: { transitions: number; events: number } | { error: unknown }) => void = () => {},
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  let runs = 0;
  const run = () => {
    if (running || stopped) return;
    // The ended watches are removed on the first run and about once a minute at the default interval.
    running = evaluateWatches(deps, runs++ % 60 === 0)
      .then(onRun, (error: unknown) => onRun({ error }))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
