/**
 * @berth/sdk as a partner gets it: `npm pack` (whose prepack builds dist/esm and dist/cjs), the tarball
 * installed offline into a scratch project in the system's temporary directory (outside this workspace, so
 * nothing can resolve from the repository's node_modules or src), then one flow against the real app from a
 * `.mjs` script with `import` and from a `.cjs` script with `require`, and the TypeScript types checked from
 * an ES module and a CommonJS module. Each script prints which file `@berth/sdk` resolved to: the test
 * asserts it is the installed copy's ESM or CommonJS build, not a fallback.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCredentials } from '../../../test/support/auth.js';
import { FIRST_DEPARTURE_DAY, GUESTS, listeningApp, PARTY, type ListeningApp } from './support.js';

const run = promisify(execFile);
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(packageDir, '..', '..', 'node_modules', 'typescript', 'bin', 'tsc');

// `npm test` passes npm_* variables (the workspace's prefix, its package.json) to the tests; the scratch
// project must not see them, or npm would act on the workspace instead.
const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('npm_')));

/**
 * The flow each script runs: search, create a held booking, confirm it, read it back, and a typed error
 * (`instanceof` against the installed build's own classes). `IMPORT` is replaced by the module system's
 * way of loading the package and of saying where it was found.
 */
const FLOW = `IMPORT
const { baseUrl, clientId, clientSecret, userKey, departureDay, party, guests } = JSON.parse(process.env.FLOW);
const berth = new BerthClient({ baseUrl, clientId, clientSecret, userKey, retryBaseDelayMs: 10 });
const { data: search } = await berth.search.voyages({
  departurePort: 'BGO', arrivalPort: 'TOS', departureDateFrom: departureDay, guests: party,
});
const { data: held, status: createdStatus, sessionExpiresAt } = await berth.bookings.create(search, {
  departureDate: search.results[0].departureDate,
  cabinMix: [{ code: 'O2', guestIds: [1, 2] }],
});
const { data: confirmed } = await berth.bookings.confirm(search, { guests });
const { data: read, etag } = await berth.bookings.retrieve(confirmed.bookingId);
let notFound = 'no error';
try {
  await berth.bookings.retrieve('NO-SUCH-BOOKING');
} catch (error) {
  notFound = error instanceof NotFoundError && error instanceof BerthError ? error.status + ' ' + error.code : String(error);
}
console.log(JSON.stringify({
  resolved, createdStatus, heldCabins: held.cabins.map((c) => c.code), sessionExpiresAt: sessionExpiresAt instanceof Date,
  bookingId: confirmed.bookingId, readId: read.bookingId, readStatus: read.status, etag, notFound,
}));
`;

const ESM = FLOW.replace(
  'IMPORT',
  `import { BerthClient, BerthError, NotFoundError } from '@berth/sdk';
const resolved = import.meta.resolve('@berth/sdk');`,
);

// CommonJS has no top-level await: the flow runs in an async function.
const CJS = `const { BerthClient, BerthError, NotFoundError } = require('@berth/sdk');
const resolved = require.resolve('@berth/sdk');
(async () => {
${FLOW.replace('IMPORT', '')}
})().catch((error) => { console.error(error); process.exitCode = 1; });
`;

// Types as a partner's TypeScript sees them, under Node's own resolution (the `import` and `require`
// conditions each pick their declarations); the last line of each must fail, so a package whose types
// resolved to `any` would be caught.
const TYPES_ESM = `import { BerthClient, type Booking } from '@berth/sdk';
const berth = new BerthClient({ baseUrl: 'http://x', clientId: 'a', clientSecret: 'b', userKey: 'c' });
export const read: Promise<{ data: Booking }> = berth.bookings.retrieve('B1');
// @ts-expect-error the method is payments.record
berth.payments.create('B1', {});
`;
const TYPES_CJS = `import sdk = require('@berth/sdk');
const berth = new sdk.BerthClient({ baseUrl: 'http://x', clientId: 'a', clientSecret: 'b', userKey: 'c' });
export const read: Promise<{ data: sdk.Booking }> = berth.bookings.retrieve('B1');
// @ts-expect-error clientSecret and userKey are required
new sdk.BerthClient({ baseUrl: 'http://x', clientId: 'a' });
`;

