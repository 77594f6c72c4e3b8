// The dated changes after the visa-matrix snapshot and the review table: the committed generated
// file is what the importer writes today, the importer refuses inconsistent tables, every source is
// tiered and dated, and the report counts what the tables say.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, CHANGES, matrixPassports, MATRIX, OUT, REVIEWS, type ChangesTable, type ReviewsTable, statementGroups, type Review } from '../../scripts/import-visa-changes.js';
import { bestTier, movingDestinations, report } from '../../scripts/report-visa-reviews.js';
import { readPortals } from '../../scripts/import-passport-index.js';

const ROOT = join(import.meta.dirname, '../..');
const read = <T>(rel: string): T => JSON.parse(readFileSync(join(ROOT, rel), 'utf8')) as T;
const changes = read<ChangesTable>(CHANGES);
const reviews = read<ReviewsTable>(REVIEWS);
const passports = matrixPassports(readFileSync(join(ROOT, MATRIX), 'utf8'));

const src = { type: 'ORGANIZATION', title: 't', url: 'https://example.org/a', tier: 'REPORTED', readAt: '2026-11-26', quotes: 'q' };
const tiny: ChangesTable = {
  readAt: '2026-11-26',
  changes: [{ id: 'x', destination: 'LKA', summary: 's', sources: [src], periods: [
    { record: 'x-eta', answer: 'ETA_REQUIRED', passports: 'ALL_FOREIGN', startDate: '2025-10-15', endDate: '2025-10-30' },
  ] }],
};

