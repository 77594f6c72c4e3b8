// Runs the compiled rules for one checkpoint x passport and resolves what counts:
// records not yet in force (startDate after the checkpoint date) become "upcoming", expired ones
// drop out, and within a slot only the highest-priority rules that fired are kept. A requirement
// authorisation (ETA) that is upcoming in a slot is never also required now by a lower-priority
// snapshot answer (the visa matrix): the answer would contradict itself.
import type { Enforcement } from '../schema/generated.js';
import type { Facts } from '../facts/catalogue.js';
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
  const values = facts as unknown as Readonly<Record<string, unknown>>;
  const fired: CompiledRule[] = [];
  for (const rule of ruleset.candidates(facts.territory)) if (rule.test(values)) fired.push(rule);
  return resolveOutcome(ruleset, facts.date, fired);
}

/**
 * The outcome of the rules that fired, given in candidate order (priority desc, then load order).
 * Shared with reference-engine.ts, so both evaluators differ only in which rules fire.
 */
export function resolveOutcome(ruleset: Ruleset, date: string, fired: Iterable<CompiledRule>): Outcome {
  const active: FiredEvent[] = [];
  const upcoming: FiredEvent[] = [];
  // The first slot winner has the top priority, since rules arrive sorted by priority.
  let slotPriority: Map<string, number> | undefined;
  // Slots where an electronic travel authorisation starts later: before its start date the
  // traveller needed none, so a lower-priority snapshot answer (the visa matrix, which says what
  // held on its own date) requiring an ETA now would contradict it. (A visa answer that starts at a
  // date, e.g. a suspension of some visa classes, refines a visa already required: no conflict.)
  let etaLater: Set<string> | undefined;
  // Record ids already answered, now and upcoming. Arrays, not Sets: a checkpoint fires a handful
  // of rules, where creating Sets cost more than searching them.
  const seenActive: string[] = [];
  const seenUpcoming: string[] = [];
  for (const rule of fired) {
    const record = ruleset.records.get(rule.event.id)!;
    if (record.endDate && record.endDate < date) continue;
    const slot = rule.event.slot;
    if (record.startDate && record.startDate > date) {
      if (!seenUpcoming.includes(record.id)) {
        upcoming.push(firedEvent(rule, record));
        seenUpcoming.push(record.id);
      }
      if (slot !== undefined && record.documentTypes?.includes('ETA')) (etaLater ??= new Set()).add(slot);
      continue;
    }
    if (slot !== undefined) {
      const top = slotPriority?.get(slot);
      if (top !== undefined && top > rule.priority) continue;
      if (record.snapshot && etaLater?.has(slot) && record.documentTypes?.includes('ETA')) continue;
      (slotPriority ??= new Map()).set(slot, rule.priority);
    }
    if (seenActive.includes(record.id)) continue;
    seenActive.push(record.id);
    active.push(firedEvent(rule, record));
  }
  return { active, upcoming };
}

function firedEvent(rule: CompiledRule, record: RecordDefinition): FiredEvent {
  return { rule, event: rule.event, record, enforcement: rule.event.enforcement ?? record.enforcement };
}

/** The fired event that answers the entry (visa) question, if any. */
export function visaAnswer(outcome: Outcome): FiredEvent | undefined {
  return outcome.active.find((e) => e.event.slot === 'visa');
}
