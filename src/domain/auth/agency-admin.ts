/**
 * Issuing and managing agency credentials (the logic behind `npm run agency`). Secrets and user keys are
 * generated here, shown once to the operator, and stored only as scrypt hashes (secrets.ts).
 */
import { parseArgs } from 'node:util';
import { asc, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../kernel/clock.js';
import { AppError, conflict, invalidCommand, invalidOption, notFound } from '../../kernel/errors.js';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { agencies, agencyUserKeys } from './schema.js';
import { findAgencyByClientId, previousSecretUntil, type AgencyRow } from './agency-store.js';

export { previousSecretUntil } from './agency-store.js';
import { generateCredential, hashGeneratedSecret, hashSecret, keyHint, verifySecret } from './secrets.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KNOWN_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

export function parseMarket(value: string | undefined): string {
  if (!value || !/^[A-Z]{2}$/.test(value))
    throw invalidOption('market', `must be two uppercase letters, e.g. NO (got "${value ?? ''}")`);
  return value;
}

export function parseCurrencies(value: string | undefined): string[] {
  const list = (value ?? '').split(',').map((c) => c.trim());
  for (const code of list) {
    if (!/^[A-Z]{3}$/.test(code) || !KNOWN_CURRENCIES.has(code)) {
      throw invalidOption(
        'currencies',
        `must be ISO 4217 codes separated by commas, e.g. NOK,EUR (got "${value ?? ''}")`,
      );
    }
  }
  if (new Set(list).size !== list.length) throw invalidOption('currencies', `lists a currency twice (got "${value}")`);
  return list;
}

/** Percent with at most two decimals, 0 to 100, to basis points: "10" -> 1000, "12.5" -> 1250. */
export function parseCommission(value: string | undefined): number {
  const text = value ?? '0';
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text) || Number(text) > 100) {
    throw invalidOption('commission', `must be a percentage from 0 to 100 with at most 2 decimals (got "${text}")`);
  }
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function parseName(value: string | undefined): string {
  const name = value?.trim() ?? '';
  if (name === '' || name.length > 200) throw invalidOption('name', 'is required (1 to 200 characters)');
  return name;
}

async function agencyOrFail(db: Db, clientId: string | undefined): Promise<AgencyRow> {
  if (!clientId) throw invalidOption('client-id', 'is required');
  const agency = await findAgencyByClientId(db, clientId);
  if (!agency) throw notFound(`no agency has client id "${clientId}"`);
  return agency;
}

export interface CreatedAgency {
  agencyId: string;
  clientId: string;
  clientSecret: string;
  userKey: string;
  userKeyId: string;
}

export interface AgencyInput {
  name?: string;
  market?: string;
  currencies?: string;
  commission?: string;
}

/** The agency row of validated input; the secret hash is the caller's (see the two creators below). */
async function insertAgency(tx: DbOrTx, input: AgencyInput, secretHash: string, secretIssued: boolean) {
  const [agency] = await tx
    .insert(agencies)
    .values({
      name: parseName(input.name),
      market: parseMarket(input.market),
      currencies: parseCurrencies(input.currencies),
      commissionBps: parseCommission(input.commission),
      clientId: generateCredential('cli_', 12),
      clientSecretHash: secretHash,
      secretIssuedAt: secretIssued ? sql`now()` : null,
      isSandbox: false,
    })
    .returning({ id: agencies.id, clientId: agencies.clientId });
  return agency!;
}

/** An agency with its client secret and a first user key, shown once to the operator (the CLI's `create`). */
export async function createAgency(db: Db, input: AgencyInput): Promise<CreatedAgency> {
  // Validate before hashing: bad input costs no scrypt.
  parseName(input.name);
  parseMarket(input.market);
  parseCurrencies(input.currencies);
  parseCommission(input.commission);
  const clientSecret = generateCredential('sk_');
  const userKey = generateCredential('uk_');
  const [secretHash, keyHash] = await Promise.all([hashGeneratedSecret(clientSecret), hashSecret(userKey)]);
  return db.transaction(async (tx) => {
    const agency = await insertAgency(tx, input, secretHash, true);
    const [key] = await tx
      .insert(agencyUserKeys)
      .values({ agencyId: agency.id, keyHash, keyHint: keyHint(userKey), isLegacy: false })
      .returning({ id: agencyUserKeys.id });
    return { agencyId: agency.id, clientId: agency.clientId, clientSecret, userKey, userKeyId: key!.id };
  });
}

