/**
 * Throughput of an authenticated GET against the same route without authentication, on one process:
 * `npx tsx bench/auth-overhead.ts`. The warm path (cached token verification and user key) should cost
 * only a small fraction of a bare route.
 */
import autocannon from 'autocannon';
import { buildApp } from '../src/main/app.js';
import { memoryKeySource } from '../src/domain/auth/keys.js';
import { ensureSandboxAgencies } from '../src/domain/auth/sandbox.js';
import { systemClock } from '../src/kernel/clock.js';
import { loadConfig } from '../src/kernel/config.js';
import { openDatabase } from '../src/platform/db/client.js';

const database = await openDatabase({ memory: true });
await database.migrate();
await ensureSandboxAgencies(database.db);
const app = await buildApp({ config: loadConfig({}), database, clock: systemClock, keySource: memoryKeySource() });
app.get('/bench/bare', async () => ({ ok: true }));
await app.register(
  async (api) => {
    api.addHook('onRequest', app.authenticate);
    api.get('/authenticated', async (request) => ({ ok: true, agency: request.agency.clientId }));
  },
  { prefix: '/bench' },
);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const token = (
  await app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: { grant_type: 'client_credentials', client_id: 'sandbox-agency', client_secret: 'sandbox-secret', audience: 'partner-api-staging' },
  })
).json().access_token as string;

async function run(path: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url: `${address}${path}`, headers, connections: 50, duration: 5 });
  if (result.non2xx > 0) throw new Error(`${path}: ${result.non2xx} non-2xx answers`);
  return result.requests.average;
}

await run('/bench/bare'); // warm up
const bare = await run('/bench/bare?user_key=sandbox-user-key', { authorization: `Bearer ${token}` });
const authenticated = await run('/bench/authenticated?user_key=sandbox-user-key', { authorization: `Bearer ${token}` });
process.stdout.write(
  `bare ${Math.round(bare)} req/s, authenticated ${Math.round(authenticated)} req/s (${Math.round((authenticated / bare) * 100)} %)\n`,
);
await app.close();
await database.close();
