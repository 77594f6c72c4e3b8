// The reviews of Asia, the Americas, Europe and Oceania (2026-11-26): the VISA_FREE_FROM answer the
// importer gained for lasting exemptions, and the claims the change rows make about the matrix
// (a lasting exemption overrides a different matrix answer; a temporary one only dates it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { procedureTexts } from '../rules-data/data.js';
import { build, CHANGES, MATRIX, REVIEWS, type ChangesTable, type Period, type ReviewsTable } from '../../scripts/import-visa-changes.js';

const ROOT = join(import.meta.dirname, '../..');
const read = <T>(rel: string): T => JSON.parse(readFileSync(join(ROOT, rel), 'utf8')) as T;
const changes = read<ChangesTable>(CHANGES);
const reviews = read<ReviewsTable>(REVIEWS);

/** The matrix answer of one passport for one destination ("30", "e-visa", ...). */
const matrix = new Map<string, string>();
for (const line of readFileSync(join(ROOT, MATRIX), 'utf8').split('\n').slice(1)) {
  const [p, d, v] = line.split(',');
  if (p && d && v) matrix.set(`${p}>${d}`, v.trim());
}

const src = { type: 'ORGANIZATION', title: 't', url: 'https://example.org/a', tier: 'REPORTED', readAt: '2026-11-26', quotes: 'q' };
const one = (period: Partial<Period>): ChangesTable => ({
  readAt: '2026-11-26',
  changes: [{ id: 'x', destination: 'UZB', summary: 's', sources: [src], periods: [
    { record: 'x-free', answer: 'VISA_FREE_FROM', passports: ['USA'], startDate: '2026-01-01', endDate: null, days: 30, ...period } as Period,
  ] }],
});
const none: ReviewsTable = { readAt: '2026-11-26', reviews: [] };

describe('VISA_FREE_FROM: an exemption in force from a date, with no announced end', () => {
  it('becomes a visa-free record from its start date, with the length of stay', () => {
    const out = build(one({}), none, ['USA', 'UZB']) as { procedures: Record<string, unknown>[] };
    expect(out.procedures[0]).toMatchObject({
      text: 'changes:visaFreeFrom', textParams: { days: 30, startDate: '2026-01-01' },
      category: 'NO_VISA', enforcement: 'NOT_REQUIRED', lengthOfStayDays: 30, startDate: '2026-01-01', endDate: null,
    });
  });

  it('refuses a row without a start date, without days, or with an end date (that is VISA_FREE_UNTIL)', () => {
    expect(() => build(one({ startDate: null }), none, ['USA'])).toThrow(/VISA_FREE_FROM needs/);
    expect(() => build(one({ days: undefined }), none, ['USA'])).toThrow(/VISA_FREE_FROM needs/);
    expect(() => build(one({ endDate: '2027-01-01' }), none, ['USA'])).toThrow(/VISA_FREE_FROM needs/);
  });

  it('has its texts in every locale', () => {
    for (const locale of ['en-GB', 'en-US', 'de-DE', 'fr-FR', 'es-ES']) {
      // en-GB holds only what differs from en-US (npm run locales:prune): read it merged.
      const texts = procedureTexts(locale, 'changes') as Record<string, { title: string; description: string }>;
      expect(texts.visaFreeFrom?.title, locale).toContain('{{days}}');
      expect(texts.visaFreeFrom?.description, locale).toContain('{{startDate}}');
    }
  });
});

describe('what the change rows claim about the matrix snapshot', () => {
  const periods = changes.changes.flatMap((c) => c.periods.map((p) => ({ destination: c.destination, p })));

  it('every lasting exemption (VISA_FREE_FROM) overrides a different matrix answer, never repeats it', () => {
    const lasting = periods.filter(({ p }) => p.answer === 'VISA_FREE_FROM');
    expect(lasting.length).toBeGreaterThan(0);
    for (const { destination, p } of lasting) {
      for (const passport of p.passports as string[]) {
        const answer = matrix.get(`${passport}>${destination}`);
        expect(answer, `${passport} to ${destination}`).toBeDefined();
        expect(answer, `${passport} to ${destination} (${p.record})`).not.toBe(String(p.days));
      }
    }
  });

  it("Mongolia's 34 passports: the matrix already answers 30 days; the change only dates it", () => {
    const mng = changes.changes.find((c) => c.id === 'mng-visa-exemption-34-2023-2026');
    const until = mng?.periods.find((p) => p.answer === 'VISA_FREE_UNTIL');
    expect(until?.endDate).toBe('2026-12-31');
    expect(until?.passports).toHaveLength(34);
    for (const passport of until!.passports as string[]) expect(matrix.get(`${passport}>MNG`), passport).toBe('30');
    // Germany has its own 30-day agreement and is not one of the 34.
    expect(until?.passports).not.toContain('DEU');
  });

  it('reviews that found nothing citable stay NOT_VERIFIED and cite no tierless source', () => {
    // ARM, AZE, BTN, GEO, KAZ and MDV found sources later (branch reviews4, test/freshness/visa-reviews-4.test.ts);
    // TWN found one for other passports (branch reviews6, test/freshness/visa-reviews-6.test.ts);
    // PNG, WSM, PLW and SLB did too (branch reviews7, test/freshness/visa-reviews-7.test.ts);
    // ALB found them for Indian passports (branch reviews10, test/freshness/visa-reviews-10.test.ts).
    // MEX, VUT and SLV were reviewed for the passports of five governments' advice pages by branch
    // reviews12 (test/freshness/reviews12.test.ts), their earlier records carried in the new scopes.
    const mine = ['MEX', 'VUT', 'SLV'];
    for (const d of mine) {
      const r = reviews.reviews.find((x) => x.destination === d);
      expect(r?.scope, d).toContain('Before this review (NOT_VERIFIED');
      for (const s of r!.sources) expect(s.tier, d).toBeTruthy();
    }
  });

  it('Belarus: the land-border scheme ends 2026-12-31 but airport entry stays visa-free, so no end-of-scheme visa is added', () => {
    expect(changes.changes.some((c) => c.destination === 'BLR')).toBe(false);
    const blr = reviews.reviews.find((x) => x.destination === 'BLR');
    expect(blr?.result).toBe('UNCHANGED');
    expect(blr?.sources[0]?.tier).toBe('DESTINATION_GOVERNMENT');
  });
});
