// Generates rules/health/{yellow-fever,polio,meningococcal}.json from the sourced data table
// data/health/who-yellow-fever.json:
// - yellow fever: for every country in `requirements`, a "certificate required" record shown in
//   PUBLIC_HEALTH_REQUIREMENTS (slot yellow-fever) at ENTRY, and a "requirement met" record that wins
//   the slot (higher priority, enforcement NOT_REQUIRED) when the traveller disclosed a yellow fever
//   vaccination valid on the date;
// - polio: entry requirements (`polio`), the same required/met pair in slot polio;
// - polio on departure (`polioDeparture`, scripts/health-polio-departure.ts): the states under WHO's
//   temporary recommendations, a required/met pair in slot polio-departure on legs leaving the state;
// - other vaccinations a country names as a condition of entry (`otherVaccinations`), with no fact
//   to test (MAY_BE_REQUIRED, the text says whom it concerns);
// - the HEALTH coverage statements of every researched country (in yellow-fever.json): REQUIREMENTS
//   where a rule exists, NONE_REQUIRED for the `noneRequired` rows, PARTIAL with a scope naming what
//   was and was not researched.
//
// Run: npm run import:health [-- <table.json>] [--out <rules dir>] [--check]
//   <table.json>  default data/health/who-yellow-fever.json
//   --out         ruleset directory to write into (default rules/); tests use a temp dir
//   --check       write nothing; exit 1 when the committed file differs from what the table gives
// The output depends only on the table (no clock), so two runs give byte-identical files. Then, unless
// --check, registers the ruleset (npm run rules:register: manifest, revision, digest, stamp).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { toJson } from './rule-file-check.js';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProcedureDefinition, Rule, RuleFile } from '../src/schema/generated.js';
import { describeRegistration, registerRules } from './register-rules.js';
import { POLIO_DEPARTURE_FILE, polioDepartureProblems, polioDepartureRecords, type PolioDeparture } from './health-polio-departure.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_TABLE = resolve(ROOT, 'data/health/who-yellow-fever.json');
export const OUTPUT_FILE = 'health/yellow-fever.json';
export const POLIO_FILE = 'health/polio.json';
export const OTHER_FILE = 'health/other-vaccinations.json';
export const ENTRY_TESTS_FILE = 'health/entry-tests.json';
export const POLIO_SLOT = 'polio';
export const POLIO_MET_TEXT = 'health:polio.met';
const GENERATED_BY = 'scripts/import-health.ts';
const TABLE_PATH = 'data/health/who-yellow-fever.json';
export const SLOT = 'yellow-fever';
export const PRIORITY_REQUIRED = 10;
export const PRIORITY_MET = 20;
export const MET_TEXT = 'health:yellowFever.met';

type Source = ProcedureDefinition['sources'][number];
type Leaf = { fact: string; operator: string; value: string | string[] | boolean };
type Cond = Leaf | { any: Leaf[] };

export interface RiskList {
  description: string;
  countries: string[];
  sources: Source[];
}

export interface Requirement {
  territory: string;
  /**
   * ALL_TRAVELLERS: every arriving traveller; FROM_RISK_COUNTRIES: travellers who were in a country of
   * riskList earlier on the trip; NATIONALS_OF: holders of a passport of a country in `nationals`,
   * wherever they come from (Angola's rule since October 2023 exempts citizens of listed countries).
   */
  scope: 'ALL_TRAVELLERS' | 'FROM_RISK_COUNTRIES' | 'NATIONALS_OF';
  /** The age from which the certificate is required, as the source words it (shown in the texts); null when the source gives none. */
  minimumAge: string | null;
  text: string;
  riskList: string | null;
  /** Also fire when the leg arrives straight from a risk country, even after an airside transit of 12 hours or less there ("from or through"). */
  includeDirectShortTransit: boolean;
  /** NATIONALS_OF only: the passports (alpha-3) the certificate is required of. */
  nationals?: string[];
  sources: Source[];
}

/** A country researched where the source states that no vaccination certificate is required. */
export interface NoneRequired {
  territory: string;
  /** What was researched and what was not (English; becomes the coverage statement's scope). */
  scope: string;
  sources: Source[];
}

