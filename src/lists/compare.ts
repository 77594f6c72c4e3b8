// Compares every official list with the visa matrix of a ruleset (raw rule files, as lint and the
// loader read them). For each (destination, nationality) a list answers on its checkedOn date:
// the matrix answer (the generated priority-1 rule in slot "visa"), and the answer of the
// highest-priority authored rule above the matrix, if one covers the pair with a record in force
// on that date. A disagreement is resolved when that authored answer agrees with the list (an
// override, or a refinement at priority 10), or when the list accepts the matrix answer with a
// comment. Anything else is unresolved, and so is an authored answer that contradicts the list.
import {
  AGREES, OVERRIDES_DIR, TAG_ETA_IF_VISA_HELD, TAG_PARTIAL_SUSPENSION,
  type AnswerKind, type ListAnswer, type ListEntry, type OfficialList,
} from './model.js';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

export interface RuleFileInput {
  path: string;
  content: unknown;
}

interface RecordInfo {
  id: string;
  kind: AnswerKind;
  startDate: string | null;
  endDate: string | null;
}

/** One rule in slot "visa" with the pairs it statically covers. */
interface Coverage {
  ruleId: string;
  file: string;
  priority: number;
  generated: boolean;
  territories: string[];
  passports: string[];
  record: RecordInfo | undefined;
  /** The rule asks whether the traveller gave documents (a generated document exemption, data/exemptions). */
  documentDependent: boolean;
}

export type PairStatus = 'AGREE' | 'OVERRIDDEN' | 'REFINED' | 'ACCEPTED' | 'UNRESOLVED' | 'OVERRIDE_DISAGREES';

export interface PairResult {
  list: string;
  /** Pointer in the list file of the entry (or /others) that answers the pair. */
  pointer: string;
  destination: string;
  nationality: string;
  answer: ListAnswer;
  matrix: AnswerKind;
  matrixRule: string | undefined;
  /** The authored rule above the matrix that answers, and its answer, when there is one. */
  authored: { rule: string; file: string; kind: AnswerKind } | undefined;
  status: PairStatus;
  /** The accepted[] index that resolves it. */
  accepted?: number;
}

export interface DestinationSummary {
  list: string;
  destination: string;
  checked: number;
  agree: number;
  disagreements: number;
  overrides: number;
  refined: number;
  accepted: number;
  unresolved: number;
}

export interface ListProblem {
  list: string;
  pointer: string;
  code: 'OVERLAPPING_ENTRIES' | 'STALE_ACCEPTANCE';
  message: string;
}

export interface Comparison {
  pairs: PairResult[];
  summaries: DestinationSummary[];
  problems: ListProblem[];
}

/** What a record answers, in list terms (the same order of tests as rankOf in src/rules/favourable.ts). */
export function kindOfRecord(record: Json, type: string): AnswerKind {
  if (type === 'RESTRICTION') return 'NO_ADMISSION';
  const tags = strings(record.tags);
  if (tags.includes(TAG_ETA_IF_VISA_HELD)) return 'ETA_IF_VISA_HELD';
  if (tags.includes(TAG_PARTIAL_SUSPENSION)) return 'PARTIAL_SUSPENSION';
  if (record.category === 'PASSPORT') return 'CITIZEN';
  if (record.enforcement === 'NOT_REQUIRED') return 'VISA_FREE';
  const docs = strings(record.documentTypes);
  if (docs.includes('ETA')) return 'ETA';
  if (docs.includes('E_VISA')) return 'E_VISA';
  if (record.subCategory === 'ON_ARRIVAL') return 'VISA_ON_ARRIVAL';
  return 'VISA';
}

/**
 * territory and passport values of a rule's top-level "all" (equal or in); none when absent. Lists
 * answer entry: a rule whose checkpointKind excludes ENTRY (a transit answer) covers nothing.
 */
function staticScope(conditions: unknown): { territories: string[]; passports: string[] } {
  const territories: string[] = [];
  const passports: string[] = [];
  let entry = true;
  if (isObject(conditions) && Array.isArray(conditions.all)) {
    for (const leaf of conditions.all) {
      if (!isObject(leaf) || typeof leaf.fact !== 'string') continue;
      const values = leaf.operator === 'equal' && typeof leaf.value === 'string' ? [leaf.value] : leaf.operator === 'in' ? strings(leaf.value) : undefined;
      if (!values) continue;
      if (leaf.fact === 'territory') territories.push(...values);
      if (leaf.fact === 'passport') passports.push(...values);
      if (leaf.fact === 'checkpointKind' && !values.includes('ENTRY')) entry = false;
    }
  }
  return entry ? { territories, passports } : { territories: [], passports: [] };
}

