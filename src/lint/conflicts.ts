// Conflicts: two rules that can fire at the same checkpoint (same kind, territory, passport and
// date) and put different enforcements into VISA_REQUIREMENTS at the same priority. Priority
// is how authors say which answer wins; at equal priority both are kept and the traveller sees
// two answers.
//
// Each rule's conditions become a union of boxes (disjunctive normal form): per fact, the set of
// values it may take (or may not take), and a date window. The abstraction over-approximates
// (a leaf it does not model constrains nothing), so it may report a conflict that another fact
// rules out, never miss one between the facts it models.
import { isCalendarDate } from './dates.js';
import { FACT_INFO, isFact } from './facts.js';
import { finding, type Finding } from './model.js';
import { allRecords, allRules, isObject, str, type RuleView, type RulesetView } from './walk.js';

const CHECK = 'conflicts';
const GROUP = 'VISA_REQUIREMENTS';
/** Beyond this many boxes a rule is summarised by their hull (coarser, still an over-approximation). */
const MAX_BOXES = 64;
/** Conflicts reported per rule before the rest are summarised in one line. */
const MAX_PER_RULE = 3;

type Value = string | number | boolean | null;
type Constraint = { kind: 'in'; values: Set<Value> } | { kind: 'out'; values: Set<Value> };
interface Box { facts: Map<string, Constraint>; from?: string; before?: string }

const top = (): Box => ({ facts: new Map() });
const isValue = (v: unknown): v is Value => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** Finite domains, so that "not ENTRY and not TRANSIT" is known to mean DOMESTIC. */
function domain(fact: string): Set<Value> | undefined {
  if (!isFact(fact)) return undefined;
  const info = FACT_INFO[fact];
  if (info.type === 'boolean') return new Set([true, false]);
  if (!info.values) return undefined;
  return new Set<Value>([...info.values, ...(info.type.endsWith('|null') ? [null] : [])]);
}

function normalise(fact: string, c: Constraint): Constraint {
  const d = domain(fact);
  if (!d) return c;
  return { kind: 'in', values: new Set([...d].filter((v) => (c.kind === 'in' ? c.values.has(v) : !c.values.has(v)))) };
}

function intersectConstraint(a: Constraint, b: Constraint): Constraint {
  if (a.kind === 'in' && b.kind === 'in') return { kind: 'in', values: new Set([...a.values].filter((v) => b.values.has(v))) };
  if (a.kind === 'in') return { kind: 'in', values: new Set([...a.values].filter((v) => !b.values.has(v))) };
  if (b.kind === 'in') return intersectConstraint(b, a);
  return { kind: 'out', values: new Set([...a.values, ...b.values]) };
}

const empty = (c: Constraint): boolean => c.kind === 'in' && c.values.size === 0;

function intersect(a: Box, b: Box): Box | undefined {
  const facts = new Map(a.facts);
  for (const [fact, c] of b.facts) {
    const prev = facts.get(fact);
    const next = prev ? intersectConstraint(prev, c) : c;
    if (empty(next)) return undefined;
    facts.set(fact, next);
  }
  const from = a.from === undefined ? b.from : b.from === undefined ? a.from : a.from > b.from ? a.from : b.from;
  const before = a.before === undefined ? b.before : b.before === undefined ? a.before : a.before < b.before ? a.before : b.before;
  if (from !== undefined && before !== undefined && from >= before) return undefined;
  return { facts, ...(from !== undefined ? { from } : {}), ...(before !== undefined ? { before } : {}) };
}

function and(a: Box[], b: Box[]): Box[] {
  const out: Box[] = [];
  for (const x of a) for (const y of b) {
    const z = intersect(x, y);
    if (z) out.push(z);
  }
  return cap(out);
}