/** A polio vaccination requirement at entry for travellers from the listed countries. */
export interface PolioRequirement {
  territory: string;
  text: string;
  /** The countries the source lists; the rule fires for travellers who were in one earlier on the trip. */
  countries: string[];
  /** Only nationals of the listed countries who start the trip in one of them (India's 2014 rule). */
  nationalsOnly: boolean;
  /**
   * Absent: a disclosed dose between 12 months and 4 weeks before the date (the vaccinations fact's
   * window) meets the requirement. 'NONE': the country accepts a narrower window than the fact
   * (Saudi Arabia: 6 months to 4 weeks), so no "met" record is generated: the requirement stays
   * shown whatever the dose, and the text states the window.
   */
  met?: 'NONE';
  /** The source exempts the territory's own citizens (Saudi Arabia's 2025 notice): the rule skips that passport. */
  ownNationalsExempt?: boolean;
  sources: Source[];
}

/** The vaccines an `otherVaccinations` entry may name (the tag and the coverage scope are derived from it). */
export const OTHER_VACCINES = ['MENINGOCOCCAL_ACYW', 'MEASLES_MMR'] as const;

/** Another vaccination a country makes a condition of entry, for travellers the engine cannot tell apart (pilgrims, young children). */
export interface OtherVaccination {
  id: string;
  territory: string;
  vaccine: (typeof OTHER_VACCINES)[number];
  /** Whom the source names, in English, for the coverage scope (absent: pilgrims, the first entry's case). */
  travellers?: string;
  enforcement: 'MAY_BE_REQUIRED';
  text: string;
  sources: Source[];
}

/** The health tests an `entryTests` entry may name. */
export const ENTRY_TESTS = ['COVID_19', 'TEMPERATURE_SCREENING'] as const;

/**
 * A health test or screening every traveller undergoes on arrival (issue 26, the healthtests pass:
 * Turkmenistan's COVID-19 test at the airport, Tanzania's body temperature check at every point of
 * entry), stated by three or more current official pages: not a vaccination,
 * no document the traveller brings, so no "met" record. Requests are air travel only (travelMode AIR),
 * so a test the pages tie to arrivals by air applies at every entry the engine sees.
 */
export interface EntryTest {
  id: string;
  territory: string;
  test: (typeof ENTRY_TESTS)[number];
  /** Whom and where, in English, for the coverage scope. */
  travellers: string;
  enforcement: 'MANDATORY' | 'MAY_BE_REQUIRED';
  text: string;
  sources: Source[];
}

/**
 * A territory whose source states every vaccination it requires at entry (yellow fever, polio and any
 * other), such as its entry in the WHO country list: the only way its HEALTH statement becomes COVERED.
 */
export interface FullyResearched {
  territory: string;
  /** What the source states as the complete list (English; becomes the statement's scope). */
  scope: string;
  /**
   * How polio is answered when the table has no polio entry rule for the territory: NONE_REQUIRED
   * when the source read states the certificate requirements as a whole and names no polio
   * requirement. Absent (rows written before this field) and no polio rule: the statement stays
   * PARTIAL, since COVERED needs polio answered too.
   */
  polio?: 'NONE_REQUIRED';
  sources: Source[];
}

export interface HealthTable {
  schemaVersion: 1;
  dataset: string;
  datasetDate: string;
  readAt: string;
  riskLists: Record<string, RiskList>;
  requirements: Requirement[];
  noneRequired?: NoneRequired[];
  polio?: PolioRequirement[];
  otherVaccinations?: OtherVaccination[];
  entryTests?: EntryTest[];
  fullyResearched?: FullyResearched[];
  leftOut: { territory: string; reason: string }[];
  polioDeparture?: PolioDeparture[];
  /** States considered for polio departure rules and not modelled, with the reason (territory: alpha-3 codes separated by spaces, or *). */
  polioDepartureLeftOut?: { territory: string; reason: string }[];
}

const TIERS = new Set(['DESTINATION_GOVERNMENT', 'OTHER_OFFICIAL', 'DATASET', 'REPORTED']);

const ALPHA3 = /^[A-Z]{3}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Checks the table's shape and cross-references; throws with every problem found. */
/** The fields an otherVaccinations and an entryTests row share: id, territory, text key, sources. */
function checkEntryRow(at: string, row: { id: string; territory: string; text: string; sources: Source[] }, problems: string[]): void {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(row.id)) problems.push(`${at}: bad id`);
  if (!ALPHA3.test(row.territory)) problems.push(`${at}: territory is not alpha-3`);
  if (!/^health:[A-Za-z0-9.-]+$/.test(row.text)) problems.push(`${at}: text must be in the health namespace`);
  checkSources(at, row.sources, problems);
}

