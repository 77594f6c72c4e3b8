// Compiles json-rules-engine conditions into synchronous predicates once, at load. The semantics
// follow json-rules-engine 7 (checked by the differential tests in test/rules/differential.test.ts):
// empty all/any are true, a single-child all/any is that child, undefined facts are allowed.
import type { Condition, LeafCondition } from '../schema/generated.js';
import { operator } from './operators.js';

export type FactValues = Readonly<Record<string, unknown>>;
export type Predicate = (facts: FactValues) => boolean;

const own = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** Resolves "$.a.b" on an object value like json-rules-engine's JSONPath (own properties only). */
export function compilePath(path: string | undefined): ((v: unknown) => unknown) | undefined {
  if (path === undefined) return undefined;
  const keys = path.split('.').slice(1);
  return (value) => {
    if (value === null || typeof value !== 'object') return value; // json-rules-engine returns non-objects as they are
    let cur: unknown = value;
    for (const key of keys) {
      // JSONPath steps into own properties of any truthy value: a non-empty string has a length.
      if (typeof cur === 'string' && cur !== '' && key === 'length') cur = cur.length;
      else if (cur === null || typeof cur !== 'object' || !own(cur, key)) return undefined;
      else cur = (cur as Record<string, unknown>)[key];
    }
    return cur;
  };
}

function readFact(name: string, path: string | undefined): (facts: FactValues) => unknown {
  const resolve = compilePath(path);
  // json-rules-engine knows only the facts it is given: a name Object.prototype has ("constructor")
  // is an undefined fact unless the facts have it as their own.
  const get = name in Object.prototype ? (f: FactValues): unknown => (own(f, name) ? f[name] : undefined) : (f: FactValues): unknown => f[name];
  return resolve ? (f) => resolve(get(f)) : get;
}

function compileLeaf(leaf: LeafCondition): Predicate {
  const op = operator(leaf.operator);
  if (!op) throw new Error(`unknown operator "${leaf.operator}"`);
  const { accepts, test } = op;
  const left = readFact(leaf.fact, leaf.path);
  const value = leaf.value;
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const right = readFact(value.fact, value.path);
    return (f) => {
      const a = left(f);
      try {
        return accepts(a) && test(a, right(f));
      } catch {
        // An operator that throws (in/notIn against a fact without indexOf, a comparison with an
        // object that has no primitive value): json-rules-engine rejects the whole run; here the
        // condition is false. Divergence 1 in test/rules/divergences.test.ts.
        return false;
      }
    };
  }
  // Fast paths for the shapes the bundled ruleset uses most (equal on a fact, in a long list).
  if (leaf.operator === 'equal' && leaf.path === undefined && !(leaf.fact in Object.prototype)) {
    const name = leaf.fact;
    return (f) => f[name] === value;
  }
  if (leaf.operator === 'in' && Array.isArray(value) && value.length > 8) {
    const set = new Set<unknown>(value);
    // Array#indexOf uses ===, which differs from Set (SameValueZero) only for NaN; facts are never NaN
    // in lists we accept (the schema forbids NaN in JSON), so the Set is exact.
    return (f) => set.has(left(f));
  }
  return (f) => {
    const a = left(f);
    try {
      return accepts(a) && test(a, value);
    } catch {
      return false; // as above
    }
  };
}

export function compileCondition(c: Condition): Predicate {
  if ('all' in c) return combine(c.all.map(compileCondition), true);
  if ('any' in c) return combine(c.any.map(compileCondition), false);
  if ('not' in c) {
    const inner = compileCondition(c.not);
    return (f) => !inner(f);
  }
  return compileLeaf(c);
}

function combine(parts: Predicate[], all: boolean): Predicate {
  if (parts.length === 0) return () => true; // json-rules-engine: empty all AND empty any are true
  if (parts.length === 1) return parts[0]!;
  if (parts.length === 2) {
    const [a, b] = parts as [Predicate, Predicate];
    return all ? (f) => a(f) && b(f) : (f) => a(f) || b(f);
  }
  // Loops, not every/some: no callback closure per evaluation.
  return all
    ? (f) => {
        for (let i = 0; i < parts.length; i++) if (!parts[i]!(f)) return false;
        return true;
      }
    : (f) => {
        for (let i = 0; i < parts.length; i++) if (parts[i]!(f)) return true;
        return false;
      };
}