/** The smallest single box containing all of them. */
function hull(boxes: Box[]): Box {
  const [first, ...rest] = boxes;
  if (!first) return top();
  const facts = new Map<string, Constraint>();
  for (const [fact, c] of first.facts) {
    if (!rest.every((b) => b.facts.has(fact))) continue;
    const all = [c, ...rest.map((b) => b.facts.get(fact)!)];
    if (all.every((x) => x.kind === 'in')) facts.set(fact, { kind: 'in', values: new Set(all.flatMap((x) => [...x.values])) });
  }
  const froms = boxes.map((b) => b.from);
  const befores = boxes.map((b) => b.before);
  const from = froms.includes(undefined) ? undefined : (froms as string[]).sort()[0];
  const before = befores.includes(undefined) ? undefined : (befores as string[]).sort().at(-1);
  return { facts, ...(from !== undefined ? { from } : {}), ...(before !== undefined ? { before } : {}) };
}

const cap = (boxes: Box[]): Box[] => (boxes.length > MAX_BOXES ? [hull(boxes)] : boxes);

function leaf(c: Record<string, unknown>, negated: boolean): Box[] {
  const fact = str(c.fact);
  const op = str(c.operator);
  if (fact === undefined || op === undefined || c.path !== undefined || isObject(c.value)) return [top()];
  const v = c.value;
  if (fact === 'date' && typeof v === 'string' && isCalendarDate(v) && (op === 'dateBefore' || op === 'dateOnOrAfter')) {
    return [(op === 'dateBefore') !== negated ? { facts: new Map(), before: v } : { facts: new Map(), from: v }];
  }
  let constraint: Constraint | undefined;
  if ((op === 'equal' || op === 'notEqual') && isValue(v)) constraint = { kind: (op === 'equal') !== negated ? 'in' : 'out', values: new Set([v]) };
  if ((op === 'in' || op === 'notIn') && Array.isArray(v) && v.every(isValue)) constraint = { kind: (op === 'in') !== negated ? 'in' : 'out', values: new Set(v) };
  if (!constraint) return [top()];
  const n = normalise(fact, constraint);
  return empty(n) ? [] : [{ facts: new Map([[fact, n]]) }];
}

/** Conditions -> boxes, pushing `not` down to the leaves (json-rules-engine: empty all/any are true). */
export function boxesOf(c: unknown, negated = false): Box[] {
  if (!isObject(c)) return [top()];
  for (const key of ['all', 'any'] as const) {
    const list = c[key];
    if (!Array.isArray(list)) continue;
    if (list.length === 0) return negated ? [] : [top()];
    const conj = (key === 'all') !== negated;
    const parts = list.map((x: unknown) => boxesOf(x, negated));
    return conj ? parts.reduce((acc, p) => and(acc, p), [top()]) : cap(parts.flat());
  }
  if ('not' in c) return boxesOf(c.not, !negated);
  if ('fact' in c) return leaf(c, negated);
  return [top()];
}

/** A date the window can use (malformed ones are the dates check's business). */
const calendar = (v: unknown): string | undefined => (typeof v === 'string' && isCalendarDate(v) ? v : undefined);

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function describe(c: Constraint | undefined): string {
  if (!c || c.kind === 'out') return c && c.values.size ? `any but ${[...c.values].slice(0, 3).join(', ')}` : 'any';
  const vs = [...c.values].sort();
  return vs.length > 3 ? `${vs.slice(0, 3).join(', ')} (+${vs.length - 3} more)` : vs.join(', ');
}

interface Candidate { rule: RuleView; enforcement: string; boxes: Box[] }

