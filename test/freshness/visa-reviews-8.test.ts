// Reviews of branch reviews8 (issue 28, 2026-11-27): Qatar's review for US passports is checked
// against the matrix (the one passport it names, and the ones of the same answer it leaves out), its
// sources against the tier conventions, and end to end through the engine; the destinations looked
// at again without a settling source stay NOT_VERIFIED and claim no passport.
import { describe, expect, it } from 'vitest';
import { visaTiers } from './trips.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, matrix, review, answered, expectStillOpen, claimedOutsideAdvice, citedOutsideAdvice } from './reviews.js';

describe('reviews8: Qatar, US passports', () => {
  it('claims US passports only, which the matrix answers with Qatar\'s waiver on arrival ("visa on arrival")', () => {
    const r = review('QAT');
    expect(r?.result).toBe('UNCHANGED');
    expect(r?.status).toBe('PARTIAL');
    expect(r?.passports).toEqual(['USA']);
    expect(matrix.get('USA>QAT')).toBe('visa on arrival');
    // The other passports of the same answer are not spoken of by the sources: not claimed.
    const voa = answered('QAT', 'visa on arrival');
    expect(voa).toHaveLength(93);
    for (const p of ['GBR', 'DEU', 'FRA', 'CAN', 'AUS']) {
      expect(voa, p).toContain(p);
      expect(r?.passports, p).not.toContain(p);
    }
  });

  it('rests on reports quoting the DHS/State announcement of 24 September 2024, dated, over https', () => {
    const sources = review('QAT')!.sources;
    expect(sources.length).toBeGreaterThanOrEqual(2);
    for (const s of sources) {
      expect(s.tier, s.title).toBe('REPORTED');
      expect(String(s.quotes), s.title).toContain('24 September 2024');
      expect(String(s.quotes), s.title).toContain('1 October 2024');
      expect(s.url, s.title).toMatch(/^https:\/\//);
      expect(String(s.publishedAt) >= '2024-09-24', s.title).toBe(true);
    }
    // The scope says what is not covered, so the statement is not read as covering every passport.
    expect(review('QAT')!.scope).toContain('Not covered');
  });
});

describe('reviews8: Ukraine, the four passports a dated report names among the resumed e-visa countries', () => {
  it('claims exactly India, Bhutan, the Maldives and Nepal, all "e-visa" in the matrix; the other e-visa passports not', () => {
    const r = review('UKR');
    expect(r?.result).toBe('UNCHANGED');
    expect([...(r?.passports ?? [])].sort()).toEqual(['BTN', 'IND', 'MDV', 'NPL']);
    for (const p of r!.passports!) expect(matrix.get(`${p}>UKR`), p).toBe('e-visa');
    const others = answered('UKR', 'e-visa').filter((p) => !r!.passports!.includes(p));
    expect(others).toHaveLength(40);
    // On the 2020 list, visa-free in the newer matrix: the old lists cannot stand for the 2025 one.
    for (const p of ['GRD', 'VCT']) expect(matrix.get(`${p}>UKR`), p).toBe('90');
  });

  it("rests on the Consulate's notice (destination government) and a report dated 20 February 2025 naming the four", () => {
    const sources = review('UKR')!.sources;
    const notice = sources.find((s) => s.tier === 'DESTINATION_GOVERNMENT');
    expect(notice?.url).toMatch(/^https:\/\/[a-z]+\.mfa\.gov\.ua\//);
    expect(String(notice?.note)).toContain('19 February 2025');
    const report = sources.find((s) => s.tier === 'REPORTED');
    expect(report?.publishedAt).toBe('2025-02-20');
    for (const country of ['India', 'Bhutan', 'Maldives', 'Nepal']) expect(String(report?.quotes), country).toContain(country);
  });
});

describe('reviews8: Egypt, Chinese passports', () => {
  it('claims Chinese passports only; the conditional arrangements of the same announcement are not claimed', () => {
    const r = review('EGY');
    expect(r?.result).toBe('UNCHANGED');
    expect(r?.passports).toEqual(['CHN']);
    expect(matrix.get('CHN>EGY')).toBe('visa on arrival');
    // Visa on arrival only with a GCC residence, other visas or in groups: the matrix's unconditional answer is not agreement.
    expect(matrix.get('IND>EGY')).toBe('e-visa');
    expect(matrix.get('IRQ>EGY')).toBe('e-visa');
    for (const p of ['DZA', 'MAR', 'IRN']) expect(matrix.get(`${p}>EGY`), p).toBe('visa required');
    for (const p of ['IND', 'IRQ', 'DZA', 'MAR', 'IRN', 'TUR']) expect(r?.passports, p).not.toContain(p);
    // "More than 180 nationalities" in the reports, against 69 "visa required" answers in the matrix: no list claimed.
    expect(answered('EGY', 'visa required')).toHaveLength(69);
  });

  it('every source is a report quoting the Minister of Tourism and Antiquities; the dated one is of 29 March 2023', () => {
    const sources = review('EGY')!.sources;
    for (const s of sources) {
      expect(s.tier, s.title).toBe('REPORTED');
      expect(String(s.quotes), s.title).toContain('Ahmed Issa');
      expect(String(s.quotes), s.title).toMatch(/China|Chinese/);
    }
    expect(sources.map((s) => s.publishedAt).filter(Boolean)).toEqual(['2023-03-29']);
  });
});

describe('reviews8: Hong Kong, the four ASEAN passports named by the 2024 Policy Address', () => {
  it('claims exactly Cambodia, Laos, Myanmar and Vietnam, all "e-visa" in the matrix; mainland China (visa required) and the visa-free ASEAN passports not', () => {
    const r = review('HKG');
    expect(r?.result).toBe('UNCHANGED');
    expect([...(r?.passports ?? [])].sort()).toEqual(['KHM', 'LAO', 'MMR', 'VNM']);
    for (const p of r!.passports!) expect(matrix.get(`${p}>HKG`), p).toBe('e-visa');
    expect(matrix.get('CHN>HKG')).toBe('visa required');
    for (const p of ['THA', 'IDN', 'PHL', 'MYS', 'SGP', 'BRN']) {
      expect(matrix.get(`${p}>HKG`), p).not.toBe('e-visa');
      expect(r?.passports, p).not.toContain(p);
    }
  });

  it("the kind of visa rests on the government's own release (e-Visa from 28 December 2021), the nationalities on the dated report", () => {
    const sources = review('HKG')!.sources;
    const release = sources.find((s) => s.tier === 'DESTINATION_GOVERNMENT');
    expect(release?.url).toMatch(/^https:\/\/www\.info\.gov\.hk\//);
    expect(release?.publishedAt).toBe('2021-12-22');
    const report = sources.find((s) => s.tier === 'REPORTED');
    expect(report?.publishedAt).toBe('2024-10-17');
    for (const country of ['Cambodia', 'Laos', 'Myanmar', 'Vietnamese']) expect(String(report?.quotes), country).toContain(country);
  });
});

describe('reviews8: looked at again, still not verified', () => {
  // Colombia's record was replaced by the review of branch reviews9 (visa-reviews-9.test.ts), Thailand's,
  // Albania's and Myanmar's by those of branch reviews10 (visa-reviews-10.test.ts).
  it.each(['GHA', 'MDA', 'JAM', 'TTO', 'SSD', 'VUT', 'SLV'])('%s stays NOT_VERIFIED with the 2026-11-27 finding and claims no passport', (d) => {
    const r = review(d);
    expectStillOpen(d);
    expect(r?.scope).toContain('Looked at again on 2026-11-27');
    expect(claimedOutsideAdvice(r!.destination)).toEqual([]);
  });

  // Lebanon's first-look record was replaced by the review of branch reviews9 (visa-reviews-9.test.ts).
  it.each(['SEN', 'MUS'])('%s: first recorded, NOT_VERIFIED, with what was read and no passport claimed', (d) => {
    const r = review(d);
    expectStillOpen(d);
    expect(r?.reviewedAt).toBe('2026-11-27');
    expect(r?.scope).toContain('Read on 2026-11-27');
    expect(claimedOutsideAdvice(r!.destination)).toEqual([]);
    expect(citedOutsideAdvice(r!.destination)).toEqual([]);
  });

  it('Colombia: British passports keep the matrix answer (90 days), the announced reciprocal visa not being shown in force', () => {
    expect(matrix.get('GBR>COL')).toBe('90');
    expect(review('COL')!.scope).toContain('cannot show that it is later');
  });
});

describe('reviews8: through the engine', () => {
  it('US passport to Doha: backed by the review (REPORTED); British passport (visa on arrival, not claimed): not', () => {
    expect(visaTiers('USA', 'JFK', 'DOH', 'QAT')).toContain('REPORTED');
    expect(visaTiers('GBR', 'LHR', 'DOH', 'QAT')).not.toContain('REPORTED');
  });

  it('Chinese passport to Cairo: backed by the review (REPORTED); British passport (visa on arrival, not claimed): the matrix only', () => {
    expect(visaTiers('CHN', 'PEK', 'CAI', 'EGY')).toContain('REPORTED');
    expect(visaTiers('GBR', 'LHR', 'CAI', 'EGY')).toEqual(['DATASET']);
  });

  it('Vietnamese passport to Hong Kong: backed by the government release and the report; Nigerian passport (e-visa, not claimed): no report', () => {
    const vnm = visaTiers('VNM', 'SGN', 'HKG', 'HKG');
    expect(vnm).toContain('DESTINATION_GOVERNMENT');
    expect(vnm).toContain('REPORTED');
    expect(visaTiers('NGA', 'LOS', 'HKG', 'HKG')).not.toContain('REPORTED');
  });

  it("the generated VISA statements: Ukraine's names the four passports and cites the Consulate's notice; none names a Mexican passport for Ukraine", () => {
    const generated = JSON.parse(readFileSync(join(ROOT, 'rules/changes/changes-2025-2026.json'), 'utf8')) as { coverage: Array<{ topic: string; territories: string[]; passports?: string[]; sources: Array<{ tier?: string }> }> };
    const ukraine = generated.coverage.filter((c) => c.topic === 'VISA' && c.territories.includes('UKR'));
    expect(ukraine).toHaveLength(1);
    expect([...(ukraine[0]!.passports ?? [])].sort()).toEqual(['BTN', 'IND', 'MDV', 'NPL']);
    expect(ukraine[0]!.sources.map((s) => s.tier)).toContain('DESTINATION_GOVERNMENT');
    expect(ukraine[0]!.passports).not.toContain('MEX');
  });
});
