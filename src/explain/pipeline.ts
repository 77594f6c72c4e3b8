// Runs a trip through trips()' own steps (tr.tripsWith) with an observing rules step, so the
// tools see exactly the checkpoints, facts and answers of the service. Two engines: the compiled
// evaluator the service uses, and json-rules-engine as the reference (src/rules/reference-engine.ts).
import type { CheckpointKind, Facts } from '../facts/catalogue.js';
import type { Outcome } from '../rules/evaluate.js';
import { mostFavourable, pickFavourable, type PassportAnswer } from '../rules/favourable.js';
import type { CompiledRule, Ruleset } from '../rules/model.js';
import { rulesetReference } from '../rules/reference-engine.js';
import type { TripResponseDocument } from '../schema/generated.js';
import type { Result, TravelRequirements, TripOptions } from '../service.js';

export type EngineName = 'compiled' | 'reference';
export const ENGINES: readonly EngineName[] = ['compiled', 'reference'];

/**
 * The ruleset with every rule's test wrapped to report when it fires. Same rules, same order,
 * same evaluator: only the observation is added.
 */
export function tracingRuleset(ruleset: Ruleset, onFire: (rule: CompiledRule) => void): Ruleset {
  const wrapped = new Map<CompiledRule, CompiledRule>();
  const wrap = (rule: CompiledRule): CompiledRule => {
    let w = wrapped.get(rule);
    if (!w) {
      const test = rule.test;
      wrapped.set(rule, (w = { ...rule, test: (facts) => { const ok = test(facts); if (ok) onFire(rule); return ok; } }));
    }
    return w;
  };
  const cache = new Map<string, readonly CompiledRule[]>();
  return {
    ...ruleset,
    rules: ruleset.rules.map(wrap),
    candidates(territory) {
      let list = cache.get(territory);
      if (!list) cache.set(territory, (list = ruleset.candidates(territory).map(wrap)));
      return list;
    },
  };
}

/** Accumulates the ids of the rules whose conditions held, over any number of trips. */
export interface Tracer {
  readonly engine: EngineName;
  readonly fired: Set<string>;
  /** trips()' rules step, observed. */
  answer(factsFor: (passport: string) => Facts, passports: readonly string[]): Promise<PassportAnswer>;
}

export function createTracer(ruleset: Ruleset, engine: EngineName = 'compiled'): Tracer {
  const fired = new Set<string>();
  if (engine === 'compiled') {
    const traced = tracingRuleset(ruleset, (rule) => fired.add(rule.id));
    return { engine, fired, answer: async (factsFor, passports) => mostFavourable(traced, factsFor, passports) };
  }
  const ref = rulesetReference(ruleset);
  return {
    engine,
    fired,
    async answer(factsFor, passports) {
      const outcomes = new Map<string, Outcome>();
      let kind: CheckpointKind = 'ENTRY';
      for (const p of passports) {
        const facts = factsFor(p);
        kind = facts.checkpointKind;
        const { outcome, run } = await ref.explain(facts);
        for (const rule of run.fired) fired.add(rule.id);
        outcomes.set(p, outcome);
      }
      return pickFavourable(passports, (p) => outcomes.get(p)!, kind);
    },
  };
}

/** The response to a trip, computed by the tracer's engine while recording the rules that fired. */
export function traceTrip(tr: TravelRequirements, input: unknown, tracer: Tracer, options: TripOptions = {}): Promise<Result<TripResponseDocument>> {
  return tr.tripsWith(input, (factsFor, passports) => tracer.answer(factsFor, passports), options);
}