/** A rule showing a row's record at every entry into its territory, whatever the passport (no fact tells the travellers concerned apart). */
function everyEntryRule(row: { id: string; territory: string; enforcement: 'MANDATORY' | 'MAY_BE_REQUIRED' }, description: string): Rule {
  return {
    id: `health-${row.id}`,
    description,
    conditions: { all: [{ fact: 'checkpointKind', operator: 'equal', value: 'ENTRY' }, { fact: 'territory', operator: 'equal', value: row.territory }] },
    event: { type: 'PROCEDURE', params: { id: row.id, group: 'PUBLIC_HEALTH_REQUIREMENTS', enforcement: row.enforcement, slot: row.id } },
  };
}

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
    } else if (r.scope === 'NATIONALS_OF') {
      if (r.riskList !== null) problems.push(`${at}: NATIONALS_OF takes no riskList`);
      const n = r.nationals ?? [];
      if (n.length === 0 || n.some((c) => !ALPHA3.test(c))) problems.push(`${at}: nationals must be alpha-3, at least one`);
      if (new Set(n).size !== n.length) problems.push(`${at}: nationals has duplicates`);
      if (n.includes(r.territory)) problems.push(`${at}: nationals must not list the territory itself`);
    } else problems.push(`${at}: unknown scope ${String(r.scope)}`);
    if (r.scope !== 'NATIONALS_OF' && r.nationals !== undefined) problems.push(`${at}: nationals is only for NATIONALS_OF`);
    checkSources(at, r.sources, problems);
    if (!/^health:[A-Za-z0-9.-]+$/.test(r.text)) problems.push(`${at}: text must be in the health namespace`);
  }
  for (const n of table.noneRequired ?? []) {
    const at = `noneRequired[${n.territory}]`;
    if (!ALPHA3.test(n.territory)) problems.push(`${at}: territory is not alpha-3`);
    if (seen.has(n.territory)) problems.push(`${at}: also has a yellow fever requirement`);
    if (!n.scope) problems.push(`${at}: no scope`);
    checkSources(at, n.sources, problems);
  }
  const polioSeen = new Set<string>();
  for (const p of table.polio ?? []) {
    const at = `polio[${p.territory}]`;
    if (!ALPHA3.test(p.territory)) problems.push(`${at}: territory is not alpha-3`);
    if (polioSeen.has(p.territory)) problems.push(`${at}: listed twice`);
    polioSeen.add(p.territory);
    if (p.countries.length === 0 || p.countries.some((c) => !ALPHA3.test(c))) problems.push(`${at}: countries must be alpha-3, at least one`);
    if (new Set(p.countries).size !== p.countries.length) problems.push(`${at}: countries has duplicates`);
    if (!/^health:[A-Za-z0-9.-]+$/.test(p.text)) problems.push(`${at}: text must be in the health namespace`);
    if (p.met !== undefined && p.met !== 'NONE') problems.push(`${at}: met must be NONE or absent`);
    if (p.ownNationalsExempt !== undefined && p.ownNationalsExempt !== true) problems.push(`${at}: ownNationalsExempt must be true or absent`);
    checkSources(at, p.sources, problems);
  }
  for (const o of table.otherVaccinations ?? []) {
    const at = `otherVaccinations[${o.id}]`;
    checkEntryRow(at, o, problems);
    if (!(OTHER_VACCINES as readonly string[]).includes(o.vaccine)) problems.push(`${at}: vaccine must be one of ${OTHER_VACCINES.join(', ')}`);
    if (o.travellers !== undefined && !o.travellers.trim()) problems.push(`${at}: travellers must not be empty`);
    if (o.enforcement !== 'MAY_BE_REQUIRED') problems.push(`${at}: enforcement must be MAY_BE_REQUIRED (no fact tells the travellers concerned apart)`);
  }
  const testSeen = new Set<string>();
  for (const e of table.entryTests ?? []) {
    const at = `entryTests[${e.id}]`;
    checkEntryRow(at, e, problems);
    if (testSeen.has(e.id)) problems.push(`${at}: listed twice`);
    testSeen.add(e.id);
    if (!(ENTRY_TESTS as readonly string[]).includes(e.test)) problems.push(`${at}: test must be one of ${ENTRY_TESTS.join(', ')}`);
    if (!e.travellers?.trim()) problems.push(`${at}: travellers must say whom and where`);
    if (e.enforcement !== 'MANDATORY' && e.enforcement !== 'MAY_BE_REQUIRED') problems.push(`${at}: enforcement must be MANDATORY or MAY_BE_REQUIRED`);
    // The README's majority rule (healthsettle, step (a)): three or more current official pages.
    if (e.sources.filter((s) => s.tier === 'DESTINATION_GOVERNMENT' || s.tier === 'OTHER_OFFICIAL').length < 3) problems.push(`${at}: needs three or more official sources`);
  }
  // COVERED claims the whole topic: it needs a yellow fever answer from the table and an official
  // (not press-only) source that states the complete list of entry vaccinations.
  const answered = new Set([...seen, ...(table.noneRequired ?? []).map((n) => n.territory)]);
  const fullSeen = new Set<string>();
  for (const f of table.fullyResearched ?? []) {
    const at = `fullyResearched[${f.territory}]`;
    if (!ALPHA3.test(f.territory)) problems.push(`${at}: territory is not alpha-3`);
    if (fullSeen.has(f.territory)) problems.push(`${at}: listed twice`);
    fullSeen.add(f.territory);
    if (!answered.has(f.territory)) problems.push(`${at}: no yellow fever answer (requirements or noneRequired) for this territory`);
    if (!f.scope) problems.push(`${at}: no scope`);
    if (!f.sources.some((s) => s.tier === 'DESTINATION_GOVERNMENT' || s.tier === 'OTHER_OFFICIAL')) problems.push(`${at}: needs an official source (DESTINATION_GOVERNMENT or OTHER_OFFICIAL)`);
    if (f.polio !== undefined && f.polio !== 'NONE_REQUIRED') problems.push(`${at}: polio must be NONE_REQUIRED or absent`);
    if (f.polio === 'NONE_REQUIRED' && polioSeen.has(f.territory)) problems.push(`${at}: polio NONE_REQUIRED, but the table has a polio entry rule for this territory`);
    checkSources(at, f.sources, problems);
  }
  for (const [name, list] of Object.entries(table.riskLists)) checkSources(`riskLists.${name}`, list.sources, problems, true);
  problems.push(...polioDepartureProblems(table.polioDeparture ?? []));
  for (const d of table.polioDeparture ?? []) checkSources(`polioDeparture[${d.territory}]`, d.sources, problems);
  if (problems.length > 0) throw new Error(`invalid health table:\n  ${problems.join('\n  ')}`);
}

