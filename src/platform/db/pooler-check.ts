/**
 * What the service checks of its connection to PostgreSQL at start (server.ts), where a wrong setting would
 * otherwise show only under load:
 *
 * - A transaction pooler in front without DATABASE_POOLER=transaction: the named statements then fail on their
 *   second call (`prepared statement ... does not exist`), and 65 % of flows answered 500 while readiness said
 *   200 (issue 31). Detected, the service refuses to start and says which setting to give.
 * - Behind a transaction pooler the timeouts are the pooler's to set (db/client.ts): when the server connections
 *   it hands out have no lock_timeout, a lock held for long holds every call with it. Warned, not refused: the
 *   operator may have chosen so.
 */
import pg from 'pg';
import type { DatabasePooler } from '../../kernel/config.js';

/**
 * Whether connections to `url` share server sessions (a transaction or statement pooler). Two connections A and B,
 * each asking for its server process id: on a direct connection (or a session pooler) A keeps one server process
 * for its life and B, open at the same time, has another. Behind a transaction pooler A's server connection goes
 * back to the pool after each statement: B, asked next, is handed that same one (PgBouncer reuses the last
 * released first), or A's next statement lands on another. Either shows the pooling; neither can happen without it.
 */
export async function sharesServerSessions(url: string): Promise<boolean> {
  const a = new pg.Client({ connectionString: url });
  const b = new pg.Client({ connectionString: url });
  try {
    await a.connect();
    await b.connect();
    const pid = async (client: pg.Client) =>
      Number((await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid);
    const first = await pid(a);
    const other = await pid(b);
    const again = await pid(a);
    return first === other || first !== again;
  } finally {
    await Promise.allSettled([a.end(), b.end()]);
  }
}

/** Refusal text when the pooler setting does not match what is in front of the server; undefined when it does. */
export function poolerMismatch(configured: DatabasePooler, shared: boolean): string | undefined {
  if (shared && configured !== 'transaction') {
    return (
      'DATABASE_URL leads to a pooler that hands each transaction to another server connection (PgBouncer in ' +
      `transaction mode, say), but DATABASE_POOLER is ${configured}: set DATABASE_POOLER=transaction ` +
      '(docs/operations.md, "Behind PgBouncer"), or point DATABASE_URL at the server or a session pooler'
    );
  }
  return undefined;
}

/** The server connections' lock and statement timeouts in milliseconds (0: none). */
export async function serverTimeouts(url: string): Promise<{ lockMs: number; statementMs: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ lock_ms: string; statement_ms: string }>(
      `select extract(epoch from current_setting('lock_timeout')::interval) * 1000 as lock_ms,
              extract(epoch from current_setting('statement_timeout')::interval) * 1000 as statement_ms`,
    );
    return { lockMs: Number(rows[0]!.lock_ms), statementMs: Number(rows[0]!.statement_ms) };
  } finally {
    await client.end();
  }
}