/**
 * An agency without credentials yet (the portal's approval of an access request): it creates its secret and
 * keys itself in the portal, each shown once to it alone. Until then its stored hash is of a random value
 * nobody is shown, so no token can be obtained. Runs in the caller's transaction.
 */
export async function createAgencyWithoutCredentials(
  tx: DbOrTx,
  input: AgencyInput,
): Promise<{ agencyId: string; clientId: string }> {
  parseName(input.name);
  parseMarket(input.market);
  parseCurrencies(input.currencies);
  parseCommission(input.commission);
  const unusable = await hashGeneratedSecret(generateCredential('unissued_'));
  const agency = await insertAgency(tx, input, unusable, false);
  return { agencyId: agency.id, clientId: agency.clientId };
}

/** A new token generation: tokens issued before it are refused (auth/authenticate.ts). */
const nextTokenGeneration = sql`${agencies.tokenGeneration} + 1`;

/**
 * How long the previous client secret keeps working after a rolling, as the agency chooses (seconds):
 * "now" for a compromise, else long enough to deploy the new secret everywhere first.
 */
export const SECRET_OVERLAPS = { now: 0, '1h': 3600, '24h': 86_400, '7d': 604_800 } as const;
export type SecretOverlap = keyof typeof SECRET_OVERLAPS;

export function parseOverlap(value: string | undefined): SecretOverlap {
  if (value !== undefined && Object.hasOwn(SECRET_OVERLAPS, value)) return value as SecretOverlap;
  throw invalidOption('overlap', `must be one of now, 1h, 24h, 7d (got "${value ?? ''}")`);
}

/**
 * A new client secret, starting a new token generation. With overlap "now" the old secret stops at once and
 * tokens issued with it stop within USER_KEY_CACHE_SECONDS on every instance. With an overlap, the old secret
 * (and the tokens it obtains, which carry the generation before the new one) keeps working until the overlap
 * ends. One previous secret is kept: rolling again ends an earlier rolling's overlap (that secret stops as
 * with "now").
 */
export async function rotateSecret(
  db: Db,
  clock: Clock,
  clientId: string | undefined,
  overlap: SecretOverlap = 'now',
): Promise<{ clientId: string; clientSecret: string; previousUntil: Date | null }> {
  const agency = await agencyOrFail(db, clientId);
  const seconds = SECRET_OVERLAPS[parseOverlap(overlap)];
  // An agency approved in the portal has no secret it was shown yet: nothing to keep.
  const keep = seconds > 0 && agency.secretIssuedAt !== null;
  const now = clock.now();
  const previousUntil = keep ? new Date(now.getTime() + seconds * 1000) : null;
  const clientSecret = generateCredential('sk_');
  await db
    .update(agencies)
    .set({
      clientSecretHash: await hashGeneratedSecret(clientSecret),
      tokenGeneration: nextTokenGeneration,
      // The same clock as the overlap's end: the credentials page shows both side by side.
      secretIssuedAt: now,
      secretLastUsedAt: null,
      // The right-hand columns are the row's values before this update (SQL UPDATE semantics).
      previousSecretHash: keep ? sql`${agencies.clientSecretHash}` : null,
      previousSecretExpiresAt: previousUntil,
      previousSecretLastUsedAt: keep ? sql`${agencies.secretLastUsedAt}` : null,
    })
    .where(eq(agencies.id, agency.id));
  return { clientId: agency.clientId, clientSecret, previousUntil };
}

