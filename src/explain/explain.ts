// travelreq rules explain: for every checkpoint and passport of a trip, the facts, each rule the
// engine considered, whether it fired, what became of its event (active, upcoming, overridden...)
// and, for a rule that did not fire, the first condition that failed with the fact's value.
import type { Facts } from '../facts/catalogue.js';
import type { Checkpoint, Notice } from '../itinerary/model.js';
import { evaluate, visaAnswer } from '../rules/evaluate.js';
import { mostFavourable, RANK, rankOf, type Rank } from '../rules/favourable.js';
import type { CompiledRule, RuleEvent, Ruleset } from '../rules/model.js';
import type { ErrorObject } from '../schema/errors.js';
import type { TravelRequirements } from '../service.js';
import { factsAt, prepareTrip } from './pipeline.js';
import { traceCondition, type FailedCondition } from './trace.js';

/** What happened to a fired rule's event (see src/rules/evaluate.ts). */
export type EventStatus =
  | 'active' // in the response
  | 'upcoming' // record not in force yet on this date: shown under UPCOMING
  | 'expired' // record ended before this date
  | 'overridden' // a higher-priority rule of the same slot fired
  | 'duplicate'; // the record is already shown by an earlier rule

export interface RuleTrace {
  id: string;
  file: string;
  pointer: string;
  priority: number;
  description?: string;
  event: RuleEvent;
  fired: boolean;
  status?: EventStatus;
  failed?: FailedCondition;
}

export interface PassportTrace {
  passport: string;
  facts: Facts;
  rules: RuleTrace[];
  /** Record id of the visa-slot answer, if any. */
  visa?: string;
  rank: string;
  /** The passport the response uses at this checkpoint (the most favourable one). */
  chosen: boolean;
}

export interface CheckpointTrace {
  checkpoint: Checkpoint;
  passports: PassportTrace[];
}

export type Explanation =
  | { ok: true; rulesetRevision: string; passports: string[]; checkpoints: CheckpointTrace[]; notice?: Notice }
  | { ok: false; errors: ErrorObject[] };

const RANK_NAME = Object.fromEntries(Object.entries(RANK).map(([k, v]) => [v, k])) as Record<Rank, string>;

export function explainTrip(tr: TravelRequirements, input: unknown): Explanation {
  const prepared = prepareTrip(tr, input);
  if (!prepared.ok) return { ok: false, errors: prepared.errors };
  const { itinerary, passports } = prepared;
  const ruleset = tr.ruleset;
  const checkpoints = itinerary.checkpoints.map((checkpoint): CheckpointTrace => {
    const factsFor = factsAt(itinerary, checkpoint, passports);
    const chosen = mostFavourable(ruleset, factsFor, passports).passport;
    return { checkpoint, passports: passports.map((p) => explainPassport(ruleset, factsFor(p), p === chosen)) };
  });
  return { ok: true, rulesetRevision: ruleset.revision, passports, checkpoints, ...(itinerary.notice ? { notice: itinerary.notice } : {}) };
}

function explainPassport(ruleset: Ruleset, facts: Facts, chosen: boolean): PassportTrace {
  const values = facts as unknown as Readonly<Record<string, unknown>>;
  const outcome = evaluate(ruleset, facts);
  const shown = new Map<CompiledRule, EventStatus>([
    ...outcome.active.map((e) => [e.rule, 'active'] as const),
    ...outcome.upcoming.map((e) => [e.rule, 'upcoming'] as const),
  ]);
  // The first (highest-priority) active rule of each slot, to tell "overridden" from "duplicate".
  const slotTop = new Map<string, number>();
  for (const e of outcome.active) if (e.event.slot !== undefined && !slotTop.has(e.event.slot)) slotTop.set(e.event.slot, e.rule.priority);
  const rules = ruleset.candidates(facts.territory).map((rule): RuleTrace => {
    const t = traceCondition(rule.conditions, values, `${rule.pointer}/conditions`);
    const base: RuleTrace = {
      id: rule.id, file: rule.file, pointer: rule.pointer, priority: rule.priority, event: rule.event, fired: t.result,
      ...(rule.description !== undefined ? { description: rule.description } : {}),
    };
    if (!t.result) return { ...base, ...(t.failed ? { failed: t.failed } : {}) };
    return { ...base, status: shown.get(rule) ?? hiddenStatus(ruleset, rule, facts.date, slotTop) };
  });
  const visa = visaAnswer(outcome);
  return { passport: facts.passport, facts, rules, ...(visa ? { visa: visa.record.id } : {}), rank: RANK_NAME[rankOf(visa)], chosen };
}

/** Why a rule that fired is not in the outcome, by the order of evaluate()'s own tests. */
function hiddenStatus(ruleset: Ruleset, rule: CompiledRule, date: string, slotTop: Map<string, number>): EventStatus {
  const record = ruleset.records.get(rule.event.id);
  if (record?.endDate && record.endDate < date) return 'expired';
  if (record?.startDate && record.startDate > date) return 'upcoming';
  const top = rule.event.slot !== undefined ? slotTop.get(rule.event.slot) : undefined;
  return top !== undefined && top > rule.priority ? 'overridden' : 'duplicate';
}
