/**
 * One delivery attempt over HTTP: POST of the event's JSON, signed, to the endpoint, within the time limit.
 *
 * - The address is checked inside the socket's own lookup (url-policy.ts guardedLookup) and the connection
 *   goes to the checked address: no second resolution between check and connect. An IP literal host is
 *   checked before the request, since Node does not look literals up.
 * - Redirects are not followed (node:http never does): a 3xx is a failed attempt, so a receiver cannot
 *   bounce a delivery to an internal address.
 * - The time limit covers the whole attempt, connection to the last byte of the answer; the body is read and
 *   dropped (only the first bytes would ever be shown, and they are not stored).
 * - Keep-alive agents reuse connections to a partner between deliveries; a reused socket was connected to a
 *   checked address.
 */
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { Mode } from '../config.js';
import { allowedAddresses, ForbiddenAddressError, guardedLookup, hostOf, type Resolver } from './url-policy.js';

export interface AttemptOutcome {
  ok: boolean;
  statusCode: number | null;
  /** Why the attempt failed when there was no 2xx: a short text for the partner's deliveries log. */
  error: string | null;
  durationMs: number;
}

export interface Sender {
  send(url: string, headers: Record<string, string>, body: string): Promise<AttemptOutcome>;
  close(): void;
}

export function createSender(deps: { mode: Mode; timeoutMs: number; resolve: Resolver }): Sender {
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
  };
  const lookup = guardedLookup(deps.mode, deps.resolve);

  async function attempt(url: URL, headers: Record<string, string>, body: string): Promise<{ statusCode: number }> {
    // Literals never reach the lookup; a name is checked there, at connect.
    if (isIP(hostOf(url)) !== 0) await allowedAddresses(url, deps.mode, deps.resolve);
    const request = url.protocol === 'https:' ? https.request : http.request;
    return new Promise((resolve, reject) => {
      const req = request(
        url,
        {
          method: 'POST',
          agent: agents[url.protocol as 'http:' | 'https:'],
          lookup,
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => resolve({ statusCode: res.statusCode ?? 0 }));
          res.on('error', reject);
        },
      );
      const timer = setTimeout(
        () => req.destroy(Object.assign(new Error(`no answer within ${deps.timeoutMs} ms`), { code: 'ETIMEDOUT' })),
        deps.timeoutMs,
      );
      req.on('close', () => clearTimeout(timer));
      req.on('error', reject);
      req.end(body);
    });
  }

  return {
    async send(rawUrl, headers, body) {
      const started = performance.now();
      const took = () => Math.round(performance.now() - started);
      try {
        const { statusCode } = await attempt(new URL(rawUrl), headers, body);
        const ok = statusCode >= 200 && statusCode < 300;
        const error = ok
          ? null
          : statusCode >= 300 && statusCode < 400
            ? `redirect (${statusCode}) not followed`
            : `answered ${statusCode}`;
        return { ok, statusCode, error, durationMs: took() };
      } catch (e) {
        const error =
          e instanceof ForbiddenAddressError
            ? `refused: ${e.message}`
            : (e as NodeJS.ErrnoException).code === 'ETIMEDOUT'
              ? `timed out after ${deps.timeoutMs} ms`
              : `connection failed (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`;
        return { ok: false, statusCode: null, error, durationMs: took() };
      }
    },
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}
