// Coverage statements (rule files' `coverage`, rules/README.md "Coverage statements"), indexed at
// load by topic and territory. They say what the ruleset's research covers, so a response can tell
// "researched: nothing required" from "not researched" instead of reading silence as either.
import type { CoverageFinding, CoverageTopic, RuleFile, Source, SourceTier } from '../schema/generated.js';

/** One statement as the envelope reads it: its sources' newest date and tiers computed once at load. */
export interface LoadedStatement {
  file: string;
  topic: CoverageTopic;
  status: 'COVERED' | 'PARTIAL';
  finding: CoverageFinding;
  /** Absent: every passport. */
  passports: ReadonlySet<string> | undefined;
  scope: string | undefined;
  newestSourceDate: string | undefined;
  tiers: readonly SourceTier[];
}

export interface CoverageIndex {
  /** The statements of `topic` for `territory` that hold for `passport`, in load order. */
  statements(topic: CoverageTopic, territory: string, passport: string): readonly LoadedStatement[];
  /** Every statement, in load order (for reports). */
  readonly all: readonly (LoadedStatement & { territories: readonly string[] })[];
}

/** Tiers best first (schemas/common.schema.json SourceTier). */
export const TIER_ORDER: readonly SourceTier[] = ['DESTINATION_GOVERNMENT', 'OTHER_OFFICIAL', 'DATASET', 'REPORTED'];

/** The date a source speaks for: its own date when it states one, else the day it was read. */
export function sourceDate(s: Source): string | undefined {
  return s.publishedAt ?? s.readAt;
}

/** Newest date among sources, or undefined when none is dated. */
export function newestDate(sources: readonly Source[]): string | undefined {
  let newest: string | undefined;
  for (const s of sources) {
    const d = sourceDate(s);
    if (d !== undefined && (newest === undefined || d > newest)) newest = d;
  }
  return newest;
}

/** The tiers of these sources, best first, each once. */
export function tiersOf(sources: readonly Source[]): SourceTier[] {
  const seen = new Set<SourceTier>();
  for (const s of sources) if (s.tier !== undefined) seen.add(s.tier);
  return TIER_ORDER.filter((t) => seen.has(t));
}

export function indexCoverage(files: ReadonlyArray<{ path: string; content: RuleFile }>): CoverageIndex {
  const byKey = new Map<string, LoadedStatement[]>();
  const all: Array<LoadedStatement & { territories: readonly string[] }> = [];
  for (const { path, content } of files) {
    for (const s of content.coverage ?? []) {
      const loaded = {
        file: path,
        topic: s.topic,
        status: s.status,
        finding: s.finding,
        passports: s.passports ? new Set(s.passports) : undefined,
        scope: s.scope,
        newestSourceDate: newestDate(s.sources),
        tiers: tiersOf(s.sources),
      };
      all.push({ ...loaded, territories: s.territories });
      for (const t of s.territories) {
        const key = `${s.topic}|${t}`;
        (byKey.get(key) ?? byKey.set(key, []).get(key)!).push(loaded);
      }
    }
  }
  const none: readonly LoadedStatement[] = [];
  return {
    all,
    statements(topic, territory, passport) {
      const list = byKey.get(`${topic}|${territory}`);
      if (!list) return none;
      // Most statements hold for every passport: return the shared list then.
      return list.every((s) => s.passports === undefined) ? list : list.filter((s) => s.passports === undefined || s.passports.has(passport));
    },
  };
}
