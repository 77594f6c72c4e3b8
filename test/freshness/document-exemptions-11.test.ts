// Document exemptions, eighth pass (branch exemptions11, issue 28): the Schengen states' own document
// exemption. A valid residence permit issued by a Schengen state replaces the visa for stays of up to
// 90 days in any 180 in the Schengen area (Schengen Borders Code, as the Latvian Ministry of Foreign
// Affairs states it; the Czech Ministry of the Interior adds that Andorran, San Marino and Vatican
// permits do not count and Monaco's do). Recorded for the 28 Schengen states with an airport (Liechtenstein has none),
// from 31 March 2024, when all 29 issuers of the SCHENGEN group applied the Schengen rules on visas.
// Long-stay (D) visas give the same right but are not modelled (the document model cannot tell a D
// visa from a short-stay one): a held Schengen visa is not an exemption here.
// Pinned: the answer with a permit, without documents, with a visa, with a permit of an issuer the
// sources exclude, an expired permit, the first day, and the source tiers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GROUPS, TABLE, type ExemptionsTable } from '../../scripts/import-document-exemptions.js';
import { documentTrip, visaGrouping, type Doc } from './document-trips.js';

const ROOT = join(import.meta.dirname, '../..');
const table = JSON.parse(readFileSync(join(ROOT, TABLE), 'utf8')) as ExemptionsTable;
const rows = table.exemptions.filter((e) => e.id.endsWith('-schengen-residence-permit-holders'));

const permit = (issuer: string, expiryDate?: string): Doc[] => [{ type: 'RESIDENCE_PERMIT', issuer, ...(expiryDate ? { expiryDate } : {}) }];
const answer = (passport: string, airport: string, country: string, documents?: Doc[], day?: string) =>
  visaGrouping(documentTrip(passport, airport, { documents, day }), country);

const LATVIA = 'https://www2.mfa.gov.lv/en/component/content/article/729-consular-info-cat/10497-travel-with-residence-permits-and-long-stay-visas-issued-by-the-schengen-states?Itemid=353';
const CZECHIA = 'https://www.mvcr.cz/migration/docDetail.aspx?docid=21672750&docType=ART&chnum=2';

describe('the table: one row per Schengen state with an airport', () => {
  it('28 rows: the Schengen group less Liechtenstein, each from 2024-03-31, residence permits of the Schengen group and Monaco, no visas', () => {
    const expected = GROUPS.SCHENGEN!.filter((c) => c !== 'LIE');
    expect(rows.map((r) => r.destination).sort()).toEqual(expected);
    for (const r of rows) {
      expect(r.startDate, r.id).toBe('2024-03-31');
      expect(r.endDate, r.id).toBeUndefined();
      expect(r.residencePermits, r.id).toEqual(['SCHENGEN', 'MCO']);
      expect(r.visas, r.id).toEqual([]);
      expect(r.grants, r.id).toBe('NO_VISA');
      expect(r.days, r.id).toBe(90);
      // nwwexempt added France Diplomatie's 2026 advice for Latvia (OTHER_OFFICIAL) after the two ministries.
      const extra = r.destination === 'LVA' ? ['https://www.diplomatie.gouv.fr/fr/information-par-pays/lettonie/conseils-aux-voyageurs-entree-sejour'] : [];
      expect(r.sources.map((s) => s.url), r.id).toEqual([LATVIA, CZECHIA, ...extra]);
      expect(r.sources.slice(0, 2).every((s) => s.tier === 'DESTINATION_GOVERNMENT' && s.url.startsWith('https://')), r.id).toBe(true);
      expect(r.sources.slice(2).every((s) => s.tier === 'OTHER_OFFICIAL' && s.url.startsWith('https://')), r.id).toBe(true);
    }
  });
});

describe('France: Indian passport', () => {
  it('with an Italian residence permit: no visa, 90 days, the Latvian ministry cited as destination government', () => {
    const a = answer('IND', 'CDG', 'France', permit('ITA', '2029-06-30'));
    expect(a.enforcement).toBe('NOT_REQUIRED');
    expect(a.ids).toEqual(['fra-schengen-residence-permit-holders-granted']);
    const rec = a.body.included.find((r) => r.id === 'fra-schengen-residence-permit-holders-granted')!;
    expect(rec.attributes.lengthOfStay).toEqual([expect.objectContaining({ type: 'DAYS', value: 90 })]);
    expect(rec.attributes.sources.find((s) => s.url === LATVIA)?.tier).toBe('DESTINATION_GOVERNMENT');
  });

  it('without documents: a visa may be required, the exemption named', () => {
    const a = answer('IND', 'CDG', 'France');
    expect(a.enforcement).toBe('MAY_BE_REQUIRED');
    expect(a.ids).toEqual(['fra-schengen-residence-permit-holders-documents-unknown']);
  });

  it('with an Italian visa only (a long-stay visa is not modelled): the matrix visa', () => {
    const a = answer('IND', 'CDG', 'France', [{ type: 'VISA', issuer: 'ITA', expiryDate: '2029-06-30' }]);
    expect(a.enforcement).toBe('MANDATORY');
    expect(a.ids).toEqual(['visa-fra-visa-required']);
  });

  it('a permit of Monaco qualifies (Czech Ministry of the Interior)', () => {
    expect(answer('IND', 'CDG', 'France', permit('MCO', '2029-06-30')).ids).toEqual(['fra-schengen-residence-permit-holders-granted']);
  });

  it('permits of Andorra, San Marino, the Vatican, the UK, Ireland or Cyprus do not qualify', () => {
    for (const issuer of ['AND', 'SMR', 'VAT', 'GBR', 'IRL', 'CYP']) {
      const a = answer('IND', 'CDG', 'France', permit(issuer, '2029-06-30'));
      expect(a.enforcement, issuer).toBe('MANDATORY');
      expect(a.ids, issuer).toEqual(['visa-fra-visa-required']);
    }
  });

  it('a permit that expired the day before entry does not qualify; one expiring on the day of entry does', () => {
    expect(answer('IND', 'CDG', 'France', permit('DEU', '2026-12-09')).ids).toEqual(['visa-fra-visa-required']);
    expect(answer('IND', 'CDG', 'France', permit('DEU', '2026-12-10')).ids).toEqual(['fra-schengen-residence-permit-holders-granted']);
  });
});

describe('dates and other destinations', () => {
  it('Germany, Nigerian passport with a Romanian permit: granted on 31 March 2024, the matrix visa on 30 March 2024', () => {
    expect(answer('NGA', 'FRA', 'Germany', permit('ROU'), '2024-03-31').ids).toEqual(['deu-schengen-residence-permit-holders-granted']);
    const before = answer('NGA', 'FRA', 'Germany', permit('ROU'), '2024-03-30');
    expect(before.enforcement).toBe('MANDATORY');
    expect(before.ids).toEqual(['visa-deu-visa-required']);
  });

  it('Spain and Greece, Chinese passport with a Dutch permit: no visa', () => {
    expect(answer('CHN', 'MAD', 'Spain', permit('NLD')).enforcement).toBe('NOT_REQUIRED');
    expect(answer('CHN', 'ATH', 'Greece', permit('NLD')).enforcement).toBe('NOT_REQUIRED');
  });

  it('a visa-free passport is untouched: US passport to Italy with or without a permit', () => {
    for (const documents of [undefined, permit('FRA')]) {
      const a = answer('USA', 'FCO', 'Italy', documents);
      expect(a.ids.some((id) => id.startsWith('ita-schengen-residence-permit-holders'))).toBe(false);
    }
  });
});
