// Reviews of branch reviews9 (issue 28, 2026-11-27): Lebanon's review for British passports is
// checked against the matrix (the passport it names, and those of the same answer it leaves out),
// its source against the tier conventions, and end to end through the engine; Chad, Mexico and
// Trinidad and Tobago, looked at again, and Yemen, the Republic of the Congo, Sudan, Eritrea and
// Mali, recorded for the first time, stay NOT_VERIFIED and claim no passport.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { visaAnswer, visaTiers } from './trips.js';
import { ROOT, matrix, review, answered, expectStillOpen, claimedOutsideAdvice, citedOutsideAdvice } from './reviews.js';

describe('reviews9: Lebanon, British passports', () => {
  it('claims British passports only, which the matrix answers "visa on arrival"; the other 95 such passports are not claimed', () => {
    const r = review('LBN');
    expect(r?.result).toBe('UNCHANGED');
    expect(r?.status).toBe('PARTIAL');
    expect(r?.reviewedAt).toBe('2026-11-27');
    expect(r?.passports).toEqual(['GBR']);
    expect(matrix.get('GBR>LBN')).toBe('visa on arrival');
    const voa = answered('LBN', 'visa on arrival');
    expect(voa).toHaveLength(96);
    for (const p of ['USA', 'DEU', 'FRA', 'CAN', 'AUS', 'CHN']) {
      expect(voa, p).toContain(p);
      expect(r?.passports, p).not.toContain(p);
    }
    expect(r?.scope).toContain('Not covered');
  });

  it('rests on a dated copy of the FCDO advice (REPORTED, quoting GOV.UK), over https', () => {
    const sources = review('LBN')!.sources;
    expect(sources).toHaveLength(1);
    const s = sources[0]!;
    expect(s.tier).toBe('REPORTED');
    expect(s.publishedAt).toBe('2023-08-10');
    expect(String(s.quotes)).toContain('FCDO');
    expect(String(s.quotes)).toContain('visa on arrival');
    expect(s.url).toMatch(/^https:\/\//);
    expect(String(s.note)).toContain('stored copy');
  });
});

describe('reviews9: Colombia, the eight passports a dated report names as needing the visa', () => {
  const named = ['CHN', 'IND', 'KHM', 'MMR', 'NIC', 'THA', 'TWN', 'VNM'];

  it('claims exactly the eight, all "e-visa" in the matrix; the other e-visa passports and British passports not', () => {
    const r = review('COL');
    expect(r?.result).toBe('UNCHANGED');
    expect(r?.status).toBe('PARTIAL');
    expect([...(r?.passports ?? [])].sort()).toEqual(named);
    for (const p of named) expect(matrix.get(`${p}>COL`), p).toBe('e-visa');
    const others = answered('COL', 'e-visa').filter((p) => !named.includes(p));
    expect(others).toHaveLength(89);
    // The announced reciprocal visa for British citizens is still not shown in force: not claimed, matrix answer kept.
    expect(matrix.get('GBR>COL')).toBe('90');
    expect(r?.passports).not.toContain('GBR');
    expect(r?.scope).toContain('cannot show that it is later');
  });

  it("the kind of visa rests on the Ministry's own page, the nationalities on the report of 18 April 2025 naming them", () => {
    const sources = review('COL')!.sources;
    const page = sources.find((s) => s.tier === 'DESTINATION_GOVERNMENT');
    expect(page?.url).toMatch(/^https:\/\/cancilleria\.gov\.co\//);
    const report = sources.find((s) => s.tier === 'REPORTED' && s.publishedAt === '2025-04-18');
    for (const country of ['China', 'India', 'Cambodia', 'Nicaragua', 'Myanmar', 'Vietnam', 'Thailand', 'Taiwan']) expect(String(report?.quotes), country).toContain(country);
    for (const s of sources) expect(s.url, s.title).toMatch(/^https:\/\//);
  });

  it('Chinese passport to Bogota: backed by the review (DESTINATION_GOVERNMENT and REPORTED); British passport (90 days, not claimed): no report', () => {
    const chn = visaAnswer('CHN', 'PEK', 'BOG', 'COL').tiers;
    expect(chn).toBeDefined();
    expect(chn).toContain('DESTINATION_GOVERNMENT');
    expect(chn).toContain('REPORTED');
    const gbr = visaAnswer('GBR', 'LHR', 'BOG', 'COL').tiers;
    expect(gbr).toBeDefined();
    expect(gbr).not.toContain('REPORTED');
  });
});

describe('reviews9: looked at again or first recorded, still not verified', () => {
  // Thailand's record was replaced by the review of branch reviews10 (visa-reviews-10.test.ts).
  it.each(['TCD', 'MEX', 'TTO', 'VUT', 'SSD', 'SEN', 'GHA'])('%s stays NOT_VERIFIED with the 2026-11-27 finding and claims no passport', (d) => {
    const r = review(d);
    expectStillOpen(d);
    expect(r?.scope).toContain('Looked at again on 2026-11-27 (reviews9)');
    expect(claimedOutsideAdvice(r!.destination)).toEqual([]);
  });

  it.each(['YEM', 'COG', 'SDN', 'ERI', 'MLI', 'COD'])('%s: first recorded, NOT_VERIFIED, with what was read and no passport claimed', (d) => {
    const r = review(d);
    expectStillOpen(d);
    expect(r?.reviewedAt).toBe('2026-11-27');
    expect(r?.scope).toContain('Read on 2026-11-27');
    expect(claimedOutsideAdvice(r!.destination)).toEqual([]);
    expect(citedOutsideAdvice(r!.destination)).toEqual([]);
  });

  it("Chad: the reported suspension of visas for US citizens (5 June 2025) is flagged, the newer matrix answer ('e-visa') kept", () => {
    expect(matrix.get('USA>TCD')).toBe('e-visa');
    const scope = review('TCD')!.scope;
    expect(scope).toContain('5 June 2025');
    expect(scope).toContain('newer snapshot is kept');
  });

  it("Mexico: the three passports of the SRE's electronic visa are the matrix's three 'eta' answers, and no statement names them", () => {
    expect(answered('MEX', 'eta')).toEqual(['RUS', 'TUR', 'UKR']);
    const generated = JSON.parse(readFileSync(join(ROOT, 'rules/changes/changes-2025-2026.json'), 'utf8')) as { coverage: Array<{ topic: string; territories: string[] }> };
    // Since reviews12 a statement names the five passports of the advice pages read, none of the three.
    const named = generated.coverage.filter((c) => c.topic === 'VISA' && c.territories.includes('MEX')).flatMap((c) => (c as { passports?: string[] }).passports ?? ['ALL']);
    for (const p of ['RUS', 'TUR', 'UKR', 'ALL']) expect(named, p).not.toContain(p);
  });
});

describe('reviews9: through the engine', () => {
  it('British passport to Beirut: backed by the review (REPORTED); US passport (visa on arrival, not claimed): the matrix only', () => {
    expect(visaTiers('GBR', 'LHR', 'BEY', 'LBN')).toContain('REPORTED');
    expect(visaTiers('USA', 'JFK', 'BEY', 'LBN')).toEqual(['DATASET']);
  });

  it('the generated VISA statement for Lebanon names British passports only and carries the review date', () => {
    const generated = JSON.parse(readFileSync(join(ROOT, 'rules/changes/changes-2025-2026.json'), 'utf8')) as { coverage: Array<{ topic: string; territories: string[]; passports?: string[]; sources: Array<{ tier?: string }> }> };
    const lebanon = generated.coverage.filter((c) => c.topic === 'VISA' && c.territories.includes('LBN'));
    expect(lebanon).toHaveLength(1);
    expect(lebanon[0]!.passports).toEqual(['GBR']);
    expect(lebanon[0]!.sources.map((s) => s.tier)).toEqual(['REPORTED']);
  });
});
