// Differential property test: random rules (every operator we support, nested all/any/not, paths,
// fact-to-fact comparisons, missing facts) against random facts. The compiled evaluator
// (src/rules/compile.ts) must fire exactly the rules json-rules-engine fires. Where json-rules-engine
// rejects the whole run instead, that is one of the divergences listed in divergences.test.ts.
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { compileCondition, type FactValues } from '../../src/rules/compile.js';
import { checkCondition } from '../../src/rules/load.js';
import { OPERATORS } from '../../src/rules/operators.js';
import { createReferenceEngine, type ReferenceRule } from '../../src/rules/reference-engine.js';
import type { Condition } from '../../src/schema/generated.js';

// Small pools, so that equalities, list hits and path hits happen often.
const STRINGS = ['ENTRY', 'TRANSIT', 'GBR', 'USA', 'FRA', '2026-01-01', '2026-06-30', '2027-12-31', '', '5', '1e3', 'a', 'ab'] as const;
const NUMBERS = [0, -0, 1, 5, 24, -3, 2.5, 1e21, 23.999] as const;
const KEYS = ['a', 'b', 'c', 'length', 'constructor', 'toString', '__proto__', 'valueOf'] as const;
// Catalogue facts, other names, and names Object.prototype has.
const FACTS = ['territory', 'passport', 'passports', 'layoverHours', 'date', 'region', 'x', 'y', 'constructor', 'toString', 'hasOwnProperty', '__proto__'] as const;

const scalar = fc.oneof(fc.constantFrom(...STRINGS), fc.constantFrom(...NUMBERS), fc.boolean(), fc.constant(null), fc.integer({ min: -50, max: 50 }));
// JSON-like values, as facts are: no undefined inside, no functions, no NaN.
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  any: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, tie('list'), tie('object')),
  list: fc.array(tie('any'), { maxLength: 4 }),
  object: fc.dictionary(fc.constantFrom(...KEYS), tie('any'), { maxKeys: 3 }).map((o) => JSON.parse(JSON.stringify(o)) as unknown),
})).any;

const facts: fc.Arbitrary<Record<string, unknown>> = fc
  .dictionary(fc.constantFrom(...FACTS), value, { maxKeys: 8 })
  // As a JSON document would give them: own data properties only, "__proto__" included.
  .map((o) => JSON.parse(JSON.stringify(o)) as Record<string, unknown>);

const path = fc.option(fc.array(fc.constantFrom(...KEYS), { minLength: 1, maxLength: 3 }).map((ks) => `$.${ks.join('.')}`), { nil: undefined });
const factRef = fc.record({ fact: fc.constantFrom(...FACTS), path }).map(({ fact, path: p }) => (p === undefined ? { fact } : { fact, path: p }));

// A literal of the kind the operator takes (the loader rejects others), or a fact reference.
function operand(kind: string): fc.Arbitrary<unknown> {
  const literal = {
    any: fc.oneof(scalar, fc.array(scalar, { maxLength: 3 })),
    list: fc.array(scalar, { maxLength: 12 }),
    scalar,
    number: fc.oneof(fc.constantFrom(...NUMBERS), fc.integer({ min: -50, max: 50 })),
    date: fc.constantFrom('2026-01-01', '2026-06-30', '2027-12-31', '1999-01-01'),
  }[kind]!;
  // Fact references for in/notIn are rarer: most facts have no indexOf, and json-rules-engine then rejects the run.
  return fc.oneof({ weight: kind === 'list' ? 12 : 4, arbitrary: literal }, { weight: 1, arbitrary: factRef });
}

const leaf: fc.Arbitrary<Condition> = fc
  .record({ fact: fc.constantFrom(...FACTS), operator: fc.constantFrom(...Object.keys(OPERATORS)), path })
  .chain(({ fact, operator, path: p }) =>
    operand(OPERATORS[operator]!.valueKind).map((v) => ({ fact, operator, value: v, ...(p === undefined ? {} : { path: p }) }) as Condition));

const condition: fc.Arbitrary<Condition> = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('all'), tie('any'), tie('not')),
  all: fc.array(tie('node'), { maxLength: 4 }).map((all) => ({ all }) as Condition),
  any: fc.array(tie('node'), { maxLength: 4 }).map((any) => ({ any }) as Condition),
  not: tie('node').map((not) => ({ not }) as Condition),
})).node as fc.Arbitrary<Condition>;

// json-rules-engine needs all, any or not at the top.
const topLevel = fc.oneof(
  fc.array(condition, { maxLength: 4 }).map((all) => ({ all }) as Condition),
  fc.array(condition, { maxLength: 4 }).map((any) => ({ any }) as Condition),
  condition.map((not) => ({ not }) as Condition),
);

const rules: fc.Arbitrary<ReferenceRule[]> = fc
  .array(fc.record({ priority: fc.integer({ min: 1, max: 3 }), conditions: topLevel }), { minLength: 1, maxLength: 6 })
  .map((rs) => rs.map((r, i) => ({ id: `r${i}`, ...r })));

