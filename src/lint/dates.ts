// Dates: every date is a real calendar date (2025-02-30 is not), a record does not end before it
// starts, and a rule's date window is not empty nor outside its record's active window.
import { finding, type Finding } from './model.js';
import { allRecords, allRules, isObject, leavesOf, str, type RecordView, type RulesetView } from './walk.js';

const CHECK = 'dates';
const DATE_OPS = new Set(['dateBefore', 'dateOnOrAfter']);

export function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

function isTimestamp(s: string): boolean {
  const m = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.exec(s);
  return m !== null && isCalendarDate(m[1]!) && !Number.isNaN(Date.parse(s));
}

export function checkDates(view: RulesetView): Finding[] {
  const out: Finding[] = [];
  const records = new Map<string, RecordView>();
  for (const r of allRecords(view)) {
    if (r.id !== undefined && !records.has(r.id)) records.set(r.id, r);
    const bad = (key: string, ok: (s: string) => boolean, form: string): boolean => {
      const v = str(r.raw[key]);
      if (v === undefined || ok(v)) return false;
      out.push(finding(CHECK, r.file, `${r.pointer}/${key}`, 'error', 'MALFORMED_DATE', `${key} ${JSON.stringify(v)} is not ${form}.`));
      return true;
    };
    const badStart = bad('startDate', isCalendarDate, 'a real calendar date YYYY-MM-DD');
    const badEnd = bad('endDate', isCalendarDate, 'a real calendar date YYYY-MM-DD');
    const badCreated = bad('createdAt', isTimestamp, 'an ISO 8601 timestamp');
    const badUpdated = bad('lastUpdatedAt', isTimestamp, 'an ISO 8601 timestamp');
    const start = str(r.raw.startDate);
    const end = str(r.raw.endDate);
    if (!badStart && !badEnd && start !== undefined && end !== undefined && start > end) {
      out.push(finding(CHECK, r.file, `${r.pointer}/startDate`, 'error', 'IMPOSSIBLE_DATES', `startDate ${start} is after endDate ${end}: the record is never in force.`));
    }
    const created = str(r.raw.createdAt);
    const updated = str(r.raw.lastUpdatedAt);
    if (!badCreated && !badUpdated && created !== undefined && updated !== undefined && Date.parse(updated) < Date.parse(created)) {
      out.push(finding(CHECK, r.file, `${r.pointer}/lastUpdatedAt`, 'warning', 'UPDATED_BEFORE_CREATED', `lastUpdatedAt ${updated} is before createdAt ${created}.`));
    }
  }

  for (const rule of allRules(view)) {
    const leaves = leavesOf(rule);
    for (const leaf of leaves) {
      if (!(leaf.fact === 'date' || (typeof leaf.operator === 'string' && DATE_OPS.has(leaf.operator))) || isObject(leaf.value)) continue;
      const values = Array.isArray(leaf.value) ? leaf.value.map((v: unknown, i) => [v, `/value/${i}`] as const) : [[leaf.value, '/value'] as const];
      for (const [v, suffix] of values) {
        if (typeof v === 'string' && !isCalendarDate(v)) {
          out.push(finding(CHECK, leaf.file, `${leaf.pointer}${suffix}`, 'error', 'MALFORMED_DATE', `${JSON.stringify(v)} is not a real calendar date YYYY-MM-DD.`));
        }
      }
    }
    // The window a rule's top-level `all` puts on the date: [from, before).
    const conditions = isObject(rule.conditions) ? rule.conditions : {};
    if (!Array.isArray(conditions.all)) continue;
    let from: { date: string; pointer: string } | undefined;
    let before: { date: string; pointer: string } | undefined;
    conditions.all.forEach((c: unknown, i) => {
      if (!isObject(c) || c.fact !== 'date' || typeof c.value !== 'string' || !isCalendarDate(c.value)) return;
      const here = { date: c.value, pointer: `${rule.pointer}/conditions/all/${i}` };
      if (c.operator === 'dateOnOrAfter' && (!from || c.value > from.date)) from = here;
      if (c.operator === 'dateBefore' && (!before || c.value < before.date)) before = here;
    });
    if (from && before && from.date >= before.date) {
      out.push(finding(CHECK, rule.file, `${before.pointer}/value`, 'error', 'IMPOSSIBLE_DATES',
        `The rule needs a date on or after ${from.date} and before ${before.date}: it can never fire.`));
      continue;
    }
    const record = rule.event.id !== undefined ? records.get(rule.event.id) : undefined;
    const start = str(record?.raw.startDate);
    const end = str(record?.raw.endDate);
    if (before && start !== undefined && isCalendarDate(start) && before.date <= start) {
      out.push(finding(CHECK, rule.file, `${before.pointer}/value`, 'warning', 'NEVER_ACTIVE',
        `The rule fires only before ${before.date}, but ${rule.event.id} starts on ${start}: it can only ever be upcoming.`));
    } else if (from && end !== undefined && isCalendarDate(end) && from.date > end) {
      out.push(finding(CHECK, rule.file, `${from.pointer}/value`, 'warning', 'NEVER_ACTIVE',
        `The rule fires only from ${from.date}, but ${rule.event.id} ends on ${end}: it is always expired.`));
    }
  }
  return out;
}
