/**
 * Sailings: finding one by the references operators and partners use, its calls, and whether a voyage on it
 * is still on sale. Disruptions change sailings; search, create, V1 quotes, refdata and the portal read them
 * here, so each rule is written once.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../platform/db/client.js';
import type { ports } from './schema/catalog.js';
import type { sailingCalls, sailings } from './schema/sailings.js';
import type { CamelRow, TableRow } from '../../platform/db/table-row.js';
import { AppError } from '../../kernel/errors.js';
import { apiDateTime } from '../../kernel/time.js';

export interface SailingRow {
  id: number;
  code: string;
  shipCode: string;
  /** Operator-local, API form. */
  departureAt: string;
  arrivalAt: string;
  cancelledAt: Date | null;
}

export interface CallRow {
  seq: number;
  portCode: string;
  /** Operator-local, API form; null at the first call. */
  arrivalAt: string | null;
  /** null at the last call. */
  departureAt: string | null;
  skipped: boolean;
}

/** The time a call is known by: its departure, or its arrival at the last call. */
export const callTime = (c: CallRow): string => (c.departureAt ?? c.arrivalAt)!;

/** A sailing as SAILING_COLUMNS read it: the driver's forms (cancelled_at is the timestamptz's text). */
type SailingDbRow = Pick<
  CamelRow<TableRow<typeof sailings>>,
  'id' | 'code' | 'shipCode' | 'departureAt' | 'arrivalAt' | 'cancelledAt'
>;

/** A call as callsOfSailing reads it, in the driver's forms. */
type CallDbRow = Pick<CamelRow<TableRow<typeof sailingCalls>>, 'seq' | 'portCode' | 'arrivalAt' | 'departureAt'> & {
  skipped: boolean;
};

const SAILING_COLUMNS = sql`s.id, s.code, s.ship_code as "shipCode", s.departure_at as "departureAt",
  s.arrival_at as "arrivalAt", s.cancelled_at as "cancelledAt"`;

function toSailing(r: SailingDbRow): SailingRow {
  return {
    ...r,
    departureAt: apiDateTime(r.departureAt),
    arrivalAt: apiDateTime(r.arrivalAt),
    cancelledAt: r.cancelledAt === null ? null : new Date(r.cancelledAt),
  };
}

/**
 * A sailing by its id (digits), its code (`RW-2027-01-10`), or ship and local departure date
 * (`RW+2027-01-10`). 404 SAILING_NOT_FOUND otherwise; 400 when ship+date matches more than one sailing.
 */
export async function findSailing(db: DbOrTx, ref: string, lock: 'none' | 'update' = 'none'): Promise<SailingRow> {
  const shipDate = /^([A-Za-z0-9]+)\+(\d{4}-\d{2}-\d{2})$/.exec(ref);
  let where: SQL;
  if (/^\d{1,9}$/.test(ref)) where = sql`s.id = ${Number(ref)}`;
  else if (shipDate) {
    where = sql`s.ship_code = ${shipDate[1]} and s.departure_at >= ${shipDate[2]}::timestamp
                and s.departure_at < ${shipDate[2]}::timestamp + interval '1 day'`;
  } else where = sql`s.code = ${ref}`;
  const rows = await queryRows<SailingDbRow>(
    db,
    sql`select ${SAILING_COLUMNS} from sailings s where ${where} order by s.id
        ${lock === 'update' ? sql`for update of s` : sql``}`,
  );
  if (rows.length === 0) {
    throw new AppError(404, 'SAILING_NOT_FOUND', `No sailing "${ref}" (give its id, its code, or SHIP+YYYY-MM-DD).`, {
      sailing: ['is not a sailing id, code or SHIP+YYYY-MM-DD of the catalogue'],
    });
  }
  if (rows.length > 1) {
    throw new AppError(400, 'VALIDATION_FAILED', `"${ref}" matches ${rows.length} sailings; give the sailing code.`, {
      sailing: [`matches ${rows.map((r) => r.code).join(', ')}; give one of these codes`],
    });
  }
  return toSailing(rows[0]!);
}

