// Generates rules/territories/mirror-<t>.json from the sourced table data/territories/territories.json:
// for each territory whose entry regime is its sovereign's own ("mirror" regimes: Guam and the CNMI
// under the U.S. rules, Greenland and the Faroe Islands under Denmark's visa list, Norfolk Island,
// Christmas Island and the Cocos (Keeling) Islands under Australia's, Åland under Finland's Schengen rules,
// Jersey, Guernsey and the Isle of Man under the UK's), it copies the sovereign's rules (the generated matrix
// file and the official authorisation file the table names) so that they fire at an ENTRY into the
// territory: each record is located at the territory and cites the official page that says the
// sovereign's regime applies there, then the sovereign record's own sources. Matrix texts become
// territories:mirror.* texts that say so. A mirror regime may list `overrides`: fields (startDate,
// endDate, textParams) replaced in the copied record of that id, where the territory adopted one of
// the sovereign's requirements on another date (the Crown Dependencies joined the UK ETA scheme on
// 23 April 2026); each override must be justified by the regime's sources.
//
// Run: npm run import:territories   (then registers the ruleset: npm run rules:register's step)
// Writes only rules/territories/mirror-*.json; never edits hand-authored files. Deterministic: the
// clock is never read (dates come from the table).
import { withTier, type TierableSource } from './source-tiers.js';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeRegistration, registerRules } from './register-rules.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TABLE = 'data/territories/territories.json';
const OUT = 'territories';
const PREFIX = 'mirror-';

type Json = Record<string, any>;

interface Table {
  readAt: string;
  regimes: Record<string, { kind: 'mirror'; sovereign: string; copy: string[]; sources: Json[]; overrides?: Record<string, Json> } | { kind: 'authored'; file: string }>;
  territories: Record<string, { regimes: string[]; reason?: string }>;
}

/** Renames a copied id: "visa-usa-eta" at GUM -> "terr-gum-visa-usa-eta". */
const copyId = (t: string, id: string): string => `terr-${t.toLowerCase()}-${id}`;

function isSovereignTerritoryLeaf(leaf: Json, sovereign: string): boolean {
  return leaf && leaf.fact === 'territory' && leaf.operator === 'equal' && leaf.value === sovereign;
}

