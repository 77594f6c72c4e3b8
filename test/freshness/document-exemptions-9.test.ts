// Document exemptions, sixth pass (branch exemptions9, issue 28): Cyprus (a valid double- or
// multiple-entry Schengen visa or a Schengen state's residence permit: no Cypriot visa, 90 days in
// 180, Decision No 565/2014/EU as Cyprus applies it; not for Turkish or Azerbaijani citizens) and
// Serbia (a valid EU, Schengen, US or UK visa, or EU, Schengen or US residence: 90 days in six
// months, Government Decision of 2014, first read over https in this pass).
// Each answer is pinned against the sources' wording: the issuers they name and no others, the two
// nationalities excluded, a document that expired the day before entry, the expiry day itself, and
// the answer without documents. Also pinned: the official-list comparison takes the matrix answer
// for Cyprus, not the document exemption, and the candidates left out keep their reasons.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE, type ExemptionsTable } from '../../scripts/import-document-exemptions.js';
import { compareLists, parseLists } from '../../src/lists/index.js';
import { readListFiles, readRuleFiles } from '../../scripts/official-lists-report.js';
import { engine } from '../helpers.js';
import { documentTrip, visaGrouping, type Doc, type Body } from './document-trips.js';

const ROOT = join(import.meta.dirname, '../..');
type NotIncluded = { destination: string; reason: string };
const table = JSON.parse(readFileSync(join(ROOT, TABLE), 'utf8')) as ExemptionsTable & { notIncluded: NotIncluded[] };

const DAY = '2026-12-10';
const trip = (passport: string, documents?: Doc[], to = 'LCA') => documentTrip(passport, to, { documents, arrivalTime: '06:00' });
const visaAnswer = visaGrouping;
const cyprus = (passport: string, documents?: Doc[]) => visaAnswer(trip(passport, documents), 'Cyprus');
const serbia = (passport: string, documents?: Doc[]) => visaAnswer(trip(passport, documents, 'BEG'), 'Serbia');

const CYP = 'cyp-schengen-visa-or-residence-holders';
const MATRIX_VISA = 'visa-cyp-visa-required';

describe('Cyprus: holders of a Schengen visa or a Schengen residence permit (Decision No 565/2014/EU)', () => {
  it('Indian passport with a French visa: no visa, 90 days; both sources REPORTED with the notice they quote', () => {
    const a = cyprus('IND', [{ type: 'VISA', issuer: 'FRA', expiryDate: '2027-06-30' }]);
    expect(a.enforcement).toBe('NOT_REQUIRED');
    expect(a.ids).toEqual([`${CYP}-granted`]);
    const rec = a.body.included.find((r) => r.id === `${CYP}-granted`)!;
    expect(rec.attributes.lengthOfStay).toEqual([expect.objectContaining({ type: 'DAYS', value: 90 })]);
    const tls = rec.attributes.sources.find((s) => s.url === 'https://cy.tlscontact.com/cn/SHA/page.php?pid=question_1_6');
    expect(tls?.tier).toBe('REPORTED');
    expect(tls?.quotes).toMatch(/565\/2014/);
  });

  it('a residence permit of Switzerland or Norway (Schengen, not EU) qualifies; a Romanian or Bulgarian visa (Schengen since 2025) too', () => {
    for (const issuer of ['CHE', 'NOR']) expect(cyprus('PAK', [{ type: 'RESIDENCE_PERMIT', issuer }]).ids, issuer).toEqual([`${CYP}-granted`]);
    for (const issuer of ['ROU', 'BGR']) expect(cyprus('PAK', [{ type: 'VISA', issuer, expiryDate: '2027-06-30' }]).ids, issuer).toEqual([`${CYP}-granted`]);
  });

  it('an Irish residence permit (EU, not Schengen), a UK or a US visa: the matrix visa (the sources name Schengen documents only)', () => {
    expect(cyprus('IND', [{ type: 'RESIDENCE_PERMIT', issuer: 'IRL' }]).ids).toEqual([MATRIX_VISA]);
    for (const issuer of ['GBR', 'USA']) {
      const a = cyprus('IND', [{ type: 'VISA', issuer, expiryDate: '2027-06-30' }]);
      expect(a.enforcement, issuer).toBe('MANDATORY');
      expect(a.ids, issuer).toEqual([MATRIX_VISA]);
    }
  });

  it('Turkish and Azerbaijani citizens: the matrix visa even with a Schengen visa, and no MAY_BE_REQUIRED without documents', () => {
    for (const p of ['TUR', 'AZE']) {
      expect(cyprus(p, [{ type: 'VISA', issuer: 'DEU', expiryDate: '2027-06-30' }]).ids, p).toEqual([MATRIX_VISA]);
      const none = cyprus(p);
      expect(none.enforcement, p).toBe('MANDATORY');
      expect(none.ids, p).toEqual([MATRIX_VISA]);
    }
  });

  it('a Schengen visa that expired the day before entry does not qualify; one expiring on the day of entry does', () => {
    expect(cyprus('IND', [{ type: 'VISA', issuer: 'ITA', expiryDate: '2026-12-09' }]).ids).toEqual([MATRIX_VISA]);
    expect(cyprus('IND', [{ type: 'VISA', issuer: 'ITA', expiryDate: DAY }]).ids).toEqual([`${CYP}-granted`]);
  });

  it('without documents: a visa may be required, the exemption named; a visa-free passport (USA) is not touched', () => {
    const a = cyprus('CHN');
    expect(a.enforcement).toBe('MAY_BE_REQUIRED');
    expect(a.ids).toEqual([`${CYP}-documents-unknown`]);
    const usa = cyprus('USA', [{ type: 'VISA', issuer: 'FRA', expiryDate: '2027-06-30' }]);
    expect(usa.enforcement).toBe('NOT_REQUIRED');
    expect(usa.ids.some((id) => id.startsWith('cyp-'))).toBe(false);
  });
});