/**
 * Ends the overlap of a rolling early (the agency's systems all use the new secret, or the old one leaked):
 * the previous secret stops at once, its tokens within USER_KEY_CACHE_SECONDS on every instance.
 */
export async function endSecretOverlap(db: Db, clock: Clock, clientId: string | undefined): Promise<void> {
  const agency = await agencyOrFail(db, clientId);
  if (previousSecretUntil(agency, clock.now()) === null) {
    throw conflict(`agency "${agency.clientId}" has no previous client secret that still works`);
  }
  await db
    .update(agencies)
    .set({ previousSecretHash: null, previousSecretExpiresAt: null, previousSecretLastUsedAt: null })
    .where(eq(agencies.id, agency.id));
}

/**
 * Suspends an agency: no token is issued to it at once, and its tokens and user keys stop working within
 * USER_KEY_CACHE_SECONDS on every instance. Its tokens stay refused after a reinstatement (a new
 * generation begins), so the agency starts again with a new token.
 */
export async function suspendAgency(db: Db, clock: Clock, clientId: string | undefined): Promise<void> {
  const agency = await agencyOrFail(db, clientId);
  if (agency.suspendedAt) throw conflict(`agency "${agency.clientId}" is already suspended`);
  await db
    .update(agencies)
    // The previous secret goes too: its tokens carry the generation before the current one, which after
    // this new generation would be the current secret's (authenticate.ts accepts one generation back only
    // while a previous secret works).
    .set({
      suspendedAt: clock.now(),
      tokenGeneration: nextTokenGeneration,
      previousSecretHash: null,
      previousSecretExpiresAt: null,
      previousSecretLastUsedAt: null,
    })
    .where(eq(agencies.id, agency.id));
}

/** Ends a suspension: the agency obtains tokens again with its client secret. */
export async function reinstateAgency(db: Db, clientId: string | undefined): Promise<void> {
  const agency = await agencyOrFail(db, clientId);
  if (!agency.suspendedAt) throw conflict(`agency "${agency.clientId}" is not suspended`);
  await db.update(agencies).set({ suspendedAt: null }).where(eq(agencies.id, agency.id));
}

/** A user key's name: what the agency calls it (which system uses it), 1 to 80 characters. */
export function parseKeyName(value: string | undefined): string {
  const name = value?.trim() ?? '';
  if (name === '' || name.length > 80 || /\p{Cc}/u.test(name)) {
    throw invalidOption('name', 'is required: 1 to 80 characters without control characters');
  }
  return name;
}

/** A new user key, or a legacy key of the earlier partner API imported verbatim; named when `name` is given. */
export async function addUserKey(
  db: Db,
  clientId: string | undefined,
  legacy?: string,
  name?: string,
): Promise<{ keyId: string; userKey: string; isLegacy: boolean }> {
  const keyName = name === undefined ? null : parseKeyName(name);
  const agency = await agencyOrFail(db, clientId);
  if (legacy !== undefined && !/^[\x21-\x7e]{4,512}$/.test(legacy)) {
    throw invalidOption('legacy', 'must be 4 to 512 printable characters without spaces');
  }
  const userKey = legacy ?? generateCredential('uk_');
  const hint = keyHint(userKey);
  if (legacy !== undefined) {
    // A key must identify one agency: refuse a value some agency already holds.
    const sameHint = await db.select().from(agencyUserKeys).where(eq(agencyUserKeys.keyHint, hint));
    for (const key of sameHint) {
      if (await verifySecret(userKey, key.keyHash)) throw conflict('that legacy key is already registered');
    }
  }
  const [key] = await db
    .insert(agencyUserKeys)
    .values({
      agencyId: agency.id,
      keyHash: await hashSecret(userKey),
      keyHint: hint,
      isLegacy: legacy !== undefined,
      name: keyName,
    })
    .returning({ id: agencyUserKeys.id });
  return { keyId: key!.id, userKey, isLegacy: legacy !== undefined };
}

