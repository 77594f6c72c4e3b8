// Coverage in the answer (issue [known-unknowns] §1), on a small in-memory ruleset so every
// expectation follows from the fixture: statements make a topic COVERED or PARTIAL, NONE_REQUIRED
// only where a statement's source says so, a record of the topic without a statement is PARTIAL,
// a topic with neither is NOT_COVERED and is said in words (alert, headline) in every locale.
import { describe, expect, it } from 'vitest';
import { createTravelRequirements, readLocales } from '../../src/index.js';
import { trip } from '../helpers.js';

const src = (tier: string, readAt: string, publishedAt?: string) => ({ type: 'GOVERNMENT', title: `Fixture ${tier}`, url: 'https://example.org/fixture', tier, readAt, ...(publishedAt ? { publishedAt } : {}) });
const base = { text: 'fixture:record', createdAt: '2026-01-01T00:00:00Z', lastUpdatedAt: '2026-01-01T00:00:00Z' };
const entry = { fact: 'checkpointKind', operator: 'equal', value: 'ENTRY' };
const at = (t: string) => ({ fact: 'territory', operator: 'equal', value: t });
const ruleFile = {
  schemaVersion: 1, description: 'coverage fixture', provenance: { kind: 'example' },
  procedures: [
    { ...base, id: 'gbr-free', type: 'PROCEDURE', location: 'GBR', category: 'NO_VISA', enforcement: 'NOT_REQUIRED', sources: [src('DATASET', '2026-02-17')] },
    { ...base, id: 'fra-free', type: 'PROCEDURE', location: 'FRA', category: 'NO_VISA', enforcement: 'NOT_REQUIRED', sources: [src('DATASET', '2026-02-17')] },
    { ...base, id: 'fra-evisa', type: 'PROCEDURE', location: 'FRA', category: 'VISA', enforcement: 'MANDATORY', documentTypes: ['E_VISA'], sources: [src('DESTINATION_GOVERNMENT', '2026-11-20')] },
    { ...base, id: 'fra-evisa-fee', type: 'PRODUCT', location: 'FRA', category: 'VISA', enforcement: 'MANDATORY', priceOf: ['fra-evisa'], sources: [src('DESTINATION_GOVERNMENT', '2026-11-21')] },
    { ...base, id: 'gbr-yf', type: 'PROCEDURE', location: 'GBR', category: 'DOC_REQUIRED', enforcement: 'MANDATORY', documentTypes: ['VACCINATION_CERTIFICATE'], sources: [src('OTHER_OFFICIAL', '2026-11-01')] },
    { ...base, id: 'gbr-validity', type: 'PROCEDURE', location: 'GBR', category: 'PASSPORT', enforcement: 'MANDATORY', documentTypes: ['PASSPORT'], passportValidity: { months: 6, from: 'ARRIVAL' }, sources: [src('OTHER_OFFICIAL', '2026-11-02')] },
    { ...base, id: 'fra-validity', type: 'PROCEDURE', location: 'FRA', category: 'PASSPORT', enforcement: 'MANDATORY', documentTypes: ['PASSPORT'], passportValidity: { months: 3, from: 'DEPARTURE', issuedWithinYears: 10 }, sources: [src('DESTINATION_GOVERNMENT', '2026-11-03')] },
  ],
  coverage: [
    { topic: 'HEALTH', territories: ['GBR'], status: 'COVERED', finding: 'REQUIREMENTS', sources: [src('OTHER_OFFICIAL', '2026-10-01', '2026-06-30')] },
    { topic: 'ARRIVAL_FORMS', territories: ['GBR'], status: 'COVERED', finding: 'NONE_REQUIRED', sources: [src('DESTINATION_GOVERNMENT', '2026-11-05')] },
    { topic: 'HEALTH', territories: ['FRA'], passports: ['USA'], status: 'PARTIAL', finding: 'NONE_REQUIRED', scope: 'yellow fever only', sources: [src('REPORTED', '2026-11-06')] },
    { topic: 'TRANSIT', territories: ['GBR'], status: 'COVERED', finding: 'NONE_REQUIRED', sources: [src('DESTINATION_GOVERNMENT', '2026-11-07')] },
  ],
  rules: [
    { id: 'gbr-free', conditions: { all: [entry, at('GBR')] }, event: { type: 'PROCEDURE', params: { id: 'gbr-free', group: 'VISA_REQUIREMENTS', slot: 'visa' } } },
    { id: 'fra-free', conditions: { all: [entry, at('FRA'), { fact: 'passport', operator: 'equal', value: 'USA' }] }, event: { type: 'PROCEDURE', params: { id: 'fra-free', group: 'VISA_REQUIREMENTS', slot: 'visa' } } },
    { id: 'fra-evisa', conditions: { all: [entry, at('FRA'), { fact: 'passport', operator: 'in', value: ['IND', 'CHN'] }] }, event: { type: 'PROCEDURE', params: { id: 'fra-evisa', group: 'VISA_REQUIREMENTS', slot: 'visa' } } },
    { id: 'fra-evisa-fee', conditions: { all: [entry, at('FRA'), { fact: 'passport', operator: 'equal', value: 'IND' }] }, event: { type: 'PROCEDURE', params: { id: 'fra-evisa-fee', group: 'VISA_REQUIREMENTS' } } },
    { id: 'gbr-yf', conditions: { all: [entry, at('GBR'), { fact: 'visitedBefore', operator: 'contains', value: 'BRA' }] }, event: { type: 'PROCEDURE', params: { id: 'gbr-yf', group: 'PUBLIC_HEALTH_REQUIREMENTS', slot: 'yellow-fever' } } },
    { id: 'gbr-validity', conditions: { all: [entry, at('GBR')] }, event: { type: 'PROCEDURE', params: { id: 'gbr-validity', group: 'DOCUMENTS_AND_FORMS', slot: 'passport-validity' } } },
    { id: 'fra-validity', conditions: { all: [entry, at('FRA')] }, event: { type: 'PROCEDURE', params: { id: 'fra-validity', group: 'DOCUMENTS_AND_FORMS', slot: 'passport-validity' } } },
  ],
};
const locales = readLocales();
for (const l of Object.keys(locales)) locales[l]!.fixture = { record: { title: 'Fixture record in {{location}}', description: 'Fixture.' } };
const tr = createTravelRequirements({
  ruleset: { manifest: { schemaVersion: 1, name: 'fixture', revision: 'r1', files: ['f.json'], domesticTerritories: ['USA'] }, files: [{ path: 'f.json', content: ruleFile }] },
  locales,
});

