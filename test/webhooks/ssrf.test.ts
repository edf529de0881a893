/**
 * SSRF: in production mode a webhook may only reach public addresses. Refused at create (the URL's form, and
 * every address its host resolves to), and again at delivery inside the socket's lookup, before any
 * connection: a name that was public at create and resolves to loopback, private or link-local now, and IP
 * literals, are refused without a connection (each test's receiver on loopback counts connections, and stays
 * at 0). Host names are resolved by a test resolver (or the system's, for `localhost`), so no traffic ever
 * goes anywhere but loopback. Redirects are never followed.
 */
import type { LookupAddress } from 'node:dns';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSandboxAgencies } from '../../src/domain/auth/sandbox.js';
import { ManualClock } from '../../src/kernel/clock.js';
import { loadConfig, type Mode } from '../../src/kernel/config.js';
import { queryRows } from '../../src/platform/db/client.js';
import { webhookSecretBox } from '../../src/domain/webhooks/index.js';
import { testDeliveryWorker } from '../support/delivery-worker.js';
import { createWebhookService } from '../../src/domain/webhooks/service.js';
import {
  addressAllowed,
  allowedAddresses,
  ForbiddenAddressError,
  guardedLookup,
  systemResolver,
  type Resolver,
} from '../../src/domain/webhooks/url-policy.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { startReceiver } from './receiver.js';

const PUBLIC = '93.184.215.14';
const names: Record<string, string[]> = {
  'public.example': [PUBLIC],
  'internal.example': ['10.20.30.40'],
  'metadata.example': ['169.254.169.254'],
  'loop.example': ['127.0.0.1'],
  'loop6.example': ['::1'],
  'mapped.example': ['::ffff:192.168.1.1'],
  'mixed.example': [PUBLIC, '172.16.0.1'],
  'compat.example': ['::7f00:1'],
};
/** The test's DNS: the names above; `localhost` from the system (loopback); anything else does not exist. */
const testResolver: Resolver = async (host) => {
  if (host === 'localhost') return systemResolver(host);
  const addresses = names[host];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return addresses.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 }));
};

let tdb: TestDatabase;
let agencyId: string;
const clock = new ManualClock('2027-01-05T09:00:00Z');
const config = loadConfig({});

beforeAll(async () => {
  tdb = await createTestDatabase();
  await ensureSandboxAgencies(tdb.database.db);
  [{ id: agencyId }] = (await queryRows<{ id: string }>(tdb.database.db, sql`select id from agencies limit 1`)) as [
    { id: string },
  ];
});
afterAll(async () => tdb?.close());

const service = (mode: Mode, resolve: Resolver = testResolver, sandboxPorts = config.webhooks.sandboxPorts) =>
  createWebhookService({
    db: tdb.database.db,
    clock,
    mode,
    sandboxPorts,
    secrets: webhookSecretBox(tdb.database.db, config),
    resolve,
  });
const workerFor = (mode: Mode, resolve: Resolver = testResolver, sandboxPorts = config.webhooks.sandboxPorts) =>
  testDeliveryWorker(
    { db: tdb.database.db, clock, config },
    { mode, settings: { timeoutMs: 2000, sandboxPorts }, resolve },
  );

/** Endpoints not deleted: a refused create leaves none. */
const liveEndpoints = async () => {
  const [row] = await queryRows<{ n: number }>(
    tdb.database.db,
    sql`select count(*)::int as n from webhook_endpoints where deleted_at is null`,
  );
  return row!.n;
};

describe('the address rule', () => {
  it('allows public unicast only, IPv4-mapped IPv6 judged as the IPv4 it carries', () => {
    for (const a of [PUBLIC, '2a00:1450:4001:80b::200e', '::ffff:93.184.215.14'])
      expect(addressAllowed(a, 'h', 'production'), a).toBe(true);
    for (const a of [
      '127.0.0.1',
      '127.1.2.3',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd12:3456::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::a00:1', // NAT64 of 10.0.0.1
      '2002:a00:1::1', // 6to4 of 10.0.0.1
      'not-an-ip',
    ])
      expect(addressAllowed(a, 'h', 'production'), a).toBe(false);
    // The ISATAP form of a public address in a global prefix is as public as any.
    expect(addressAllowed('2a00:1450::5efe:5db8:d70e', 'h', 'production')).toBe(true);
    // Sandbox: loopback only for the hosts 127.0.0.1 and localhost.
    expect(addressAllowed('127.0.0.1', 'localhost', 'sandbox')).toBe(true);
    expect(addressAllowed('::1', 'localhost', 'sandbox')).toBe(true);
    expect(addressAllowed('127.0.0.1', 'loop.example', 'sandbox')).toBe(false);
    expect(addressAllowed('10.0.0.1', '127.0.0.1', 'sandbox')).toBe(false);
    expect(addressAllowed('127.0.0.1', 'localhost', 'production')).toBe(false);
  });
});

