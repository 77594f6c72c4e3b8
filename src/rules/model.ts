// The loaded, compiled ruleset: what the evaluator and the envelope builder work from.
import type {
  Condition, Enforcement, GroupType, ProcedureDefinition, RestrictionDefinition, RulesetManifest,
} from '../schema/generated.js';
import type { Predicate } from './compile.js';
import type { CoverageIndex } from './coverage.js';

export type RecordDefinition = (ProcedureDefinition | RestrictionDefinition) & {
  file: string;
  /** From a file whose provenance marks it a dataset snapshot (see rule-file.schema.json, provenance.snapshot). */
  snapshot?: true;
};

export interface RuleEvent {
  type: 'PROCEDURE' | 'RESTRICTION';
  id: string;
  group: GroupType;
  enforcement?: Enforcement;
  slot?: string;
}

export interface CompiledRule {
  id: string;
  file: string;
  /** JSON pointer of the rule inside its file, for diagnostics. */
  pointer: string;
  priority: number;
  /** Position in load order; breaks priority ties deterministically. */
  order: number;
  description?: string;
  conditions: Condition;
  /** The whole of `conditions`, compiled (the index in indexed.ts runs a rest of them instead). */
  test: Predicate;
  event: RuleEvent;
  /** What resolveOutcome needs of the rule and its record, resolved at load. */
  effect: RuleEffect;
}

/**
 * A fired rule's event and record, read once at load into one fixed shape: records and events come
 * in many shapes (their files' key orders, optional fields), which made every read of them slow.
 */
export interface RuleEffect {
  record: RecordDefinition;
  slot: string | undefined;
  /** event.enforcement, else the record's. */
  enforcement: Enforcement;
  startDate: string | undefined;
  endDate: string | undefined;
  /** The record's documentTypes include ETA. */
  eta: boolean;
  /** The record is from a dataset snapshot (the visa matrix). */
  snapshot: boolean;
}

export interface Ruleset {
  manifest: RulesetManifest;
  revision: string;
  records: ReadonlyMap<string, RecordDefinition>;
  rules: readonly CompiledRule[];
  domesticTerritories: ReadonlySet<string>;
  /** Manifest domesticAreas, flattened: each member territory -> the area's territory (e.g. PRI -> USA, USA -> USA). */
  domesticAreas: ReadonlyMap<string, string>;
  /** Rules that may fire at a checkpoint in this territory, sorted by priority (desc) then order. */
  candidates(territory: string): readonly CompiledRule[];
  /** The rule files' coverage statements (what the research covers), by topic and territory. */
  coverage: CoverageIndex;
}
