/**
 * The load benchmark: `npm run bench` (PostgreSQL) or `npm run bench -- --pglite`.
 *
 * Creates a fresh database (`berth_bench_<timestamp>` next to BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres; dropped at the end), starts the service as a child process
 * (the compiled `dist/` by default, `--tsx` for `node --import tsx src/main/server.ts`) with a small demo
 * catalogue, and drives it from this process, so that the server and the load generator share the cores
 * as they would in production. Scenarios, each with 32 connections (--connections) for 10 s (--duration):
 *
 *   bare        GET /bench/bare (BERTH_BENCH_ROUTES=1): the ceiling, the cheapest route of the same app
 *   v2-floor    GET /api/v2/bench/floor (BERTH_BENCH_ROUTES=1): a V2 operation that does nothing, through what
 *               every V2 call passes (token, user key, the V2 budget, the request log, the query checks): the
 *               ceiling of any V2 operation
 *   search      POST /api/v2/search/voyages over a 3-day window
 *   get-held    GET /api/v2/bookings/create/voyage-only/{sessionId}
 *   availability      GET /api/v2/availability over the search scenario's 3-day windows, round robin (200)
 *   availability-304  the same with each window's current ETag as If-None-Match (304)
 *   failed      POST /api/v2/search/voyages with a body the API refuses (400, several field errors) carrying a
 *               guest's name, e-mail and date of birth: the request log's dearest call (its problem is read and
 *               its body masked and stored); compare --request-log on and off
 *   create      POST /api/v2/bookings/create/voyage-only/{sessionId}, each on a fresh session (from the search run)
 *   flow        search, create, list + apply a cabin number, list + add an addon, confirm: flows/s, N virtual users
 *   contention  many clients create for the last cabins of one grade on one sailing: winners vs. expected 400s
 *   webhooks    a webhook endpoint on a receiver in this process, registered before the flow: events delivered
 *               per second and the delay from the change's commit (event createdAt, stamped in the committing
 *               transaction) to arrival, p50/p99, (1) under the flow scenario's load (a booking.confirmed per
 *               flow), (2) for a burst of payments on the flow's bookings (a payment.received each)
 *   sql         the service's own SQL without the service (PostgreSQL only): pgbench runs the scripts that
 *               bench/sql-scripts.ts emits from the service's statement builders (a search whose availability is
 *               counted / comes from the availability cache, the session load by primary key, the statements of
 *               one create), at the same concurrency, with unnamed statements (-M extended, what Drizzle sends)
 *               and named prepared ones (-M prepared): the floor the service stands on
 *   documents   (PostgreSQL) a noisy neighbour: a second agency's GET of one of its bookings, 4 in flight, p50/p99
 *               alone, then while the first agency asks for confirmation PDFs with 32 in flight (at most 50 a
 *               second, what the V2 limit allows): what one agency's expensive calls cost the others
 *
 * Prints a table and writes bench/results/<timestamp>.json. Reports, never asserts, times.
 * Options: --pglite --tsx --duration S --connections N --users N --workers N (server cluster workers)
 *          --keep (do not drop the database, to look at it afterwards)
 *          --create-sessions N (fresh sessions prepared for the create run, default 3000)
 *          --pool N (DATABASE_POOL_SIZE) --cpu-prof (server CPU profile into bench/results/) --only a,b
 *          --agencies N (PostgreSQL: search, create and flow spread over N agencies, the sandbox one and N-1
 *          created for the run; default 1. One agency's creates on one sailing queue on the hold quota's lock,
 *          bookings/hold-quota.ts, which real traffic from many agencies does not)
 *          --accept-encoding "gzip, br" (the header on every autocannon request, which sends none by default: what
 *          compression costs; with --only bare,search,get-held, as search's answers are then not read for create)
 *          --pgbouncer (PostgreSQL: the server connects through a PgBouncer in transaction mode started for the
 *          run, scripts/pgbouncer.ts, with DATABASE_POOLER=transaction; default_pool_size = --pool or 10; its
 *          CPU per request gets a column of its own)
 *          --tracing on|off (default off): on, the server exports OpenTelemetry traces (http/protobuf) to a sink
 *          in this process (bench/otlp-sink.ts); compare the CPU per request of the two
 *          --request-log on|off (default on): off, the server records no call (BERTH_BENCH_REQUEST_LOG=0): run
 *          `--only get-held,failed` with each and compare, for what the request log costs the API
 *          --metrics on|off (default on, as in production: the Prometheus listener on a free port, scraped
 *          every 5 s by the bench as a Prometheus would, so the scrapes' own cost is in the figures;
 *          off: METRICS_PORT=0, nothing counted)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startPgBouncer, type PgBouncer } from '../scripts/pgbouncer.js';
import { startOtlpSink } from './otlp-sink.js';
import { bookUntil, operatorCookie, timeCalendar } from './calendar.js';
import { sqlScripts } from './sql-scripts.js';
import { freePort } from '../scripts/free-port.js';

const root = fileURLToPath(new URL('..', import.meta.url));

// ---------------------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------------------

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  if (i >= 0) return args[i + 1];
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}
const flag = (name: string) => process.argv.slice(2).includes(`--${name}`);
const num = (name: string, fallback: number) => {
  const v = option(name);
  return v === undefined ? fallback : Number(v);
};

const opts = {
  pglite: flag('pglite'),
  tsx: flag('tsx'),
  duration: num('duration', 10),
  connections: num('connections', 32),
  users: num('users', 32),
  workers: num('workers', 1),
  pool: option('pool'),
  cpuProf: flag('cpu-prof'),
  days: num('days', 30),
  createSessions: num('create-sessions', 3000),
  only: option('only')?.split(','),
  keep: flag('keep'),
  agencies: num('agencies', 1),
  acceptEncoding: option('accept-encoding'),
  pgbouncer: flag('pgbouncer'),
  tracing: option('tracing') === 'on',
  requestLog: option('request-log') ?? 'on',
  metrics: option('metrics') ?? 'on',
};
if (opts.metrics !== 'on' && opts.metrics !== 'off') throw new Error('--metrics must be on or off');
if (opts.requestLog !== 'on' && opts.requestLog !== 'off') throw new Error('--request-log must be on or off');
const want = (scenario: string) => !opts.only || opts.only.includes(scenario);

// ---------------------------------------------------------------------------------------------------------
// Server process
// ---------------------------------------------------------------------------------------------------------

async function createBenchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `berth_bench_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
  const run = async (text: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

const resultsDir = join(root, 'bench', 'results');

function startServer(env: Record<string, string>): ChildProcess {
  const entry = opts.tsx ? ['--import', 'tsx', join(root, 'src/main/server.ts')] : [join(root, 'dist/main/server.js')];
  const prof = opts.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${join(resultsDir, 'profiles')}`] : [];
  const args = [...prof, ...entry, ...(opts.workers > 1 ? ['--workers', String(opts.workers)] : [])];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function waitReady(base: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(`${base}/health/ready`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server not ready in time');
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------------------
// A small keep-alive JSON client for the flow and the set-up (cheaper than fetch on a shared CPU)
// ---------------------------------------------------------------------------------------------------------

interface Reply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  ms: number;
}

function jsonClient(base: string, headers: Record<string, string>, userKey: string, maxSockets: number) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  return {
    agent,
    request(method: string, path: string, body?: unknown): Promise<Reply> {
      const started = performance.now();
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const sep = path.includes('?') ? '&' : '?';
      return new Promise((resolve, reject) => {
        const req = http.request(
          {
            agent,
            host: url.hostname,
            port: url.port,
            method,
            path: `${path}${sep}user_key=${encodeURIComponent(userKey)}`,
            headers: {
              ...headers,
              ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            },
            timeout: 30_000,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              let parsed: unknown = null;
              try {
                parsed = text ? JSON.parse(text) : null;
              } catch {
                parsed = text;
              }
              resolve({ status: res.statusCode ?? 0, body: parsed, ms: performance.now() - started });
            });
            res.on('error', reject);
          },
        );
        req.on('timeout', () => req.destroy(new Error('timeout')));
        req.on('error', reject);
        if (payload) req.write(payload);
        req.end();
      });
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Measurements
// ---------------------------------------------------------------------------------------------------------

interface Row {
  scenario: string;
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  expectedConflicts: number;
  errors: number;
  ratioToBare?: number;
  /** CPU milliseconds per request of the server process(es) and of the bench database's PostgreSQL backends. */
  nodeCpuMs?: number;
  pgCpuMs?: number;
  /** The same for the PgBouncer process (--pgbouncer). */
  bouncerCpuMs?: number;
  note?: string;
}

