// A fee PRODUCT that has not started yet is upcoming only with an answer that shows (now or
// upcoming) a record it prices: like a product in force, it never shows on its own.
import { describe, expect, it } from 'vitest';
import { createTravelRequirements, readLocales } from '../../src/index.js';
import { trip } from '../helpers.js';

const base = {
  text: 'fixture:record', location: 'GBR', tags: [], travelPurposes: ['TOURISM'],
  sources: [{ type: 'GOVERNMENT', title: 'Fixture source', url: 'https://example.org/fixture' }],
  createdAt: '2026-01-01T00:00:00Z', lastUpdatedAt: '2026-01-01T00:00:00Z',
};
const gbrEntry = [{ fact: 'checkpointKind', operator: 'equal', value: 'ENTRY' }, { fact: 'territory', operator: 'equal', value: 'GBR' }];
const ruleFile = {
  schemaVersion: 1, description: 'test fixture', provenance: { kind: 'example' },
  procedures: [
    { ...base, id: 'x-free', type: 'PROCEDURE', category: 'NO_VISA', enforcement: 'NOT_REQUIRED' },
    { ...base, id: 'x-eta', type: 'PROCEDURE', category: 'DOC_REQUIRED', enforcement: 'MANDATORY', documentTypes: ['ETA'], startDate: '2025-01-08' },
    { ...base, id: 'x-fee', type: 'PRODUCT', category: 'DOC_REQUIRED', enforcement: 'MANDATORY', documentTypes: ['ETA'], startDate: '2025-01-08', priceOf: ['x-eta'], prices: [{ amount: 10, currency: 'GBP', label: 'application', source: 0 }] },
  ],
  rules: [
    { id: 'free', priority: 1, conditions: { all: [...gbrEntry, { fact: 'passport', operator: 'in', value: ['USA', 'CAN'] }] }, event: { type: 'PROCEDURE', params: { id: 'x-free', group: 'VISA_REQUIREMENTS', slot: 'visa' } } },
    { id: 'eta', priority: 10, conditions: { all: [...gbrEntry, { fact: 'passport', operator: 'in', value: ['USA'] }] }, event: { type: 'PROCEDURE', params: { id: 'x-eta', group: 'VISA_REQUIREMENTS', slot: 'visa' } } },
    // Like the shipped fee files: the product fires at every entry, and shows only beside what it prices.
    { id: 'fee', conditions: { all: gbrEntry }, event: { type: 'PROCEDURE', params: { id: 'x-fee', group: 'ADDITIONAL_INFORMATION' } } },
  ],
};
const locales = readLocales();
for (const l of Object.keys(locales)) locales[l]!.fixture = { record: { title: 'Fixture record in {{location}}', description: 'Fixture.' } };
const tr = createTravelRequirements({
  ruleset: { manifest: { schemaVersion: 1, name: 'fixture', revision: 'r1', files: ['f.json'], domesticTerritories: ['USA'] }, files: [{ path: 'f.json', content: ruleFile }] },
  locales,
});

function upcomingIds(passport: string, date: string): string[] {
  const r = tr.trips(trip([passport], [{ airport: 'JFK', date }, { airport: 'LHR', date }]));
  expect(r.status).toBe(200);
  const groups = (r.body as { data: { attributes: { informationGroups: Array<{ type: string; groupings?: Array<{ data: Array<{ id: string }> }> }> } } }).data.attributes.informationGroups;
  return groups.find((g) => g.type === 'UPCOMING')?.groupings?.flatMap((g) => g.data.map((d) => d.id)) ?? [];
}

describe('upcoming fee products', () => {
  it('show beside the upcoming authorisation they price', () => {
    expect(upcomingIds('USA', '2024-12-01')).toEqual(['x-eta', 'x-fee']);
  });

  it('do not show for a passport whose answer has nothing they price', () => {
    expect(upcomingIds('CAN', '2024-12-01')).toEqual([]);
  });
});
