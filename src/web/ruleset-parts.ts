// The page's ruleset in parts, one per territory (issue 23, page weight). Every rule of the ruleset
// is indexed by the territory of its top-level `territory` leaf (src/rules/load.ts territoriesOf),
// and an answer only asks for the candidates of its checkpoints' territories; so the rules of a
// trip's territories, the records their events name and the coverage statements of those
// territories answer that trip exactly as the whole ruleset does (test/web/ruleset-parts.test.ts
// compares both on every rule-test trip). scripts/build-web.ts splits the ruleset (splitRuleset);
// the page loads the parts a trip needs and assembles a ruleset source from them (assembleRuleset).
// Pure: no DOM, no Node; shared by the build and the page.
import type { CoverageStatement, Rule, RuleFile } from '../schema/generated.js';
import type { RulesetFileSource, RulesetSource } from '../rules/source.js';
import { exitTerritoriesOf, territoriesOf } from '../rules/load.js';

type RecordDef = NonNullable<RuleFile['procedures']>[number] | NonNullable<RuleFile['restrictions']>[number];
type RecordList = 'procedures' | 'restrictions';

/** One rule file's share of a territory: each entry with its index in the file (parts merge by it). */
export interface PartFile {
  path: string;
  /** The file's provenance.snapshot (the only provenance the engine reads). */
  snapshot?: true;
  rules: Array<[number, Rule]>;
  records: Array<[RecordList, number, RecordDef]>;
  coverage: Array<[number, CoverageStatement]>;
}

/** What one territory's part holds: the shares of the files that have rules or statements for it. */
export interface RulesetPart { territory: string; files: PartFile[] }

/** page-ruleset.js: the manifest, which territories have a part, and the schemas the parts were validated under. */
export interface RulesetIndex {
  manifest: unknown;
  /** Territories (alpha-3) that have a part; any other territory has no rule and no statement. */
  territories: string[];
  /**
   * Every airport's territory, "DELIND,JFKUSA,..." (IATA then alpha-3): enough for the page to
   * start loading a trip's parts when this index arrives, before the reference data is in.
   */
  airports: string;
  validatedUnder: string;
}

/** The index's airports as IATA -> territory. */
export function indexAirports(list: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const pair of list.split(',')) if (pair.length === 6) out.set(pair.slice(0, 3), pair.slice(3));
  return out;
}

/** The index's airports list from the reference data's airports. */
export function airportsList(airports: ReadonlyArray<{ iata: string; territory: string }>): string {
  return airports.map((a) => `${a.iata}${a.territory}`).join(',');
}

/**
 * The part of the rules with no top-level territory leaf (load.ts makes them candidates in every
 * territory) and no `exitTerritory` leaf either: loaded with every trip's parts. None in the bundled ruleset today.
 */
export const ANYWHERE = 'anywhere';

/** The file name of a territory's part (one path segment, as the server serves). */
export const partFile = (territory: string): string => `page-rules-${territory}.js`;

// What the engine never reads of a rule: its description (the answer does not carry it).
const compactRule = (r: Rule): Rule => {
  const { description: _unused, ...rest } = r;
  return rest;
};

/** Splits a (validated) ruleset into one part per territory, in manifest and file order. */
export function splitRuleset(source: RulesetSource): { index: Pick<RulesetIndex, 'manifest' | 'territories'>; parts: RulesetPart[] } {
  const byPath = new Map(source.files.map((f) => [f.path, f.content as RuleFile]));
  const manifestFiles = (source.manifest as { files: string[] }).files;
  const parts = new Map<string, Map<string, PartFile>>();
  const share = (territory: string, path: string, content: RuleFile): PartFile => {
    let files = parts.get(territory);
    if (!files) parts.set(territory, (files = new Map()));
    let f = files.get(path);
    if (!f) files.set(path, (f = { path, ...(content.provenance.snapshot === true ? { snapshot: true as const } : {}), rules: [], records: [], coverage: [] }));
    return f;
  };
  for (const path of manifestFiles) {
    const content = byPath.get(path);
    if (!content) throw new Error(`splitRuleset: ${path} is listed but was not provided`);
    const recordAt = new Map<string, [RecordList, number, RecordDef]>();
    for (const list of ['procedures', 'restrictions'] as const) (content[list] ?? []).forEach((d, i) => recordAt.set(d.id, [list, i, d]));
    content.rules.forEach((rule, i) => {
      // A rule without a territory leaf is a candidate everywhere (load.ts): its part goes with every
      // trip, unless it is a departure rule, needed only by trips that leave its `exitTerritory`, a
      // territory of the trip's own nodes (tripTerritories), so it goes with that territory's part.
      const territories = territoriesOf(rule.conditions) ?? exitTerritoriesOf(rule.conditions) ?? [ANYWHERE];
      const record = recordAt.get(rule.event.params.id);
      if (!record) throw new Error(`splitRuleset: rule ${rule.id} (${path}) names ${rule.event.params.id}, not defined in its own file`);
      for (const t of new Set(territories)) {
        const f = share(t, path, content);
        f.rules.push([i, compactRule(rule)]);
        if (!f.records.some((r) => r[2] === record[2])) f.records.push(record);
      }
    });
    (content.coverage ?? []).forEach((s, i) => {
      for (const t of new Set(s.territories)) share(t, path, content).coverage.push([i, s]);
    });
  }
  const territories = [...parts.keys()].sort();
  return {
    index: { manifest: source.manifest, territories },
    parts: territories.map((territory) => ({ territory, files: [...parts.get(territory)!.values()] })),
  };
}

