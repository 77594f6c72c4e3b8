// The candidates of one checkpoint x passport, narrowed below the territory index (load.ts
// candidates) by checkpoint kind and passport, each with its conditions compiled without the
// top-level leaves the narrowing has already decided. Almost every bundled rule tests `territory`,
// `checkpointKind` and `passport` at the top of its `all`, so most candidates left need no test.
// The rules that fire, and their order, are those of candidates(territory) filtered by rule.test
// (the differential tests compare both); rule.test and rule.conditions stay whole for the
// reference engine, explain and tracing.
import type { Condition } from '../schema/generated.js';
import type { Facts } from '../facts/catalogue.js';
import { compileCondition, type Predicate } from './compile.js';
import type { CompiledRule, Ruleset } from './model.js';

/** A candidate and what is left to test of it; `rest` undefined: nothing, the rule fires. */
export interface Narrowed {
  readonly rule: CompiledRule;
  readonly rest: Predicate | undefined;
}

/** A top-level leaf of a rule's `all` that an index decides: its position and the values it admits. */
interface KeyLeaf<V> {
  at: number;
  values: V;
}

/**
 * The first top-level `fact equal "x"` or `fact in [...]` leaf of a rule's `all`. `strings`: 'keep'
 * takes the strings of a mixed list (territory: load.ts indexes by them), 'all' takes a list only if
 * every value is a string (a fact of another type could equal a non-string value, so such a leaf
 * stays a test, and a fact value the index does not know can only match rules without the leaf).
 */
function topLeaf(c: Condition, fact: string, strings: 'keep' | 'all'): KeyLeaf<string[]> | undefined {
  if (!('all' in c)) return undefined;
  for (let at = 0; at < c.all.length; at++) {
    const leaf = c.all[at]!;
    if (!('fact' in leaf) || leaf.fact !== fact || leaf.path !== undefined) continue;
    const v = leaf.value;
    if (leaf.operator === 'equal' && typeof v === 'string') return { at, values: [v] };
    if (leaf.operator === 'in' && Array.isArray(v)) {
      const kept = v.filter((x): x is string => typeof x === 'string');
      if (strings === 'keep' || kept.length === v.length) return { at, values: kept };
    }
  }
  return undefined;
}

/** The leaf load.ts territoriesOf indexes a rule by: whenever the rule is a candidate for X, it holds. */
export function territoryLeaf(c: Condition): KeyLeaf<string[]> | undefined {
  return topLeaf(c, 'territory', 'keep');
}

/** A departure rule's top-level `exitTerritory` leaf (the page's parts file it under the state left). */
export function exitTerritoryLeaf(c: Condition): KeyLeaf<string[]> | undefined {
  return topLeaf(c, 'exitTerritory', 'all');
}

function keyLeaf(c: Condition, fact: 'checkpointKind' | 'passport'): KeyLeaf<ReadonlySet<string>> | undefined {
  const leaf = topLeaf(c, fact, 'all');
  return leaf && { at: leaf.at, values: new Set(leaf.values) };
}

/** A rule taken apart for the index: the kinds and passports it admits (undefined: any) and the rest of its test. */
interface Keyed {
  narrowed: Narrowed;
  kinds: ReadonlySet<string> | undefined;
  passports: ReadonlySet<string> | undefined;
}

function keyed(rule: CompiledRule): Keyed {
  const c = rule.conditions;
  const kind = keyLeaf(c, 'checkpointKind');
  const passport = keyLeaf(c, 'passport');
  const decided = [territoryLeaf(c)?.at, kind?.at, passport?.at];
  const rest = 'all' in c ? c.all.filter((_, i) => !decided.includes(i)) : undefined;
  return {
    narrowed: { rule, rest: rest === undefined ? compileCondition(c) : rest.length === 0 ? undefined : compileCondition({ all: rest }) },
    kinds: kind?.values,
    passports: passport?.values,
  };
}

/** One checkpoint kind's candidates of a territory, by passport. */
interface ByPassport {
  lists: ReadonlyMap<string, readonly Narrowed[]>;
  /** For a passport no candidate names. */
  other: readonly Narrowed[];
}

interface ByKind {
  kinds: ReadonlyMap<string, ByPassport>;
  /** For a kind no candidate names. */
  other: ByPassport;
}

export interface RuleIndex {
  /** The candidates for these facts, in candidate order, with what is left to test of each. */
  candidates(facts: Facts): readonly Narrowed[];
}

function createIndex(ruleset: Ruleset): RuleIndex {
  const parts = new Map<CompiledRule, Keyed>();
  const partsOf = (rule: CompiledRule): Keyed => {
    let k = parts.get(rule);
    if (!k) parts.set(rule, (k = keyed(rule)));
    return k;
  };
  const territories = new Map<string, ByKind>();
  return {
    candidates(facts) {
      let t = territories.get(facts.territory);
      if (!t) territories.set(facts.territory, (t = byKind(ruleset.candidates(facts.territory).map(partsOf))));
      const p = t.kinds.get(facts.checkpointKind) ?? t.other;
      return p.lists.get(facts.passport) ?? p.other;
    },
  };
}

// Built once per territory (on its first checkpoint). Equal lists are shared: the visa matrix
// names nearly every passport in each territory, but in a handful of groups.
function byKind(candidates: readonly Keyed[]): ByKind {
  const position = new Map(candidates.map((k, i) => [k, i]));
  const shared = new Map<string, readonly Narrowed[]>();
  const listOf = (keys: readonly Keyed[]): readonly Narrowed[] => {
    const signature = keys.map((k) => position.get(k)).join(',');
    let list = shared.get(signature);
    if (!list) shared.set(signature, (list = keys.map((k) => k.narrowed)));
    return list;
  };
  const byPassport = (keys: readonly Keyed[]): ByPassport => {
    const lists = new Map<string, readonly Narrowed[]>();
    for (const p of valuesOf(keys, (k) => k.passports)) lists.set(p, listOf(keys.filter((k) => !k.passports || k.passports.has(p))));
    return { lists, other: listOf(keys.filter((k) => !k.passports)) };
  };
  const kinds = new Map<string, ByPassport>();
  for (const kind of valuesOf(candidates, (k) => k.kinds)) kinds.set(kind, byPassport(candidates.filter((k) => !k.kinds || k.kinds.has(kind))));
  return { kinds, other: byPassport(candidates.filter((k) => !k.kinds)) };
}

function valuesOf(keys: readonly Keyed[], of: (k: Keyed) => ReadonlySet<string> | undefined): Set<string> {
  const out = new Set<string>();
  for (const k of keys) for (const v of of(k) ?? []) out.add(v);
  return out;
}

// Only rulesets built by load.ts have an index: any other Ruleset value (e.g. the tracing wrapper
// in src/explain/pipeline.ts, whose rules report when they fire) is evaluated through its own
// candidates() and rule.test.
const indexes = new WeakMap<Ruleset, RuleIndex>();

/** Gives a ruleset built by load.ts its index (built lazily, per territory). */
export function indexRuleset(ruleset: Ruleset): void {
  indexes.set(ruleset, createIndex(ruleset));
}

/** The index of `ruleset`, if load.ts built it. */
export function ruleIndex(ruleset: Ruleset): RuleIndex | undefined {
  return indexes.get(ruleset);
}
