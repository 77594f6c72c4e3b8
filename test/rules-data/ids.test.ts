// (e) Identifiers hold together across the whole ruleset: record ids and rule ids are unique, every
// event names a record of the matching type, and conditions only use catalogued facts and known
// operators (the engine rejects anything else at load time).
import { describe, expect, it } from 'vitest';
import { FACT_NAMES } from '../../src/facts/catalogue.js';
import type { Condition } from '../../src/schema/generated.js';
import { definitions, ruleFiles } from './data.js';

const OPERATORS = new Set(['equal', 'notEqual', 'in', 'notIn', 'contains', 'doesNotContain', 'lessThan', 'lessThanInclusive', 'greaterThan', 'greaterThanInclusive', 'dateBefore', 'dateOnOrAfter', 'intersects']);

function* leavesOf(c: Condition): Generator<{ fact: string; operator: string }> {
  if ('all' in c) for (const x of c.all) yield* leavesOf(x);
  else if ('any' in c) for (const x of c.any) yield* leavesOf(x);
  else if ('not' in c) yield* leavesOf(c.not);
  else yield c;
}

describe('ids across the ruleset', () => {
  const files = ruleFiles();

  it('record ids are unique across all files', () => {
    const seen = new Map<string, string>();
    const dups: string[] = [];
    for (const f of files) for (const d of definitions(f.content)) {
      const prev = seen.get(d.id);
      if (prev) dups.push(`${d.id} in ${prev} and ${f.path}`);
      seen.set(d.id, f.path);
    }
    expect(dups).toEqual([]);
    expect(seen.size).toBeGreaterThan(973);
  });

  it('rule ids are unique across all files', () => {
    const ids = files.flatMap((f) => f.content.rules.map((r) => r.id));
    expect(ids.length - new Set(ids).size).toBe(0);
  });

  it('every event names a defined record of its type', () => {
    // A PRODUCT (a visa product with its price) is shown by a PROCEDURE event, like any procedure.
    const records = new Map(files.flatMap((f) => definitions(f.content).map((d) => [d.id, d.type === 'PRODUCT' ? 'PROCEDURE' : d.type] as const)));
    const bad = files.flatMap((f) => f.content.rules
      .filter((r) => records.get(r.event.params.id) !== r.event.type)
      .map((r) => `${f.path} ${r.id} -> ${r.event.type} ${r.event.params.id} (${records.get(r.event.params.id) ?? 'undefined'})`));
    expect(bad).toEqual([]);
  });

  it('every record is named by some rule', () => {
    const named = new Set(files.flatMap((f) => f.content.rules.map((r) => r.event.params.id)));
    const unused = files.flatMap((f) => definitions(f.content).filter((d) => !named.has(d.id)).map((d) => `${f.path} ${d.id}`));
    expect(unused).toEqual([]);
  });

  it('conditions use only catalogued facts and known operators', () => {
    const facts = new Set<string>(FACT_NAMES);
    const bad: string[] = [];
    for (const f of files) for (const r of f.content.rules) for (const l of leavesOf(r.conditions)) {
      if (!facts.has(l.fact)) bad.push(`${r.id}: fact ${l.fact}`);
      if (!OPERATORS.has(l.operator)) bad.push(`${r.id}: operator ${l.operator}`);
    }
    expect(bad).toEqual([]);
  });

  it('records starting or ending on a date have real, ordered dates', () => {
    for (const f of files) for (const d of definitions(f.content)) {
      if (d.startDate && d.endDate) expect(d.startDate <= d.endDate, d.id).toBe(true);
    }
  });
});
