// Generated visa-matrix rules are not listed case by case in rules/tests (there are ~1,000):
// 1. exhaustively, every matrix rule fires for every passport it lists, at an ENTRY into its
//    territory (facts built directly, so all ~40,000 pairs run in milliseconds);
// 2. by sampling, a trip for a random (rule, passport) pair fires that rule through trips()'s own
//    steps and shows its record in its group, unless a hand-authored rule takes the slot
//    (200 pairs per run; fast-check prints the seed of a failing run to replay it).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTracer, traceTrip } from '../../src/explain/pipeline.js';
import type { CompiledRule } from '../../src/rules/model.js';
import { requestOf } from '../../src/ruletest/shortform.js';
import type { LeafCondition } from '../../src/schema/generated.js';
import { engine, entryFacts } from '../helpers.js';

const tr = engine();
const leaves = (r: CompiledRule): LeafCondition[] => ('all' in r.conditions ? r.conditions.all.filter((c): c is LeafCondition => 'fact' in c) : []);
const listOf = (r: CompiledRule, fact: string): string[] => {
  const v = leaves(r).find((l) => l.fact === fact)?.value;
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? [v] : [];
};
const matrix = tr.ruleset.rules.filter((r) => r.file.startsWith('visa-matrix/'));
const pairs = matrix.flatMap((r) => listOf(r, 'passport').map((passport) => ({ rule: r, passport, territory: listOf(r, 'territory')[0]! })));

describe('visa-matrix rules', () => {
  it('are all ENTRY rules on one territory and a passport list', () => {
    expect(matrix.length).toBeGreaterThan(900);
    for (const r of matrix) {
      expect(listOf(r, 'checkpointKind'), r.id).toEqual(['ENTRY']);
      expect(listOf(r, 'territory'), r.id).toHaveLength(1);
      expect(listOf(r, 'passport').length, r.id).toBeGreaterThan(0);
    }
  });

  it('every rule fires for every passport it lists (exhaustive, on facts)', () => {
    const misses: string[] = [];
    for (const { rule, passport, territory } of pairs) {
      const facts = entryFacts(passport, territory);
      const values = facts as unknown as Record<string, unknown>;
      if (!tr.ruleset.candidates(territory).includes(rule) || !rule.test(values)) misses.push(`${rule.id} ${passport}`);
    }
    expect(pairs.length).toBeGreaterThan(30_000);
    expect(misses).toEqual([]);
  });

  it('a sampled (rule, passport) trip fires the rule and shows its record (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: pairs.length - 1 }), async (i) => {
        const { rule, passport, territory } = pairs[i]!;
        const from = passport !== territory ? passport : territory !== 'CHE' ? 'CHE' : 'AUT';
        const input = requestOf({ passports: [passport], from, to: territory, date: '2026-12-01' });
        const tracer = createTracer(tr.ruleset);
        const result = await traceTrip(tr, input, tracer);
        expect(tracer.fired.has(rule.id), `${rule.id} did not fire for ${passport}`).toBe(true);
        expect(result).toEqual(tr.trips(input)); // the observed run is trips() itself
        if (!('data' in result.body)) throw new Error(`${rule.id} ${passport}: status ${result.status}`);
        const name = tr.texts(result.body.meta.locale).territoryName(territory);
        const grouping = result.body.data.attributes.informationGroups
          .find((g) => g.type === rule.event.group)?.groupings?.find((g) => g.name === name);
        // A hand-authored rule of higher priority may answer the slot instead (e.g. an official ETA scheme).
        const authored = [...tracer.fired].some((id) => tr.ruleset.rules.find((r) => r.id === id && !r.file.startsWith('visa-matrix/') && r.priority > rule.priority));
        if (!authored) {
          expect(grouping?.data.map((d) => d.id), `${rule.id} ${passport}`).toContain(rule.event.id);
          expect(grouping?.enforcement).toBe(rule.event.enforcement ?? tr.ruleset.records.get(rule.event.id)!.enforcement);
        }
      }),
      { numRuns: 200 },
    );
  });
});
