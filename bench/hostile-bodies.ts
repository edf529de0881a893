/**
 * What one agency's failed calls with strings shaped to make a pattern backtrack cost another agency (issue
 * 31 item 7): `npx tsx bench/hostile-bodies.ts [seconds] [connections] [pauseMs]`.
 *
 * Part 1, in isolation: how long the request log takes to mask one body holding each shape (60,000 characters,
 * masked unread now, and 16,000, the longest string a kept body can hold, which the patterns read), against
 * the e-mail pattern the log used before (`[^\s@]+@[^\s@]+\.[^\s@]+`, unanchored).
 * Part 2, one process (PGlite in memory, the request log flushed every REQUEST_LOG_FLUSH_MS as in production):
 * sandbox-agency-2 asks for its ports every 50 ms, alone for `seconds`, then for `seconds` while
 * `connections` loops of sandbox-agency post webhooks with an unknown event (400, logged with the body) whose
 * note is one of the shapes, each loop pausing `pauseMs` (default 0) after each answer. Prints the victim's latency, alone and under the attack. Reports, never asserts.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../src/main/app.js';
import { memoryKeySource } from '../src/domain/auth/keys.js';
import { ensureSandboxAgencies, SANDBOX_AGENCIES } from '../src/domain/auth/sandbox.js';
import { systemClock } from '../src/kernel/clock.js';
import { loadConfig } from '../src/kernel/config.js';
import { openDatabase } from '../src/platform/db/client.js';
import { maskedBody } from '../src/platform/request-log/masking.js';

const [seconds = 10, connections = 2, pauseMs = 0] = process.argv.slice(2).map(Number);

const shapes = (n: number): Record<string, string> => ({
  'no space': 'a'.repeat(n),
  "many '@'": 'a@'.repeat(n / 2),
  "many '.'": 'a.'.repeat(n / 2),
  "'@' then no dot": `a@${'b'.repeat(n - 2)}`,
  "'eyJ' repeated": 'eyJ'.repeat(Math.floor(n / 3)),
});
const OLD_EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const ms = (run: () => unknown) => {
  const started = performance.now();
  run();
  return performance.now() - started;
};

const lines: string[] = ['Masking one body { note: <shape> } (ms): now / the old e-mail pattern alone'];
for (const n of [60_000, 16_000]) {
  for (const [name, value] of Object.entries(shapes(n))) {
    maskedBody({ note: value }); // warm
    const now = Math.min(...[1, 2, 3].map(() => ms(() => maskedBody({ note: value }))));
    const old = ms(() => OLD_EMAIL_LIKE.test(value));
    lines.push(`  ${n} characters, ${name.padEnd(16)} ${now.toFixed(2).padStart(8)} / ${old.toFixed(1).padStart(8)}`);
  }
}
process.stdout.write(`${lines.join('\n')}\n`);

const database = await openDatabase({ memory: true });
await database.migrate();
await ensureSandboxAgencies(database.db);
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', V2_RATE_LIMIT_MAX: '0' });
const app = await buildApp({ config, database, clock: systemClock, keySource: memoryKeySource() });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

async function auth(which: 0 | 1) {
  const agency = SANDBOX_AGENCIES[which]!;
  const res = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: {
      grant_type: 'client_credentials',
      client_id: agency.clientId,
      client_secret: agency.clientSecret,
      audience: config.auth.audience,
    },
  });
  const token = res.json<{ access_token: string }>().access_token;
  return {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    userKey: agency.userKeys[0]!.key,
  };
}
const hostile = await auth(0);
const victim = await auth(1);

async function victimRun(until: number): Promise<number[]> {
  const times: number[] = [];
  while (Date.now() < until) {
    const started = performance.now();
    const res = await fetch(`${base}/api/v2/refdata/ports?user_key=${victim.userKey}`, { headers: victim.headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`victim: ${res.status}`);
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return times;
}

const attackBodies = Object.values(shapes(60_000)).map((note) =>
  JSON.stringify({ url: 'https://hooks.example/h', events: ['booking.nonsense'], note }),
);
const statuses = new Map<number, number>();
async function attacker(until: number, offset: number) {
  for (let i = offset; Date.now() < until; i++) {
    const res = await fetch(`${base}/api/v2/webhooks?user_key=${hostile.userKey}`, {
      method: 'POST',
      headers: hostile.headers,
      body: attackBodies[i % attackBodies.length],
    });
    await res.arrayBuffer();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

const summary = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  return `${label}: ${sorted.length} GETs, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms, over 100 ms: ${sorted.filter((t) => t > 100).length}`;
};

/** The longest the event loop was held (ms) while `run` ran: what any request arriving then waited at least. */
async function withLoopDelay<T>(run: () => Promise<T>): Promise<[T, string]> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const result = await run();
  delay.disable();
  return [result, `event loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms`];
}

await victimRun(Date.now() + 1000); // warm
const [alone, aloneLoop] = await withLoopDelay(() => victimRun(Date.now() + seconds * 1000));
const until = Date.now() + seconds * 1000;
const [[attacked], attackedLoop] = await withLoopDelay(() =>
  Promise.all([victimRun(until), ...Array.from({ length: connections }, (_, i) => attacker(until, i))]),
);
await app.close(); // flushes the log
const attacks = [...statuses.values()].reduce((a, b) => a + b, 0);
process.stdout.write(
  [
    `Another agency's GET /api/v2/refdata/ports every 50 ms, ${seconds} s each, one process:`,
    `  ${summary('alone', alone)}; ${aloneLoop}`,
    `  ${summary(`with ${connections} loops of failed 60,000-character posts${pauseMs ? `, ${pauseMs} ms apart` : ''}`, attacked)}; ${attackedLoop}`,
    `  hostile posts: ${attacks} (${(attacks / seconds).toFixed(0)}/s): ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}`,
  ].join('\n') + '\n',
);
await database.close();
