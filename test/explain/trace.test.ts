// The tracing evaluator agrees with the compiled predicate (same semantics) and names the first
// condition that failed with the fact's value.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { traceCondition } from '../../src/explain/trace.js';
import { compileCondition } from '../../src/rules/compile.js';
import type { Condition } from '../../src/schema/generated.js';

const facts = { territory: 'GBR', passport: 'USA', passports: ['USA', 'IRL'], layoverHours: null, legIndex: 2, date: '2026-12-01', ownNationality: false };

describe('traceCondition', () => {
  it('reports the first failing leaf of an all, with the fact value', () => {
    const c: Condition = { all: [
      { fact: 'territory', operator: 'equal', value: 'GBR' },
      { fact: 'passport', operator: 'in', value: ['QAT', 'ARE'] },
      { fact: 'legIndex', operator: 'equal', value: 9 },
    ] };
    expect(traceCondition(c, facts, '/rules/0/conditions')).toEqual({
      result: false,
      failed: { pointer: '/rules/0/conditions/all/1', fact: 'passport', operator: 'in', value: ['QAT', 'ARE'], factValue: 'USA' },
    });
  });

  it('reports a not whose inner condition held, and the value compared with another fact', () => {
    expect(traceCondition({ not: { fact: 'passports', operator: 'contains', value: 'IRL' } }, facts, '')).toEqual({
      result: false, failed: { pointer: '', fact: 'passports', operator: 'contains', value: 'IRL', factValue: ['USA', 'IRL'], negated: true },
    });
    expect(traceCondition({ all: [{ fact: 'passport', operator: 'equal', value: { fact: 'territory' } }] }, facts, '').failed).toMatchObject({
      fact: 'passport', factValue: 'USA', otherValue: 'GBR',
    });
  });

  it('empty all and empty any are true, as in json-rules-engine', () => {
    expect(traceCondition({ all: [] }, facts, '').result).toBe(true);
    expect(traceCondition({ any: [] }, facts, '').result).toBe(true);
    expect(traceCondition({ not: { any: [] } }, facts, '')).toEqual({ result: false, failed: { pointer: '', negated: true } });
  });

  it('agrees with the compiled predicate on random conditions (property)', () => {
    const leaf = fc.oneof(
      fc.record({ fact: fc.constantFrom('territory', 'passport', 'nope'), operator: fc.constantFrom('equal', 'notEqual'), value: fc.constantFrom('GBR', 'USA', null) }),
      fc.record({ fact: fc.constantFrom('passport', 'territory'), operator: fc.constantFrom('in', 'notIn'), value: fc.subarray(['GBR', 'USA', 'IRL']) }),
      fc.record({ fact: fc.constantFrom('passports', 'passport'), operator: fc.constantFrom('contains', 'doesNotContain'), value: fc.constantFrom('IRL', 'FRA') }),
      fc.record({ fact: fc.constantFrom('legIndex', 'layoverHours', 'date'), operator: fc.constantFrom('lessThan', 'greaterThanInclusive'), value: fc.integer({ min: 0, max: 3 }) }),
      fc.record({ fact: fc.constantFrom('date', 'territory'), operator: fc.constantFrom('dateBefore', 'dateOnOrAfter'), value: fc.constantFrom('2026-01-01', '2026-12-01', '2027-01-01') }),
      fc.record({ fact: fc.constantFrom('passports'), operator: fc.constantFrom('intersects'), value: fc.subarray(['GBR', 'IRL']) }),
    ) as fc.Arbitrary<Condition>;
    const tree: fc.Arbitrary<Condition> = fc.letrec<{ c: Condition }>((tie) => ({
      c: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf,
        fc.record({ all: fc.array(tie('c'), { maxLength: 3 }) }),
        fc.record({ any: fc.array(tie('c'), { maxLength: 3 }) }),
        fc.record({ not: tie('c') }),
      ),
    })).c;
    fc.assert(fc.property(tree, (c) => {
      const t = traceCondition(c, facts, '');
      expect(t.result).toBe(compileCondition(c)(facts));
      expect(t.failed !== undefined).toBe(!t.result);
    }), { numRuns: 500 });
  });
});
