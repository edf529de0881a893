/**
 * The sandbox agencies of the contract, with fixed, published credentials (like a payment provider's test
 * keys). Created in sandbox mode only (seed.ts); in production they never exist, and authentication
 * refuses any agency marked is_sandbox whatever the database holds.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { agencies, agencyUserKeys } from './schema.js';
import { hashGeneratedSecret, hashSecret, keyHint } from './secrets.js';

export interface SandboxAgency {
  clientId: string;
  clientSecret: string;
  name: string;
  market: string;
  currencies: string[];
  commissionBps: number;
  userKeys: { key: string; isLegacy: boolean }[];
}

export const SANDBOX_AGENCIES: readonly SandboxAgency[] = [
  {
    clientId: 'sandbox-agency',
    clientSecret: 'sandbox-secret',
    name: 'Sandbox Agency',
    market: 'NO',
    currencies: ['NOK', 'EUR'],
    // 10 %, so that commissionTotal is visible in the sandbox.
    commissionBps: 1000,
    userKeys: [
      { key: 'sandbox-user-key', isLegacy: false },
      { key: 'sandbox-legacy-key', isLegacy: true },
    ],
  },
  {
    clientId: 'sandbox-agency-2',
    clientSecret: 'sandbox-secret-2',
    name: 'Sandbox Agency 2',
    market: 'DE',
    currencies: ['EUR'],
    commissionBps: 0,
    userKeys: [{ key: 'sandbox-user-key-2', isLegacy: false }],
  },
];

/**
 * Creates each sandbox agency that does not exist yet, with its keys. An existing one is left as it is
 * (so a key revoked on purpose stays revoked). Safe when several instances start together.
 * Returns the client ids created.
 */
export async function ensureSandboxAgencies(db: Db): Promise<string[]> {
  const existing = await db
    .select({ clientId: agencies.clientId })
    .from(agencies)
    .where(
      inArray(
        agencies.clientId,
        SANDBOX_AGENCIES.map((a) => a.clientId),
      ),
    );
  const created: string[] = [];
  for (const sandbox of SANDBOX_AGENCIES) {
    if (existing.some((row) => row.clientId === sandbox.clientId)) continue;
    // Published anyway; the pre-check (secrets.ts) spares the sandbox the hashing of wrong guesses.
    const secretHash = await hashGeneratedSecret(sandbox.clientSecret);
    const keys = await Promise.all(
      sandbox.userKeys.map(async (k) => ({
        keyHash: await hashSecret(k.key),
        keyHint: keyHint(k.key),
        isLegacy: k.isLegacy,
      })),
    );
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(agencies)
        .values({
          name: sandbox.name,
          market: sandbox.market,
          currencies: sandbox.currencies,
          commissionBps: sandbox.commissionBps,
          clientId: sandbox.clientId,
          clientSecretHash: secretHash,
          isSandbox: true,
          secretIssuedAt: sql`now()`,
        })
        .onConflictDoNothing({ target: agencies.clientId })
        .returning({ id: agencies.id });
      const agencyId = inserted[0]?.id;
      if (!agencyId) return;
      await tx.insert(agencyUserKeys).values(keys.map((k) => ({ ...k, agencyId })));
      created.push(sandbox.clientId);
    });
  }
  return created;
}
