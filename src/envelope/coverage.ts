// What the ruleset's research covers at each checkpoint of a trip (README Decisions, "Coverage"):
// for every ENTRY and airside TRANSIT and every topic that applies there, COVERED, PARTIAL or
// NOT_COVERED, with the newest source date and the tiers behind it. Statements in the rule files
// say what was researched; what fired adds to it:
// - VISA: a visa-slot answer is itself the researched answer (the matrix or an authored rule);
// - FEES: derived from the answer: the documents it requires are priced (a fee product fired), or
//   it requires none (nothing to pay), or a FEES statement covers them;
// - TRANSIT, HEALTH, PASSPORT_VALIDITY, ARRIVAL_FORMS: statements; a record of the topic that fired
//   without one makes the topic PARTIAL (something is known, its completeness is not).
import type { Checkpoint } from '../itinerary/model.js';
import { RANK, type PassportAnswer } from '../rules/favourable.js';
import { newestDate, tiersOf, TIER_ORDER, type CoverageIndex } from '../rules/coverage.js';
import type { FiredEvent } from '../rules/evaluate.js';
import type { CoverageEntry, CoverageTopic, Source, SourceTier } from '../schema/generated.js';

export const ENTRY_TOPICS: readonly CoverageTopic[] = ['VISA', 'PASSPORT_VALIDITY', 'HEALTH', 'ARRIVAL_FORMS', 'FEES'];
export const TRANSIT_TOPICS: readonly CoverageTopic[] = ['TRANSIT'];

/** Document kinds that are bought: their price is what FEES covers. */
const PAID: ReadonlySet<string> = new Set([
  'ETA', 'E_VISA', 'VISA', 'EMBASSY_VISA', 'SPECIAL_PROVISION', 'TRANSIT_VISA', 'AIRPORT_TRANSIT_VISA',
  'ENTRY_PERMIT', 'ENTRY_PERMIT_WAIVER', 'TRAVEL_AUTHORISATION',
]);

const FORM_TYPES: ReadonlySet<string> = new Set(['ARRIVAL_CARD', 'PASSENGER_LOCATOR_FORM']);

/** The topic a fired record speaks to, or undefined (EES, ETIAS notes, domestic ID, ...). */
export function topicOf(e: FiredEvent, kind: Checkpoint['kind']): CoverageTopic | undefined {
  const r = e.record;
  if (r.priceOf) return 'FEES';
  if (e.event.slot === 'visa') return kind === 'TRANSIT' ? 'TRANSIT' : 'VISA';
  if (r.passportValidity) return 'PASSPORT_VALIDITY';
  if (e.event.group === 'PUBLIC_HEALTH_REQUIREMENTS') return 'HEALTH';
  if (r.documentTypes?.some((t) => FORM_TYPES.has(t))) return 'ARRIVAL_FORMS';
  return undefined;
}

interface Draft {
  status: CoverageEntry['status'];
  finding?: CoverageEntry['finding'];
  dates: string[];
  tiers: Set<SourceTier>;
}

const recordDate = (e: FiredEvent): string | undefined => newestDate(e.record.sources) ?? e.record.lastUpdatedAt.slice(0, 10);