/** Every IPv6 form that carries an IPv4 address, for `v4`. */
function ipv6FormsOf(v4: string): string[] {
  const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
  const hex = (x: number, y: number) => ((x << 8) | y).toString(16);
  const [hi, lo] = [hex(a, b), hex(c, d)];
  // Teredo carries the client's address inverted (RFC 4380).
  const [thi, tlo] = [hex(a ^ 0xff, b ^ 0xff), hex(c ^ 0xff, d ^ 0xff)];
  return [
    `::${v4}`, // IPv4-compatible (deprecated), as written ...
    `::${hi}:${lo}`, // ... and as the URL parser writes it
    `::ffff:${v4}`, // IPv4-mapped
    `::ffff:${hi}:${lo}`,
    `::ffff:0:${v4}`, // IPv4-translated (SIIT)
    `64:ff9b::${v4}`, // NAT64, well-known prefix
    `64:ff9b:1::${hi}:${lo}`, // NAT64, local-use prefix
    `2002:${hi}:${lo}::1`, // 6to4
    `2001:0:4136:e378:8000:63bf:${thi}:${tlo}`, // Teredo
    `2a00:1450::5efe:${v4}`, // ISATAP in a global prefix
    `2a00:1450::200:5efe:${hi}:${lo}`,
    `::1:${hi}:${lo}`, // elsewhere in ::/8
  ];
}

const REFUSED_V4 = ['127.0.0.1', '10.0.0.1', '169.254.169.254', '192.168.1.1', '172.16.0.1', '100.64.0.1', '0.0.0.0'];

describe('IPv6 forms of refused IPv4 addresses', () => {
  it.each(REFUSED_V4)('are refused for %s', (v4) => {
    for (const a of ipv6FormsOf(v4)) expect(addressAllowed(a, 'h', 'production'), a).toBe(false);
    // Not even the sandbox's loopback exception takes an IPv6 form of 127.0.0.1 for 127.0.0.1.
    for (const a of ipv6FormsOf(v4))
      expect(addressAllowed(a, '127.0.0.1', 'sandbox'), a).toBe(
        v4 === '127.0.0.1' && a.startsWith('::ffff:') && !a.startsWith('::ffff:0:'),
      );
  });

  it('are refused at create, as URLs and as DNS answers, and nothing is stored', async () => {
    const prod = service('production');
    const urls = [
      'https://[::127.0.0.1]/',
      'https://[::169.254.169.254]/',
      'https://[::a9fe:a9fe]/',
      'https://[::10.0.0.1]/',
      'https://[::192.168.1.1]/',
      ...REFUSED_V4.flatMap((v4) => ipv6FormsOf(v4).map((a) => `https://[${a}]/hooks`)),
    ];
    for (const url of urls) {
      await expect(prod.create(agencyId, { url, events: ['booking.confirmed'] }, undefined), url).rejects.toMatchObject(
        {
          status: 400,
          code: 'WEBHOOK_URL_NOT_ALLOWED',
          errors: { url: [expect.stringMatching(/not a public address/)] },
        },
      );
    }
    for (const answer of REFUSED_V4.flatMap(ipv6FormsOf)) {
      const resolve: Resolver = async (host) =>
        host === 'six.example' ? [{ address: answer, family: 6 }] : testResolver(host);
      await expect(
        service('production', resolve).create(
          agencyId,
          { url: 'https://six.example/hooks', events: ['booking.confirmed'] },
          undefined,
        ),
        answer,
      ).rejects.toMatchObject({ code: 'WEBHOOK_URL_NOT_ALLOWED' });
    }
    expect(await liveEndpoints()).toBe(0);
  });
});