export function checkConflicts(view: RulesetView): Finding[] {
  const records = new Map<string, Record<string, unknown>>();
  for (const r of allRecords(view)) if (r.id !== undefined && !records.has(r.id)) records.set(r.id, r.raw);

  // Rules answering VISA_REQUIREMENTS, bucketed by territory (rules open to any territory go everywhere).
  const byTerritory = new Map<string, Candidate[]>();
  const anywhere: Candidate[] = [];
  for (const rule of allRules(view)) {
    if (rule.event.group !== GROUP || rule.event.id === undefined) continue;
    const record = records.get(rule.event.id);
    const enforcement = rule.event.enforcement ?? str(record?.enforcement);
    if (!record || enforcement === undefined) continue;
    // The record is active on [startDate, endDate]; before, it is upcoming, after, dropped.
    const start = calendar(record.startDate);
    const end = calendar(record.endDate);
    const window: Box = { facts: new Map(), ...(start ? { from: start } : {}), ...(end ? { before: nextDay(end) } : {}) };
    const boxes = and(boxesOf(rule.conditions), [window]);
    if (!boxes.length) continue;
    const candidate = { rule, enforcement, boxes };
    const territories = new Set<Value>();
    let open = false;
    for (const b of boxes) {
      const t = b.facts.get('territory');
      if (t?.kind === 'in') t.values.forEach((v) => territories.add(v));
      else open = true;
    }
    if (open) anywhere.push(candidate);
    else for (const t of territories) (byTerritory.get(String(t)) ?? byTerritory.set(String(t), []).get(String(t))!).push(candidate);
  }

  const pairs: Array<{ a: Candidate; b: Candidate; where: string }> = [];
  const seen = new Set<string>();
  const compare = (a: Candidate, b: Candidate): void => {
    if (a === b || a.rule.priority !== b.rule.priority || a.enforcement === b.enforcement) return;
    const key = [a.rule.file + a.rule.pointer, b.rule.file + b.rule.pointer].sort().join('|');
    if (seen.has(key)) return;
    seen.add(key);
    for (const x of a.boxes) for (const y of b.boxes) {
      const both = intersect(x, y);
      if (!both) continue;
      const when = both.from && both.before ? `from ${both.from} to before ${both.before}`
        : both.from ? `from ${both.from}` : both.before ? `before ${both.before}` : 'on any date';
      pairs.push({ a, b, where: `checkpointKind ${describe(both.facts.get('checkpointKind'))}, territory ${describe(both.facts.get('territory'))}, passport ${describe(both.facts.get('passport'))} ${when}` });
      return;
    }
  };
  // Rules open to any territory meet every bucket (and each other even when there is no bucket).
  const buckets = byTerritory.size ? [...byTerritory.values()] : [[]];
  for (const list of buckets) {
    const all = [...list, ...anywhere];
    for (let i = 0; i < all.length; i++) for (let j = i + 1; j < all.length; j++) compare(all[i]!, all[j]!);
  }

  // A rule that clashes with many (typically one open to every territory) is the one to fix, and
  // between equals the hand-authored one (generated files are rewritten by their script): report
  // each pair at that rule, at most MAX_PER_RULE times per rule.
  const count = new Map<Candidate, number>();
  for (const { a, b } of pairs) for (const c of [a, b]) count.set(c, (count.get(c) ?? 0) + 1);
  const generated = new Set(view.files.filter((f) => f.kind === 'generated').map((f) => f.path));
  const weight = (c: Candidate): number => count.get(c)! * 2 + (generated.has(c.rule.file) ? 0 : 1);
  const byCulprit = new Map<Candidate, Array<{ other: Candidate; where: string }>>();
  for (const { a, b, where } of pairs) {
    const [culprit, other] = weight(a) > weight(b) ? [a, b] : [b, a]; // a tie: the later rule, usually the one just added
    (byCulprit.get(culprit) ?? byCulprit.set(culprit, []).get(culprit)!).push({ other, where });
  }
  const out: Finding[] = [];
  const name = (c: Candidate): string => c.rule.id ?? c.rule.pointer;
  for (const [culprit, list] of byCulprit) {
    for (const { other, where } of list.slice(0, MAX_PER_RULE)) {
      out.push(finding(CHECK, culprit.rule.file, culprit.rule.pointer, 'error', 'CONFLICT',
        `Rules ${name(culprit)} and ${name(other)} (${other.rule.file}#${other.rule.pointer}) can both fire for ${where}, ` +
        `giving ${GROUP} ${culprit.enforcement} and ${other.enforcement} at the same priority ${culprit.rule.priority}. Give one a higher priority or make their conditions disjoint.`));
    }
    if (list.length > MAX_PER_RULE) {
      out.push(finding(CHECK, culprit.rule.file, culprit.rule.pointer, 'error', 'CONFLICT',
        `Rule ${name(culprit)} also conflicts with ${list.length - MAX_PER_RULE} more rule(s), e.g. ${list.slice(MAX_PER_RULE, MAX_PER_RULE + 3).map((x) => name(x.other)).join(', ')}.`));
    }
  }
  return out;
}
