/**
 * A PgBouncer in transaction pooling mode in front of a PostgreSQL server, on a free local port, with a config
 * generated into a directory of its own (log and pid file there too): for the tests that run the service through
 * it (test/db/pgbouncer.pg.test.ts), the benchmark (`npm run bench -- --pgbouncer`) and CI (.ci/run), which
 * runs it as a command:
 *
 *   node --import tsx scripts/pgbouncer.ts --dir DIR [--server URL] [--pool-size N]
 *
 * prints the port it listens on and leaves PgBouncer running (stop it with `kill $(cat DIR/pgbouncer.pid)`).
 * Needs the `pgbouncer` binary (Debian's package: /usr/sbin/pgbouncer). PgBouncer refuses to run as root, so
 * under root it switches to the `postgres` user (`-u`), and the directory is left writable for it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.js';
import { DEFAULT_DATABASE_TIMEOUTS } from '../src/kernel/config.js';

/** Where Debian's pgbouncer package puts its executable. */
export const PGBOUNCER_PATHS = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'];
export const PGBOUNCER_BINARY = PGBOUNCER_PATHS.find((p) => existsSync(p));

/**
 * What each new server connection runs first: the timeouts the service gives its own connections when it connects
 * directly (DEFAULT_DATABASE_TIMEOUTS in config.ts). No single quote in it: it sits inside one in the config.
 */
export const PGBOUNCER_CONNECT_QUERY = [
  `set statement_timeout = ${DEFAULT_DATABASE_TIMEOUTS.statementMs}`,
  `set lock_timeout = ${DEFAULT_DATABASE_TIMEOUTS.lockMs}`,
  `set idle_in_transaction_session_timeout = ${DEFAULT_DATABASE_TIMEOUTS.idleInTransactionMs}`,
].join('; ');

export interface PgBouncerOptions {
  /** The PostgreSQL server every database name is passed on to (its host, port and user); default the local one. */
  server?: string;
  /** Server connections per database and user (default_pool_size): what transactions queue for. Default 20. */
  poolSize?: number;
  /** Client connections PgBouncer accepts in all (max_client_conn). Default 1000. */
  maxClientConn?: number;
  /** Where the config, log and pid file go; a new temporary directory (removed by stop) if not given. */
  dir?: string;
  /** The port to listen on (a PgBouncer started again where a killed one was); a free one if not given. */
  port?: number;
  /** Leave PgBouncer running after this process exits (the command); else it is this process's child. */
  detached?: boolean;
}

export interface PgBouncer {
  port: number;
  dir: string;
  pid: number;
  /** `url` (a database on the server) through PgBouncer: the same user and database, PgBouncer's host and port. */
  via(url: string): string;
  /** The log so far, for a failure message. */
  log(): string;
  /** SIGTERM and wait; removes the directory if it was made here. */
  stop(): Promise<void>;
}

export async function startPgBouncer(options: PgBouncerOptions = {}): Promise<PgBouncer> {
  if (!PGBOUNCER_BINARY) throw new Error('pgbouncer is not installed (Debian: apt-get install pgbouncer)');
  const server = new URL(options.server ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const user = decodeURIComponent(server.username || 'postgres');
  const made = options.dir === undefined;
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'berth-pgbouncer-'));
  mkdirSync(dir, { recursive: true });
  const port = options.port ?? (await freePort());
  const asRoot = process.getuid?.() === 0;
  // Written by PgBouncer after it has switched to `postgres` (under root): the directory must let it.
  if (asRoot) chmodSync(dir, 0o777);
  writeFileSync(join(dir, 'users.txt'), `"${user}" ""\n`);
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      // Any database name the client asks for, on the one server. The service cannot give a transaction pooler's
      // server connections its timeouts (PgBouncer refuses startup parameters it does not track), so each new one
      // gets them here (docs/operations.md, "Behind PgBouncer"): the service's defaults (config.ts).
      `* = host=${server.hostname} port=${server.port || 5432} connect_query='${PGBOUNCER_CONNECT_QUERY}'`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(dir, 'users.txt')}`,
      `admin_users = ${user}`,
      'pool_mode = transaction',
      // After a failed login to the server (PostgreSQL restarting), try again in 1 s, not the default 15 s during
      // which every client is refused though the server is back (issue 31).
      'server_login_retry = 1',
      // A client waits at most 10 s for a server connection (default 120 s): with the server down, a call
      // answers 503 within that, instead of holding its caller for two minutes.
      'query_wait_timeout = 10',
      `default_pool_size = ${options.poolSize ?? 20}`,
      `max_client_conn = ${options.maxClientConn ?? 1000}`,
      `logfile = ${join(dir, 'pgbouncer.log')}`,
      `pidfile = ${join(dir, 'pgbouncer.pid')}`,
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
  );
  const args = [...(asRoot ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')];
  const child: ChildProcess = spawn(PGBOUNCER_BINARY, args, {
    stdio: 'ignore',
    detached: options.detached === true,
  });
  if (options.detached) child.unref();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const log = () => {
    try {
      return readFileSync(join(dir, 'pgbouncer.log'), 'utf8');
    } catch {
      return '';
    }
  };
  // Started when it accepts connections; the deadline only ends a start that hangs: generous, since a busy
  // machine (a test run beside other work) may take many seconds to run a new process.
  const deadline = Date.now() + 60_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`pgbouncer did not start on port ${port}:\n${log()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    dir,
    pid: child.pid!,
    via: (url) => {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(port);
      return through.toString();
    },
    log,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      if (made) rmSync(dir, { recursive: true, force: true });
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

// As a command (.ci/run): start detached, print the port.
if (process.argv[1] && /scripts[/\\]pgbouncer\.ts$/.test(process.argv[1])) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const dir = arg('dir');
  if (!dir) {
    process.stderr.write('usage: scripts/pgbouncer.ts --dir DIR [--server URL] [--pool-size N]\n');
    process.exit(2);
  }
  const pgbouncer = await startPgBouncer({
    dir,
    detached: true,
    ...(arg('server') ? { server: arg('server')! } : {}),
    ...(arg('pool-size') ? { poolSize: Number(arg('pool-size')) } : {}),
  });
  process.stdout.write(`${pgbouncer.port}\n`);
}
