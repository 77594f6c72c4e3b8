// Reviews of branch reviews6 (issue 28, 2026-11-27): each review's claim about the matrix snapshot
// is checked against the matrix itself (the passports named, and the ones deliberately left out),
// the dated change against its sources, and a few answers end to end through the engine.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHANGES, type ChangesTable } from '../../scripts/import-visa-changes.js';
import { visaAnswer } from './trips.js';
import { matrix, review, ROOT, answered } from './reviews.js';

/** The passports a review names, sorted. */
const named = (destination: string): string[] => [...(review(destination)?.passports ?? [])].sort();

const changes = (JSON.parse(readFileSync(join(ROOT, CHANGES), 'utf8')) as ChangesTable).changes;

describe('reviews6: what each review claims agrees with the matrix for exactly the passports it names', () => {
  it("Cambodia: CHANGED by the trial exemption for Chinese and Macao SAR passports; both are 'visa on arrival' in the matrix; Hong Kong and Taiwan not claimed", () => {
    const r = review('KHM')!;
    expect(r.result).toBe('CHANGED');
    expect(r.changes).toEqual(['khm-visa-free-trial-chn-2026']);
    expect(named('KHM')).toEqual(['CHN', 'MAC']);
    for (const p of ['CHN', 'MAC', 'HKG', 'TWN']) expect(matrix.get(`${p}>KHM`), p).toBe('visa on arrival');
    for (const p of ['HKG', 'TWN']) expect(named('KHM'), p).not.toContain(p);
  });

  it('Cambodia: the trial is one period of 14 days from 2026-06-15 to 2026-10-15, with no record before or after it (the matrix answer stands)', () => {
    const change = changes.find((c) => c.id === 'khm-visa-free-trial-chn-2026')!;
    expect(change.destination).toBe('KHM');
    expect(change.periods).toHaveLength(1);
    const p = change.periods[0]!;
    expect(p).toMatchObject({ answer: 'VISA_FREE_UNTIL', days: 14, startDate: '2026-06-15', endDate: '2026-10-15' });
    expect([...p.passports].sort()).toEqual(['CHN', 'MAC']);
    // Reported only: every source names the official notice it quotes and is read over https.
    for (const s of change.sources) {
      expect(s.tier).toBe('REPORTED');
      expect(s.quotes).toBeTruthy();
      expect(s.url).toMatch(/^https:\/\//);
    }
    // The Ministry of Tourism's announcement (January 2026) is quoted by at least two copies.
    expect(change.sources.filter((s) => /Ministry of Tourism of Cambodia/.test(String(s.quotes ?? ''))).length).toBeGreaterThanOrEqual(2);
  });

  it("India: Pakistani and Chinese passports, both 'visa required' in the matrix; the conditional visa on arrival of Japan, South Korea and the UAE not claimed", () => {
    expect(review('IND')?.result).toBe('UNCHANGED');
    expect(named('IND')).toEqual(['CHN', 'PAK']);
    for (const p of ['CHN', 'PAK']) expect(matrix.get(`${p}>IND`), p).toBe('visa required');
    expect(answered('IND', 'visa on arrival')).toEqual(['ARE', 'JPN', 'KOR']);
    for (const p of ['ARE', 'JPN', 'KOR', 'USA', 'GBR']) expect(named('IND'), p).not.toContain(p);
  });

  it("Iran: the 15-day exemption's passports in force since 4 February 2024, less India (suspended from 22 November 2025) and Venezuela (not on the embassy's list)", () => {
    expect(review('IRN')?.result).toBe('UNCHANGED');
    expect(named('IRN')).toEqual(answered('IRN', '15').filter((p) => p !== 'VEN'));
    expect(named('IRN')).toHaveLength(27);
    expect(matrix.get('VEN>IRN')).toBe('15');
    expect(matrix.get('IND>IRN')).toBe('visa on arrival');
    for (const p of ['IND', 'VEN', 'RUS', 'LBN', 'MYS']) expect(named('IRN'), p).not.toContain(p);
    // The list rests on Iran's own embassy (destination government), dated.
    const embassy = review('IRN')!.sources.find((s) => s.url.includes('mfa.gov.ir'))!;
    expect(embassy.tier).toBe('DESTINATION_GOVERNMENT');
    expect(embassy.publishedAt).toBe('2024-02-01');
  });

  it("Taiwan: the eight eVisa nationalities of the Ministry's 2016 expansion, all 'e-visa' in the matrix; the Philippine, Thai and Bruneian trial and the TAC passports not claimed", () => {
    const eight = ['ARE', 'BHR', 'DMA', 'KWT', 'MNE', 'OMN', 'QAT', 'SAU'];
    expect(review('TWN')?.result).toBe('UNCHANGED');
    expect(named('TWN')).toEqual(eight);
    for (const p of eight) expect(matrix.get(`${p}>TWN`), p).toBe('e-visa');
    // The 14-day trial (announced end 2026-07-31, no extension found) stays unverified.
    for (const p of ['PHL', 'THA', 'BRN']) {
      expect(matrix.get(`${p}>TWN`), p).toBe('14');
      expect(named('TWN'), p).not.toContain(p);
    }
    for (const p of ['KHM', 'LAO', 'MMR', 'VNM']) expect(named('TWN'), p).not.toContain(p);
    expect(review('TWN')!.sources.map((s) => s.tier)).toEqual(['DESTINATION_GOVERNMENT']);
  });

  it("Oman: Russia's 14 days and the GCC passports' 'visa free'; the listed countries answered 'visa on arrival' and the conditional group not claimed", () => {
    expect(review('OMN')?.result).toBe('UNCHANGED');
    expect(named('OMN')).toEqual(['ARE', 'BHR', 'KWT', 'QAT', 'RUS', 'SAU']);
    expect(matrix.get('RUS>OMN')).toBe('14');
    expect(answered('OMN', 'visa free')).toEqual(['ARE', 'BHR', 'KWT', 'QAT', 'SAU']);
    // On the 2023 list, but the matrix answers 'visa on arrival': a different kind, not claimed.
    for (const p of ['USA', 'GBR', 'DEU', 'CHN']) {
      expect(matrix.get(`${p}>OMN`), p).toBe('visa on arrival');
      expect(named('OMN'), p).not.toContain(p);
    }
    // 14 days in the matrix, but only with a GCC residence or certain visas (a document exemption).
    for (const p of ['ARM', 'BLR', 'BIH', 'KAZ', 'UZB']) {
      expect(matrix.get(`${p}>OMN`), p).toBe('14');
      expect(named('OMN'), p).not.toContain(p);
    }
  });

  it('every source is tiered, dated by its read, over https; a reported one names the official notice it quotes', () => {
    for (const destination of ['KHM', 'IND', 'IRN', 'TWN', 'OMN']) {
      const r = review(destination)!;
      expect(r.status, destination).toBe('PARTIAL');
      expect(r.reviewedAt, destination).toBe('2026-11-27');
      for (const s of r.sources) {
        expect(s.tier, `${destination}: ${s.title}`).toMatch(/^(DESTINATION_GOVERNMENT|OTHER_OFFICIAL|DATASET|REPORTED)$/);
        expect(s.readAt, s.title).toMatch(/^2026-11-2[67]$/);
        expect(s.url, s.title).toMatch(/^https:\/\//);
        if (s.tier === 'REPORTED') expect(s.quotes, s.title).toBeTruthy();
      }
    }
  });
});

describe('reviews6: through the engine', () => {
  const answer = visaAnswer;

  it('Chinese passport to Phnom Penh on 2026-12-10, after the trial: the visa on arrival again, no trial record', () => {
    const { ids, tiers } = answer('CHN', 'PEK', 'PNH', 'KHM');
    expect(ids).toContain('visa-khm-visa-on-arrival');
    expect(ids).not.toContain('khm-visa-free-trial-chn');
    expect(tiers).toContain('REPORTED');
  });

  it("Japanese passport to Tehran: 15 days visa-free, backed by Iran's embassy (destination government); Indian passport: the matrix only", () => {
    const jpn = answer('JPN', 'NRT', 'IKA', 'IRN');
    expect(jpn.ids).toContain('visa-irn-visa-free-15');
    expect(jpn.tiers).toContain('DESTINATION_GOVERNMENT');
    expect(answer('IND', 'DEL', 'IKA', 'IRN').tiers ?? []).not.toContain('DESTINATION_GOVERNMENT');
  });

  it('Pakistani passport to Delhi: visa required, backed by the review; US passport (e-visa): the matrix only', () => {
    const pak = answer('PAK', 'KHI', 'DEL', 'IND');
    expect(pak.ids).toContain('visa-ind-visa-required');
    expect(pak.tiers).toContain('REPORTED');
    expect(answer('USA', 'JFK', 'DEL', 'IND').tiers ?? []).not.toContain('REPORTED');
  });
});
