// Envelope semantics on a small in-memory ruleset (so each expectation follows from the fixture,
// not from the bundled data): slots and priorities, UPCOMING by startDate, expiry by endDate,
// restrictions, group order, relationships and included.
import { describe, expect, it } from 'vitest';
import { createTravelRequirements, readLocales } from '../../src/index.js';
import { trip } from '../helpers.js';

const base = {
  text: 'fixture:record', location: 'GBR', sources: [{ type: 'GOVERNMENT', title: 'Fixture', url: 'https://example.org/fixture' }],
  createdAt: '2026-01-01T00:00:00Z', lastUpdatedAt: '2026-01-01T00:00:00Z',
};
const gbr = { fact: 'territory', operator: 'equal', value: 'GBR' };
const entry = { fact: 'checkpointKind', operator: 'equal', value: 'ENTRY' };
const ruleFile = {
  schemaVersion: 1, description: 'test fixture', provenance: { kind: 'example' },
  procedures: [
    { ...base, id: 'x-free', type: 'PROCEDURE', category: 'NO_VISA', enforcement: 'NOT_REQUIRED', lengthOfStayDays: 180 },
    { ...base, id: 'x-eta', type: 'PROCEDURE', category: 'DOC_REQUIRED', enforcement: 'MANDATORY', documentTypes: ['ETA'], startDate: '2025-01-08' },
    { ...base, id: 'x-form', type: 'PROCEDURE', category: 'DOC_REQUIREMENT', enforcement: 'RECOMMENDED' },
    { ...base, id: 'x-old', type: 'PROCEDURE', category: 'DOC_REQUIREMENT', enforcement: 'MANDATORY', endDate: '2020-01-01' },
  ],
  restrictions: [{ ...base, id: 'x-ban', type: 'RESTRICTION', category: 'NO_ADMISSION', enforcement: 'MANDATORY' }],
  rules: [
    { id: 'free', priority: 1, conditions: { all: [entry, gbr, { fact: 'passport', operator: 'in', value: ['USA', 'CAN'] }] }, event: { type: 'PROCEDURE', params: { id: 'x-free', group: 'VISA_REQUIREMENTS', slot: 'visa' } } },
    { id: 'eta', priority: 10, conditions: { all: [entry, gbr, { fact: 'passport', operator: 'in', value: ['USA'] }] }, event: { type: 'PROCEDURE', params: { id: 'x-eta', group: 'VISA_REQUIREMENTS', slot: 'visa' } } },
    { id: 'form', conditions: { all: [gbr] }, event: { type: 'PROCEDURE', params: { id: 'x-form', group: 'DOCUMENTS_AND_FORMS' } } },
    { id: 'old', conditions: { all: [gbr] }, event: { type: 'PROCEDURE', params: { id: 'x-old', group: 'DOCUMENTS_AND_FORMS' } } },
    { id: 'ban', conditions: { all: [entry, gbr, { fact: 'passport', operator: 'equal', value: 'AFG' }] }, event: { type: 'RESTRICTION', params: { id: 'x-ban', group: 'TRAVEL_RESTRICTIONS', slot: 'visa' } } },
  ],
};
const locales = readLocales();
for (const l of Object.keys(locales)) locales[l]!.fixture = { record: { title: 'Fixture record in {{location}}', description: 'Fixture.' } };
const tr = createTravelRequirements({
  ruleset: { manifest: { schemaVersion: 1, name: 'fixture', revision: 'r1', files: ['f.json'], domesticTerritories: ['USA'] }, files: [{ path: 'f.json', content: ruleFile }] },
  locales,
});

type Body = {
  data: { attributes: { informationGroups: Array<{ type: string; enforcement?: string; groupings?: Array<{ name: string; enforcement?: string; passport?: string; data: Array<{ type: string; id: string }> }>; headline?: string }>; travelOpenness: string; headline: string };
    relationships: { procedures: { data: Array<{ id: string }>; meta: { count: number } }; restrictions: { data: Array<{ id: string }>; meta: { count: number } } } };
  included: Array<{ id: string; type: string; attributes: { title: string; lengthOfStay: unknown[] } }>;
};
function run(passports: string[], date: string): Body {
  const r = tr.trips(trip(passports, [{ airport: 'JFK', date }, { airport: 'LHR', date }]));
  expect(r.status).toBe(200);
  return r.body as Body;
}
const ids = (b: Body, type: string) => b.data.attributes.informationGroups.find((g) => g.type === type)?.groupings?.flatMap((g) => g.data.map((d) => d.id));

