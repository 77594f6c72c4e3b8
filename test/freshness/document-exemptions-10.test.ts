// Document exemptions, seventh pass (branch exemptions10, issue 28): two dated, past regimes under
// Decision No 565/2014/EU, for trips before Croatia and Bulgaria applied the Schengen rules on visas.
// Croatia (1 January 2014 to 31 December 2022): a valid Schengen document, or a Bulgarian, Romanian
// or Cypriot visa or residence permit, replaced the Croatian visa (the Ministry of Foreign and
// European Affairs' page). Bulgaria (16 June 2014 to 30 March 2024): Schengen documents and Croatian,
// Cypriot and Romanian ones (the Decision and Bulgaria's notification on EUR-Lex); from 31 March 2024
// a Schengen visa is Bulgaria's own visa. Romania (16 June 2014 to 30 March 2024): the documents the
// Border Police's page lists (its Schengen list omits Denmark, so a Danish document does not count).
// North Macedonia (current): a multiple-entry Schengen visa, or residence in an EU or Schengen state,
// 15 days per entry (the Ministry's https pages); its UK/US/Canadian part stays out (term not read).
// Pinned: the issuers the sources name and no others, the first and last days, the day after, the
// answer without documents and the source tiers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE, type ExemptionsTable } from '../../scripts/import-document-exemptions.js';
import { documentTrip, visaGrouping, type Doc } from './document-trips.js';

const ROOT = join(import.meta.dirname, '../..');
type NotIncluded = { destination: string; reason: string };
const table = JSON.parse(readFileSync(join(ROOT, TABLE), 'utf8')) as ExemptionsTable & { notIncluded: NotIncluded[] };

const trip = (passport: string, to: string, day: string, documents?: Doc[]) => documentTrip(passport, to, { documents, day, arrivalTime: '06:00' });
const visaAnswer = visaGrouping;
const croatia = (passport: string, day: string, documents?: Doc[]) => visaAnswer(trip(passport, 'ZAG', day, documents), 'Croatia');
const bulgaria = (passport: string, day: string, documents?: Doc[]) => visaAnswer(trip(passport, 'SOF', day, documents), 'Bulgaria');
const visa = (issuer: string): Doc[] => [{ type: 'VISA', issuer, expiryDate: '2030-01-01' }];

const HRV = 'hrv-schengen-document-holders-2014-2022';
const BGR = 'bgr-schengen-document-holders-2014-2024';
const HRV_MATRIX = 'visa-hrv-visa-required';
const BGR_MATRIX = 'visa-bgr-visa-required';

describe('Croatia, 1 January 2014 to 31 December 2022: Schengen documents and Bulgarian, Romanian or Cypriot ones', () => {
  it('Indian passport with a German visa in June 2022: no visa, 90 days, citing the Ministry\'s https page as destination government', () => {
    const a = croatia('IND', '2022-06-01', visa('DEU'));
    expect(a.enforcement).toBe('NOT_REQUIRED');
    expect(a.ids).toEqual([`${HRV}-granted`]);
    const rec = a.body.included.find((r) => r.id === `${HRV}-granted`)!;
    expect(rec.attributes.lengthOfStay).toEqual([expect.objectContaining({ type: 'DAYS', value: 90 })]);
    expect(rec.attributes.sources.find((s) => s.url === 'https://mvep.gov.hr/print.aspx?id=267163&url=print')?.tier).toBe('DESTINATION_GOVERNMENT');
    expect(rec.attributes.sources.every((s) => s.url.startsWith('https://'))).toBe(true);
  });

  it('Bulgarian, Romanian and Cypriot visas or residence permits (named apart on the page) qualify; UK and US visas do not', () => {
    for (const issuer of ['BGR', 'ROU', 'CYP']) {
      expect(croatia('PAK', '2020-02-01', visa(issuer)).ids, issuer).toEqual([`${HRV}-granted`]);
      expect(croatia('PAK', '2020-02-01', [{ type: 'RESIDENCE_PERMIT', issuer }]).ids, issuer).toEqual([`${HRV}-granted`]);
    }
    for (const issuer of ['GBR', 'USA']) {
      const a = croatia('PAK', '2020-02-01', visa(issuer));
      expect(a.enforcement, issuer).toBe('MANDATORY');
      expect(a.ids, issuer).toEqual([HRV_MATRIX]);
    }
  });

  it('last day 31 December 2022 granted; from 1 January 2023 (Schengen) the matrix visa; before 1 January 2014 the matrix visa', () => {
    expect(croatia('IND', '2022-12-31', visa('ITA')).ids).toEqual([`${HRV}-granted`]);
    expect(croatia('IND', '2023-01-01', visa('ITA')).ids).toEqual([HRV_MATRIX]);
    expect(croatia('IND', '2013-12-31', visa('ITA')).ids).toEqual([HRV_MATRIX]);
  });

  it('without documents in 2022: a visa may be required, the exemption named; in 2026 the Schengen residence-permit exemption (exemptions11) is named instead', () => {
    const a = croatia('CHN', '2022-06-01');
    expect(a.enforcement).toBe('MAY_BE_REQUIRED');
    expect(a.ids).toEqual([`${HRV}-documents-unknown`]);
    const now = croatia('CHN', '2026-12-10');
    expect(now.enforcement).toBe('MAY_BE_REQUIRED');
    expect(now.ids).toEqual(['hrv-schengen-residence-permit-holders-documents-unknown']);
  });

  it('a Croatian document is not an exemption from the Croatian visa: HRV is not among the issuers', () => {
    const row = table.exemptions.find((e) => e.id === HRV)!;
    expect(row.visas).not.toContain('HRV');
    expect(row.residencePermits).not.toContain('HRV');
    expect(row.visas).toEqual(expect.arrayContaining(['BGR', 'ROU', 'CYP', 'DEU', 'CHE']));
  });
});

