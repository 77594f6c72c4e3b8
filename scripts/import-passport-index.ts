// Imports the Passport Index visa matrix (a third-party snapshot) into rules/visa-matrix/<DEST>.json:
// one procedure or restriction plus one priority-1 rule per (destination, requirement value), so that
// hand-authored rules (priority 10, slot "visa") can refine it, and keeps the dataset's MIT notice
// beside the generated files. Then registers the ruleset (scripts/register-rules.ts, the step of
// npm run rules:register): lists every rule file in rules/manifest.json, records the dataset in
// `generatedFrom`, gives a changed ruleset a new revision with today's date and stamps the digest
// (and, for rules/, src/node/rules-stamp.ts). Two runs on the same input change nothing.
//
// Run: npm run import:passport-index [-- <csv>] [--out <dir>] [--revision <rev>] [--date YYYY-MM-DD]
//   <csv>       default data/passport-index/passport-index-tidy-iso3.csv (copied from ../shared by scripts/copy-passport-index.ts)
//   --out       ruleset directory to write into (default rules/); tests use a temp dir
//   --revision  manifest revision to set (default: kept when nothing changed, else a new one of today)
//   --date      today's date for a new revision (default: the clock)
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { toJson } from './rule-file-check.js';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ProcedureDefinition, RestrictionDefinition, Rule, RuleFile, RulesetManifest } from '../src/schema/generated.js';
import { portalIndex, portalTableProblems, type PortalLink, type PortalTable } from '../src/prices/links.js';
import { describeRegistration, registerRules, type RegisterResult } from './register-rules.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_CSV = resolve(ROOT, 'data/passport-index/passport-index-tidy-iso3.csv');

const GENERATED_BY = 'scripts/import-passport-index.ts';
const COMMIT = '9c59780dd0dbaefcbdfa0134d21cd99d0d547509';
const DATASET_DATE = '2026-02-17';
const DATASET = `Passport Index visa matrix (imorte/passport-index-data commit ${COMMIT}, scraped from passportindex.org, MIT)`;
const TIMESTAMP = `${DATASET_DATE}T00:00:00Z`;
const SOURCE = {
  type: 'ORGANIZATION',
  title: 'Passport Index visa matrix, snapshot of 17 February 2026 (passportindex.org via imorte/passport-index-data, MIT)',
  url: 'https://github.com/imorte/passport-index-data',
  tier: 'DATASET', // data/sources/publishers.json: a dataset snapshot
  // The snapshot's own date, so freshness and newestSourceDate see matrix answers as of February 2026, not undated.
  publishedAt: DATASET_DATE,
} as const;
const DEFAULT_REVISION = '2026.11.22-1';
const MATRIX_DIR = 'visa-matrix';
const LICENSE_FILE = 'LICENSE.passport-index';

export interface MatrixRow {
  passport: string;
  destination: string;
  requirement: string;
}

/** What one requirement value of the dataset becomes (the decided mapping table). */
interface Mapping {
  order: number;
  record: 'PROCEDURE' | 'RESTRICTION';
  suffix: string;
  category: ProcedureDefinition['category'];
  subCategory?: ProcedureDefinition['subCategory'];
  enforcement: ProcedureDefinition['enforcement'];
  documentTypes: string[];
  lengthOfStayDays?: number;
  tags: string[];
  icon: string;
  kind: string;
  textParams?: Record<string, number>;
}

const ALPHA3 = /^[A-Z]{3}$/;

