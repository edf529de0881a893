/**
 * `berth-webhooks`: webhooks on a developer's laptop, where Berth cannot reach (the Stripe CLI's listen and
 * trigger, for Berth's sandbox).
 *
 *   npx berth-webhooks listen --forward-to localhost:3000/berth-events
 *   npx berth-webhooks trigger booking.confirmed
 *
 * `listen` polls the agency's event feed (GET /api/v2/events) from the moment it starts and POSTs each event
 * to the local URL exactly as a Berth webhook delivery would arrive: the same body (the event as the feed
 * shows it), `Content-Type`, `Berth-Event-Id` and `Berth-Signature` (HMAC-SHA256 over "<t>.<raw body>",
 * signWebhook), keyed by a secret it prints at start (or the one given), so that the receiver's verifyWebhook
 * is exercised as in production. One attempt per event, no retries: the line printed says what the receiver
 * answered. `trigger` makes the sandbox produce an event of a type through the API, on a new booking of one
 * guest or on one given with --booking.
 *
 * Credentials: --base-url, --client-id, --client-secret, --user-key, or BERTH_BASE_URL, BERTH_CLIENT_ID,
 * BERTH_CLIENT_SECRET, BERTH_USER_KEY; without them the sandbox agency's published test credentials on
 * http://127.0.0.1:8080 (what `npm start` serves).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { BerthClient } from '../client.js';
import type { BerthEvent } from '../types.js';
import { signWebhook } from '../webhooks.js';
import { TRIGGERS, trigger } from './triggers.js';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  env: Record<string, string | undefined>;
  /** Ends `listen` (Ctrl-C). */
  signal?: AbortSignal;
}

const USAGE = `Usage:
  berth-webhooks listen --forward-to <url | host:port | port> [--events <type,type>] [--secret whsec_...]
                        [--from-start] [--poll-interval <ms>]
  berth-webhooks trigger <event type> [--booking <bookingId>] [--date YYYY-MM-DD] [--from BGO] [--to TOS]
Credentials: --base-url --client-id --client-secret --user-key (or BERTH_BASE_URL, BERTH_CLIENT_ID,
  BERTH_CLIENT_SECRET, BERTH_USER_KEY); default: the sandbox agency on http://127.0.0.1:8080.
Event types for trigger: ${Object.keys(TRIGGERS).join(', ')}`;

const OPTIONS = {
  'forward-to': { type: 'string' },
  events: { type: 'string' },
  secret: { type: 'string' },
  'from-start': { type: 'boolean' },
  'poll-interval': { type: 'string' },
  booking: { type: 'string' },
  date: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  'base-url': { type: 'string' },
  'client-id': { type: 'string' },
  'client-secret': { type: 'string' },
  'user-key': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

/** The client of the agency the command acts for: flags, then environment, then the sandbox's test credentials. */
function clientOf(values: Values, env: CliIo['env']): BerthClient {
  return new BerthClient({
    baseUrl: values['base-url'] ?? env.BERTH_BASE_URL ?? 'http://127.0.0.1:8080',
    clientId: values['client-id'] ?? env.BERTH_CLIENT_ID ?? 'sandbox-agency',
    clientSecret: values['client-secret'] ?? env.BERTH_CLIENT_SECRET ?? 'sandbox-secret',
    userKey: values['user-key'] ?? env.BERTH_USER_KEY ?? 'sandbox-user-key',
  });
}

/** `3000`, `localhost:3000/hooks` or a whole URL, as a URL (http on the local machine when no scheme is given). */
export function forwardUrlOf(given: string): URL {
  if (/^\d+$/.test(given)) return new URL(`http://localhost:${given}/`);
  return new URL(/^https?:\/\//i.test(given) ? given : `http://${given}`);
}

/** The last event id of the feed now: where `listen` starts, so that only what happens from now on is forwarded. */
async function endOfFeed(berth: BerthClient, signal?: AbortSignal): Promise<string | undefined> {
  let after: string | undefined;
  for (;;) {
    const { data } = await berth.events.list(
      { ...(after ? { after } : {}), limit: 1000 },
      { ...(signal ? { signal } : {}) },
    );
    if (!data.nextAfter) return after;
    after = data.nextAfter;
  }
}

/** POSTs one event as Berth's webhook delivery would, and answers the status (or why there was none). */
async function forward(event: BerthEvent, url: URL, secret: string): Promise<string> {
  const body = JSON.stringify(event);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Berth-Event-Id': event.id,
        'Berth-Signature': signWebhook(body, secret),
      },
      body,
      redirect: 'manual',
      // Berth gives a receiver 10 s; so does this.
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return String(response.status);
  } catch (error) {
    return error instanceof Error && error.name === 'TimeoutError' ? 'timed out after 10000 ms' : 'connection failed';
  }
}