describe('data/visa-changes -> rules/changes/changes-2025-2026.json', () => {
  it('the committed file is what the importer writes from the tables today', () => {
    // With the official portals the import reads (an e-visa period takes its destination's portal).
    expect(read(`rules/${OUT}`)).toEqual(build(changes, reviews, passports, readPortals(join(ROOT, 'data/links/official-portals.json'))));
  });

  it('ALL_FOREIGN is every matrix passport but the destination\'s own', () => {
    const out = build(tiny, { readAt: '2026-11-26', reviews: [] }, ['DEU', 'LKA', 'USA']) as { procedures: { included: string[] }[]; rules: { priority: number }[] };
    expect(out.procedures[0]!.included).toEqual(['DEU', 'USA']);
    expect(out.rules[0]!.priority).toBe(20);
  });

  it('refuses a period that ends before it starts, a CHANGED review without changes, and an unknown change', () => {
    const bad = structuredClone(tiny);
    bad.changes[0]!.periods[0]!.endDate = '2025-10-01';
    expect(() => build(bad, { readAt: '', reviews: [] }, passports)).toThrow(/startDate after endDate/);
    const r = (x: object) => ({ readAt: '', reviews: [{ destination: 'LKA', reviewedAt: '2026-11-26', scope: 's', sources: [src], ...x }] }) as unknown as ReviewsTable;
    expect(() => build(tiny, r({ result: 'CHANGED' }), passports)).toThrow(/CHANGED exactly when/);
    expect(() => build(tiny, r({ result: 'CHANGED', changes: ['nope'] }), passports)).toThrow(/unknown change/);
  });

  it('a statement for every review but NOT_VERIFIED ones and those stated by hand elsewhere', () => {
    const out = build(changes, reviews, passports) as { coverage: { territories: string[]; sources: unknown[] }[] };
    // A review whose sources name the passports they back gives one statement per group of passports.
    const stated = [...new Set(out.coverage.map((c) => c.territories[0]))].sort();
    const expected = [...new Set(reviews.reviews.filter((r) => r.result !== 'NOT_VERIFIED' && !r.coverageIn).map((r) => r.destination))].sort();
    expect(stated).toEqual(expected);
    for (const c of out.coverage) expect(c.sources.length).toBeGreaterThan(0);
  });

  it('reviews stated by hand point at a file with a VISA statement for that destination', () => {
    for (const r of reviews.reviews.filter((x) => x.coverageIn)) {
      const file = read<{ coverage?: { topic: string; territories: string[] }[] }>(r.coverageIn!);
      expect(file.coverage?.some((c) => c.topic === 'VISA' && c.territories.includes(r.destination)), r.destination).toBe(true);
    }
  });

  it('every source is https, tiered and dated; a REPORTED one names the notice it quotes', () => {
    const all = [...changes.changes.flatMap((c) => c.sources), ...reviews.reviews.flatMap((r) => r.sources)];
    expect(all.length).toBeGreaterThan(0);
    for (const s of all) {
      expect(s.url).toMatch(/^https:\/\//);
      expect(['DESTINATION_GOVERNMENT', 'OTHER_OFFICIAL', 'REPORTED']).toContain(s.tier);
      expect(s.readAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (s.tier === 'REPORTED') expect(s.quotes, s.url).toBeTruthy();
    }
  });
});

describe('npm run report:visa-reviews', () => {
  it('counts destinations with visa on arrival, e-visa or ETA answers from the matrix rows', () => {
    const csv = 'Passport,Destination,Requirement\nDEU,LKA,visa on arrival\nUSA,LKA,e-visa\nDEU,FRA,90\nUSA,GBR,eta\n';
    expect([...movingDestinations(csv)]).toEqual([['LKA', 2], ['GBR', 1]]);
  });

  it('the best tier of a record is its highest source tier', () => {
    expect(bestTier([{ tier: 'REPORTED' }, { tier: 'DESTINATION_GOVERNMENT' }])).toBe('DESTINATION_GOVERNMENT');
    expect(bestTier([{}])).toBe('UNTIERED');
  });

  it('lists the reviewed destinations of the table and every changed one as reviewed', () => {
    const r = report(ROOT);
    expect(r.reviews.map((x) => x.destination).sort()).toEqual(reviews.reviews.map((x) => x.destination).sort());
    const lka = r.movingDestinations.find((d) => d.destination === 'LKA');
    expect(lka?.reviewed).toBe(true);
    // Chad: NOT_VERIFIED until nwwexempt reviewed it for German, Spanish and Italian passports (MDA was reviewed by reviews12).
    expect(r.movingDestinations.find((d) => d.destination === 'TCD')?.reviewed).toBe(true);
    expect(r.movingDestinations.find((d) => d.destination === 'MDA')?.reviewed).toBe(true);
  });
});

// Lead, session 10: per-passport sources in a review (README Decisions, "A review's sources may name the passports").
describe('statementGroups: a review split by the passports its sources back', () => {
  const src = (url: string, passports?: string[]) => ({ type: 'GOVERNMENT', title: url, url, tier: 'OTHER_OFFICIAL', readAt: '2026-11-27', ...(passports ? { passports } : {}) });
  const review = (passports: string[] | undefined, sources: ReturnType<typeof src>[]): Review =>
    ({ destination: 'SEN', reviewedAt: '2026-11-27', result: 'UNCHANGED', ...(passports ? { passports } : {}), scope: 's', sources });

  it('without passports on any source: one statement for every claimed passport, sources unchanged', () => {
    const r = review(['CAN', 'GBR'], [src('https://a.example/1'), src('https://b.example/2')]);
    expect(statementGroups(r, r.sources)).toEqual([{ passports: ['CAN', 'GBR'], sources: r.sources }]);
  });

  it('groups passports with the same sources; a source without passports backs them all; the field is not emitted', () => {
    const r = review(['CAN', 'GBR', 'IRL'], [src('https://ca.example/', ['CAN']), src('https://law.example/'), src('https://uk.example/', ['GBR', 'IRL'])]);
    const g = statementGroups(r, r.sources);
    expect(g.map((x) => [x.passports, x.sources.map((s) => s.url)])).toEqual([
      [['CAN'], ['https://ca.example/', 'https://law.example/']],
      [['GBR', 'IRL'], ['https://law.example/', 'https://uk.example/']],
    ]);
    for (const x of g) for (const s of x.sources) expect(s).not.toHaveProperty('passports');
  });

  it('refuses a passport no source backs, a source naming an unclaimed passport, and passports on a review of every passport', () => {
    expect(() => statementGroups(review(['CAN', 'GBR'], [src('https://ca.example/', ['CAN'])]), [src('https://ca.example/', ['CAN'])])).toThrow(/no source backs passport GBR/);
    const r = review(['CAN'], [src('https://ca.example/', ['CAN']), src('https://x.example/', ['USA'])]);
    expect(() => statementGroups(r, r.sources)).toThrow(/names USA, which the review does not claim/);
    const all = review(undefined, [src('https://ca.example/', ['CAN'])]);
    expect(() => statementGroups(all, all.sources)).toThrow(/claims every passport/);
  });
});
