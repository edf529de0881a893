/**
 * Token signing keys. A KeySource yields the current private key (with its `kid` and algorithm) and every
 * public key the JWKS publishes (current first, then the previous one after a rotation).
 *
 * - Production: the key comes from configuration (AUTH_SIGNING_KEY, PEM or JWK JSON), and
 *   AUTH_PREVIOUS_PUBLIC_KEY is published beside it. Parsed at start, so a bad key refuses to start.
 * - Sandbox without AUTH_SIGNING_KEY: an ES256 key pair generated on first use and kept in
 *   `${dataDir}/keys/` (PKCS#8 PEM and kid, mode 0600), reused on later starts.
 * - Tests: `memoryKeySource()`, no file system.
 * - Production with only an external issuer: no signing key; this service then issues no tokens.
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  type JsonWebKey,
} from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, type Config } from '../../kernel/config.js';

export type SigningAlgorithm = 'ES256' | 'RS256';

export interface PublicJwk extends JsonWebKey {
  kty: string;
  kid: string;
  alg: SigningAlgorithm;
  use: 'sig';
}

export interface SigningKeys {
  /** null when this service only accepts tokens of an external issuer. */
  current: { kid: string; alg: SigningAlgorithm; privateKey: KeyObject } | null;
  /** Published in the JWKS and accepted for verification: current first, then previous. */
  publicJwks: PublicJwk[];
}

/** Returns the keys; may be called often, so implementations load once and memoise. */
export type KeySource = () => SigningKeys;

