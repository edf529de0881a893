/**
 * Request and header timeouts on a listening server: a client that declares a body and never sends it, or
 * never finishes its headers, does not hold its socket open. The limits are set to 1 s here; the test
 * waits for the server to answer 408 or close, and asserts nothing about how fast.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/kernel/config.js';
import { createTestApp, type TestApp } from '../support/app.js';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ env: { REQUEST_TIMEOUT_SECONDS: '1', HEADERS_TIMEOUT_SECONDS: '1' } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => t?.close());

/** Writes `text` and never more; resolves with what the server sent once it closes the connection. */
function sendAndWait(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.on('data', (d) => (received += d.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

describe('request timeouts', () => {
  it('a request that declares a body and never sends it gets 408 or a closed connection', async () => {
    const answer = await sendAndWait(
      'POST /oauth/token HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"grant',
    );
    expect(answer === '' || answer.startsWith('HTTP/1.1 408'), answer).toBe(true);
  });

  it('a request whose headers never end gets 408 or a closed connection', async () => {
    const answer = await sendAndWait('GET /health/live HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(answer === '' || answer.startsWith('HTTP/1.1 408'), answer).toBe(true);
  });

  it('the limits are configuration: whole seconds, the header limit not above the request limit', () => {
    expect(loadConfig({}).http).toEqual({ requestTimeoutSeconds: 30, headersTimeoutSeconds: 10 });
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '5', HEADERS_TIMEOUT_SECONDS: '6' })).toThrow(
      /HEADERS_TIMEOUT_SECONDS/,
    );
  });
});

describe('silent connections (issue 31)', () => {
  /** A socket connected to the server; `closed` settles when the server closes it. */
  function open() {
    const socket = connect(port, '127.0.0.1');
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => {});
    return { socket, closed };
  }

  /** One GET /health/live written on `socket`; resolves with the answer's status line. */
  function get(socket: ReturnType<typeof connect>): Promise<string> {
    return new Promise((resolve, reject) => {
      let received = '';
      const onData = (d: Buffer) => {
        received += d.toString();
        if (/\r\n\r\n/.test(received) && /\}\s*$/.test(received)) {
          socket.off('data', onData);
          resolve(received.split('\r\n')[0]!);
        }
      };
      socket.on('data', onData);
      socket.once('error', reject);
      socket.write('GET /health/live HTTP/1.1\r\nHost: localhost\r\n\r\n');
    });
  }

  it('a connection that never sends a byte is closed after HEADERS_TIMEOUT_SECONDS; one in use is not', async () => {
    // One that sends its request at once and then waits between requests, as a keep-alive client does.
    const inUse = open();
    await new Promise((resolve) => inUse.socket.once('connect', resolve));
    expect(await get(inUse.socket)).toBe('HTTP/1.1 200 OK');
    const silent = Array.from({ length: 20 }, open);
    // Whoever else connects is answered meanwhile.
    const other = open();
    expect(await get(other.socket)).toBe('HTTP/1.1 200 OK');
    other.socket.destroy();
    // The limit is 1 s here: a generous deadline, for a busy machine; without the fix none closes ever.
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve('still open after 20 s'), 20_000);
    });
    const outcome = await Promise.race([Promise.all(silent.map((s) => s.closed)).then(() => 'closed'), deadline]);
    clearTimeout(timer);
    expect(outcome).toBe('closed');
    // The socket in use (idle since its answer, as long as the silent ones) is governed by keepAliveTimeout.
    expect(inUse.socket.destroyed).toBe(false);
    expect(await get(inUse.socket)).toBe('HTTP/1.1 200 OK');
    inUse.socket.destroy();
  }, 30_000);
});