/** Revokes one key of the agency. Running instances honour it within USER_KEY_CACHE_SECONDS (auth/authenticate.ts). */
export async function revokeUserKey(
  db: Db,
  clock: Clock,
  clientId: string | undefined,
  keyId: string | undefined,
): Promise<void> {
  const agency = await agencyOrFail(db, clientId);
  if (!keyId || !UUID.test(keyId))
    throw invalidOption('key-id', `must be a key id (UUID) from "list" (got "${keyId ?? ''}")`);
  const [key] = await db.select().from(agencyUserKeys).where(eq(agencyUserKeys.id, keyId));
  if (!key || key.agencyId !== agency.id) throw notFound(`agency "${agency.clientId}" has no key ${keyId}`);
  if (key.revokedAt) throw conflict(`key ${keyId} is already revoked`);
  await db.update(agencyUserKeys).set({ revokedAt: clock.now() }).where(eq(agencyUserKeys.id, keyId));
}

/**
 * The operator's held-inventory quota for one agency (bookings/hold-quota.ts): a whole number of cabins per
 * sailing, or "default" to follow HOLD_QUOTA_PER_SAILING again. Creates check it in their own transaction,
 * so it applies to the next create on every instance.
 */
export async function setHoldQuota(
  db: Db,
  clientId: string | undefined,
  value: string | undefined,
): Promise<{ clientId: string; holdQuotaPerSailing: number | null }> {
  const agency = await agencyOrFail(db, clientId);
  let quota: number | null;
  if (value === 'default') quota = null;
  else if (value !== undefined && /^\d{1,6}$/.test(value) && Number(value) >= 1) quota = Number(value);
  else {
    throw invalidOption(
      'quota',
      `must be a whole number of cabins from 1 to 999999, or "default" (got "${value ?? ''}")`,
    );
  }
  await db.update(agencies).set({ holdQuotaPerSailing: quota }).where(eq(agencies.id, agency.id));
  return { clientId: agency.clientId, holdQuotaPerSailing: quota };
}

export interface AgencyListing {
  id: string;
  clientId: string;
  name: string;
  market: string;
  currencies: string[];
  commissionBps: number;
  isSandbox: boolean;
  suspendedAt: Date | null;
  /** null: HOLD_QUOTA_PER_SAILING applies. */
  holdQuotaPerSailing: number | null;
  createdAt: Date;
  /** null: no client secret issued yet (an agency approved in the portal that has not created one). */
  secretIssuedAt: Date | null;
  secretLastUsedAt: Date | null;
  /** Kept after a rolling with an overlap; compare with now (previousSecretUntil) to know if it still works. */
  previousSecretHash: string | null;
  previousSecretExpiresAt: Date | null;
  previousSecretLastUsedAt: Date | null;
  keys: {
    id: string;
    /** null for a key made before keys had names. */
    name: string | null;
    hint: string;
    isLegacy: boolean;
    createdAt: Date;
    revokedAt: Date | null;
    lastUsedAt: Date | null;
  }[];
}

/** Every agency with its keys, oldest first; or the one agency of `clientId` (an empty list when none has it). */
export async function listAgencies(db: Db, clientId?: string): Promise<AgencyListing[]> {
  const rows = await db
    .select()
    .from(agencies)
    .where(clientId === undefined ? undefined : eq(agencies.clientId, clientId))
    .orderBy(asc(agencies.createdAt), asc(agencies.clientId));
  const keys = await db
    .select()
    .from(agencyUserKeys)
    .where(rows.length === 1 ? eq(agencyUserKeys.agencyId, rows[0]!.id) : undefined)
    .orderBy(asc(agencyUserKeys.createdAt));
  return rows.map((a) => ({
    id: a.id,
    clientId: a.clientId,
    name: a.name,
    market: a.market,
    currencies: a.currencies,
    commissionBps: a.commissionBps,
    isSandbox: a.isSandbox,
    suspendedAt: a.suspendedAt,
    holdQuotaPerSailing: a.holdQuotaPerSailing,
    createdAt: a.createdAt,
    secretIssuedAt: a.secretIssuedAt,
    secretLastUsedAt: a.secretLastUsedAt,
    previousSecretHash: a.previousSecretHash,
    previousSecretExpiresAt: a.previousSecretExpiresAt,
    previousSecretLastUsedAt: a.previousSecretLastUsedAt,
    keys: keys
      .filter((k) => k.agencyId === a.id)
      .map((k) => ({
        id: k.id,
        name: k.name,
        hint: k.keyHint,
        isLegacy: k.isLegacy,
        createdAt: k.createdAt,
        revokedAt: k.revokedAt,
        lastUsedAt: k.lastUsedAt,
      })),
  }));
}

