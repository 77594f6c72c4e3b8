// The two trips of issue [known-unknowns] on the bundled ruleset: a Brazilian flying to South
// Africa is told about yellow fever, and a French passport expiring in three months is not told
// "You don't need a visa for Thailand" as if the trip were clear. Every answer states its coverage.
import { describe, expect, it } from 'vitest';
import type { TripResponseDocument } from '../../src/schema/generated.js';
import { engine, trip } from '../helpers.js';

const tr = engine();
const attrs = (r: ReturnType<typeof tr.trips>) => {
  expect(r.status).toBe(200);
  return (r.body as TripResponseDocument).data.attributes;
};

describe('issue [known-unknowns] acceptance trips', () => {
  it('Brazil -> South Africa: the yellow fever certificate is required, and every topic states its coverage', () => {
    const a = attrs(tr.trips(trip(['BRA'], [{ airport: 'GRU', date: '2026-12-10' }, { airport: 'JNB', date: '2026-12-10' }])));
    const health = a.informationGroups.find((g) => g.type === 'PUBLIC_HEALTH_REQUIREMENTS');
    expect(health?.enforcement).toBe('MANDATORY');
    expect(health?.groupings?.[0]?.data.map((d) => d.id)).toContain('yf-zaf-required');
    const topics = a.coverage!.filter((e) => e.territory === 'ZAF').map((e) => e.topic);
    expect(topics).toEqual(['VISA', 'PASSPORT_VALIDITY', 'HEALTH', 'ARRIVAL_FORMS', 'FEES']);
    // A topic without research is said in words, never silent.
    for (const e of a.coverage!) if (e.status === 'NOT_COVERED') expect(a.alerts?.join(' ')).toContain('South Africa');
  });

  it('France -> Thailand with a passport expiring in three months: the headline says it expires too soon', () => {
    const a = attrs(tr.trips(trip(['FRA'], [{ airport: 'CDG', date: '2026-12-10' }, { airport: 'BKK', date: '2026-12-10' }],
      { traveller: { passports: ['FRA'], documents: [{ type: 'PASSPORT', issuer: 'FRA', expiryDate: '2027-03-10' }] } })));
    expect(a.headline).toMatch(/^Your passport expires too soon for Thailand: it must be valid until at least June 10, 2027\./);
    expect(a.travelOpenness).toBe('LEVEL_4');
    const docs = a.informationGroups.find((g) => g.type === 'DOCUMENTS_AND_FORMS')!;
    expect(docs.enforcement).toBe('MANDATORY');
    expect(docs.headline).toContain('Your passport expires on March 10, 2027, too soon for Thailand');
    expect(a.coverage!.find((e) => e.territory === 'THA' && e.topic === 'PASSPORT_VALIDITY')?.status).toBe('COVERED');
  });

  it('the same passport valid long enough: the validity rule is met', () => {
    const a = attrs(tr.trips(trip(['FRA'], [{ airport: 'CDG', date: '2026-12-10' }, { airport: 'BKK', date: '2026-12-10' }],
      { traveller: { passports: ['FRA'], documents: [{ type: 'PASSPORT', issuer: 'FRA', expiryDate: '2030-03-10' }] } })));
    expect(a.headline.startsWith("You don't need a visa for Thailand")).toBe(true);
    expect(a.informationGroups.find((g) => g.type === 'DOCUMENTS_AND_FORMS')!.headline).toContain('meets the rule for Thailand');
  });
});
