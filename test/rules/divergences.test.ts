// Where the compiled evaluator deliberately differs from json-rules-engine, each with its reason.
// Everywhere else the differential tests (differential*.test.ts) hold them to the same answers.
import { describe, expect, it } from 'vitest';
import { compileCondition, type FactValues } from '../../src/rules/compile.js';
import { checkCondition } from '../../src/rules/load.js';
import { createReferenceEngine } from '../../src/rules/reference-engine.js';
import type { Condition } from '../../src/schema/generated.js';

describe('deliberate divergences from json-rules-engine', () => {
  // 1. An operator that throws. json-rules-engine evaluates every condition of every rule in
  // parallel, and one throwing operator rejects the whole run: no rule's result survives. Ours
  // evaluates only the rules indexed for the territory, short-circuits all/any, and takes a
  // throwing condition as false. Matching "throws where json-rules-engine throws" would mean
  // evaluating every condition of all ~1,000 rules for every checkpoint, and a response would be a
  // 500 because of one odd fact. Facts come from our own catalogue, so the bundled and linted
  // rules never meet this; a hand-written `in` against a nullable fact is how it could happen.
  const throwing: Array<[string, Condition, Record<string, unknown>]> = [
    ['in against a right-hand fact that is null', { all: [{ fact: 'passport', operator: 'in', value: { fact: 'region' } }] }, { passport: 'GBR', region: null }],
    ['notIn against a right-hand fact that is missing', { all: [{ fact: 'passport', operator: 'notIn', value: { fact: 'nope' } }] }, { passport: 'GBR' }],
    ['in against a right-hand fact that is a number', { all: [{ fact: 'passport', operator: 'in', value: { fact: 'legIndex' } }] }, { passport: 'GBR', legIndex: 1 }],
    ['lessThan on an object without a primitive value', { all: [{ fact: 'x', operator: 'lessThan', value: 5 }] }, { x: { toString: null, valueOf: null } }],
  ];
  it.each(throwing)('1. %s: json-rules-engine rejects the run, ours takes the condition as false', async (_name, conditions, facts) => {
    expect(checkCondition(conditions, '')).toEqual([]); // the loader accepts the rule
    const other = { id: 'other', priority: 1, conditions: { all: [{ fact: 'passport', operator: 'equal', value: 'GBR' }] } as Condition };
    await expect(createReferenceEngine([{ id: 'odd', priority: 1, conditions }, other]).run(facts)).rejects.toThrow(TypeError);
    expect(compileCondition(conditions)(facts as FactValues)).toBe(false);
    expect(compileCondition({ not: conditions })(facts as FactValues)).toBe(true);
    // The other rule is unaffected here; in json-rules-engine it is lost with the run.
    expect(compileCondition(other.conditions)({ passport: 'GBR' })).toBe(true);
  });

  // 2. The rule language is a subset. json-rules-engine 7 also runs operator decorators
  // ("not:equal", "everyFact:in", ...), shared condition references ({condition: name}) and
  // per-condition params/priority; our loader refuses them (schema or UNKNOWN_OPERATOR) so that a
  // rule means the same in both engines and in the linter. Nothing is evaluated differently: such
  // rules never load.
  it('2. operator decorators load in json-rules-engine but are unknown operators here', async () => {
    const conditions = { all: [{ fact: 'passport', operator: 'not:equal', value: 'USA' }] } as Condition;
    expect((await createReferenceEngine([{ id: 'd', priority: 1, conditions }]).run({ passport: 'GBR' })).fired.map((r) => r.id)).toEqual(['d']);
    expect(checkCondition(conditions, '').map((p) => p.code)).toEqual(['UNKNOWN_OPERATOR']);
  });
});
