// auditfix (issue 22 audit, 2026-11-28): Costa Rica's passport validity by Costa Rica's visa groups, and Bhutan's six months
// counted from departure. Expected dates are worked out by hand from the sentences quoted in
// data/passport-validity/passport-validity.json (arrival 2026-12-10, departure 2026-12-20), on both sides of each boundary:
// Costa Rica's first group 'un día de vigencia' / GOV.UK 'at least 1 day after the day you plan to leave' -> 2026-12-21;
// second group 'valid for more than three months at the time of entry' -> 2027-03-10; third and fourth groups 'mandatory
// validity of 6 months', no day named, so counted from leaving (readingNote) -> 2027-06-20; Bhutan 'valid for six months from
// the intended date of departure from the Kingdom' -> 2027-06-20 (2027-06-10 was the State Department's arrival reading).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { textKey } from '../../scripts/import-passport-validity.js';
import { boundaryTests, rowOf, rowsOf, type Boundary } from './trips.js';

const rows = rowsOf;
const row = rowOf;
const matrix = readFileSync('data/passport-index/passport-index-tidy-iso3.csv', 'utf8').split('\n').map((l) => l.split(','));
const matrixFor = (dest: string, answer: string): string[] => matrix.filter((c) => c[1] === dest && c[2] === answer).map((c) => c[0]!).sort();

describe('auditfix: Costa Rica by visa group', () => {
  it('the default row is the first group: GOV.UK 2026 and France 2026 (own citizens) with La Nación 2026 on Directriz AJ-484-11-2025', () => {
    const d = row('CRI');
    expect(d).toMatchObject({ days: 1, from: 'DEPARTURE' });
    expect(d.passports).toBeUndefined();
    expect(d.sources.map((s) => s.tier)).toEqual(['OTHER_OFFICIAL', 'OTHER_OFFICIAL', 'REPORTED', 'OTHER_OFFICIAL']);
    expect(d.sources[0]!.note).toContain('at least 1 day after the day you plan to leave Costa Rica');
    expect(d.sources[1]!.note).toContain('validité minimale d’un jour au-delà de la date prévue de sortie du Costa Rica');
    expect(d.sources[2]!.note).toContain('un día de vigencia');
    expect(d.sources[2]!.quotes).toMatch(/AJ-484-11-2025/);
    // The old stored copy ('If you hold a passport other than a British Citizen passport, different regulations may apply') is kept, last.
    expect(d.sources[3]!.note).toContain('different regulations may apply');
  });

  it('the second group is the matrix\'s 30-day visa-free passports, 3 months from arrival; the third and fourth the visa-required ones, six months (no day named)', () => {
    expect(row('CRI', 'group2')).toMatchObject({ months: 3, from: 'ARRIVAL' });
    expect(row('CRI', 'group2').passports).toEqual(matrixFor('CRI', '30'));
    expect(row('CRI', 'group3-4')).toMatchObject({ months: 6, from: 'DEPARTURE', text: 'sixMonths' });
    expect(row('CRI', 'group3-4').passports).toEqual(matrixFor('CRI', 'visa required'));
    expect(textKey(row('CRI', 'group3-4'))).toBe('sixMonths');
    for (const id of ['group2', 'group3-4']) {
      expect(row('CRI', id).sources.every((s) => s.tier === 'REPORTED' && !!s.quotes), id).toBe(true);
      expect(row('CRI', id).sources[0]!.note, id).toContain('For third and fourth group nationals, mandatory validity of 6 months');
    }
    // No first-group passport is in a group row; Austria keeps its own six months.
    for (const p of matrixFor('CRI', '180')) {
      expect(row('CRI', 'group2').passports!.includes(p) || row('CRI', 'group3-4').passports!.includes(p), p).toBe(false);
    }
    expect(row('CRI', 'aut')).toMatchObject({ passports: ['AUT'], months: 6, from: 'ARRIVAL' });
  });

  it('Bhutan: six months from departure, the embassy page first (DESTINATION_GOVERNMENT); the State Department kept last, not followed for the day', () => {
    const d = row('BTN');
    expect(d).toMatchObject({ months: 6, from: 'DEPARTURE', blankPages: 1 });
    expect(d.sources[0]).toMatchObject({ tier: 'DESTINATION_GOVERNMENT', url: 'https://www.mfa.gov.bt/rbedhaka/visa-for-visiting-bhutan/' });
    expect(d.sources[0]!.note).toContain('valid for six months from the intended date of departure from the Kingdom');
    expect(d.sources.at(-1)!.url).toMatch(/travel\.state\.gov/);
    expect(d.sources.at(-1)!.note).toMatch(/Not followed for the day counted from \(auditfix/);
    expect(rows('BTN')).toHaveLength(1);
  });
});

const cases: Boundary[] = [
  ['CRI first group (default) 1 day after leaving', 'CRI', 'SJO', 'Costa Rica', 'NLD', '2026-12-21', false, 'passport-validity-cri'],
  ['CRI first group (default)', 'CRI', 'SJO', 'Costa Rica', 'NLD', '2026-12-20', true, 'passport-validity-cri'],
  ['CRI first group, a US passport', 'CRI', 'SJO', 'Costa Rica', 'USA', '2026-12-21', false, 'passport-validity-cri'],
  ['CRI second group 3 months from arrival', 'CRI', 'SJO', 'Costa Rica', 'PHL', '2027-03-10', false, 'passport-validity-cri-group2'],
  ['CRI second group', 'CRI', 'SJO', 'Costa Rica', 'PHL', '2027-03-09', true, 'passport-validity-cri-group2'],
  ['CRI second group, a Turkish passport', 'CRI', 'SJO', 'Costa Rica', 'TUR', '2026-12-21', true, 'passport-validity-cri-group2'],
  ['CRI third and fourth groups 6 months after leaving', 'CRI', 'SJO', 'Costa Rica', 'IND', '2027-06-20', false, 'passport-validity-cri-group3-4'],
  ['CRI third and fourth groups', 'CRI', 'SJO', 'Costa Rica', 'IND', '2027-06-19', true, 'passport-validity-cri-group3-4'],
  ['CRI third and fourth groups, a Chinese passport with the first group\'s day', 'CRI', 'SJO', 'Costa Rica', 'CHN', '2026-12-21', true, 'passport-validity-cri-group3-4'],
  ['CRI Austrian row unchanged, 6 months from arrival', 'CRI', 'SJO', 'Costa Rica', 'AUT', '2027-06-10', false, 'passport-validity-cri-aut'],
  ['CRI Austrian row', 'CRI', 'SJO', 'Costa Rica', 'AUT', '2027-06-09', true, 'passport-validity-cri-aut'],
  ['BTN 6 months after leaving (the embassy page)', 'BTN', 'PBH', 'Bhutan', 'GBR', '2027-06-20', false, 'passport-validity-btn'],
  ['BTN 6 months after leaving', 'BTN', 'PBH', 'Bhutan', 'GBR', '2027-06-19', true, 'passport-validity-btn'],
  ['BTN a US passport too (the State Department\'s arrival reading not followed)', 'BTN', 'PBH', 'Bhutan', 'USA', '2027-06-10', true, 'passport-validity-btn'],
];

describe('auditfix: both sides of each boundary (round trip from New York, 2026-12-10 to 2026-12-20)', () => {
  boundaryTests(cases, '2026-12-10', '2026-12-20');
});
