// travelreq rules explain: for every checkpoint and passport of a trip, the facts, each rule the
// engine considered, whether it fired, what became of its event (active, upcoming, overridden...)
// and, for a rule that did not fire, the first condition that failed with the fact's value.
// The trip runs through trips()' own steps (tr.tripsWith); only the rules step is observed.
import type { Facts } from '../facts/catalogue.js';
import { evaluate, type Outcome } from '../rules/evaluate.js';
import { pickFavourable, RANK, rankOf, type Rank } from '../rules/favourable.js';
import type { CompiledRule, RuleEvent, Ruleset } from '../rules/model.js';
import { rulesetReference, type RulesetReference } from '../rules/reference-engine.js';
import type { ErrorObject } from '../schema/errors.js';
import type { TravelRequirements, TripOptions } from '../service.js';
import type { EngineName } from './pipeline.js';
import { traceCondition, type FailedCondition } from './trace.js';

/** What happened to a fired rule's event (see resolveOutcome in src/rules/evaluate.ts). */
export type EventStatus =
  | 'active' // in the response
  | 'upcoming' // record not in force yet on this date: shown under UPCOMING
  | 'expired' // record ended before this date
  | 'overridden' // a higher-priority rule of the same slot fired
  | 'superseded' // a snapshot (visa-matrix) ETA answer while an ETA of its slot is upcoming
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
  /** The rules considered at this checkpoint (the territory's candidates), in evaluation order. */
  rules: RuleTrace[];
  /** Record id of the visa-slot answer, if any. */
  visa?: string;
  rank: string;
  /** The passport the response uses at this checkpoint (the most favourable one). */
  chosen: boolean;
}

/** The checkpoint as the facts describe it. */
export type CheckpointInfo = Pick<Facts, 'checkpointKind' | 'entryReason' | 'territory' | 'region' | 'airport' | 'previousTerritory' | 'nextTerritory' | 'date' | 'layoverHours' | 'legIndex'>;

export interface CheckpointTrace {
  checkpoint: CheckpointInfo;
  passports: PassportTrace[];
}

export type Explanation =
  | { ok: true; engine: EngineName; rulesetRevision: string; headline: string; alerts?: string[]; passports: string[]; checkpoints: CheckpointTrace[] }
  | { ok: false; status: number; errors: ErrorObject[] };

interface Verdict { fired: boolean; failed?: FailedCondition }

const RANK_NAME = Object.fromEntries(Object.entries(RANK).map(([k, v]) => [v, k])) as Record<Rank, string>;

export async function explainTrip(tr: TravelRequirements, input: unknown, options: TripOptions & { engine?: EngineName } = {}): Promise<Explanation> {
  const { engine = 'compiled', ...tripOptions } = options;
  const ruleset = tr.ruleset;
  const ref = engine === 'reference' ? rulesetReference(ruleset) : undefined;
  const checkpoints: CheckpointTrace[] = [];
  const result = await tr.tripsWith(input, async (factsFor, passports) => {
    const outcomes = new Map<string, Outcome>();
    const traces: PassportTrace[] = [];
    for (const passport of passports) {
      const facts = factsFor(passport);
      const { outcome, verdicts } = ref ? await referenceVerdicts(ref, ruleset, facts) : compiledVerdicts(ruleset, facts);
      outcomes.set(passport, outcome);
      traces.push(passportTrace(ruleset, facts, outcome, verdicts));
    }
    // The same choice trips() makes, over the outcomes just computed.
    const answer = pickFavourable(passports, (p) => outcomes.get(p)!, traces[0]!.facts.checkpointKind);
    for (const t of traces) t.chosen = t.passport === answer.passport;
    const f = traces[0]!.facts;
    checkpoints.push({
      checkpoint: {
        checkpointKind: f.checkpointKind, entryReason: f.entryReason, territory: f.territory, region: f.region, airport: f.airport,
        previousTerritory: f.previousTerritory, nextTerritory: f.nextTerritory, date: f.date, layoverHours: f.layoverHours, legIndex: f.legIndex,
      },
      passports: traces,
    });
    return answer;
  }, tripOptions);
  if (!('data' in result.body)) return { ok: false, status: result.status, errors: result.body.errors };
  const a = result.body.data.attributes;
  return {
    ok: true, engine, rulesetRevision: ruleset.revision, headline: a.headline, ...(a.alerts ? { alerts: a.alerts } : {}),
    passports: a.traveller.passports, checkpoints,
  };
}

function compiledVerdicts(ruleset: Ruleset, facts: Facts): { outcome: Outcome; verdicts: Map<CompiledRule, Verdict> } {
  const values = facts as unknown as Readonly<Record<string, unknown>>;
  const verdicts = new Map<CompiledRule, Verdict>();
  for (const rule of ruleset.candidates(facts.territory)) {
    const t = traceCondition(rule.conditions, values, `${rule.pointer}/conditions`);
    verdicts.set(rule, { fired: t.result, ...(t.failed ? { failed: t.failed } : {}) });
  }
  return { outcome: evaluate(ruleset, facts), verdicts };
}