interface Entry { territory: string; checkpointKind: string; passport: string; topic: string; status: string; finding?: string; newestSourceDate?: string; tiers?: string[]; text?: string }
interface Attrs { headline: string; alerts?: string[]; coverage: Entry[]; travelOpenness: string; informationGroups: Array<{ type: string; enforcement?: string; headline?: string }> }
function answer(passports: string[], nodes: Parameters<typeof trip>[1], extra: Record<string, unknown> = {}, locale?: string): Attrs {
  const r = tr.trips(trip(passports, nodes, extra), locale ? { locale } : {});
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body as { data: { attributes: Attrs } }).data.attributes;
}
const topic = (a: Attrs, territory: string, t: string): Entry | undefined => a.coverage.find((e) => e.territory === territory && e.topic === t);

describe('coverage entries', () => {
  const toLondon = answer(['USA'], [{ airport: 'JFK', date: '2026-12-01' }, { airport: 'LHR', date: '2026-12-01' }]);

  it('lists every entry topic for each ENTRY checkpoint, in a fixed order', () => {
    expect(toLondon.coverage.map((e) => `${e.territory} ${e.checkpointKind} ${e.passport} ${e.topic}`)).toEqual([
      'GBR ENTRY USA VISA', 'GBR ENTRY USA PASSPORT_VALIDITY', 'GBR ENTRY USA HEALTH', 'GBR ENTRY USA ARRIVAL_FORMS', 'GBR ENTRY USA FEES',
    ]);
  });

  it('a statement makes a topic COVERED with its newest source date (publishedAt before readAt) and tiers', () => {
    expect(topic(toLondon, 'GBR', 'HEALTH')).toEqual({ territory: 'GBR', checkpointKind: 'ENTRY', passport: 'USA', topic: 'HEALTH', status: 'COVERED', finding: 'REQUIREMENTS', newestSourceDate: '2026-06-30', tiers: ['OTHER_OFFICIAL'] });
  });

  it('NONE_REQUIRED comes only from a statement that says so, never from silence', () => {
    expect(topic(toLondon, 'GBR', 'ARRIVAL_FORMS')).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED', newestSourceDate: '2026-11-05', tiers: ['DESTINATION_GOVERNMENT'] });
    // FRA has no ARRIVAL_FORMS statement and no form record: not covered, and said so.
    const toParis = answer(['USA'], [{ airport: 'JFK', date: '2026-12-01' }, { airport: 'CDG', date: '2026-12-01' }]);
    expect(topic(toParis, 'FRA', 'ARRIVAL_FORMS')).toEqual({
      territory: 'FRA', checkpointKind: 'ENTRY', passport: 'USA', topic: 'ARRIVAL_FORMS', status: 'NOT_COVERED',
      text: 'We have not researched arrival forms for France: check official sources before you travel.',
    });
  });

  it('a record of a topic without a statement is PARTIAL; the visa answer covers VISA with its record\'s source', () => {
    expect(topic(toLondon, 'GBR', 'PASSPORT_VALIDITY')).toMatchObject({ status: 'PARTIAL', finding: 'REQUIREMENTS', newestSourceDate: '2026-11-02', tiers: ['OTHER_OFFICIAL'] });
    expect(topic(toLondon, 'GBR', 'PASSPORT_VALIDITY')!.text).toBe('Our information on passport validity rules for the United Kingdom is incomplete: check official sources before you travel.');
    expect(topic(toLondon, 'GBR', 'VISA')).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS', newestSourceDate: '2026-02-17', tiers: ['DATASET'] });
  });

  it('a statement for some passports holds for those only', () => {
    const us = answer(['USA'], [{ airport: 'JFK', date: '2026-12-01' }, { airport: 'CDG', date: '2026-12-01' }]);
    const ind = answer(['IND'], [{ airport: 'DEL', date: '2026-12-01' }, { airport: 'CDG', date: '2026-12-01' }]);
    expect(topic(us, 'FRA', 'HEALTH')).toMatchObject({ status: 'PARTIAL', finding: 'NONE_REQUIRED', tiers: ['REPORTED'] });
    expect(topic(ind, 'FRA', 'HEALTH')!.status).toBe('NOT_COVERED');
  });

  it('FEES: nothing to pay without a paid document; priced when a fee product fired; not covered otherwise', () => {
    expect(topic(toLondon, 'GBR', 'FEES')).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED', newestSourceDate: '2026-02-17' });
    const ind = answer(['IND'], [{ airport: 'DEL', date: '2026-12-01' }, { airport: 'CDG', date: '2026-12-01' }]);
    expect(topic(ind, 'FRA', 'FEES')).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS', newestSourceDate: '2026-11-21', tiers: ['DESTINATION_GOVERNMENT'] });
    const chn = answer(['CHN'], [{ airport: 'PEK', date: '2026-12-01' }, { airport: 'CDG', date: '2026-12-01' }]);
    expect(topic(chn, 'FRA', 'FEES')).toMatchObject({ status: 'NOT_COVERED' });
  });

  it('no visa answer: VISA not covered', () => {
    const bra = answer(['BRA'], [{ airport: 'GRU', date: '2026-12-01' }, { airport: 'CDG', date: '2026-12-01' }]);
    expect(topic(bra, 'FRA', 'VISA')!.status).toBe('NOT_COVERED');
    expect(topic(bra, 'FRA', 'FEES')!.status).toBe('NOT_COVERED');
  });

  it('an airside transit has the TRANSIT topic only', () => {
    const a = answer(['USA'], [{ airport: 'JFK', date: '2026-12-01' }, { airport: 'LHR', date: '2026-12-01' }, { airport: 'CDG', date: '2026-12-01' }]);
    expect(a.coverage.filter((e) => e.checkpointKind === 'TRANSIT')).toEqual([
      { territory: 'GBR', checkpointKind: 'TRANSIT', passport: 'USA', topic: 'TRANSIT', status: 'COVERED', finding: 'NONE_REQUIRED', newestSourceDate: '2026-11-07', tiers: ['DESTINATION_GOVERNMENT'] },
    ]);
  });

  it('a domestic trip has no border checkpoint and an empty coverage list', () => {
    expect(answer(['USA'], [{ airport: 'JFK', date: '2026-12-01' }, { airport: 'LAX', date: '2026-12-01' }]).coverage).toEqual([]);
  });
});

