// Deterministic trip ids: a UUID v5 (RFC 9562) over the canonical request, the effective locale
// and the ruleset revision. Same input + ruleset -> same id; nothing random, no clock.
import { sha1 } from './sha1.js';

/** Project namespace for v5 ids: uuidv5(URL namespace, "urn:travel-requirements:trip"), fixed once. */
export const TRIP_NAMESPACE = 'cb82d026-5737-547b-bc71-bb8b108527b7';

const encoder = new TextEncoder();
const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));
const namespaces = new Map<string, Uint8Array>();
// Reused for the hash input of ordinary requests; larger names get their own array instead of
// growing this one for good.
const scratch = new Uint8Array(16 + 3 * 8192);

function namespaceBytes(namespace: string): Uint8Array {
  let bytes = namespaces.get(namespace);
  if (!bytes) {
    const ns = namespace.replace(/-/g, '');
    bytes = new Uint8Array(16);
    for (let i = 0; i < 16; i++) bytes[i] = parseInt(ns.slice(i * 2, i * 2 + 2), 16);
    namespaces.set(namespace, bytes);
  }
  return bytes;
}

/** SHA-1 over bytes, 20 bytes out: the pure implementation here, or a host's native one. */
export type Sha1 = (bytes: Uint8Array) => Uint8Array;

export function uuidV5(name: string, namespace: string, hash: Sha1 = sha1): string {
  let input: Uint8Array;
  // UTF-8 takes at most 3 bytes per UTF-16 code unit.
  if (16 + 3 * name.length <= scratch.length) {
    scratch.set(namespaceBytes(namespace));
    input = scratch.subarray(0, 16 + encoder.encodeInto(name, scratch.subarray(16)).written);
  } else {
    const utf8 = encoder.encode(name);
    input = new Uint8Array(16 + utf8.length);
    input.set(namespaceBytes(namespace));
    input.set(utf8, 16);
  }
  const h = hash(input);
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  let hex = '';
  for (let i = 0; i < 16; i++) hex += (i === 4 || i === 6 || i === 8 || i === 10 ? '-' : '') + HEX[h[i]!];
  return hex;
}

// Strings JSON.stringify would write as they are: printable ASCII without '"' and '\\'.
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
const quoted = (s: string): string => (PLAIN.test(s) ? `"${s}"` : JSON.stringify(s));

// Insertion sort: objects in a request have a handful of keys, where Array#sort's setup dominates.
// Same order as Array#sort's default for strings (UTF-16 code units).
function sortedKeys(obj: object): string[] {
  const keys = Object.keys(obj);
  if (keys.length > 16) return keys.sort(); // free-form meta may be large: no quadratic sort there
  for (let i = 1; i < keys.length; i++) {
    const k = keys[i]!;
    let j = i - 1;
    for (; j >= 0 && keys[j]! > k; j--) keys[j + 1] = keys[j]!;
    keys[j + 1] = k;
  }
  return keys;
}

/** JSON with object keys sorted at every level, so key order in the request does not matter. */
export function canonicalJson(value: unknown): string {
  if (typeof value === 'string') return quoted(value);
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) {
    let s = '[';
    for (let i = 0; i < value.length; i++) s += (i ? ',' : '') + (canonicalJson(value[i]) ?? ''); // as join() writes undefined
    return `${s}]`;
  }
  const obj = value as Record<string, unknown>;
  const keys = sortedKeys(obj);
  let s = '{';
  for (const k of keys) {
    const v = obj[k];
    if (v === undefined) continue;
    s += `${s.length > 1 ? ',' : ''}${quoted(k)}:${canonicalJson(v)}`;
  }
  return `${s}}`;
}

// Measured and dropped: JSON.stringify with the schema's sorted property names as its replacer (the
// canonical form at native speed, one might think) took 11.7 us a request against 2.5 us here: V8
// leaves its fast path for any replacer and looks up every listed name on every object.
export function tripId(request: unknown, locale: string, revision: string, hash: Sha1 = sha1): string {
  return uuidV5(canonicalJson({ request, locale, revision }), TRIP_NAMESPACE, hash);
}
