// Document exemptions, ninth pass (branch exemptions12, issue 28): the top-60 destinations not yet
// searched, the Americas, and two Gulf exemptions for residents of other GCC states:
// - Kuwait: a tourist visa on arrival for foreign residents of the UAE, Saudi Arabia, Qatar, Bahrain or
//   Oman (Ministerial Resolution No. 1386 of 2025, Kuwait Alyoum of 10 August 2025, reported);
// - Saudi Arabia: a tourist e-visa for GCC residents of every profession (Ministry of Tourism,
//   9 March 2023, reported; recorded from the day after).
// Pinned: the answer with a qualifying permit, a non-qualifying one, none disclosed, the validity
// boundary, the first day of each scheme, Saudi Arabia's two rows side by side, and the notIncluded
// findings for the 20 destinations of the top-60 list that no pass had searched.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE, type ExemptionsTable } from '../../scripts/import-document-exemptions.js';
import { documentTrip, visaGrouping, type Doc } from './document-trips.js';

const ROOT = join(import.meta.dirname, '../..');
type Table = ExemptionsTable & { notIncluded: { destination: string; reason: string }[] };
const table = JSON.parse(readFileSync(join(ROOT, TABLE), 'utf8')) as Table;
const row = (id: string) => table.exemptions.find((e) => e.id === id)!;

const permit = (issuer: string, expiryDate = '2029-06-30'): Doc[] => [{ type: 'RESIDENCE_PERMIT', issuer, expiryDate }];
const answer = (passport: string, airport: string, country: string, documents?: Doc[], day?: string) =>
  visaGrouping(documentTrip(passport, airport, { documents, day }), country);

const KWT = 'kwt-gcc-residents-visa-on-arrival';
const SAU_GCC = 'sau-gcc-residents-e-visa';
const SAU_VISAS = 'sau-e-visa-document-holders';

