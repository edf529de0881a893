/**
 * A flood of valid access requests (issue 24 item 5): `npx tsx bench/access-request-flood.ts [seconds]
 * [addresses] [connections]`. One process (PGlite in memory, TRUST_PROXY=true so that X-Forwarded-For is the
 * client address); `connections` loops post the public form, each request from one of `addresses`
 * addresses. Prints the answers, the requests filed and the process's CPU.
 */
import { count } from 'drizzle-orm';
import { buildApp } from '../src/main/app.js';
import { memoryKeySource } from '../src/domain/auth/keys.js';
import { systemClock } from '../src/kernel/clock.js';
import { loadConfig } from '../src/kernel/config.js';
import { openDatabase } from '../src/platform/db/client.js';
import { portalAccessRequests } from '../src/domain/accounts/schema.js';

const [seconds = 20, addresses = 4, connections = 8] = process.argv.slice(2).map(Number);
const database = await openDatabase({ memory: true });
await database.migrate();
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', TRUST_PROXY: 'true' });
const app = await buildApp({ config, database, clock: systemClock, keySource: memoryKeySource() });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

// A visitor's form token and its cookie, read once and used by every loop.
const page = await fetch(`${base}/portal/request-access`);
const cookie = page.headers
  .getSetCookie()
  .map((line) => line.split(';')[0])
  .join('; ');
const csrf = /name="_csrf" value="([^"]+)"/.exec(await page.text())![1]!;

const statuses = new Map<number, number>();
let next = 0;
const deadline = Date.now() + seconds * 1000;
const cpuBefore = process.cpuUsage();
const loop = async () => {
  while (Date.now() < deadline) {
    const n = next++;
    const response = await fetch(`${base}/portal/request-access`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie,
        'x-forwarded-for': `10.1.0.${n % addresses}`,
      },
      body: new URLSearchParams({
        _csrf: csrf,
        agencyName: `Flood ${n}`,
        market: 'NO',
        currencies: 'NOK',
        contactName: 'Flood',
        email: `flood-${n}@flood.example`,
        password: 'a-long-enough-password',
      }).toString(),
      redirect: 'manual',
    });
    await response.arrayBuffer();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
};
await Promise.all(Array.from({ length: connections }, loop));
const cpu = process.cpuUsage(cpuBefore);
const [filed] = await database.db.select({ n: count() }).from(portalAccessRequests);
process.stdout.write(
  [
    `${seconds} s, ${addresses} addresses, ${connections} connections; limits ${config.portal.accessRequests.perAddress} per address, ${config.portal.accessRequests.max} in all per ${config.portal.accessRequests.windowSeconds} s`,
    `answers: ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}; filed ${filed?.n ?? 0}; CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`,
  ].join('\n') + '\n',
);
await app.close();
await database.close();
