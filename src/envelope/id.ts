// Deterministic trip ids: a UUID v5 (RFC 9562) over the canonical request, the effective locale
// and the ruleset revision. Same input + ruleset -> same id; nothing random, no clock.
import { sha1 } from '@noble/hashes/legacy.js';

/** Project namespace for v5 ids: uuidv5(URL namespace, "urn:travel-requirements:trip"), fixed once. */
export const TRIP_NAMESPACE = 'cb82d026-5737-547b-bc71-bb8b108527b7';

const encoder = new TextEncoder();

export function uuidV5(name: string, namespace: string): string {
  const ns = namespace.replace(/-/g, '');
  const bytes = new Uint8Array(16 + encoder.encode(name).length);
  for (let i = 0; i < 16; i++) bytes[i] = parseInt(ns.slice(i * 2, i * 2 + 2), 16);
  bytes.set(encoder.encode(name), 16);
  const h = sha1(bytes).slice(0, 16);
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = Array.from(h, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** JSON with object keys sorted at every level, so key order in the request does not matter. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const obj = value as Record<string, unknown>;
  return `{${Object.keys(obj).sort().filter((k) => obj[k] !== undefined).map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(',')}}`;
}

export function tripId(request: unknown, locale: string, revision: string): string {
  return uuidV5(canonicalJson({ request, locale, revision }), TRIP_NAMESPACE);
}
