/**
 * The stored answers (idempotency_keys) as other capabilities need them: the retention job's purge, and the
 * erasure of a booking's personal data from the answers that carried it. The table is this folder's: nobody
 * else names it.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../db/client.js';

/** Deletes the answers stored at or before `cutoff` (an ISO instant); returns how many. */
export async function deleteAnswersStoredBefore(db: DbOrTx, cutoff: string): Promise<number> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`delete from idempotency_keys where created_at <= ${cutoff}::timestamptz returning key`,
  );
  return rows.length;
}

/**
 * Rewrites an agency's stored answers that concern one thing: those whose path contains one of `inPath` or
 * whose body contains one of `inBody`. `rewrite` gets a body and returns its new text, or null to leave it.
 * The rows are locked FOR UPDATE in the caller's transaction.
 */
export async function rewriteStoredAnswers(
  tx: Tx,
  agencyId: string,
  match: { inPath: readonly string[]; inBody: readonly string[] },
  rewrite: (body: string) => string | null,
): Promise<void> {
  const tests = [
    ...match.inPath.map((text) => sql`strpos(path, ${text}) > 0`),
    ...match.inBody.map((text) => sql`strpos(response_body, ${text}) > 0`),
  ];
  if (tests.length === 0) return;
  const rows = await queryRows<{ key: string; response_body: string }>(
    tx,
    sql`select key, response_body from idempotency_keys
        where agency_id = ${agencyId} and response_body is not null and (${sql.join(tests, sql` or `)})
        for update`,
  );
  for (const row of rows) {
    const rewritten = rewrite(row.response_body);
    if (rewritten === null) continue;
    await tx.execute(
      sql`update idempotency_keys set response_body = ${rewritten} where agency_id = ${agencyId} and key = ${row.key}`,
    );
  }
}