describe('envelope', () => {
  it('before a record starts it is UPCOMING and the lower-priority answer stands; expired records drop out', () => {
    const b = run(['USA'], '2024-12-01');
    expect(b.data.attributes.informationGroups.map((g) => g.type)).toEqual(['VISA_REQUIREMENTS', 'DOCUMENTS_AND_FORMS', 'UPCOMING']);
    expect(ids(b, 'VISA_REQUIREMENTS')).toEqual(['x-free']);
    expect(ids(b, 'UPCOMING')).toEqual(['x-eta']);
    expect(ids(b, 'DOCUMENTS_AND_FORMS')).toEqual(['x-form']);
    expect(b.data.attributes.informationGroups.find((g) => g.type === 'UPCOMING')!.headline).toBe('New requirements for the United Kingdom start on January 8, 2025.');
    expect(b.data.attributes.travelOpenness).toBe('LEVEL_1');
  });

  it('once in force, the higher-priority rule wins the visa slot', () => {
    const b = run(['USA'], '2025-01-08');
    expect(ids(b, 'VISA_REQUIREMENTS')).toEqual(['x-eta']);
    expect(ids(b, 'UPCOMING')).toBeUndefined();
    expect(b.data.attributes.travelOpenness).toBe('LEVEL_2');
  });

  it('group enforcement is the most restrictive of its groupings; groupings name the country and passport', () => {
    const b = run(['USA'], '2025-06-01');
    const visa = b.data.attributes.informationGroups[0]!;
    expect(visa).toMatchObject({ name: 'Visa requirements', enforcement: 'MANDATORY', groupings: [{ name: 'United Kingdom', enforcement: 'MANDATORY', passport: 'USA' }] });
    expect(b.data.attributes.informationGroups[1]).toMatchObject({ type: 'DOCUMENTS_AND_FORMS', enforcement: 'RECOMMENDED' });
  });

  it('relationships list every referenced id once with meta.count; included holds exactly those records', () => {
    const b = run(['USA'], '2024-12-01');
    const rel = b.data.relationships;
    expect(rel.procedures.data.map((d) => d.id)).toEqual(['x-free', 'x-form', 'x-eta']);
    expect(rel.procedures.meta.count).toBe(3);
    expect(rel.restrictions).toEqual({ data: [], meta: { count: 0 } });
    expect(b.included.map((r) => r.id)).toEqual(['x-free', 'x-form', 'x-eta']);
    expect(b.included[0]!.attributes).toMatchObject({ title: 'Fixture record in United Kingdom', lengthOfStay: [{ type: 'DAYS', value: 180, text: '180 days' }] });
  });

  it('a no-admission restriction goes to TRAVEL_RESTRICTIONS, relationships.restrictions, and LEVEL_4', () => {
    const b = run(['AFG'], '2026-01-01');
    expect(b.data.attributes.informationGroups.map((g) => g.type)).toEqual(['TRAVEL_RESTRICTIONS', 'DOCUMENTS_AND_FORMS']);
    expect(b.data.relationships.restrictions).toEqual({ data: [{ type: 'RESTRICTION', id: 'x-ban' }], meta: { count: 1 } });
    expect(b.data.attributes.travelOpenness).toBe('LEVEL_4');
  });

  it('no visa answer for an entry -> an UNKNOWN visa grouping with no records, and LEVEL_3', () => {
    const b = run(['IND'], '2026-01-01');
    expect(b.data.attributes.informationGroups[0]).toMatchObject({ type: 'VISA_REQUIREMENTS', enforcement: 'UNKNOWN', groupings: [{ name: 'United Kingdom', enforcement: 'UNKNOWN', data: [] }] });
    expect(b.data.attributes.travelOpenness).toBe('LEVEL_3');
    expect(b.data.attributes.headline).toMatch(/no visa information/);
  });

  it('several passports: the most favourable answers, whatever their order', () => {
    for (const passports of [['IND', 'CAN'], ['CAN', 'IND']]) {
      const b = run(passports, '2026-01-01');
      expect(b.data.attributes.informationGroups[0]!.groupings![0]).toMatchObject({ passport: 'CAN', enforcement: 'NOT_REQUIRED' });
    }
  });
});

describe('bundled ruleset answers (checked against the dataset rows quoted)', () => {
  const bundled = createTravelRequirements();
  const visa = (passports: string[], from: string, to: string) => {
    const r = bundled.trips(trip(passports, [{ airport: from }, { airport: to }]));
    return (r.body as Body).data.attributes;
  };
  it('IRL,JPN,90 beats IND,JPN,e-visa for a traveller holding both', () => {
    const a = visa(['IND', 'IRL'], 'DUB', 'NRT');
    expect(a.informationGroups[0]!.groupings![0]).toMatchObject({ name: 'Japan', enforcement: 'NOT_REQUIRED', passport: 'IRL' });
    expect(a.headline.startsWith("You don't need a visa for Japan with a passport issued by Ireland for stays of up to 90 days.")).toBe(true);
    expect(a.travelOpenness).toBe('LEVEL_1');
  });
  it('IND,USA,visa required -> MANDATORY, LEVEL_3, "You need a visa ..."', () => {
    const a = visa(['IND'], 'DEL', 'JFK');
    expect(a.informationGroups[0]).toMatchObject({ enforcement: 'MANDATORY' });
    expect(a.headline.startsWith('You need a visa for the United States with a passport issued by India.')).toBe(true);
    expect(a.travelOpenness).toBe('LEVEL_3');
  });
  it('own nationality: citizen entry, LEVEL_1', () => {
    const a = visa(['USA'], 'LHR', 'JFK');
    expect(a.headline).toBe('As a citizen, you can enter the United States with a passport issued by the United States.');
    expect(a.informationGroups[0]).toMatchObject({ enforcement: 'NOT_REQUIRED' });
    expect(a.travelOpenness).toBe('LEVEL_1');
  });
  it('AFG,USA,no admission -> TRAVEL_RESTRICTIONS and LEVEL_4', () => {
    const a = visa(['AFG'], 'DXB', 'JFK');
    expect(a.informationGroups.map((g) => g.type)).toContain('TRAVEL_RESTRICTIONS');
    expect(a.travelOpenness).toBe('LEVEL_4');
  });
});