describe('the two new rows', () => {
  it('Kuwait: visa on arrival from 2025-08-10 for visa-required passports holding a permit of the five other GCC states', () => {
    const r = row(KWT);
    expect(r.destination).toBe('KWT');
    expect(r.grants).toBe('VISA_ON_ARRIVAL');
    expect(r.startDate).toBe('2025-08-10');
    expect(r.endDate).toBeUndefined();
    expect(r.passports).toEqual({ matrix: ['visa required'] });
    expect(r.visas).toEqual([]);
    expect([...r.residencePermits].sort()).toEqual(['ARE', 'BHR', 'OMN', 'QAT', 'SAU']);
    expect(r.scope).toContain('Resolution No. 1386 of 2025');
  });

  it('Saudi Arabia: e-visa from 2023-03-10 for visa-required passports holding a permit of the five other GCC states', () => {
    const r = row(SAU_GCC);
    expect(r.grants).toBe('E_VISA');
    expect(r.startDate).toBe('2023-03-10');
    expect(r.passports).toEqual({ matrix: ['visa required'] });
    expect([...r.residencePermits].sort()).toEqual(['ARE', 'BHR', 'KWT', 'OMN', 'QAT']);
  });

  it('both rest on dated https reports that name the official act they quote', () => {
    for (const id of [KWT, SAU_GCC]) {
      const sources = row(id).sources;
      expect(sources.length, id).toBe(2);
      for (const s of sources) {
        expect(s.url, id).toMatch(/^https:\/\//);
        expect(s.tier, id).toBe('REPORTED');
        expect(s.quotes, id).toBeTruthy();
        expect(s.publishedAt, id).toMatch(/^20\d\d-\d\d-\d\d$/);
      }
    }
    expect(row(KWT).sources.some((s) => String(s.quotes).includes('1386 of 2025'))).toBe(true);
  });
});

describe('Kuwait: Indian passport (the matrix: visa required)', () => {
  it('with a UAE residence permit: visa on arrival', () => {
    const a = answer('IND', 'KWI', 'Kuwait', permit('ARE'));
    expect(a.enforcement).toBe('MANDATORY');
    expect(a.ids).toEqual([`${KWT}-granted`]);
  });

  it('with a permit of a state the resolution does not name (Jordan) or a US visa: the matrix visa', () => {
    for (const documents of [permit('JOR'), [{ type: 'VISA', issuer: 'USA', expiryDate: '2029-06-30' } as Doc]]) {
      const a = answer('IND', 'KWI', 'Kuwait', documents);
      expect(a.enforcement).toBe('MANDATORY');
      expect(a.ids).toEqual(['visa-kwt-visa-required']);
    }
  });

  it('without documents: a visa may be required, the exemption named', () => {
    const a = answer('IND', 'KWI', 'Kuwait');
    expect(a.enforcement).toBe('MAY_BE_REQUIRED');
    expect(a.ids).toEqual([`${KWT}-documents-unknown`]);
  });

  it('a permit that expired the day before entry does not qualify; one expiring on the day does', () => {
    expect(answer('IND', 'KWI', 'Kuwait', permit('SAU', '2026-12-09')).ids).toEqual(['visa-kwt-visa-required']);
    expect(answer('IND', 'KWI', 'Kuwait', permit('SAU', '2026-12-10')).ids).toEqual([`${KWT}-granted`]);
  });

  it('the resolution applies from its publication on 10 August 2025, not the day before', () => {
    expect(answer('PAK', 'KWI', 'Kuwait', permit('QAT'), '2025-08-10').ids).toEqual([`${KWT}-granted`]);
    expect(answer('PAK', 'KWI', 'Kuwait', permit('QAT'), '2025-08-09').ids).toEqual(['visa-kwt-visa-required']);
  });

  it('a passport the matrix already answers otherwise is untouched (US passport: visa on arrival)', () => {
    for (const documents of [undefined, permit('ARE')]) {
      const a = answer('USA', 'KWI', 'Kuwait', documents);
      expect(a.ids.some((id) => id.startsWith(KWT))).toBe(false);
    }
  });
});

describe('Saudi Arabia: Nigerian passport (the matrix: visa required), two rows', () => {
  it('with a Qatari residence permit: the GCC residents\' e-visa', () => {
    const a = answer('NGA', 'RUH', 'Saudi Arabia', permit('QAT'));
    expect(a.enforcement).toBe('MANDATORY');
    expect(a.ids).toEqual([`${SAU_GCC}-granted`]);
  });

  it('with a US visa: the earlier row\'s e-visa, not the GCC one', () => {
    const a = answer('NGA', 'RUH', 'Saudi Arabia', [{ type: 'VISA', issuer: 'USA', expiryDate: '2029-06-30' }]);
    expect(a.ids).toEqual([`${SAU_VISAS}-granted`]);
  });

  it('without documents: a visa may be required, both exemptions named', () => {
    const a = answer('NGA', 'RUH', 'Saudi Arabia');
    expect(a.enforcement).toBe('MAY_BE_REQUIRED');
    expect([...a.ids].sort()).toEqual([`${SAU_VISAS}-documents-unknown`, `${SAU_GCC}-documents-unknown`]);
  });

  it('a Saudi residence permit is not a permit of another GCC state: the matrix visa', () => {
    expect(answer('NGA', 'RUH', 'Saudi Arabia', permit('SAU')).ids).toEqual(['visa-sau-visa-required']);
  });

  it('recorded from 10 March 2023, the day after the announcement', () => {
    expect(answer('NGA', 'RUH', 'Saudi Arabia', permit('ARE'), '2023-03-10').ids).toEqual([`${SAU_GCC}-granted`]);
    expect(answer('NGA', 'RUH', 'Saudi Arabia', permit('ARE'), '2023-03-09').ids).toEqual(['visa-sau-visa-required']);
  });

  it('an e-visa passport (India) gets no record of the GCC row', () => {
    for (const documents of [undefined, permit('ARE')]) {
      const a = answer('IND', 'RUH', 'Saudi Arabia', documents);
      expect(a.ids.some((id) => id.startsWith(SAU_GCC)), String(documents)).toBe(false);
    }
  });
});

describe('the top-60 destinations no pass had searched', () => {
  const twenty = ['USA', 'CHN', 'THA', 'GBR', 'JPN', 'HKG', 'RUS', 'MAC', 'IND', 'VNM', 'IDN', 'ZAF', 'AUS', 'TUN', 'IRN', 'KGZ', 'BRA', 'KHM', 'UZB', 'CUB'];
  const ninth = table.notIncluded.filter((n) => n.reason.includes('(exemptions12'));

  it('each has exactly one notIncluded finding of this pass, dated, and none has a row', () => {
    for (const t of twenty) {
      const mine = ninth.filter((n) => n.destination === t);
      expect(mine.length, t).toBe(1);
      expect(mine[0]!.reason, t).toContain('researched 2026-11-27');
      expect(mine[0]!.reason, t).toMatch(/Not recorded/);
      expect(table.exemptions.some((e) => e.destination === t), t).toBe(false);
    }
  });

  it('a "none stated" finding names the page read; where no official page was read it says it is not a finding', () => {
    const read = ['USA', 'THA', 'GBR', 'JPN', 'VNM', 'KGZ'];
    for (const t of read) expect(ninth.find((n) => n.destination === t)!.reason, t).toMatch(/Read: /);
    for (const t of ['HKG', 'RUS', 'TUN', 'IRN', 'KHM', 'UZB']) {
      expect(ninth.find((n) => n.destination === t)!.reason, t).toContain('Not a finding that none exists');
    }
  });

  it('transit-only facilities are named as transit (the UK\'s and China\'s), and the Kyrgyz simplified visa as a facilitation', () => {
    expect(ninth.find((n) => n.destination === 'GBR')!.reason).toMatch(/transit facilities/);
    expect(ninth.find((n) => n.destination === 'CHN')!.reason).toMatch(/is transit, not an entry exemption/);
    expect(ninth.find((n) => n.destination === 'KGZ')!.reason).toMatch(/a visa facilitation, not an exemption/);
  });

  it('the Americas searched without a citable source stay out: Jamaica, the Bahamas, Antigua and Barbuda', () => {
    for (const t of ['JAM', 'BHS', 'ATG']) {
      expect(ninth.some((n) => n.destination === t), t).toBe(true);
      expect(table.exemptions.some((e) => e.destination === t), t).toBe(false);
    }
  });
});
