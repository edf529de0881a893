/** The change quotes' table (schema.ts): written by the quote, read and marked by the apply. */
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/client.js';
import type { TableRow } from '../../platform/db/table-row.js';
import type { changeQuotes } from './schema.js';
import type { ChangeQuoteBody } from './schemas.js';
import type { ChangeQuote } from './service.js';

export async function insertChangeQuote(
  tx: Tx,
  q: {
    id: string;
    bookingId: string;
    agencyId: string;
    sessionId: string;
    bookingVersion: number;
    change: ChangeQuoteBody;
    answer: ChangeQuote;
    feeMinor: number;
    newTotalMinor: number;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await tx.execute(
    sql`insert into change_quotes (id, booking_id, agency_id, session_id, booking_version, change, answer, fee_minor,
          new_total_minor, created_at, expires_at)
        values (${q.id}, ${q.bookingId}, ${q.agencyId}, ${q.sessionId}, ${q.bookingVersion}, ${JSON.stringify(q.change)}::jsonb,
          ${JSON.stringify(q.answer)}::jsonb, ${q.feeMinor}, ${q.newTotalMinor}, ${q.now.toISOString()}, ${q.expiresAt.toISOString()})`,
  );
}

export interface StoredChangeQuote {
  id: string;
  sessionId: string | null;
  bookingVersion: number;
  change: ChangeQuoteBody;
  answer: ChangeQuote;
  newTotalMinor: number;
  expiresAt: Date;
  appliedAt: Date | null;
}

type Row = Pick<
  TableRow<typeof changeQuotes>,
  'id' | 'session_id' | 'booking_version' | 'new_total_minor' | 'expires_at' | 'applied_at'
> & { change: ChangeQuoteBody; answer: ChangeQuote };

/** The booking's quote of that id; undefined for another booking's or an unknown one. */
export async function changeQuoteOf(tx: Tx, id: string, bookingId: string): Promise<StoredChangeQuote | undefined> {
  const [row] = await queryRows<Row>(
    tx,
    sql`select id, session_id, booking_version, change, answer, new_total_minor, expires_at, applied_at
        from change_quotes where id = ${id} and booking_id = ${bookingId}`,
  );
  if (!row) return undefined;
  return {
    id: row.id,
    sessionId: row.session_id,
    bookingVersion: Number(row.booking_version),
    change: row.change,
    answer: row.answer,
    newTotalMinor: Number(row.new_total_minor),
    expiresAt: new Date(row.expires_at),
    appliedAt: row.applied_at === null ? null : new Date(row.applied_at),
  };
}

export async function markApplied(tx: Tx, id: string, now: Date): Promise<void> {
  await tx.execute(sql`update change_quotes set applied_at = ${now.toISOString()} where id = ${id}`);
}
