// The steps trips() runs before the rules (validate, semantic checks, itinerary), exposed so the
// tracing tools see the same checkpoints and facts as the service. The response itself always
// comes from trips(); this module adds no behaviour of its own.
import { deriveFacts } from '../facts/derive.js';
import type { Facts } from '../facts/catalogue.js';
import { analyse } from '../itinerary/analyse.js';
import type { Checkpoint, Itinerary } from '../itinerary/model.js';
import { mostFavourable } from '../rules/favourable.js';
import type { CompiledRule, Ruleset } from '../rules/model.js';
import { fromAjv, type ErrorObject } from '../schema/errors.js';
import type { TripRequestDocument } from '../schema/generated.js';
import { checkTrip } from '../schema/semantic.js';
import type { TravelRequirements } from '../service.js';

export type Prepared =
  | { ok: true; request: TripRequestDocument; itinerary: Itinerary; passports: string[] }
  | { ok: false; errors: ErrorObject[] };

export function prepareTrip(tr: TravelRequirements, input: unknown): Prepared {
  const validate = tr.validators.get('trip-request.schema.json');
  if (!validate(input)) return { ok: false, errors: fromAjv(validate.errors) };
  const request = input as TripRequestDocument;
  const semantic = checkTrip(request, tr.reference);
  if (semantic.length) return { ok: false, errors: semantic };
  const analysed = analyse(request.data.attributes.travelNodes, tr.reference, tr.ruleset.domesticTerritories);
  if (!analysed.ok) return { ok: false, errors: analysed.errors };
  return { ok: true, request, itinerary: analysed.itinerary, passports: request.data.attributes.traveller.passports };
}

export function factsAt(itinerary: Itinerary, checkpoint: Checkpoint, passports: string[]): (passport: string) => Facts {
  return (passport) => deriveFacts(itinerary, checkpoint, passport, passports);
}

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

/** Accumulates the ids of the rules that fired over any number of trips. */
export interface Tracer {
  readonly ruleset: Ruleset;
  readonly fired: Set<string>;
}

export function createTracer(ruleset: Ruleset): Tracer {
  const fired = new Set<string>();
  return { fired, ruleset: tracingRuleset(ruleset, (rule) => fired.add(rule.id)) };
}

/** Evaluates the trip's checkpoints as trips() does, recording fired rules; false for a rejected trip. */
export function traceTrip(tr: TravelRequirements, input: unknown, tracer: Tracer): boolean {
  const prepared = prepareTrip(tr, input);
  if (!prepared.ok) return false;
  const { itinerary, passports } = prepared;
  for (const checkpoint of itinerary.checkpoints) mostFavourable(tracer.ruleset, factsAt(itinerary, checkpoint, passports), passports);
  return true;
}