const SRB = 'srb-visa-or-residence-holders';

describe('Serbia: holders of an EU, Schengen, US or UK visa, or EU, Schengen or US residence (Government Decision, 2014)', () => {
  it('Indian passport with a UK visa: no visa, 90 days, citing the National Assembly\'s https page as a destination-government source', () => {
    const a = serbia('IND', [{ type: 'VISA', issuer: 'GBR', expiryDate: '2027-06-30' }]);
    expect(a.enforcement).toBe('NOT_REQUIRED');
    expect(a.ids).toEqual([`${SRB}-granted`]);
    const rec = a.body.included.find((r) => r.id === `${SRB}-granted`)!;
    expect(rec.attributes.lengthOfStay).toEqual([expect.objectContaining({ type: 'DAYS', value: 90 })]);
    const src = rec.attributes.sources.find((s) => s.url === 'https://serbia141ipu.rs/visas.html');
    expect(src?.tier).toBe('DESTINATION_GOVERNMENT');
    expect(rec.attributes.sources.every((s) => s.url.startsWith('https://'))).toBe(true);
  });

  it('an Irish visa (EU, not Schengen), a Swiss residence permit (Schengen, not EU) and a US residence permit qualify', () => {
    expect(serbia('PAK', [{ type: 'VISA', issuer: 'IRL', expiryDate: '2027-06-30' }]).ids).toEqual([`${SRB}-granted`]);
    for (const issuer of ['CHE', 'USA']) expect(serbia('PAK', [{ type: 'RESIDENCE_PERMIT', issuer }]).ids, issuer).toEqual([`${SRB}-granted`]);
  });

  it('a UK residence permit only, or a Canadian visa: the matrix visa (the stricter reading; Canada is not named)', () => {
    expect(serbia('IND', [{ type: 'RESIDENCE_PERMIT', issuer: 'GBR' }]).ids).toEqual(['visa-srb-visa-required']);
    expect(serbia('IND', [{ type: 'VISA', issuer: 'CAN', expiryDate: '2027-06-30' }]).ids).toEqual(['visa-srb-visa-required']);
  });

  it('an expired US visa does not qualify; without documents a visa may be required; a visa-free passport (Chinese, 30 days) is not touched', () => {
    expect(serbia('IND', [{ type: 'VISA', issuer: 'USA', expiryDate: '2026-12-09' }]).enforcement).toBe('MANDATORY');
    const a = serbia('IND');
    expect(a.enforcement).toBe('MAY_BE_REQUIRED');
    expect(a.ids).toEqual([`${SRB}-documents-unknown`]);
    const chn = serbia('CHN', [{ type: 'VISA', issuer: 'USA', expiryDate: '2027-06-30' }]);
    expect(chn.ids.some((id) => id.startsWith('srb-'))).toBe(false);
  });

  it('Serbia left the notIncluded rows', () => {
    expect(table.notIncluded.some((n) => n.destination === 'SRB')).toBe(false);
  });
});

describe('the official-list comparison takes the matrix answer, not the document exemption', () => {
  const result = compareLists(parseLists(readListFiles(join(ROOT, 'rules/'))).lists, readRuleFiles(join(ROOT, 'rules/')));

  it('Cyprus under Regulation (EU) 2018/1806: Indian and Turkish passports compared with the matrix visa, and agreeing', () => {
    for (const n of ['IND', 'TUR']) {
      const pair = result.pairs.find((p) => p.destination === 'CYP' && p.nationality === n);
      expect(pair, n).toBeDefined();
      expect(pair!.matrix, n).toBe('VISA');
      expect(pair!.matrixRule, n).not.toMatch(/^exemption-/);
      expect(pair!.status, n).toBe('AGREE');
    }
  });
});

