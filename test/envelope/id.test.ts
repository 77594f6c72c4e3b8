import { describe, expect, it } from 'vitest';
import { canonicalJson, tripId, uuidV5 } from '../../src/envelope/id.js';
import type { TripRequestDocument } from '../../src/schema/generated.js';
import { trip } from '../helpers.js';

const request = (passports: string[], extra: Record<string, unknown> = {}): TripRequestDocument =>
  trip(passports, [{ airport: 'JFK' }, { airport: 'LHR' }], extra) as unknown as TripRequestDocument;

/** The same JSON value with the keys of every object in reverse insertion order. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, reversed(v)]));
}

describe('trip ids', () => {
  it('uuidV5 matches the RFC 9562 / RFC 4122 example (DNS namespace, www.example.com)', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });
  it('canonical JSON sorts keys at every level, so key order does not change the id', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"y":2,"z":1}]},"b":1}');
    const r = request(['USA'], { locale: 'fr-FR', currency: 'EUR' });
    expect(tripId(r, 'en-US', 'r1')).toBe(tripId(reversed(r) as TripRequestDocument, 'en-US', 'r1'));
  });
  it('the id changes with the request, the locale and the ruleset revision', () => {
    const a = tripId(request(['USA']), 'en-US', 'r1');
    expect(tripId(request(['CAN']), 'en-US', 'r1')).not.toBe(a);
    expect(tripId(request(['USA']), 'fr-FR', 'r1')).not.toBe(a);
    expect(tripId(request(['USA']), 'en-US', 'r2')).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
