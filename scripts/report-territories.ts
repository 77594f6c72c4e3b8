// Prints which territories have an entry regime in the ruleset and which do not (goal: none without).
// A territory has a regime when some rule file listed in rules/manifest.json has a rule whose
// top-level `all` names it (`territory equal X` / `territory in [..]`) with an event in slot "visa"
// (an entry answer) or "territory-regime" (the regime stated where the per-passport answer is
// unknown). For each territory without one, the reason from data/territories/territories.json.
//
// Run: npx tsx scripts/report-territories.ts [--json]
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadReferenceData } from '../src/node/reference.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REGIME_SLOTS = new Set(['visa', 'territory-regime']);

type Json = Record<string, any>;

export interface TerritoryReport {
  total: number;
  matrix: string[];
  withRegime: string[];
  /** Territories outside the visa matrix that now have a regime, with the file(s) that give it. */
  added: Record<string, string[]>;
  without: { territory: string; name: string; reason: string }[];
  /** Territories whose regime covers only part of them (a region, an island), with the table's note. */
  partial: { territory: string; note: string }[];
}

function territoriesOfRule(rule: Json): string[] {
  const all = rule?.conditions?.all;
  if (!Array.isArray(all)) return [];
  for (const leaf of all) {
    if (leaf?.fact !== 'territory' || leaf.path !== undefined) continue;
    if (leaf.operator === 'equal' && typeof leaf.value === 'string') return [leaf.value];
    if (leaf.operator === 'in' && Array.isArray(leaf.value)) return leaf.value.filter((v: unknown): v is string => typeof v === 'string');
  }
  return [];
}

export function report(rulesDir = join(ROOT, 'rules'), tablePath = join(ROOT, 'data/territories/territories.json')): TerritoryReport {
  const manifest = JSON.parse(readFileSync(join(rulesDir, 'manifest.json'), 'utf8')) as Json;
  const table = JSON.parse(readFileSync(tablePath, 'utf8')) as Json;
  const reference = loadReferenceData(['en']);
  const byTerritory = new Map<string, Set<string>>();
  for (const file of manifest.files as string[]) {
    const content = JSON.parse(readFileSync(join(rulesDir, file), 'utf8')) as Json;
    for (const rule of (content.rules ?? []) as Json[]) {
      if (!REGIME_SLOTS.has(rule?.event?.params?.slot)) continue;
      for (const t of territoriesOfRule(rule)) (byTerritory.get(t) ?? byTerritory.set(t, new Set()).get(t)!).add(file);
    }
  }
  const all = reference.territories.map((t) => t.alpha3).sort();
  const matrix = all.filter((t) => [...(byTerritory.get(t) ?? [])].some((f) => f.startsWith('visa-matrix/')));
  const withRegime = all.filter((t) => byTerritory.has(t));
  const added: Record<string, string[]> = {};
  for (const t of withRegime) if (!matrix.includes(t)) added[t] = [...byTerritory.get(t)!].sort();
  const name = (a3: string): string => reference.territories.find((t) => t.alpha3 === a3)?.names.en ?? a3;
  const without = all.filter((t) => !byTerritory.has(t)).map((t) => ({
    territory: t, name: name(t), reason: String(table.territories?.[t]?.reason ?? 'not in data/territories/territories.json'),
  }));
  const partial = withRegime.filter((t) => typeof table.territories?.[t]?.note === 'string').map((t) => ({ territory: t, note: String(table.territories[t].note) }));
  return { total: all.length, matrix, withRegime, added, without, partial };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const r = report();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(r, null, 2));
  } else {
    console.log(`${r.total} territories; ${r.matrix.length} in the visa matrix; ${Object.keys(r.added).length} more with a regime from rules/territories (or other authored files); ${r.without.length} without a regime (goal 0).`);
    for (const [t, files] of Object.entries(r.added)) console.log(`  + ${t}  ${files.join(', ')}`);
    if (r.partial.length) {
      console.log('Regimes that cover part of a territory only:');
      for (const p of r.partial) console.log(`  ~ ${p.territory}  ${p.note}`);
    }
    console.log('Territories without a regime:');
    for (const w of r.without) console.log(`  - ${w.territory}  ${w.name}: ${w.reason}`);
  }
}
