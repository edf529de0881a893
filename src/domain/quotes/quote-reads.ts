/**
 * The quote reads and writes of the V1 flow (the quotes table is this folder's own). What a quote reads of the
 * catalogue (the package, its departures, addons, excursions and tours) is the catalogue's read
 * (catalog/package-reads.ts), re-exported here so the flow imports its reads from one module. Every function
 * takes a Db or a transaction handle, so the service decides the transaction.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import type { quotes } from './schema.js';
import type { CamelRow, Narrow, TableRow } from '../../platform/db/table-row.js';
import { departuresStartedBefore } from '../catalog/catalog-reads.js';
import type { QuoteState } from './types.js';

export {
  departureById,
  departureOn,
  includedItems,
  offeredAddons,
  offeredExcursions,
  packageByCode,
  supplementalTour,
  tourStageRoutes,
  type Departure,
  type IncludedItem,
  type OfferedAddon,
  type OfferedExcursion,
  type PackageRow,
  type SupplementalTourRow,
} from '../catalog/package-reads.js';

export interface QuoteRow {
  id: string;
  agencyId: string;
  packageCode: string;
  departureId: string;
  currency: string;
  agentId: string | null;
  state: QuoteState;
  createdAt: Date;
}

/** A quote as loadQuote reads it: created_at is the driver's text, made a Date for QuoteRow. */
type QuoteDbRow = Narrow<
  Pick<
    CamelRow<TableRow<typeof quotes>>,
    'id' | 'agencyId' | 'packageCode' | 'departureId' | 'currency' | 'agentId' | 'state' | 'createdAt'
  >,
  { state: QuoteState }
>;

/** The agency's quote (locked for update inside a transaction when asked), or undefined. */
export async function loadQuote(
  db: DbOrTx,
  quoteId: string,
  agencyId: string,
  options: { forUpdate?: boolean } = {},
): Promise<QuoteRow | undefined> {
  const [row] = await queryRows<QuoteDbRow>(
    db,
    sql`select id, agency_id as "agencyId", package_code as "packageCode", departure_id as "departureId", currency,
               agent_id as "agentId", state, created_at as "createdAt"
        from quotes where id = ${quoteId} and agency_id = ${agencyId}
        ${options.forUpdate ? sql`for update` : sql``}`,
  );
  return row && { ...row, createdAt: new Date(row.createdAt) };
}

/** A new quote row; created and updated at `now`. */
export async function insertQuote(db: DbOrTx, quote: Omit<QuoteRow, 'createdAt'>, now: Date): Promise<void> {
  await db.execute(
    sql`insert into quotes (id, agency_id, package_code, departure_id, currency, agent_id, state, created_at, updated_at)
        values (${quote.id}, ${quote.agencyId}, ${quote.packageCode}, ${quote.departureId}, ${quote.currency},
                ${quote.agentId}, ${JSON.stringify(quote.state)}::jsonb, ${now.toISOString()}::timestamptz,
                ${now.toISOString()}::timestamptz)`,
  );
}

export async function saveQuoteState(db: DbOrTx, quoteId: string, state: QuoteState, now: Date): Promise<void> {
  await db.execute(
    sql`update quotes set state = ${JSON.stringify(state)}::jsonb, updated_at = ${now.toISOString()}::timestamptz
        where id = ${quoteId}`,
  );
}

/** Deletes the quotes of package departures that started more than 30 days before `now`; returns how many. */
export async function deleteQuotesOfPastDepartures(db: DbOrTx, now: Date): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`delete from quotes where departure_id in ${departuresStartedBefore(
      sql`(${now.toISOString()}::timestamptz at time zone 'UTC') - interval '30 days'`,
    )} returning id`,
  );
  return rows.length;
}
