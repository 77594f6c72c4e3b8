// Research coverage of the territories outside the visa matrix (data/territories/territories.json),
// per topic, from the coverage statements of the rule files: COVERED (every statement for the
// territory COVERED and for every passport), PARTIAL (some statement, but PARTIAL or for some
// passports only) or NOT covered (no statement). `npm run coverage:data` gives the same for the
// 199 matrix destinations; issues 22 and 26 ask for the territories too.
// Run: npx tsx scripts/coverage-territories.ts   (npm run -s coverage:territories)
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TOPICS = ['VISA', 'HEALTH', 'PASSPORT_VALIDITY', 'ARRIVAL_FORMS', 'FEES', 'TRANSIT'] as const;

interface Statement { topic: string; territories: string[]; passports?: string[]; status: 'COVERED' | 'PARTIAL' }

/** The rule files the ruleset loads: those rules/manifest.json lists. */
function ruleFiles(rulesDir: string): string[] {
  return (JSON.parse(readFileSync(join(rulesDir, 'manifest.json'), 'utf8')) as { files: string[] }).files.map((f) => join(rulesDir, f));
}

export function territoryCoverage(root = ROOT): { territories: string[]; byTopic: Record<string, { covered: string[]; partial: string[]; not: string[] }> } {
  const statements: Statement[] = ruleFiles(join(root, 'rules'))
    .flatMap((f) => (JSON.parse(readFileSync(f, 'utf8')) as { coverage?: Statement[] }).coverage ?? []);
  const matrix = new Set(readFileSync(join(root, 'data/passport-index/passport-index-tidy-iso3.csv'), 'utf8').trim().split(/\r?\n/).slice(1).map((l) => l.split(',')[1]));
  // The table's territories, keyed by alpha-3.
  const table = JSON.parse(readFileSync(join(root, 'data/territories/territories.json'), 'utf8')) as { territories: Record<string, unknown> };
  const territories = Object.keys(table.territories).filter((t) => !matrix.has(t));
  const byTopic: Record<string, { covered: string[]; partial: string[]; not: string[] }> = {};
  for (const topic of TOPICS) {
    const r = { covered: [] as string[], partial: [] as string[], not: [] as string[] };
    for (const t of territories) {
      const s = statements.filter((x) => x.topic === topic && x.territories.includes(t));
      (s.length === 0 ? r.not : s.every((x) => x.status === 'COVERED' && !x.passports) ? r.covered : r.partial).push(t);
    }
    byTopic[topic] = r;
  }
  return { territories, byTopic };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { territories, byTopic } = territoryCoverage();
  const lines = [`${territories.length} territories outside the visa matrix`, '', '| topic | covered | partly | not covered |', '|---|---:|---:|---:|'];
  for (const [topic, r] of Object.entries(byTopic)) lines.push(`| ${topic} | ${r.covered.length} | ${r.partial.length} | ${r.not.length} |`);
  lines.push('');
  for (const [topic, r] of Object.entries(byTopic)) lines.push(`${topic} partly: ${r.partial.join(' ') || '-'}`, `${topic} not covered: ${r.not.join(' ') || '-'}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}