export function mirrorFile(table: Table, territory: string, regimeName: string, rulesDir: string): Json {
  const regime = table.regimes[regimeName];
  if (!regime || regime.kind !== 'mirror') throw new Error(`${territory}: regime ${regimeName} is not a mirror regime`);
  const stamp = `${table.readAt}T00:00:00Z`;
  const procedures: Json[] = [];
  const restrictions: Json[] = [];
  const rules: Json[] = [];
  const overrides = regime.overrides ?? {};
  for (const id of Object.keys(overrides)) {
    const fields = Object.keys(overrides[id]!);
    const allowed = ['startDate', 'endDate', 'textParams'];
    if (fields.some((f) => !allowed.includes(f))) throw new Error(`${regimeName}: override of ${id} may only set ${allowed.join(', ')}`);
  }
  const overridden = new Set<string>();
  for (const rel of regime.copy) {
    const file = JSON.parse(readFileSync(join(rulesDir, rel), 'utf8')) as Json;
    const copied = new Set<string>();
    for (const [list, out] of [[file.procedures ?? [], procedures], [file.restrictions ?? [], restrictions]] as const) {
      for (const rec of list as Json[]) {
        if (rec.location !== regime.sovereign) continue;
        const text = typeof rec.text === 'string' && rec.text.startsWith('procedures:matrix.')
          ? `territories:mirror.${rec.text.slice('procedures:matrix.'.length)}`
          : rec.text;
        const override = overrides[rec.id] ?? {};
        if (overrides[rec.id]) overridden.add(rec.id);
        out.push({
          ...rec,
          ...override,
          ...(override.textParams ? { textParams: { ...(rec.textParams ?? {}), ...override.textParams } } : {}),
          id: copyId(territory, rec.id),
          text,
          location: territory,
          // Copied sources keep their tier; one the sovereign's file does not tier yet gets it here.
          sources: [...regime.sources, ...rec.sources].map((src: Json) => withTier(src as TierableSource)),
          createdAt: stamp,
          lastUpdatedAt: stamp,
        });
        copied.add(rec.id);
      }
    }
    for (const rule of (file.rules ?? []) as Json[]) {
      const all = rule.conditions?.all;
      if (!Array.isArray(all) || !all.some((l: Json) => isSovereignTerritoryLeaf(l, regime.sovereign))) continue;
      if (!copied.has(rule.event.params.id)) continue;
      rules.push({
        ...rule,
        id: copyId(territory, rule.id),
        description: `${rule.description ? `${rule.description} ` : ''}Copied from ${rel} (${regime.sovereign}) for ${territory}.`.trim(),
        conditions: { ...rule.conditions, all: all.map((l: Json) => (isSovereignTerritoryLeaf(l, regime.sovereign) ? { ...l, value: territory } : l)) },
        event: { ...rule.event, params: { ...rule.event.params, id: copyId(territory, rule.event.params.id) } },
      });
    }
  }
  for (const id of Object.keys(overrides)) if (!overridden.has(id)) throw new Error(`${regimeName}: override of ${id} names no copied record`);
  const out: Json = {
    $schema: '../../schemas/rule-file.schema.json',
    schemaVersion: 1,
    description: `GENERATED by scripts/import-territories.ts from ${TABLE}: ${territory} applies the entry regime of ${regime.sovereign}, so the rules of ${regime.copy.join(' and ')} are copied to ${territory}. Do not edit by hand: edit the table and re-run npm run import:territories.`,
    provenance: {
      kind: 'generated',
      generatedBy: 'scripts/import-territories.ts',
      dataset: `${TABLE} (regime "${regimeName}", sources read ${table.readAt}) applied to ${regime.copy.map((c) => `rules/${c}`).join(', ')}`,
      datasetDate: table.readAt,
    },
  };
  // The table's regime sources say the sovereign's regime applies here: that is the researched VISA
  // answer for the territory, whatever the copied rules then say for each passport.
  out.coverage = [{
    topic: 'VISA',
    territories: [territory],
    status: 'COVERED',
    finding: 'REQUIREMENTS',
    scope: `${territory} applies the entry regime of ${regime.sovereign}: the answers are those of ${regime.copy.map((c) => `rules/${c}`).join(', ')}, copied for ${territory}.`,
    sources: regime.sources.map((src: Json) => withTier(src as TierableSource)),
  }];
  if (procedures.length) out.procedures = procedures;
  if (restrictions.length) out.restrictions = restrictions;
  out.rules = rules;
  return out;
}

export function generate(rulesDir = join(ROOT, 'rules'), tablePath = join(ROOT, TABLE)): string[] {
  const table = JSON.parse(readFileSync(tablePath, 'utf8')) as Table;
  const dir = join(rulesDir, OUT);
  mkdirSync(dir, { recursive: true });
  for (const f of readdirSync(dir)) if (f.startsWith(PREFIX) && f.endsWith('.json')) rmSync(join(dir, f));
  const written: string[] = [];
  for (const [territory, entry] of Object.entries(table.territories).sort(([a], [b]) => a.localeCompare(b))) {
    for (const name of entry.regimes) {
      if (table.regimes[name]?.kind !== 'mirror') continue;
      const rel = `${OUT}/${PREFIX}${territory.toLowerCase()}.json`;
      writeFileSync(join(rulesDir, rel), `${JSON.stringify(mirrorFile(table, territory, name, rulesDir), null, 2)}\n`);
      written.push(rel);
    }
  }
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const written = generate();
  console.log(`wrote ${written.length} files: ${written.join(', ')}`);
  console.log(describeRegistration(registerRules()));
}