let t: ListeningApp;
let scratch: string;
let packed: { filename: string; files: { path: string }[] };

beforeAll(async () => {
  [t, scratch] = await Promise.all([listeningApp(), mkdtemp(join(tmpdir(), 'berth-sdk-scratch-'))]);
  const tarballs = join(scratch, 'tarballs');
  const project = join(scratch, 'project');
  await Promise.all([mkdir(tarballs), mkdir(project)]);
  const pack = await run('npm', ['pack', '--json', '--pack-destination', tarballs], { cwd: packageDir, env: cleanEnv });
  packed = (JSON.parse(pack.stdout) as (typeof packed)[])[0]!;
  await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'scratch', version: '1.0.0', private: true }));
  // Offline: the SDK has no runtime dependency, so the tarball is all there is to install.
  await run('npm', ['install', '--no-audit', '--no-fund', '--offline', '--ignore-scripts', join(tarballs, packed.filename)], {
    cwd: project,
    env: cleanEnv,
  });
}, 180_000);

afterAll(async () => {
  await t?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('the packed SDK', () => {
  it('holds both builds with their declarations, the README and the CHANGELOG, and nothing from src or test', () => {
    const paths = packed.files.map((f) => f.path);
    for (const path of [
      'package.json',
      'README.md',
      'CHANGELOG.md',
      'dist/esm/index.js',
      'dist/esm/index.d.ts',
      'dist/cjs/index.js',
      'dist/cjs/index.d.ts',
      'dist/cjs/package.json',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.filter((p) => !p.startsWith('dist/') && !/^(package\.json|README\.md|CHANGELOG\.md)$/.test(p))).toEqual([]);
  });

  it.each([
    ['an ES module with import', 'flow.mjs', ESM, '/dist/esm/index.js'],
    ['a CommonJS module with require', 'flow.cjs', CJS, '/dist/cjs/index.js'],
  ])('runs search, create, confirm and read from %s', async (_, file, source, build) => {
    const project = join(scratch, 'project');
    await writeFile(join(project, file), source);
    const flow = { baseUrl: t.baseUrl, ...sandboxCredentials(1), departureDay: FIRST_DEPARTURE_DAY, party: PARTY, guests: GUESTS };
    const { stdout } = await run(process.execPath, [file], { cwd: project, env: { ...cleanEnv, FLOW: JSON.stringify(flow) } });
    const result = JSON.parse(stdout) as Record<string, unknown>;
    expect(String(result.resolved)).toContain(join(project, 'node_modules', '@berth', 'sdk'));
    expect(String(result.resolved).endsWith(build)).toBe(true);
    expect(result).toMatchObject({
      createdStatus: 201,
      heldCabins: ['O2'],
      sessionExpiresAt: true,
      readId: result.bookingId,
      readStatus: 'CONFIRMED',
      etag: expect.stringMatching(/^"\d+"$/),
      notFound: '404 BOOKING_NOT_FOUND',
    });
  });

  it('installs the berth-webhooks command (npx berth-webhooks), the ES module build with its shebang', async () => {
    const project = join(scratch, 'project');
    const { stdout } = await run(join(project, 'node_modules', '.bin', 'berth-webhooks'), ['--help'], {
      cwd: project,
      env: cleanEnv,
    });
    expect(stdout).toContain('berth-webhooks listen --forward-to');
    expect(stdout).toContain('berth-webhooks trigger <event type>');
  });

  it('types a partner project, ES module and CommonJS alike, from the installed declarations', async () => {
    const project = join(scratch, 'project');
    await Promise.all([writeFile(join(project, 'types.mts'), TYPES_ESM), writeFile(join(project, 'types.cts'), TYPES_CJS)]);
    const args = ['--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022'];
    const checked = await run(process.execPath, [tsc, ...args, '--lib', 'es2022,dom', 'types.mts', 'types.cts'], {
      cwd: project,
    }).then(
      () => 'no error',
      (error: { stdout: string }) => error.stdout,
    );
    expect(checked).toBe('no error');
  });
});