describe('in production mode, at create', () => {
  it('refuses http, and hosts that are or resolve to loopback, private, link-local or unique-local addresses', async () => {
    const prod = service('production');
    for (const url of [
      'http://public.example/hooks',
      'http://127.0.0.1/hooks',
      'http://localhost/hooks',
      'https://127.0.0.1/hooks',
      'https://localhost/hooks',
      'https://10.0.0.1/hooks',
      'https://192.168.1.10/hooks',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/hooks',
      'https://[::ffff:127.0.0.1]/hooks',
      'https://[fd00::1]/hooks',
      'https://[fe80::1]/hooks',
      'https://0.0.0.0/hooks',
      'https://internal.example/hooks',
      'https://metadata.example/hooks',
      'https://loop.example/hooks',
      'https://loop6.example/hooks',
      'https://mapped.example/hooks',
      'https://mixed.example/hooks',
      'https://nowhere.example/hooks',
    ]) {
      await expect(prod.create(agencyId, { url, events: ['booking.confirmed'] }, undefined), url).rejects.toMatchObject(
        {
          status: 400,
          code: 'WEBHOOK_URL_NOT_ALLOWED',
          errors: { url: [expect.any(String)] },
        },
      );
    }
    expect(await liveEndpoints()).toBe(0);
  });

  it('accepts https to a public host', async () => {
    const prod = service('production');
    const { endpoint } = await prod.create(
      agencyId,
      { url: 'https://public.example/hooks', events: ['booking.confirmed'] },
      undefined,
    );
    expect(endpoint.url).toBe('https://public.example/hooks');
    await prod.remove(agencyId, endpoint.webhookId);
  });
});

describe('in production mode, at delivery', () => {
  /**
   * An endpoint whose URL is `url` (written directly, as if its name had resolved to a public address at
   * create), with a test event queued: its delivery attempt's error, and whether any connection reached the
   * loopback receiver behind it.
   */
  async function attemptTo(urlFor: (port: number) => string, resolve: Resolver = testResolver) {
    const receiver = await startReceiver();
    try {
      const { endpoint } = await service('sandbox').create(
        agencyId,
        { url: receiver.url, events: ['booking.confirmed'] },
        undefined,
      );
      await tdb.database.db.execute(
        sql`update webhook_endpoints set url = ${urlFor(receiver.port)} where id = ${endpoint.webhookId}`,
      );
      await service('production').sendTest(agencyId, endpoint.webhookId);
      const worker = workerFor('production', resolve);
      expect(await worker.runOnce()).toBe(1);
      worker.close();
      const [attempt] = await queryRows<{ error: string | null; status_code: number | null }>(
        tdb.database.db,
        sql`select error, status_code from webhook_attempts where endpoint_id = ${endpoint.webhookId}`,
      );
      await service('sandbox').remove(agencyId, endpoint.webhookId);
      return { error: attempt!.error, statusCode: attempt!.status_code, connections: receiver.connections() };
    } finally {
      await receiver.close();
    }
  }

  it('refuses a name that now resolves to loopback (DNS rebinding) before connecting', async () => {
    // public.example was public at create; the resolver now answers the receiver's loopback address.
    const rebinding: Resolver = async (host) =>
      host === 'public.example' ? [{ address: '127.0.0.1', family: 4 }] : testResolver(host);
    const result = await attemptTo((port) => `https://public.example:${port}/hooks`, rebinding);
    expect(result).toEqual({
      error: 'refused: public.example resolves to 127.0.0.1, which is not a public address',
      statusCode: null,
      connections: 0,
    });
  });

  // Full deliveries only towards loopback (where the receiver listens), so that even a broken check would
  // send nothing off this machine.
  it.each([
    ['localhost (system resolver)', (port: number) => `https://localhost:${port}/hooks`],
    ['127.0.0.1', (port: number) => `https://127.0.0.1:${port}/hooks`],
    ['[::1]', (port: number) => `https://[::1]:${port}/hooks`],
    ['[::ffff:127.0.0.1]', (port: number) => `https://[::ffff:127.0.0.1]:${port}/hooks`],
    ['a name resolving to 127.0.0.1', (port: number) => `https://loop.example:${port}/hooks`],
    ['a name resolving to ::1', (port: number) => `https://loop6.example:${port}/hooks`],
    ['[::127.0.0.1] (IPv4-compatible)', (port: number) => `https://[::127.0.0.1]:${port}/hooks`],
    ['[::ffff:0:127.0.0.1] (IPv4-translated)', (port: number) => `https://[::ffff:0:127.0.0.1]:${port}/hooks`],
    ['a name resolving to ::7f00:1', (port: number) => `https://compat.example:${port}/hooks`],
  ])('refuses %s without a connection', async (_name, urlFor) => {
    const result = await attemptTo(urlFor);
    expect(result.error).toMatch(/^refused: /);
    expect(result.statusCode).toBeNull();
    expect(result.connections).toBe(0);
  });

  // Private and link-local targets: the same checks the socket runs, called directly (no socket at all).
  it.each([
    ['10.x', 'https://10.1.1.1/hooks'],
    ['169.254.169.254', 'https://169.254.169.254/latest/meta-data/'],
    ['[fd00::1]', 'https://[fd00::1]/hooks'],
  ])('refuses the literal %s before the request', async (_name, url) => {
    await expect(allowedAddresses(new URL(url), 'production', testResolver)).rejects.toBeInstanceOf(
      ForbiddenAddressError,
    );
  });

  it.each([
    ['a name resolving to 10.x', 'internal.example', '10.20.30.40'],
    ['a name resolving to 169.254.169.254', 'metadata.example', '169.254.169.254'],
    ['a name resolving to a public and a private address', 'mixed.example', '172.16.0.1'],
    ['a name resolving to an IPv4-mapped private address', 'mapped.example', '::ffff:192.168.1.1'],
  ])("refuses %s in the socket's lookup", async (_name, host, refused) => {
    const lookup = guardedLookup('production', testResolver);
    for (const all of [true, false]) {
      const error = await new Promise<Error | null>((resolve) => lookup(host, { all }, (e) => resolve(e)));
      expect(error).toBeInstanceOf(ForbiddenAddressError);
      expect(error!.message).toContain(refused);
    }
    // ... and hands a public name's checked addresses to the socket.
    const answer = await new Promise<unknown>((resolve) =>
      lookup('public.example', { all: true }, (_e, a) => resolve(a)),
    );
    expect(answer).toEqual([{ address: PUBLIC, family: 4 }]);
  });
});