/**
 * CPU time used so far by the server (and its cluster workers) and by the PostgreSQL backends of the bench
 * database, from /proc (Linux). Per request, it does not depend on what else loads the machine, as req/s does.
 */
type Cpu = { node: number; pg: number; bouncer: number };
let cpuNow: (() => Cpu) | undefined;

function cpuMeter(serverPid: number, databaseName: string | undefined, bouncerPid?: number): () => Cpu {
  const ticks = (pid: string) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return { ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) * 10 }; // 100 ticks/s
    } catch {
      return undefined;
    }
  };
  return () => {
    let node = 0;
    let pg = 0;
    let bouncer = 0;
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      const stat = ticks(pid);
      if (!stat) continue;
      if (Number(pid) === serverPid || stat.ppid === serverPid) node += stat.cpu;
      else if (Number(pid) === bouncerPid) bouncer += stat.cpu;
      else if (databaseName) {
        let cmd = '';
        try {
          cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        } catch {
          continue;
        }
        if (cmd.startsWith('postgres: ') && cmd.includes(` ${databaseName} `)) pg += stat.cpu;
      }
    }
    return { node, pg, bouncer };
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

type AutocannonRequest = {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  /** `context` is autocannon's per-connection object: a request and its response share it. */
  setupRequest?: (req: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
};

/** One autocannon run, bounded by `amount` (when given) and always by the duration. */
async function cannon(
  base: string,
  scenario: string,
  request: AutocannonRequest,
  options: { amount?: number; expected?: (status: number, body: string) => 'ok' | 'conflict' | 'error' } = {},
): Promise<Row> {
  const counts = { ok: 0, conflict: 0, error: 0 };
  const classify = options.expected ?? ((status: number) => (status >= 200 && status < 300 ? 'ok' : 'error'));
  const userOnResponse = request.onResponse;
  // --accept-encoding: on every request, set up per request or not (http/compression.ts codes the answers).
  const coding: Record<string, string> = opts.acceptEncoding ? { 'accept-encoding': opts.acceptEncoding } : {};
  const setup = request.setupRequest;
  const req: AutocannonRequest = {
    ...request,
    headers: { ...request.headers, ...coding },
    ...(setup
      ? {
          setupRequest: (r: AutocannonRequest, context: Record<string, unknown>) => {
            const out = setup(r, context);
            return { ...out, headers: { ...out.headers, ...coding } };
          },
        }
      : {}),
    onResponse: (status, body, context) => {
      counts[classify(status, body)]++;
      userOnResponse?.(status, body, context);
    },
  };
  const amount = options.amount;
  const cpuBefore = cpuNow?.();
  const connections = amount !== undefined ? Math.max(1, Math.min(opts.connections, amount)) : opts.connections;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        ...(amount !== undefined ? { amount } : { duration: opts.duration }),
        timeout: 30,
        requests: [req],
      } as autocannon.Options,
      (error: Error | null, res: autocannon.Result) => (error ? reject(error) : resolve(res)),
    );
    // amount takes precedence over duration in autocannon: stop it ourselves when time is up.
    if (amount !== undefined) {
      const timer = setTimeout(() => instance.stop(), opts.duration * 1000);
      instance.on('done', () => clearTimeout(timer));
    }
  });
  const errors = result.errors + result.timeouts + counts.error;
  const seconds = result.duration;
  const cpuAfter = cpuNow?.();
  const perRequest = (a?: number, b?: number) =>
    a !== undefined && b !== undefined && result.requests.total > 0 ? (b - a) / result.requests.total : undefined;
  return {
    scenario,
    nodeCpuMs: perRequest(cpuBefore?.node, cpuAfter?.node),
    pgCpuMs: perRequest(cpuBefore?.pg, cpuAfter?.pg),
    ...(opts.pgbouncer ? { bouncerCpuMs: perRequest(cpuBefore?.bouncer, cpuAfter?.bouncer) } : {}),
    requests: result.requests.total,
    seconds,
    rps: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: counts.ok,
    expectedConflicts: counts.conflict,
    errors,
  };
}

