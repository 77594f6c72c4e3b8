// What the visa-review tests share: the reviews table as committed, and the matrix snapshot's
// answer per passport and destination, read once.
import { expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MATRIX, REVIEWS, type ReviewsTable } from '../../scripts/import-visa-changes.js';

export const ROOT = join(import.meta.dirname, '../..');
export const reviews = JSON.parse(readFileSync(join(ROOT, REVIEWS), 'utf8')) as ReviewsTable;
export const review = (d: string) => reviews.reviews.find((r) => r.destination === d);

/** The matrix answer of one passport for one destination ("30", "e-visa", ...), keyed `PASSPORT>DESTINATION`. */
export const matrix = new Map<string, string>();
for (const line of readFileSync(join(ROOT, MATRIX), 'utf8').split('\n').slice(1)) {
  const [p, d, v] = line.split(',');
  if (p && d && v) matrix.set(`${p}>${d}`, v.trim());
}

/** Every passport the matrix answers with one of the given answers for a destination, sorted. */
export const answered = (destination: string, ...answers: string[]): string[] =>
  [...matrix.entries()].filter(([k, v]) => k.endsWith(`>${destination}`) && answers.includes(v)).map(([k]) => k.slice(0, 3)).filter((p) => p !== destination).sort();

/**
 * Destinations whose NOT_VERIFIED record branch reviews12 replaced by a review on the official advice
 * pages of Canada, the UK, the US, Australia and Ireland (test/freshness/reviews12.test.ts). Each new
 * scope carries the earlier record's text after "Before this review (NOT_VERIFIED", and the review
 * claims only passports of those five governments, so what the earlier passes asserted about the
 * other passports still holds.
 */
export const REVIEWED_IN_12 = ['SSD', 'COD', 'SLV', 'MDA', 'VUT', 'SEN', 'MUS', 'LCA', 'GHA', 'JAM', 'NRU', 'YEM', 'COG', 'TTO', 'MEX', 'SDN', 'ERI', 'MLI'];
/** The passports whose own government's advice branch reviews12 read. */
export const ADVICE_PASSPORTS = ['AUS', 'CAN', 'GBR', 'IRL', 'USA'];
const advised = (d: string) => REVIEWED_IN_12.includes(d);

/**
 * Destinations whose NOT_VERIFIED record branch nwwexempt replaced by a review on the 2026 advice pages
 * of 16 governments (JGNWW/Reisadviezen-buddy; test/freshness/nwwexempt.test.ts), with the passports it
 * claims (each its own government's page). The earlier text is carried after "Before this review
 * (NOT_VERIFIED", so the earlier passes' findings about the other passports still hold.
 */
export const REVIEWED_IN_NWW: Record<string, string[]> = { TCD: ['DEU', 'ESP', 'ITA'], GHA: ['AUT', 'DEU', 'ITA'] };
const nww = (d: string) => d in REVIEWED_IN_NWW;

/** An earlier pass's open record: still NOT_VERIFIED, or replaced by reviews12's review carrying its text. */
export function expectStillOpen(d: string): void {
  const r = review(d);
  expect(r, d).toBeDefined();
  if (nww(d)) {
    expect(r!.scope, d).toContain('(nwwexempt)');
    expect(r!.scope, d).toContain('Before this review (NOT_VERIFIED');
    return;
  }
  if (!advised(d)) {
    expect(r!.result, d).toBe('NOT_VERIFIED');
    return;
  }
  expect(r!.scope, d).toContain('reviewed (reviews12)');
  expect(r!.scope, d).toContain('Before this review (NOT_VERIFIED');
}

/** The passports a record claims other than those reviews12 read advice for (none, for the earlier open records). */
export const claimedOutsideAdvice = (d: string): string[] =>
  (review(d)?.passports ?? []).filter((p) => !(advised(d) && ADVICE_PASSPORTS.includes(p)) && !(REVIEWED_IN_NWW[d] ?? []).includes(p));

/** The sources a record cites other than reviews12's advice pages (none, for the earlier open records). */
export const citedOutsideAdvice = (d: string) =>
  (review(d)?.sources ?? []).filter((s) => !(advised(d) && s.tier === 'OTHER_OFFICIAL' && /^https:\/\/(travel\.gc\.ca|www\.gov\.uk|travel\.state\.gov|www\.smartraveller\.gov\.au|www\.ireland\.ie)\//.test(s.url)))
    .filter((s) => !(nww(d) && s.tier === 'OTHER_OFFICIAL' && String(s.note).includes('JGNWW/Reisadviezen-buddy')));
