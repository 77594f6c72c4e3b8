import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateCorpus } from '../../scripts/bench-corpus.js';
import { canonicalJson, canonicalTrip, tripId, uuidV5 } from '../../src/envelope/id.js';
import { schemas, type TripRequestDocument } from '../../src/schema/generated.js';
import { engine, trip } from '../helpers.js';

const tr = engine();
const valid = tr.validators.get('trip-request.schema.json');
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

describe('canonicalTrip (JSON.stringify with the schema\'s property names) = canonicalJson of the id\'s input', () => {
  const reference = (r: TripRequestDocument, locale: string, revision: string): string => canonicalJson({ request: r, locale, revision });

  it('every object schema of a trip request is closed (else a property outside the list would be left out of the id)', () => {
    const open: string[] = [];
    const walk = (s: unknown, at: string): void => {
      if (Array.isArray(s)) s.forEach((x, i) => walk(x, `${at}/${i}`));
      else if (s !== null && typeof s === 'object') {
        const o = s as Record<string, unknown>;
        // `if` subschemas only select a branch; the root's meta is the one free-form object (canonicalJson writes it).
        if (o.properties !== undefined && o.additionalProperties !== false && !/\/if$/.test(at)) open.push(at);
        for (const [k, v] of Object.entries(o)) walk(v, `${at}/${k}`);
      }
    };
    walk(schemas['trip-request.schema.json'], '');
    expect(open).toEqual([]);
    expect((schemas['trip-request.schema.json'] as { properties: Record<string, { type?: string }> }).properties.meta?.type).toBe('object');
  });

  it('on the bench corpus\' valid requests, with keys in any order and with a free-form meta', () => {
    let n = 0;
    for (const q of generateCorpus(tr, { size: 600, seed: 11 })) {
      if (!valid(q)) continue;
      const r = q as TripRequestDocument;
      for (const variant of [r, reversed(r) as TripRequestDocument, { ...r, meta: { z: [1, { b: 'é"\\', a: null }], a: { y: true, x: 1.5 } } }]) {
        expect(canonicalTrip(variant, 'de-DE', '2026.11.26-1')).toBe(reference(variant, 'de-DE', '2026.11.26-1'));
      }
      n++;
    }
    expect(n).toBeGreaterThan(500);
  });

  it('on generated requests with every optional field (documents, vaccinations, flight numbers, self-transfer)', () => {
    const code = fc.constantFrom('USA', 'GBR', 'FRA', 'IND', 'CHN', 'BRA');
    const movement = fc.record({ date: fc.constantFrom('2026-12-01', '2027-01-15'), time: fc.constantFrom('08:00', '23:59'), travelMode: fc.constantFrom('AIR', 'LAND', 'SEA'), flightNumber: fc.constantFrom('BA117', 'AF 22') }, { requiredKeys: ['date'] });
    fc.assert(fc.property(
      fc.uniqueArray(code, { minLength: 1, maxLength: 3 }),
      fc.array(fc.record({ type: fc.constantFrom('VISA', 'RESIDENCE_PERMIT'), issuer: code, expiryDate: fc.constant('2030-01-01') }, { requiredKeys: ['type', 'issuer'] }), { maxLength: 3 }),
      fc.record({ YELLOW_FEVER: fc.record({ date: fc.constant('2020-05-05') }), POLIO: fc.record({ date: fc.constant('2025-05-05') }) }, { requiredKeys: [] }),
      movement, movement, fc.boolean(), fc.constantFrom(undefined, 'EUR'), fc.boolean(),
      (passports, documents, vaccinations, dep, arr, selfTransfer, currency, reverse) => {
        const r = {
          data: { type: 'TRIP', attributes: {
            ...(currency ? { currency } : {}),
            traveller: { passports, ...(documents.length ? { documents } : {}), ...(Object.keys(vaccinations).length ? { vaccinations } : {}) },
            travelNodes: [
              { type: 'ORIGIN', airportCode: 'JFK', departure: dep },
              { type: 'TRANSIT', airportCode: 'LHR', arrival: arr, departure: arr, selfTransfer },
              { type: 'DESTINATION', locationCode: 'FRA', arrival: arr },
            ],
          } },
        };
        const q = (reverse ? reversed(r) : r) as TripRequestDocument;
        expect(canonicalTrip(q, 'en-US', 'r')).toBe(reference(q, 'en-US', 'r'));
      },
    ), { numRuns: 300 });
  });
});
