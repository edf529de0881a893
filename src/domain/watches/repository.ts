/** The SQL of watches and their states (this folder's tables; see schema.ts and migration 0025). */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../platform/db/client.js';
import type { CamelRow, TableRow } from '../../platform/db/table-row.js';
import type { watches, watchStates } from './schema.js';

export type WatchRow = CamelRow<TableRow<typeof watches>>;
export type WatchStateRow = CamelRow<TableRow<typeof watchStates>>;

const WATCH_COLUMNS = sql`id, agency_id as "agencyId", departure_port as "departurePort", arrival_port as "arrivalPort",
  departure_from::text as "departureFrom", departure_to::text as "departureTo", cabin_grade as "cabinGrade", guests,
  max_price_per_guest_minor as "maxPricePerGuestMinor", currency, created_at as "createdAt"`;

/**
 * Inserts the watch if the agency has fewer than `limit` live ones (departure_to on or after `today`), under a
 * transaction lock on the agency's watches so that concurrent creates count one after the other. False: the limit.
 */
export async function insertWatchWithin(
  tx: Tx,
  watch: Omit<WatchRow, 'createdAt'>,
  createdAt: Date,
  today: string,
  limit: number,
) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`watches:${watch.agencyId}`}, 0))`);
  const [count] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from watches where agency_id = ${watch.agencyId} and departure_to >= ${today}::date`,
  );
  if (count!.n >= limit) return false;
  await tx.execute(
    sql`insert into watches (id, agency_id, departure_port, arrival_port, departure_from, departure_to, cabin_grade,
                             guests, max_price_per_guest_minor, currency, created_at)
        values (${watch.id}, ${watch.agencyId}, ${watch.departurePort}, ${watch.arrivalPort}, ${watch.departureFrom}::date,
                ${watch.departureTo}::date, ${watch.cabinGrade}, ${watch.guests}, ${watch.maxPricePerGuestMinor},
                ${watch.currency}, ${createdAt.toISOString()}::timestamptz)`,
  );
  return true;
}

/** The agency's live watches (departure_to on or after `today`), oldest first. */
export const agencyWatches = (db: DbOrTx, agencyId: string, today: string) =>
  queryRows<WatchRow>(
    db,
    sql`select ${WATCH_COLUMNS} from watches where agency_id = ${agencyId} and departure_to >= ${today}::date
        order by created_at, id`,
  );

/** Every live watch, for the evaluation. */
export const liveWatches = (db: DbOrTx, today: string) =>
  queryRows<WatchRow>(db, sql`select ${WATCH_COLUMNS} from watches where departure_to >= ${today}::date order by id`);

/** Ends the agency's watch; false when it has none of that id. */
export async function deleteWatch(db: DbOrTx, agencyId: string, watchId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`delete from watches where id = ${watchId} and agency_id = ${agencyId} returning id`,
  );
  return rows.length > 0;
}

/** Removes the watches whose last departure day is before `today` (their states go with them). */
export async function deleteEndedWatches(db: DbOrTx, today: string): Promise<void> {
  await db.execute(sql`delete from watches where departure_to < ${today}::date`);
}

/** The states of these watches. */
export async function statesOf(db: DbOrTx, watchIds: string[]): Promise<WatchStateRow[]> {
  if (watchIds.length === 0) return [];
  return queryRows<WatchStateRow>(
    db,
    sql`select watch_id as "watchId", sailing_id as "sailingId", from_seq as "fromSeq", cabin_grade as "cabinGrade",
               bookable, below, observed_at as "observedAt"
        from watch_states where watch_id = any(${`{${watchIds.join(',')}}`}::text[])`,
  );
}

export type StateKey = Pick<WatchStateRow, 'watchId' | 'sailingId' | 'fromSeq' | 'cabinGrade'>;

/** First sights: inserted unless a state is there already (another instance's first sight). */
export async function insertFirstSights(
  db: DbOrTx,
  rows: (StateKey & { bookable: boolean; below: boolean })[],
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(
    sql`insert into watch_states (watch_id, sailing_id, from_seq, cabin_grade, bookable, below, observed_at)
        values ${sql.join(
          rows.map(
            (r) =>
              sql`(${r.watchId}, ${r.sailingId}, ${r.fromSeq}, ${r.cabinGrade}, ${r.bookable}, ${r.below}, ${at.toISOString()}::timestamptz)`,
          ),
          sql`, `,
        )}
        on conflict do nothing`,
  );
}

/**
 * Records a transition if the state is still the one this instance read (`before`) and not observed later than
 * `at`: of several instances that saw the same change, exactly one gets true (the row lock orders them, and the
 * others' WHERE no longer matches), and that one writes the events in the same transaction.
 */
export async function recordTransition(
  tx: Tx,
  key: StateKey,
  before: { bookable: boolean; below: boolean },
  after: { bookable: boolean; below: boolean },
  at: Date,
): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`update watch_states set bookable = ${after.bookable}, below = ${after.below}, observed_at = ${at.toISOString()}::timestamptz
        where watch_id = ${key.watchId} and sailing_id = ${key.sailingId} and from_seq = ${key.fromSeq}
          and cabin_grade = ${key.cabinGrade} and bookable = ${before.bookable} and below = ${before.below}
          and observed_at <= ${at.toISOString()}::timestamptz
        returning 1 as n`,
  );
  return rows.length > 0;
}