describe('compareLists on a small fixture: a document-dependent generated rule is not the matrix answer', () => {
  const SOURCE = [{ type: 'GOVERNMENT' as const, title: 'Fixture', url: 'https://example.org/list', readAt: '2026-01-01' }];
  const rec = (id: string, extra: Record<string, unknown>) => ({ id, type: 'PROCEDURE', text: 'procedures:x', location: 'CYP', category: 'VISA', enforcement: 'MANDATORY', documentTypes: ['EMBASSY_VISA'], sources: SOURCE, createdAt: '2026-01-01T00:00:00Z', lastUpdatedAt: '2026-01-01T00:00:00Z', ...extra });
  const head = [{ fact: 'checkpointKind', operator: 'equal', value: 'ENTRY' }, { fact: 'territory', operator: 'equal', value: 'CYP' }, { fact: 'passport', operator: 'in', value: ['IND'] }];
  const rule = (id: string, recordId: string, priority: number, extra: object[] = []) => ({ id, priority, conditions: { all: [...head, ...extra] }, event: { type: 'PROCEDURE', params: { id: recordId, group: 'VISA_REQUIREMENTS', slot: 'visa' } } });
  const matrix = { path: 'visa-matrix/CYP.json', content: { provenance: { kind: 'generated' }, procedures: [rec('m-visa', {})], rules: [rule('r-visa', 'm-visa', 1)] } };
  const exemption = { path: 'exemptions/x.json', content: { provenance: { kind: 'generated' }, procedures: [rec('x-granted', { category: 'NO_VISA', enforcement: 'NOT_REQUIRED', documentTypes: [] })],
    rules: [rule('r-granted', 'x-granted', 15, [{ fact: 'documentsDisclosed', operator: 'equal', value: true }])] } };
  const list = { id: 'xx', title: 'Fixture', destinations: ['CYP'], checkedOn: '2026-01-01', sources: SOURCE, entries: [{ answer: 'VISA' as const, nationalities: ['IND'] }] };

  it('the matrix visa agrees with a list answering VISA; without the documentsDisclosed test the same rule would be taken as the matrix and disagree', () => {
    const pair = compareLists([list], [matrix, exemption]).pairs[0]!;
    expect(pair.matrixRule).toBe('r-visa');
    expect(pair.status).toBe('AGREE');
    const undisclosed = { ...exemption, content: { ...exemption.content, rules: [rule('r-granted', 'x-granted', 15)] } };
    const other = compareLists([list], [matrix, undisclosed]).pairs[0]!;
    expect(other.matrixRule).toBe('r-granted');
    expect(other.status).toBe('UNRESOLVED');
  });
});

describe('candidates left out are listed with their reason', () => {
  const reason = (d: string) => table.notIncluded.find((n) => n.destination === d)?.reason ?? '';

  it('Ireland: the UK-visa waiver needs a prior entry into the UK, which entry-only rows cannot express', () => {
    expect(reason('IRL')).toMatch(/prior lawful entry into the UK/);
    expect(table.exemptions.some((e) => e.destination === 'IRL')).toBe(false);
  });

  it('the Philippines, Montenegro, Argentina and Ukraine were searched again or first in this pass and stay out', () => {
    expect(reason('PHL')).toMatch(/priority-15 exemption of this table would never show/);
    expect(reason('MNE')).toMatch(/fourth time/);
    expect(reason('ARG')).toMatch(/Istanbul/);
    expect(reason('UKR')).toMatch(/nothing found/);
    for (const d of ['PHL', 'MNE', 'UKR']) expect(table.exemptions.some((e) => e.destination === d), d).toBe(false);
  });

  it('a Turkish passport flying to Dublin with a UK visa keeps the matrix visa answer', () => {
    const r = engine().trips({ data: { type: 'TRIP', attributes: {
      locale: 'en-GB',
      traveller: { passports: ['TUR'], documents: [{ type: 'VISA', issuer: 'GBR', expiryDate: '2027-06-30' }] },
      travelNodes: [
        { type: 'ORIGIN', airportCode: 'IST', departure: { date: DAY, time: '08:00', travelMode: 'AIR' } },
        { type: 'DESTINATION', airportCode: 'DUB', arrival: { date: DAY, time: '11:00', travelMode: 'AIR' } },
      ],
    } } });
    expect(r.status).toBe(200);
    const body = r.body as Body;
    const g = body.data.attributes.informationGroups.find((x) => x.type === 'VISA_REQUIREMENTS')?.groupings.find((x) => x.name === 'Ireland');
    expect(g?.enforcement).toBe('MANDATORY');
  });
});