/**
 * The operator's commercial terms of one agency: commission (percent) and currencies, validated as the
 * CLI's `create` validates them. Authentication reads them within USER_KEY_CACHE_SECONDS.
 */
export async function setAgencyTerms(
  db: Db,
  clientId: string | undefined,
  input: { commission?: string; currencies?: string },
): Promise<void> {
  const agency = await agencyOrFail(db, clientId);
  const commissionBps = parseCommission(input.commission);
  const currencies = parseCurrencies(input.currencies);
  await db.update(agencies).set({ commissionBps, currencies }).where(eq(agencies.id, agency.id));
}

const USAGE = `usage: npm run agency -- <command>   (DATABASE_URL or DATA_DIR as for the server)
  create --name "Nordic Travel" --market NO --currencies NOK,EUR --commission 10
  rotate-secret --client-id <client id> [--overlap now|1h|24h|7d]   (how long the old secret still works)
  suspend --client-id <client id>
  reinstate --client-id <client id>
  add-key --client-id <client id> [--name <name>] [--legacy <existing key>]
  revoke-key --client-id <client id> --key-id <key id>
  set-hold-quota --client-id <client id> --quota <cabins per sailing | default>
  list
  create-operator --email <e-mail> [--name <name>]   (portal login of the operator's staff;
                  password from PORTAL_PASSWORD or the first line of standard input)
  help`;

const OPTIONS = {
  name: { type: 'string' },
  market: { type: 'string' },
  currencies: { type: 'string' },
  commission: { type: 'string' },
  'client-id': { type: 'string' },
  'key-id': { type: 'string' },
  legacy: { type: 'string' },
  quota: { type: 'string' },
  overlap: { type: 'string' },
} as const;

const ALLOWED: Record<string, (keyof typeof OPTIONS)[]> = {
  create: ['name', 'market', 'currencies', 'commission'],
  'rotate-secret': ['client-id', 'overlap'],
  suspend: ['client-id'],
  reinstate: ['client-id'],
  'add-key': ['client-id', 'legacy', 'name'],
  'revoke-key': ['client-id', 'key-id'],
  'set-hold-quota': ['client-id', 'quota'],
  list: [],
};

/** What a command line answers with one line and exit 1: the operator's input refused (any 4xx AppError). */
export function isOperatorInputError(error: unknown): error is AppError {
  return error instanceof AppError && error.status < 500;
}

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

