// Health figures of the bundled ruleset, for the README's coverage section and issue 26's acceptance:
// - destinations with a health rule: territories where some PUBLIC_HEALTH_REQUIREMENTS rule can fire
//   (read from the rule files of rules/health/);
// - destinations with a HEALTH coverage statement (REQUIREMENTS / NONE_REQUIRED, COVERED / PARTIAL);
// - for origins Brazil and Nigeria: direct trips to every destination of the visa matrix (passport =
//   origin country, flown from it), and how many get a yellow fever certificate requirement (yf-*-required);
// - for origins Pakistan and Afghanistan: the same direct trips, and how many get a polio rule: the
//   departure requirement (polio-exit-*-required) and an entry one (polio-*-required).
// Run: npx tsx scripts/report-health.ts [--date 2026-12-01]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTravelRequirements } from '../src/index.js';
import { expandShortTrip } from '../src/ruletest/shortform.js';
import type { RuleFile, TripResponseDocument } from '../src/schema/generated.js';

const ROOT = new URL('..', import.meta.url).pathname;
const CSV = join(ROOT, 'data/passport-index/passport-index-tidy-iso3.csv');
const argv = process.argv.slice(2);
const date = argv.includes('--date') ? argv[argv.indexOf('--date') + 1]! : '2026-12-01';

const files = readdirSync(join(ROOT, 'rules/health')).filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(ROOT, 'rules/health', f), 'utf8')) as RuleFile);
const ruled = new Set(files.flatMap((f) => (f.procedures ?? []).map((p) => p.location)));
const statements = files.flatMap((f) => f.coverage ?? []).filter((s) => s.topic === 'HEALTH');
const byKind = new Map<string, Set<string>>();
for (const s of statements) {
  const key = `${s.finding}/${s.status}`;
  const set = byKind.get(key) ?? new Set<string>();
  for (const t of s.territories) set.add(t);
  byKind.set(key, set);
}
const destinations = [...new Set(readFileSync(CSV, 'utf8').trim().split(/\r?\n/).slice(1).map((l) => l.split(',')[1]!))].sort();
const tr = createTravelRequirements();
const lines = [`ruleset ${tr.ruleset.revision}; trips dated ${date}`, `destinations with a health rule: ${ruled.size}`];
for (const [k, v] of [...byKind].sort()) lines.push(`HEALTH coverage ${k}: ${v.size} territories`);
lines.push(`HEALTH coverage, any: ${new Set(statements.flatMap((s) => s.territories)).size} territories (of ${destinations.length} matrix destinations: ${destinations.filter((d) => statements.some((s) => s.territories.includes(d))).length})`);
/** The ids of the records shown on each direct trip from `origin` with its own passport, by destination. */
function shownFrom(origin: string): Map<string, string[]> {
  const shown = new Map<string, string[]>();
  for (const to of destinations) {
    if (to === origin) continue;
    const r = tr.trips(expandShortTrip({ passports: [origin], from: origin, to, date }));
    shown.set(to, r.status === 200 ? (r.body as TripResponseDocument).included.map((x) => x.id) : []);
  }
  return shown;
}
for (const origin of ['BRA', 'NGA']) {
  const shown = shownFrom(origin);
  const yf = [...shown].filter(([, ids]) => ids.some((id) => /^yf-[a-z]{3}-required$/.test(id))).map(([to]) => to);
  lines.push(`trips from ${origin} (${origin} passport) with a yellow fever certificate requirement: ${yf.length} of ${shown.size} (${yf.join(' ')})`);
}
for (const origin of ['PAK', 'AFG']) {
  const shown = shownFrom(origin);
  const exit = [...shown.values()].filter((ids) => ids.some((id) => /^polio-exit-[a-z]{3}-required$/.test(id))).length;
  const entry = [...shown].filter(([, ids]) => ids.some((id) => /^polio-[a-z]{3}-required$/.test(id))).map(([to]) => to);
  lines.push(`trips from ${origin} (${origin} passport) with a polio departure requirement: ${exit} of ${shown.size}; with a polio entry requirement too: ${entry.length} (${entry.join(' ')})`);
}
process.stdout.write(`${lines.join('\n')}\n`);
