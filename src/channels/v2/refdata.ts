/** Reference data under /api/v2/refdata: ships, ports and packages (domain/catalog/refdata.ts). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { UserKeyQuery } from '../../domain/auth/index.js';
import type { Clock } from '../../kernel/clock.js';
import type { Database } from '../../platform/db/client.js';
import { createRefdataReads, PackageSchema, PortSchema, ShipSchema } from '../../domain/catalog/refdata.js';

export interface RefdataOptions {
  database: Database;
  clock: Clock;
  /** The operator's time zone: catalogue times are its wall-clock times. */
  timeZone: string;
}

export const refdataRoutes: FastifyPluginAsyncTypebox<RefdataOptions> = async (app, { database, clock, timeZone }) => {
  const refdata = createRefdataReads({ db: database.db, clock, timeZone });

  app.get(
    '/ships',
    {
      schema: {
        operationId: 'listShips',
        tags: ['refdata'],
        summary: 'Ships, their decks and cabin grades',
        description: 'Every ship of the catalogue with its decks, cabin grades and the number of cabins of each.',
        querystring: UserKeyQuery,
        response: { 200: Type.Array(ShipSchema) },
      },
    },
    async () => refdata.ships(),
  );

  app.get(
    '/ports',
    {
      schema: {
        operationId: 'listPorts',
        tags: ['refdata'],
        summary: 'Ports with localized names',
        description: 'Every port of the catalogue: its code (as in searches and bookings) and its names (en, nb, de).',
        querystring: UserKeyQuery,
        response: { 200: Type.Array(PortSchema) },
      },
    },
    async () => refdata.ports(),
  );

  app.get(
    '/packages',
    {
      schema: {
        operationId: 'listPackages',
        tags: ['refdata'],
        summary: 'Packages, their future departure dates and the supplemental packages that can be added',
        description:
          'supplementalPackages are the Arrival tours at the package’s start port (packageType arrival) and the ' +
          'Departure tours at its end port (packageType departure), except those the package already includes.',
        querystring: UserKeyQuery,
        response: { 200: Type.Array(PackageSchema) },
      },
    },
    async () => refdata.packages(),
  );
};