/** Every source: https, read date, a tier; REPORTED ones name the notice they quote. */
function checkSources(at: string, sources: Source[], problems: string[], mayBeEmpty = false): void {
  if (sources.length === 0 && !mayBeEmpty) problems.push(`${at}: no source`);
  for (const s of sources) {
    if (!s.url.startsWith('https://')) problems.push(`${at}: source ${s.url} is not https`);
    if (!s.readAt || !DATE.test(s.readAt)) problems.push(`${at}: source ${s.url} has no readAt`);
    if (!s.tier || !TIERS.has(s.tier)) problems.push(`${at}: source ${s.url} has no tier`);
    if (s.tier === 'REPORTED' && !s.quotes) problems.push(`${at}: REPORTED source ${s.url} must say what it quotes`);
    if (s.publishedAt !== undefined && !DATE.test(s.publishedAt)) problems.push(`${at}: source ${s.url} publishedAt must be YYYY-MM-DD`);
  }
}

const lower = (c: string): string => c.toLowerCase();

function riskCondition(table: HealthTable, r: Requirement): Cond[] {
  if (r.scope === 'ALL_TRAVELLERS') return [];
  // A nationality rule: the passport evaluated decides, not the route.
  if (r.scope === 'NATIONALS_OF') return [{ fact: 'passport', operator: 'in', value: [...r.nationals!].sort() }];
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

/** Whom a yellow fever requirement concerns, in the rules' descriptions. */
function whoOf(r: Requirement): string {
  if (r.scope === 'ALL_TRAVELLERS') return 'every traveller';
  if (r.scope === 'NATIONALS_OF') return `holders of a passport of one of ${r.nationals!.length} listed countries`;
  return `travellers who were earlier on the trip in a country of the ${r.riskList} risk list`;
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
    const who = whoOf(r);
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
    description: `Yellow fever vaccination certificate at entry (PUBLIC_HEALTH_REQUIREMENTS, slot ${SLOT}) for ${countries.length} countries (${countries.join(', ')}): required of every traveller, of travellers who were in a country with risk of yellow fever transmission earlier on the trip (origin, earlier entries, airside transits over 12 hours), or of nationals of listed countries; met when the traveller discloses a vaccination valid on the date. Also holds the HEALTH coverage statements of every researched country (yellow fever, polio and other vaccinations of entry). GENERATED by scripts/import-health.ts from data/health/who-yellow-fever.json: do not edit by hand.`,
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
    coverage: buildCoverage(table),
    rules,
  } as RuleFile;
}

