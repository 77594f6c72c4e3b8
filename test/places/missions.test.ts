// GET /v2/places on the bundled diplomatic missions (data/places/missions.json): radius queries
// checked against an independent haversine over the raw snapshot rows, filter[country] and
// filter[category], localized titles, and the 400s of bad coordinates and codes.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPlacesFile } from '../../src/node/places.js';
import { createPlaces, PlacesDataError } from '../../src/places/index.js';
import type { MissionsFile } from '../../src/places/missions.js';
import { engine } from '../helpers.js';
import { answersOk, km, validError } from './checks.js';

const tr = engine();
const places = readPlacesFile(tr); // no path: the bundled missions
const snapshot = JSON.parse(readFileSync(resolve(__dirname, '../../data/places/missions.json'), 'utf8')) as MissionsFile;

const ok = answersOk(places);
function fails(query: Record<string, string>, parameter: string): void {
  const r = places.places(query);
  expect(r.status).toBe(400);
  expect(validError(r.body)).toBe(true);
  expect((r.body as { errors: Array<{ source: { parameter?: string } }> }).errors.map((e) => e.source.parameter)).toContain(parameter);
}
const near = (lat: string, lon: string, radius: string, extra: Record<string, string> = {}): Record<string, string> => ({
  'filter[latitude]': lat, 'filter[longitude]': lon, 'filter[radius]': radius, ...extra,
});
/** Rows of the snapshot within `radius` km, by a haversine of their own (not the index). */
function expected(lat: number, lon: number, radius: number, keep: (r: MissionsFile['rows'][number]) => boolean = () => true): string[] {
  return snapshot.rows.filter((r) => keep(r) && km(lat, lon, Number(r[5]), Number(r[6])) <= radius).map((r) => `wd-${r[0]}`).sort();
}

