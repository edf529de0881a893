/**
 * Watches (commerce.md, "Availability without a session, and watches"): an agency registers a window of
 * departures (at most 100 live watches), and gets `availability.opened` when a watched grade goes from sold out to
 * bookable and `price.dropped` when its cheapest fare per guest goes below the watch's price, once per transition,
 * through the event log (feed and webhooks).
 *
 * What a watch sees is GET availability's computation (sessions/availability.ts `priced`), so exactly what a
 * search would show at that instant. A watch's first sight is taken when it is created, so a change after the
 * 201 is a transition. Evaluation (evaluation.ts) runs on every instance; the database decides which one records
 * each transition (repository.ts recordTransition).
 */
import { randomBytes } from 'node:crypto';
import type { AgencyContext } from '../auth/context.js';
import type { Clock } from '../../kernel/clock.js';
import { AppError, FieldErrorCollector, notFound } from '../../kernel/errors.js';
import { localDateTime } from '../../kernel/time.js';
import type { Db, StoreWithin } from '../../platform/db/client.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { toMajor, toMinor } from '../pricing/money.js';
import type { GuestType } from '../pricing/price.js';
import type { AvailabilityRequest, AvailabilityService } from '../sessions/availability.js';
import { agencyWatches, deleteWatch, insertFirstSights, insertWatchWithin, type WatchRow } from './repository.js';
import { sightsOf } from './rules.js';
import type { CreateWatchBody, WatchResource } from './schemas.js';

/** Live watches per agency (commerce.md). */
export const WATCH_LIMIT = 100;

export interface WatchService {
  /** `storeWithin`: with an Idempotency-Key, the 201's answer, stored in the create's own transaction. */
  create(
    agency: AgencyContext,
    body: CreateWatchBody,
    storeWithin?: StoreWithin<WatchResource>,
  ): Promise<WatchResource>;
  list(agency: AgencyContext): Promise<{ watches: WatchResource[] }>;
  /** `storeWithin`: with an Idempotency-Key, the 204 stored in the delete's own transaction. */
  remove(agency: AgencyContext, watchId: string, storeWithin?: StoreWithin<null>): Promise<void>;
}

export interface WatchDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  availability: AvailabilityService;
}

/** The availability request a watch evaluates. */
export const requestOf = (w: WatchRow): AvailabilityRequest => ({
  departurePort: w.departurePort,
  arrivalPort: w.arrivalPort,
  from: w.departureFrom,
  to: w.departureTo,
  guestTypes: w.guests.split(',') as GuestType[],
  currency: w.currency,
});

export const toResource = (w: WatchRow): WatchResource => ({
  watchId: w.id,
  departurePort: w.departurePort,
  arrivalPort: w.arrivalPort,
  departureFrom: w.departureFrom,
  departureTo: w.departureTo,
  cabinGrade: w.cabinGrade,
  guests: w.guests.split(',').map((type) => ({ type: type as GuestType })),
  maxPricePerGuest: w.maxPricePerGuestMinor === null ? null : toMajor(w.maxPricePerGuestMinor, w.currency),
  currency: w.currency,
  createdAt: new Date(w.createdAt).toISOString(),
});

export function createWatchService(deps: WatchDeps): WatchService {
  const { db, clock, timeZone, availability } = deps;
  const today = () => localDateTime(clock.now(), timeZone).slice(0, 10);

  return {
    async create(agency, body, storeWithin) {
      const guests = (body.guests ?? [{ type: 'ADULT' }, { type: 'ADULT' }]).map((g) => g.type).join(',');
      const request = await availability.check(
        agency,
        {
          departurePort: body.departurePort,
          arrivalPort: body.arrivalPort,
          from: body.departureFrom,
          to: body.departureTo,
          guests,
          currency: body.currency,
        },
        { from: 'departureFrom', to: 'departureTo' },
      );
      const errors = new FieldErrorCollector();
      if (request.to < today()) errors.add('departureTo', 'must not be in the past');
      const maxMinor = body.maxPricePerGuest === undefined ? null : toMinor(body.maxPricePerGuest, body.currency);
      if (maxMinor !== null && toMajor(maxMinor, body.currency) !== body.maxPricePerGuest)
        errors.add('maxPricePerGuest', `has more decimals than ${body.currency} has`);
      errors.throwIfAny('The watch is not valid.');

      const now = clock.now();
      const watch: WatchRow = {
        id: `wat_${randomBytes(12).toString('hex')}`,
        agencyId: agency.id,
        departurePort: request.departurePort,
        arrivalPort: request.arrivalPort,
        departureFrom: request.from,
        departureTo: request.to,
        cabinGrade: body.cabinGrade ?? null,
        guests,
        maxPricePerGuestMinor: maxMinor,
        currency: request.currency,
        createdAt: now.toISOString() as never,
      };
      const created = toResource(watch);
      // The first sight, as of the create: a change after the answer is a transition.
      const { found, priced } = await availability.priced(request, now);
      const party = request.guestTypes.length;
      const firstSights = found.flatMap((v, i) =>
        sightsOf({ ...watch, guests: party }, priced.results[i]!.cabinGrades, []).map((s) => ({
          watchId: watch.id,
          sailingId: v.sailingId,
          fromSeq: v.fromSeq,
          cabinGrade: s.cabinGrade,
          bookable: s.bookable,
          below: s.below,
        })),
      );
      await inTransaction(db, async (tx) => {
        if (!(await insertWatchWithin(tx, watch, now, today(), WATCH_LIMIT)))
          throw new AppError(
            409,
            'WATCH_LIMIT_REACHED',
            `An agency has at most ${WATCH_LIMIT} watches; end one first.`,
          );
        await insertFirstSights(tx, firstSights, now);
        await storeWithin?.(tx, created);
      });
      return created;
    },

    async list(agency) {
      return { watches: (await agencyWatches(db, agency.id, today())).map(toResource) };
    },

    async remove(agency, watchId, storeWithin) {
      await inTransaction(db, async (tx) => {
        if (!(await deleteWatch(tx, agency.id, watchId)))
          throw notFound(`No watch ${watchId} of your agency.`, 'WATCH_NOT_FOUND');
        await storeWithin?.(tx, null);
      });
    },
  };
}
