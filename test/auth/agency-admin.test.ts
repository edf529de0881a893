import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parseCommission, parseMarket, runAgencyCommand } from '../../src/domain/auth/agency-admin.js';
import { verifySecret } from '../../src/domain/auth/secrets.js';
import { ManualClock } from '../../src/kernel/clock.js';
import { agencies, agencyUserKeys } from '../../src/domain/auth/schema.js';
import { AppError } from '../../src/kernel/errors.js';
import { createOperatorCommand } from '../../src/domain/accounts/operator-cli.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

let tdb: TestDatabase;
const clock = new ManualClock('2027-01-01T00:00:00Z');

beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(async () => {
  await tdb?.close();
});

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAgencyCommand(argv, {
    db: tdb.database.db,
    clock,
    io: { out: (l) => out.push(l), err: (l) => err.push(l) },
  });
  return { code, out, err, text: out.join('\n') };
}

const field = (text: string, name: string) => new RegExp(`${name}:\\s+(\\S+)`).exec(text)?.[1];

describe('agency CLI', () => {
  let clientId: string;

  it('creates an agency and prints its credentials once, storing only hashes', async () => {
    const res = await run(
      'create',
      '--name',
      'Nordic Travel',
      '--market',
      'NO',
      '--currencies',
      'NOK,EUR',
      '--commission',
      '12.5',
    );
    expect(res.code).toBe(0);
    clientId = field(res.text, 'client_id')!;
    const secret = field(res.text, 'client_secret')!;
    const userKey = field(res.text, 'user_key')!;
    expect(clientId).toMatch(/^cli_[A-Za-z0-9_-]{16}$/);
    expect(secret).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(userKey).toMatch(/^uk_[A-Za-z0-9_-]{43}$/);

    const [row] = await tdb.database.db.select().from(agencies).where(eq(agencies.clientId, clientId));
    expect(row).toMatchObject({
      name: 'Nordic Travel',
      market: 'NO',
      currencies: ['NOK', 'EUR'],
      commissionBps: 1250,
      isSandbox: false,
    });
    // scrypt, and the fast pre-check of a generated secret (auth/secrets.ts).
    expect(row!.clientSecretHash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
    expect(row!.clientSecretHash).not.toContain(secret);
    expect(await verifySecret(secret, row!.clientSecretHash)).toBe(true);
    const [key] = await tdb.database.db.select().from(agencyUserKeys).where(eq(agencyUserKeys.agencyId, row!.id));
    expect(key!.keyHint).toBe(userKey.slice(-4));
    expect(await verifySecret(userKey, key!.keyHash)).toBe(true);
  });

  it.each([
    [['create', '--name', 'X', '--market', 'no', '--currencies', 'NOK'], /--market must be two uppercase letters/],
    [['create', '--name', 'X', '--market', 'NOR', '--currencies', 'NOK'], /--market/],
    [['create', '--name', 'X', '--market', 'NO', '--currencies', 'NOK,EURO'], /--currencies must be ISO 4217/],
    [['create', '--name', 'X', '--market', 'NO', '--currencies', 'XYZ'], /--currencies must be ISO 4217/],
    [['create', '--name', 'X', '--market', 'NO', '--currencies', 'NOK,NOK'], /twice/],
    [
      ['create', '--name', 'X', '--market', 'NO', '--currencies', 'NOK', '--commission', '100.5'],
      /--commission must be/,
    ],
    [
      ['create', '--name', 'X', '--market', 'NO', '--currencies', 'NOK', '--commission', '1.234'],
      /--commission must be/,
    ],
    [['create', '--name', 'X', '--market', 'NO', '--currencies', 'NOK', '--commission', '-1'], /--commission/],
    [['create', '--market', 'NO', '--currencies', 'NOK'], /--name is required/],
    [['rotate-secret', '--client-id', 'cli_nobody'], /no agency has client id "cli_nobody"/],
    [['rotate-secret'], /--client-id is required/],
    [['revoke-key', '--client-id', 'cli_nobody', '--key-id', 'x'], /no agency/],
    [['frobnicate'], /unknown command "frobnicate"/],
    [[], /a command is required/],
    [['list', '--bogus'], /bogus/],
    [['list', '--market', 'NO'], /--market does not apply to list/],
  ])('refuses %j with one line and exit 1', async (argv, message) => {
    const res = await run(...argv);
    expect(res.code).toBe(1);
    expect(res.err).toHaveLength(1);
    expect(res.err[0]).toMatch(message);
    expect(res.out).toEqual([]);
  });

  it('refuses a bad option with one line naming it, and names the field for the portal (one AppError)', async () => {
    const bad = await run('create', '--name', 'X', '--market', 'no', '--currencies', 'NOK');
    expect(bad).toMatchObject({ code: 1, err: ['agency: --market must be two uppercase letters, e.g. NO (got "no")'] });
    const caught = (refuse: () => unknown) => {
      try {
        refuse();
      } catch (error) {
        return error;
      }
      throw new Error('expected a refusal');
    };
    expect(caught(() => parseMarket('no'))).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      errors: { market: ['must be two uppercase letters, e.g. NO (got "no")'] },
    });
    const io = { out: () => {}, err: () => {} };
    const operator = createOperatorCommand(['--email', 'not-an-address'], {
      db: tdb.database.db,
      io,
      readPassword: async () => 'long enough password 1',
    });
    await expect(operator).rejects.toBeInstanceOf(AppError);
    await expect(operator).rejects.toMatchObject({
      detail: expect.stringMatching(/^--email /),
      errors: { email: [expect.any(String)] },
    });
  });

  it('converts commission percentages to basis points', () => {
    expect(parseCommission('0')).toBe(0);
    expect(parseCommission('10')).toBe(1000);
    expect(parseCommission('12.5')).toBe(1250);
    expect(parseCommission('0.01')).toBe(1);
    expect(parseCommission('100')).toBe(10_000);
  });

  it('rotates the secret: the new one verifies, the old one no longer does', async () => {
    const [before] = await tdb.database.db.select().from(agencies).where(eq(agencies.clientId, clientId));
    const res = await run('rotate-secret', '--client-id', clientId);
    expect(res.code).toBe(0);
    const secret = field(res.text, 'client_secret')!;
    const [after] = await tdb.database.db.select().from(agencies).where(eq(agencies.clientId, clientId));
    expect(after!.clientSecretHash).not.toBe(before!.clientSecretHash);
    expect(await verifySecret(secret, after!.clientSecretHash)).toBe(true);
  });

  it('rolls the secret with an overlap: both verify until it ends; an unknown overlap is refused', async () => {
    const [before] = await tdb.database.db.select().from(agencies).where(eq(agencies.clientId, clientId));
    const res = await run('rotate-secret', '--client-id', clientId, '--overlap', '24h');
    expect(res.code).toBe(0);
    expect(res.text).toContain('The old secret and its tokens keep working until 2027-01-02T00:00:00.000Z.');
    const [after] = await tdb.database.db.select().from(agencies).where(eq(agencies.clientId, clientId));
    expect(after!.previousSecretHash).toBe(before!.clientSecretHash);
    expect(after!.previousSecretExpiresAt?.toISOString()).toBe('2027-01-02T00:00:00.000Z');
    // Issued by the same clock that ends the overlap (the credentials page shows both).
    expect(after!.secretIssuedAt?.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    const refused = await run('rotate-secret', '--client-id', clientId, '--overlap', '2d');
    expect(refused.code).toBe(1);
    expect(refused.err).toEqual(['agency: --overlap must be one of now, 1h, 24h, 7d (got "2d")']);
  });

  it('names a key and lists it by name; refuses an empty name', async () => {
    expect((await run('add-key', '--client-id', clientId, '--name', 'Booking engine')).code).toBe(0);
    expect((await run('list')).text).toMatch(/key [0-9a-f-]{36} {2}\.\.\.\S{4} {2}"Booking engine" {2}active/);
    const refused = await run('add-key', '--client-id', clientId, '--name', '  ');
    expect(refused.code).toBe(1);
    expect(refused.err[0]).toContain('--name is required: 1 to 80 characters');
  });

  it('adds a generated key and imports a legacy key verbatim, refusing a duplicate', async () => {
    const added = await run('add-key', '--client-id', clientId);
    expect(added.code).toBe(0);
    expect(added.text).toMatch(/user_key: uk_/);
    const legacy = await run('add-key', '--client-id', clientId, '--legacy', 'OLD-API-KEY-1234');
    expect(legacy.code).toBe(0);
    expect(legacy.text).not.toContain('OLD-API-KEY-1234');
    const again = await run('add-key', '--client-id', clientId, '--legacy', 'OLD-API-KEY-1234');
    expect(again.code).toBe(1);
    expect(again.err[0]).toMatch(/already registered/);
    expect((await run('add-key', '--client-id', clientId, '--legacy', 'a b')).code).toBe(1);
  });

  it('lists agencies with key ids and hints, and revokes a key by id', async () => {
    const listing = await run('list');
    expect(listing.code).toBe(0);
    expect(listing.text).toContain(`${clientId}  Nordic Travel  market NO  currencies NOK,EUR  commission 12.5%`);
    expect(listing.text).toMatch(/\.\.\.1234 {2}legacy {2}active/);
    const keyId = /key ([0-9a-f-]{36}) {2}\.\.\.1234/.exec(listing.text)![1]!;

    expect((await run('revoke-key', '--client-id', clientId, '--key-id', keyId)).code).toBe(0);
    const [key] = await tdb.database.db.select().from(agencyUserKeys).where(eq(agencyUserKeys.id, keyId));
    expect(key!.revokedAt?.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect((await run('list')).text).toMatch(/\.\.\.1234 {2}legacy {2}revoked 2027-01-01/);

    const twice = await run('revoke-key', '--client-id', clientId, '--key-id', keyId);
    expect(twice.err[0]).toMatch(/already revoked/);
    const wrongAgency = await run(
      'revoke-key',
      '--client-id',
      clientId,
      '--key-id',
      '00000000-0000-4000-8000-000000000000',
    );
    expect(wrongAgency.err[0]).toMatch(/has no key/);
    const notUuid = await run('revoke-key', '--client-id', clientId, '--key-id', 'abc');
    expect(notUuid.err[0]).toMatch(/--key-id must be a key id/);
  });
});