async function listen(values: Values, io: CliIo): Promise<number> {
  if (!values['forward-to']) {
    io.err('listen needs --forward-to (e.g. --forward-to localhost:3000/berth-events).');
    return 2;
  }
  const url = forwardUrlOf(values['forward-to']);
  const types = values.events ? new Set(values.events.split(',').map((t) => t.trim())) : null;
  const secret = values.secret ?? io.env.BERTH_WEBHOOK_SECRET ?? `whsec_${randomBytes(32).toString('base64url')}`;
  const pollIntervalMs = values['poll-interval'] ? Number(values['poll-interval']) : 2000;
  if (!Number.isInteger(pollIntervalMs) || pollIntervalMs < 100) {
    io.err('--poll-interval must be a whole number of milliseconds, at least 100.');
    return 2;
  }
  const berth = clientOf(values, io.env);
  const after = values['from-start'] ? undefined : await endOfFeed(berth, io.signal);
  io.out(`Ready. Forwarding ${types ? [...types].join(', ') : 'every event'} to ${url.href}`);
  io.out(`Your webhook signing secret is ${secret} (BERTH_WEBHOOK_SECRET for your receiver). Ctrl-C to stop.`);
  const feed = berth.events.iterate({
    ...(after ? { after } : {}),
    follow: true,
    pollIntervalMs,
    ...(io.signal ? { signal: io.signal } : {}),
  });
  try {
    for await (const event of feed) {
      if (types && !types.has(event.type)) continue;
      const answer = await forward(event, url, secret);
      // A booking's event names the booking; a watch's (availability.opened, price.dropped) its watch.
      const about = 'bookingId' in event.data ? event.data.bookingId : event.data.watchId;
      io.out(`${new Date().toISOString()}  ${event.type}  ${event.id}  ${about} -> ${answer}`);
    }
  } catch (error) {
    if (!io.signal?.aborted) throw error;
  }
  return 0;
}

/** Runs the command of `argv` (without node and the script); answers the exit code. */
export async function runWebhooksCli(argv: string[], io: CliIo): Promise<number> {
  let parsed: { values: Values; positionals: string[] };
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, type] = positionals;
  if (values.help || !command) {
    io.out(USAGE);
    return values.help ? 0 : 2;
  }
  try {
    if (command === 'listen') return await listen(values, io);
    if (command === 'trigger') {
      if (!type || !(type in TRIGGERS)) {
        io.err(`trigger needs an event type: ${Object.keys(TRIGGERS).join(', ')}.`);
        return 2;
      }
      const bookingId = await trigger(clientOf(values, io.env), type as keyof typeof TRIGGERS, values);
      io.out(`Triggered ${type} on booking ${bookingId}: the event is in the feed, and with your endpoints.`);
      return 0;
    }
  } catch (error) {
    io.err(`berth-webhooks ${command}: ${(error as Error).message}`);
    return 1;
  }
  io.err(`Unknown command ${command}.\n${USAGE}`);
  return 2;
}
