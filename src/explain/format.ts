// Plain-text rendering of an Explanation for the terminal.
import { FACT_NAMES } from '../facts/catalogue.js';
import type { Explanation, RuleTrace } from './explain.js';
import type { FailedCondition } from './trace.js';

const show = (v: unknown): string => (v === undefined ? 'undefined' : clip(JSON.stringify(v), 60));
const clip = (s: string, n: number): string => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export function formatExplanation(e: Explanation): string {
  if (!e.ok) return `${e.errors.map((x) => `error ${x.status} ${x.code} at ${x.source.pointer || '/'}: ${x.detail}`).join('\n')}\n`;
  const lines: string[] = [
    `ruleset ${e.rulesetRevision}; engine ${e.engine}; passports ${e.passports.join(', ')}`,
    `headline: ${e.headline}`,
    ...(e.alerts ?? []).map((a) => `alert: ${a}`),
  ];
  if (!e.checkpoints.length) lines.push('no checkpoints: no border is crossed, or a trip inside one country without domestic data (the headline says which)');
  e.checkpoints.forEach(({ checkpoint: cp, passports }, i) => {
    const where = cp.airport ?? cp.region ?? cp.territory;
    lines.push('', `checkpoint ${i + 1}: ${cp.checkpointKind}${cp.entryReason ? ` (${cp.entryReason})` : ''} ${cp.territory} at ${where}, leg ${cp.legIndex}, ${cp.date}, from ${cp.previousTerritory}${cp.nextTerritory ? ` to ${cp.nextTerritory}` : ''}${cp.layoverHours !== null ? `, layover ${cp.layoverHours} h` : ''}`);
    for (const p of passports) {
      lines.push(`  passport ${p.passport}: ${p.rank}${p.visa ? ` (${p.visa})` : ''}${p.chosen ? '  <- used in the response' : ''}`);
      lines.push(`    facts: ${FACT_NAMES.map((n) => `${n}=${show(p.facts[n])}`).join(' ')}`);
      if (!p.rules.length) lines.push('    no rule applies to this territory');
      for (const r of p.rules) lines.push(...rule(r));
    }
  });
  return `${lines.join('\n')}\n`;
}

function rule(r: RuleTrace): string[] {
  const head = `${r.id}  p${r.priority}  ${r.file}#${r.pointer}`;
  const ev = `${r.event.id} (${r.event.group}${r.event.slot ? `, slot ${r.event.slot}` : ''}${r.event.enforcement ? `, ${r.event.enforcement}` : ''})`;
  if (r.fired) return [`    ✓ ${head}  fired -> ${ev}: ${r.status}`];
  return [`    ✗ ${head}`, `        ${r.failed ? failure(r.failed) : 'no condition failed'}`];
}

export function failure(f: FailedCondition): string {
  if (f.fact === undefined) return `${f.pointer}: the negated condition holds`;
  const left = `${f.fact}${f.path ?? ''}`;
  const rhs = f.otherValue !== undefined || (f.value !== null && typeof f.value === 'object' && !Array.isArray(f.value)) ? `${show(f.value)} (= ${show(f.otherValue)})` : show(f.value);
  return `${f.pointer}: ${f.negated ? 'not ' : ''}${left} ${f.operator} ${rhs} failed; ${left} is ${show(f.factValue)}`;
}