describe('Bulgaria, 16 June 2014 to 30 March 2024: Decision No 565/2014/EU as Bulgaria notified it', () => {
  it('Pakistani passport with a Romanian residence permit on 30 March 2024: no visa; on 31 March 2024 no visa under the Schengen residence-permit rule (exemptions11), a Romanian visa the matrix visa', () => {
    const a = bulgaria('PAK', '2024-03-30', [{ type: 'RESIDENCE_PERMIT', issuer: 'ROU' }]);
    expect(a.enforcement).toBe('NOT_REQUIRED');
    expect(a.ids).toEqual([`${BGR}-granted`]);
    const after = bulgaria('PAK', '2024-03-31', [{ type: 'RESIDENCE_PERMIT', issuer: 'ROU' }]);
    expect(after.enforcement).toBe('NOT_REQUIRED');
    expect(after.ids).toEqual(['bgr-schengen-residence-permit-holders-granted']);
    const withVisa = bulgaria('PAK', '2024-03-31', visa('ROU'));
    expect(withVisa.enforcement).toBe('MANDATORY');
    expect(withVisa.ids).toEqual([BGR_MATRIX]);
  });

  it('first day 16 June 2014 granted, the day before the matrix visa', () => {
    expect(bulgaria('IND', '2014-06-16', visa('FRA')).ids).toEqual([`${BGR}-granted`]);
    expect(bulgaria('IND', '2014-06-15', visa('FRA')).ids).toEqual([BGR_MATRIX]);
  });

  it('Croatian and Cypriot documents qualify (Article 3, notified); an Irish residence permit, a UK visa and a Bulgarian visa are not listed', () => {
    for (const issuer of ['HRV', 'CYP']) expect(bulgaria('IND', '2019-05-01', visa(issuer)).ids, issuer).toEqual([`${BGR}-granted`]);
    expect(bulgaria('IND', '2019-05-01', [{ type: 'RESIDENCE_PERMIT', issuer: 'IRL' }]).ids).toEqual([BGR_MATRIX]);
    expect(bulgaria('IND', '2019-05-01', visa('GBR')).ids).toEqual([BGR_MATRIX]);
    const row = table.exemptions.find((e) => e.id === BGR)!;
    expect(row.visas).not.toContain('BGR');
  });

  it('a Schengen visa that expired the day before entry does not qualify; one expiring on the day of entry does', () => {
    expect(bulgaria('IND', '2019-05-01', [{ type: 'VISA', issuer: 'ESP', expiryDate: '2019-04-30' }]).ids).toEqual([BGR_MATRIX]);
    expect(bulgaria('IND', '2019-05-01', [{ type: 'VISA', issuer: 'ESP', expiryDate: '2019-05-01' }]).ids).toEqual([`${BGR}-granted`]);
  });

  it('sources: the Decision and Bulgaria\'s notification on EUR-Lex (destination government), the end date also from a report quoting Decision (EU) 2024/210', () => {
    const rec = bulgaria('IND', '2019-05-01', visa('FRA')).body.included.find((r) => r.id === `${BGR}-granted`)!;
    const tiers = rec.attributes.sources.map((s) => s.tier);
    expect(tiers.filter((t) => t === 'DESTINATION_GOVERNMENT')).toHaveLength(2);
    const report = rec.attributes.sources.find((s) => s.tier === 'REPORTED');
    expect(report?.quotes).toMatch(/2024\/210/);
  });
});

const ROU = 'rou-schengen-document-holders-2014-2024';
const ROU_MATRIX = 'visa-rou-visa-required';
const romania = (passport: string, day: string, documents?: Doc[]) => visaAnswer(trip(passport, 'OTP', day, documents), 'Romania');

