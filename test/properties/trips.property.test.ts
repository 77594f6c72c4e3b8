// Properties of trips(): valid trips give schema-valid, self-consistent 200s; any other input
// gives an error document (never a throw); output is deterministic; answers follow the dataset.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTravelRequirements, type TripResponseDocument } from '../../src/index.js';
import { codes, expected, rows } from '../dataset.js';
import { engine, matrixEngine } from '../helpers.js';

const tr = engine();
const validResponse = tr.validators.get('trip-response.schema.json');
const validError = tr.validators.get('error-document.schema.json');
const airportsByTerritory = new Map<string, string[]>();
for (const a of tr.reference.airports()) (airportsByTerritory.get(a.territory) ?? airportsByTerritory.set(a.territory, []).get(a.territory)!).push(a.iata);

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (day: number) => new Date(Date.UTC(2024, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);

/** A valid trip: consecutive places in different territories, days moving forward. */
const validTrip = fc.record({
  passports: fc.uniqueArray(fc.constantFrom(...codes), { minLength: 1, maxLength: 2 }),
  route: fc.array(fc.constantFrom(...codes), { minLength: 2, maxLength: 4 }).filter((r) => r.every((t, i) => i === 0 || t !== r[i - 1])),
  useAirport: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  airportPick: fc.nat(),
  start: fc.integer({ min: 0, max: 1400 }),
  gaps: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 4, maxLength: 4 }),
  hour: fc.integer({ min: 0, max: 11 }),
  selfTransfer: fc.boolean(),
  locale: fc.constantFrom(undefined, 'en-US', 'en-GB', 'fr-FR', 'es-ES', 'de-DE', 'fr-CA', 'pt-BR'),
  currency: fc.constantFrom(undefined, 'USD', 'CAD', 'GBP', 'EUR'),
}).map((g) => {
  let day = g.start;
  const travelNodes = g.route.map((territory, i) => {
    const type = i === 0 ? 'ORIGIN' : i === g.route.length - 1 ? 'DESTINATION' : 'TRANSIT';
    const airports = airportsByTerritory.get(territory);
    const where = g.useAirport[i] && airports ? { airportCode: airports[g.airportPick % airports.length]! } : { locationCode: territory };
    day += g.gaps[i]!;
    const arrival = { date: dateOf(day), time: `${pad(g.hour + i)}:15`, travelMode: 'AIR' };
    const departure = { date: dateOf(day + (type === 'TRANSIT' ? g.gaps[(i + 1) % 4]! : 0)), time: `${pad(g.hour + i + 1)}:30`, travelMode: 'AIR' };
    return {
      type, ...where,
      ...(type !== 'DESTINATION' ? { departure } : {}),
      ...(type !== 'ORIGIN' ? { arrival } : {}),
      ...(type === 'TRANSIT' && g.selfTransfer ? { selfTransfer: true } : {}),
    };
  });
  return { data: { type: 'TRIP', attributes: { traveller: { passports: g.passports }, travelNodes, ...(g.locale ? { locale: g.locale } : {}), ...(g.currency ? { currency: g.currency } : {}) } } };
});

type Body = {
  data: { attributes: { headline: string; informationGroups: Array<{ type: string; groupings?: Array<{ data: Array<{ type: string; id: string }> }> }> };
    relationships: Record<'procedures' | 'restrictions', { data: Array<{ type: string; id: string }>; meta: { count: number } }> };
  included: Array<{ id: string; type: string }>;
};