/**
 * The ruleset source of these parts: every file the manifest lists (the manifest as built, so the
 * revision and everything else it says stay the same), each with the union of the parts' shares in
 * file order; files no part shares are empty.
 */
export function assembleRuleset(manifest: unknown, parts: readonly RulesetPart[]): RulesetSource {
  const merged = new Map<string, { snapshot: boolean; rules: Map<number, Rule>; records: Map<string, [RecordList, number, RecordDef]>; coverage: Map<number, CoverageStatement> }>();
  for (const part of parts) {
    for (const f of part.files) {
      let m = merged.get(f.path);
      if (!m) merged.set(f.path, (m = { snapshot: f.snapshot === true, rules: new Map(), records: new Map(), coverage: new Map() }));
      for (const [i, r] of f.rules) m.rules.set(i, r);
      for (const r of f.records) m.records.set(`${r[0]}/${r[1]}`, r);
      for (const [i, s] of f.coverage) m.coverage.set(i, s);
    }
  }
  const byIndex = <T>(entries: Iterable<[number, T]>): T[] => [...entries].sort((a, b) => a[0] - b[0]).map((e) => e[1]);
  const files: RulesetFileSource[] = (manifest as { files: string[] }).files.map((path) => {
    const m = merged.get(path);
    if (!m) return { path, content: { provenance: {}, rules: [] } };
    const records = [...m.records.values()];
    const list = (name: RecordList): RecordDef[] => byIndex(records.filter((r) => r[0] === name).map((r): [number, RecordDef] => [r[1], r[2]]));
    return {
      path,
      content: {
        provenance: m.snapshot ? { snapshot: true } : {},
        procedures: list('procedures'),
        restrictions: list('restrictions'),
        coverage: byIndex(m.coverage),
        rules: byIndex(m.rules),
      },
    };
  });
  return { manifest, files };
}

/** What tripTerritories needs of the reference data and the manifest. */
export interface TerritoryLookup {
  airports: ReadonlyMap<string, string>;
  regions: ReadonlyMap<string, string>;
  /** Territory -> its domestic area (manifest domesticAreas: the area's own code and each member's). */
  areas: ReadonlyMap<string, string>;
}

/** The lookup over the reference data (airports given as a map: the index's, before the reference data is in). */
export function territoryLookup(
  reference: { airports: ReadonlyArray<{ iata: string; territory: string }> | ReadonlyMap<string, string>; regions: ReadonlyArray<{ code: string; territory: string }> },
  manifest: unknown,
): TerritoryLookup {
  const areas = new Map<string, string>();
  const declared = (manifest as { domesticAreas?: Record<string, string[]> }).domesticAreas ?? {};
  for (const [area, members] of Object.entries(declared)) {
    areas.set(area, area);
    for (const m of members) areas.set(m, area);
  }
  return {
    airports: reference.airports instanceof Map ? reference.airports : new Map((reference.airports as ReadonlyArray<{ iata: string; territory: string }>).map((a) => [a.iata, a.territory])),
    regions: new Map(reference.regions.map((r) => [r.code, r.territory])),
    areas,
  };
}

/**
 * The territories whose parts a request can need: each travel node's territory (airport, region
 * or territory code) and its domestic area (a trip inside one area is answered as the area's
 * territory), and ANYWHERE (the page loads only parts the index lists). Anything unreadable adds nothing: the core answers such a request with an error
 * before any rule is asked.
 */
export function tripTerritories(request: unknown, lookup: TerritoryLookup): string[] {
  const out = new Set<string>();
  const nodes = (request as { data?: { attributes?: { travelNodes?: unknown } } } | null)?.data?.attributes?.travelNodes;
  if (!Array.isArray(nodes)) return [];
  for (const node of nodes as unknown[]) {
    if (node === null || typeof node !== 'object') continue;
    const { airportCode, locationCode } = node as { airportCode?: unknown; locationCode?: unknown };
    const territory = typeof airportCode === 'string' ? lookup.airports.get(airportCode)
      : typeof locationCode === 'string' ? (/^[A-Z]{3}$/.test(locationCode) ? locationCode : lookup.regions.get(locationCode))
        : undefined;
    if (territory === undefined) continue;
    out.add(ANYWHERE);
    out.add(territory);
    const area = lookup.areas.get(territory);
    if (area !== undefined) out.add(area);
  }
  return [...out].sort();
}
