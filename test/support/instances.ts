/**
 * Several app instances on one database with one signing key and one clock, as a deployment runs them, each
 * with `GET /api/test/whoami` behind the partner authentication (a token and a user key). For the tests of
 * what every instance must honour (secret rotation and rolling, suspension).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/main/app.js';
import { memoryKeySource } from '../../src/domain/auth/keys.js';
import type { Clock } from '../../src/kernel/clock.js';
import { loadConfig } from '../../src/kernel/config.js';
import type { TestDatabase } from './database.js';

export async function authenticatedInstances(tdb: TestDatabase, clock: Clock, count = 2): Promise<FastifyInstance[]> {
  const keySource = memoryKeySource();
  const instances: FastifyInstance[] = [];
  for (let i = 0; i < count; i++) {
    const app = await buildApp({ config: loadConfig({}), database: tdb.database, clock, keySource, logger: false });
    await app.register(
      async (api) => {
        api.addHook('onRequest', app.authenticate);
        api.get('/whoami', async (request) => ({ clientId: request.agency.clientId }));
      },
      { prefix: '/api/test' },
    );
    instances.push(app);
  }
  return instances;
}
