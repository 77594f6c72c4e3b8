// What the visa-review tests share: the reviews table as committed, and the matrix snapshot's
// answer per passport and destination, read once.
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