/** What json-rules-engine throws when an operator throws: no indexOf on the right-hand fact, or no primitive value. */
const OPERATOR_ERROR = /indexOf is not a function|Cannot read properties of (null|undefined) \(reading 'indexOf'\)|Cannot convert object to primitive value/;

describe('compiled evaluator = json-rules-engine', () => {
  let cases = 0;
  let rulesCompared = 0;
  let rulesRejected = 0;
  test.prop([rules, facts], { numRuns: 1500 })('fires exactly the rules json-rules-engine fires', async (rs, f) => {
    for (const r of rs) expect(checkCondition(r.conditions, '')).toEqual([]); // only rules the loader accepts
    const ours = rs.filter((r) => compileCondition(r.conditions)(f as FactValues)).map((r) => r.id);
    try {
      // All rules in one engine, as the reference runs a ruleset: fired in candidate order.
      const fired = (await createReferenceEngine(rs).run(f)).fired;
      const order = [...rs].sort((a, b) => b.priority - a.priority || Number(a.id.slice(1)) - Number(b.id.slice(1)));
      expect(fired.map((r) => r.id)).toEqual(order.filter((r) => ours.includes(r.id)).map((r) => r.id));
      rulesCompared += rs.length;
    } catch (cause) {
      if (!OPERATOR_ERROR.test(String(cause))) throw cause;
      // One rule's operator threw, so json-rules-engine rejected the whole run (divergence 1 in
      // divergences.test.ts): compare rule by rule instead.
      for (const r of rs) {
        let theirs: boolean;
        try {
          theirs = (await createReferenceEngine([r]).run(f)).fired.length === 1;
        } catch (e) {
          expect(String(e)).toMatch(OPERATOR_ERROR);
          rulesRejected++;
          continue;
        }
        expect(ours.includes(r.id), r.id).toBe(theirs);
        rulesCompared++;
      }
    }
    cases++;
  });
  test('at least 1,000 cases, and nearly every rule compared rather than rejected', () => {
    expect(cases).toBeGreaterThanOrEqual(1000);
    expect(rulesRejected).toBeLessThan(rulesCompared / 10);
  });
});

// Corners random generation reaches rarely, each compared the same way.
describe('compiled evaluator = json-rules-engine on known corners', () => {
  const cases: Array<[string, Condition, Record<string, unknown>]> = [
    ['a path through a string reaches its length', { all: [{ fact: 'x', path: '$.a.length', operator: 'equal', value: 2 }] }, { x: { a: 'ab' } }],
    ['an empty string has no length on a path', { all: [{ fact: 'x', path: '$.a.length', operator: 'equal', value: 0 }] }, { x: { a: '' } }],
    ['an array has its length on a path', { all: [{ fact: 'x', path: '$.length', operator: 'greaterThan', value: 1 }] }, { x: [1, 2] }],
    ['a path on a non-object fact gives the fact itself', { all: [{ fact: 'x', path: '$.a', operator: 'equal', value: 'GBR' }] }, { x: 'GBR' }],
    ['a path misses inherited properties', { all: [{ fact: 'x', path: '$.toString', operator: 'equal', value: null }] }, { x: {} }],
    ['a fact named like an Object.prototype property is missing unless given', { all: [{ fact: 'constructor', operator: 'notEqual', value: null }] }, {}],
    ['... and present when given', { all: [{ fact: 'constructor', operator: 'equal', value: 'USA' }] }, { constructor: 'USA' }],
    ['an own __proto__ fact', { all: [{ fact: '__proto__', operator: 'equal', value: 5 }] }, JSON.parse('{"__proto__": 5}') as Record<string, unknown>],
    ['empty all and empty any are both true', { any: [{ all: [] }, { any: [] }] }, {}],
    ['not of an empty any', { not: { any: [] } }, {}],
    ['lessThan accepts numeric strings', { all: [{ fact: 'x', operator: 'lessThan', value: 10 }] }, { x: '5' }],
    ['lessThan accepts a one-number array', { all: [{ fact: 'x', operator: 'lessThan', value: 10 }] }, { x: [5] }],
    ['contains needs an array fact', { all: [{ fact: 'x', operator: 'contains', value: 'a' }] }, { x: 'abc' }],
    ['in against a string fact is a substring test', { all: [{ fact: 'x', operator: 'in', value: { fact: 'y' } }] }, { x: 'BR', y: 'GBR' }],
    ['dateBefore needs a YYYY-MM-DD fact', { all: [{ fact: 'x', operator: 'dateBefore', value: '2026-01-01' }] }, { x: '2025-12-31T10:00' }],
    ['intersects', { all: [{ fact: 'x', operator: 'intersects', value: ['GBR', 'USA'] }] }, { x: ['FRA', 'USA'] }],
    ['-0 equals 0', { all: [{ fact: 'x', operator: 'in', value: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] }] }, { x: -0 }],
  ];
  test.each(cases)('%s', async (_name, conditions, f) => {
    const rule = { id: 'r', priority: 1, conditions };
    expect(checkCondition(conditions, '')).toEqual([]);
    const theirs = (await createReferenceEngine([rule]).run(f)).fired.length === 1;
    expect(compileCondition(conditions)(f as FactValues)).toBe(theirs);
  });
});