/** Runs one command; answers the exit code. Bad input prints one line to `err` and answers 1. */
export async function runAgencyCommand(argv: string[], deps: { db: Db; clock: Clock; io: CliIo }): Promise<number> {
  const { db, clock, io } = deps;
  try {
    const { positionals, values } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    const [command, ...extra] = positionals;
    if (command === 'help') {
      io.out(USAGE);
      return 0;
    }
    if (!command)
      throw invalidCommand(`a command is required (${Object.keys(ALLOWED).join(', ')}; "help" shows the usage)`);
    const allowed = ALLOWED[command];
    if (!allowed) throw invalidCommand(`unknown command "${command}" (commands: ${Object.keys(ALLOWED).join(', ')})`);
    if (extra.length > 0) throw invalidCommand(`unexpected argument "${extra[0]}"`);
    const refused = Object.keys(values).find((option) => !allowed.includes(option as keyof typeof OPTIONS));
    if (refused) throw invalidOption(refused, `does not apply to ${command}`);

    switch (command) {
      case 'create': {
        const created = await createAgency(db, values);
        io.out(`agency created: ${parseName(values.name)}`);
        io.out(`client_id:     ${created.clientId}`);
        io.out(`client_secret: ${created.clientSecret}`);
        io.out(`user_key:      ${created.userKey}  (key id ${created.userKeyId})`);
        io.out('The secret and the user key are shown once and stored only as hashes: hand them over now.');
        return 0;
      }
      case 'rotate-secret': {
        const rotated = await rotateSecret(db, clock, values['client-id'], parseOverlap(values.overlap ?? 'now'));
        io.out(`client_id:     ${rotated.clientId}`);
        io.out(`client_secret: ${rotated.clientSecret}`);
        io.out(
          rotated.previousUntil
            ? `The old secret and its tokens keep working until ${rotated.previousUntil.toISOString()}.`
            : 'The old secret no longer works; tokens issued with it stop working within 30 seconds.',
        );
        return 0;
      }
      case 'suspend': {
        await suspendAgency(db, clock, values['client-id']);
        io.out(
          `agency ${values['client-id']} suspended: no new tokens; its tokens and keys stop working within 30 seconds`,
        );
        return 0;
      }
      case 'reinstate': {
        await reinstateAgency(db, values['client-id']);
        io.out(`agency ${values['client-id']} reinstated: it can obtain new tokens (earlier tokens stay refused)`);
        return 0;
      }
      case 'add-key': {
        const added = await addUserKey(db, values['client-id'], values.legacy, values.name);
        if (added.isLegacy) io.out(`legacy user key imported (key id ${added.keyId})`);
        else io.out(`user_key: ${added.userKey}  (key id ${added.keyId}; shown once)`);
        return 0;
      }
      case 'revoke-key': {
        await revokeUserKey(db, clock, values['client-id'], values['key-id']);
        io.out(`key ${values['key-id']} revoked; running instances refuse it within 30 seconds`);
        return 0;
      }
      case 'set-hold-quota': {
        const set = await setHoldQuota(db, values['client-id'], values.quota);
        io.out(
          set.holdQuotaPerSailing === null
            ? `${set.clientId}: hold quota per sailing follows HOLD_QUOTA_PER_SAILING`
            : `${set.clientId}: hold quota per sailing ${set.holdQuotaPerSailing} cabins`,
        );
        return 0;
      }
      case 'list': {
        const listing = await listAgencies(db);
        if (listing.length === 0) io.out('no agencies');
        for (const a of listing) {
          const commission = (a.commissionBps / 100).toFixed(2).replace(/\.?0+$/, '');
          io.out(
            `${a.clientId}  ${a.name}  market ${a.market}  currencies ${a.currencies.join(',')}  commission ${commission}%${a.holdQuotaPerSailing === null ? '' : `  hold quota ${a.holdQuotaPerSailing}`}${a.isSandbox ? '  [sandbox]' : ''}${a.suspendedAt ? `  [suspended ${a.suspendedAt.toISOString()}]` : ''}`,
          );
          for (const k of a.keys) {
            const state = k.revokedAt ? `revoked ${k.revokedAt.toISOString()}` : 'active';
            const name = k.name === null ? '' : `  "${k.name}"`;
            io.out(`  key ${k.id}  ...${k.hint}${name}${k.isLegacy ? '  legacy' : ''}  ${state}`);
          }
        }
        return 0;
      }
    }
    return 1;
  } catch (error) {
    if (isOperatorInputError(error)) {
      io.err(`agency: ${error.detail}`);
      return 1;
    }
    const code = (error as { code?: string }).code;
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')) {
      io.err(`agency: ${(error as Error).message.split('\n')[0]}`);
      return 1;
    }
    throw error;
  }
}