type CoverageStatement = NonNullable<RuleFile['coverage']>[number];

function uniqueSources(sources: Source[]): Source[] {
  const seen = new Set<string>();
  return sources.filter((s) => (seen.has(s.url) ? false : (seen.add(s.url), true)));
}

/**
 * One HEALTH statement per researched territory, all in the yellow fever file so that a territory
 * never has two statements to reconcile. PARTIAL, with a scope saying what was and was not
 * researched, unless a `fullyResearched` row cites an official source stating the territory's
 * complete list of entry vaccinations AND polio is answered (a polio entry rule of the table, or the
 * row's `polio: NONE_REQUIRED`): then COVERED. Yellow fever and polio researched separately do not
 * add up to COVERED, since another vaccination could still be required; a whole-list source that
 * leaves polio unanswered does not either.
 */
export function buildCoverage(table: HealthTable): CoverageStatement[] {
  const yf = new Map(table.requirements.map((r) => [r.territory, r]));
  const polio = new Map((table.polio ?? []).map((p) => [p.territory, p]));
  const other = new Map<string, OtherVaccination[]>();
  for (const o of table.otherVaccinations ?? []) other.set(o.territory, [...(other.get(o.territory) ?? []), o]);
  const none = new Map((table.noneRequired ?? []).map((n) => [n.territory, n]));
  const full = new Map((table.fullyResearched ?? []).map((f) => [f.territory, f]));
  const tests = new Map<string, EntryTest[]>();
  for (const e of table.entryTests ?? []) tests.set(e.territory, [...(tests.get(e.territory) ?? []), e]);
  const territories = [...new Set([...yf.keys(), ...polio.keys(), ...other.keys(), ...none.keys(), ...tests.keys()])].sort();
  return territories.map((t): CoverageStatement => {
    const n = none.get(t);
    const f = full.get(t);
    const p = polio.get(t);
    // COVERED needs the whole-list source and polio answered (a rule, or the source naming none).
    const covered = f !== undefined && (p !== undefined || f.polio === 'NONE_REQUIRED');
    const polioOpen = ' Not answered: polio (the source read does not say whether proof of polio vaccination is required).';
    const ts = tests.get(t) ?? [];
    // A health test on arrival makes the finding REQUIREMENTS (something fires) without changing the status.
    const testScope = ts.map((e) => ` Health test or screening at entry (entryTests, the healthtests pass): ${e.test} ${e.travellers} (${e.enforcement}).`).join('');
    const testSources = ts.flatMap((e) => e.sources);
    if (n && f) {
      const sources = uniqueSources([...n.sources, ...f.sources, ...testSources]);
      const scope = `${covered ? f.scope : `${f.scope}${polioOpen}`}${testScope}`;
      return { topic: 'HEALTH', territories: [t], status: covered ? 'COVERED' : 'PARTIAL', finding: ts.length > 0 ? 'REQUIREMENTS' : 'NONE_REQUIRED', scope, sources: sources as CoverageStatement['sources'] };
    }
    if (n) {
      return { topic: 'HEALTH', territories: [t], status: 'PARTIAL', finding: ts.length > 0 ? 'REQUIREMENTS' : 'NONE_REQUIRED', scope: `${n.scope}${testScope}`, sources: uniqueSources([...n.sources, ...testSources]) as CoverageStatement['sources'] };
    }
    const r = yf.get(t);
    const o = other.get(t) ?? [];
    const researched: string[] = [];
    if (r) researched.push(yellowFeverResearched(r));
    else researched.push('yellow fever: not researched');
    if (p) researched.push(`polio vaccination at entry for travellers from ${p.countries.length} listed countries`);
    for (const x of o) researched.push(`${x.vaccine} vaccination (${x.travellers ?? 'pilgrims; not told apart by the engine'}, MAY_BE_REQUIRED)`);
    for (const e of ts) researched.push(`${e.test} ${e.travellers} (${e.enforcement})`);
    const missing = [...(p ? [] : ['polio']), 'any other vaccination or health condition of entry'];
    const sources = uniqueSources([...(r?.sources ?? []), ...(p?.sources ?? []), ...o.flatMap((x) => x.sources), ...(f?.sources ?? []), ...testSources]);
    if (f && covered) return { topic: 'HEALTH', territories: [t], status: 'COVERED', finding: 'REQUIREMENTS', scope: `${f.scope}${testScope}`, sources: sources as CoverageStatement['sources'] };
    if (f) return { topic: 'HEALTH', territories: [t], status: 'PARTIAL', finding: 'REQUIREMENTS', scope: `${f.scope}${polioOpen}${testScope}`, sources: sources as CoverageStatement['sources'] };
    return {
      topic: 'HEALTH', territories: [t], status: 'PARTIAL', finding: 'REQUIREMENTS',
      scope: `Researched: ${researched.join('; ')}. Not researched: ${missing.join('; ')}.`,
      sources: sources as CoverageStatement['sources'],
    };
  });
}