describe('redirects', () => {
  it.each(['http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/', 'http://127.0.0.1:9/elsewhere'])(
    'are never followed (a 3xx towards %s is a failed attempt)',
    async (location) => {
      const receiver = await startReceiver(() => ({ status: 307, headers: { location } }));
      try {
        const sandbox = service('sandbox');
        const { endpoint } = await sandbox.create(
          agencyId,
          { url: receiver.url, events: ['booking.confirmed'] },
          undefined,
        );
        await sandbox.sendTest(agencyId, endpoint.webhookId);
        const worker = workerFor('sandbox');
        await worker.runOnce();
        worker.close();
        expect(receiver.received).toHaveLength(1);
        const { attempts } = await sandbox.attempts(agencyId, endpoint.webhookId, 10);
        expect(attempts).toEqual([
          expect.objectContaining({ statusCode: 307, error: 'redirect (307) not followed', deliveryStatus: 'PENDING' }),
        ]);
        await sandbox.remove(agencyId, endpoint.webhookId);
      } finally {
        await receiver.close();
      }
    },
  );
});

/** A TCP server on an ephemeral port (outside the default SANDBOX_WEBHOOK_PORTS) doing `onSocket` to each connection. */
async function tcpServer(
  onSocket: (socket: Socket) => void,
): Promise<{ port: number; connections: () => number; close(): Promise<void> }> {
  let connections = 0;
  const sockets = new Set<Socket>();
  const server: TcpServer = createTcpServer((socket) => {
    connections++;
    sockets.add(socket);
    onSocket(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Sends one test event to `url` in sandbox mode (endpoint written as is) and answers the deliveries log's entry. */
async function sandboxAttempt(url: string, sandboxPorts = config.webhooks.sandboxPorts) {
  const sandbox = service('sandbox', testResolver, [[1, 65535]]);
  const { endpoint } = await sandbox.create(
    agencyId,
    { url: 'http://127.0.0.1:4009/hooks', events: ['booking.confirmed'] },
    undefined,
  );
  await tdb.database.db.execute(sql`update webhook_endpoints set url = ${url} where id = ${endpoint.webhookId}`);
  await sandbox.sendTest(agencyId, endpoint.webhookId);
  const worker = workerFor('sandbox', testResolver, sandboxPorts);
  await worker.runOnce();
  worker.close();
  const { attempts } = await sandbox.attempts(agencyId, endpoint.webhookId, 10);
  await sandbox.remove(agencyId, endpoint.webhookId);
  return attempts[0]!;
}

describe('sandbox loopback webhooks (SANDBOX_WEBHOOK_PORTS)', () => {
  it('are refused at create on a port not listed, naming the field and the rule, and nothing is stored', async () => {
    const sandbox = service('sandbox');
    for (const url of [
      'http://127.0.0.1:5432/hooks',
      'http://localhost:6379/hooks',
      'http://127.0.0.1:3306/',
      'http://127.0.0.1:8080/hooks',
      'http://127.0.0.1/hooks', // 80
      'https://localhost/hooks', // 443
      'http://127.0.0.1:4100/hooks',
    ]) {
      await expect(
        sandbox.create(agencyId, { url, events: ['booking.confirmed'] }, undefined),
        url,
      ).rejects.toMatchObject({
        status: 400,
        code: 'WEBHOOK_URL_NOT_ALLOWED',
        errors: { url: [expect.stringMatching(/^port \d+ is not allowed .*SANDBOX_WEBHOOK_PORTS: 4000-4099/)] },
      });
    }
    expect(await liveEndpoints()).toBe(0);
    // Listed ports are fine, and so is another list.
    for (const url of ['http://127.0.0.1:4000/hooks', 'https://localhost:4099/hooks']) {
      const { endpoint } = await sandbox.create(agencyId, { url, events: ['booking.confirmed'] }, undefined);
      await sandbox.remove(agencyId, endpoint.webhookId);
    }
    const other = service('sandbox', testResolver, [
      [3000, 3000],
      [8000, 8999],
    ]);
    const { endpoint } = await other.create(
      agencyId,
      { url: 'http://localhost:8500/h', events: ['booking.confirmed'] },
      undefined,
    );
    await other.remove(agencyId, endpoint.webhookId);
  });

  it('are refused at delivery on a port not listed (an endpoint stored before the list changed), without a connection', async () => {
    const server = await tcpServer((socket) => socket.destroy());
    try {
      const attempt = await sandboxAttempt(`http://127.0.0.1:${server.port}/hooks`);
      expect(attempt).toMatchObject({
        statusCode: null,
        error: expect.stringMatching(
          new RegExp(`^refused: port ${server.port} is not allowed .*SANDBOX_WEBHOOK_PORTS`),
        ),
      });
      expect(server.connections()).toBe(0);
    } finally {
      await server.close();
    }
  });
});

describe('the deliveries log', () => {
  it('shows one neutral outcome for a refused, a reset and a non-HTTP connection, and the status of a real answer', async () => {
    const reset = await tcpServer((socket) => socket.resetAndDestroy());
    const garbage = await tcpServer((socket) => socket.end('-ERR unknown command\r\n'));
    const closed = await tcpServer(() => {});
    await closed.close();
    const http404 = await startReceiver(() => 404);
    const anyPort: [number, number][] = [[1, 65535]];
    try {
      const errors = [];
      for (const port of [closed.port, reset.port, garbage.port])
        errors.push(await sandboxAttempt(`http://127.0.0.1:${port}/hooks`, anyPort));
      expect(errors.map((a) => [a.statusCode, a.error])).toEqual([
        [null, 'connection failed'],
        [null, 'connection failed'],
        [null, 'connection failed'],
      ]);
      expect(await sandboxAttempt(http404.url, anyPort)).toMatchObject({ statusCode: 404, error: 'answered 404' });
    } finally {
      await Promise.all([reset.close(), garbage.close(), http404.close()]);
    }
  });

  it('shows an attempt recorded with a socket error code before as the same neutral outcome', async () => {
    const sandbox = service('sandbox');
    const { endpoint } = await sandbox.create(
      agencyId,
      { url: 'http://127.0.0.1:4009/hooks', events: ['booking.confirmed'] },
      undefined,
    );
    const { deliveryId } = await sandbox.sendTest(agencyId, endpoint.webhookId);
    await tdb.database.db.execute(
      sql`insert into webhook_attempts (delivery_id, endpoint_id, attempt, attempted_at, duration_ms, status_code, error, succeeded)
          values (${deliveryId}, ${endpoint.webhookId}, 1, now(), 3, null, 'connection failed (HPE_INVALID_CONSTANT)', false)`,
    );
    expect((await sandbox.attempts(agencyId, endpoint.webhookId, 10)).attempts[0]).toMatchObject({
      statusCode: null,
      error: 'connection failed',
    });
    await sandbox.remove(agencyId, endpoint.webhookId);
  });
});
