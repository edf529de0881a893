/**
 * A connection that never sends a byte is closed HEADERS_TIMEOUT_SECONDS after it opened. Node's own
 * headersTimeout starts at a request's first byte, so a socket that sends nothing was never closed (a red
 * team held 300 open for 45 s, and 1,100 of them under a low file limit made health and token calls fail).
 *
 * The clock stops at the first request's headers: after that, the time between requests is Node's
 * keepAliveTimeout, and a request being answered has no limit here (a response that takes long to compute is
 * not cut, as a socket inactivity timeout would). One timer per connection, cleared as it closes.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export function closeSilentConnections(server: Server, limitMs: number): void {
  const waiting = new WeakMap<Socket, NodeJS.Timeout>();
  const stop = (socket: Socket) => {
    const timer = waiting.get(socket);
    if (timer === undefined) return;
    clearTimeout(timer);
    waiting.delete(socket);
  };
  server.on('connection', (socket: Socket) => {
    const timer = setTimeout(() => socket.destroy(), limitMs);
    timer.unref();
    waiting.set(socket, timer);
    socket.once('close', () => stop(socket));
  });
  server.on('request', (request: { socket: Socket }) => stop(request.socket));
}
