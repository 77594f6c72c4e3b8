// A forgiving view of the ruleset source for the checks: files, records, rules and condition
// leaves with their JSON pointers. It never assumes the schema passed (the schema check reports
// shapes), so one broken field does not hide the findings of every other check.
import type { RulesetSource } from '../rules/source.js';

export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export interface RecordView {
  file: string;
  pointer: string;
  list: 'procedures' | 'restrictions';
  raw: Json;
  id: string | undefined;
}

export interface EventView {
  type: string | undefined;
  id: string | undefined;
  group: string | undefined;
  enforcement: string | undefined;
  slot: string | undefined;
}

export interface RuleView {
  file: string;
  pointer: string;
  raw: Json;
  id: string | undefined;
  priority: number;
  conditions: unknown;
  event: EventView;
}

export interface LeafView {
  file: string;
  pointer: string;
  rule: RuleView;
  raw: Json;
  fact: unknown;
  operator: unknown;
  value: unknown;
}

/** A coverage statement (the file's top-level `coverage` array). */
export interface CoverageView {
  file: string;
  pointer: string;
  raw: Json;
}

export interface FileView {
  path: string;
  content: unknown;
  /** provenance.kind: "generated", "hand-authored" or "example". */
  kind: string | undefined;
  records: RecordView[];
  rules: RuleView[];
  coverage: CoverageView[];
}

export interface RulesetView {
  manifest: unknown;
  /** Files of the ruleset in manifest order (all provided files when the manifest has no list). */
  files: FileView[];
  /** Paths the manifest lists that the source does not provide. */
  missing: string[];
}

export function manifestFiles(manifest: unknown): string[] | undefined {
  if (!isObject(manifest) || !Array.isArray(manifest.files)) return undefined;
  return manifest.files.filter((f): f is string => typeof f === 'string');
}

export function viewOf(source: RulesetSource): RulesetView {
  const byPath = new Map(source.files.map((f) => [f.path, f.content]));
  const listed = manifestFiles(source.manifest) ?? source.files.map((f) => f.path);
  const files: FileView[] = [];
  const missing: string[] = [];
  for (const path of new Set(listed)) {
    if (!byPath.has(path)) missing.push(path);
    else files.push(fileView(path, byPath.get(path)));
  }
  return { manifest: source.manifest, files, missing };
}

function fileView(path: string, content: unknown): FileView {
  const c = isObject(content) ? content : {};
  const records: RecordView[] = [];
  for (const list of ['procedures', 'restrictions'] as const) {
    const items = c[list];
    if (!Array.isArray(items)) continue;
    items.forEach((raw: unknown, i) => {
      if (isObject(raw)) records.push({ file: path, pointer: `/${list}/${i}`, list, raw, id: str(raw.id) });
    });
  }
  const rules: RuleView[] = [];
  if (Array.isArray(c.rules)) {
    c.rules.forEach((raw: unknown, i) => {
      if (!isObject(raw)) return;
      const ev = isObject(raw.event) ? raw.event : {};
      const params = isObject(ev.params) ? ev.params : {};
      rules.push({
        file: path, pointer: `/rules/${i}`, raw, id: str(raw.id),
        priority: typeof raw.priority === 'number' ? raw.priority : 1,
        conditions: raw.conditions,
        event: { type: str(ev.type), id: str(params.id), group: str(params.group), enforcement: str(params.enforcement), slot: str(params.slot) },
      });
    });
  }
  const coverage: CoverageView[] = [];
  if (Array.isArray(c.coverage)) c.coverage.forEach((raw: unknown, i) => isObject(raw) && coverage.push({ file: path, pointer: `/coverage/${i}`, raw }));
  const provenance = isObject(c.provenance) ? c.provenance : {};
  return { path, content, kind: str(provenance.kind), records, rules, coverage };
}

/** The leaves of a rule's conditions, depth first, with their pointers. */
export function leavesOf(rule: RuleView): LeafView[] {
  const out: LeafView[] = [];
  const walk = (c: unknown, pointer: string): void => {
    if (!isObject(c)) return;
    for (const key of ['all', 'any'] as const) {
      const list = c[key];
      if (Array.isArray(list)) list.forEach((x: unknown, i) => walk(x, `${pointer}/${key}/${i}`));
    }
    if ('not' in c) walk(c.not, `${pointer}/not`);
    if ('fact' in c) out.push({ file: rule.file, pointer, rule, raw: c, fact: c.fact, operator: c.operator, value: c.value });
  };
  walk(rule.conditions, `${rule.pointer}/conditions`);
  return out;
}

export function allRecords(view: RulesetView): RecordView[] {
  return view.files.flatMap((f) => f.records);
}

export function allCoverage(view: RulesetView): CoverageView[] {
  return view.files.flatMap((f) => f.coverage);
}

export function allRules(view: RulesetView): RuleView[] {
  return view.files.flatMap((f) => f.rules);
}

/** Resolves a JSON pointer in a value (undefined when the path does not exist). */
export function resolvePointer(value: unknown, pointer: string): unknown {
  if (pointer === '') return value;
  let cur: unknown = value;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(cur)) cur = cur[Number(key)];
    else if (isObject(cur) && Object.hasOwn(cur, key)) cur = cur[key];
    else return undefined;
  }
  return cur;
}

/** Closest name by edit distance, for "did you mean" hints (only when reasonably close). */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  for (const c of candidates) {
    const d = distance(name.toLowerCase(), c.toLowerCase());
    if (d < bestD) [best, bestD] = [c, d];
  }
  return best !== undefined && bestD <= Math.max(2, Math.floor(name.length / 3)) ? best : undefined;
}

function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}
