/**
 * Configuration from the environment, validated once at start. A bad value raises a ConfigError whose
 * message is one line naming the variable and the rule; server.ts prints it and exits.
 */
import { FAULT_POINTS, type FaultPoint } from './fault-points.js';

export type Mode = 'sandbox' | 'production';

/**
 * What sits between the service and PostgreSQL (DATABASE_POOLER): `none`, a direct connection; `session`, a
 * pooler in session mode, which gives each client connection a server connection of its own for as long as it
 * lasts (the same thing to the service); `transaction`, a pooler such as PgBouncer in transaction mode, which
 * may hand each transaction, and each statement outside one, to another server connection: the service then
 * sends no named prepared statements (db/client.ts, openDatabase). Not detected: PgBouncer answers `SHOW
 * pool_mode` only on its admin console, and PostgreSQL cannot tell that a pooler is in front of it.
 */
export type DatabasePooler = 'none' | 'session' | 'transaction';

/**
 * What bounds a call's wait on PostgreSQL (DATABASE_*_MS; applied in db/client.ts). Without them a lock held for 20 s held every
 * create, cabin-number apply and confirm for those 20 s, and the clients gave up first (issue 31).
 */
export interface DatabaseTimeouts {
  /** A statement's run (statement_timeout): a runaway query ends with 57014 and its call answers 503. */
  statementMs: number;
  /** A wait for one lock (lock_timeout): 55P03, the call answers 503 DATABASE_BUSY with Retry-After. */
  lockMs: number;
  /**
   * A transaction left open between statements (idle_in_transaction_session_timeout): a frozen or partitioned
   * instance's transaction is ended by the server, and its locks with it, instead of holding them until TCP gives up.
   */
  idleInTransactionMs: number;
  /** Getting a connection: from the pool, or a new one to the server (pg-pool's connectionTimeoutMillis). */
  connectMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  statementMs: 30_000,
  lockMs: 5_000,
  idleInTransactionMs: 30_000,
  connectMs: 10_000,
};

/** Inclusive port ranges, e.g. [[3000, 3000], [8000, 8999]] for `3000,8000-8999`. */
export type PortRanges = readonly (readonly [number, number])[];

export const portInRanges = (ranges: PortRanges, port: number) => ranges.some(([lo, hi]) => port >= lo && port <= hi);