export function mappingFor(requirement: string): Mapping {
  if (/^[1-9][0-9]*$/.test(requirement)) {
    const days = Number(requirement);
    // Day counts sort before the named values and among themselves by number.
    return {
      order: days, record: 'PROCEDURE', suffix: `visa-free-${days}`, category: 'NO_VISA', enforcement: 'NOT_REQUIRED',
      documentTypes: [], lengthOfStayDays: days, tags: ['visa-free'], icon: 'no-visa', kind: 'visaFreeDays', textParams: { days },
    };
  }
  const named: Record<string, Omit<Mapping, 'order'>> = {
    'visa free': { record: 'PROCEDURE', suffix: 'visa-free', category: 'NO_VISA', enforcement: 'NOT_REQUIRED', documentTypes: [], tags: ['visa-free'], icon: 'no-visa', kind: 'visaFree' },
    eta: { record: 'PROCEDURE', suffix: 'eta', category: 'DOC_REQUIRED', subCategory: 'BEFORE_DEPARTURE', enforcement: 'MANDATORY', documentTypes: ['ETA'], tags: ['eta'], icon: 'eta', kind: 'eta' },
    'e-visa': { record: 'PROCEDURE', suffix: 'e-visa', category: 'VISA', subCategory: 'BEFORE_DEPARTURE', enforcement: 'MANDATORY', documentTypes: ['E_VISA'], tags: ['e-visa'], icon: 'visa', kind: 'eVisa' },
    'visa on arrival': { record: 'PROCEDURE', suffix: 'visa-on-arrival', category: 'VISA', subCategory: 'ON_ARRIVAL', enforcement: 'MANDATORY', documentTypes: ['VISA'], tags: ['visa-on-arrival'], icon: 'visa', kind: 'visaOnArrival' },
    'visa required': { record: 'PROCEDURE', suffix: 'visa-required', category: 'VISA', subCategory: 'BEFORE_DEPARTURE', enforcement: 'MANDATORY', documentTypes: ['EMBASSY_VISA'], tags: ['embassy-visa'], icon: 'visa', kind: 'visaRequired' },
    'no admission': { record: 'RESTRICTION', suffix: 'no-admission', category: 'NO_ADMISSION', enforcement: 'MANDATORY', documentTypes: [], tags: ['no-admission'], icon: 'restriction', kind: 'noAdmission' },
    '-1': { record: 'PROCEDURE', suffix: 'citizen', category: 'PASSPORT', enforcement: 'NOT_REQUIRED', documentTypes: [], tags: ['citizen'], icon: 'passport', kind: 'citizen' },
  };
  const names = Object.keys(named);
  const m = named[requirement];
  if (!m) throw new Error(`unknown Requirement value ${JSON.stringify(requirement)}`);
  return { ...m, order: 100_000 + names.indexOf(requirement) };
}

/** Parses the tidy CSV strictly: any unexpected header, code or value is an error, not a skip. */
export function parseMatrixCsv(text: string): MatrixRow[] {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  if (lines[0]?.replace(/\r$/, '') !== 'Passport,Destination,Requirement') {
    throw new Error(`unexpected CSV header ${JSON.stringify(lines[0])}`);
  }
  const rows: MatrixRow[] = [];
  const seen = new Set<string>();
  lines.slice(1).forEach((raw, i) => {
    const line = raw.replace(/\r$/, '');
    const cells = line.split(',');
    const [passport, destination, requirement] = cells;
    if (cells.length !== 3 || !passport || !destination || requirement === undefined) {
      throw new Error(`CSV line ${i + 2}: expected 3 cells, got ${JSON.stringify(line)}`);
    }
    if (!ALPHA3.test(passport) || !ALPHA3.test(destination)) throw new Error(`CSV line ${i + 2}: bad territory code in ${JSON.stringify(line)}`);
    mappingFor(requirement); // throws on values the mapping does not know
    if ((requirement === '-1') !== (passport === destination)) throw new Error(`CSV line ${i + 2}: -1 must mean passport = destination`);
    const key = `${passport},${destination}`;
    if (seen.has(key)) throw new Error(`CSV line ${i + 2}: duplicate pair ${key}`);
    seen.add(key);
    rows.push({ passport, destination, requirement });
  });
  return rows;
}

/** passport list per requirement value, per destination; passports sorted. */
export function groupByDestination(rows: MatrixRow[]): Map<string, Map<string, string[]>> {
  const out = new Map<string, Map<string, string[]>>();
  for (const r of rows) {
    let byValue = out.get(r.destination);
    if (!byValue) out.set(r.destination, (byValue = new Map()));
    let list = byValue.get(r.requirement);
    if (!list) byValue.set(r.requirement, (list = []));
    list.push(r.passport);
  }
  for (const byValue of out.values()) for (const list of byValue.values()) list.sort();
  return out;
}