describe('Romania, 16 June 2014 to 30 March 2024: the Border Police\'s list under Decision No 565/2014/EU', () => {
  it('Indian passport with a Croatian residence permit in 2019: no visa, 90 days, both sources destination government over https', () => {
    const a = romania('IND', '2019-05-01', [{ type: 'RESIDENCE_PERMIT', issuer: 'HRV' }]);
    expect(a.enforcement).toBe('NOT_REQUIRED');
    expect(a.ids).toEqual([`${ROU}-granted`]);
    const rec = a.body.included.find((r) => r.id === `${ROU}-granted`)!;
    expect(rec.attributes.lengthOfStay).toEqual([expect.objectContaining({ type: 'DAYS', value: 90 })]);
    expect(rec.attributes.sources.map((s) => s.tier)).toEqual(['DESTINATION_GOVERNMENT', 'DESTINATION_GOVERNMENT']);
    expect(rec.attributes.sources.every((s) => s.url.startsWith('https://'))).toBe(true);
  });

  it('a Danish visa (not on the Border Police list) and a UK visa: the matrix visa; a Norwegian visa (listed) qualifies', () => {
    for (const issuer of ['DNK', 'GBR']) expect(romania('IND', '2019-05-01', visa(issuer)).ids, issuer).toEqual([ROU_MATRIX]);
    expect(romania('IND', '2019-05-01', visa('NOR')).ids).toEqual([`${ROU}-granted`]);
  });

  it('30 March 2024 granted, 31 March 2024 (Schengen visas issued by Romania) the matrix visa; without documents in 2019 MAY_BE_REQUIRED', () => {
    expect(romania('PAK', '2024-03-30', visa('DEU')).ids).toEqual([`${ROU}-granted`]);
    expect(romania('PAK', '2024-03-31', visa('DEU')).ids).toEqual([ROU_MATRIX]);
    const none = romania('PAK', '2019-05-01');
    expect(none.enforcement).toBe('MAY_BE_REQUIRED');
    expect(none.ids).toEqual([`${ROU}-documents-unknown`]);
  });
});

const MKD = 'mkd-schengen-visa-or-eu-schengen-residence-holders';
const MKD_MATRIX = 'visa-mkd-visa-required';
const macedonia = (passport: string, documents?: Doc[]) => visaAnswer(trip(passport, 'SKP', '2026-12-10', documents), 'North Macedonia');

describe('North Macedonia: a multiple-entry Schengen visa, or residence in an EU or Schengen state (Ministry of Foreign Affairs, https)', () => {
  it('Indian passport with a Schengen (Dutch) visa: no visa, 15 days per entry, the Ministry\'s pages as destination government', () => {
    const a = macedonia('IND', visa('NLD'));
    expect(a.enforcement).toBe('NOT_REQUIRED');
    expect(a.ids).toEqual([`${MKD}-granted`]);
    const rec = a.body.included.find((r) => r.id === `${MKD}-granted`)!;
    expect(rec.attributes.lengthOfStay).toEqual([expect.objectContaining({ type: 'DAYS', value: 15 })]);
    const gov = rec.attributes.sources.filter((s) => s.tier === 'DESTINATION_GOVERNMENT').map((s) => new URL(s.url).hostname);
    expect(gov).toEqual(['mfa.gov.mk', 'www.mfa.gov.mk']);
    expect(rec.attributes.sources.every((s) => s.url.startsWith('https://'))).toBe(true);
  });

  it('residence in Ireland or Cyprus (EU, not Schengen) qualifies, an Irish or Cypriot visa does not (a Schengen C visa is named)', () => {
    for (const issuer of ['IRL', 'CYP']) {
      expect(macedonia('CHN', [{ type: 'RESIDENCE_PERMIT', issuer }]).ids, issuer).toEqual([`${MKD}-granted`]);
      expect(macedonia('CHN', visa(issuer)).ids, issuer).toEqual([MKD_MATRIX]);
    }
  });

  it('UK, US and Canadian visas (a yearly decision whose current term was not read): the matrix visa, and the table says why', () => {
    for (const issuer of ['GBR', 'USA', 'CAN']) {
      const a = macedonia('IND', visa(issuer));
      expect(a.enforcement, issuer).toBe('MANDATORY');
      expect(a.ids, issuer).toEqual([MKD_MATRIX]);
    }
    expect(table.notIncluded.find((n) => n.destination === 'MKD')?.reason).toMatch(/current term/);
  });

  it('without documents: a visa may be required, the exemption named', () => {
    const a = macedonia('PAK');
    expect(a.enforcement).toBe('MAY_BE_REQUIRED');
    expect(a.ids).toEqual([`${MKD}-documents-unknown`]);
  });
});
