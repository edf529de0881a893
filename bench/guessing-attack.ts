/**
 * What a guessing flood on one client id costs, and what the partner sees meanwhile (issue 24 item 7):
 * `npx tsx bench/guessing-attack.ts [seconds] [connections] [addresses]`.
 *
 * One process (PGlite in memory, TRUST_PROXY=true so that X-Forwarded-For is the client address). For
 * `seconds`, `connections` concurrent loops post wrong secrets for sandbox-agency-2, each from the next of
 * `addresses` addresses (0: a new address for every request, an attacker with unlimited addresses); once a
 * second the partner asks for a token with its correct secret from an address it never used. Prints the
 * secrets checked a second, the process's CPU, and the partner's answers and latency. The sandbox secrets
 * have the fast pre-check (auth/secrets.ts); BENCH_LEGACY_HASH=1 stores the attacked one without it, as
 * before pre-checks, so that every check is a scrypt hash and the under-attack budget decides; with
 * AUTH_ATTACK_VERIFICATIONS_PER_SECOND=1000 as well, there is in effect no budget.
 */
import { buildApp } from '../src/main/app.js';
import { memoryKeySource } from '../src/domain/auth/keys.js';
import { ensureSandboxAgencies } from '../src/domain/auth/sandbox.js';
import { eq } from 'drizzle-orm';
import { hashSecret } from '../src/domain/auth/secrets.js';
import { systemClock } from '../src/kernel/clock.js';
import { agencies } from '../src/domain/auth/schema.js';
import { loadConfig } from '../src/kernel/config.js';
import { openDatabase } from '../src/platform/db/client.js';

const [seconds = 20, connections = 32, addresses = 0] = process.argv.slice(2).map(Number);
const database = await openDatabase({ memory: true });
await database.migrate();
await ensureSandboxAgencies(database.db);
if (process.env.BENCH_LEGACY_HASH === '1') {
  await database.db
    .update(agencies)
    .set({ clientSecretHash: await hashSecret('sandbox-secret-2') })
    .where(eq(agencies.clientId, 'sandbox-agency-2'));
}
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', TRUST_PROXY: 'true' });
const app = await buildApp({ config, database, clock: systemClock, keySource: memoryKeySource() });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const body = (secret: string) =>
  JSON.stringify({
    grant_type: 'client_credentials',
    client_id: 'sandbox-agency-2',
    client_secret: secret,
    audience: config.auth.audience,
  });
const post = async (secret: string, address: string) => {
  const started = performance.now();
  const response = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: body(secret),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
};
const ipv4 = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

const statuses = new Map<number, number>();
let next = 0;
const deadline = Date.now() + seconds * 1000;
const cpuBefore = process.cpuUsage();
const attacker = async () => {
  while (Date.now() < deadline) {
    const n = next++;
    const { status } = await post(`guess-${n}`, ipv4(addresses > 0 ? n % addresses : n));
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
};
const partner = async () => {
  const answers: { status: number; ms: number }[] = [];
  for (let i = 0; Date.now() < deadline - 1000; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    answers.push(await post('sandbox-secret-2', `198.51.${Math.floor(i / 250)}.${i % 250}`));
  }
  return answers;
};
const [answers] = await Promise.all([partner(), ...Array.from({ length: connections }, attacker)]);
const cpu = process.cpuUsage(cpuBefore);

const verified = (statuses.get(401) ?? 0) + answers.filter((a) => a.status === 200).length;
const served = answers
  .filter((a) => a.status === 200)
  .map((a) => a.ms)
  .sort((a, b) => a - b);
const at = (q: number) => Math.round(served[Math.min(served.length - 1, Math.floor(q * served.length))] ?? NaN);
process.stdout.write(
  [
    `${seconds} s, ${connections} connections, ${addresses || 'a new address per request'} addresses, budget ${config.auth.attackVerificationsPerSecond}/s`,
    `attacker answers: ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}`,
    `secrets checked: ${verified} (${(verified / seconds).toFixed(1)}/s; each a scrypt hash, or only its pre-check when it has one and the secret is wrong); CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of ${seconds} s`,
    `partner (new address each time): ${served.length} of ${answers.length} served; latency p50 ${at(0.5)} ms, max ${at(1)} ms; refused ${answers.length - served.length}`,
    `partner, in order: ${answers.map((a) => `${a.status} ${Math.round(a.ms)} ms`).join(', ')}`,
  ].join('\n') + '\n',
);
await app.close();
await database.close();