describe('the bundled missions', () => {
  it('load as real (not fictional) data, one place per snapshot row', () => {
    expect(places.size).toBe(snapshot.rows.length);
    expect(places.dataset.fictional).toBe(false);
    expect(places.dataset.description).toContain('CC0');
  });

  it('radius queries find exactly the missions within the radius, nearest first (London, Nairobi, Canberra)', () => {
    for (const [lat, lon, radius] of [[51.5074, -0.1278, 3], [-1.2921, 36.8219, 10], [-35.2809, 149.13, 8]] as const) {
      const body = ok(near(String(lat), String(lon), String(radius), { 'page[limit]': '500' }));
      const want = expected(lat, lon, radius);
      expect(want.length).toBeGreaterThan(20);
      expect(body.meta.count).toBe(want.length);
      expect(body.data.map((p) => p.id).sort()).toEqual(want.slice(0, 500).sort());
      const d = body.data.map((p) => p.meta.distanceKm);
      expect(d).toEqual([...d].sort((a, b) => a - b));
    }
  });

  it('filter[category] keeps the named categories only', () => {
    const body = ok(near('48.8566', '2.3522', '20', { 'filter[category]': 'consulate_general,CONSULATE', 'page[limit]': '500' }));
    expect(body.data.length).toBeGreaterThan(0);
    expect(new Set(body.data.map((p) => p.attributes.category))).toEqual(new Set(['CONSULATE_GENERAL', 'CONSULATE'].filter((c) => body.data.some((p) => p.attributes.category === c))));
    expect(body.meta.count).toBe(expected(48.8566, 2.3522, 20, (r) => r[1] === 'CONSULATE_GENERAL' || r[1] === 'CONSULATE').length);
  });

  it('filter[country] gives that country\'s missions at any distance: the United Kingdom\'s nearest Delhi, with their websites', () => {
    const body = ok(near('28.5556', '77.0952', '20016', { 'filter[country]': 'gbr', 'page[limit]': '5' }));
    expect(body.meta.count).toBe(snapshot.rows.filter((r) => r[2] === 'GBR').length);
    expect(body.data.every((p) => p.attributes.mission?.operatorCountry === 'GBR')).toBe(true);
    const first = body.data[0]!;
    expect(first.attributes.mission?.hostCountry).toBe('IND');
    expect(first.attributes.website).toMatch(/^https:\/\/www\.gov\.uk\//);
    expect(first.meta.distanceKm).toBeLessThan(20);
    expect(first.attributes.title).toBe(`High commission of the United Kingdom, ${first.attributes.mission?.city}`);
    // The next pages continue in distance order.
    const next = ok(Object.fromEntries(new URLSearchParams(body.links.next!.split('?')[1])));
    expect(next.data[0]!.meta.distanceKm).toBeGreaterThanOrEqual(body.data[4]!.meta.distanceKm);
  });

  it('filter[serves] keeps the missions located in or accredited to the countries named', () => {
    const body = ok(near('28.5556', '77.0952', '20016', { 'filter[country]': 'GBR', 'filter[serves]': 'btn', 'page[limit]': '500' }));
    const want = snapshot.rows.filter((r) => r[2] === 'GBR' && (r[3] === 'BTN' || r[10].split(' ').includes('BTN'))).map((r) => `wd-${r[0]}`);
    expect(want.length).toBeGreaterThan(0);
    expect(body.data.map((p) => p.id).sort()).toEqual(want.sort());
    fails(near('0', '0', '10', { 'filter[serves]': 'XX' }), 'filter[serves]');
  });

  it('serves titles and descriptions in the requested language', () => {
    const body = ok(near('28.5556', '77.0952', '20016', { 'filter[country]': 'GBR', 'page[limit]': '1', language: 'fr-FR' }));
    expect(body.data[0]!.attributes.title).toBe(`Haut-commissariat – Royaume-Uni, ${body.data[0]!.attributes.mission?.city}`);
    expect(body.data[0]!.attributes.description).toContain('Pays : Royaume-Uni ; située dans : Inde');
  });

  it('a country without missions in the data answers an empty page, not an error', () => {
    const body = ok(near('0', '0', '20016', { 'filter[country]': 'ATA' }));
    expect(body.meta.count).toBe(0);
  });
});

describe('bad queries answer 400 naming the parameter', () => {
  it('bad coordinates', () => {
    fails(near('91', '0', '10'), 'filter[latitude]');
    fails(near('-90.5', '0', '10'), 'filter[latitude]');
    fails(near('0', '180.01', '10'), 'filter[longitude]');
    fails(near('1e1', '0', '10'), 'filter[latitude]');
    fails(near('51.5', 'abc', '10'), 'filter[longitude]');
    fails(near('NaN', '0', '10'), 'filter[latitude]');
    fails({ 'filter[longitude]': '0', 'filter[radius]': '10' }, 'filter[latitude]');
  });

  it('a radius over 500 km without filter[country], or over the whole Earth with it', () => {
    fails(near('0', '0', '501'), 'filter[radius]');
    fails(near('0', '0', '20017', { 'filter[country]': 'GBR' }), 'filter[radius]');
    fails(near('0', '0', '0', { 'filter[country]': 'GBR' }), 'filter[radius]');
  });

  it('filter[country] that is not a known alpha-3 code', () => {
    fails(near('0', '0', '10', { 'filter[country]': 'ZZZ' }), 'filter[country]');
    fails(near('0', '0', '10', { 'filter[country]': 'GB' }), 'filter[country]');
    fails(near('0', '0', '10', { 'filter[country]': ',' }), 'filter[country]');
  });
});

describe('a broken missions file', () => {
  const base = { schemaVersion: 1, kind: 'DIPLOMATIC_MISSIONS', description: 'test', fictional: false, columns: snapshot.columns };
  const row = [...snapshot.rows[0]!];

  it('is refused with an error document naming the problem', () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ ...base, columns: ['id'] }, /columns must be/],
      [{ ...base, rows: [row.slice(0, 3)] }, /rows\[0\] must be 12 strings/],
      [{ ...base, rows: [Object.assign([...row], { 5: '95' })] }, /latitude 95 is outside/],
      [{ ...base, rows: [Object.assign([...row], { 1: 'embassy' })] }, /places\[0\]/],
      [{ ...base, rows: [row, row] }, /already used/],
    ];
    for (const [data, detail] of cases) {
      let thrown: unknown;
      try { createPlaces(tr, data); } catch (e) { thrown = e; }
      expect(thrown).toBeInstanceOf(PlacesDataError);
      expect(validError((thrown as PlacesDataError).document)).toBe(true);
      expect((thrown as PlacesDataError).message).toMatch(detail);
    }
  });
});
