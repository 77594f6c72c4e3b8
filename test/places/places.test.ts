import { readFileSync } from 'node:fs';
import { fc, test as prop } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_PLACES, readPlacesFile } from '../../src/node/places.js';
import { createPlaces, PlacesDataError } from '../../src/places/index.js';
import type { PlacesFile } from '../../src/schema/generated.js';
import { engine } from '../helpers.js';
import { answersOk, km, validError, validResponse } from './checks.js';

const tr = engine();
const example = JSON.parse(readFileSync(EXAMPLE_PLACES, 'utf8')) as PlacesFile;
const places = readPlacesFile(tr, EXAMPLE_PLACES);

const ok = answersOk(places);
const near = (lat: number, lon: number, radius: number, extra: Record<string, string> = {}): Record<string, string> => ({
  'filter[latitude]': String(lat), 'filter[longitude]': String(lon), 'filter[radius]': String(radius), ...extra,
});

describe('example dataset', () => {
  it('is labelled fictional and uses no real contact details', () => {
    expect(example.fictional).toBe(true);
    expect(example.description).toMatch(/FICTIONAL/);
    expect(places.dataset.fictional).toBe(true);
    expect(places.size).toBe(example.places.length);
    for (const p of example.places) {
      expect(p.attributes.title).toMatch(/\(fictional\)$/);
      expect(p.attributes.website).toMatch(/^https:\/\/example\.org\//);
      expect(p.attributes.email).toMatch(/@example\.org$/);
      // Empty, or from ranges reserved for fiction: UK 020 7946 0xxx, North America 555-01xx.
      for (const { phoneNumber } of p.attributes.phone) expect(phoneNumber).toMatch(/^$|^\+44 20 7946 0\d{3}$|^\+1 \d{3} 555 01\d{2}$/);
    }
  });

  it('is served with meta.dataset, so clients see it is fictional', () => {
    expect(ok(near(51.47, -0.45, 10)).meta.dataset).toEqual({ description: example.description, fictional: true });
  });
});

describe('query', () => {
  it('returns places within the radius, nearest first, each with its distance', () => {
    for (const [lat, lon, radius] of [[51.47, -0.45, 100], [40.64, -73.78, 25], [49.0, 2.55, 500], [-33.9, 151.2, 1], [0, 0, 500]] as const) {
      const r = ok(near(lat, lon, radius, { 'page[limit]': '500' }));
      const expected = example.places
        .map((p) => ({ id: p.id, d: km(lat, lon, Number(p.attributes.latitude), Number(p.attributes.longitude)) }))
        .filter((x) => x.d <= radius)
        .sort((a, b) => a.d - b.d);
      expect(r.data.map((p) => p.id)).toEqual(expected.map((x) => x.id));
      expect(r.meta.count).toBe(expected.length);
      r.data.forEach((p, i) => expect(p.meta.distanceKm).toBeCloseTo(expected[i]!.d, 2));
      for (let i = 1; i < r.data.length; i++) expect(r.data[i]!.meta.distanceKm).toBeGreaterThanOrEqual(r.data[i - 1]!.meta.distanceKm);
    }
  });

  it('serves the record as the spec table (strings for coordinates, type PLACE)', () => {
    const first = ok(near(51.4723, -0.488, 1)).data[0]!;
    const source = example.places.find((p) => p.id === first.id)!;
    expect(first).toEqual({ id: source.id, type: 'PLACE', attributes: source.attributes, meta: { distanceKm: 0 } });
  });

  it('pages: limit, offset, count and links', () => {
    const q = near(51.47, -0.45, 500);
    const whole = ok({ ...q, 'page[limit]': '500' });
    expect(whole.meta.count).toBeGreaterThan(3);
    const p1 = ok({ ...q, 'page[limit]': '2' });
    expect(p1.data.map((p) => p.id)).toEqual(whole.data.slice(0, 2).map((p) => p.id));
    expect(p1.links.prev).toBeNull();
    expect(p1.links.next).toBe('/v2/places?filter[latitude]=51.47&filter[longitude]=-0.45&filter[radius]=500&page[offset]=2&page[limit]=2');
    const collected: string[] = [];
    let link: string | null = p1.links.self;
    for (let i = 0; link !== null && i < 100; i++) {
      const page = ok(Object.fromEntries(new URLSearchParams(link.split('?')[1]!)));
      expect(page.meta.count).toBe(whole.meta.count);
      collected.push(...page.data.map((p) => p.id));
      link = page.links.next;
    }
    expect(collected).toEqual(whole.data.map((p) => p.id));
  });

  it('filters by category (any) and tags (all)', () => {
    const base = near(51.47, -0.45, 500, { 'page[limit]': '500' });
    const all = ok(base).data;
    const tests = ok({ ...base, 'filter[category]': 'test_center' }).data;
    expect(tests.map((p) => p.id)).toEqual(all.filter((p) => p.attributes.category === 'TEST_CENTER').map((p) => p.id));
    const tagged = ok({ ...base, 'filter[tags]': 'airport,PCR' }).data;
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.map((p) => p.id)).toEqual(all.filter((p) => p.attributes.tags.includes('airport') && p.attributes.tags.includes('pcr')).map((p) => p.id));
    expect(ok({ ...base, 'filter[category]': 'VACCINATION_CENTER,VISA_APPLICATION_CENTER' }).data.every((p) => p.attributes.category !== 'TEST_CENTER')).toBe(true);
  });

  it('localizes titles and service labels with language (locale, then language), else the place\'s own', () => {
    const fr = ok(near(49.004, 2.571, 1, { language: 'fr-FR' }));
    expect(fr.meta.locale).toBe('fr-FR');
    expect(fr.data[0]!.attributes.title).toMatch(/fictif/);
    expect(fr.data[0]!.attributes.services.map((s) => s.label)).toContain('Test PCR');
    const de = ok(near(49.004, 2.571, 1, { language: 'de' }));
    expect(de.data[0]!.attributes.title).toMatch(/\(fictional\)$/);
  });

  it.each([
    [{}, 'filter[latitude]'],
    [{ 'filter[latitude]': '51', 'filter[longitude]': '0' }, 'filter[radius]'],
    [near(90.0001, 0, 10), 'filter[latitude]'],
    [near(-91, 0, 10), 'filter[latitude]'],
    [near(0, 180.5, 10), 'filter[longitude]'],
    [near(0, -181, 10), 'filter[longitude]'],
    [near(0, 0, 0), 'filter[radius]'],
    [near(0, 0, -5), 'filter[radius]'],
    [near(0, 0, 500.001), 'filter[radius]'],
    [{ ...near(0, 0, 10), 'filter[radius]': '1e2' }, 'filter[radius]'],
    [{ ...near(0, 0, 10), 'filter[latitude]': 'NaN' }, 'filter[latitude]'],
    [{ ...near(0, 0, 10), 'filter[longitude]': ' 1' }, 'filter[longitude]'],
    [{ ...near(0, 0, 10), 'filter[radius]': 'Infinity' }, 'filter[radius]'],
    [{ ...near(0, 0, 10), 'filter[tags]': ',,' }, 'filter[tags]'],
    [{ ...near(0, 0, 10), 'page[limit]': '501' }, 'page[limit]'],
    [{ ...near(0, 0, 10), language: 'french' }, 'language'],
    [{ ...near(0, 0, 10), 'filter[country]': 'GB' }, 'filter[country]'],
  ])('%j is a 400 naming %s', (query, parameter) => {
    const r = places.places(query);
    expect(r.status).toBe(400);
    expect(validError(r.body)).toBe(true);
    expect('errors' in r.body ? r.body.errors.map((e) => e.source.parameter) : []).toContain(parameter);
  });

  it('accepts the bounds: poles, antimeridian, radius 500', () => {
    expect(ok(near(90, 180, 500)).meta.count).toBe(0);
    expect(ok(near(-90, -180, 0.001)).data).toEqual([]);
  });

  prop.prop([fc.dictionary(
    fc.oneof(fc.constantFrom('filter[latitude]', 'filter[longitude]', 'filter[radius]', 'filter[tags]', 'filter[category]', 'page[limit]', 'page[offset]', 'language'), fc.string()),
    fc.oneof(fc.double().map(String), fc.integer({ min: -1000, max: 1000 }).map(String), fc.string(), fc.constantFrom('', '-0', '.5', '500', '1e3')),
    { maxKeys: 8 },
  )], { numRuns: 200 })('random queries give 200 or 400, never a throw or 500', (query) => {
    const r = places.places(query);
    expect([200, 400]).toContain(r.status);
    expect((r.status === 200 ? validResponse : validError)(r.body)).toBe(true);
  });
});

