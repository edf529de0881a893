/**
 * Request and header timeouts on a listening server: a client that declares a body and never sends it, or
 * never finishes its headers, does not hold its socket open. The limits are set to 1 s here; the test
 * waits for the server to answer 408 or close, and asserts nothing about how fast.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
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
