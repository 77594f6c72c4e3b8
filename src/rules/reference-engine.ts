// json-rules-engine, run as the reference semantics for our compiled evaluator (compile.ts):
// one Engine holding the rules, our custom operators registered, undefined facts allowed, facts
// passed per run. It is slow (promise-based, clones conditions every run) and meant for
// differential tests, `--engine reference` diagnostics and the benchmark's baseline, never for
// serving. Both evaluators share resolveOutcome and pickFavourable, so they can differ only in
// which rules fire.
import { Engine, Operator, type RuleResult } from 'json-rules-engine';
import type { Facts } from '../facts/catalogue.js';
import type { Condition } from '../schema/generated.js';
import type { FactValues } from './compile.js';
import { resolveOutcome, type Outcome } from './evaluate.js';
import { pickFavourable, type PassportAnswer } from './favourable.js';
import type { CompiledRule, Ruleset } from './model.js';
import { OPERATORS } from './operators.js';

/** What the reference needs of a rule: CompiledRule fits, and so do generated test rules. */
export interface ReferenceRule {
  id: string;
  priority: number;
  conditions: Condition;
}

/** json-rules-engine's verdict on one rule, for explanations. */
export interface ReferenceRuleResult {
  ruleId: string;
  result: boolean;
  /** The rule's conditions as json-rules-engine annotated them: `result` on every node, `factResult` and `valueResult` on leaves. */
  conditions: unknown;
}

export interface ReferenceRun<R extends ReferenceRule = ReferenceRule> {
  /** Rules that fired, in candidate order (priority desc, then the order given), like evaluate(). */
  fired: R[];
  /** Every rule's result, in the same order as the rules were given. */
  results: ReferenceRuleResult[];
}

export interface ReferenceEngine<R extends ReferenceRule = ReferenceRule> {
  /** The underlying json-rules-engine Engine (one rule per ReferenceRule, named by its id). */
  readonly engine: Engine;
  /** Runs every rule against the facts. Rejects where json-rules-engine rejects (see test/rules/divergences.test.ts). */
  run(facts: FactValues): Promise<ReferenceRun<R>>;
}

/** An Engine holding `rules`, with our custom operators (operators.ts) and allowUndefinedFacts. */
export function createReferenceEngine<R extends ReferenceRule>(rules: readonly R[]): ReferenceEngine<R> {
  const engine = new Engine([], { allowUndefinedFacts: true });
  // Built-in operators stay json-rules-engine's own, so the tests compare our copies against them.
  for (const [name, op] of Object.entries(OPERATORS)) {
    if (op.custom) engine.addOperator(new Operator(name, op.test, op.accepts));
  }
  const index = new Map<string, number>();
  rules.forEach((rule, i) => {
    if (index.has(rule.id)) throw new Error(`duplicate rule id ${rule.id}`);
    index.set(rule.id, i);
    engine.addRule({
      name: rule.id,
      priority: rule.priority,
      // A private copy: json-rules-engine keeps references into the conditions it is given.
      conditions: structuredClone(rule.conditions) as never,
      event: { type: 'fired', params: { rule: rule.id } },
    });
  });
  const candidateOrder = (a: R, b: R): number => b.priority - a.priority || index.get(a.id)! - index.get(b.id)!;

  return {
    engine,
    async run(facts) {
      // A plain copy: json-rules-engine reads runtime facts with for..in.
      const { results, failureResults } = await engine.run({ ...facts });
      const all = [...results, ...failureResults].map((r: RuleResult) => ({
        ruleId: r.name,
        result: r.result === true,
        conditions: (r.toJSON(false) as { conditions: unknown }).conditions,
      }));
      all.sort((a, b) => index.get(a.ruleId)! - index.get(b.ruleId)!);
      const fired = results.map((r) => rules[index.get(r.name)!]!).sort(candidateOrder);
      return { fired, results: all };
    },
  };
}

/** The reference for a whole loaded ruleset: the async twins of evaluate() and mostFavourable(). */
export interface RulesetReference {
  readonly ruleset: Ruleset;
  readonly engine: ReferenceEngine<CompiledRule>;
  /** Same Outcome as evaluate(ruleset, facts), computed by json-rules-engine over all rules (no territory index). */
  evaluate(facts: Facts): Promise<Outcome>;
  /** Same answer as mostFavourable(ruleset, factsFor, passports). */
  mostFavourable(factsFor: (passport: string) => Facts, passports: readonly string[]): Promise<PassportAnswer>;
  /** The outcome together with json-rules-engine's per-rule results (for `rules explain --engine reference`). */
  explain(facts: Facts): Promise<{ outcome: Outcome; run: ReferenceRun<CompiledRule> }>;
}

const references = new WeakMap<Ruleset, RulesetReference>();

/** The reference for `ruleset`; built once per ruleset (building an Engine of ~1,000 rules takes a while). */
export function rulesetReference(ruleset: Ruleset): RulesetReference {
  let ref = references.get(ruleset);
  if (ref) return ref;
  const engine = createReferenceEngine(ruleset.rules);
  const explain = async (facts: Facts): Promise<{ outcome: Outcome; run: ReferenceRun<CompiledRule> }> => {
    const run = await engine.run(facts as unknown as FactValues);
    return { outcome: resolveOutcome(ruleset, facts.date, run.fired), run };
  };
  const evaluate = async (facts: Facts): Promise<Outcome> => (await explain(facts)).outcome;
  ref = {
    ruleset,
    engine,
    evaluate,
    explain,
    async mostFavourable(factsFor, passports) {
      const facts = passports.map(factsFor);
      const outcomes = await Promise.all(facts.map(evaluate));
      return pickFavourable(passports, (p) => outcomes[passports.indexOf(p)]!, facts[0]!.checkpointKind);
    },
  };
  references.set(ruleset, ref);
  return ref;
}

/** Drop-in async twin of evaluate(ruleset, facts). */
export function evaluateReference(ruleset: Ruleset, facts: Facts): Promise<Outcome> {
  return rulesetReference(ruleset).evaluate(facts);
}
