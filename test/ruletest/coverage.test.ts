// Coverage tallies per file, split into authored and generated rules.
import { describe, expect, it } from 'vitest';
import { coverageOf, provenanceKinds } from '../../src/ruletest/coverage.js';
import type { CompiledRule, RecordDefinition } from '../../src/rules/model.js';

const rule = (id: string, file: string, i: number): CompiledRule => ({
  id, file, pointer: `/rules/${i}`, priority: 1, order: i, conditions: { all: [] }, test: () => true,
  event: { type: 'PROCEDURE', id: 'x', group: 'VISA_REQUIREMENTS' },
  effect: { record: {} as RecordDefinition, slot: undefined, enforcement: 'MANDATORY', startDate: undefined, endDate: undefined, eta: false, snapshot: false },
});

describe('coverage', () => {
  const kinds = provenanceKinds({
    manifest: {},
    files: [
      { path: 'a.json', content: { provenance: { kind: 'hand-authored' } } },
      { path: 'm.json', content: { provenance: { kind: 'generated' } } },
      { path: 'e.json', content: { provenance: { kind: 'example' } } },
    ],
  });
  const rules = [rule('a1', 'a.json', 0), rule('a2', 'a.json', 1), rule('m1', 'm.json', 0), rule('m2', 'm.json', 1), rule('m3', 'm.json', 2), rule('e1', 'e.json', 0)];

  it('counts authored (hand-authored and example) and generated rules apart', () => {
    const c = coverageOf(rules, kinds, new Set(['a1', 'm1', 'e1']));
    expect(c.authored).toEqual({ rules: 3, covered: 2, percent: 66.6 });
    expect(c.generated).toEqual({ rules: 3, covered: 1, percent: 33.3 });
    expect(c.total).toEqual({ rules: 6, covered: 3, percent: 50 });
    expect(c.files.find((f) => f.file === 'a.json')!.uncovered).toEqual([{ id: 'a2', file: 'a.json', pointer: '/rules/1' }]);
  });

  it('never rounds up to 100%, and no rules at all is full coverage', () => {
    const many = Array.from({ length: 2000 }, (_, i) => rule(`r${i}`, 'a.json', i));
    expect(coverageOf(many, kinds, new Set(many.slice(1).map((r) => r.id))).authored.percent).toBe(99.9);
    expect(coverageOf([], kinds, new Set()).authored.percent).toBe(100);
  });

  it('marks the uncovered rules that fired without a case naming their record', () => {
    const c = coverageOf(rules, kinds, new Set(['a1']), new Set(['a1', 'a2']));
    expect(c.files.find((f) => f.file === 'a.json')!.uncovered).toEqual([{ id: 'a2', file: 'a.json', pointer: '/rules/1', firedUnexpected: true }]);
    expect(c.files.find((f) => f.file === 'e.json')!.uncovered).toEqual([{ id: 'e1', file: 'e.json', pointer: '/rules/0' }]);
  });
});