export interface Config {
  mode: Mode;
  host: string;
  port: number;
  /** PUBLIC_BASE_URL: the address partners call (scheme, host, optional path; no trailing slash). Unset: see publicBaseUrlOf. */
  publicBaseUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  databasePooler: DatabasePooler;
  /** Bounds on a call's wait for PostgreSQL (DATABASE_STATEMENT_TIMEOUT_MS and the rest; db/client.ts). */
  databaseTimeouts: DatabaseTimeouts;
  /**
   * A PostgreSQL streaming replica of DATABASE_URL's server (DATABASE_READ_URL) that search and availability read
   * from while its data is at most DATABASE_READ_MAX_LAG_MS behind the primary's (db/read-routing.ts); unset,
   * every read is the primary's. The pool has DATABASE_POOL_SIZE connections and the same timeouts and pooler.
   */
  databaseRead: { url: string | undefined; maxLagMs: number };
  redisUrl: string | undefined;
  logLevel: string;
  /** OpenTelemetry tracing: the standard OTEL_* variables (tracingConfig). */
  tracing: TracingConfig;
  bodyLimitBytes: number;
  /**
   * How long a client may take to send a whole request, and its headers (Node's requestTimeout and
   * headersTimeout): a request that declares a body and never sends it is answered 408 and closed.
   */
  http: { requestTimeoutSeconds: number; headersTimeoutSeconds: number };
  /** Fastify's trustProxy: false, true, a hop count, or addresses/CIDRs of the proxies (TRUST_PROXY). */
  trustProxy: boolean | number | string;
  sessionIdleSeconds: number;
  /** A session's absolute life after its search, whatever resets its idle timer (contract, "Fair use (V2)"). */
  sessionMaxSeconds: number;
  /** Cabins and counted units one agency's live held bookings may hold on one sailing, unless the agency row overrides it. */
  holdQuotaPerSailing: number;
  operatorTimeZone: string;
  /** The operator's name, printed on the documents partners forward to guests (OPERATOR_NAME). */
  operatorName: string;
  demoCatalogDays: number;
  /** BERTH_BENCH_ROUTES=1: a hidden GET /bench/bare through the same app, hooks and logger (bench/run.ts's ceiling). */
  benchRoutes: boolean;
  /**
   * BERTH_BENCH_REQUEST_LOG=0: no API call is recorded in the request log, for bench/run.ts's
   * `--request-log off` (what the log costs the API). Never for service: support and partners lose the log.
   */
  requestLogOn: boolean;
  /** How long catalogue reads (grades, fares, prices, calls) are cached in memory; 0 disables. See catalog/catalog-reads.ts. */
  catalogCacheSeconds: number;
  /** Voyages whose availability search keeps per instance while it is exact (inventory/availability-cache.ts); 0 = off. */
  availabilityCacheEntries: number;
  /** How often this instance evaluates the watches (WATCH_INTERVAL_MS, domain/watches/evaluation.ts); 0 = not here. */
  watchIntervalMs: number;
  auth: {
    audience: string;
    issuer: string;
    tokenTtlSeconds: number;
    /** PEM (PKCS#8) or JWK JSON of the current signing key; required in production unless an external issuer is set. */
    signingKey: string | undefined;
    /** PEM (SPKI) or JWK JSON of the previous public key, still published in the JWKS after a rotation. */
    previousPublicKey: string | undefined;
    externalIssuer: string | undefined;
    externalJwksUrl: string | undefined;
    /**
     * Secret verifications a second for one client id or portal e-mail while it is under attack (more than
     * 100 failures a minute from all addresses), across instances (AUTH_ATTACK_VERIFICATIONS_PER_SECOND;
     * auth/guessing-guard.ts): the hashing such an attack can cost, and what the owner competes for.
     */
    attackVerificationsPerSecond: number;
  };
  v1RateLimit: { max: number; windowSeconds: number };
  /** BERTH_FAULT_POINT: a crash test's fault point (fault-points.ts); sandbox mode only. */
  faultPoint: FaultPoint | undefined;
  /** V2 requests per agency per window; max 0 switches the limit off (as the benchmark does). */
  v2RateLimit: { max: number; windowSeconds: number };
  /**
   * Confirmation PDFs (documents/service.ts): of one agency in progress at once (DOCUMENTS_PER_AGENCY) and
   * waiting (DOCUMENTS_QUEUE_PER_AGENCY), more answer 429; worker threads rendering them (DOCUMENT_THREADS);
   * how long an unchanged booking's document is reused (DOCUMENT_CACHE_SECONDS, 0: never).
   */
  documents: { perAgency: number; queuePerAgency: number; threads: number; cacheSeconds: number };
  portal: {
    /** How long a portal sign-in lasts (PORTAL_SESSION_HOURS), from sign-in, whatever the activity. */
    sessionHours: number;
    /** The session and CSRF cookies carry Secure: outside sandbox mode (the portal is then served over HTTPS). */
    secureCookies: boolean;
    /** The largest file a portal form takes (PORTAL_UPLOAD_MAX_MB; the operator's catalogue upload). */
    uploadMaxBytes: number;
    /**
     * Access requests accepted per client address and from all addresses together per window
     * (ACCESS_REQUESTS_PER_ADDRESS, ACCESS_REQUESTS_MAX, ACCESS_REQUEST_WINDOW_SECONDS), across instances.
     */
    accessRequests: { perAddress: number; max: number; windowSeconds: number };
  };
  /**
   * Outgoing mail (src/platform/mail/): invitations, password resets, access request decisions. SMTP_URL
   * (smtp:// or smtps://, credentials in the URL) sends through that server with nodemailer; unset, sandbox
   * mode keeps the mails for the portal's sandbox mailbox, and production sends none and says so in the log.
   * MAIL_FROM is the sender.
   */
  mail: { smtpUrl: string | undefined; from: string };
  /**
   * The Prometheus metrics' own listener (GET /metrics; src/platform/metrics/): METRICS_HOST (default 127.0.0.1, only
   * this machine) and METRICS_PORT (default 9464, Prometheus's registered port for exporters; 0 turns the
   * metrics off, listener and counting both). Never the partner port.
   */
  metrics: { host: string; port: number };
  /** How often the API request log's buffer is written to the database (REQUEST_LOG_FLUSH_MS; request-log/). */
  requestLogFlushMs: number;
  /** How many days an API call stays in the request log (REQUEST_LOG_RETENTION_DAYS; housekeeping removes older ones). */
  requestLogRetentionDays: number;
  payments: {
    /** Hours after an unpaid due instant (its `payment.overdue` event) before the booking is cancelled. */
    graceHours: number;
    /** How often this instance runs the overdue job; 0 turns it off here (another instance must run it). */
    overdueJobIntervalSeconds: number;
  };
  personalData: {
    /** Days after a booking's arrival (or cancellation) until the housekeeping job erases its guests' personal data. */
    retentionDays: number;
  };
  webhooks: {
    /** How often this instance looks for deliveries due (WEBHOOK_DELIVERY_INTERVAL_MS); 0 turns delivery off here. */
    deliveryIntervalMs: number;
    /** A delivery attempt's whole time limit, connect to last byte (WEBHOOK_TIMEOUT_MS; the contract's 10 s). */
    timeoutMs: number;
    /** The first retry's delay before jitter; each next one doubles (WEBHOOK_RETRY_BASE_MS). */
    retryBaseMs: number;
    /** How long a delivery is retried, and how long an endpoint may fail before it is disabled (WEBHOOK_RETRY_HOURS). */
    retryHours: number;
    /** Deliveries in flight at once to one endpoint, across all instances (WEBHOOK_MAX_IN_FLIGHT_PER_ENDPOINT). */
    maxInFlightPerEndpoint: number;
    /** Deliveries in flight at once to all of one agency's endpoints, across all instances (WEBHOOK_MAX_IN_FLIGHT_PER_AGENCY). */
    maxInFlightPerAgency: number;
    /**
     * SANDBOX_WEBHOOK_PORTS: the ports a sandbox webhook may use on 127.0.0.1 / localhost (a partner's receiver
     * next to the sandbox); any other loopback port is refused, so that webhooks cannot probe the host's services.
     */
    sandboxPorts: PortRanges;
    /** WEBHOOK_SECRET_KEY: 32 bytes (base64) that encrypt the endpoints' secrets at rest; unset, see webhooks/secret-box.ts. */
    secretKey: Buffer | undefined;
  };
}

