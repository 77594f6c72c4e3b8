// Identifiers: record and rule ids are unique across the ruleset, every event names a record
// of the right kind, and every record is named by some rule (else it can never be shown).
import { finding, type Finding } from './model.js';
import { allRecords, allRules, closest, type RecordView, type RulesetView } from './walk.js';

const CHECK = 'ids';

export function checkIds(view: RulesetView): Finding[] {
  const out: Finding[] = [];
  const records = new Map<string, RecordView>();
  for (const r of allRecords(view)) {
    if (r.id === undefined) continue;
    const first = records.get(r.id);
    if (first) out.push(finding(CHECK, r.file, `${r.pointer}/id`, 'error', 'DUPLICATE_ID', `Record id ${r.id} is already defined at ${first.file}#${first.pointer}.`));
    else records.set(r.id, r);
  }
  const rules = new Map<string, string>();
  const used = new Set<string>();
  for (const rule of allRules(view)) {
    if (rule.id !== undefined) {
      const first = rules.get(rule.id);
      if (first) out.push(finding(CHECK, rule.file, `${rule.pointer}/id`, 'error', 'DUPLICATE_ID', `Rule id ${rule.id} is already defined at ${first}.`));
      else rules.set(rule.id, `${rule.file}#${rule.pointer}`);
    }
    const id = rule.event.id;
    if (id === undefined) continue;
    used.add(id);
    const record = records.get(id);
    if (!record) {
      const hint = closest(id, records.keys());
      out.push(finding(CHECK, rule.file, `${rule.pointer}/event/params/id`, 'error', 'UNKNOWN_RECORD',
        `Event names ${id}, which no procedure or restriction of the ruleset defines.${hint ? ` Did you mean ${hint}?` : ''}`));
      continue;
    }
    const isRestriction = record.list === 'restrictions';
    if (rule.event.type !== undefined && (rule.event.type === 'RESTRICTION') !== isRestriction) {
      out.push(finding(CHECK, rule.file, `${rule.pointer}/event/type`, 'error', 'RECORD_TYPE_MISMATCH',
        `Event type ${rule.event.type} names ${id}, which is a ${isRestriction ? 'restriction' : 'procedure'} (${record.file}#${record.pointer}).`));
    }
  }
  for (const [id, r] of records) {
    if (!used.has(id)) {
      out.push(finding(CHECK, r.file, r.pointer, 'warning', 'UNUSED_RECORD', `${r.list === 'restrictions' ? 'Restriction' : 'Procedure'} ${id} is named by no rule, so no trip can show it.`));
    }
  }
  return out;
}
