/**
 * What the request log keeps of a failed call's query and body: their shape and the values support needs
 * (ids, codes, dates of travel, counts), never a guest's personal data or a credential. A value is masked
 * by its key's name (SENSITIVE_KEY: names, e-mails, phones, dates of birth, passport- and document-like
 * fields, addresses, secrets, tokens, passwords, keys, authorisation), and any string (a key too) that holds
 * an e-mail address, a bearer token, a JWT, a user key or client secret anywhere in it is masked whole,
 * whatever its key. Masking errs towards hiding: a `gradeName` is masked too. Runs in the recorder's flush,
 * off the request path but on the event loop that answers requests: every step is linear in its input and
 * bounded (MAX_VALUES, MAX_BODY_CHARS).
 */
import { isMaskedParam } from '../../kernel/logging.js';

export const MASK = '***';

/** Keys whose values are personal data or secrets (compared without case, `_` and `-`). */
const SENSITIVE_KEY =
  /name|email|mail|phone|mobile|birth|dob|passport|document|identity|nationalid|ssn|address|street|postal|zip|city|secret|token|password|passwd|authori[sz]ation|apikey|userkey|credential|cardnumber|cvc|cvv|iban|nationality|gender/;
/*
 * The patterns below look for a credential or an address anywhere in a string, and each takes time linear in
 * the string's length whatever it holds: a partner's body is hostile input, and this runs on the event loop
 * that answers every agency. (The e-mail pattern was `[^\s@]+@[^\s@]+\.[^\s@]+`: tried from every start,
 * each start read the rest of a run without spaces, and 60,000 such characters took 2.3 s.) They only say
 * whether there is a match, so each needs only the least that proves one; where a part must be read to its
 * end, no two tries read the same part.
 */
/**
 * An e-mail address: a character, `@`, then a dot with a character either side and no space or `@` between
 * (the same strings as the pattern above). Only a try at a character just before an `@` reads further, up to
 * the next `@` or space, and those stretches do not overlap.
 */
const EMAIL_LIKE = /[^\s@]@[^\s@]+\.[^\s@]/;
/**
 * A credential within text: a bearer token, a JWT (its header is base64url JSON: `eyJ`), a user key or
 * client secret (`uk_...`, `sk_...`, auth/secrets.ts generateCredential; not inside a word such as `bulk_`),
 * or one of the sandbox's published keys and secrets (auth/sandbox.ts). Each alternative reads a bounded
 * number of characters from where it is tried, but `\s+` after bearer, which reads a run of spaces once.
 */
const TOKEN_LIKE =
  /\b[Bb][Ee][Aa][Rr][Ee][Rr]\s+[\w.~+/-]{8}|eyJ[\w-]{8}|(?<![A-Za-z0-9])[us]k_[\w-]|sandbox-(?:user-key|legacy-key|secret)/;
/** What PostgreSQL refuses: a NUL (text and jsonb) and a lone surrogate (jsonb). `u`: a pair is one code point. */
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what is looked for
const UNSTORABLE = /\u0000|\p{Surrogate}/gu;
const MAX_DEPTH = 8;
/** A longer body is cut: its masked text past this many characters is not kept. */
export const MAX_BODY_CHARS = 16_384;
/**
 * Values of a body read at most: every value takes at least two characters of JSON text (`0,`), so a body
 * with more could not be kept (MAX_BODY_CHARS), and the walk stops there rather than read a megabyte of list.
 */
const MAX_VALUES = MAX_BODY_CHARS / 2 + 1;
const TOO_LONG = { truncated: `more than ${MAX_BODY_CHARS} characters, not kept` };

export const isSensitiveKey = (key: string) => SENSITIVE_KEY.test(key.toLowerCase().replace(/[_\-\s]/g, ''));

/**
 * Text PostgreSQL can store: a NUL or a lone surrogate becomes U+FFFD. The edge refuses both in a request
 * (app.ts), so they reach the log only in the failed call's body: stored as they were, the whole batch of
 * every agency's calls failed (jsonb refuses them).
 */