function algorithmOf(key: KeyObject, what: string): SigningAlgorithm {
  if (key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1') return 'ES256';
  if (key.asymmetricKeyType === 'rsa' && (key.asymmetricKeyDetails?.modulusLength ?? 0) >= 2048) return 'RS256';
  throw new ConfigError(`${what} must be an EC P-256 (ES256) or RSA >= 2048 bit (RS256) key`);
}

/** RFC 7638 JWK thumbprint (SHA-256, base64url), the default kid. */
export function jwkThumbprint(jwk: JsonWebKey): string {
  const members =
    jwk.kty === 'EC' ? { crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y } : { e: jwk.e, kty: jwk.kty, n: jwk.n };
  return createHash('sha256').update(JSON.stringify(members)).digest('base64url');
}

function publicJwkOf(publicKey: KeyObject, alg: SigningAlgorithm, kid?: string): PublicJwk {
  const jwk = publicKey.export({ format: 'jwk' });
  return { ...jwk, kty: jwk.kty!, kid: kid ?? jwkThumbprint(jwk), alg, use: 'sig' };
}

function parseKey(text: string, kind: 'private' | 'public', what: string): { key: KeyObject; kid?: string } {
  const trimmed = text.trim();
  try {
    if (trimmed.startsWith('{')) {
      const jwk = JSON.parse(trimmed) as JsonWebKey & { kid?: string };
      const key =
        kind === 'private'
          ? createPrivateKey({ key: jwk, format: 'jwk' })
          : createPublicKey({ key: jwk, format: 'jwk' });
      return { key, ...(typeof jwk.kid === 'string' ? { kid: jwk.kid } : {}) };
    }
    // Environment variables often carry PEM with literal "\n".
    const pem = trimmed.replace(/\\n/g, '\n');
    return { key: kind === 'private' ? createPrivateKey(pem) : createPublicKey(pem) };
  } catch {
    throw new ConfigError(
      `${what} must be a ${kind === 'private' ? 'PKCS#8 PEM private key' : 'SPKI PEM public key'} or a JWK JSON object`,
    );
  }
}

function fromPrivateKey(
  privateKey: KeyObject,
  kid: string | undefined,
  what: string,
): NonNullable<SigningKeys['current']> & { jwk: PublicJwk } {
  const alg = algorithmOf(privateKey, what);
  const jwk = publicJwkOf(createPublicKey(privateKey), alg, kid);
  return { kid: jwk.kid, alg, privateKey, jwk };
}

function once(load: () => SigningKeys): KeySource {
  let keys: SigningKeys | undefined;
  return () => (keys ??= load());
}

/** Keys from configuration: parsed now, so a bad key fails at start. */
export function configKeySource(auth: Pick<Config['auth'], 'signingKey' | 'previousPublicKey'>): KeySource {
  const keys: SigningKeys = { current: null, publicJwks: [] };
  if (auth.signingKey) {
    const parsed = parseKey(auth.signingKey, 'private', 'AUTH_SIGNING_KEY');
    const { jwk, ...current } = fromPrivateKey(parsed.key, parsed.kid, 'AUTH_SIGNING_KEY');
    keys.current = current;
    keys.publicJwks.push(jwk);
  }
  if (auth.previousPublicKey) {
    const parsed = parseKey(auth.previousPublicKey, 'public', 'AUTH_PREVIOUS_PUBLIC_KEY');
    const previous = publicJwkOf(parsed.key, algorithmOf(parsed.key, 'AUTH_PREVIOUS_PUBLIC_KEY'), parsed.kid);
    if (!keys.publicJwks.some((k) => k.kid === previous.kid)) keys.publicJwks.push(previous);
  }
  return () => keys;
}

function generated(): SigningKeys {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { jwk, ...current } = fromPrivateKey(privateKey, undefined, 'generated key');
  return { current, publicJwks: [jwk] };
}

/** A key pair generated in memory on first use; for tests (pass one source to several apps to share keys). */
export function memoryKeySource(): KeySource {
  return once(generated);
}

/**
 * The sandbox key pair in `dir` (`signing-key.pem`, `signing-key.kid`), generated on first use. Written to a
 * temporary file and hard-linked into place, so that two processes starting together never overwrite each
 * other: the second finds the first's key and uses it. The kid of a generated key is its RFC 7638 thumbprint.
 */
export function fileKeySource(dir: string): KeySource {
  return once(() => {
    const pemPath = join(dir, 'signing-key.pem');
    const kidPath = join(dir, 'signing-key.kid');
    const read = (): SigningKeys | undefined => {
      let pem: string;
      try {
        pem = readFileSync(pemPath, 'utf8');
      } catch {
        return undefined;
      }
      let kid: string | undefined;
      try {
        kid = readFileSync(kidPath, 'utf8').trim() || undefined;
      } catch {
        kid = undefined;
      }
      const { jwk, ...current } = fromPrivateKey(createPrivateKey(pem), kid, pemPath);
      return { current, publicJwks: [jwk] };
    };
    const existing = read();
    if (existing) return existing;

    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const keys = generated();
    const pem = keys.current!.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
    const temp = `${pemPath}.${process.pid}.tmp`;
    writeFileSync(temp, pem, { mode: 0o600 });
    try {
      linkSync(temp, pemPath);
      // The kid of a generated key is its thumbprint; the file is there for operators to read.
      writeFileSync(kidPath, `${keys.current!.kid}\n`, { mode: 0o600 });
      return keys;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return read()!;
    } finally {
      unlinkSync(temp);
    }
  });
}

/** The key source configuration asks for (see the module comment). */
export function keySourceFor(config: Config): KeySource {
  if (config.auth.signingKey || config.mode === 'production') return configKeySource(config.auth);
  const sandbox = fileKeySource(join(config.dataDir, 'keys'));
  if (!config.auth.previousPublicKey) return sandbox;
  const previous = configKeySource({ signingKey: undefined, previousPublicKey: config.auth.previousPublicKey });
  return once(() => {
    const keys = sandbox();
    const extra = previous().publicJwks.filter((k) => !keys.publicJwks.some((p) => p.kid === k.kid));
    return { current: keys.current, publicJwks: [...keys.publicJwks, ...extra] };
  });
}
