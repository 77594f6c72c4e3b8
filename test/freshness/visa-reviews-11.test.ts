// Reviews of branch reviews11 (issue 28, 2026-11-27): no source found for the 19 destinations still
// unreviewed could confirm the matrix, so none is claimed. Saint Lucia and Nauru are recorded for the
// first time as NOT_VERIFIED (what was read, and why it is not agreement); nine records looked at
// again carry the new finding. The tests check the records against the matrix and that no coverage
// statement, and so no source tier in an answer, comes from them.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { visaAnswer } from './trips.js';
import { ROOT, matrix, review, reviews, answered, expectStillOpen, claimedOutsideAdvice, citedOutsideAdvice, ADVICE_PASSPORTS, REVIEWED_IN_12, REVIEWED_IN_NWW } from './reviews.js';
import { report } from '../../scripts/report-visa-reviews.js';

const generated = JSON.parse(readFileSync(join(ROOT, 'rules/changes/changes-2025-2026.json'), 'utf8')) as {
  coverage: Array<{ topic: string; territories: string[]; passports?: string[] }>;
};
const visaStatementsFor = (d: string) => generated.coverage.filter((c) => c.topic === 'VISA' && c.territories.includes(d));

describe('reviews11: Saint Lucia, first recorded, not verified', () => {
  it("is one NOT_VERIFIED record that claims no passport and names the matrix's 48 'visa on arrival' answers", () => {
    expect(reviews.reviews.filter((r) => r.destination === 'LCA')).toHaveLength(1);
    const r = review('LCA');
    expectStillOpen('LCA');
    expect(r?.reviewedAt).toBe('2026-11-27');
    expect(claimedOutsideAdvice(r!.destination)).toEqual([]);
    expect(citedOutsideAdvice(r!.destination)).toEqual([]);
    const voa = answered('LCA', 'visa on arrival');
    expect(voa).toHaveLength(48);
    expect(r?.scope).toContain(`'visa on arrival' for ${voa.length} passports`);
    for (const p of ['IND', 'KEN', 'GHA', 'PHL']) expect(voa, p).toContain(p);
  });

  it("keeps the Ministry's airport application 'in some circumstances' apart from an unconditional visa on arrival, and claims nothing for Emirati passports alone", () => {
    const scope = review('LCA')!.scope;
    expect(scope).toContain("'in some circumstances'");
    expect(scope).toContain('not agreement');
    expect(scope).toContain('externalaffairs.gov.lc');
    // The 2017 announcement agrees with the matrix's 60 days, which is not an answer under review.
    expect(matrix.get('ARE>LCA')).toBe('60');
    expect(scope).toContain('60 days');
    expect(scope).toContain('not claimed');
    // The 2024 agreement with India covers diplomatic and official passports only: the ordinary passport keeps the matrix answer.
    expect(matrix.get('IND>LCA')).toBe('visa on arrival');
    expect(scope).toContain('diplomatic and official passports only');
  });
});

describe('reviews11: Nauru, first recorded, not verified', () => {
  it("names exactly the 13 passports the matrix answers 'visa on arrival' and claims none", () => {
    const r = review('NRU');
    expectStillOpen('NRU');
    expect(r?.reviewedAt).toBe('2026-11-27');
    expect(claimedOutsideAdvice(r!.destination)).toEqual([]);
    expect(citedOutsideAdvice(r!.destination)).toEqual([]);
    expect(answered('NRU', 'visa on arrival')).toEqual(['FJI', 'FSM', 'ISR', 'KIR', 'MHL', 'PLW', 'PNG', 'SLB', 'TON', 'TUV', 'TWN', 'VUT', 'WSM']);
    const scope = r!.scope;
    expect(scope).toContain("'visa on arrival' for 13 passports");
    for (const name of ['Fiji', 'Israel', 'Kiribati', 'Marshall Islands', 'Micronesia', 'Palau', 'Papua New Guinea', 'Samoa', 'Solomon Islands', 'Taiwan', 'Tonga', 'Tuvalu', 'Vanuatu']) {
      expect(scope, name).toContain(name);
    }
  });

  it('records the contradicting guide and the regulations read only over http, so the next pass does not repeat them', () => {
    const scope = review('NRU')!.scope;
    expect(scope).toContain('pic.or.jp');
    expect(scope).toContain('contradicts');
    expect(scope).toContain('only over http');
    expect(scope).toContain('no statement');
  });
});

