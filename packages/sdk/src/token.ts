/**
 * Access tokens (OAuth 2.0 client credentials): fetched on first use, cached, and renewed shortly before they
 * expire. Concurrent calls share one in-flight token request.
 */
import { AuthenticationError, ConnectionError, errorFromResponse, RateLimitError, type BerthError } from './errors.js';
import { backoffDelay, sleep } from './retry.js';

export interface TokenSettings {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  audience: string;
  renewalSeconds: number;
  maxRetries: number;
  retryBaseDelayMs: number;
  maxRetryDelayMs: number;
  timeoutMs: number;
  fetch: typeof fetch;
  now: () => number;
}

interface CachedToken {
  value: string;
  /** When to fetch a new one (ms since the epoch): `renewalSeconds` before expiry. */
  renewAt: number;
}

export class TokenProvider {
  private cached: CachedToken | undefined;
  private inFlight: Promise<string> | undefined;

  constructor(private readonly settings: TokenSettings) {}

  /** A valid access token: the cached one, or a new one (one request, however many callers wait). */
  async get(): Promise<string> {
    if (this.cached && this.settings.now() < this.cached.renewAt) return this.cached.value;
    this.inFlight ??= this.fetchToken().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  /** Forgets the cached token (the API refused it); the next call fetches a new one. */
  invalidate(token: string): void {
    if (this.cached?.value === token) this.cached = undefined;
  }

  private async fetchToken(): Promise<string> {
    const { settings } = this;
    for (let attempt = 0; ; attempt++) {
      let error: BerthError;
      try {
        const res = await settings.fetch(settings.tokenUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            grant_type: 'client_credentials',
            client_id: settings.clientId,
            client_secret: settings.clientSecret,
            audience: settings.audience,
          }),
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        const text = await res.text();
        const body = text ? (JSON.parse(text) as unknown) : undefined;
        if (res.ok) {
          const token = body as { access_token: string; expires_in: number };
          // Renew `renewalSeconds` early, or half-way through a lifetime shorter than twice that.
          const early = Math.min(settings.renewalSeconds, token.expires_in / 2);
          this.cached = { value: token.access_token, renewAt: settings.now() + (token.expires_in - early) * 1000 };
          return token.access_token;
        }
        error = errorFromResponse(res.status, body, res.headers);
        if (!(error instanceof RateLimitError) && res.status < 500) {
          // A refusal of the credentials is an authentication failure whatever its status (400 invalid_target too).
          throw error instanceof AuthenticationError ? error : new AuthenticationError({ ...error, body });
        }
      } catch (caught) {
        if (caught instanceof AuthenticationError) throw caught;
        error =
          caught instanceof Error && 'status' in caught
            ? (caught as BerthError)
            : new ConnectionError({
                status: 0,
                code: 'CONNECTION_FAILED',
                detail: `The token endpoint ${settings.tokenUrl} could not be reached: ${(caught as Error).message}`,
                cause: caught,
              });
      }
      // Token requests change nothing: always safe to retry.
      if (attempt >= settings.maxRetries) throw error;
      await sleep(backoffDelay(attempt, error.retryAfter, settings));
    }
  }
}
