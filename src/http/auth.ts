// API keys: parsing the documented key-file format and checking credentials in constant time.
// Keys are never logged, echoed or put in error messages; key-file errors name the entry index.
import { sha256 } from '@noble/hashes/sha2.js';
import { checkRateLimit, RateLimitError, type RateLimit } from './ratelimit.js';

export interface ApiKey {
  /** The secret: 16 to 256 unreserved URI characters (A-Z a-z 0-9 . _ ~ -), so it works unencoded in a query string. */
  key: string;
  /** When set, GET operations must send this affiliateId with the key. */
  affiliateId?: string;
  /** Label for operators; never sent to clients. */
  name?: string;
  /** This key's rate limit; null: none; absent: the server's default (AppOptions.rateLimit). */
  rateLimit?: RateLimit | null;
}

export const KEY_PATTERN = /^[A-Za-z0-9._~-]{16,256}$/;
export const AFFILIATE_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
/** Environment variable read by `travelreq serve` when --keys is not given. */
export const KEYS_ENV = 'TRAVELREQ_API_KEYS';

export class KeysError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KeysError';
  }
}

/**
 * The key file: { "keys": [ { "key": "...", "affiliateId"?: "...", "name"?: "..." } ] }
 * (other top-level fields such as "description" are ignored). A bare array of entries is accepted too.
 */
export function parseKeys(value: unknown, origin = 'keys'): ApiKey[] {
  const list: unknown = Array.isArray(value) ? value : typeof value === 'object' && value !== null ? (value as { keys?: unknown }).keys : undefined;
  if (!Array.isArray(list)) throw new KeysError(`${origin}: expected an object with a "keys" array`);
  if (list.length === 0) throw new KeysError(`${origin}: "keys" is empty; at least one key is needed`);
  const seen = new Set<string>();
  return list.map((entry: unknown, i: number): ApiKey => {
    const at = `${origin}: keys[${i}]`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw new KeysError(`${at} must be an object`);
    const e = entry as Record<string, unknown>;
    for (const field of Object.keys(e)) if (!['key', 'affiliateId', 'name', 'rateLimit'].includes(field)) throw new KeysError(`${at} has an unknown field "${field.slice(0, 40)}"`);
    if (typeof e.key !== 'string' || !KEY_PATTERN.test(e.key)) throw new KeysError(`${at}.key must be 16 to 256 characters of A-Z a-z 0-9 . _ ~ -`);
    if (seen.has(e.key)) throw new KeysError(`${at}.key repeats an earlier key`);
    seen.add(e.key);
    const out: ApiKey = { key: e.key };
    if (e.affiliateId !== undefined) {
      if (typeof e.affiliateId !== 'string' || !AFFILIATE_PATTERN.test(e.affiliateId)) throw new KeysError(`${at}.affiliateId must be 1 to 64 characters of A-Z a-z 0-9 . _ -`);
      out.affiliateId = e.affiliateId;
    }
    if (e.name !== undefined) {
      if (typeof e.name !== 'string' || e.name.length > 100) throw new KeysError(`${at}.name must be a string of at most 100 characters`);
      out.name = e.name;
    }
    if (e.rateLimit !== undefined) {
      try {
        out.rateLimit = e.rateLimit === null ? null : checkRateLimit(e.rateLimit, `${at}.rateLimit`);
      } catch (cause) {
        throw new KeysError(cause instanceof RateLimitError ? cause.message : String(cause));
      }
    }
    return out;
  });
}

/** The environment form: the key-file JSON, or "key[:affiliateId]" entries separated by commas. */
export function parseKeysEnv(text: string): ApiKey[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    let value: unknown;
    try {
      value = JSON.parse(trimmed) as unknown;
    } catch {
      throw new KeysError(`${KEYS_ENV}: not valid JSON`);
    }
    return parseKeys(value, KEYS_ENV);
  }
  const entries = trimmed.split(',').map((s) => s.trim()).filter((s) => s !== '').map((s) => {
    const colon = s.indexOf(':');
    return colon === -1 ? { key: s } : { key: s.slice(0, colon), affiliateId: s.slice(colon + 1) };
  });
  return parseKeys({ keys: entries }, KEYS_ENV);
}

export type AuthOutcome =
  | { ok: true; name: string | undefined; /** Position of the matching entry in the key list. */ index: number; rateLimit: RateLimit | null | undefined }
  | { ok: false; status: 401 | 403; code: string; detail: string };

export interface Keyring {
  /**
   * Checks a presented key (and, for GET operations, the affiliateId). `affiliateId === null`
   * means the operation takes none (trips). Missing credentials: 401; wrong ones: 403.
   */
  check(key: string | undefined, affiliateId: string | undefined | null): AuthOutcome;
}

interface Entry { digest: Uint8Array; affiliate: Uint8Array | undefined; name: string | undefined; index: number; rateLimit: RateLimit | null | undefined }

const encoder = new TextEncoder();

/** SHA-256 over bytes, 32 bytes out: @noble/hashes' by default, or a host's native one (the Node server passes node:crypto's). */
export type Sha256 = (bytes: Uint8Array) => Uint8Array;

/** Equal-length digests compared without an early exit. */
function same(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < a.length && i < b.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

export function createKeyring(keys: readonly ApiKey[], hash: Sha256 = sha256): Keyring {
  const digest = (s: string): Uint8Array => hash(encoder.encode(s));
  // Only digests are kept: comparing fixed-length hashes takes the same time whatever the input,
  // and every entry is compared so the time does not say which entry matched.
  const entries: Entry[] = keys.map((k, index) => ({ digest: digest(k.key), affiliate: k.affiliateId !== undefined ? digest(k.affiliateId) : undefined, name: k.name, index, rateLimit: k.rateLimit }));
  return {
    check(key, affiliateId) {
      if (key === undefined || key === '') return { ok: false, status: 401, code: 'MISSING_CREDENTIALS', detail: 'An API key is required.' };
      if (affiliateId !== null && (affiliateId === undefined || affiliateId === '')) {
        return { ok: false, status: 401, code: 'MISSING_CREDENTIALS', detail: 'The affiliateId query parameter is required with the key.' };
      }
      // `travelreq serve` without keys serves its page; the API refuses every key and says why.
      if (entries.length === 0) return { ok: false, status: 403, code: 'INVALID_CREDENTIALS', detail: 'This server has no API keys: its operator starts it with travelreq serve --keys FILE or TRAVELREQ_API_KEYS.' };
      const presented = digest(key);
      let match: Entry | undefined;
      for (const e of entries) if (same(e.digest, presented) && match === undefined) match = e;
      if (!match) return { ok: false, status: 403, code: 'INVALID_CREDENTIALS', detail: 'The API key is not valid.' };
      if (affiliateId !== null && match.affiliate !== undefined && !same(match.affiliate, digest(affiliateId!))) {
        return { ok: false, status: 403, code: 'INVALID_CREDENTIALS', detail: 'The affiliateId does not belong to this API key.' };
      }
      return { ok: true, name: match.name, index: match.index, rateLimit: match.rateLimit };
    },
  };
}