export async function callsOfSailing(db: DbOrTx, sailingId: number): Promise<CallRow[]> {
  const rows = await queryRows<CallDbRow>(
    db,
    sql`select seq, port_code as "portCode", arrival_at as "arrivalAt", departure_at as "departureAt",
               skipped_at is not null as skipped
        from sailing_calls where sailing_id = ${sailingId} order by seq`,
  );
  return rows.map((c) => ({
    ...c,
    arrivalAt: c.arrivalAt === null ? null : apiDateTime(c.arrivalAt),
    departureAt: c.departureAt === null ? null : apiDateTime(c.departureAt),
  }));
}

/** A sailing's code by its id, or null (the booking page's link to it). */
export async function sailingCodeById(db: DbOrTx, sailingId: number): Promise<string | null> {
  const [row] = await queryRows<{ code: string }>(db, sql`select code from sailings where id = ${sailingId}`);
  return row?.code ?? null;
}

/** The English names of ports by code (the code itself for a port without one), for pages that speak in words. */
export async function portNames(db: DbOrTx, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await queryRows<Pick<TableRow<typeof ports>, 'code'> & { name: string }>(
    db,
    sql`select code, coalesce(name->>'en', code) as name from ports
        where code in (${sql.join(
          [...new Set(codes)].map((c) => sql`${c}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((r) => [r.code, r.name]));
}

// ---------------------------------------------------------------------------------------------------------
// What is still on sale
// ---------------------------------------------------------------------------------------------------------

/**
 * A voyage (a sailing from one call to another) is on sale while its sailing is not cancelled and neither
 * the call it embarks at nor the one it disembarks at is skipped (disruptions/ records both). The rule is
 * written once, here, over a sailings row and the two sailing_calls rows of the voyage, named by their
 * aliases: voyage search has them joined already; package departures and create's check join them.
 */
export const voyageOnSale = (rows: { sailing: string; from: string; to: string }): SQL =>
  sql`${sql.identifier(rows.sailing)}.cancelled_at is null and ${sql.identifier(rows.from)}.skipped_at is null
      and ${sql.identifier(rows.to)}.skipped_at is null`;

/** SQL over package_departures alias `pd`: the departure is on sale (V2 and V1 package search, refdata dates). */
export const packageDepartureOnSale = sql`exists (select 1 from sailings xs
    join sailing_calls xf on xf.sailing_id = xs.id and xf.seq = pd.from_seq
    join sailing_calls xt on xt.sailing_id = xs.id and xt.seq = pd.to_seq
  where xs.id = pd.sailing_id and ${voyageOnSale({ sailing: 'xs', from: 'xf', to: 'xt' })})`;

/**
 * The statements of assertVoyageOnSale, exported for the benchmark's create script (bench/sql-scripts.ts), which
 * runs these texts.
 */
export const voyageSailingLockQuery = (sailingId: number): SQL =>
  sql`select 1 from sailings where id = ${sailingId} for key share`;

export const voyageOnSaleQuery = (range: { sailingId: number; fromSeq: number; toSeq: number }): SQL =>
  sql`select ${voyageOnSale({ sailing: 's', from: 'f', to: 't' })} as "onSale", s.cancelled_at is not null as cancelled,
             array_remove(array[case when f.skipped_at is not null then f.port_code end,
                                case when t.skipped_at is not null then t.port_code end], null) as skipped
      from sailings s
      join sailing_calls f on f.sailing_id = s.id and f.seq = ${range.fromSeq}
      join sailing_calls t on t.sailing_id = s.id and t.seq = ${range.toSeq}
      where s.id = ${range.sailingId}`;

