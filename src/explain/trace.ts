// A tracing twin of src/rules/compile.ts: evaluates a condition tree with the same semantics
// (operators table, JSONPath, empty all/any true) and says which condition decided a false
// result, with the value the fact had. Slower than the compiled predicate; used to explain.
import type { Condition } from '../schema/generated.js';
import { compilePath, type FactValues } from '../rules/compile.js';
import { OPERATORS } from '../rules/operators.js';

export interface FailedCondition {
  /** JSON pointer of the condition inside its rule file. */
  pointer: string;
  /** The leaf, when the failing condition is a leaf (or a `not` around one). */
  fact?: string;
  path?: string;
  operator?: string;
  value?: unknown;
  /** The fact's value (after path) at this checkpoint. */
  factValue?: unknown;
  /** When the value is {"fact": ...}: that fact's value. */
  otherValue?: unknown;
  /** The failing condition is a `not` whose inner condition held. */
  negated?: boolean;
}

export interface ConditionTrace {
  result: boolean;
  /** For a false result: the first condition that failed (depth first, in file order). */
  failed?: FailedCondition;
}

const read = (facts: FactValues, name: string, path: string | undefined): unknown => {
  const resolve = compilePath(path);
  return resolve ? resolve(facts[name]) : facts[name];
};

export function traceCondition(c: Condition, facts: FactValues, pointer: string): ConditionTrace {
  if ('all' in c) {
    for (let i = 0; i < c.all.length; i++) {
      const t = traceCondition(c.all[i]!, facts, `${pointer}/all/${i}`);
      if (!t.result) return t;
    }
    return { result: true };
  }
  if ('any' in c) {
    if (c.any.length === 0) return { result: true }; // json-rules-engine: an empty any is true
    let first: FailedCondition | undefined;
    for (let i = 0; i < c.any.length; i++) {
      const t = traceCondition(c.any[i]!, facts, `${pointer}/any/${i}`);
      if (t.result) return { result: true };
      first ??= t.failed;
    }
    return { result: false, ...(first ? { failed: first } : {}) };
  }
  if ('not' in c) {
    const inner = traceCondition(c.not, facts, `${pointer}/not`);
    if (!inner.result) return { result: true };
    const leaf = 'fact' in c.not ? describeLeaf(c.not, facts) : {};
    return { result: false, failed: { pointer, ...leaf, negated: true } };
  }
  const ok = testLeaf(c, facts);
  return ok ? { result: true } : { result: false, failed: { pointer, ...describeLeaf(c, facts) } };
}

type Leaf = Extract<Condition, { fact: string }>;

function testLeaf(c: Leaf, facts: FactValues): boolean {
  const op = Object.hasOwn(OPERATORS, c.operator) ? OPERATORS[c.operator] : undefined;
  if (!op) return false;
  const a = read(facts, c.fact, c.path);
  const v = c.value;
  const b = v !== null && typeof v === 'object' && !Array.isArray(v) ? read(facts, v.fact, v.path) : v;
  return op.accepts(a) && op.test(a, b);
}

function describeLeaf(c: Leaf, facts: FactValues): Omit<FailedCondition, 'pointer'> {
  const v = c.value;
  const other = v !== null && typeof v === 'object' && !Array.isArray(v) ? { otherValue: read(facts, v.fact, v.path) } : {};
  return {
    fact: c.fact, ...(c.path !== undefined ? { path: c.path } : {}), operator: c.operator, value: v,
    factValue: read(facts, c.fact, c.path), ...other,
  };
}
