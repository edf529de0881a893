import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import { migrationsFolder, queryRows, type Database } from './db/client.js';
import { AppError } from './errors.js';
import { ProblemSchema } from './http/problem-schema.js';

const expectedMigrations = readMigrationFiles({ migrationsFolder }).length;

const Status = Type.Object({ status: Type.String() });

export const healthRoutes: FastifyPluginAsync<{
  database: Database;
  /** What the V1 rate limit counts in (memory, redis, memory-fallback); reported, never a reason to be unready. */
  rateLimitStatus?: () => string;
}> = async (app, { database, rateLimitStatus }) => {
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
        description: 'Ready when the database answers and every migration is applied.',
        response: {
          200: Type.Object({
            status: Type.String(),
            migrations: Type.Integer(),
            rateLimit: Type.Optional(
              Type.String({ description: 'memory, redis, or memory-fallback while Redis is unreachable' }),
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
      if (applied < expectedMigrations) {
        throw new AppError(
          503,
          'NOT_READY',
          `The database has ${applied} of ${expectedMigrations} migrations applied.`,
        );
      }
      return { status: 'ready', migrations: applied, ...(rateLimitStatus ? { rateLimit: rateLimitStatus() } : {}) };
    },
  );
};