describe('coverage in words', () => {
  const toParis = (locale?: string) => answer(['USA'], [{ airport: 'JFK', date: '2026-12-01' }, { airport: 'CDG', date: '2026-12-01' }], {}, locale);

  it('the headline never reads as clear where a topic was not researched, and an alert names the topics', () => {
    const a = toParis();
    expect(a.headline).toBe("You don't need a visa for France with a passport issued by the United States. We have not researched arrival forms for France: check official sources.");
    expect(a.alerts).toEqual(['We have no information on arrival forms for France: check with its government or embassy before you travel.']);
  });

  it('a covered destination adds no such sentence', () => {
    expect(toParisOrLondon().alerts).toBeUndefined();
    function toParisOrLondon(): Attrs { return answer(['USA'], [{ airport: 'JFK', date: '2026-12-01' }, { airport: 'LHR', date: '2026-12-01' }]); }
  });

  it('gaps on the way are named in the headline and alerted', () => {
    const a = answer(['USA'], [{ airport: 'JFK', date: '2026-12-01' }, { airport: 'CDG', date: '2026-12-01', depart: { date: '2026-12-05' }, type: 'TRANSIT', selfTransfer: true }, { airport: 'LHR', date: '2026-12-05' }]);
    expect(a.headline).toContain('Some requirements for France were not researched: see the alerts.');
    expect(a.alerts).toEqual(['We have no information on arrival forms for France: check with its government or embassy before you travel.']);
  });

  it.each(['fr-FR', 'es-ES', 'de-DE', 'en-GB'])('says so in %s, with the country named', (locale) => {
    const a = toParis(locale);
    expect(a.alerts).toHaveLength(1);
    expect(a.alerts![0]).toMatch(/France|Francia|Frankreich/);
    if (locale !== 'en-GB') expect(a.alerts![0]).not.toContain('We have no information');
    expect(topic(a, 'FRA', 'ARRIVAL_FORMS')!.text).toBeTruthy();
  });
});

