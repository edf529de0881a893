/**
 * Whether a failure was the database's, not the request's: the server gone (restart, crash, a pooler killed),
 * out of room (disk full, too many connections), read-only, or too slow (a lock held past lock_timeout, a
 * statement past statement_timeout). Such a call answers 503 with Retry-After, the same request can succeed a
 * moment later, and nothing of it was kept (its transaction rolled back with it).
 *
 * And whether this instance can write at all (readiness, health.ts): a read that answers proves little when every
 * write fails (disk full) or the connections are being refused. DatabaseWriteHealth remembers the database's
 * failures that were not the request's fault since the last write that succeeded.
 */
import { sqlState } from './transaction.js';

/**
 * `unavailable`: the database cannot serve now (no connection, disk full, read-only, shutting down). `busy`: it
 * serves, but this call waited too long (a lock, a statement): another call may well go through.
 */
export type DatabaseFault = 'unavailable' | 'busy';

/** SQLSTATE classes (two characters) and codes (five) that are the database's condition, not the request's. */
const UNAVAILABLE_STATES = [
  '08', // connection exception
  '53', // insufficient resources: disk full (53100), out of memory (53200), too many connections (53300)
  '58', // system error: I/O error (58030)
  '57P01', // admin_shutdown: the server is stopping and ended the session
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or recovering
  '57P05', // idle_session_timeout
  '25006', // read_only_sql_transaction: a standby, or default_transaction_read_only
  '26000', // invalid_sql_statement_name: behind a transaction pooler without DATABASE_POOLER=transaction
];
const BUSY_STATES = [
  '55P03', // lock_not_available: waited past lock_timeout
  '57014', // query_canceled: ran past statement_timeout
  '40P01', // deadlock_detected, left after inTransaction's retries
  '40001', // serialization_failure, likewise
];

/** Node's socket errors when the server is not there or went away. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * pg's and pg-pool's errors for a connection that ended or could not be had: they carry no SQLSTATE, only a
 * message (pg 8: "Connection terminated unexpectedly", "Connection terminated due to connection timeout",
 * "Client has encountered a connection error and is not queryable", "timeout exceeded when trying to connect").
 */
const DRIVER_MESSAGES = /connection terminated|not queryable|timeout exceeded when trying to connect|connection error/i;

export function databaseFault(error: unknown): DatabaseFault | undefined {
  const state = sqlState(error);
  if (state !== undefined) {
    if (BUSY_STATES.includes(state)) return 'busy';
    if (UNAVAILABLE_STATES.some((s) => state.startsWith(s))) return 'unavailable';
    return undefined;
  }
  let e: unknown = error;
  for (let i = 0; i < 3 && e; i++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && SOCKET_CODES.has(code)) return 'unavailable';
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return 'unavailable';
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The database's failures that were not a request's fault, since the last write that went through. Readiness
 * (health.ts) says 503 while the newest few calls in a row failed so and the last of them is recent: a disk full
 * or a refusing server fails every write while a read of the migrations still answers. A lock wait or a slow
 * statement (`busy`) does not count: it is one sailing's or one query's trouble, and taking every instance out of
 * the load balancer for it would stop all sales for a stall on one row.
 */
export class DatabaseWriteHealth {
  private failuresInARow = 0;
  private lastFailureMs = 0;
  private lastState = '';

  constructor(
    private readonly nowMs: () => number = Date.now,
    /** How many failures in a row, with no write succeeding between them, make the instance unready. */
    private readonly threshold = 3,
    /** How long after the last such failure the instance stays unready, unless a write succeeds first. */
    private readonly holdMs = 10_000,
  ) {}

  /** A call failed because of the database (databaseFault said `unavailable`). */
  failed(error: unknown): void {
    this.failuresInARow++;
    this.lastFailureMs = this.nowMs();
    this.lastState = sqlState(error) ?? (error as { code?: string }).code ?? (error as Error).message ?? 'unknown';
  }

  /** A write went through (a write call answered below 400). */
  wrote(): void {
    this.failuresInARow = 0;
  }

  /** Why this instance should not take traffic now, or undefined. */
  unreadyReason(): string | undefined {
    if (this.failuresInARow < this.threshold || this.nowMs() - this.lastFailureMs > this.holdMs) return undefined;
    return `the last ${this.failuresInARow} calls failed in the database (${this.lastState}) with no write succeeding since`;
  }
}