function yellowFeverResearched(r: Requirement): string {
  if (r.scope === 'ALL_TRAVELLERS') return 'yellow fever certificate (required of every traveller)';
  if (r.scope === 'NATIONALS_OF') return `yellow fever certificate (required of nationals of ${r.nationals!.length} listed countries; other nationals exempt or not answered, as the sources' notes say)`;
  return `yellow fever certificate (required after a stay in a country of the ${r.riskList} risk list)`;
}

function fileBase(table: HealthTable, description: string, notes: string): Omit<RuleFile, 'rules'> {
  return {
    $schema: '../../schemas/rule-file.schema.json',
    schemaVersion: 1,
    description: `${description} GENERATED by ${GENERATED_BY} from ${TABLE_PATH}: do not edit by hand.`,
    provenance: {
      kind: 'generated', generatedBy: GENERATED_BY, dataset: `${TABLE_PATH}: ${table.dataset}`, datasetDate: table.datasetDate,
      notes: `Generated from ${TABLE_PATH} (sources read by ${table.readAt}, each with readAt, tier and a note on the stored copy read). Do not edit: change the table and run npm run import:health. ${notes}`,
    },
  } as Omit<RuleFile, 'rules'>;
}

/** Polio entry requirements: polio-<cc>-required (MANDATORY) and polio-<cc>-met (a disclosed dose 12 months to 4 weeks old). */
export function buildPolioRuleFile(table: HealthTable): RuleFile {
  checkTable(table);
  const timestamp = `${table.datasetDate}T00:00:00Z`;
  const procedures: ProcedureDefinition[] = [];
  const rules: Rule[] = [];
  const entries = [...(table.polio ?? [])].sort((a, b) => a.territory.localeCompare(b.territory));
  for (const p of entries) {
    const cc = lower(p.territory);
    const countries = p.countries.filter((c) => c !== p.territory).sort();
    const base = {
      type: 'PROCEDURE' as const, location: p.territory, category: 'DOC_REQUIREMENT' as const, subCategory: 'BEFORE_DEPARTURE' as const,
      documentTypes: ['VACCINATION_CERTIFICATE'], tags: ['polio', 'vaccination'], sources: p.sources as ProcedureDefinition['sources'],
      createdAt: timestamp, lastUpdatedAt: timestamp, startDate: null, endDate: null, icon: 'vaccination',
    };
    procedures.push({ id: `polio-${cc}-required`, text: p.text, enforcement: 'MANDATORY', ...base });
    // A country whose window is narrower than the fact's gets no "met" record (see PolioRequirement.met).
    if (p.met !== 'NONE') procedures.push({ id: `polio-${cc}-met`, text: POLIO_MET_TEXT, enforcement: 'NOT_REQUIRED', ...base });
    // India's rule concerns nationals of the listed countries coming from them; Nepal's anyone coming from them.
    const who: Cond[] = p.nationalsOnly
      ? [{ fact: 'passport', operator: 'in', value: countries }, { fact: 'originTerritory', operator: 'in', value: countries }]
      : [{ fact: 'visitedBefore', operator: 'intersects', value: countries }];
    const own: Cond[] = p.ownNationalsExempt ? [{ fact: 'ownNationality', operator: 'equal', value: false }] : [];
    const scope: Cond[] = [{ fact: 'checkpointKind', operator: 'equal', value: 'ENTRY' }, { fact: 'territory', operator: 'equal', value: p.territory }, ...who, ...own];
    const whoText = p.nationalsOnly ? 'nationals of a listed country starting the trip in one' : 'travellers who were in a listed country earlier on the trip';
    if (p.met !== 'NONE') rules.push({
      id: `health-polio-${cc}-met`, description: `${p.territory}: polio vaccination requirement (${whoText}) met by a disclosed dose 12 months to 4 weeks before the date.`,
      priority: PRIORITY_MET, conditions: { all: [...scope, { fact: 'vaccinations', operator: 'contains', value: 'POLIO' }] },
      event: { type: 'PROCEDURE', params: { id: `polio-${cc}-met`, group: 'PUBLIC_HEALTH_REQUIREMENTS', enforcement: 'NOT_REQUIRED', slot: POLIO_SLOT } },
    });
    rules.push({
      id: `health-polio-${cc}-required`, description: `${p.territory}: proof of polio vaccination required of ${whoText}.`,
      priority: PRIORITY_REQUIRED, conditions: { all: scope },
      event: { type: 'PROCEDURE', params: { id: `polio-${cc}-required`, group: 'PUBLIC_HEALTH_REQUIREMENTS', slot: POLIO_SLOT } },
    });
  }
  const list = entries.map((p) => p.territory).join(', ');
  return {
    ...fileBase(table, `Polio vaccination at entry (PUBLIC_HEALTH_REQUIREMENTS, slot ${POLIO_SLOT}) for ${entries.length} countries (${list}): required of travellers from the countries each lists; met by a disclosed dose between 12 months and 4 weeks before the date.`,
      'The fact vaccinations contains POLIO for a dose between 12 months and 4 weeks before the date; a dose given within 4 weeks (accepted by some countries for urgent travel) leaves the requirement MANDATORY, and the texts say so. ' +
      'A country that accepts a narrower window than the fact (Saudi Arabia: 6 months to 4 weeks) gets no polio-<cc>-met record: its requirement stays MANDATORY whatever the dose, and its text states the window. ' +
      'Departure requirements of the states under WHO temporary recommendations are in health/polio-departure.json. Coverage statements for these countries are in health/yellow-fever.json.'),
    procedures,
    rules,
  } as RuleFile;
}

