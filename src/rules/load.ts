// Turns a RulesetSource (manifest + parsed files) into a compiled Ruleset, or into errors that name
// the file and the JSON pointer of each problem. All or nothing: never a half-loaded ruleset.
import type { Condition, RuleFile, RulesetManifest } from '../schema/generated.js';
import { error, fromAjv, type ErrorObject } from '../schema/errors.js';
import { currentSchemasFingerprint, type Validators } from '../schema/validators.js';
import { isDocumentType, unknownDocumentType } from '../lint/documents.js';
import { isSchemaChecked } from './checked.js';
import { compileCondition } from './compile.js';
import { exitTerritoryLeaf, indexRuleset, territoryLeaf } from './indexed.js';
import { indexCoverage, type CoverageIndex } from './coverage.js';
import type { CompiledRule, RecordDefinition, RuleEffect, RuleEvent, Ruleset } from './model.js';
import { operator } from './operators.js';
import type { RulesetSource } from './source.js';

type Definition = NonNullable<RuleFile['procedures']>[number] | NonNullable<RuleFile['restrictions']>[number];

export type LoadResult = { ok: true; ruleset: Ruleset } | { ok: false; errors: ErrorObject[] };

function fileError(file: string, code: string, title: string, detail: string, pointer: string): ErrorObject {
  const e = error(500, code, title, detail, pointer);
  e.source.file = file;
  return e;
}

export function loadRuleset(source: RulesetSource, validators: Validators): LoadResult {
  const errors: ErrorObject[] = [];
  const validManifest = validators.get('ruleset-manifest.schema.json');
  if (!validManifest(source.manifest)) {
    for (const e of fromAjv(validManifest.errors, 500)) errors.push({ ...e, source: { ...e.source, file: 'manifest.json' } });
    return { ok: false, errors };
  }
  const manifest = source.manifest as RulesetManifest;
  const byPath = new Map(source.files.map((f) => [f.path, f.content]));
  const validFile = validators.get('rule-file.schema.json');
  const files: Array<{ path: string; content: RuleFile }> = [];
  const fingerprint = currentSchemasFingerprint();
  for (const path of manifest.files) {
    if (!byPath.has(path)) {
      errors.push(fileError('manifest.json', 'MISSING_RULE_FILE', 'Missing rule file', `${path} is listed but was not provided.`, '/files'));
      continue;
    }
    const content = byPath.get(path);
    // Contents the Node entry parsed from bytes validated at build time skip the validator (checked.ts).
    if (!isSchemaChecked(content, fingerprint) && !validFile(content)) {
      for (const e of fromAjv(validFile.errors, 500)) errors.push({ ...e, source: { ...e.source, file: path } });
      continue;
    }
    files.push({ path, content: content as RuleFile });
  }
  if (errors.length) return { ok: false, errors };

  const records = new Map<string, RecordDefinition>();
  const rules: CompiledRule[] = [];
  const ruleIds = new Map<string, string>();
  for (const { path, content } of files) {
    (content.procedures ?? []).forEach((d, i) => addRecord(d, `/procedures/${i}`));
    (content.restrictions ?? []).forEach((d, i) => addRecord(d, `/restrictions/${i}`));
    function addRecord(d: Definition, pointer: string): void {
      const prev = records.get(d.id);
      if (prev) {
        errors.push(fileError(path, 'DUPLICATE_ID', 'Duplicate record id', `Record id ${d.id} is also defined in ${prev.file}.`, `${pointer}/id`));
        return;
      }
      // A closed set (schemas/common.schema.json RuleDocumentType): an unknown kind would rank as an embassy visa.
      (d.documentTypes ?? []).forEach((t, j) => {
        if (!isDocumentType(t)) errors.push(fileError(path, 'UNKNOWN_DOCUMENT_TYPE', 'Unknown document type', unknownDocumentType(t), `${pointer}/documentTypes/${j}`));
      });
      if (d.startDate && d.endDate && d.startDate > d.endDate) {
        errors.push(fileError(path, 'IMPOSSIBLE_DATES', 'Impossible dates', `startDate ${d.startDate} is after endDate ${d.endDate}.`, `${pointer}/startDate`));
      }
      records.set(d.id, content.provenance.snapshot === true ? { ...d, file: path, snapshot: true } : { ...d, file: path });
    }
  }
  let order = 0;
  for (const { path, content } of files) {
    content.rules.forEach((r, i) => {
      const pointer = `/rules/${i}`;
      const prev = ruleIds.get(r.id);
      if (prev) errors.push(fileError(path, 'DUPLICATE_ID', 'Duplicate rule id', `Rule id ${r.id} is also defined in ${prev}.`, `${pointer}/id`));
      ruleIds.set(r.id, path);
      const ev = r.event;
      const rec = records.get(ev.params.id);
      if (!rec) {
        errors.push(fileError(path, 'UNKNOWN_RECORD', 'Unknown record', `Event names ${ev.params.id}, which no rule file defines.`, `${pointer}/event/params/id`));
      } else if ((rec.type === 'RESTRICTION') !== (ev.type === 'RESTRICTION')) {
        errors.push(fileError(path, 'RECORD_TYPE_MISMATCH', 'Record type mismatch', `Event type ${ev.type} names ${rec.type} ${rec.id}.`, `${pointer}/event/type`));
      }
      for (const problem of checkCondition(r.conditions, `${pointer}/conditions`)) errors.push(fileError(path, problem.code, problem.title, problem.detail, problem.pointer));
      const event: RuleEvent = { type: ev.type, id: ev.params.id, group: ev.params.group, ...(ev.params.enforcement ? { enforcement: ev.params.enforcement } : {}), ...(ev.params.slot ? { slot: ev.params.slot } : {}) };
      const position = order++;
      if (!rec) return; // reported above; the load fails
      rules.push({
        id: r.id, file: path, pointer, priority: r.priority ?? 1, order: position, conditions: r.conditions,
        test: () => false,
        event,
        effect: effectOf(event, rec),
        ...(r.description ? { description: r.description } : {}),
      });
    });
  }
  if (errors.length) return { ok: false, errors };
  // Compiled on first use: a process that answers trips for a few destinations, or a short CLI
  // run, does not pay for the ~1,500 conditions of every territory at start (checkCondition above
  // has already refused whatever compileCondition could not compile).
  for (const rule of rules) {
    rule.test = (facts) => {
      rule.test = compileCondition(rule.conditions);
      return rule.test(facts);
    };
  }
  return { ok: true, ruleset: buildRuleset(manifest, records, rules, indexCoverage(files)) };
}