/** Whether a rule's top-level "all" tests documentsDisclosed (its answer holds only for some travellers). */
function dependsOnDocuments(conditions: unknown): boolean {
  return isObject(conditions) && Array.isArray(conditions.all)
    && conditions.all.some((leaf) => isObject(leaf) && leaf.fact === 'documentsDisclosed');
}

function coverages(files: readonly RuleFileInput[]): Coverage[] {
  const records = new Map<string, RecordInfo>();
  for (const f of files) {
    if (!isObject(f.content)) continue;
    for (const list of ['procedures', 'restrictions'] as const) {
      const items = f.content[list];
      if (!Array.isArray(items)) continue;
      for (const r of items) {
        if (!isObject(r) || typeof r.id !== 'string') continue;
        records.set(r.id, {
          id: r.id,
          kind: kindOfRecord(r, typeof r.type === 'string' ? r.type : ''),
          startDate: typeof r.startDate === 'string' ? r.startDate : null,
          endDate: typeof r.endDate === 'string' ? r.endDate : null,
        });
      }
    }
  }
  const out: Coverage[] = [];
  for (const f of files) {
    if (!isObject(f.content) || !Array.isArray(f.content.rules)) continue;
    const provenance = isObject(f.content.provenance) ? f.content.provenance : {};
    for (const rule of f.content.rules) {
      if (!isObject(rule) || !isObject(rule.event)) continue;
      const params = isObject(rule.event.params) ? rule.event.params : {};
      if (params.slot !== 'visa' || typeof rule.id !== 'string') continue;
      const scope = staticScope(rule.conditions);
      // A rule that names no territory or no passport cannot be placed on a pair: it is not counted.
      if (scope.territories.length === 0 || scope.passports.length === 0) continue;
      out.push({
        ruleId: rule.id, file: f.path, priority: typeof rule.priority === 'number' ? rule.priority : 1,
        generated: provenance.kind === 'generated', ...scope,
        record: typeof params.id === 'string' ? records.get(params.id) : undefined,
        documentDependent: dependsOnDocuments(rule.conditions),
      });
    }
  }
  return out;
}

const inForce = (r: RecordInfo | undefined, date: string): boolean =>
  !!r && (r.startDate === null || r.startDate <= date) && (r.endDate === null || r.endDate >= date);

const entryInForce = (e: ListEntry, date: string): boolean =>
  (e.from === undefined || e.from <= date) && (e.until === undefined || e.until >= date);

