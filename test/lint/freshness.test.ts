// Freshness (src/lint/freshness.ts): a record whose newest source is older than the allowed age,
// or that dates none of its sources, is warned about; a dataset snapshot is not; the age counts to
// the date given (never the clock inside the check).
import { describe, expect, it } from 'vitest';
import { checkFreshness } from '../../src/lint/freshness.js';
import { viewOf } from '../../src/lint/walk.js';

const record = (id: string, sources: unknown[]) => ({ id, type: 'PROCEDURE', sources });
const view = viewOf({
  manifest: { files: ['a.json', 'matrix.json'] },
  files: [
    { path: 'a.json', content: { provenance: { kind: 'hand-authored' }, procedures: [
      record('fresh', [{ readAt: '2024-11-01' }, { readAt: '2026-11-01' }]),
      record('old', [{ readAt: '2024-11-25' }]),
      record('boundary', [{ readAt: '2024-11-26' }]),
      record('published-old', [{ readAt: '2026-11-01', publishedAt: '2020-01-01' }]),
      record('undated', [{ title: 'x' }]),
    ], rules: [] } },
    { path: 'matrix.json', content: { provenance: { kind: 'generated', snapshot: true }, procedures: [record('matrix', [{ title: 'dataset' }])], rules: [] } },
  ],
});

describe('freshness lint', () => {
  const findings = checkFreshness(view, { today: '2026-11-26', maxAgeDays: 730 });
  const by = (id: string) => findings.filter((f) => f.message.startsWith(`Record ${id}`)).map((f) => f.code);

  it('warns about a newest source older than the age, and not on the boundary day', () => {
    expect(by('old')).toEqual(['STALE_SOURCE']);
    expect(by('boundary')).toEqual([]);
    expect(by('fresh')).toEqual([]);
  });

  it("uses the source's own date before the day it was read", () => {
    expect(by('published-old')).toEqual(['STALE_SOURCE']);
  });

  it('warns about records that date none of their sources, not about a dataset snapshot', () => {
    expect(by('undated')).toEqual(['UNDATED_SOURCES']);
    expect(by('matrix')).toEqual([]);
    expect(findings.every((f) => f.severity === 'warning' && f.check === 'freshness')).toBe(true);
  });

  it('counts to the date it is given', () => {
    expect(checkFreshness(view, { today: '2026-11-27', maxAgeDays: 730 }).map((f) => f.message).filter((m) => m.startsWith('Record boundary'))).toHaveLength(1);
  });
});