function hasPgbench(): boolean {
  try {
    execFileSync('pgbench', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * One pgbench run of a script (emitted by bench/sql-scripts.ts) against the bench database, at the benchmark's
 * concurrency (-j 2: the machine's cores). Latencies per transaction come from pgbench's own log (-l), so p50/p99 mean the same
 * as for the service rows.
 */
function pgbench(
  url: string,
  scenario: string,
  script: { name: string; text: string },
  mode: 'extended' | 'prepared',
  vars: Record<string, string>,
): Row {
  const logDir = mkdtempSync(join(tmpdir(), 'berth-pgbench-'));
  const scriptFile = join(logDir, script.name);
  writeFileSync(scriptFile, script.text);
  try {
    const out = execFileSync(
      'pgbench',
      [
        '-n',
        '-c',
        String(opts.connections),
        '-j',
        '2',
        '-T',
        String(opts.duration),
        '-M',
        mode,
        '-l',
        `--log-prefix=${join(logDir, 'tx')}`,
        ...Object.entries(vars).flatMap(([k, v]) => ['-D', `${k}=${v}`]),
        '-f',
        scriptFile,
        url,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const latencies: number[] = [];
    for (const file of readdirSync(logDir).filter((f) => f.startsWith('tx')))
      for (const line of readFileSync(join(logDir, file), 'utf8').split('\n')) {
        const us = Number(line.split(' ')[2]);
        if (line && Number.isFinite(us)) latencies.push(us / 1000);
      }
    latencies.sort((a, b) => a - b);
    const processed = Number(/number of transactions actually processed: (\d+)/.exec(out)?.[1] ?? 0);
    const failed = Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0);
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0);
    return {
      scenario: `${scenario} (${mode})`,
      requests: processed,
      seconds: tps > 0 ? processed / tps : opts.duration,
      rps: tps,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      ok: processed - failed,
      expectedConflicts: 0,
      errors: failed,
    };
  } finally {
    rmSync(logDir, { recursive: true, force: true });
  }
}

interface Partner {
  qs: string;
  jsonHeaders: Record<string, string>;
  client: ReturnType<typeof jsonClient>;
}

function partnerOf(
  base: string,
  auth: Record<string, string>,
  userKey: string,
  client: ReturnType<typeof jsonClient>,
): Partner {
  return {
    qs: `?user_key=${encodeURIComponent(userKey)}`,
    jsonHeaders: { ...auth, 'content-type': 'application/json' },
    client,
  };
}

/** `count` more agencies for the run (auth/agency-admin.ts, as `npm run agency -- create` makes them), each with a token. */
async function extraPartners(base: string, databaseUrl: string, count: number): Promise<Partner[]> {
  const { openDatabase } = await import('../src/platform/db/client.js');
  const { createAgency } = await import('../src/domain/auth/agency-admin.js');
  const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
  try {
    const out: Partner[] = [];
    for (let i = 0; i < count; i++) {
      const agency = await createAgency(database.db, {
        name: `Bench agency ${i + 2}`,
        market: 'NO',
        currencies: 'NOK',
      });
      const res = await fetch(`${base}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          grant_type: 'client_credentials',
          client_id: agency.clientId,
          client_secret: agency.clientSecret,
          audience: 'partner-api-staging',
        }),
      });
      const auth = { authorization: `Bearer ${((await res.json()) as { access_token: string }).access_token}` };
      out.push(
        partnerOf(
          base,
          auth,
          agency.userKey,
          jsonClient(base, auth, agency.userKey, Math.max(opts.users, opts.connections)),
        ),
      );
    }
    return out;
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------------------------------------------------
// Noisy neighbour (the documents scenario)
// ---------------------------------------------------------------------------------------------------------

/** A confirmed booking of the partner's agency (search, create, confirm), for the documents scenario. */
async function confirmedBooking(partner: Partner, search: object): Promise<string> {
  const s = (await partner.client.request('POST', '/api/v2/search/voyages', search)).body as SearchResult;
  const r = s.results[0]!;
  const grade = [...r.cabinGrades]
    .filter((g) => g.hasSpecificCabins)
    .sort((a, b) => b.availableCabins - a.availableCabins)[0]!;
  const path = `/api/v2/bookings/create/voyage-only/${s.sessionId}`;
  const created = await partner.client.request('POST', path, {
    departureDate: r.departureDate,
    cabinMix: [{ code: grade.code, guestIds: [1, 2] }],
  });
  if (created.status !== 201)
    throw new Error(`documents set-up create: ${created.status} ${JSON.stringify(created.body)}`);
  const confirmed = await partner.client.request('POST', `${path}/confirm`, { guests: CONFIRM_GUESTS });
  if (confirmed.status !== 201)
    throw new Error(`documents set-up confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return confirmed.body.bookingId as string;
}

/** `users` loops of `call` until the deadline; every answer's latency and status. */
async function loops(users: number, deadline: number, call: (i: number) => Promise<Reply>, pace?: () => Promise<void>) {
  const replies: Reply[] = [];
  let n = 0;
  await Promise.all(
    Array.from({ length: users }, async () => {
      while (performance.now() < deadline) {
        await pace?.();
        if (performance.now() >= deadline) break;
        replies.push(await call(n++));
      }
    }),
  );
  return replies;
}

function latencyRow(scenario: string, replies: Reply[], seconds: number, note: string): Row {
  const sorted = replies.map((r) => r.ms).sort((a, b) => a - b);
  const ok = replies.filter((r) => r.status === 200).length;
  return {
    scenario,
    requests: replies.length,
    seconds,
    rps: replies.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    ok,
    expectedConflicts: 0,
    errors: replies.length - ok,
    note,
  };
}

/**
 * One agency asks for confirmation PDFs with 32 requests in flight, never more than the V2 limit allows
 * (3000 a minute: at most 50 started a second), while another agency reads one of its bookings with 4 in
 * flight: the other agency's p50/p99 alone, then during the flood. A refused PDF (429) is not retried
 * before the pace allows the next request.
 */
async function noisyNeighbour(flooder: Partner, other: Partner, search: (i: number) => object): Promise<Row[]> {
  const pdfIds: string[] = [];
  for (let i = 0; i < 8; i++) pdfIds.push(await confirmedBooking(flooder, search(i)));
  const ownId = await confirmedBooking(other, search(9));
  const get = () => other.client.request('GET', `/api/v2/bookings/${ownId}`);
  for (let i = 0; i < 20; i++) await get();
  for (const id of pdfIds) await flooder.client.request('GET', `/api/v2/bookings/${id}/documents/confirmation`);

  const seconds = opts.duration;
  // The server's CPU (all its threads) per phase: what the flood adds, whatever else loads the machine.
  const cpuSeconds = (before?: { node: number }) => ((cpuNow?.().node ?? 0) - (before?.node ?? 0)) / 1000;
  const quietCpu = cpuNow?.();
  const quiet = await loops(4, performance.now() + seconds * 1000, get);
  const quietCpuSeconds = cpuSeconds(quietCpu);
  const floodCpu = cpuNow?.();
  let nextStart = performance.now();
  const pace = async () => {
    const at = nextStart;
    nextStart = Math.max(nextStart + 20, performance.now());
    const wait = at - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  };
  const deadline = performance.now() + seconds * 1000;
  const [pdfs, busy] = await Promise.all([
    loops(
      32,
      deadline,
      (i) => flooder.client.request('GET', `/api/v2/bookings/${pdfIds[i % pdfIds.length]}/documents/confirmation`),
      pace,
    ),
    loops(4, deadline, get),
  ]);
  const floodCpuSeconds = cpuSeconds(floodCpu);
  const refused = pdfs.filter((r) => r.status === 429).length;
  const served = pdfs.filter((r) => r.status === 200);
  const pdfMs = served.map((r) => r.ms).sort((a, b) => a - b);
  return [
    latencyRow(
      'documents: other agency GET, quiet',
      quiet,
      seconds,
      `GET /api/v2/bookings/{id} of a second agency, 4 in flight, nothing else running; server CPU ${quietCpuSeconds.toFixed(1)} s`,
    ),
    latencyRow(
      'documents: other agency GET, PDF flood',
      busy,
      seconds,
      `the same while the first agency asks for PDFs, 32 in flight, at most 50 a second: ${served.length} PDFs served (${(served.length / seconds).toFixed(1)}/s, p50 ${percentile(pdfMs, 50).toFixed(0)} ms, p99 ${percentile(pdfMs, 99).toFixed(0)} ms), ${refused} refused 429, ${pdfs.length - served.length - refused} other; server CPU ${floodCpuSeconds.toFixed(1)} s`,
    ),
  ];
}

// ---------------------------------------------------------------------------------------------------------
// Webhook receiver (the webhooks scenario)
// ---------------------------------------------------------------------------------------------------------

interface Arrival {
  type: string;
  /** Arrival minus the event's createdAt, ms (one machine, one clock). */
  delayMs: number;
  at: number;
}

async function startBenchReceiver(port: number): Promise<{
  url: string;
  arrivals: Map<string, Arrival>;
  duplicates: () => number;
  close(): Promise<void>;
}> {
  const arrivals = new Map<string, Arrival>();
  let duplicates = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = Date.now();
      res.writeHead(204).end();
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        id: string;
        type: string;
        createdAt: string;
      };
      if (arrivals.has(event.id)) duplicates++;
      else arrivals.set(event.id, { type: event.type, delayMs: at - Date.parse(event.createdAt), at });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/bench-hooks`,
    arrivals,
    duplicates: () => duplicates,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A row of webhook figures: deliveries per second over `seconds`, delay percentiles. */
function webhookRow(scenario: string, arrivals: Arrival[], seconds: number, expected: number, note: string): Row {
  const delays = arrivals.map((a) => a.delayMs).sort((a, b) => a - b);
  return {
    scenario,
    requests: arrivals.length,
    seconds: round(seconds),
    rps: arrivals.length / seconds,
    p50: percentile(delays, 50),
    p99: percentile(delays, 99),
    ok: arrivals.length,
    expectedConflicts: 0,
    errors: Math.max(0, expected - arrivals.length),
    note,
  };
}

async function waitUntil(condition: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

// ---------------------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------------------

const DEPARTURE = 'BGO';
const ARRIVAL = 'TOS';

function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

function osloToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(new Date());
}

/** The two guests every bench booking confirms with (a lead with contact details and a second adult). */
const CONFIRM_GUESTS = [
  {
    guestId: 1,
    firstName: 'Kari',
    lastName: 'Nordmann',
    dateOfBirth: '1980-04-12',
    gender: 'FEMALE',
    nationality: 'NO',
    isLead: true,
    email: 'kari@example.com',
    phoneNumber: '+4791234567',
    address: { street: 'Storgata 1', postalCode: '0155', city: 'Oslo', countryCode: 'NO' },
  },
  { guestId: 2, firstName: 'Ola', lastName: 'Nordmann', dateOfBirth: '1979-02-01', gender: 'MALE', nationality: 'NO' },
];

interface SearchResult {
  sessionId: string;
  results: {
    departureDate: string;
    cabinGrades: { code: string; availableCabins: number; hasSpecificCabins: boolean }[];
  }[];
}

async function main(): Promise<void> {
  mkdirSync(resultsDir, { recursive: true });
  if (!opts.tsx) {
    process.stdout.write('building dist/ (npm run build) ...\n');
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  const database = opts.pglite ? undefined : await createBenchDatabase();
  // Between the server and the bench database, as production would put it in front of several instances.
  const bouncer: PgBouncer | undefined =
    database && opts.pgbouncer
      ? await startPgBouncer({ server: database.url, poolSize: Number(opts.pool ?? 10) })
      : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'berth-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The webhooks scenario's receiver: a sandbox loopback webhook only on SANDBOX_WEBHOOK_PORTS.
  let hookPort = await freePort();
  while (hookPort === port) hookPort = await freePort();
  const otlpSink = opts.tracing ? await startOtlpSink() : undefined;
  let metricsPort = opts.metrics === 'on' ? await freePort() : 0;
  while (metricsPort !== 0 && (metricsPort === port || metricsPort === hookPort)) metricsPort = await freePort();
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    DEMO_CATALOG_DAYS: String(opts.days),
    BERTH_BENCH_ROUTES: '1',
    BERTH_BENCH_REQUEST_LOG: opts.requestLog === 'on' ? '1' : '0',
    // The benchmark is one agency at full speed: the fair-use limits (docs/api.md, "Fair use") would measure
    // the limits, not the service. Off / far above what a run holds.
    V2_RATE_LIMIT_MAX: '0',
    HOLD_QUOTA_PER_SAILING: '1000000',
    SANDBOX_WEBHOOK_PORTS: String(hookPort),
    METRICS_PORT: String(metricsPort),
    DATA_DIR: dataDir,
    ...(database ? { DATABASE_URL: bouncer ? bouncer.via(database.url) : database.url } : {}),
    ...(bouncer ? { DATABASE_POOLER: 'transaction' } : {}),
    ...(opts.pool ? { DATABASE_POOL_SIZE: opts.pool } : {}),
    // Tracing off unless asked: an endpoint in the bench's own environment must not turn it on unnoticed.
    OTEL_EXPORTER_OTLP_ENDPOINT: otlpSink?.endpoint ?? '',
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '',
  };
  const started = Date.now();
  // Other work on the machine skews every figure: the load average before and after is in the results.
  const loadBefore = loadavg();
  const child = startServer(env);
  if (process.platform === 'linux' && child.pid)
    cpuNow = cpuMeter(child.pid, database ? new URL(database.url).pathname.slice(1) : undefined, bouncer?.pid);
  const rows: Row[] = [];
  let scraper: ReturnType<typeof startScraping> | undefined;
  let flowSteps: Record<string, { p50: number; p99: number; n: number }> = {};
  try {
    await waitReady(base, child);
    if (metricsPort) scraper = startScraping(`http://127.0.0.1:${metricsPort}/metrics`);
    process.stdout.write(
      `server ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${opts.pglite ? 'PGlite' : 'PostgreSQL'}${bouncer ? ' through PgBouncer, transaction mode' : ''}, ${opts.tsx ? 'tsx' : 'dist'}, tracing ${opts.tracing ? 'on' : 'off'}, metrics ${opts.metrics}, request log ${opts.requestLog})\n`,
    );

    const tokenRes = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: 'sandbox-agency',
        client_secret: 'sandbox-secret',
        audience: 'partner-api-staging',
      }),
    });
    const token = ((await tokenRes.json()) as { access_token: string }).access_token;
    const userKey = 'sandbox-user-key';
    const auth = { authorization: `Bearer ${token}` };
    const client = jsonClient(base, auth, userKey, Math.max(opts.users, opts.connections));
    const partners = [partnerOf(base, auth, userKey, client)];
    if (opts.agencies > 1 && database) partners.push(...(await extraPartners(base, database.url, opts.agencies - 1)));
    const today = osloToday();
    // Days 1 .. days-3 for the ordinary scenarios; the last departure day is the contention scenario's own.
    const firstDay = addDays(today, 1);
    const searchDays = opts.days - 4;
    const contentionDay = addDays(today, opts.days - 1);
    const searchBody = (i: number, guests = 1) => ({
      departurePort: DEPARTURE,
      arrivalPort: ARRIVAL,
      departureDateFrom: addDays(firstDay, i % searchDays),
      departureDateTo: addDays(firstDay, (i % searchDays) + 2),
      guests: Array.from({ length: guests }, () => ({ type: 'ADULT' })),
    });

    // Warm up: JIT, caches, pool connections.
    const warm = await cannon(base, 'warm-up', { method: 'GET', path: '/bench/bare' });
    void warm;
    for (let i = 0; i < 50; i++) await client.request('POST', '/api/v2/search/voyages', searchBody(i));
    // Each agency's user key once per worker or so, so that no scenario starts with 32 concurrent cache misses
    // (each a password-hash verification, auth/authenticate.ts) that the warm-up above paid for the sandbox only.
    for (const partner of partners.slice(1))
      for (let i = 0; i < 4 * opts.workers; i++)
        await partner.client.request('POST', '/api/v2/search/voyages', searchBody(i));

    // (a) bare
    if (want('bare')) rows.push(await cannon(base, 'bare', { method: 'GET', path: '/bench/bare' }));
    if (want('v2-floor')) {
      rows.push(
        await cannon(base, 'v2-floor', { method: 'GET', path: `/api/v2/bench/floor?user_key=${userKey}`, headers: auth }),
      );
    }

    // (b) search: every response's session is kept for the create scenario.
    // Each session with the partner that opened it (a session is its agency's only).
    const sessions: (SearchResult & { partner: number })[] = [];
    let searchCounter = 0;
    const qs = `?user_key=${userKey}`;
    const jsonHeaders = { ...auth, 'content-type': 'application/json' };
    if (want('search') || want('create')) {
      const row = await cannon(base, 'search', {
        method: 'POST',
        setupRequest: (req, context) => {
          const i = searchCounter++;
          const partner = (context.partner = i % partners.length);
          return {
            ...req,
            path: `/api/v2/search/voyages${partners[partner]!.qs}`,
            headers: partners[partner]!.jsonHeaders,
            body: JSON.stringify(searchBody(i)),
          };
        },
        onResponse: (status, body, context) => {
          // A coded answer is not JSON to this client: with --accept-encoding there is no create run. Only the
          // sessions the create run needs are parsed: this client shares the machine's two cores with the service,
          // and parsing every answer (3,000 a second of 13 KB) took a tenth or more of its core from sending requests.
          if (status === 200 && !opts.acceptEncoding && sessions.length < opts.createSessions)
            sessions.push({ ...(JSON.parse(body) as SearchResult), partner: context.partner as number });
        },
      });
      if (want('search')) rows.push(row);
    }

    // (c) GET held booking: 64 held bookings read round robin.
    if (want('get-held')) {
      const held: string[] = [];
      for (let i = 0; held.length < 64 && i < 200; i++) {
        const s = (await client.request('POST', '/api/v2/search/voyages', searchBody(i))).body as SearchResult;
        const r = s.results[i % s.results.length]!;
        const grade = [...r.cabinGrades].sort((a, b) => b.availableCabins - a.availableCabins)[0]!;
        const res = await client.request('POST', `/api/v2/bookings/create/voyage-only/${s.sessionId}`, {
          departureDate: r.departureDate,
          cabinMix: [{ code: grade.code, guestIds: [1] }],
        });
        if (res.status === 201) held.push(s.sessionId);
      }
      let n = 0;
      rows.push(
        await cannon(base, 'get-held', {
          method: 'GET',
          headers: auth,
          setupRequest: (req) => ({
            ...req,
            path: `/api/v2/bookings/create/voyage-only/${held[n++ % held.length]}${qs}`,
          }),
        }),
      );
    }

    // (c'') availability: GET /api/v2/availability over the search scenario's windows (no session, no write), round
    // robin, without If-None-Match (200: the kept answer, or computed where a create or an expiry changed it), then
    // with each window's current ETag (304: the same work but the body).
    if (want('availability') || want('availability-304')) {
      const availabilityPath = (i: number) => {
        const q = new URLSearchParams({
          user_key: userKey,
          departurePort: DEPARTURE,
          arrivalPort: ARRIVAL,
          from: addDays(firstDay, i % searchDays),
          to: addDays(firstDay, (i % searchDays) + 2),
          guests: 'ADULT,ADULT',
        });
        return `/api/v2/availability?${q}`;
      };
      let n = 0;
      if (want('availability')) {
        rows.push(
          await cannon(base, 'availability', {
            method: 'GET',
            headers: auth,
            setupRequest: (req) => ({ ...req, path: availabilityPath(n++) }),
          }),
        );
      }
      if (want('availability-304')) {
        const etags: string[] = [];
        for (let i = 0; i < searchDays; i++) {
          const res = await fetch(`${base}${availabilityPath(i)}`, { headers: auth });
          etags.push(res.headers.get('etag') ?? '');
        }
        n = 0;
        rows.push(
          await cannon(
            base,
            'availability-304',
            {
              method: 'GET',
              setupRequest: (req) => {
                const i = n++ % searchDays;
                return { ...req, path: availabilityPath(i), headers: { ...auth, 'if-none-match': etags[i]! } };
              },
            },
            { expected: (status) => (status === 304 ? 'ok' : 'error') },
          ),
        );
      }
    }

    // (c') failed: a refused search with a guest's personal data in its body (the request log masks and keeps it).
    if (want('failed')) {
      const refused = JSON.stringify({
        departurePort: 'NOWHERE',
        arrivalPort: 'X',
        departureDateFrom: 'soon',
        guests: [
          {
            type: 'GUEST',
            firstName: 'Kari',
            lastName: 'Nordmann',
            email: 'kari@example.no',
            dateOfBirth: '1980-01-01',
          },
        ],
        client_secret: 'not-a-real-secret',
      });
      rows.push(
        await cannon(
          base,
          'failed',
          { method: 'POST', path: `/api/v2/search/voyages${qs}`, headers: jsonHeaders, body: refused },
          { expected: (status) => (status === 400 ? 'ok' : 'error') },
        ),
      );
    }

    // (d) create: each request on a fresh session; cabins spread so that no grade runs out (the client keeps a
    // count of what it has assigned per voyage and grade, starting from the availability the searches saw).
    if (want('create')) {
      // Enough fresh sessions for a whole run of creates (a slow search run yields fewer): top up, bounded.
      const topUpUntil = Date.now() + 120_000;
      await Promise.all(
        Array.from({ length: opts.connections }, async () => {
          while (sessions.length < opts.createSessions && Date.now() < topUpUntil) {
            const i = searchCounter++;
            const partner = i % partners.length;
            const res = await partners[partner]!.client.request('POST', '/api/v2/search/voyages', searchBody(i));
            if (res.status === 200) sessions.push({ ...(res.body as SearchResult), partner });
          }
        }),
      );
      const left = new Map<string, number>();
      const plan: { sessionId: string; partner: number; body: string }[] = [];
      for (const s of sessions) {
        for (const r of s.results)
          for (const g of r.cabinGrades) {
            const key = `${r.departureDate}|${g.code}`;
            left.set(key, Math.min(left.get(key) ?? Infinity, g.hasSpecificCabins ? g.availableCabins : 0));
          }
      }
      for (const s of sessions) {
        let best: { key: string; date: string; code: string; n: number } | undefined;
        for (const r of s.results)
          for (const g of r.cabinGrades) {
            const key = `${r.departureDate}|${g.code}`;
            const n = left.get(key) ?? 0;
            if (!best || n > best.n) best = { key, date: r.departureDate, code: g.code, n };
          }
        // Keep a margin: the later scenarios need cabins on the same voyages.
        if (!best || best.n < 10) continue;
        left.set(best.key, best.n - 1);
        plan.push({
          sessionId: s.sessionId,
          partner: s.partner,
          body: JSON.stringify({ departureDate: best.date, cabinMix: [{ code: best.code, guestIds: [1] }] }),
        });
      }
      let n = 0;
      const row = await cannon(
        base,
        'create',
        {
          method: 'POST',
          setupRequest: (req) => {
            const next = plan[n++ % plan.length]!;
            const partner = partners[next.partner]!;
            return {
              ...req,
              path: `/api/v2/bookings/create/voyage-only/${next.sessionId}${partner.qs}`,
              headers: partner.jsonHeaders,
              body: next.body,
            };
          },
        },
        { amount: plan.length },
      );
      if (row.seconds < opts.duration * 0.9)
        row.note = `ran out of fresh sessions (${plan.length}) after ${row.seconds} s`;
      rows.push(row);
    }

    // The webhooks scenario's endpoint, registered before the flow so that the flow's confirms are delivered.
    const hooks = want('webhooks') && want('flow') ? await startBenchReceiver(hookPort) : undefined;
    if (hooks) {
      const created = await client.request('POST', '/api/v2/webhooks', {
        url: hooks.url,
        events: ['booking.confirmed', 'payment.received'],
      });
      if (created.status !== 201) throw new Error(`webhook create: ${created.status} ${JSON.stringify(created.body)}`);
    }
    const confirmedIds: string[] = [];

    // (e) the full flow, as flows per second with N virtual users.
    if (want('flow')) {
      const steps = new Map<string, number[]>();
      const record = (step: string, ms: number) => {
        let list = steps.get(step);
        if (!list) steps.set(step, (list = []));
        list.push(ms);
      };
      let flows = 0;
      let requests = 0;
      let conflicts = 0;
      let errors = 0;
      const errorSamples: string[] = [];
      const deadline = performance.now() + opts.duration * 1000;
      const flowStart = performance.now();
      let counter = 0;
      const expect = (step: string, res: Reply, status: number): boolean => {
        requests++;
        record(step, res.ms);
        if (res.status === status) return true;
        errors++;
        if (errorSamples.length < 5)
          errorSamples.push(`${step}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        return false;
      };
      const user = async (k: number) => {
        const client = partners[k % partners.length]!.client;
        while (performance.now() < deadline) {
          const i = counter++;
          const s = await client.request('POST', '/api/v2/search/voyages', searchBody(i * 7, 2));
          if (!expect('search', s, 200)) continue;
          const body = s.body as SearchResult;
          const r = body.results[i % body.results.length]!;
          const grade = [...r.cabinGrades]
            .filter((g) => g.hasSpecificCabins && g.code !== 'MG')
            .sort((a, b) => b.availableCabins - a.availableCabins)[0]!;
          const path = `/api/v2/bookings/create/voyage-only/${body.sessionId}`;
          const c = await client.request('POST', path, {
            departureDate: r.departureDate,
            cabinMix: [{ code: grade.code, guestIds: [1, 2] }],
          });
          if (!expect('create', c, 201)) continue;
          let applied = false;
          for (let attempt = 0; attempt < 3 && !applied; attempt++) {
            const list = await client.request('GET', `${path}/cabin-numbers?cabinGrade=${grade.code}`);
            if (!expect('cabin-numbers list', list, 200)) break;
            const numbers = (list.body.decks as { cabinNumbers: string[] }[]).flatMap((d) => d.cabinNumbers);
            const pick = numbers[Math.floor(Math.random() * numbers.length)];
            const apply = await client.request('POST', `${path}/cabin-numbers`, { cabinId: 1, cabinNumber: pick });
            requests++;
            record('cabin-numbers apply', apply.ms);
            if (apply.status === 200) applied = true;
            else if (apply.status === 409)
              conflicts++; // taken by another user since the listing: list again
            else {
              errors++;
              if (errorSamples.length < 5)
                errorSamples.push(`apply: ${apply.status} ${JSON.stringify(apply.body).slice(0, 200)}`);
              break;
            }
          }
          if (!applied) continue;
          const addons = await client.request('GET', `${path}/addons`);
          if (!expect('addons list', addons, 200)) continue;
          const addon = (addons.body.addons as { code: string; isMandatory: boolean }[]).find((a) => !a.isMandatory);
          if (addon) {
            const add = await client.request('POST', `${path}/addons`, {
              addons: [{ code: addon.code, guestIds: [1, 2] }],
            });
            if (!expect('addons apply', add, 200)) continue;
          }
          const confirm = await client.request('POST', `${path}/confirm`, { guests: CONFIRM_GUESTS });
          if (!expect('confirm', confirm, 201)) continue;
          confirmedIds.push(confirm.body.bookingId as string);
          flows++;
        }
      };
      await Promise.all(Array.from({ length: opts.users }, (_, k) => user(k)));
      const seconds = (performance.now() - flowStart) / 1000;
      const all = [...steps.values()].flat().sort((a, b) => a - b);
      flowSteps = Object.fromEntries(
        [...steps.entries()].map(([k, v]) => {
          const sorted = [...v].sort((a, b) => a - b);
          return [k, { n: v.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)) }];
        }),
      );
      rows.push({
        scenario: `flow (${opts.users} users)`,
        requests,
        seconds: round(seconds),
        rps: requests / seconds,
        p50: percentile(all, 50),
        p99: percentile(all, 99),
        ok: flows,
        expectedConflicts: conflicts,
        errors,
        note: `${(flows / seconds).toFixed(1)} flows/s${errorSamples.length ? `; errors: ${errorSamples.join(' | ')}` : ''}`,
      });
    }

    // (g) webhooks: what the flow's confirms made (delivered while the flow ran, and the tail after it), then a
    // burst of payments on the flow's bookings, 32 at a time, each delivered as a payment.received.
    if (hooks) {
      const flowRow = rows.find((r) => r.scenario.startsWith('flow'));
      const flowSeconds = flowRow?.seconds ?? opts.duration;
      const confirms = confirmedIds.length;
      await waitUntil(
        () => [...hooks.arrivals.values()].filter((a) => a.type === 'booking.confirmed').length >= confirms,
        30_000,
      );
      const confirmed = [...hooks.arrivals.values()].filter((a) => a.type === 'booking.confirmed');
      rows.push(
        webhookRow(
          'webhooks (flow)',
          confirmed,
          flowSeconds,
          confirms,
          `${confirmed.length} of ${confirms} booking.confirmed delivered (req/s: per second of the flow); p50/p99: commit to arrival, ms`,
        ),
      );
      const burst = Math.min(2000, confirms * 50);
      let next = 0;
      const burstStart = Date.now();
      await Promise.all(
        Array.from({ length: opts.connections }, async () => {
          while (next < burst) {
            const i = next++;
            const id = confirmedIds[i % confirms]!;
            await client.request('POST', `/api/v2/bookings/${id}/payments`, {
              amount: 1,
              currency: 'NOK',
              reference: `B-${i}`,
            });
          }
        }),
      );
      const madeIn = (Date.now() - burstStart) / 1000;
      const payments = () => [...hooks.arrivals.values()].filter((a) => a.type === 'payment.received');
      await waitUntil(() => payments().length >= burst, 60_000);
      const got = payments();
      const lastAt = Math.max(...got.map((a) => a.at));
      rows.push(
        webhookRow(
          'webhooks (burst)',
          got,
          (lastAt - burstStart) / 1000,
          burst,
          `${got.length} of ${burst} payment.received delivered; the payments took ${madeIn.toFixed(1)} s; req/s: deliveries per second from the first payment to the last arrival; ${hooks.duplicates()} duplicates`,
        ),
      );
      await hooks.close();
    }

    // (f) contention: the last cabins of one grade on one sailing.
    if (want('contention')) {
      const body = {
        departurePort: DEPARTURE,
        arrivalPort: ARRIVAL,
        departureDateFrom: contentionDay,
        guests: [{ type: 'ADULT' }],
      };
      const contenders: SearchResult[] = [];
      for (let i = 0; i < 400; i++)
        contenders.push((await client.request('POST', '/api/v2/search/voyages', body)).body as SearchResult);
      const result = contenders[0]!.results[0]!;
      const grade = result.cabinGrades.find((g) => g.code === 'MG')!;
      let n = 0;
      let wrongCode = 0;
      const row = await cannon(
        base,
        'contention',
        {
          method: 'POST',
          headers: jsonHeaders,
          setupRequest: (req) => ({
            ...req,
            path: `/api/v2/bookings/create/voyage-only/${contenders[n++ % contenders.length]!.sessionId}${qs}`,
          }),
          body: JSON.stringify({ departureDate: result.departureDate, cabinMix: [{ code: 'MG', guestIds: [1] }] }),
        },
        {
          amount: contenders.length,
          expected: (status, text) => {
            if (status === 201) return 'ok';
            if (status === 400 && text.includes('"CABIN_UNAVAILABLE"')) return 'conflict';
            wrongCode++;
            return 'error';
          },
        },
      );
      row.note = `${grade.availableCabins} MG cabins free before; ${row.ok} won, ${row.expectedConflicts} got 400 CABIN_UNAVAILABLE${wrongCode ? `, ${wrongCode} other` : ''}`;
      rows.push(row);
    }

    // (i) calendar: the operator's month of sailings with 50, then 500 confirmed bookings in that month.
    if (want('calendar')) {
      const month = addDays(today, 15).slice(0, 7);
      const days: string[] = [];
      for (let d = firstDay; d < contentionDay; d = addDays(d, 1)) if (d.startsWith(month)) days.push(d);
      const bench = { base, request: client.request, days, guests: CONFIRM_GUESTS };
      const cookie = await operatorCookie(base);
      let made = 0;
      for (const target of [50, 500]) {
        made = await bookUntil(bench, made, target);
        await timeCalendar(base, cookie, month, 3);
        const started = performance.now();
        const cpuBefore = cpuNow?.();
        const replies = await timeCalendar(base, cookie, month, 30);
        const seconds = (performance.now() - started) / 1000;
        const cpuAfter = cpuNow?.();
        const perPage = (a?: number, z?: number) => (a !== undefined && z !== undefined ? (z - a) / 30 : undefined);
        rows.push({
          ...latencyRow(
            `calendar (${target} bookings)`,
            replies,
            seconds,
            `${made} bookings made on ${days.length} days of ${month}; 30 sequential GETs`,
          ),
          nodeCpuMs: perPage(cpuBefore?.node, cpuAfter?.node),
          pgCpuMs: perPage(cpuBefore?.pg, cpuAfter?.pg),
        });
      }
    }

    // (h) documents: one agency's PDFs against another agency's simple reads (a second agency: PostgreSQL).
    if (want('documents') && !database) process.stdout.write('documents scenario skipped: it needs PostgreSQL\n');
    else if (want('documents') && database) {
      const other = partners[1] ?? (await extraPartners(base, database.url, 1))[0]!;
      rows.push(...(await noisyNeighbour(partners[0]!, other, (i) => searchBody(i * 3, 2))));
    }

    // (g) the floor: the same SQL through pgbench, on the same database (the server idles meanwhile).
    if (want('sql') && database && !hasPgbench())
      process.stdout.write('sql scenario skipped: pgbench is not installed\n');
    else if (want('sql') && database) {
      const db = new pg.Client({ connectionString: database.url });
      await db.connect();
      const ids = await db.query<{ agency: string; session: string; session_agency: string }>(
        `select (select id from agencies where client_id = 'sandbox-agency') as agency, s.id as session,
                s.agency_id as session_agency from sessions s limit 1`,
      );
      await db.end();
      const { agency, session, session_agency } = ids.rows[0]!;
      const script = (name: string) => sqlScripts().find((s) => s.name === name)!;
      for (const mode of ['extended', 'prepared'] as const) {
        rows.push(
          pgbench(database.url, 'sql pk-read', script('pk-read.sql'), mode, { session, agency: session_agency }),
        );
        rows.push(pgbench(database.url, 'sql search', script('search.sql'), mode, { agency }));
        rows.push(pgbench(database.url, 'sql search, cached', script('search-cached.sql'), mode, { agency }));
        rows.push(pgbench(database.url, 'sql create', script('create.sql'), mode, { agency }));
      }
    }
  } finally {
    await stopServer(child);
    await bouncer?.stop();
    await otlpSink?.close();
    if (database && !opts.keep) await database.drop();
    else if (database) process.stdout.write(`kept the database: ${database.url}\n`);
    rmSync(dataDir, { recursive: true, force: true });
  }

  const bare = rows.find((r) => r.scenario === 'bare')?.rps;
  for (const r of rows) if (bare) r.ratioToBare = r.rps / bare;
  const table = [
    [
      'scenario',
      'req/s',
      'p50 ms',
      'p99 ms',
      'ok',
      'expected 4xx',
      'errors',
      'vs bare',
      'node cpu ms/req',
      'pg cpu ms/req',
      ...(opts.pgbouncer ? ['pgbouncer cpu ms/req'] : []),
    ],
    ...rows.map((r) => [
      r.scenario,
      r.rps.toFixed(0),
      r.p50.toFixed(1),
      r.p99.toFixed(1),
      String(r.ok),
      String(r.expectedConflicts),
      String(r.errors),
      r.ratioToBare !== undefined ? `${(r.ratioToBare * 100).toFixed(1)} %` : '',
      r.nodeCpuMs !== undefined ? r.nodeCpuMs.toFixed(2) : '',
      r.pgCpuMs !== undefined ? r.pgCpuMs.toFixed(2) : '',
      ...(opts.pgbouncer ? [r.bouncerCpuMs !== undefined ? r.bouncerCpuMs.toFixed(3) : ''] : []),
    ]),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  const out = table
    .map((row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '))
    .join('\n');
  process.stdout.write(`\n${out}\n`);
  process.stdout.write(
    `  load average before ${loadBefore.map((n) => n.toFixed(1)).join(' ')}, after ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} (2 cores)\n`,
  );
  for (const r of rows) if (r.note) process.stdout.write(`  ${r.scenario}: ${r.note}\n`);
  const traced = otlpSink?.stats();
  if (traced)
    process.stdout.write(
      `  tracing on: ${traced.exports} exports, ${(traced.bytes / 1e6).toFixed(1)} MB of spans received\n`,
    );
  if (scraper) process.stdout.write(`  metrics: ${scraper.summary()}\n`);
  if (Object.keys(flowSteps).length) {
    process.stdout.write('  flow steps (ms):\n');
    for (const [step, s] of Object.entries(flowSteps))
      process.stdout.write(`    ${step.padEnd(20)} n=${s.n} p50=${s.p50} p99=${s.p99}\n`);
  }
  const file = join(resultsDir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        engine: opts.pglite ? 'pglite' : 'postgres',
        runtime: opts.tsx ? 'tsx' : 'dist',
        options: opts,
        node: process.version,
        loadAverageBefore: loadBefore.map(round),
        loadAverageAfter: loadavg().map(round),
        rows: rows.map((r) => ({
          ...r,
          rps: round(r.rps),
          p50: round(r.p50),
          p99: round(r.p99),
          ratioToBare: r.ratioToBare && round(r.ratioToBare),
        })),
        flowSteps,
        ...(traced ? { tracing: traced } : {}),
        metricsScrapes: scraper?.summary(),
      },
      null,
      2,
    ),
  );
  process.stdout.write(`\nwritten to ${file}\n`);
}

/**
 * What a Prometheus would do: GET /metrics every 5 s while the scenarios run (Prometheus's default is 15 s),
 * so that the figures with metrics on include the scrapes (three small database queries each, and rendering).
 */
function startScraping(url: string): { summary(): string } {
  let scrapes = 0;
  let failed = 0;
  let bytes = 0;
  let ms = 0;
  const timer = setInterval(() => {
    const t0 = performance.now();
    fetch(url)
      .then(async (res) => {
        if (res.status !== 200) throw new Error(String(res.status));
        bytes = (await res.text()).length;
        ms += performance.now() - t0;
        scrapes++;
      })
      .catch(() => failed++);
  }, 5000);
  timer.unref();
  return {
    summary: () =>
      `${scrapes} scrapes every 5 s (${failed} failed), ${(ms / Math.max(1, scrapes)).toFixed(1)} ms each, last ${(bytes / 1024).toFixed(0)} KB`,
  };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

await main();