export function buildMatrixFile(dest: string, byValue: Map<string, string[]>, portals: ReadonlyMap<string, PortalLink> = new Map()): RuleFile {
  const d = dest.toLowerCase();
  const procedures: ProcedureDefinition[] = [];
  const restrictions: RestrictionDefinition[] = [];
  const rules: Rule[] = [];
  const values = [...byValue.keys()].sort((a, b) => mappingFor(a).order - mappingFor(b).order);
  for (const value of values) {
    const m = mappingFor(value);
    const passports = byValue.get(value) ?? [];
    const id = m.record === 'RESTRICTION' ? `restriction-${d}-${m.suffix}` : `visa-${d}-${m.suffix}`;
    const base = {
      id,
      type: m.record,
      text: `procedures:matrix.${m.kind}`,
      ...(m.textParams ? { textParams: m.textParams } : {}),
      location: dest,
      category: m.category,
      ...(m.subCategory ? { subCategory: m.subCategory } : {}),
      enforcement: m.enforcement,
      documentTypes: m.documentTypes,
      tags: m.tags,
      // The dataset describes short visits (tourism and business), not transit or long stays.
      travelPurposes: ['TOURISM', 'BUSINESS'] as ProcedureDefinition['travelPurposes'],
      ...(m.lengthOfStayDays ? { lengthOfStayDays: m.lengthOfStayDays } : {}),
      included: passports,
      // An official application portal (data/links/official-portals.json), with the page naming it.
      ...(portals.has(`${dest}|${value}`) ? { actions: [{ label: 'apply' as const, url: portals.get(`${dest}|${value}`)!.url }] } : {}),
      sources: [{ ...SOURCE }, ...(portals.get(`${dest}|${value}`)?.sources ?? [])] as ProcedureDefinition['sources'],
      createdAt: TIMESTAMP,
      lastUpdatedAt: TIMESTAMP,
      startDate: null,
      endDate: null,
      icon: m.icon,
    };
    if (m.record === 'RESTRICTION') restrictions.push({ ...base, type: 'RESTRICTION' });
    else procedures.push({ ...base, type: 'PROCEDURE' });
    rules.push({
      id: `matrix-${d}-${m.suffix}`,
      priority: 1,
      conditions: {
        all: [
          { fact: 'checkpointKind', operator: 'equal', value: 'ENTRY' },
          { fact: 'territory', operator: 'equal', value: dest },
          { fact: 'passport', operator: 'in', value: passports },
        ],
      },
      event: {
        type: m.record,
        params: { id, group: m.record === 'RESTRICTION' ? 'TRAVEL_RESTRICTIONS' : 'VISA_REQUIREMENTS', slot: 'visa' },
      },
    });
  }
  return {
    $schema: '../../schemas/rule-file.schema.json',
    schemaVersion: 1,
    description:
      `GENERATED by ${GENERATED_BY} from the Passport Index visa matrix (snapshot of 17 February 2026): ` +
      `entry (visa) requirements of ${dest} by passport, as priority-1 rules in slot "visa". ` +
      'Do not edit by hand: re-run npm run import:passport-index. Refine with hand-authored rules (priority 10) instead.',
    provenance: { kind: 'generated', generatedBy: GENERATED_BY, dataset: DATASET, datasetDate: DATASET_DATE, snapshot: true },
    ...(procedures.length ? { procedures } : {}),
    ...(restrictions.length ? { restrictions } : {}),
    rules,
  };
}

export { toJson };

function createValidators(): { ruleFile: ValidateFunction; manifest: ValidateFunction } {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, strictRequired: false });
  // ajv-formats is CommonJS whose default export TypeScript does not see as callable under NodeNext.
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  const dir = join(ROOT, 'schemas');
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
    ajv.addSchema(JSON.parse(readFileSync(join(dir, f), 'utf8')) as object);
  }
  const get = (id: string): ValidateFunction => {
    const v = ajv.getSchema(id);
    if (!v) throw new Error(`schema ${id} not found in schemas/`);
    return v;
  };
  return { ruleFile: get('rule-file.schema.json'), manifest: get('ruleset-manifest.schema.json') };
}

function assertValid(validate: ValidateFunction, value: unknown, what: string): void {
  if (validate(value)) return;
  const problems = (validate.errors ?? []).map((e) => `  ${e.instancePath || '/'} ${e.message ?? ''}`).join('\n');
  throw new Error(`${what} does not validate against ${String(validate.schema && (validate.schema as { $id?: string }).$id)}:\n${problems}`);
}

export interface ImportOptions {
  csvPath: string;
  outDir: string;
  revision?: string;
  /** YYYY-MM-DD: the date of a new revision (default: the clock). */
  today?: string;
}

export interface ImportResult {
  files: number;
  rules: number;
  procedures: number;
  restrictions: number;
  revision: string;
  changed: boolean;
  registration: RegisterResult;
}

