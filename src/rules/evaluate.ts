// Runs the compiled rules for one checkpoint x passport and resolves what counts:
// records not yet in force (startDate after the checkpoint date) become "upcoming", expired ones
// drop out, and within a slot only the highest-priority rules that fired are kept. A requirement
// authorisation (ETA) that is upcoming in a slot is never also required now by a lower-priority
// snapshot answer (the visa matrix): the answer would contradict itself.
import type { Enforcement } from '../schema/generated.js';
import type { Facts } from '../facts/catalogue.js';
import type { FactValues } from './compile.js';
import { ruleIndex, type RuleIndex } from './indexed.js';
import type { CompiledRule, RecordDefinition, RuleEvent, Ruleset } from './model.js';

export interface FiredEvent {
  rule: CompiledRule;
  event: RuleEvent;
  record: RecordDefinition;
  enforcement: Enforcement;
}

export interface Outcome {
  active: FiredEvent[];
  upcoming: FiredEvent[];
}

export function evaluate(ruleset: Ruleset, facts: Facts): Outcome {
  const index = ruleIndex(ruleset);
  return resolveOutcome(ruleset, facts.date, index ? firedIndexed(index, facts) : firedCandidates(ruleset, facts));
}

/** The rules that fire, through the kind and passport index (indexed.ts) of a loaded ruleset. */
function firedIndexed(index: RuleIndex, facts: Facts): CompiledRule[] {
  const values = facts as unknown as FactValues;
  const fired: CompiledRule[] = [];
  const list = index.candidates(facts);
  for (let i = 0; i < list.length; i++) {
    const { rule, rest } = list[i]!;
    if (rest === undefined || rest(values)) fired.push(rule);
  }
  return fired;
}

/** The rules that fire, for any Ruleset value: its territory's candidates, each rule's whole test. */
function firedCandidates(ruleset: Ruleset, facts: Facts): CompiledRule[] {
  const values = facts as unknown as FactValues;
  const fired: CompiledRule[] = [];
  for (const rule of ruleset.candidates(facts.territory)) if (rule.test(values)) fired.push(rule);
  return fired;
}

/**
 * The outcome of the rules that fired, given in candidate order (priority desc, then load order).
 * Shared with reference-engine.ts, so both evaluators differ only in which rules fire. (`ruleset`
 * is not read any more: each rule carries its record, rule.effect.)
 */
export function resolveOutcome(ruleset: Ruleset, date: string, fired: Iterable<CompiledRule>): Outcome {
  const active: FiredEvent[] = [];
  const upcoming: FiredEvent[] = [];
  // Slots answered so far, each with the priority that answered it (the first, the top one, since
  // rules arrive sorted by priority). Parallel arrays, not a Map: a checkpoint fills a slot or two.
  const slots: string[] = [];
  const slotPriorities: number[] = [];
  // Slots where an electronic travel authorisation starts later: before its start date the
  // traveller needed none, so a lower-priority snapshot answer (the visa matrix, which says what
  // held on its own date) requiring an ETA now would contradict it. (A visa answer that starts at a
  // date, e.g. a suspension of some visa classes, refines a visa already required: no conflict.)
  let etaLater: string[] | undefined;
  // Record ids already answered, now and upcoming. Arrays, not Sets: a checkpoint fires a handful
  // of rules, where creating Sets cost more than searching them.
  const seenActive: string[] = [];
  const seenUpcoming: string[] = [];
  for (const rule of fired) {
    const effect = rule.effect; // the record's dates and kinds, read at load (model.ts RuleEffect)
    if (effect.endDate !== undefined && effect.endDate < date) continue;
    const id = rule.event.id;
    const slot = effect.slot;
    if (effect.startDate !== undefined && effect.startDate > date) {
      if (!seenUpcoming.includes(id)) {
        upcoming.push(firedEvent(rule));
        seenUpcoming.push(id);
      }
      if (slot !== undefined && effect.eta) (etaLater ??= []).push(slot);
      continue;
    }
    if (slot !== undefined) {
      const s = slots.indexOf(slot);
      if (s >= 0 && slotPriorities[s]! > rule.priority) continue;
      if (effect.snapshot && effect.eta && etaLater?.includes(slot)) continue;
      if (s >= 0) slotPriorities[s] = rule.priority;
      else {
        slots.push(slot);
        slotPriorities.push(rule.priority);
      }
    }
    if (seenActive.includes(id)) continue;
    seenActive.push(id);
    active.push(firedEvent(rule));
  }
  return { active, upcoming };
}

function firedEvent(rule: CompiledRule): FiredEvent {
  return { rule, event: rule.event, record: rule.effect.record, enforcement: rule.effect.enforcement };
}

/** The fired event that answers the entry (visa) question, if any. */
export function visaAnswer(outcome: Outcome): FiredEvent | undefined {
  for (const e of outcome.active) if (e.event.slot === 'visa') return e;
  return undefined;
}
