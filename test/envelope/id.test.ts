import { describe, expect, it } from 'vitest';
import { canonicalJson, tripId, uuidV5 } from '../../src/envelope/id.js';

describe('trip ids', () => {
  it('uuidV5 matches the RFC 9562 / RFC 4122 example (DNS namespace, www.example.com)', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });
  it('canonical JSON sorts keys at every level, so key order does not change the id', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"y":2,"z":1}]},"b":1}');
    expect(tripId({ x: 1, y: 2 }, 'en-US', 'r1')).toBe(tripId({ y: 2, x: 1 }, 'en-US', 'r1'));
  });
  it('the id changes with the locale and the ruleset revision', () => {
    const a = tripId({ x: 1 }, 'en-US', 'r1');
    expect(tripId({ x: 1 }, 'fr-FR', 'r1')).not.toBe(a);
    expect(tripId({ x: 1 }, 'en-US', 'r2')).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