/**
 * OpenTelemetry tracing (tracing/register.ts). The variables are OpenTelemetry's standard ones, read by its SDK;
 * only whether tracing is on is decided here, and the values a typo would silently turn into another
 * behaviour (the SDK warns and falls back) are refused with a clear message instead.
 */
export interface TracingConfig {
  /** On when an OTLP endpoint is set (OTEL_EXPORTER_OTLP_ENDPOINT or _TRACES_ENDPOINT), unless OTEL_SDK_DISABLED=true or OTEL_TRACES_EXPORTER=none. */
  enabled: boolean;
}

// Start-up's refusal (the process prints it and exits), before any request or command exists to answer.
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function str(env: Env, name: string, fallback: string): string {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  return value;
}

function optional(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value === '' ? undefined : value;
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  const value = Number(raw);
  if (value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function oneOf<T extends string>(env: Env, name: string, fallback: T, allowed: readonly T[]): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
  }
  return raw as T;
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = optional(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL (${protocols.join(' or ')})`);
  }
  if (!protocols.includes(parsed.protocol.replace(/:$/, ''))) {
    throw new ConfigError(`${name} must be a URL with scheme ${protocols.join(' or ')} (got "${parsed.protocol}")`);
  }
  return raw;
}

/** A base64 key of exactly `bytes` bytes. */
function base64Key(env: Env, name: string, bytes: number): Buffer | undefined {
  const raw = optional(env, name);
  if (raw === undefined) return undefined;
  const key = /^[A-Za-z0-9+/_-]+={0,2}$/.test(raw.trim()) ? Buffer.from(raw.trim(), 'base64') : Buffer.alloc(0);
  if (key.length !== bytes)
    throw new ConfigError(`${name} must be ${bytes} bytes in base64 (e.g. openssl rand -base64 ${bytes})`);
  return key;
}

function timeZone(env: Env, name: string, fallback: string): string {
  const value = str(env, name, fallback);
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
  } catch {
    throw new ConfigError(`${name} must be an IANA time zone such as Europe/Oslo (got "${value}")`);
  }
  return value;
}

/** PUBLIC_BASE_URL: an http(s) URL without query or fragment; a trailing slash is dropped. */
function baseUrl(env: Env, name: string): string | undefined {
  const raw = url(env, name, ['https', 'http']);
  if (raw === undefined) return undefined;
  const parsed = new URL(raw);
  if (parsed.search || parsed.hash || parsed.username || parsed.password) {
    throw new ConfigError(`${name} must be a base URL without credentials, query or fragment (got "${raw}")`);
  }
  return `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '');
}