/** Polio on departure from the states under WHO's temporary recommendations (see scripts/health-polio-departure.ts). */
export function buildPolioDepartureRuleFile(table: HealthTable): RuleFile {
  checkTable(table);
  const rows = table.polioDeparture ?? [];
  const { procedures, rules } = polioDepartureRecords(rows, `${table.datasetDate}T00:00:00Z`);
  const list = [...rows].map((r) => `${r.territory}: ${r.enforcement}`).sort().join(', ');
  return {
    ...fileBase(table, `Polio vaccination on departure (PUBLIC_HEALTH_REQUIREMENTS, slot polio-departure) from ${rows.length} states under WHO's temporary recommendations (${list}): shown at the checkpoint of a leg that leaves the state (the trip's origin or a territory entered earlier; not an airside transit); met by a disclosed dose between 12 months and 4 weeks before the leg's departure date.`,
      'Fact exitTerritory names the state left; fact vaccinationsAtExit holds the vaccinations valid on the leg\'s departure date (the same windows as vaccinations). A dose given within 4 weeks (accepted for urgent travel) leaves the requirement shown, and the texts say so. ' +
      'WHO\'s recommendation concerns residents and visitors of over 4 weeks, which the request does not state: such a state\'s requirement is MAY_BE_REQUIRED and its text names the condition; a state whose own source applies it to every traveller (Pakistan) is MANDATORY. States considered and left out are in the table\'s polioDepartureLeftOut.'),
    procedures,
    rules,
  } as RuleFile;
}

