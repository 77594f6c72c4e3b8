// Reviews of branch reviews10 (issue 28, 2026-11-27): Thailand's review for Bangladeshi and Nigerian
// passports is checked against the matrix (the passports it names, and those of the same answer it
// leaves out), its sources against the tier conventions, and end to end through the engine; the
// unsettled 2026 cut of the exemption lists stays named in its scope.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { visaAnswer } from './trips.js';
import { ROOT, matrix, review, answered, expectStillOpen, claimedOutsideAdvice } from './reviews.js';

describe('reviews10: Thailand, Bangladeshi and Nigerian passports (e-visa)', () => {
  it('claims BGD and NGA only, both "e-visa" in the matrix; the other 84 e-visa passports and the visa-on-arrival ones are not claimed', () => {
    const r = review('THA');
    expect(r?.result).toBe('UNCHANGED');
    expect(r?.status).toBe('PARTIAL');
    expect(r?.reviewedAt).toBe('2026-11-27');
    expect(r?.passports).toEqual(['BGD', 'NGA']);
    for (const p of ['BGD', 'NGA']) expect(matrix.get(`${p}>THA`), p).toBe('e-visa');
    const others = answered('THA', 'e-visa').filter((p) => p !== 'BGD' && p !== 'NGA');
    expect(others).toHaveLength(84);
    // Named by the Abuja statement only as places of residence, not as nationalities: not claimed.
    for (const p of ['GHA', 'CMR', 'BEN', 'CAF', 'GNQ', 'STP', 'TCD']) {
      expect(others, p).toContain(p);
      expect(r?.passports, p).not.toContain(p);
    }
    expect(answered('THA', 'visa on arrival')).toHaveLength(15);
  });

  it('keeps the earlier finding on the 2026 cut (Cabinet decision of 19 May 2026, no Royal Gazette date) in its scope', () => {
    const scope = review('THA')!.scope;
    expect(scope).toContain('19 May 2026');
    expect(scope).toContain('Royal Gazette');
    expect(scope).toContain('Not covered');
    // Chinese passports: the matrix's 60 days is not claimed (30 days under the 2024 agreement).
    expect(matrix.get('CHN>THA')).toBe('60');
    expect(review('THA')!.passports).not.toContain('CHN');
  });

  it('rests on dated reports over https, each quoting the Thai notice it relays; the announcement names no nationality', () => {
    const sources = review('THA')!.sources;
    expect(sources).toHaveLength(4);
    for (const s of sources) {
      expect(s.tier, s.title).toBe('REPORTED');
      expect(s.url, s.title).toMatch(/^https:\/\//);
      expect(s.publishedAt, s.title).toMatch(/^202[45]-\d\d-\d\d$/);
      expect(String(s.quotes), s.title).toMatch(/Ministry of Foreign Affairs of Thailand|Royal Thai Embassy/);
      expect(String(s.note), s.title).toContain('stored copy');
    }
    const ministry = sources.find((s) => String(s.quotes).startsWith('Ministry of Foreign Affairs of Thailand'));
    expect(ministry?.quotes).toContain('1 January 2025');
    expect(ministry?.note).toContain('names no nationality');
    expect(sources.filter((s) => String(s.quotes).includes('Dhaka'))).toHaveLength(2);
    const abuja = sources.find((s) => String(s.quotes).includes('Abuja'));
    expect(abuja?.note).toContain('Nigerian passports only');
    // The 2026 report and the 2024 agreement back no claimed passport: not cited (named in the scope).
    expect(sources.some((s) => s.url.includes('air-travel.com.ua'))).toBe(false);
  });

  it('the generated VISA statement for Thailand names exactly the two passports', () => {
    const generated = JSON.parse(readFileSync(join(ROOT, 'rules/changes/changes-2025-2026.json'), 'utf8')) as { coverage: Array<{ topic: string; territories: string[]; passports?: string[] }> };
    const tha = generated.coverage.filter((c) => c.topic === 'VISA' && c.territories.includes('THA'));
    expect(tha).toHaveLength(1);
    expect([...(tha[0]!.passports ?? [])].sort()).toEqual(['BGD', 'NGA']);
  });
});

describe('reviews10: through the engine', () => {
  it('Bangladeshi passport Dhaka to Bangkok: backed by the review (REPORTED); Pakistani passport (e-visa, not claimed): no VISA entry from the review', () => {
    const bgd = visaAnswer('BGD', 'DAC', 'BKK', 'THA').tiers;
    expect(bgd).toBeDefined();
    expect(bgd).toContain('REPORTED');
    expect(matrix.get('PAK>THA')).toBe('e-visa');
    const pak = visaAnswer('PAK', 'KHI', 'BKK', 'THA').tiers;
    expect(pak ?? []).not.toContain('REPORTED');
  });

  it('Nigerian passport Lagos to Bangkok: backed by the review (REPORTED)', () => {
    const nga = visaAnswer('NGA', 'LOS', 'BKK', 'THA').tiers;
    expect(nga).toBeDefined();
    expect(nga).toContain('REPORTED');
  });
});

describe('reviews10: Albania, Indian passports (e-visa)', () => {
  it('claims IND only, "e-visa" in the matrix; the other 105 e-visa passports and the seasonal five are not claimed', () => {
    const r = review('ALB');
    expect(r?.result).toBe('UNCHANGED');
    expect(r?.status).toBe('PARTIAL');
    expect(r?.reviewedAt).toBe('2026-11-27');
    expect(r?.passports).toEqual(['IND']);
    expect(matrix.get('IND>ALB')).toBe('e-visa');
    expect(answered('ALB', 'e-visa').filter((p) => p !== 'IND')).toHaveLength(105);
    // The seasonal exemption (2025: SAU, QAT, OMN, THA, IDN) stays unverified: the matrix still says visa free, nothing claimed.
    for (const p of ['SAU', 'QAT', 'OMN', 'THA', 'IDN']) {
      expect(matrix.get(`${p}>ALB`), p).toBe('visa free');
      expect(r?.passports, p).not.toContain(p);
    }
    expect(r?.scope).toContain('no 2026 decision was found');
  });

  it("the Ministry's and the e-Albania pages (undated, destination government) give the kind of visa; the dated report names Indian passports", () => {
    const sources = review('ALB')!.sources;
    const official = sources.filter((s) => s.tier === 'DESTINATION_GOVERNMENT');
    expect(official.map((s) => new URL(s.url).host).sort()).toEqual(['e-albania.al', 'punetejashtme.gov.al']);
    for (const s of official) {
      expect(s.publishedAt, s.title).toBeUndefined();
      expect(String(s.note), s.title).toContain('undated');
    }
    const report = sources.find((s) => s.tier === 'REPORTED');
    expect(report?.publishedAt).toBe('2026-01-26');
    expect(String(report?.quotes)).toContain('Indian citizens');
    for (const s of sources) expect(s.url, s.title).toMatch(/^https:\/\//);
  });

  it('Indian passport Delhi to Tirana: backed by the review (DESTINATION_GOVERNMENT and REPORTED)', () => {
    const ind = visaAnswer('IND', 'DEL', 'TIA', 'ALB').tiers;
    expect(ind).toBeDefined();
    expect(ind).toContain('DESTINATION_GOVERNMENT');
    expect(ind).toContain('REPORTED');
  });

  it("the generated VISA statement of the reviews names Indian passports only (Russian passports, 'e-visa', are covered only by the document-exemption statement)", () => {
    const generated = JSON.parse(readFileSync(join(ROOT, 'rules/changes/changes-2025-2026.json'), 'utf8')) as { coverage: Array<{ topic: string; territories: string[]; passports?: string[] }> };
    const alb = generated.coverage.filter((c) => c.topic === 'VISA' && c.territories.includes('ALB'));
    expect(alb).toHaveLength(1);
    expect(alb[0]!.passports).toEqual(['IND']);
    expect(matrix.get('RUS>ALB')).toBe('e-visa');
  });
});

describe('reviews10: Myanmar, Hong Kong passports (visa on arrival)', () => {
  it("claims HKG only; the five other 'visa on arrival' passports, whose one-year trials have run out with no extension found, are not claimed", () => {
    const r = review('MMR');
    expect(r?.result).toBe('UNCHANGED');
    expect(r?.status).toBe('PARTIAL');
    expect(r?.passports).toEqual(['HKG']);
    expect(answered('MMR', 'visa on arrival')).toEqual(['CHN', 'HKG', 'IND', 'JPN', 'KOR', 'MAC']);
    for (const p of ['CHN', 'IND', 'JPN', 'KOR', 'MAC']) expect(r?.passports, p).not.toContain(p);
    // The trial of 21 October 2025 'for one year' ran to the day before the anniversary, before the review date.
    const end = new Date(Date.UTC(2025, 9, 21));
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    end.setUTCDate(end.getUTCDate() - 1);
    expect(end.toISOString().slice(0, 10)).toBe('2026-10-20');
    expect(end.toISOString().slice(0, 10) < r!.reviewedAt).toBe(true);
    expect(r?.scope).toContain('to 20 October 2026, with no extension found');
    expect(r?.scope).toContain('29 August 2026 with no extension found');
  });

  it('rests on one dated report over https quoting the Ministry, which names the six passports and their start dates', () => {
    const sources = review('MMR')!.sources;
    expect(sources).toHaveLength(1);
    const s = sources[0]!;
    expect(s.tier).toBe('REPORTED');
    expect(s.publishedAt).toBe('2025-11-25');
    expect(s.url).toMatch(/^https:\/\//);
    for (const w of ['Hong Kong passports from 11 March 2024', '30 August 2025', '21 October 2025', 'Ministry of Hotels and Tourism']) expect(String(s.quotes), w).toContain(w);
  });

  it('Hong Kong passport to Yangon: backed by the review (REPORTED); Japanese passport (not claimed): no report', () => {
    const hkg = visaAnswer('HKG', 'HKG', 'RGN', 'MMR').tiers;
    expect(hkg).toBeDefined();
    expect(hkg).toContain('REPORTED');
    const jpn = visaAnswer('JPN', 'NRT', 'RGN', 'MMR').tiers;
    expect(jpn ?? []).not.toContain('REPORTED');
  });
});

describe('reviews10: Chad looked at again, still not verified', () => {
  it("records the US Embassy alert of June 2025 (reported) and keeps the newer matrix answer for US passports ('e-visa')", () => {
    const r = review('TCD');
    // Since nwwexempt: reviewed for DEU, ESP and ITA only, this finding carried (expectStillOpen).
    expectStillOpen('TCD');
    expect(claimedOutsideAdvice('TCD')).toEqual([]);
    expect(r?.passports ?? []).not.toContain('USA');
    expect(r?.scope).toContain('Looked at again on 2026-11-27 (reviews10)');
    expect(r?.scope).toContain('9 June 2025');
    expect(matrix.get('USA>TCD')).toBe('e-visa');
  });
});

describe('reviews10: Senegal, Vanuatu and Jamaica looked at again, still not verified', () => {
  it.each(['SEN', 'VUT', 'JAM'])('%s stays NOT_VERIFIED with the reviews10 finding and claims no passport', (d) => {
    const r = review(d);
    expectStillOpen(d);
    expect(claimedOutsideAdvice(d)).toEqual([]);
    expect(r?.scope).toContain('Looked at again on 2026-11-27 (reviews10)');
  });

  it("Senegal: the six passports the December 2024 report places in a category are all 'visa on arrival' in the matrix, a different kind of answer", () => {
    for (const p of ['ARG', 'ZAF', 'DZA', 'RUS', 'TUR', 'CHN']) expect(matrix.get(`${p}>SEN`), p).toBe('visa on arrival');
    expect(review('SEN')!.scope).toContain('A different kind of answer');
  });
});
