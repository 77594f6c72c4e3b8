// Trip answers that need a visa from an embassy or consulate carry data.attributes.visaMissions: a
// link to GET /v2/places for that country's missions nearest the origin airport. Followed here on
// the bundled missions for real trips.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { readPlacesFile } from '../../src/node/places.js';
import { schemas, type PlacesResponseDocument, type ProcedureRecord, type TripResponseDocument } from '../../src/schema/generated.js';
import { engine, trip } from '../helpers.js';

const tr = engine();
const places = readPlacesFile(tr);
const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, strictRequired: false });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
for (const s of Object.values(schemas)) ajv.addSchema(s as object);
const validTrip = ajv.getSchema('trip-response.schema.json')!;
const LOCALES = ['en-US', 'en-GB', 'fr-FR', 'es-ES', 'de-DE'];

function answer(passport: string, from: { airport?: string; location?: string }, to: string, locale?: string): TripResponseDocument {
  const r = tr.trips(trip([passport], [from, { airport: to, date: '2026-12-02' }]), locale ? { locale } : {});
  expect(r.status).toBe(200);
  expect(validTrip(r.body), JSON.stringify(validTrip.errors)).toBe(true);
  return r.body as TripResponseDocument;
}
function follow(href: string): PlacesResponseDocument {
  const [path, query] = href.split('?') as [string, string];
  expect(path).toBe('/v2/places');
  const r = places.places(Object.fromEntries(new URLSearchParams(query)));
  expect(r.status).toBe(200);
  return r.body as PlacesResponseDocument;
}

describe('visaMissions on trips that need a visa from a mission', () => {
  it('India -> United Kingdom from Delhi links to the UK missions nearest Delhi, with their websites', () => {
    const body = answer('IND', { airport: 'DEL' }, 'LHR');
    const missions = body.data.attributes.visaMissions!;
    expect(missions).toHaveLength(1);
    const m = missions[0]!;
    expect(m.country).toBe('GBR');
    expect(m.title).toBe('Embassies and consulates of the United Kingdom nearest to Indira Gandhi International Airport');
    expect(m.note).toContain('visa application centers');
    // The procedure it names is the visa record of the answer, an embassy visa.
    const visa = body.included.find((r) => r.id === m.procedures[0]) as ProcedureRecord;
    expect(visa.attributes.documentTypes).toContain('EMBASSY_VISA');
    expect(m.href).toContain('filter[country]=GBR');
    expect(m.href).toContain('filter[serves]=IND');
    expect(m.hrefNearest).not.toContain('filter[serves]');
    expect(follow(m.hrefNearest!).data[0]!.id).toBe(follow(m.href!).data[0]!.id);
    const found = follow(m.href!);
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.every((p) => p.attributes.mission?.operatorCountry === 'GBR')).toBe(true);
    expect(found.data.every((p) => !['HONORARY_CONSULATE', 'APOSTOLIC_NUNCIATURE', 'OTHER_MISSION'].includes(p.attributes.category))).toBe(true);
    expect(found.data[0]!.attributes.mission?.hostCountry).toBe('IND');
    expect(found.data[0]!.attributes.website).toMatch(/^https:\/\/www\.gov\.uk\/.*new-delhi/);
  });

  it('other real trips link to the destination\'s missions serving the origin\'s country, nearest first', () => {
    for (const [passport, from, to, country, origin] of [
      ['NGA', 'LOS', 'FRA', 'DEU', 'NGA'], ['CHN', 'PEK', 'JFK', 'USA', 'CHN'], ['PAK', 'KHI', 'YYZ', 'CAN', 'PAK'],
    ] as const) {
      const m = answer(passport, { airport: from }, to).data.attributes.visaMissions!;
      expect(m.map((x) => x.country)).toEqual([country]);
      const found = follow(m[0]!.href!);
      expect(found.data.length, `${passport} ${from}->${to}`).toBeGreaterThan(0);
      for (const p of found.data) {
        expect(p.attributes.mission?.operatorCountry).toBe(country);
        expect(p.attributes.mission?.hostCountry === origin || p.attributes.mission?.jurisdictions.includes(origin), `${passport} ${from}->${to}: ${p.id}`).toBe(true);
      }
      const d = found.data.map((p) => p.meta.distanceKm);
      expect(d).toEqual([...d].sort((a, b) => a - b));
    }
  });

  it('the nearest link is the fallback: from Lagos, Germany\'s nearest mission is across the border in Benin', () => {
    const m = answer('NGA', { airport: 'LOS' }, 'FRA').data.attributes.visaMissions![0]!;
    const nearest = follow(m.hrefNearest!).data[0]!;
    const serving = follow(m.href!).data[0]!;
    expect(nearest.attributes.mission?.hostCountry).toBe('BEN');
    expect(serving.attributes.mission?.hostCountry).toBe('NGA');
    expect(nearest.meta.distanceKm).toBeLessThan(serving.meta.distanceKm);
  });

  it('no link where no visa from a mission is needed (no visa, ETA, e-visa)', () => {
    expect(answer('USA', { airport: 'JFK' }, 'CDG').data.attributes.visaMissions).toBeUndefined();
    expect(answer('USA', { airport: 'JFK' }, 'LHR').data.attributes.visaMissions).toBeUndefined(); // ETA
    expect(answer('USA', { airport: 'JFK' }, 'DEL').data.attributes.visaMissions).toBeUndefined(); // e-visa
  });

  it('an origin given as a country has no coordinates: title and note, no link', () => {
    const m = answer('IND', { location: 'IND' }, 'LHR').data.attributes.visaMissions!;
    expect(m[0]).toMatchObject({ country: 'GBR', title: 'Embassies and consulates of the United Kingdom' });
    expect(m[0]!.href).toBeUndefined();
    expect(m[0]!.hrefNearest).toBeUndefined();
  });

  it('has its texts in every locale, each its own', () => {
    const notes = LOCALES.map((l) => answer('IND', { airport: 'DEL' }, 'LHR', l).data.attributes.visaMissions![0]!);
    expect(new Set(notes.map((n) => n.note)).size).toBe(LOCALES.length); // en-GB "centres", en-US "centers"
    expect(new Set(notes.filter((_, i) => i > 1).map((n) => n.title)).size).toBe(3);
    expect(notes[2]!.title).toContain('Royaume-Uni');
  });
});
