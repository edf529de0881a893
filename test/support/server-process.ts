/**
 * Berth as a real process (`node --import tsx src/main/server.ts`) for black-box tests of several instances and
 * of crashes: a fresh PostgreSQL database (TEST_DATABASE_URL, else the local server), a free port, and the
 * process's output kept for the failure message.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { createPostgresDatabase } from './database.js';
import { LEAD } from './v2.js';
import { freePort } from '../../scripts/free-port.js';

export { freePort };

const root = fileURLToPath(new URL('../..', import.meta.url));
export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh PostgreSQL database and a data directory (for the sandbox signing key), shared by the processes of a test. */
export async function createSharedStore(): Promise<{ databaseUrl: string; dataDir: string; close(): Promise<void> }> {
  const db = await createPostgresDatabase(process.env.TEST_DATABASE_URL || LOCAL_POSTGRES);
  const dataDir = mkdtempSync(join(tmpdir(), 'berth-proc-'));
  return {
    databaseUrl: db.url,
    dataDir,
    close: async () => {
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** How long a server process may take to answer ready (startServerProcess). */
const STARTUP_DEADLINE_MS = 240_000;

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  output(): string;
  /** SIGTERM and wait (SIGKILL after 15 s). */
  stop(): Promise<void>;
  /** SIGKILL and wait: a crash. */
  kill(): Promise<void>;
}

/**
 * A keyed write sent to a server armed to die right after the write commits (BERTH_FAULT_POINT): the call gets no
 * answer at all, and the process is gone, SIGKILLed, before this returns.
 */
export async function sendIntoCrash(doomed: ServerProcess, send: () => Promise<unknown>): Promise<void> {
  await expect(send()).rejects.toThrow();
  await doomed.kill();
  expect(doomed.child.signalCode).toBe('SIGKILL');
}

export async function startServerProcess(
  env: Record<string, string>,
  options: { port?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/main/server.ts')], {
    cwd: root,
    // Metrics off unless a test asks (METRICS_PORT): processes started together must not all take 9464.
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DEMO_CATALOG_DAYS: '4',
      METRICS_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  child.stderr!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  // Ready when it says so; the deadline only ends a start that hangs (tsx compiles the service as it loads, and a
  // first start migrates and imports a catalogue, both much slower on a busy machine).
  const deadline = Date.now() + STARTUP_DEADLINE_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready in ${STARTUP_DEADLINE_MS / 1000} s:\n${output}`);
    }
    try {
      if ((await fetch(`${base}/health/ready`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const waitExit = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  return { base, child, output: () => output, stop: () => waitExit('SIGTERM'), kill: () => waitExit('SIGKILL') };
}

/** The set-up of a test file of server processes on one shared store (serverProcessFixture). */
export interface ServerProcessFixture {
  /** The shared database's URL (from the file's beforeAll on). */
  readonly databaseUrl: string;
  /** A server's environment on the shared store: DATABASE_URL and DATA_DIR, the fixture's `env`, then `extra`. */
  env(extra?: Record<string, string>): Record<string, string>;
  /** A server process on the shared store (env(extra)); stopped, if still running, after the file. */
  start(extra?: Record<string, string>): Promise<ServerProcess>;
  /** Rows of one query on the shared database (the tests' view of what the servers wrote). */
  sql<T>(text: string, values?: unknown[]): Promise<T[]>;
}

/**
 * What every test file of server processes sets up: a shared store (fresh PostgreSQL database and data
 * directory) in beforeAll, and in afterAll every server it started stopped (SIGTERM, together), then the
 * store dropped. Call it at the top level of the file; `env`: what all of the file's servers run with;
 * `enabled: false` sets nothing up (a file skipped on this engine). A file's own afterAll hooks registered
 * before this call run after the servers have stopped (vitest runs after-hooks in reverse order).
 */
export function serverProcessFixture(
  options: { env?: Record<string, string>; enabled?: boolean } = {},
): ServerProcessFixture {
  let store: Awaited<ReturnType<typeof createSharedStore>> | undefined;
  const servers: ServerProcess[] = [];
  const shared = () => {
    if (!store) throw new Error('serverProcessFixture: the shared store exists from the beforeAll on');
    return store;
  };
  beforeAll(async () => {
    if (options.enabled !== false) store = await createSharedStore();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await store?.close();
  });
  const fixture: ServerProcessFixture = {
    get databaseUrl() {
      return shared().databaseUrl;
    },
    env: (extra = {}) => ({
      DATABASE_URL: shared().databaseUrl,
      DATA_DIR: shared().dataDir,
      ...options.env,
      ...extra,
    }),
    async start(extra = {}) {
      const server = await startServerProcess(fixture.env(extra));
      servers.push(server);
      return server;
    },
    sql: (text, values = []) => queryDatabase(shared().databaseUrl, text, values),
  };
  return fixture;
}

/** The status of the booking `reference` in the fixture's database (undefined when there is none). */
export async function bookingStatus(fixture: ServerProcessFixture, reference: string): Promise<string | undefined> {
  const [row] = await fixture.sql<{ status: string }>('select status from bookings where reference = $1', [reference]);
  return row?.status;
}

/** A sandbox agency's client for a listening server (token from `tokenFrom`, usable on every instance sharing the key). */
export async function partnerClient(tokenFrom: string, which: 1 | 2 = 1) {
  const credentials =
    which === 1
      ? ['sandbox-agency', 'sandbox-secret', 'sandbox-user-key']
      : ['sandbox-agency-2', 'sandbox-secret-2', 'sandbox-user-key-2'];
  const res = await fetch(`${tokenFrom}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: credentials[0],
      client_secret: credentials[1],
      audience: 'partner-api-staging',
    }),
  });
  if (res.status !== 200) throw new Error(`token request failed: ${res.status} ${await res.text()}`);
  const token = ((await res.json()) as { access_token: string }).access_token;
  /** One V2 call against `base`; the body parsed (null when empty). */
  return async function call(
    base: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ): Promise<{ status: number; body: any; headers: Headers }> {
    const url = new URL(`/api/v2${path}`, base);
    url.searchParams.set('user_key', credentials[2]!);
    const r = await fetch(url, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await r.text();
    return { status: r.status, body: text ? JSON.parse(text) : null, headers: r.headers };
  };
}