export function runImport(opts: ImportOptions): ImportResult {
  const csvText = readFileSync(opts.csvPath, 'utf8');
  const sha256 = createHash('sha256').update(readFileSync(opts.csvPath)).digest('hex');
  const licensePath = join(dirname(opts.csvPath), 'LICENSE');
  const license = readFileSync(licensePath, 'utf8');
  const rows = parseMatrixCsv(csvText);
  const grouped = groupByDestination(rows);
  const validators = createValidators();
  const portals = readPortals(join(ROOT, 'data', 'links', 'official-portals.json'));

  // Build everything in memory first, so a validation failure writes nothing.
  const outputs = new Map<string, string>();
  let rules = 0;
  let procedures = 0;
  let restrictions = 0;
  for (const dest of [...grouped.keys()].sort()) {
    const file = buildMatrixFile(dest, grouped.get(dest) ?? new Map(), portals);
    assertValid(validators.ruleFile, file, `${MATRIX_DIR}/${dest}.json`);
    rules += file.rules.length;
    procedures += file.procedures?.length ?? 0;
    restrictions += file.restrictions?.length ?? 0;
    outputs.set(`${MATRIX_DIR}/${dest}.json`, toJson(file));
  }
  outputs.set(
    `${MATRIX_DIR}/${LICENSE_FILE}`,
    // The path in the header is fixed (not the CLI path) so that output does not depend on where the CSV was read.
    `Notice of the dataset the *.json files in this directory are generated from: imorte/passport-index-data@${COMMIT} (data of ${DATASET_DATE}), copied from shared/data/passport-index/LICENSE; its MIT licence follows.\n\n${license}`,
  );

  const matrixDir = join(opts.outDir, MATRIX_DIR);
  const changedFiles = [...outputs].filter(([rel, text]) => {
    const p = join(opts.outDir, rel);
    return !existsSync(p) || readFileSync(p, 'utf8') !== text;
  });
  // Destinations that left the dataset must not linger as stale generated files.
  const stale = existsSync(matrixDir)
    ? readdirSync(matrixDir).filter((n) => n.endsWith('.json') && !outputs.has(`${MATRIX_DIR}/${n}`))
    : [];

  const generatedFrom: NonNullable<RulesetManifest['generatedFrom']> = [
    { dataset: 'passport-index', origin: `imorte/passport-index-data@${COMMIT}`, date: DATASET_DATE, sha256, license: 'MIT' },
  ];
  mkdirSync(matrixDir, { recursive: true });
  for (const n of stale) rmSync(join(matrixDir, n));
  for (const [rel, text] of changedFiles) writeFileSync(join(opts.outDir, rel), text);
  // Listing, digest, revision and stamp: the same step as after a hand edit (npm run rules:register).
  const fresh = !existsSync(join(opts.outDir, 'manifest.json'));
  const registered = registerRules({
    dir: opts.outDir, generatedFrom,
    ...(opts.revision !== undefined ? { revision: opts.revision } : {}),
    ...(opts.today !== undefined ? { today: opts.today } : {}),
    ...(fresh ? { initialRevision: DEFAULT_REVISION } : {}),
  });
  return { files: grouped.size, rules, procedures, restrictions, revision: registered.revision, changed: registered.changed, registration: registered };
}

/** The committed table of official portals by "DEST|answer" (absent file: no links); a table with problems stops the import. */
export function readPortals(path: string): Map<string, PortalLink> {
  if (!existsSync(path)) return new Map();
  const table = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  const problems = portalTableProblems(table);
  if (problems.length) throw new Error(`${path}: ${problems.join('; ')}`);
  return portalIndex(table as PortalTable);
}

function parseArgs(argv: string[]): ImportOptions {
  let csvPath: string | undefined;
  let outDir = join(ROOT, 'rules');
  let revision: string | undefined;
  let today: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--out') outDir = resolve(next());
    else if (a === '--revision') revision = next();
    else if (a === '--date') today = next();
    else if (a?.startsWith('--')) throw new Error(`unknown option ${a}`);
    else if (a !== undefined && csvPath === undefined) csvPath = resolve(a);
    else throw new Error(`unexpected argument ${a}`);
  }
  return { csvPath: csvPath ?? DEFAULT_CSV, outDir, ...(revision !== undefined ? { revision } : {}), ...(today !== undefined ? { today } : {}) };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const opts = parseArgs(process.argv.slice(2));
    const r = runImport(opts);
    console.log(
      `wrote ${r.files} matrix files (${r.rules} rules, ${r.procedures} procedures, ${r.restrictions} restrictions) ` +
        `into ${relative(process.cwd(), opts.outDir) || '.'}`,
    );
    console.log(describeRegistration(r.registration));
  } catch (e) {
    console.error(`import-passport-index: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}
