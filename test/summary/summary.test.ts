// src/summary: the compact summary of a trips() result (travelreq batch --format summary). Checked
// against the full response it summarises, on hand-picked trips and a generated corpus, and against
// its schema (schemas/trip-summary.schema.json).
import { describe, expect, it } from 'vitest';
import { generateCorpus } from '../../scripts/bench-corpus.js';
import type { ErrorDocument, TripResponseDocument } from '../../src/schema/generated.js';
import { countryResolver, summarise, summariseErrors, summariseTrip } from '../../src/summary/index.js';
import { engine, trip } from '../helpers.js';

const tr = engine();
const countryOf = countryResolver(tr);
const validTripSummary = tr.validators.get('trip-summary.schema.json');

function answer(request: unknown): TripResponseDocument {
  const r = tr.trips(request);
  expect(r.status, JSON.stringify(r.body).slice(0, 500)).toBe(200);
  return r.body as TripResponseDocument;
}

describe('summariseTrip', () => {
  it('keeps the decisions of the response: headline, openness, groups, groupings with country codes and record ids', () => {
    const body = answer(trip(['IND'], [{ airport: 'DEL' }, { airport: 'LHR' }, { airport: 'JFK' }]));
    const s = summariseTrip(body, countryOf);
    expect(validTripSummary(s), JSON.stringify(validTripSummary.errors)).toBe(true);
    expect(s.id).toBe(body.data.id);
    expect(s.rulesetRevision).toBe(tr.ruleset.revision);
    expect(s.headline).toBe(body.data.attributes.headline);
    expect(s.travelOpenness).toBe(body.data.attributes.travelOpenness);
    const visa = s.groups.find((g) => g.type === 'VISA_REQUIREMENTS')!;
    expect(visa.enforcement).toBe('MANDATORY');
    expect(visa.groupings.map((g) => [g.country, g.transit ?? false, g.passport])).toEqual([['GBR', true, 'IND'], ['USA', false, 'IND']]);
    expect(visa.groupings[1]!.procedures).toEqual(['visa-usa-visa-required']);
    expect(visa.groupings.every((g) => g.name === undefined)).toBe(true);
  });

  it('a grouping without records (no information) gets its country from its localized name, in any locale', () => {
    for (const locale of ['en-GB', 'fr-FR', 'de-DE']) {
      const body = answer(trip(['USA'], [{ location: 'USA' }, { location: 'GIB' }], { locale }));
      const s = summariseTrip(body, countryOf);
      const unknown = s.groups.flatMap((g) => g.groupings).filter((g) => g.enforcement === 'UNKNOWN');
      expect(unknown.length, locale).toBeGreaterThan(0);
      expect(unknown.map((g) => g.country)).toContain('GIB');
      expect(unknown.every((g) => g.procedures === undefined && g.name === undefined)).toBe(true);
    }
  });

  it('without a resolver the grouping keeps its name; restrictions are listed apart from procedures', () => {
    const body = answer(trip(['IND'], [{ airport: 'DEL' }, { airport: 'JFK' }]));
    const grouping = { name: 'Somewhere', enforcement: 'MANDATORY' as const, data: [{ type: 'PROCEDURE' as const, id: 'p1' }, { type: 'RESTRICTION' as const, id: 'r1' }] };
    const doc = structuredClone(body);
    doc.data.attributes.informationGroups = [{ name: 'x', type: 'TRAVEL_RESTRICTIONS', enforcement: 'MANDATORY', groupings: [grouping] }];
    doc.data.attributes.alerts = ['An alert.'];
    const s = summariseTrip(doc);
    expect(validTripSummary(s), JSON.stringify(validTripSummary.errors)).toBe(true);
    expect(s.alerts).toEqual(['An alert.']);
    expect(Object.keys(s)).toEqual(['id', 'rulesetRevision', 'locale', 'headline', 'alerts', 'travelOpenness', 'groups']);
    expect(s.groups[0]!.groupings[0]).toEqual({ name: 'Somewhere', enforcement: 'MANDATORY', procedures: ['p1'], restrictions: ['r1'] });
  });
});

describe('summariseErrors', () => {
  it('keeps each error code, with its pointer when it names a field', () => {
    const doc: ErrorDocument = tr.errorDocument([
      { status: '400', code: 'INVALID_JSON', title: 't', detail: 'd', source: { pointer: '' } },
      { status: '400', code: 'UNKNOWN_CODE', title: 't', detail: 'd', source: { pointer: '/data/attributes/traveller/passports/0' } },
    ]);
    expect(summariseErrors(doc)).toEqual({ errors: [{ code: 'INVALID_JSON' }, { code: 'UNKNOWN_CODE', pointer: '/data/attributes/traveller/passports/0' }] });
    const r = tr.trips({ data: { type: 'TRIP' } });
    expect(r.status).toBe(400);
    const s = summarise(r, countryOf);
    expect('errors' in s && s.errors.length).toBeGreaterThan(0);
    expect(tr.validators.get('trip-summary.schema.json')(s)).toBe(false); // an ErrorSummary is not a TripSummary
  });
});

describe('summaries of a generated corpus', () => {
  it('resolve every grouping to a country code, match the full responses, are valid TripSummary documents, and are a small fraction of their size', () => {
    const corpus = generateCorpus(tr, { size: 400, seed: 7 });
    const validSummary = tr.validators.get('trip-summary.schema.json');
    let full = 0;
    let compact = 0;
    let ok = 0;
    for (const request of corpus) {
      const r = tr.trips(request);
      const s = summarise(r, countryOf);
      full += tr.serialise(r.body).length;
      compact += JSON.stringify(s).length;
      if (r.status !== 200) continue;
      ok++;
      expect(validSummary(s), JSON.stringify(validSummary.errors)).toBe(true);
      const body = r.body as TripResponseDocument;
      const groups = body.data.attributes.informationGroups;
      expect('groups' in s && s.groups.map((g) => g.type)).toEqual(groups.map((g) => g.type));
      for (const [i, g] of groups.entries()) {
        const sg = 'groups' in s ? s.groups[i]! : undefined;
        expect(sg?.groupings.map((x) => [x.enforcement, [...(x.procedures ?? []), ...(x.restrictions ?? [])]])).toEqual(g.groupings!.map((x) => [x.enforcement, x.data.map((d) => d.id)]));
        for (const x of sg!.groupings) expect(x.country, JSON.stringify(x)).toMatch(/^[A-Z]{3}$/);
      }
    }
    expect(ok).toBeGreaterThan(350);
    expect(compact / full).toBeLessThan(0.1);
  });
});