describe('reviews11: looked at again, still not verified', () => {
  it.each(['SSD', 'TCD', 'COD', 'GHA', 'MUS', 'SLV', 'MDA', 'TTO', 'JAM'])('%s stays one NOT_VERIFIED record with the reviews11 finding and claims no passport', (d) => {
    expect(reviews.reviews.filter((r) => r.destination === d)).toHaveLength(1);
    const r = review(d);
    expectStillOpen(d);
    expect(r?.scope).toContain('Looked at again on 2026-11-27 (reviews11)');
    expect(claimedOutsideAdvice(r!.destination)).toEqual([]);
  });

  it("Chad: Japan's advice of 12 October 2022 names no kind of visa, so it is not agreement with the matrix's 'e-visa' for Japanese passports", () => {
    expect(matrix.get('JPN>TCD')).toBe('e-visa');
    const scope = review('TCD')!.scope;
    expect(scope).toContain('12 October 2022');
    expect(scope).toContain('neither is agreement');
  });

  it("Moldova: the eVisa page gives the kind for every visa national but names none; the matrix's e-visa answers stay unclaimed", () => {
    expect(answered('MDA', 'e-visa')).toHaveLength(92);
    const scope = review('MDA')!.scope;
    expect(scope).toContain('evisa.gov.md');
    expect(scope).toContain('names none');
    expect(scope).toContain('13 March 2026');
  });

  it("Moldova: the invitation states named in the 2018 report are 'e-visa' in the matrix but need an invitation, so none is claimed", () => {
    for (const p of ['AFG', 'BGD', 'BFA', 'CMR', 'TCD', 'CIV', 'EGY', 'PRK', 'ERI', 'GHA', 'IRQ', 'TUN', 'SYR']) {
      expect(matrix.get(`${p}>MDA`), p).toBe('e-visa');
    }
    const r = review('MDA')!;
    expect(r.scope).toContain('13 April 2018');
    expect(r.scope).toContain('only against an invitation');
    expect(claimedOutsideAdvice('MDA')).toEqual([]);
  });

  it('Ghana: the sentence on visas on arrival was read only on a third-party copy, which is not cited', () => {
    const r = review('GHA')!;
    expect(r.scope).toContain('third-party copy of that page');
    expect(r.sources.some((s) => s.url.includes('gis.gov.gh'))).toBe(false);
    // 23 'visa on arrival' answers: the 22 African passports the record speaks of, and the Emirati one.
    const voa = answered('GHA', 'visa on arrival');
    expect(voa).toHaveLength(23);
    expect(voa.filter((p) => p !== 'ARE')).toHaveLength(22);
    expect(r.scope).toContain('22 African passports');
  });
});

describe('reviews11: nothing claimed, so nothing generated', () => {
  it.each(['LCA', 'NRU', 'SSD', 'TCD', 'COD', 'GHA', 'MUS', 'SLV', 'MDA', 'TTO', 'JAM'])('%s has no VISA statement from the reviews', (d) => {
    // Since reviews12, statements name only passports of the five governments whose advice it read.
    // Since nwwexempt, Chad's statements name the passports of the 2026 pages it read (DEU, ESP, ITA).
    for (const c of visaStatementsFor(d)) for (const p of c.passports ?? ['ALL']) expect([...ADVICE_PASSPORTS, ...(REVIEWED_IN_NWW[d] ?? [])], `${d} ${p}`).toContain(p);
    if (!REVIEWED_IN_12.includes(d) && !(d in REVIEWED_IN_NWW)) expect(visaStatementsFor(d)).toEqual([]);
  });

  it('the report still counts 109 of the 128 destinations with moving answers as reviewed, the 19 others listed', () => {
    const r = report();
    expect(r.movingDestinations).toHaveLength(128);
    const notYet = r.movingDestinations.filter((d) => !d.reviewed).map((d) => d.destination).sort();
    // Chad, the last, was reviewed by nwwexempt on the 2026 pages of 16 governments.
    expect(notYet).toEqual([]);
    // reviews12 reviewed 18 of them on the advice pages of five governments, nwwexempt Chad; the 19 are the same list.
    expect([...notYet, ...REVIEWED_IN_12, ...Object.keys(REVIEWED_IN_NWW).filter((d) => !REVIEWED_IN_12.includes(d))].sort()).toEqual(['COD', 'COG', 'ERI', 'GHA', 'JAM', 'LCA', 'MDA', 'MEX', 'MLI', 'MUS', 'NRU', 'SDN', 'SEN', 'SLV', 'SSD', 'TCD', 'TTO', 'VUT', 'YEM']);
  });

  it('Indian passport Delhi to Saint Lucia (Hewanorra): no reviewed tier (destination government or reported) backs the visa answer', () => {
    const tiers = visaAnswer('IND', 'DEL', 'UVF', 'LCA').tiers ?? [];
    expect(tiers).not.toContain('DESTINATION_GOVERNMENT');
    expect(tiers).not.toContain('REPORTED');
  });
});