export function compareLists(lists: readonly OfficialList[], files: readonly RuleFileInput[]): Comparison {
  const all = coverages(files);
  const byPair = new Map<string, Coverage[]>();
  for (const c of all) {
    for (const t of c.territories) for (const p of c.passports) {
      const key = `${t}|${p}`;
      const list = byPair.get(key);
      if (list) list.push(c);
      else byPair.set(key, [c]);
    }
  }
  const matrixPassports = (destination: string): string[] =>
    [...new Set(all.filter((c) => c.generated && c.territories.includes(destination)).flatMap((c) => c.passports))].sort();

  const pairs: PairResult[] = [];
  const summaries: DestinationSummary[] = [];
  const problems: ListProblem[] = [];

  for (const list of lists) {
    const date = list.checkedOn;
    const usedAcceptance = new Set<number>();
    for (const destination of list.destinations) {
      // nationality -> the entry that answers on the check date
      const answers = new Map<string, { entry: { answer: ListAnswer }; pointer: string }>();
      const named = new Set<string>();
      list.entries.forEach((entry, i) => {
        entry.nationalities.forEach((n) => named.add(n));
        if (!entryInForce(entry, date)) return;
        for (const n of entry.nationalities) {
          const before = answers.get(n);
          if (before) {
            problems.push({ list: list.id, pointer: `/entries/${i}`, code: 'OVERLAPPING_ENTRIES', message: `${n} is answered by ${before.pointer} and /entries/${i} on ${date}; entries of one nationality must not overlap in time.` });
            continue;
          }
          answers.set(n, { entry, pointer: `/entries/${i}` });
        }
      });
      if (list.others) {
        const except = new Set(list.others.except ?? []);
        for (const n of matrixPassports(destination)) {
          if (n === destination || named.has(n) || except.has(n)) continue;
          answers.set(n, { entry: list.others, pointer: '/others' });
        }
      }
      const summary: DestinationSummary = { list: list.id, destination, checked: 0, agree: 0, disagreements: 0, overrides: 0, refined: 0, accepted: 0, unresolved: 0 };
      for (const [nationality, { entry, pointer }] of [...answers].sort((a, b) => a[0].localeCompare(b[0]))) {
        if (nationality === destination) continue;
        const covering = (byPair.get(`${destination}|${nationality}`) ?? []);
        // The matrix answer: the generated rules that hold for every traveller. A generated document
        // exemption (granted with a held visa, MAY_BE_REQUIRED without documents) refines it for some
        // travellers and is not the regime a list states.
        const matrixRule = covering.filter((c) => c.generated && !c.documentDependent).sort((a, b) => b.priority - a.priority)[0];
        const matrix: AnswerKind = matrixRule?.record?.kind ?? 'NONE';
        const authoredInForce = covering.filter((c) => !c.generated && c.priority > 1 && inForce(c.record, date));
        const top = Math.max(-Infinity, ...authoredInForce.map((c) => c.priority));
        const topRules = authoredInForce.filter((c) => c.priority === top).sort((a, b) => a.ruleId.localeCompare(b.ruleId));
        const accepts = AGREES[entry.answer];
        const authoredBad = topRules.find((c) => !accepts.includes(c.record!.kind));
        const authoredRule = authoredBad ?? topRules[0];
        const authored = authoredRule ? { rule: authoredRule.ruleId, file: authoredRule.file, kind: authoredRule.record!.kind } : undefined;
        const matrixAgrees = accepts.includes(matrix);
        let status: PairStatus;
        let accepted: number | undefined;
        if (authored && authoredBad) status = 'OVERRIDE_DISAGREES';
        else if (matrixAgrees) status = 'AGREE';
        else if (authored) status = authored.file.startsWith(OVERRIDES_DIR) ? 'OVERRIDDEN' : 'REFINED';
        else {
          const i = (list.accepted ?? []).findIndex((a) => a.nationality === nationality && (a.destination === undefined || a.destination === destination) && a.matrix === matrix);
          if (i >= 0) {
            status = 'ACCEPTED';
            accepted = i;
            usedAcceptance.add(i);
          } else status = 'UNRESOLVED';
        }
        pairs.push({ list: list.id, pointer, destination, nationality, answer: entry.answer, matrix, matrixRule: matrixRule?.ruleId, authored, status, ...(accepted === undefined ? {} : { accepted }) });
        summary.checked++;
        if (matrixAgrees) summary.agree++;
        else summary.disagreements++;
        if (status === 'OVERRIDDEN') summary.overrides++;
        if (status === 'REFINED') summary.refined++;
        if (status === 'ACCEPTED') summary.accepted++;
        if (status === 'UNRESOLVED' || status === 'OVERRIDE_DISAGREES') summary.unresolved++;
      }
      summaries.push(summary);
    }
    (list.accepted ?? []).forEach((a, i) => {
      if (!usedAcceptance.has(i)) {
        problems.push({ list: list.id, pointer: `/accepted/${i}`, code: 'STALE_ACCEPTANCE', message: `The accepted disagreement for ${a.nationality} (matrix ${a.matrix}) no longer matches any disagreement: remove it.` });
      }
    });
  }
  return { pairs, summaries, problems };
}

/** The pairs that fail the check. */
export const unresolved = (c: Comparison): PairResult[] => c.pairs.filter((p) => p.status === 'UNRESOLVED' || p.status === 'OVERRIDE_DISAGREES');

/** One line per unresolved pair, for messages and test failures. */
export function describePair(p: PairResult): string {
  const by = p.authored ? `; ${p.authored.rule} (${p.authored.file}) answers ${p.authored.kind}` : '';
  return `${p.list} ${p.destination} ${p.nationality}: list ${p.answer}, matrix ${p.matrix}${p.matrixRule ? ` (${p.matrixRule})` : ''}${by}`;
}

/** The table the report script prints and the README gives. */
export function formatTable(summaries: readonly DestinationSummary[]): string {
  const head = ['list', 'destination', 'pairs checked', 'matrix agrees', 'matrix disagrees', 'overrides', 'refined (p10)', 'accepted', 'unresolved'];
  const rows = summaries.map((s) => [s.list, s.destination, s.checked, s.agree, s.disagreements, s.overrides, s.refined, s.accepted, s.unresolved].map(String));
  const total = summaries.reduce((t, s) => ({
    checked: t.checked + s.checked, agree: t.agree + s.agree, disagreements: t.disagreements + s.disagreements,
    overrides: t.overrides + s.overrides, refined: t.refined + s.refined, accepted: t.accepted + s.accepted, unresolved: t.unresolved + s.unresolved,
  }), { checked: 0, agree: 0, disagreements: 0, overrides: 0, refined: 0, accepted: 0, unresolved: 0 });
  rows.push(['total', '', total.checked, total.agree, total.disagreements, total.overrides, total.refined, total.accepted, total.unresolved].map(String));
  const line = (cells: string[]): string => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}