/** json-rules-engine's own verdicts, read from the conditions it annotates with results. */
async function referenceVerdicts(ref: RulesetReference, ruleset: Ruleset, facts: Facts): Promise<{ outcome: Outcome; verdicts: Map<CompiledRule, Verdict> }> {
  const { outcome, run } = await ref.explain(facts);
  const byId = new Map(run.results.map((r) => [r.ruleId, r]));
  const verdicts = new Map<CompiledRule, Verdict>();
  for (const rule of ruleset.candidates(facts.territory)) {
    const r = byId.get(rule.id);
    const failed = r && !r.result ? firstFailed(r.conditions, `${rule.pointer}/conditions`, true) : undefined;
    verdicts.set(rule, { fired: r?.result === true, ...(failed ? { failed } : {}) });
  }
  return { outcome, verdicts };
}

type Annotated = Record<string, unknown> & { result?: unknown };
const isNode = (v: unknown): v is Annotated => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The first condition json-rules-engine evaluated to false, depth first in file order. It leaves
 * `result` off the top-level condition (the rule's result says it) and off conditions it skipped.
 */
function firstFailed(node: unknown, pointer: string, root = false): FailedCondition | undefined {
  if (!isNode(node)) return undefined;
  for (const key of ['all', 'any'] as const) {
    const list = node[key];
    if (!Array.isArray(list)) continue;
    // json-rules-engine annotates leaves only: a nested all/any is judged by its children (an all
    // fails at its first failing child; an any fails when every child failed, at the first).
    const failures = list.map((child, i) => firstFailed(child, `${pointer}/${key}/${i}`));
    const failed = key === 'all' ? failures.find((f) => f !== undefined) : list.length > 0 && failures.every((f) => f !== undefined) ? failures[0] : undefined;
    return failed ?? (root ? { pointer } : undefined);
  }
  if (node.result !== false && !(root && node.result === undefined)) return undefined;
  if ('not' in node) {
    const inner = node.not;
    return { pointer, ...(isNode(inner) && 'fact' in inner ? leafOf(inner) : {}), negated: true };
  }
  return { pointer, ...leafOf(node) };
}

function leafOf(n: Annotated): Omit<FailedCondition, 'pointer'> {
  const v = n.value;
  const ref = isNode(v) && 'fact' in v;
  return {
    fact: String(n.fact), ...(typeof n.path === 'string' ? { path: n.path } : {}), operator: String(n.operator), value: v,
    factValue: n.factResult, ...(ref ? { otherValue: n.valueResult } : {}),
  };
}

function passportTrace(ruleset: Ruleset, facts: Facts, outcome: Outcome, verdicts: Map<CompiledRule, Verdict>): PassportTrace {
  const shown = new Map<CompiledRule, EventStatus>([
    ...outcome.active.map((e) => [e.rule, 'active'] as const),
    ...outcome.upcoming.map((e) => [e.rule, 'upcoming'] as const),
  ]);
  // The first (highest-priority) active rule of each slot, to tell "overridden" from "duplicate".
  const slotTop = new Map<string, number>();
  for (const e of outcome.active) if (e.event.slot !== undefined && !slotTop.has(e.event.slot)) slotTop.set(e.event.slot, e.rule.priority);
  const etaUpcoming = new Set(outcome.upcoming.filter((e) => e.record.documentTypes?.includes('ETA')).map((e) => e.event.slot));
  const rules = [...verdicts].map(([rule, v]): RuleTrace => {
    const base: RuleTrace = {
      id: rule.id, file: rule.file, pointer: rule.pointer, priority: rule.priority, event: rule.event, fired: v.fired,
      ...(rule.description !== undefined ? { description: rule.description } : {}),
    };
    if (!v.fired) return { ...base, ...(v.failed ? { failed: v.failed } : {}) };
    return { ...base, status: shown.get(rule) ?? hiddenStatus(ruleset, rule, facts.date, slotTop, etaUpcoming) };
  });
  const visa = outcome.active.find((e) => e.event.slot === 'visa');
  return { passport: facts.passport, facts, rules, ...(visa ? { visa: visa.record.id } : {}), rank: RANK_NAME[rankOf(visa, facts.checkpointKind)], chosen: false };
}

/** Why a rule that fired is not in the outcome, by the order of resolveOutcome()'s own tests. */
function hiddenStatus(ruleset: Ruleset, rule: CompiledRule, date: string, slotTop: Map<string, number>, etaUpcoming: Set<string | undefined>): EventStatus {
  const record = ruleset.records.get(rule.event.id);
  if (record?.endDate && record.endDate < date) return 'expired';
  if (record?.startDate && record.startDate > date) return 'upcoming';
  const top = rule.event.slot !== undefined ? slotTop.get(rule.event.slot) : undefined;
  if (top !== undefined && top > rule.priority) return 'overridden';
  if (record?.snapshot && record.documentTypes?.includes('ETA') && etaUpcoming.has(rule.event.slot)) return 'superseded';
  return 'duplicate';
}
