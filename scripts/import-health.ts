// Generates rules/health/yellow-fever.json from the sourced data table data/health/who-yellow-fever.json:
// for every country in the table, a "certificate required" record shown in PUBLIC_HEALTH_REQUIREMENTS
// (slot yellow-fever) at ENTRY, and a "requirement met" record that wins the slot (higher priority,
// enforcement NOT_REQUIRED) when the traveller disclosed a yellow fever vaccination valid on the date.
//
// Run: npm run import:health [-- <table.json>] [--out <rules dir>] [--check]
//   <table.json>  default data/health/who-yellow-fever.json
//   --out         ruleset directory to write into (default rules/); tests use a temp dir
//   --check       write nothing; exit 1 when the committed file differs from what the table gives
// The output depends only on the table (no clock), so two runs give byte-identical files. Then, unless
// --check, registers the ruleset (npm run rules:register: manifest, revision, digest, stamp).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProcedureDefinition, Rule, RuleFile } from '../src/schema/generated.js';
import { describeRegistration, registerRules } from './register-rules.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_TABLE = resolve(ROOT, 'data/health/who-yellow-fever.json');
export const OUTPUT_FILE = 'health/yellow-fever.json';
const GENERATED_BY = 'scripts/import-health.ts';
const TABLE_PATH = 'data/health/who-yellow-fever.json';
export const SLOT = 'yellow-fever';
export const PRIORITY_REQUIRED = 10;
export const PRIORITY_MET = 20;
export const MET_TEXT = 'health:yellowFever.met';

type Source = ProcedureDefinition['sources'][number];
type Leaf = { fact: string; operator: string; value: string | string[] };
type Cond = Leaf | { any: Leaf[] };

export interface RiskList {
  description: string;
  countries: string[];
  sources: Source[];
}

export interface Requirement {
  territory: string;
  /** ALL_TRAVELLERS: every arriving traveller; FROM_RISK_COUNTRIES: travellers who were in a country of riskList earlier on the trip. */
  scope: 'ALL_TRAVELLERS' | 'FROM_RISK_COUNTRIES';
  /** The age from which the certificate is required, as the source words it (shown in the texts); null when the source gives none. */
  minimumAge: string | null;
  text: string;
  riskList: string | null;
  /** Also fire when the leg arrives straight from a risk country, even after an airside transit of 12 hours or less there ("from or through"). */
  includeDirectShortTransit: boolean;
  sources: Source[];
}

export interface HealthTable {
  schemaVersion: 1;
  dataset: string;
  datasetDate: string;
  readAt: string;
  riskLists: Record<string, RiskList>;
  requirements: Requirement[];
  leftOut: { territory: string; reason: string }[];
}

const ALPHA3 = /^[A-Z]{3}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Checks the table's shape and cross-references; throws with every problem found. */
export function checkTable(table: HealthTable): void {
  const problems: string[] = [];
  if (table.schemaVersion !== 1) problems.push('schemaVersion must be 1');
  if (!DATE.test(table.datasetDate)) problems.push('datasetDate must be YYYY-MM-DD');
  for (const [name, list] of Object.entries(table.riskLists)) {
    if (list.countries.length === 0) problems.push(`riskLists.${name} is empty`);
    if (new Set(list.countries).size !== list.countries.length) problems.push(`riskLists.${name} has duplicates`);
    for (const c of list.countries) if (!ALPHA3.test(c)) problems.push(`riskLists.${name}: ${c} is not alpha-3`);
  }
  const seen = new Set<string>();
  for (const r of table.requirements) {
    const at = `requirements[${r.territory}]`;
    if (!ALPHA3.test(r.territory)) problems.push(`${at}: territory is not alpha-3`);
    if (seen.has(r.territory)) problems.push(`${at}: listed twice`);
    seen.add(r.territory);
    if (r.scope === 'FROM_RISK_COUNTRIES') {
      if (!r.riskList || !table.riskLists[r.riskList]) problems.push(`${at}: riskList ${String(r.riskList)} is not in riskLists`);
    } else if (r.scope === 'ALL_TRAVELLERS') {
      if (r.riskList !== null) problems.push(`${at}: ALL_TRAVELLERS takes no riskList`);
    } else problems.push(`${at}: unknown scope ${String(r.scope)}`);
    if (r.sources.length === 0) problems.push(`${at}: no source`);
    for (const s of r.sources) {
      if (!s.url.startsWith('https://')) problems.push(`${at}: source ${s.url} is not https`);
      if (!s.readAt) problems.push(`${at}: source ${s.url} has no readAt`);
    }
    if (!/^health:[A-Za-z0-9.-]+$/.test(r.text)) problems.push(`${at}: text must be in the health namespace`);
  }
  if (problems.length > 0) throw new Error(`invalid health table:\n  ${problems.join('\n  ')}`);
}

