/**
 * One delivery attempt over HTTP: POST of the event's JSON, signed, to the endpoint, within the time limit.
 *
 * - The address is checked inside the socket's own lookup (url-policy.ts guardedLookup) and the connection
 *   goes to the checked address: no second resolution between check and connect. An IP literal host is
 *   checked before the request, since Node does not look literals up.
 * - Redirects are not followed (node:http never does): a 3xx is a failed attempt, so a receiver cannot
 *   bounce a delivery to an internal address.
 * - The time limit covers the whole attempt, connection to the last byte of the answer; the body is read, and
 *   its first RESPONSE_BODY_KEPT bytes are kept for the deliveries log (what the partner's receiver said,
 *   the first thing support asks for); the rest is dropped.
 * - Keep-alive agents reuse connections to a partner between deliveries; a reused socket was connected to a
 *   checked address.
 * - The sandbox's loopback port rule (url-policy.ts portProblem) is checked again before each attempt: an
 *   endpoint stored before SANDBOX_WEBHOOK_PORTS changed gets nothing on a port no longer listed.
 * - What the deliveries log shows of a failure without an answer is one of a few neutral words (outcomeOf
 *   below): a reset, a refusal, a TLS or HTTP parse failure all read `connection failed`, so that the log
 *   does not tell a database's port from a closed one. A real answer keeps its status code.
 */
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { Mode, PortRanges } from '../../kernel/config.js';
import {
  allowedAddresses,
  ForbiddenAddressError,
  guardedLookup,
  hostOf,
  portProblem,
  type Resolver,
} from './url-policy.js';

export interface AttemptOutcome {
  ok: boolean;
  statusCode: number | null;
  /** Why the attempt failed when there was no 2xx: a short text for the partner's deliveries log. */
  error: string | null;
  durationMs: number;
  /** The first RESPONSE_BODY_KEPT bytes of the answer's body (text), or null without an answer or a body. */
  responseBody?: string | null;
}

/** How much of an endpoint's answer is kept for the deliveries log. */
export const RESPONSE_BODY_KEPT = 1024;

export interface Sender {
  send(url: string, headers: Record<string, string>, body: string): Promise<AttemptOutcome>;
  close(): void;
}

const CONNECTION_FAILED = 'connection failed';

/** What the log says of an attempt that got no answer (see the header): never the socket's own error code. */
function failureText(e: unknown, timeoutMs: number): string {
  if (e instanceof ForbiddenAddressError) return `refused: ${e.message}`;
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ETIMEDOUT') return `timed out after ${timeoutMs} ms`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found';
  return CONNECTION_FAILED;
}

/**
 * A stored error as the deliveries log shows it: attempts recorded before the neutral words carried the
 * socket's code (`connection failed (ECONNRESET)`), which told ports apart.
 */
export const shownError = (stored: string | null) =>
  stored !== null && stored.startsWith(`${CONNECTION_FAILED} (`) ? CONNECTION_FAILED : stored;

export function createSender(deps: {
  mode: Mode;
  timeoutMs: number;
  resolve: Resolver;
  sandboxPorts: PortRanges;
}): Sender {
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
  };
  const lookup = guardedLookup(deps.mode, deps.resolve);

  async function attempt(
    url: URL,
    headers: Record<string, string>,
    body: string,
  ): Promise<{ statusCode: number; responseBody: string | null }> {
    const refusedPort = portProblem(url, deps.mode, deps.sandboxPorts);
    if (refusedPort) throw new ForbiddenAddressError(refusedPort);
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
          const kept: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            if (size < RESPONSE_BODY_KEPT) kept.push(chunk.subarray(0, RESPONSE_BODY_KEPT - size));
            size += chunk.length;
          });
          res.on('end', () => {
            // A character cut at the limit decodes as U+FFFD; dropped, as is a NUL PostgreSQL's text refuses.
            const text = Buffer.concat(kept)
              .toString('utf8')
              .replace(/\uFFFD$/, '')
              .replace(/\0/g, '');
            resolve({ statusCode: res.statusCode ?? 0, responseBody: text === '' ? null : text });
          });
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
        const { statusCode, responseBody } = await attempt(new URL(rawUrl), headers, body);
        const ok = statusCode >= 200 && statusCode < 300;
        const error = ok
          ? null
          : statusCode >= 300 && statusCode < 400
            ? `redirect (${statusCode}) not followed`
            : `answered ${statusCode}`;
        return { ok, statusCode, error, durationMs: took(), responseBody };
      } catch (e) {
        return { ok: false, statusCode: null, error: failureText(e, deps.timeoutMs), durationMs: took() };
      }
    },
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}