export const storableText = (value: string) => value.replace(UNSTORABLE, '\ufffd');

/**
 * Whether a string is to be masked whole. One longer than a kept body is masked unread: its body could not be
 * kept as it was, so support loses nothing, and no pattern is run over it.
 */
const isMasked = (value: string) => value.length > MAX_BODY_CHARS || EMAIL_LIKE.test(value) || TOKEN_LIKE.test(value);

/** A string as the log keeps it: `***`, or the string with what PostgreSQL refuses replaced (storableText). */
export const maskedText = (value: string): string => (isMasked(value) ? MASK : storableText(value));

/** Thrown out of a walk that read MAX_VALUES values. */
class TooLarge extends Error {}

/** `value` masked (see maskedBody), counting each value read in `budget`. */
function maskWalk(value: unknown, depth: number, budget: { left: number }): unknown {
  if (--budget.left < 0) throw new TooLarge();
  if (typeof value === 'string') return maskedText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return MASK;
  if (Array.isArray(value)) return value.map((v) => maskWalk(v, depth + 1, budget));
  const out: Record<string, unknown> = {};
  let hidden = 0;
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    // A key that is itself a credential or an address is hidden, and its value; `***`, `***2`... keep keys apart.
    const hideKey = isMasked(key);
    const name = hideKey ? `${MASK}${++hidden > 1 ? hidden : ''}` : storableText(key);
    // A sensitive key's object (an address) is masked whole; a number (a guest id) too: it says nothing, it is the key that counts.
    const masked = (hideKey || isSensitiveKey(key)) && v !== null ? MASK : maskWalk(v, depth + 1, budget);
    // Defined, not assigned: a `__proto__` key stays a key (the JSON parser refuses one, but need not be the
    // only caller). Not a map without a prototype: the database driver reads a value's constructor.
    Object.defineProperty(out, name, { value: masked, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/**
 * A failed call's body as stored: masked, and when its JSON text is longer than MAX_BODY_CHARS, a note of
 * its size instead (a part of a JSON document is no JSON). A body that is not JSON (a string) is masked as one.
 */
export function maskedBody(body: unknown): unknown {
  if (body === undefined || body === null) return null;
  if (body instanceof Uint8Array) return { binary: `${body.byteLength} bytes, not kept` };
  let masked: unknown;
  try {
    masked = maskWalk(body, 0, { left: MAX_VALUES });
  } catch (error) {
    if (error instanceof TooLarge) return TOO_LONG;
    throw error;
  }
  const text = JSON.stringify(masked);
  if (text === undefined) return null;
  return text.length <= MAX_BODY_CHARS ? masked : { truncated: `${text.length} characters, not kept` };
}

/** A path with each segment that holds a credential or an address (a key sent as an id) masked. */
export function maskedPath(path: string): string {
  return storableText(
    path
      .split('/')
      .map((segment) => {
        let decoded = segment;
        try {
          decoded = decodeURIComponent(segment);
        } catch {
          // A malformed escape: judged as written.
        }
        return isMasked(decoded) ? MASK : segment;
      })
      .join('/'),
  );
}

/** A query string (without `?`) with credentials and personal data masked; null when empty. */
export function maskedQuery(query: string): string | null {
  if (query === '') return null;
  const masked = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      let value = eq < 0 ? '' : pair.slice(eq + 1);
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
        value = decodeURIComponent(value.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: judged as written.
      }
      // A name that is itself a credential (`?uk_...`, `?eyJ...`) is hidden with its value.
      if (isMasked(decoded)) return MASK;
      if (eq < 0) return pair;
      const hide = isMaskedParam(name) || isSensitiveKey(decoded) || isMasked(value);
      return hide ? `${name}=${MASK}` : pair;
    })
    .join('&');
  return storableText(masked.slice(0, 2000));
}