describe("the traveller's own passport", () => {
  const nodes = (ret?: string) => [{ airport: 'JFK', date: '2026-12-01' }, { airport: 'LHR', date: '2026-12-01', ...(ret ? { depart: { date: ret } } : {}) }];
  const withPassport = (expiryDate: string, issueDate?: string) => ({ traveller: { passports: ['USA'], documents: [{ type: 'PASSPORT', issuer: 'USA', expiryDate, ...(issueDate ? { issueDate } : {}) }] } });
  const docs = (a: Attrs) => a.informationGroups.find((g) => g.type === 'DOCUMENTS_AND_FORMS')!;

  it('without it: the date the passport must be valid until', () => {
    expect(docs(answer(['USA'], nodes())).headline).toBe('Your passport must be valid until at least June 1, 2027 for the United Kingdom.');
  });

  it('valid long enough: met, and the requirement needs nothing more (NOT_REQUIRED)', () => {
    const a = answer(['USA'], nodes(), withPassport('2027-06-01'));
    expect(docs(a).headline).toBe('Your passport, valid until June 1, 2027, meets the rule for the United Kingdom (valid until at least June 1, 2027).');
    expect(docs(a).enforcement).toBe('NOT_REQUIRED');
    expect(a.travelOpenness).toBe('LEVEL_1');
  });

  it('one day short: not met, MANDATORY, the headline starts with it and the destination reads LEVEL_4', () => {
    const a = answer(['USA'], nodes(), withPassport('2027-05-31'));
    expect(docs(a).headline).toBe('Your passport expires on May 31, 2027, too soon for the United Kingdom: it must be valid until at least June 1, 2027.');
    expect(docs(a).enforcement).toBe('MANDATORY');
    expect(a.headline.startsWith('Your passport expires too soon for the United Kingdom: it must be valid until at least June 1, 2027.')).toBe(true);
    expect(a.travelOpenness).toBe('LEVEL_4');
  });

  it('issue-date rules: issued within 10 years of arrival, judged on the boundary day', () => {
    // A stay in Paris and back: France's rule counts from the departure on 2026-12-10.
    const paris = (issueDate: string) => answer(['USA'], [{ airport: 'JFK', date: '2026-12-01' }, { airport: 'CDG', date: '2026-12-01', type: 'TRANSIT', depart: { date: '2026-12-10' } }, { airport: 'JFK', date: '2026-12-10' }], withPassport('2030-01-01', issueDate));
    const ok = paris('2016-12-02');
    expect(docs(ok).enforcement).toBe('NOT_REQUIRED');
    expect(docs(ok).headline).toContain('issued on December 2, 2016, meets the rule for France (issued on or after December 2, 2016)');
    const old = paris('2016-12-01');
    expect(docs(old).enforcement).toBe('MANDATORY');
    expect(old.headline.startsWith('Your passport was issued too long ago for France: it must have been issued on or after December 2, 2016.')).toBe(true);
  });

  it('a rule counted from departure, with no departure given: no verdict for a passport valid long after arrival; an expired one is told so (test/envelope/passport-earliest.test.ts: one failing the earliest date)', () => {
    const paris = (expiry: string) => answer(['USA'], [{ airport: 'JFK', date: '2026-12-01' }, { airport: 'CDG', date: '2026-12-01' }], withPassport(expiry));
    expect(docs(paris('2030-01-01')).enforcement).toBe('MANDATORY'); // the rule's own: no verdict
    const expired = paris('2026-11-30');
    expect(expired.headline.startsWith('Your passport expires on November 30, 2026, before you arrive in France: renew it before you travel.')).toBe(true);
    expect(expired.travelOpenness).toBe('LEVEL_4');
  });

  it('a PASSPORT document must be one of the passports, issued before it expires', () => {
    const bad = tr.trips(trip(['USA'], nodes(), { traveller: { passports: ['USA'], documents: [{ type: 'PASSPORT', issuer: 'CAN', expiryDate: '2030-01-01' }, { type: 'PASSPORT', issuer: 'USA', expiryDate: '2030-01-01', issueDate: '2031-01-01' }] } }));
    expect(bad.status).toBe(400);
    const errors = (bad.body as { errors: Array<{ code: string; source: { pointer: string } }> }).errors.map((e) => `${e.code} ${e.source.pointer}`);
    expect(errors).toEqual(['UNDECLARED_PASSPORT /data/attributes/traveller/documents/0/issuer', 'IMPOSSIBLE_DATES /data/attributes/traveller/documents/1/issueDate']);
    const noExpiry = tr.trips(trip(['USA'], nodes(), { traveller: { passports: ['USA'], documents: [{ type: 'PASSPORT', issuer: 'USA' }] } }));
    expect(noExpiry.status).toBe(400);
  });
});
