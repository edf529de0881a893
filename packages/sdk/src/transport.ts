/**
 * The one place requests are made: credentials on every call (bearer token and user_key), Idempotency-Key
 * on every write, retries where they are safe, and answers turned into `BerthResponse`s or `BerthError`s.
 *
 * Retries (exponential backoff with jitter, or Retry-After when the API sends it), up to maxRetries:
 * - 429 always: the API refused the request without doing anything;
 * - network errors, timeouts, 502, 503, 504 and 409 IDEMPOTENCY_REQUEST_IN_PROGRESS only when the call is
 *   safe to repeat: a GET, or a request carrying an Idempotency-Key (every POST, PATCH and DELETE of V1
 *   and V2, with one key reused across its retries). A write without a key is not repeated after a
 *   possible effect;
 * - a 401 once, with a new token (the cached one may have been revoked or its signing key rotated).
 */
import {
  BerthError,
  ConflictError,
  ConnectionError,
  errorFromResponse,
  RateLimitError,
  ServiceUnavailableError,
} from './errors.js';
import type { BerthClientOptions, BerthResponse, RequestOptions } from './options.js';
import { backoffDelay, sleep } from './retry.js';
import { TokenProvider } from './token.js';

export const DEFAULT_AUDIENCE = 'partner-api-staging';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export type Query = Record<string, string | number | boolean | undefined>;

export interface Call {
  method: Method;
  /** Path below the base address, with its parameters already encoded (`/api/v2/...`). */
  path: string;
  query?: Query;
  body?: unknown;
  /** Give the call an Idempotency-Key (generated unless the caller passed one). Every write. */
  idempotent?: boolean;
  /** The answer is a document (the confirmation PDF): its bytes, not JSON. */
  binary?: boolean;
  options?: RequestOptions | undefined;
}

export class Transport {
  readonly tokens: TokenProvider;
  private readonly baseUrl: string;
  private readonly fetch: typeof fetch;
  private readonly settings: Required<
    Pick<BerthClientOptions, 'maxRetries' | 'retryBaseDelayMs' | 'maxRetryDelayMs' | 'timeoutMs'>
  >;

  constructor(private readonly options: BerthClientOptions) {
    if (!options.baseUrl) throw new TypeError('BerthClient: baseUrl is required');
    for (const key of ['clientId', 'clientSecret', 'userKey'] as const) {
      if (!options[key]) throw new TypeError(`BerthClient: ${key} is required`);
    }
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    const fetchFn = options.fetch ?? globalThis.fetch;
    if (!fetchFn) throw new TypeError('BerthClient: no fetch available (Node 20 or later has one)');
    this.fetch = fetchFn;
    this.settings = {
      maxRetries: options.maxRetries ?? 3,
      retryBaseDelayMs: options.retryBaseDelayMs ?? 500,
      maxRetryDelayMs: options.maxRetryDelayMs ?? 30_000,
      timeoutMs: options.timeoutMs ?? 30_000,
    };
    this.tokens = new TokenProvider({
      tokenUrl: options.tokenUrl ?? `${this.baseUrl}/oauth/token`,
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      audience: options.audience ?? DEFAULT_AUDIENCE,
      renewalSeconds: options.tokenRenewalSeconds ?? 60,
      now: options.now ?? Date.now,
      fetch: this.fetch,
      ...this.settings,
    });
  }

  async request<T>(call: Call): Promise<BerthResponse<T>> {
    const { options = {} } = call;
    const url = new URL(`${this.baseUrl}${call.path}`);
    url.searchParams.set('user_key', this.options.userKey);
    for (const [name, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const idempotencyKey = options.idempotencyKey ?? (call.idempotent ? crypto.randomUUID() : undefined);
    const safe = call.method === 'GET' || idempotencyKey !== undefined;
    const maxRetries = options.maxRetries ?? this.settings.maxRetries;
    let renewedToken = false;

    for (let attempt = 0; ; attempt++) {
      const token = await this.tokens.get();
      const headers: Record<string, string> = {
        accept: call.binary ? 'application/pdf, application/problem+json' : 'application/json',
        authorization: `Bearer ${token}`,
      };
      if (call.body !== undefined) headers['content-type'] = 'application/json';
      if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
      if (options.correlationId) headers['x-correlation-id'] = options.correlationId;
      if (options.ifMatch !== undefined) {
        headers['if-match'] = typeof options.ifMatch === 'number' ? `"${options.ifMatch}"` : options.ifMatch;
      }
      if (options.ifNoneMatch !== undefined) headers['if-none-match'] = options.ifNoneMatch;
      Object.assign(headers, options.headers);

      let error: BerthError;
      try {
        const signals = [AbortSignal.timeout(this.settings.timeoutMs), ...(options.signal ? [options.signal] : [])];
        const res = await this.fetch(url, {
          method: call.method,
          headers,
          ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
          signal: AbortSignal.any(signals),
        });
        if (res.ok && call.binary) return answer(res, new Uint8Array(await res.arrayBuffer()) as T, idempotencyKey);
        const text = await res.text();
        const body = parseBody(text, res.headers.get('content-type'));
        // 304 answers an If-None-Match: what the caller has is still the answer.
        if (res.ok || res.status === 304) return answer(res, (text ? body : undefined) as T, idempotencyKey);
        error = errorFromResponse(res.status, body, res.headers);
        if (res.status === 401 && !renewedToken) {
          renewedToken = true;
          this.tokens.invalidate(token);
          attempt--;
          continue;
        }
      } catch (caught) {
        if (options.signal?.aborted) throw caught;
        error = new ConnectionError({
          status: 0,
          code: 'CONNECTION_FAILED',
          detail: `${call.method} ${this.baseUrl}${call.path} got no answer: ${(caught as Error).message}`,
          cause: caught,
        });
      }
      if (attempt >= maxRetries || !retryable(error, safe)) throw error;
      await sleep(backoffDelay(attempt, error.retryAfter, this.settings), options.signal);
    }
  }
}

function answer<T>(res: Response, data: T, idempotencyKey: string | undefined): BerthResponse<T> {
  const expires = res.headers.get('x-session-expires-at');
  return {
    data,
    status: res.status,
    sessionExpiresAt: expires ? new Date(expires) : undefined,
    correlationId: res.headers.get('x-correlation-id') ?? undefined,
    replayed: res.headers.get('idempotent-replayed') === 'true',
    idempotencyKey,
    etag: res.headers.get('etag') ?? undefined,
  };
}

function parseBody(text: string, contentType: string | null): unknown {
  if (!text || !/json/.test(contentType ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function retryable(error: BerthError, safe: boolean): boolean {
  if (error instanceof RateLimitError) return true;
  if (!safe) return false;
  if (error instanceof ConnectionError || error instanceof ServiceUnavailableError) return true;
  return error instanceof ConflictError && error.code === 'IDEMPOTENCY_REQUEST_IN_PROGRESS';
}