/**
 * Inside a create's transaction, before anything is held: 409 SAILING_CANCELLED when the voyage's sailing
 * is cancelled, 409 CALL_SKIPPED when the voyage embarks or disembarks at a skipped call. A session opened
 * by a search before the disruption may still name the voyage; this is where it stops being sold.
 *
 * The race with a disruption being saved: the save holds the sailing row FOR UPDATE until it commits. The
 * KEY SHARE lock here waits for it, and the second statement (a new snapshot, READ COMMITTED) reads what it
 * committed. A create that took the lock first holds it until it commits, so the save, which locks the
 * sailing before it reads the held bookings, always sees that create's booking and ends its session.
 */
export async function assertVoyageOnSale(tx: Tx, range: { sailingId: number; fromSeq: number; toSeq: number }) {
  await tx.execute(voyageSailingLockQuery(range.sailingId));
  const [row] = await queryRows<{ onSale: boolean; cancelled: boolean; skipped: string[] }>(
    tx,
    voyageOnSaleQuery(range),
  );
  if (!row || row.onSale) return;
  if (row.cancelled) {
    throw new AppError(
      409,
      'SAILING_CANCELLED',
      'The sailing of this voyage has been cancelled by the operator; it is no longer sold. Search again.',
    );
  }
  if (row.skipped.length > 0) {
    throw new AppError(
      409,
      'CALL_SKIPPED',
      `The ship no longer calls at ${row.skipped.join(' and ')} on this voyage; it is no longer sold. Search again.`,
    );
  }
}

/** The catalogue side of a cancellation: the sailing is no longer sold at all (search and create check it). */
export async function markSailingCancelled(tx: Tx, sailingId: number, now: Date): Promise<void> {
  await tx.execute(sql`update sailings set cancelled_at = ${now.toISOString()}::timestamptz where id = ${sailingId}`);
}

/** The catalogue side of a skip: journeys embarking or disembarking at the call are no longer sold. */
export async function markCallSkipped(tx: Tx, sailingId: number, seq: number, now: Date): Promise<void> {
  await tx.execute(
    sql`update sailing_calls set skipped_at = ${now.toISOString()}::timestamptz
        where sailing_id = ${sailingId} and seq = ${seq}`,
  );
}

/**
 * The catalogue side of a retime: the call's new departure (arrival at the last call), its arrival moved by
 * as much (the ship comes and goes that much later or earlier), and the materialised times that copy the
 * call's: the sailing's departure or arrival at its first or last call, package departures starting or
 * ending there. Excursion departures keep their own schedule.
 */
export async function retimeCall(
  tx: Tx,
  sailingId: number,
  call: CallRow,
  next: { arrivalAt: string | null; departureAt: string | null },
): Promise<void> {
  await tx.execute(
    sql`update sailing_calls set arrival_at = ${next.arrivalAt}::timestamp, departure_at = ${next.departureAt}::timestamp
        where sailing_id = ${sailingId} and seq = ${call.seq}`,
  );
  await tx.execute(
    sql`update sailings s set
          departure_at = case when ${call.seq} = (select min(seq) from sailing_calls where sailing_id = s.id)
                              then ${next.departureAt}::timestamp else s.departure_at end,
          arrival_at = case when ${call.seq} = (select max(seq) from sailing_calls where sailing_id = s.id)
                            then ${next.arrivalAt}::timestamp else s.arrival_at end
        where s.id = ${sailingId}`,
  );
  await tx.execute(
    sql`update package_departures set
          start_at = case when from_seq = ${call.seq} then ${next.departureAt}::timestamp else start_at end,
          end_at = case when to_seq = ${call.seq} then ${next.arrivalAt}::timestamp else end_at end
        where sailing_id = ${sailingId} and (from_seq = ${call.seq} or to_seq = ${call.seq})`,
  );
}

/** The fare table a sailing is priced by (create picks its fare from it). */
export async function fareTableOfSailing(db: DbOrTx, sailingId: number): Promise<string> {
  const [row] = await queryRows<{ fare_table_code: string }>(
    db,
    sql`select fare_table_code from sailings where id = ${sailingId}`,
  );
  return row!.fare_table_code;
}