/** TRUST_PROXY: unset or `false`, `true`, a number of proxy hops, or comma-separated proxy addresses/CIDRs. */
function trustProxy(env: Env): boolean | number | string {
  const raw = optional(env, 'TRUST_PROXY');
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return int(env, 'TRUST_PROXY', 0, 0, 32);
  const parts = raw.split(',').map((p) => p.trim());
  if (parts.some((p) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(p))) {
    throw new ConfigError(`TRUST_PROXY must be true, false, a hop count, or proxy addresses/CIDRs (got "${raw}")`);
  }
  return parts.join(',');
}

/** Ports and inclusive ranges, comma-separated (`3000,8000-8999`), each 1 to 65535. */
function portRanges(env: Env, name: string, fallback: string): PortRanges {
  const raw = str(env, name, fallback);
  const rule = `${name} must be ports and ranges from 1 to 65535, comma-separated, such as 3000,8000-8999 (got "${raw}")`;
  return raw.split(',').map((part) => {
    const m = /^\s*(\d{1,5})(?:\s*-\s*(\d{1,5}))?\s*$/.exec(part);
    if (!m) throw new ConfigError(rule);
    const lo = Number(m[1]);
    const hi = m[2] === undefined ? lo : Number(m[2]);
    if (lo < 1 || hi > 65535 || lo > hi) throw new ConfigError(rule);
    return [lo, hi] as const;
  });
}

/** `ranges` without `port` (a range holding it is split in two). */
function withoutPort(ranges: PortRanges, port: number): PortRanges {
  return ranges.flatMap(([lo, hi]) => {
    if (port < lo || port > hi) return [[lo, hi] as const];
    const parts: (readonly [number, number])[] = [];
    if (lo < port) parts.push([lo, port - 1]);
    if (port < hi) parts.push([port + 1, hi]);
    return parts;
  });
}

/** OPERATOR_NAME: one line of printable text, 1 to 100 characters. */
function operatorName(env: Env): string {
  const value = str(env, 'OPERATOR_NAME', 'Berth Coastal Voyages').trim();
  if (value.length === 0 || value.length > 100 || /\p{Cc}/u.test(value)) {
    throw new ConfigError('OPERATOR_NAME must be 1 to 100 characters of one line of text');
  }
  return value;
}