const lower = (c: string): string => c.toLowerCase();

function riskCondition(table: HealthTable, r: Requirement): Cond[] {
  if (r.scope === 'ALL_TRAVELLERS') return [];
  // A country never requires the certificate for having been in its own territory earlier on the trip.
  const countries = table.riskLists[r.riskList as string]!.countries.filter((c) => c !== r.territory).sort();
  const visited = { fact: 'visitedBefore', operator: 'intersects', value: countries };
  if (!r.includeDirectShortTransit) return [visited];
  return [{ any: [visited, { fact: 'previousTerritory', operator: 'in', value: countries }] }];
}

function sourcesOf(table: HealthTable, r: Requirement): ProcedureDefinition['sources'] {
  const list = r.riskList ? table.riskLists[r.riskList] : undefined;
  const [first, ...rest] = [...r.sources, ...(list?.sources ?? [])];
  if (!first) throw new Error(`${r.territory}: no source`);
  return [first, ...rest];
}

/** The rule file for the table (pure: the same table always gives the same file). */
export function buildHealthRuleFile(table: HealthTable): RuleFile {
  checkTable(table);
  const timestamp = `${table.datasetDate}T00:00:00Z`;
  const procedures: ProcedureDefinition[] = [];
  const rules: Rule[] = [];
  for (const r of [...table.requirements].sort((a, b) => a.territory.localeCompare(b.territory))) {
    const cc = lower(r.territory);
    const base = {
      type: 'PROCEDURE' as const,
      location: r.territory,
      category: 'DOC_REQUIREMENT' as const,
      subCategory: 'BEFORE_DEPARTURE' as const,
      documentTypes: ['VACCINATION_CERTIFICATE'],
      tags: ['yellow-fever', 'vaccination'],
      sources: sourcesOf(table, r),
      createdAt: timestamp,
      lastUpdatedAt: timestamp,
      startDate: null,
      endDate: null,
      icon: 'vaccination',
    };
    procedures.push({ id: `yf-${cc}-required`, text: r.text, enforcement: 'MANDATORY', ...base });
    procedures.push({ id: `yf-${cc}-met`, text: MET_TEXT, enforcement: 'NOT_REQUIRED', ...base });
    const scope: Cond[] = [
      { fact: 'checkpointKind', operator: 'equal', value: 'ENTRY' },
      { fact: 'territory', operator: 'equal', value: r.territory },
      ...riskCondition(table, r),
    ];
    const who = r.scope === 'ALL_TRAVELLERS' ? 'every traveller' : `travellers who were earlier on the trip in a country of the ${r.riskList} risk list`;
    rules.push({
      id: `health-yf-${cc}-met`,
      description: `${r.territory}: yellow fever certificate requirement (${who}) met by a disclosed vaccination valid on the date.`,
      priority: PRIORITY_MET,
      conditions: { all: [...scope, { fact: 'vaccinations', operator: 'contains', value: 'YELLOW_FEVER' }] },
      event: { type: 'PROCEDURE', params: { id: `yf-${cc}-met`, group: 'PUBLIC_HEALTH_REQUIREMENTS', enforcement: 'NOT_REQUIRED', slot: SLOT } },
    });
    rules.push({
      id: `health-yf-${cc}-required`,
      description: `${r.territory}: yellow fever vaccination certificate required of ${who}.`,
      priority: PRIORITY_REQUIRED,
      conditions: { all: scope },
      event: { type: 'PROCEDURE', params: { id: `yf-${cc}-required`, group: 'PUBLIC_HEALTH_REQUIREMENTS', slot: SLOT } },
    });
  }
  const countries = table.requirements.map((r) => r.territory).sort();
  return {
    $schema: '../../schemas/rule-file.schema.json',
    schemaVersion: 1,
    description: `Yellow fever vaccination certificate at entry (PUBLIC_HEALTH_REQUIREMENTS, slot ${SLOT}) for ${countries.length} countries (${countries.join(', ')}): required of every traveller, or of travellers who were in a country with risk of yellow fever transmission earlier on the trip (origin, earlier entries, airside transits over 12 hours); met when the traveller discloses a vaccination valid on the date. GENERATED by scripts/import-health.ts from data/health/who-yellow-fever.json: do not edit by hand.`,
    provenance: {
      kind: 'generated',
      generatedBy: GENERATED_BY,
      dataset: `${TABLE_PATH}: ${table.dataset}`,
      datasetDate: table.datasetDate,
      notes:
        `Generated from ${TABLE_PATH} (sources read ${table.readAt}; each record cites them with readAt and a note on the stored copy read). ` +
        'Do not edit: change the table and run npm run import:health. ' +
        `Each country gets yf-<cc>-required (MANDATORY, priority ${PRIORITY_REQUIRED}) and yf-<cc>-met (NOT_REQUIRED, priority ${PRIORITY_MET}, when the fact vaccinations contains YELLOW_FEVER, i.e. a disclosed dose at least 10 days before the date). ` +
        'Undisclosed vaccinations leave the requirement MANDATORY. Age limits are not a fact: they are stated in the texts (locales/*/health.json). ' +
        'The 6-day window some countries apply is not modelled: any earlier stop on the trip counts. ' +
        `Countries left out and why: ${table.leftOut.map((l) => `${l.territory}: ${l.reason}`).join(' ')}`,
    },
    procedures,
    rules,
  } as RuleFile;
}

