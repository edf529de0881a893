/**
 * `berth-webhooks` end to end (issue 37 item 16): a Berth app listening on a port, `berth-webhooks listen`
 * run as a child process forwarding to a local HTTP receiver that verifies every delivery with the SDK's
 * verifyWebhook, and `berth-webhooks trigger` run as a child process to make the sandbox produce events.
 * What happened before `listen` started is not forwarded; each event after it arrives once, signed with the
 * secret given, with the headers and the body a Berth webhook delivery has.
 */
import { execFile, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook, type WebhookEvent } from '../src/index.js';
import { confirmedBooking, FIRST_DEPARTURE_DAY, listeningApp, type ListeningApp } from './support.js';

const run = promisify(execFile);
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsx = join(packageDir, '..', '..', 'node_modules', '.bin', 'tsx');
const command = join(packageDir, 'src', 'cli', 'berth-webhooks.ts');
const SECRET = 'whsec_local-test-secret';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** The event verifyWebhook answered, or why it refused. */
  event: WebhookEvent | null;
  refused: string | null;
}

let t: ListeningApp;
let receiver: Server;
let receiverPort: number;
const received: Received[] = [];
let listener: ChildProcessWithoutNullStreams;
let listenerOut = '';
let before: string;

const credentials = () => ['--base-url', t.baseUrl];

beforeAll(async () => {
  t = await listeningApp();
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let event: WebhookEvent | null = null;
      let refused: string | null = null;
      try {
        event = verifyWebhook(body, request.headers['berth-signature'] as string | undefined, SECRET);
      } catch (error) {
        refused = (error as Error).message;
      }
      received.push({ headers: request.headers, body, event, refused });
      response.writeHead(refused ? 400 : 204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverPort = (receiver.address() as AddressInfo).port;
  // A booking before the listener starts: its event is history, not forwarded.
  before = (await confirmedBooking(t.client().berth)).bookingId;

  listener = spawn(tsx, [
    command,
    'listen',
    '--forward-to',
    `127.0.0.1:${receiverPort}/berth-events`,
    '--secret',
    SECRET,
    '--poll-interval',
    '200',
    ...credentials(),
  ]);
  listener.stderr.on('data', (c: Buffer) => (listenerOut += c.toString()));
  await new Promise<void>((resolve, reject) => {
    listener.stdout.on('data', (c: Buffer) => {
      listenerOut += c.toString();
      if (listenerOut.includes('Ready.')) resolve();
    });
    listener.once('exit', (code) => reject(new Error(`listen exited (${code}): ${listenerOut}`)));
  });
}, 60_000);

afterAll(async () => {
  if (listener && listener.exitCode === null) {
    const exited = new Promise((resolve) => listener.once('exit', resolve));
    listener.kill('SIGTERM');
    await exited;
  }
  await new Promise((resolve) => receiver?.close(resolve));
  await t?.close();
});

/** Runs `berth-webhooks trigger <args>` as a child process; answers the booking id it names. */
async function trigger(...args: string[]): Promise<string> {
  const { stdout } = await run(tsx, [command, 'trigger', ...args, ...credentials()]);
  const bookingId = /on booking (\w+)/.exec(stdout)?.[1];
  expect(bookingId, stdout).toBeDefined();
  return bookingId!;
}

const arrived = (type: string, bookingId: string) =>
  received.filter((r) => r.event?.type === type && r.event.data.bookingId === bookingId);

describe('berth-webhooks', () => {
  it('is the package\'s "bin", from the build of this source', () => {
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
    expect(manifest.bin).toEqual({ 'berth-webhooks': './dist/esm/cli/berth-webhooks.js' });
    expect(readFileSync(command, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it('forwards the events of a triggered booking, signed as Berth signs, and nothing from before it started', async () => {
    const bookingId = await trigger('booking.confirmed', '--date', FIRST_DEPARTURE_DAY);
    await expect.poll(() => arrived('booking.confirmed', bookingId).length, { timeout: 20_000 }).toBe(1);
    const [delivery] = arrived('booking.confirmed', bookingId);
    expect(delivery!.refused).toBeNull();
    expect(delivery!.headers['content-type']).toBe('application/json');
    expect(delivery!.headers['berth-event-id']).toBe(delivery!.event!.id);
    expect(delivery!.headers['berth-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    // The body is the event as the feed shows it.
    const { data: feed } = await t.client().berth.events.list({ limit: 1000 });
    expect(JSON.parse(delivery!.body)).toEqual(feed.events.find((e) => e.id === delivery!.event!.id));
    expect(received.some((r) => r.event?.data.bookingId === before)).toBe(false);

    await trigger('payment.received', '--booking', bookingId);
    await trigger('booking.disrupted', '--booking', bookingId);
    await expect.poll(() => arrived('payment.received', bookingId).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => arrived('booking.disrupted', bookingId).length, { timeout: 20_000 }).toBe(1);
    expect(received.every((r) => r.refused === null)).toBe(true);
    await expect.poll(() => listenerOut).toMatch(new RegExp(`booking\\.disrupted\\s+evt_\\S+\\s+${bookingId} -> 204`));
  });

  it('says which types trigger knows, and fails with a message on an unknown one', async () => {
    const failed = await run(tsx, [command, 'trigger', 'booking.unknown', ...credentials()]).catch((e) => e);
    expect(failed.code).toBe(2);
    expect(failed.stderr).toContain('booking.confirmed, payment.received, payment.overdue');
  });
});