describe('places data', () => {
  const place = example.places[0]!;
  const file = (places: unknown[]): unknown => ({ ...example, places });
  const rejects = (data: unknown): string => {
    try {
      createPlaces(tr, data, { file: 'mine.json' });
    } catch (cause) {
      expect(cause).toBeInstanceOf(PlacesDataError);
      const e = cause as PlacesDataError;
      expect(validError(e.document)).toBe(true);
      expect(e.document.errors.every((x) => x.source.file === 'mine.json')).toBe(true);
      return e.message;
    }
    throw new Error('accepted');
  };

  it('names the record of a schema error', () => {
    const broken = { ...place, id: 'broken-one', attributes: { ...place.attributes, latitude: 'north' } };
    expect(rejects(file([place, broken]))).toMatch(/Place "broken-one" \(places\[1\]\).*latitude/);
    const { title: _title, ...untitled } = place.attributes;
    expect(rejects(file([{ ...place, attributes: untitled }]))).toMatch(/Place "ex-lon-lhr-t5" \(places\[0\]\).*title/);
  });

  it('checks ranges and unique ids', () => {
    expect(rejects(file([{ ...place, attributes: { ...place.attributes, latitude: '95.5' } }]))).toMatch(/places\[0\].*outside \[-90, 90\]/);
    expect(rejects(file([{ ...place, attributes: { ...place.attributes, longitude: '-180.1' } }]))).toMatch(/outside \[-180, 180\]/);
    expect(rejects(file([place, place]))).toMatch(/places\[1\].*already used by places\[0\]/);
  });

  it('rejects a file that is not a places file', () => {
    expect(rejects([])).toMatch(/type/);
    expect(rejects({ places: [] })).toMatch(/schemaVersion|description/);
  });

  it('works with an empty dataset', () => {
    const empty = createPlaces(tr, file([]));
    const r = empty.places(near(0, 0, 500));
    expect(r.status).toBe(200);
    expect('data' in r.body && r.body.data).toEqual([]);
  });
});