// Always the same keys in the same order: one object shape for resolveOutcome to read.
function effectOf(event: RuleEvent, record: RecordDefinition): RuleEffect {
  return {
    record,
    slot: event.slot,
    enforcement: event.enforcement ?? record.enforcement,
    startDate: record.startDate || undefined, // null (no start) reads as none, as before
    endDate: record.endDate || undefined,
    eta: record.documentTypes?.includes('ETA') === true,
    snapshot: record.snapshot === true,
  };
}

interface Problem { code: string; title: string; detail: string; pointer: string }

/** Operator and value checks the schema cannot express; they keep both evaluators from throwing. */
export function checkCondition(c: Condition, pointer: string): Problem[] {
  const problems: Problem[] = [];
  checkInto(c, pointer, [], problems);
  return problems;
}

// Walks with the path as segments and writes a pointer only for a problem: the ~1,600 bundled
// rules have none, and building every node's pointer string was most of this check at start.
function checkInto(c: Condition, base: string, path: Array<string | number>, out: Problem[]): void {
  if ('all' in c || 'any' in c) {
    const [key, list] = 'all' in c ? ['all', c.all] as const : ['any', c.any] as const;
    for (let i = 0; i < list.length; i++) {
      path.push(key, i);
      checkInto(list[i]!, base, path, out);
      path.length -= 2;
    }
    return;
  }
  if ('not' in c) {
    path.push('not');
    checkInto(c.not, base, path, out);
    path.length -= 1;
    return;
  }
  const op = operator(c.operator);
  if (!op) {
    out.push({ code: 'UNKNOWN_OPERATOR', title: 'Unknown operator', detail: `Operator ${c.operator} is not defined.`, pointer: pointerAt(base, path, 'operator') });
    return;
  }
  const v = c.value;
  if (v !== null && typeof v === 'object' && !Array.isArray(v)) return;
  const ok =
    op.valueKind === 'any' ||
    (op.valueKind === 'list' && Array.isArray(v)) ||
    (op.valueKind === 'scalar' && !Array.isArray(v)) ||
    (op.valueKind === 'number' && typeof v === 'number') ||
    (op.valueKind === 'date' && typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v));
  if (!ok) out.push({ code: 'INVALID_OPERAND', title: 'Invalid operand', detail: `Operator ${c.operator} needs a ${op.valueKind} value.`, pointer: pointerAt(base, path, 'value') });
}

const pointerAt = (base: string, path: ReadonlyArray<string | number>, last: string): string =>
  `${base}${path.map((p) => `/${p}`).join('')}/${last}`;

/** Reads `territory equal X` / `territory in [..]` from a rule's top-level `all`, for indexing. */
export function territoriesOf(c: Condition): string[] | undefined {
  return territoryLeaf(c)?.values;
}

/** The territories a departure rule's `exitTerritory` leaf names, or undefined when it has none. */
export function exitTerritoriesOf(c: Condition): string[] | undefined {
  return exitTerritoryLeaf(c)?.values;
}

function buildRuleset(manifest: RulesetManifest, records: Map<string, RecordDefinition>, rules: CompiledRule[], coverage: CoverageIndex): Ruleset {
  const byTerritory = new Map<string, CompiledRule[]>();
  const anywhere: CompiledRule[] = [];
  for (const rule of rules) {
    const ts = territoriesOf(rule.conditions);
    if (!ts) anywhere.push(rule);
    else for (const t of ts) (byTerritory.get(t) ?? byTerritory.set(t, []).get(t)!).push(rule);
  }
  const sort = (list: CompiledRule[]): CompiledRule[] => list.sort((a, b) => b.priority - a.priority || a.order - b.order);
  const cache = new Map<string, readonly CompiledRule[]>();
  const generic = sort([...anywhere]);
  const ruleset: Ruleset = {
    manifest,
    revision: manifest.revision,
    records,
    rules,
    coverage,
    domesticTerritories: new Set(manifest.domesticTerritories),
    domesticAreas: new Map(Object.entries(manifest.domesticAreas ?? {}).flatMap(([area, members]) => [[area, area], ...members.map((t): [string, string] => [t, area])])),
    candidates(territory) {
      let list = cache.get(territory);
      if (!list) {
        const own = byTerritory.get(territory);
        list = own ? sort([...own, ...anywhere]) : generic;
        cache.set(territory, list);
      }
      return list;
    },
  };
  indexRuleset(ruleset);
  return ruleset;
}