/** The coverage entries of one checkpoint, for the passport it was answered with (no texts yet). */
export function checkpointCoverage(index: CoverageIndex, checkpoint: Checkpoint, answer: PassportAnswer): CoverageEntry[] {
  if (checkpoint.kind === 'DOMESTIC') return [];
  const topics = checkpoint.kind === 'TRANSIT' ? TRANSIT_TOPICS : ENTRY_TOPICS;
  const byTopic = new Map<CoverageTopic, FiredEvent[]>();
  for (const e of answer.active) {
    // A record of another territory (the polio departure rule of the state the leg leaves) says
    // nothing about what was researched for this checkpoint's territory.
    if (e.record.location !== checkpoint.territory) continue;
    const topic = topicOf(e, checkpoint.kind);
    if (topic) (byTopic.get(topic) ?? byTopic.set(topic, []).get(topic)!).push(e);
  }
  const entries: CoverageEntry[] = [];
  for (const topic of topics) {
    const fired = byTopic.get(topic) ?? [];
    const draft: Draft = { status: 'NOT_COVERED', dates: [], tiers: new Set() };
    const addSources = (sources: readonly Source[], date: string | undefined): void => {
      if (date !== undefined) draft.dates.push(date);
      for (const t of tiersOf(sources)) draft.tiers.add(t);
    };
    for (const e of fired) addSources(e.record.sources, recordDate(e));
    if (fired.length) draft.status = 'PARTIAL';
    if (topic === 'VISA') visaDraft(draft, answer);
    if (topic === 'FEES') feesDraft(draft, answer, byTopic.get('FEES') ?? [], addSources);
    let noneStated = false;
    for (const s of index.statements(topic, checkpoint.territory, answer.passport)) {
      if (s.status === 'COVERED') draft.status = 'COVERED';
      else if (draft.status === 'NOT_COVERED') draft.status = 'PARTIAL';
      if (s.finding === 'NONE_REQUIRED') noneStated = true;
      if (s.newestSourceDate !== undefined) draft.dates.push(s.newestSourceDate);
      for (const t of s.tiers) draft.tiers.add(t);
    }
    const entry: CoverageEntry = { territory: checkpoint.territory, checkpointKind: checkpoint.kind, passport: answer.passport, topic, status: draft.status };
    if (draft.status !== 'NOT_COVERED') {
      // Nothing of the topic shown, and a source that says none is needed: researched, none required.
      const shown = fired.some((e) => e.enforcement !== 'NOT_REQUIRED');
      entry.finding = draft.finding ?? (noneStated && !shown ? 'NONE_REQUIRED' : 'REQUIREMENTS');
      const newest = draft.dates.reduce<string | undefined>((a, d) => (a === undefined || d > a ? d : a), undefined);
      if (newest !== undefined) entry.newestSourceDate = newest;
      if (draft.tiers.size) entry.tiers = TIER_ORDER.filter((t) => draft.tiers.has(t));
    }
    entries.push(entry);
  }
  return entries;
}

/** VISA: the visa-slot answer is the researched answer (its record's sources were added with the fired ones). */
function visaDraft(draft: Draft, answer: PassportAnswer): void {
  if (answer.visa === undefined) return;
  draft.status = 'COVERED';
  if (answer.rank === RANK.CITIZEN) draft.finding = 'NONE_REQUIRED';
}

/**
 * FEES: the documents the answer requires (paid kinds, MANDATORY or MAY_BE_REQUIRED) against the
 * fee products that fired for them. None required: nothing to pay, on the visa answer's sources.
 */
function feesDraft(draft: Draft, answer: PassportAnswer, products: readonly FiredEvent[], addSources: (s: readonly Source[], d: string | undefined) => void): void {
  if (answer.visa === undefined) return; // no entry answer: no idea what must be bought
  const required = answer.active.filter((e) =>
    !e.record.priceOf && (e.enforcement === 'MANDATORY' || e.enforcement === 'MAY_BE_REQUIRED') && e.record.documentTypes?.some((t) => PAID.has(t)));
  if (required.length === 0) {
    draft.status = 'COVERED';
    draft.finding = 'NONE_REQUIRED';
    addSources(answer.visa.record.sources, recordDate(answer.visa));
    return;
  }
  const priced = required.filter((e) => products.some((p) => p.record.priceOf!.includes(e.record.id)));
  draft.status = priced.length === required.length ? 'COVERED' : priced.length ? 'PARTIAL' : 'NOT_COVERED';
  draft.finding = 'REQUIREMENTS';
  if (draft.status === 'NOT_COVERED') {
    draft.dates.length = 0;
    draft.tiers.clear();
  }
}