describe('trips() properties', () => {
  it('any valid trip -> 200, a body valid against the trip-response schema, relationships and included consistent', () => {
    fc.assert(fc.property(validTrip, (input) => {
      const r = tr.trips(input);
      expect(r.status, JSON.stringify(r.body).slice(0, 400)).toBe(200);
      expect(validResponse(r.body), JSON.stringify(validResponse.errors)).toBe(true);
      const b = r.body as Body;
      const rel = b.data.relationships;
      for (const k of ['procedures', 'restrictions'] as const) expect(rel[k].meta.count).toBe(rel[k].data.length);
      const relIds = [...rel.procedures.data, ...rel.restrictions.data].map((d) => `${d.type}:${d.id}`);
      expect(new Set(relIds).size).toBe(relIds.length);
      const grouped = new Set(b.data.attributes.informationGroups.flatMap((g) => (g.groupings ?? []).flatMap((x) => x.data.map((d) => `${d.type}:${d.id}`))));
      expect(new Set(relIds)).toEqual(grouped);
      expect(b.included.map((r) => `${r.type === 'RESTRICTION' ? 'RESTRICTION' : 'PROCEDURE'}:${r.id}`).sort()).toEqual([...relIds].sort());
      expect(b.data.attributes.headline.length).toBeGreaterThan(0);
    }), { numRuns: 400 });
  });

  it('any JSON value or random object -> an error document with pointers, never a throw', () => {
    fc.assert(fc.property(fc.oneof(fc.jsonValue(), fc.anything(), fc.record({ data: fc.anything() })), (input) => {
      const r = tr.trips(input);
      expect([400, 422]).toContain(r.status);
      expect(validError(r.body)).toBe(true);
      for (const e of (r.body as { errors: Array<{ source: { pointer?: string; parameter?: string } }> }).errors) {
        expect(typeof (e.source.pointer ?? e.source.parameter)).toBe('string');
      }
    }), { numRuns: 500 });
  });

  it('a valid trip with one field replaced or removed -> 200 or a 4xx error document, never a throw or 500', () => {
    const replacement = fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 2 }), fc.constantFrom('', 'XXX', 'US-CA', 'JFK', '2026-02-30', '25:00', 'TRANSIT', 'ORIGIN', -1, []));
    fc.assert(fc.property(validTrip, fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), replacement, (input, path, value) => {
      let node: Record<string, any> = input; // eslint-disable-line @typescript-eslint/no-explicit-any -- walking arbitrary JSON
      for (const step of path.slice(0, -1)) {
        const keys = node && typeof node === 'object' ? Object.keys(node) : [];
        if (!keys.length) break;
        const next = node[keys[step % keys.length]!];
        if (!next || typeof next !== 'object') break;
        node = next;
      }
      const keys = Object.keys(node);
      const key = keys[path[path.length - 1]! % keys.length]!;
      if (value === undefined) delete node[key];
      else node[key] = value;
      const r = tr.trips(input);
      expect([200, 400, 422]).toContain(r.status);
      expect((r.status === 200 ? validResponse : validError)(r.body)).toBe(true);
    }), { numRuns: 500 });
  });

  it('same input -> byte-identical output, across calls and engine instances', () => {
    const other = createTravelRequirements();
    fc.assert(fc.property(validTrip, (input) => {
      const a = JSON.stringify(tr.trips(input).body);
      expect(JSON.stringify(tr.trips(structuredClone(input)).body)).toBe(a);
      expect(JSON.stringify(other.trips(structuredClone(input)).body)).toBe(a);
    }), { numRuns: 100 });
  });

  it('the visa answer for a random dataset pair equals the dataset (the matrix without the authored rules that refine it)', () => {
    const tr = matrixEngine();
    fc.assert(fc.property(fc.constantFrom(...rows), fc.constantFrom(...codes), (row, origin) => {
      fc.pre(origin !== row.destination);
      const input = { data: { type: 'TRIP', attributes: { traveller: { passports: [row.passport] }, travelNodes: [
        { type: 'ORIGIN', locationCode: origin, departure: { date: '2026-12-01' } },
        { type: 'DESTINATION', locationCode: row.destination, arrival: { date: '2026-12-01' } },
      ] } } };
      const r = tr.trips(input);
      expect(r.status).toBe(200);
      const b = r.body as TripResponseDocument;
      const want = expected(row.requirement);
      const group = b.data.attributes.informationGroups.find((g) => g.type === want.group)!;
      expect(group, `${row.passport}->${row.destination} ${row.requirement}`).toBeDefined();
      const grouping = group.groupings![0]!;
      expect(grouping.enforcement).toBe(want.enforcement);
      const record = b.included.find((x) => x.id === grouping.data[0]!.id)!;
      if (want.documentType) expect(record.attributes.documentTypes).toContain(want.documentType);
      if (want.days) expect(record.attributes.lengthOfStay[0]!.value).toBe(want.days);
      if (want.category) expect(record.attributes.category).toBe(want.category);
    }), { numRuns: 500 });
  });
});
