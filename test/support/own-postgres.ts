/**
 * A PostgreSQL server of a test's own: a new cluster (initdb) in a temporary directory, on a free port, for the
 * tests that stop, restart or crash the database under the service. Never the machine's shared server, which
 * every other test file is using at the same moment.
 *
 * Uses the server binaries of Debian's postgresql package (the newest version in /usr/lib/postgresql). initdb and
 * postgres refuse to run as root, so under root they run as the `postgres` user (runuser) and the directory is
 * given to it. fsync is off: the cluster is thrown away with the test, and a crash here loses nothing committed
 * (the server's own WAL replay is what is tested, not the disk's).
 *
 * `startOwnPostgres({ standbyOf })` makes a streaming replica of another such server instead of a new cluster:
 * `pg_basebackup -R` copies it (initdb's defaults are wal_level=replica, ten WAL senders, and with `-A trust`
 * its pg_hba.conf trusts replication connections from this machine), and it starts as a hot standby on a port
 * of its own, following the primary.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../scripts/free-port.js';
import pg from 'pg';
import { adminQuery } from './database-admin.js';

const run = promisify(execFile);

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (versions[0] === undefined) throw new Error('no PostgreSQL server binaries in /usr/lib/postgresql');
  return join(root, versions[0], 'bin');
}

export interface OwnPostgres {
  port: number;
  /** A database of this server, as a URL (`postgres` by default). */
  url(database?: string): string;
  createDatabase(name: string): Promise<string>;
  /** `pg_ctl stop -m fast`: the server ends every session (57P01) and stops. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SIGKILL to the postmaster and its children: a crash; start() runs the recovery. */
  crash(): Promise<void>;
  /** Runs one statement on a database of this server (`postgres` by default); its rows. */
  query<T>(text: string, database?: string): Promise<T[]>;
  /** Stops it for good and removes the cluster. */
  destroy(): Promise<void>;
  log(): string;
}

export async function startOwnPostgres(what: { standbyOf?: OwnPostgres } = {}): Promise<OwnPostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'berth-own-pg-'));
  const data = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const as = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args]) : run(join(bin, command), args);
  if (what.standbyOf) {
    // A copy of the primary as of now, with standby.signal and its primary_conninfo (-R); the WAL written while
    // it copies is streamed with it (-X stream), and a fast checkpoint starts the copy at once.
    await as('pg_basebackup', [
      '-D',
      data,
      '-d',
      what.standbyOf.url(),
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ]);
  } else {
    await as('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  }
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  // -w waits until the server accepts connections (pg_ctl polls it), however long the machine takes.
  const start = async () => {
    await as('pg_ctl', ['-D', data, '-l', logFile, '-o', options, '-w', '-t', '120', 'start']).catch((error: Error) => {
      throw new Error(`${error.message}\n${readLog().slice(-3000)}`);
    });
  };
  await start();
  function readLog(): string {
    try {
      return readFileSync(logFile, 'utf8');
    } catch {
      return '';
    }
  }
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const postmasterPid = (): number | undefined => {
    try {
      return Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    } catch {
      return undefined;
    }
  };
  const stopped = async () => {
    // The pid file goes when the postmaster has ended (stop) or is left behind (crash): ask the process itself.
    const pid = postmasterPid();
    while (pid !== undefined && alive(pid)) await new Promise((r) => setTimeout(r, 20));
  };
  return {
    port,
    url,
    async query<T>(text: string, database?: string) {
      const client = new pg.Client({ connectionString: url(database) });
      await client.connect();
      try {
        return (await client.query(text)).rows as T[];
      } finally {
        await client.end();
      }
    },
    async createDatabase(name) {
      await adminQuery(url(), `create database ${name}`);
      return url(name);
    },
    async stop() {
      await as('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '120', 'stop']);
    },
    start,
    async crash() {
      const pid = postmasterPid();
      if (pid === undefined) throw new Error('the server is not running');
      // The postmaster and every process of the server at once, as when the machine loses power: no shutdown
      // checkpoint, the next start replays the WAL. Its children are taken first: once the postmaster is gone
      // they belong to init and can no longer be told from another server's.
      const group = [pid, ...childrenOf(pid)];
      for (const p of group) {
        try {
          process.kill(p, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      await stopped();
      // A new postmaster refuses to start while a process of the old one still holds its shared memory.
      for (const p of group) {
        while (alive(p)) await new Promise((r) => setTimeout(r, 20));
      }
      // And while the pid in the old lock file answers a signal: a zombie does, when the process that adopted the
      // dead postmaster (PID 1 here, after pg_ctl exited) never reaps it. Dead it is (alive() read its state).
      rmSync(join(data, 'postmaster.pid'), { force: true });
      rmSync(join(dir, `.s.PGSQL.${port}.lock`), { force: true });
    },
    async destroy() {
      if (postmasterPid() !== undefined) {
        await as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      }
      rmSync(dir, { recursive: true, force: true });
    },
    log: readLog,
  };
}

function childrenOf(parent: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        // The fields after the command's closing parenthesis: state, ppid, ...
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent;
      } catch {
        return false;
      }
    });
}

/** Running, not a zombie (whose parent may be a PID 1 that never reaps it). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}
