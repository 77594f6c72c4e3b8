// The visa-matrix snapshot is dated: its source carries the snapshot's own date (17 February 2026,
// the date its title and the dataset's provenance give), so an answer resting on the matrix alone
// shows that date as newestSourceDate instead of looking undated (README Decisions, freshness).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engine } from '../helpers.js';
import { directTrip } from './trips.js';
import { ROOT } from './reviews.js';

interface Source { tier?: string; title?: string; publishedAt?: string }

function datasetSources(o: unknown, out: Source[] = []): Source[] {
  if (Array.isArray(o)) o.forEach((v) => datasetSources(v, out));
  else if (o !== null && typeof o === 'object') {
    const rec = o as Record<string, unknown>;
    if (rec.tier === 'DATASET' && typeof rec.title === 'string') out.push(rec as Source);
    Object.values(rec).forEach((v) => datasetSources(v, out));
  }
  return out;
}

describe('the visa-matrix snapshot carries its date', () => {
  it('every snapshot source in rules/visa-matrix has publishedAt 2026-02-17', () => {
    const dir = join(ROOT, 'rules/visa-matrix');
    const sources = readdirSync(dir).filter((f) => f.endsWith('.json'))
      .flatMap((f) => datasetSources(JSON.parse(readFileSync(join(dir, f), 'utf8'))));
    expect(sources.length).toBeGreaterThan(900);
    for (const s of sources) {
      expect(s.title).toContain('snapshot of 17 February 2026');
      expect(s.publishedAt).toBe('2026-02-17');
    }
  });

  it('an Indian passport to New York: the matrix-only visa record is dated 2026-02-17', () => {
    const r = engine().trips(directTrip('IND', 'DEL', 'JFK'));
    expect(r.status).toBe(200);
    const included = (r.body as { included: { id: string; attributes: { newestSourceDate?: string; sources: Source[] } }[] }).included;
    const visa = included.find((p) => p.id === 'visa-usa-visa-required');
    expect(visa?.attributes.sources.map((s) => s.tier)).toEqual(['DATASET']);
    expect(visa?.attributes.newestSourceDate).toBe('2026-02-17');
  });
});