export function toJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

export interface HealthImportOptions {
  tablePath: string;
  outDir: string;
  check?: boolean;
}

/** Writes (or with check, compares) the generated file; returns whether it differed. */
export function runHealthImport(opts: HealthImportOptions): { path: string; changed: boolean; countries: number } {
  const table = JSON.parse(readFileSync(opts.tablePath, 'utf8')) as HealthTable;
  const text = toJson(buildHealthRuleFile(table));
  const path = join(opts.outDir, OUTPUT_FILE);
  const changed = !existsSync(path) || readFileSync(path, 'utf8') !== text;
  if (changed && !opts.check) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  return { path, changed, countries: table.requirements.length };
}

function parseArgs(argv: string[]): HealthImportOptions {
  let tablePath: string | undefined;
  let outDir = join(ROOT, 'rules');
  let check = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--out') {
      const v = argv[++i];
      if (v === undefined) throw new Error('--out needs a value');
      outDir = resolve(v);
    } else if (a === '--check') check = true;
    else if (a?.startsWith('--')) throw new Error(`unknown option ${a}`);
    else if (a !== undefined && tablePath === undefined) tablePath = resolve(a);
    else throw new Error(`unexpected argument ${a}`);
  }
  return { tablePath: tablePath ?? DEFAULT_TABLE, outDir, check };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const opts = parseArgs(process.argv.slice(2));
    const r = runHealthImport(opts);
    const where = relative(process.cwd(), r.path);
    if (opts.check) {
      console.log(r.changed ? `${where} is out of date: run npm run import:health` : `${where} is up to date`);
      process.exit(r.changed ? 1 : 0);
    }
    console.log(`wrote ${where} (${r.countries} countries)${r.changed ? '' : ' (unchanged)'}`);
    console.log(describeRegistration(registerRules({ dir: opts.outDir })));
  } catch (e) {
    console.error(`import-health: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}
