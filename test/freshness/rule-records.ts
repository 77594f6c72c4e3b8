// Every record of the generated and hand-authored rule files (an object with an id and a sources list), by id,
// for the freshness passes' tests (freshen, freshen2): they read each record's newest source date.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './reviews.js';

export interface RuleRecord<S> { id: string; sources: S[] }

export function ruleRecords<S>(): Map<string, RuleRecord<S>> {
  const out = new Map<string, RuleRecord<S>>();
  const walk = (o: unknown): void => {
    if (Array.isArray(o)) { o.forEach(walk); return; }
    if (o === null || typeof o !== 'object') return;
    const r = o as Record<string, unknown>;
    if (typeof r.id === 'string' && Array.isArray(r.sources)) out.set(r.id, r as unknown as RuleRecord<S>);
    Object.values(r).forEach(walk);
  };
  // rules/tests holds rule tests, not records.
  const files = (d: string): string[] => readdirSync(d).flatMap((f) => {
    const p = join(d, f);
    return statSync(p).isDirectory() ? (f === 'tests' ? [] : files(p)) : f.endsWith('.json') ? [p] : [];
  });
  for (const f of files(join(ROOT, 'rules'))) walk(JSON.parse(readFileSync(f, 'utf8')));
  return out;
}