/** MAIL_FROM: `Name <address>` or a bare address, on one line (it becomes a mail header). */
function mailFrom(env: Env): string {
  const value = str(env, 'MAIL_FROM', 'Berth partner portal <portal@berth.example>').trim();
  if (
    value.length > 200 ||
    /\p{Cc}/u.test(value) ||
    !/^([^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(value)
  ) {
    throw new ConfigError(
      `MAIL_FROM must be an address such as portal@operator.example or "Berth <portal@operator.example>" (got "${value}")`,
    );
  }
  return value;
}

export function loadConfig(env: Env = process.env): Config {
  const mode = oneOf<Mode>(env, 'BERTH_MODE', 'sandbox', ['sandbox', 'production']);
  const port = int(env, 'PORT', 8080, 0, 65535);
  const config: Config = {
    mode,
    host: str(env, 'HOST', '127.0.0.1'),
    port,
    publicBaseUrl: baseUrl(env, 'PUBLIC_BASE_URL'),
    dataDir: str(env, 'DATA_DIR', './data'),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres', 'postgresql']),
    databasePoolSize: int(env, 'DATABASE_POOL_SIZE', 10, 1, 200),
    databasePooler: oneOf<DatabasePooler>(env, 'DATABASE_POOLER', 'none', ['none', 'session', 'transaction']),
    databaseTimeouts: databaseTimeouts(env),
    databaseRead: {
      url: url(env, 'DATABASE_READ_URL', ['postgres', 'postgresql']),
      maxLagMs: int(env, 'DATABASE_READ_MAX_LAG_MS', 1000, 50, 600_000),
    },
    redisUrl: url(env, 'REDIS_URL', ['redis', 'rediss']),
    logLevel: oneOf(env, 'LOG_LEVEL', 'info', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    tracing: tracingConfig(env),
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 64 * 1024, 1024, 10 * 1024 * 1024),
    http: {
      requestTimeoutSeconds: int(env, 'REQUEST_TIMEOUT_SECONDS', 30, 1, 600),
      headersTimeoutSeconds: int(env, 'HEADERS_TIMEOUT_SECONDS', 10, 1, 600),
    },
    trustProxy: trustProxy(env),
    sessionIdleSeconds: int(env, 'SESSION_IDLE_SECONDS', 900, 1, 86_400),
    sessionMaxSeconds: int(env, 'SESSION_MAX_SECONDS', 7200, 1, 7 * 86_400),
    holdQuotaPerSailing: int(env, 'HOLD_QUOTA_PER_SAILING', 10, 1, 1_000_000),
    operatorTimeZone: timeZone(env, 'OPERATOR_TIME_ZONE', 'Europe/Oslo'),
    operatorName: operatorName(env),
    demoCatalogDays: int(env, 'DEMO_CATALOG_DAYS', 365, 1, 730),
    catalogCacheSeconds: int(env, 'CATALOG_CACHE_SECONDS', 60, 0, 3600),
    availabilityCacheEntries: int(env, 'AVAILABILITY_CACHE_ENTRIES', 10_000, 0, 1_000_000),
    watchIntervalMs: int(env, 'WATCH_INTERVAL_MS', 1000, 0, 60_000),
    benchRoutes: oneOf(env, 'BERTH_BENCH_ROUTES', '0', ['0', '1']) === '1',
    requestLogOn: oneOf(env, 'BERTH_BENCH_REQUEST_LOG', '1', ['0', '1']) === '1',
    auth: authConfig(env, mode),
    v1RateLimit: {
      max: int(env, 'V1_RATE_LIMIT_MAX', 100, 1, 1_000_000),
      windowSeconds: int(env, 'V1_RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400),
    },
    faultPoint:
      optional(env, 'BERTH_FAULT_POINT') === undefined
        ? undefined
        : oneOf(env, 'BERTH_FAULT_POINT', FAULT_POINTS[0], FAULT_POINTS),
    v2RateLimit: {
      max: int(env, 'V2_RATE_LIMIT_MAX', 3000, 0, 1_000_000),
      windowSeconds: int(env, 'V2_RATE_LIMIT_WINDOW_SECONDS', 60, 0, 86_400),
    },
    documents: documentsConfig(env),
    portal: portalConfig(env, mode),
    mail: { smtpUrl: url(env, 'SMTP_URL', ['smtp', 'smtps']), from: mailFrom(env) },
    metrics: {
      host: str(env, 'METRICS_HOST', '127.0.0.1'),
      port: int(env, 'METRICS_PORT', 9464, 0, 65535),
    },
    requestLogFlushMs: int(env, 'REQUEST_LOG_FLUSH_MS', 1000, 50, 60_000),
    requestLogRetentionDays: int(env, 'REQUEST_LOG_RETENTION_DAYS', 14, 1, 3650),
    payments: {
      graceHours: int(env, 'PAYMENT_GRACE_HOURS', 72, 0, 24 * 365),
      overdueJobIntervalSeconds: int(env, 'OVERDUE_JOB_INTERVAL_SECONDS', 60, 0, 3600),
    },
    personalData: {
      retentionDays: int(env, 'PERSONAL_DATA_RETENTION_DAYS', 1095, 1, 36_500),
    },
    webhooks: webhooksConfig(env, port),
  };
  checkCombinations(config);
  return config;
}

/** The database's timeouts (db/client.ts sets them on every connection). */
function databaseTimeouts(env: Env): Config['databaseTimeouts'] {
  return {
    statementMs: int(env, 'DATABASE_STATEMENT_TIMEOUT_MS', DEFAULT_DATABASE_TIMEOUTS.statementMs, 100, 3_600_000),
    lockMs: int(env, 'DATABASE_LOCK_TIMEOUT_MS', DEFAULT_DATABASE_TIMEOUTS.lockMs, 100, 3_600_000),
    idleInTransactionMs: int(
      env,
      'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
      DEFAULT_DATABASE_TIMEOUTS.idleInTransactionMs,
      1000,
      3_600_000,
    ),
    connectMs: int(env, 'DATABASE_CONNECT_TIMEOUT_MS', DEFAULT_DATABASE_TIMEOUTS.connectMs, 100, 600_000),
  };
}

/** Tokens: the audience and issuer differ per mode, so a sandbox token is refused in production. */
function authConfig(env: Env, mode: Mode): Config['auth'] {
  return {
    audience: str(env, 'AUTH_AUDIENCE', mode === 'production' ? 'partner-api' : 'partner-api-staging'),
    issuer: str(env, 'AUTH_ISSUER', mode === 'production' ? 'berth' : 'berth-sandbox'),
    tokenTtlSeconds: int(env, 'TOKEN_TTL_SECONDS', 86_400, 60, 7 * 86_400),
    signingKey: optional(env, 'AUTH_SIGNING_KEY'),
    previousPublicKey: optional(env, 'AUTH_PREVIOUS_PUBLIC_KEY'),
    externalIssuer: optional(env, 'AUTH_EXTERNAL_ISSUER'),
    externalJwksUrl: url(env, 'AUTH_EXTERNAL_JWKS_URL', ['https', 'http']),
    attackVerificationsPerSecond: int(env, 'AUTH_ATTACK_VERIFICATIONS_PER_SECOND', 5, 1, 1000),
  };
}

/** The confirmation documents' rendering: per-agency fairness, threads and the cache. */
function documentsConfig(env: Env): Config['documents'] {
  return {
    perAgency: int(env, 'DOCUMENTS_PER_AGENCY', 2, 1, 100),
    queuePerAgency: int(env, 'DOCUMENTS_QUEUE_PER_AGENCY', 4, 0, 1000),
    threads: int(env, 'DOCUMENT_THREADS', 1, 1, 16),
    cacheSeconds: int(env, 'DOCUMENT_CACHE_SECONDS', 60, 0, 600),
  };
}

/** The portal's sessions, uploads and access requests; cookies are secure in production. */
function portalConfig(env: Env, mode: Mode): Config['portal'] {
  return {
    sessionHours: int(env, 'PORTAL_SESSION_HOURS', 8, 1, 24 * 30),
    secureCookies: mode === 'production',
    uploadMaxBytes: int(env, 'PORTAL_UPLOAD_MAX_MB', 10, 1, 100) * 1024 * 1024,
    accessRequests: {
      perAddress: int(env, 'ACCESS_REQUESTS_PER_ADDRESS', 5, 1, 1_000_000),
      max: int(env, 'ACCESS_REQUESTS_MAX', 50, 1, 1_000_000),
      windowSeconds: int(env, 'ACCESS_REQUEST_WINDOW_SECONDS', 3600, 1, 7 * 86_400),
    },
  };
}

/** Webhook delivery: pace, timeouts, retries, fairness, the sandbox's ports and the secrets' key. */
function webhooksConfig(env: Env, port: number): Config['webhooks'] {
  return {
    deliveryIntervalMs: int(env, 'WEBHOOK_DELIVERY_INTERVAL_MS', 500, 0, 60_000),
    timeoutMs: int(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100, 60_000),
    retryBaseMs: int(env, 'WEBHOOK_RETRY_BASE_MS', 30_000, 10, 60_000),
    retryHours: int(env, 'WEBHOOK_RETRY_HOURS', 72, 1, 24 * 30),
    maxInFlightPerEndpoint: int(env, 'WEBHOOK_MAX_IN_FLIGHT_PER_ENDPOINT', 4, 1, 100),
    maxInFlightPerAgency: int(env, 'WEBHOOK_MAX_IN_FLIGHT_PER_AGENCY', 8, 1, 1000),
    // The example receiver's port (examples/webhook-receiver.ts, 4000) and the 99 after it: no database,
    // cache or the service itself listens there by default (5432, 6379, 3306, 8080 are outside).
    // Never the service's own port, even when listed: a webhook would make it call itself.
    sandboxPorts: withoutPort(portRanges(env, 'SANDBOX_WEBHOOK_PORTS', '4000-4099'), port),
    secretKey: base64Key(env, 'WEBHOOK_SECRET_KEY', 32),
  };
}

/** The variables that are valid alone but not together: ConfigError in the variables' terms. */
function checkCombinations(config: Config): void {
  const { mode } = config;
  if (config.faultPoint && mode === 'production') {
    throw new ConfigError('BERTH_FAULT_POINT is for crash tests and is refused when BERTH_MODE=production');
  }
  if (config.http.headersTimeoutSeconds > config.http.requestTimeoutSeconds) {
    // Node refuses a header limit above the request limit: say so in the variables' terms.
    throw new ConfigError(
      `HEADERS_TIMEOUT_SECONDS (${config.http.headersTimeoutSeconds}) must not be above REQUEST_TIMEOUT_SECONDS (${config.http.requestTimeoutSeconds})`,
    );
  }
  if (config.databasePooler !== 'none' && config.databaseUrl === undefined) {
    throw new ConfigError(
      `DATABASE_POOLER=${config.databasePooler} needs DATABASE_URL (the embedded database has no pooler)`,
    );
  }
  if (config.databaseRead.url !== undefined && config.databaseUrl === undefined) {
    throw new ConfigError(
      'DATABASE_READ_URL needs DATABASE_URL (a replica of that PostgreSQL server; the embedded database has none)',
    );
  }
  if (config.metrics.port !== 0 && config.metrics.port === config.port) {
    // The metrics are the operator's: on the partner port they would be public, and the two cannot share it anyway.
    throw new ConfigError(`METRICS_PORT (${config.metrics.port}) must differ from PORT; 0 turns the metrics off`);
  }
  if ((config.auth.externalIssuer === undefined) !== (config.auth.externalJwksUrl === undefined)) {
    throw new ConfigError('AUTH_EXTERNAL_ISSUER and AUTH_EXTERNAL_JWKS_URL must be set together');
  }
  if (mode === 'production' && !config.auth.signingKey && !config.auth.externalIssuer) {
    throw new ConfigError(
      'AUTH_SIGNING_KEY (or AUTH_EXTERNAL_ISSUER with AUTH_EXTERNAL_JWKS_URL) is required when BERTH_MODE=production',
    );
  }
}

const OTLP_PROTOCOLS = ['http/protobuf', 'http/json', 'grpc'] as const;
const SAMPLERS = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
] as const;

/** Whether tracing is on, from the standard OpenTelemetry variables (see TracingConfig). Pure. */
export function tracingConfig(env: Env = process.env): TracingConfig {
  const endpoint =
    url(env, 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', ['http', 'https']) ??
    url(env, 'OTEL_EXPORTER_OTLP_ENDPOINT', ['http', 'https']);
  oneOf(env, 'OTEL_EXPORTER_OTLP_PROTOCOL', 'http/protobuf', OTLP_PROTOCOLS);
  oneOf(env, 'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL', 'http/protobuf', OTLP_PROTOCOLS);
  const sampler = oneOf(env, 'OTEL_TRACES_SAMPLER', 'parentbased_always_on', SAMPLERS);
  const ratio = optional(env, 'OTEL_TRACES_SAMPLER_ARG');
  if (sampler.endsWith('traceidratio') && ratio !== undefined && !(Number(ratio) >= 0 && Number(ratio) <= 1)) {
    throw new ConfigError(`OTEL_TRACES_SAMPLER_ARG must be a ratio from 0 to 1 (got "${ratio}")`);
  }
  const disabled = optional(env, 'OTEL_SDK_DISABLED')?.trim().toLowerCase() === 'true';
  const exporters = (optional(env, 'OTEL_TRACES_EXPORTER') ?? 'otlp').split(',').map((s) => s.trim());
  return { enabled: endpoint !== undefined && !disabled && !exporters.includes('none') };
}