/** Tomorrow in the operator's zone: the demo catalogue has a northbound departure from Bergen (22:30) every day. */
export function tomorrowInOslo(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export const LEAD_GUEST = { guestId: 1, ...LEAD };

/** Rows of one query on a fresh connection to `databaseUrl` (the tests' view of what the servers wrote). */
export async function queryDatabase<T>(databaseUrl: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The body of a search for one adult on tomorrow's BGO→TOS voyage (tomorrowInOslo). */
export function tomorrowSearch() {
  const day = tomorrowInOslo();
  return {
    departurePort: 'BGO',
    arrivalPort: 'TOS',
    departureDateFrom: day,
    departureDateTo: day,
    guests: [{ type: 'ADULT' }],
  };
}

/** A voyage search through `base`: the 200 answer (a new session). */
async function searchThrough(call: Awaited<ReturnType<typeof partnerClient>>, base: string, body: object) {
  const search = await call(base, 'POST', '/search/voyages', body);
  if (search.status !== 200) throw new Error(`search: ${search.status} ${JSON.stringify(search.body)}`);
  return search;
}

/** A search for one adult on tomorrow's BGO→TOS voyage through `base`: the 200 answer's body (a new session). */
export const searchTomorrow = (call: Awaited<ReturnType<typeof partnerClient>>, base: string) =>
  searchThrough(call, base, tomorrowSearch());

/**
 * The environment of a server whose bookings can be changed (CHANGEABLE_ENV), and a search 6-9 days ahead on it: a
 * FLEX booking can be changed until three days before departure, and the demo catalogue has four days unless told.
 * No overdue job: it would add versions between the answers a test compares.
 */
export const CHANGEABLE_ENV = { OVERDUE_JOB_INTERVAL_SECONDS: '0', DEMO_CATALOG_DAYS: '12' };
const daysAhead = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
export const changeableSearch = () => ({
  departurePort: 'BGO',
  arrivalPort: 'TOS',
  departureDateFrom: daysAhead(6),
  departureDateTo: daysAhead(9),
  guests: [{ type: 'ADULT' }],
});

/** What holdOneCabin books otherwise: another search (another window) and a fare (default the search's STANDARD). */
export interface OneCabinOptions {
  search?: Record<string, unknown>;
  fareCode?: string;
}

/**
 * A held booking of one adult in an I2 cabin on tomorrow's BGO→TOS voyage (or the first departure `options.search`
 * finds), through `base`: its session id and the held booking's path (`/bookings/create/voyage-only/{sessionId}`).
 */
export async function holdOneCabin(
  call: Awaited<ReturnType<typeof partnerClient>>,
  base: string,
  options: OneCabinOptions = {},
): Promise<{ sessionId: string; path: string }> {
  const search = await searchThrough(call, base, options.search ?? tomorrowSearch());
  const sessionId = search.body.sessionId as string;
  const path = `/bookings/create/voyage-only/${sessionId}`;
  const created = await call(base, 'POST', path, {
    departureDate: search.body.results[0].departureDate,
    cabinMix: [{ code: 'I2', guestIds: [1] }],
    ...(options.fareCode ? { fareCode: options.fareCode } : {}),
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  return { sessionId, path };
}

/** A booking of one adult in one cabin (holdOneCabin), confirmed for LEAD_GUEST through `base`: the confirm's body. */
export async function confirmOneCabin(
  call: Awaited<ReturnType<typeof partnerClient>>,
  base: string,
  options: OneCabinOptions = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer as the tests read it (untyped JSON)
): Promise<any> {
  const { path } = await holdOneCabin(call, base, options);
  const confirmed = await call(base, 'POST', `${path}/confirm`, { guests: [LEAD_GUEST] });
  if (confirmed.status !== 201) throw new Error(`confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return confirmed.body;
}
