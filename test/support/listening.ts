/**
 * A test app listening on a free port on PostgreSQL, with both sandbox agencies' clients, for races with
 * real concurrent HTTP clients (never PGlite: it has one connection, so nothing would race).
 *
 *   const s = await listeningTestApp({ poolSize: 20 });
 *   const res = await s.call(s.agency1, 'POST', '/search/voyages', body); // { status, body, headers }
 */
import { expect } from 'vitest';
import { createTestApp, type TestApp } from './app.js';
import { sandboxAuthForServer } from './auth.js';

export type ServerClient = Awaited<ReturnType<typeof sandboxAuthForServer>>;

export interface ListeningTestApp {
  t: TestApp;
  base: string;
  agency1: ServerClient;
  agency2: ServerClient;
  /** One call over HTTP, below /api/v2 unless the path starts with /api/ (V1); the body parsed (null when empty). */
  call(
    client: ServerClient,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

export async function listeningTestApp(
  options: { poolSize?: number; env?: Record<string, string>; days?: number } = {},
): Promise<ListeningTestApp> {
  const t = await createTestApp({
    postgres: true,
    poolSize: options.poolSize ?? 20,
    ...(options.env ? { env: options.env } : {}),
    ...(options.days ? { days: options.days } : {}),
  });
  expect(t.tdb.database.engine).toBe('postgres');
  const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const [agency1, agency2] = [await sandboxAuthForServer(base, 1), await sandboxAuthForServer(base, 2)];
  return {
    t,
    base,
    agency1,
    agency2,
    async call(client, method, path, body, headers = {}) {
      const res = await fetch(client.url(path.startsWith('/api/') ? path : `/api/v2${path}`), {
        method,
        headers: {
          ...client.headers,
          ...headers,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
    },
    close: () => t.close(),
  };
}