/** Other vaccinations of entry (Saudi Arabia's meningococcal certificate for pilgrims, the Marshall Islands' measles (MMR) proof for young children): MAY_BE_REQUIRED at every entry, the text says whom it concerns. */
export function buildOtherRuleFile(table: HealthTable): RuleFile {
  checkTable(table);
  const timestamp = `${table.datasetDate}T00:00:00Z`;
  const entries = [...(table.otherVaccinations ?? [])].sort((a, b) => a.id.localeCompare(b.id));
  const procedures: ProcedureDefinition[] = entries.map((o) => ({
    id: o.id, type: 'PROCEDURE', text: o.text, location: o.territory, category: 'DOC_REQUIREMENT', subCategory: 'BEFORE_DEPARTURE', enforcement: o.enforcement,
    documentTypes: ['VACCINATION_CERTIFICATE'], tags: ['vaccination', lower(o.vaccine).replace(/_/g, '-')], sources: o.sources as ProcedureDefinition['sources'],
    createdAt: timestamp, lastUpdatedAt: timestamp, startDate: null, endDate: null, icon: 'vaccination',
  }));
  const rules = entries.map((o) => everyEntryRule(o, `${o.territory}: ${o.vaccine} vaccination certificate for the travellers the source names (no fact tells them apart: shown as MAY_BE_REQUIRED at every entry).`));
  return {
    ...fileBase(table, `Other vaccinations a country makes a condition of entry for some travellers (${entries.map((o) => `${o.territory}: ${o.vaccine}`).join(', ')}), shown as MAY_BE_REQUIRED at every entry: the request has no fact for the purpose of the trip (Hajj, Umrah)${entries.some((o) => o.vaccine === 'MEASLES_MMR') ? ' or the traveller\'s age (young children)' : ''}.`,
      'No vaccinations fact exists for these vaccines, so no "met" record: the text states the validity rules. Coverage statements for these countries are in health/yellow-fever.json.'),
    procedures,
    rules,
  } as RuleFile;
}

/** Health tests and screening on arrival (Turkmenistan's COVID-19 test, Tanzania's temperature check): at every entry, every passport; the text says what, where and the cost the pages state. */
export function buildEntryTestsRuleFile(table: HealthTable): RuleFile {
  checkTable(table);
  const timestamp = `${table.datasetDate}T00:00:00Z`;
  const entries = [...(table.entryTests ?? [])].sort((a, b) => a.id.localeCompare(b.id));
  const procedures: ProcedureDefinition[] = entries.map((e) => ({
    id: e.id, type: 'PROCEDURE', text: e.text, location: e.territory, category: 'DOC_REQUIREMENT', subCategory: 'ON_ARRIVAL', enforcement: e.enforcement,
    tags: ['health-test', lower(e.test).replace(/_/g, '-')], sources: e.sources as ProcedureDefinition['sources'],
    createdAt: timestamp, lastUpdatedAt: timestamp, startDate: null, endDate: null, icon: 'health',
  }));
  const rules = entries.map((e) => everyEntryRule(e, `${e.territory}: ${e.test} ${e.travellers}.`));
  return {
    ...fileBase(table, `Health tests on arrival (PUBLIC_HEALTH_REQUIREMENTS) that three or more current official pages state (${entries.map((e) => `${e.territory}: ${e.test}`).join(', ')}), at every entry of every passport: requests are air travel only.`,
      'A test taken on arrival is no document the traveller brings: no "met" record and no request fact. Coverage statements for these countries are in health/yellow-fever.json.'),
    procedures,
    rules,
  } as RuleFile;
}

export { toJson };

export interface HealthImportOptions {
  tablePath: string;
  outDir: string;
  check?: boolean;
}

/** Writes (or with check, compares) the generated file; returns whether it differed. */
/** The generated files of a table, by path below the ruleset directory. */
export function buildHealthFiles(table: HealthTable): Map<string, string> {
  return new Map([
    [OUTPUT_FILE, toJson(buildHealthRuleFile(table))],
    [POLIO_FILE, toJson(buildPolioRuleFile(table))],
    [POLIO_DEPARTURE_FILE, toJson(buildPolioDepartureRuleFile(table))],
    [OTHER_FILE, toJson(buildOtherRuleFile(table))],
    [ENTRY_TESTS_FILE, toJson(buildEntryTestsRuleFile(table))],
  ]);
}

export function runHealthImport(opts: HealthImportOptions): { path: string; changed: boolean; countries: number; changedFiles: string[] } {
  const table = JSON.parse(readFileSync(opts.tablePath, 'utf8')) as HealthTable;
  const changedFiles: string[] = [];
  for (const [file, text] of buildHealthFiles(table)) {
    const path = join(opts.outDir, file);
    const changed = !existsSync(path) || readFileSync(path, 'utf8') !== text;
    if (!changed) continue;
    changedFiles.push(path);
    if (!opts.check) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    }
  }
  return { path: join(opts.outDir, 'health'), changed: changedFiles.length > 0, countries: table.requirements.length, changedFiles };
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
