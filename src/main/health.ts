import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import { migrationsFolder, queryRows, type Database } from '../platform/db/client.js';
import { AppError } from '../kernel/errors.js';
import { ProblemSchema } from '../platform/http/problem-schema.js';
import type { DatabaseWriteHealth } from '../platform/db/availability.js';
import type { ReadRouting, ReadRoutingStatus } from '../platform/db/read-routing.js';
import { answerWithin } from '../kernel/clock.js';

const expectedMigrations = readMigrationFiles({ migrationsFolder }).length;

const Status = Type.Object({ status: Type.String() });

/** How long the readiness probe's write may take before the instance says it cannot write. */
const PROBE_TIMEOUT_MS = 2000;

export const healthRoutes: FastifyPluginAsync<{
  database: Database;
  /** The calls that failed in the database since the last write that went through (db/availability.ts). */
  writeHealth?: DatabaseWriteHealth;
  /** What the V1 rate limit counts in (memory, redis, memory-fallback); reported, never a reason to be unready. */
  rateLimitStatus?: () => string;
  /** The read replica's routing, when DATABASE_READ_URL is set: reported, never a reason to be unready. */
  readRouting?: Pick<ReadRouting, 'status'>;
}> = async (app, { database, writeHealth, rateLimitStatus, readRouting }) => {
  app.get(
    '/health/live',
    {
      schema: {
        operationId: 'getLiveness',
        tags: ['health'],
        summary: 'Liveness',
        description: 'Answers 200 while the process serves requests; says nothing of the database.',
        response: { 200: Status },
      },
    },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        operationId: 'getReadiness',
        tags: ['health'],
        summary: 'Readiness',
        description:
          'Ready when the database answers, every migration is applied, a write commits within 2 s, and the ' +
          "instance's recent calls are not failing for the database's sake (disk full, connections refused). " +
          'A load balancer routes by it; 503 takes the instance out of rotation until it can write again.',
        response: {
          200: Type.Object({
            status: Type.String(),
            migrations: Type.Integer(),
            rateLimit: Type.Optional(
              Type.String({ description: 'memory, redis, or memory-fallback while Redis is unreachable' }),
            ),
            readReplica: Type.Optional(
              Type.String({
                description:
                  'With a read replica (DATABASE_READ_URL): where search reads now and why, e.g. "replica (lag 120 ms)" or "primary: replica lagging (lag 2300 ms, bound 1000 ms)"; the primary serves them meanwhile, so it never makes the instance unready',
              }),
            ),
          }),
          503: ProblemSchema,
        },
      },
    },
    async () => {
      let applied: number;
      try {
        const rows = await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        applied = rows[0]?.n ?? 0;
      } catch {
        throw new AppError(503, 'NOT_READY', 'The database is not reachable or not migrated.');
      }
      // A read proves little: a full disk or a read-only server fails every write while reads answer. The
      // probe commits a transaction that has a transaction id (txid_current assigns one), so its commit is
      // written to the WAL and flushed, and checks that the server takes writes (not a standby, not read-only);
      // bounded, so a stalled server says 503 instead of holding the load balancer's check. What it cannot see
      // (a data file that cannot grow while the WAL still can), the calls' own failures say (writeHealth).
      try {
        await answerWithin(PROBE_TIMEOUT_MS, database.ping(), 'the write probe');
      } catch {
        throw new AppError(503, 'NOT_READY', 'The database does not accept writes.');
      }
      const unready = writeHealth?.unreadyReason();
      if (unready) throw new AppError(503, 'NOT_READY', `The database is failing this instance's calls: ${unready}.`);
      if (applied < expectedMigrations) {
        throw new AppError(
          503,
          'NOT_READY',
          `The database has ${applied} of ${expectedMigrations} migrations applied.`,
        );
      }
      return {
        status: 'ready',
        migrations: applied,
        ...(rateLimitStatus ? { rateLimit: rateLimitStatus() } : {}),
        ...(readRouting ? { readReplica: describeReadRouting(readRouting.status()) } : {}),
      };
    },
  );
};

/** The read replica's state in words, for readiness's `readReplica`. */
export function describeReadRouting(s: ReadRoutingStatus): string {
  const lag = s.lagMs === undefined ? 'lag not measured yet' : `lag ${s.lagMs} ms`;
  if (s.target === 'replica') return `replica (${lag})`;
  const why = {
    starting: 'replica not measured yet',
    lagging: `replica lagging (${lag}, bound ${s.maxLagMs} ms)`,
    // No error text: readiness is answered to whoever asks, and the message names the replica's address (the log has it).
    unreachable: 'replica unreachable',
    failed: 'replica failed a read',
    'not-a-standby': 'DATABASE_READ_URL is not a standby (promoted, or a primary)',
    'other-cluster': "DATABASE_READ_URL is a standby of another cluster than DATABASE_URL's",
  }[s.reason ?? 'lagging'];
  return `primary: ${why}`;
}
