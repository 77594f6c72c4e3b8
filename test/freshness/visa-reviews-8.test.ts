// Reviews of branch reviews8 (issue 28, 2026-11-27): Qatar's review for US passports is checked
// against the matrix (the one passport it names, and the ones of the same answer it leaves out), its
// sources against the tier conventions, and end to end through the engine; the destinations looked
// at again without a settling source stay NOT_VERIFIED and claim no passport.
import { describe, expect, it } from 'vitest';
import { visaAnswer } from './trips.js';
import { matrix, review } from './reviews.js';

/** Every passport the matrix answers with one of the given answers for a destination, sorted. */
const answered = (destination: string, ...answers: string[]): string[] =>
  [...matrix.entries()].filter(([k, v]) => k.endsWith(`>${destination}`) && answers.includes(v)).map(([k]) => k.slice(0, 3)).filter((p) => p !== destination).sort();

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

describe('reviews8: looked at again, still not verified', () => {
  it.each(['COL', 'THA', 'ALB', 'GHA'])('%s stays NOT_VERIFIED with the 2026-11-27 finding and claims no passport', (d) => {
    const r = review(d);
    expect(r?.result).toBe('NOT_VERIFIED');
    expect(r?.scope).toContain('Looked at again on 2026-11-27');
    expect(r?.passports ?? []).toEqual([]);
  });

  it('Colombia: British passports keep the matrix answer (90 days), the announced reciprocal visa not being shown in force', () => {
    expect(matrix.get('GBR>COL')).toBe('90');
    expect(review('COL')!.scope).toContain('cannot show that it is later');
  });
});

describe('reviews8: through the engine', () => {
  /** The tiers of the VISA coverage entry of the destination at the entry checkpoint. */
  function tiers(passport: string, from: string, to: string, territory: string): string[] {
    const found = visaAnswer(passport, from, to, territory).tiers;
    // The entry must exist, so that a 'not.toContain' below cannot pass on a missing entry.
    expect(found, `${passport}>${territory}`).toBeDefined();
    expect(found!.length, `${passport}>${territory}`).toBeGreaterThan(0);
    return found!;
  }

  it('US passport to Doha: backed by the review (REPORTED); British passport (visa on arrival, not claimed): not', () => {
    expect(tiers('USA', 'JFK', 'DOH', 'QAT')).toContain('REPORTED');
    expect(tiers('GBR', 'LHR', 'DOH', 'QAT')).not.toContain('REPORTED');
  });
});
