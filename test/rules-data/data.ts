// Loads the bundled ruleset, locales, schemas and the Passport Index CSV for the rules-data tests.
// Read straight from disk (not through the engine) so these tests check the data, not the loader.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parentLocale } from '../../src/text/locale.js';
import type { Condition, LeafCondition, ProcedureDefinition, RestrictionDefinition, Rule, RuleFile, RulesetManifest } from '../../src/schema/generated.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const RULES = join(ROOT, 'rules');
export const LOCALES = join(ROOT, 'locales');
export const CSV = resolve(ROOT, 'data/passport-index/passport-index-tidy-iso3.csv');
export const LOCALE_NAMES = ['en-US', 'en-GB', 'fr-FR', 'es-ES', 'de-DE'] as const;

export type Definition = ProcedureDefinition | RestrictionDefinition;

export function readJson<T = unknown>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

export function manifest(): RulesetManifest {
  return readJson<RulesetManifest>(join(RULES, 'manifest.json'));
}

/** Every file below rules/, relative with "/" separators, sorted. */
export function allFilesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, e.name);
      if (e.isDirectory()) walk(full);
      else out.push(relative(dir, full).split(sep).join('/'));
    }
  };
  if (existsSync(dir)) walk(dir);
  return out.sort();
}

export interface LoadedFile {
  path: string;
  content: RuleFile;
}

let cachedFiles: LoadedFile[] | undefined;
export function ruleFiles(): LoadedFile[] {
  return (cachedFiles ??= manifest().files.map((path) => ({ path, content: readJson<RuleFile>(join(RULES, path)) })));
}

export function definitions(file: RuleFile): Definition[] {
  return [...(file.procedures ?? []), ...(file.restrictions ?? [])];
}

/** The leaf conditions directly under a rule's top-level "all". */
export function leaves(rule: Rule): LeafCondition[] {
  const c = rule.conditions;
  if (!('all' in c)) return [];
  return c.all.filter((x: Condition): x is LeafCondition => 'fact' in x);
}

export function leaf(rule: Rule, fact: string): LeafCondition | undefined {
  return leaves(rule).find((l) => l.fact === fact);
}

/** The passports a rule names with {fact: passport, operator: in}, or undefined for "any passport". */
export function rulePassports(rule: Rule): string[] | undefined {
  const l = leaf(rule, 'passport');
  if (!l) return undefined;
  if (l.operator !== 'in' || !Array.isArray(l.value)) throw new Error(`rule ${rule.id}: passport condition is not "in" a list`);
  return l.value.map(String);
}

export function checkpointKinds(rule: Rule): string[] {
  const l = leaf(rule, 'checkpointKind');
  if (!l) return [];
  if (l.operator === 'equal') return [String(l.value)];
  if (l.operator === 'in' && Array.isArray(l.value)) return l.value.map(String);
  throw new Error(`rule ${rule.id}: unexpected checkpointKind condition`);
}

export interface CsvRow {
  passport: string;
  destination: string;
  requirement: string;
}

let cachedCsv: CsvRow[] | undefined;
/** The dataset, parsed here independently of the import script. */
export function csvRows(): CsvRow[] {
  if (cachedCsv) return cachedCsv;
  const lines = readFileSync(CSV, 'utf8').split('\n').filter((l) => l !== '');
  if (lines[0] !== 'Passport,Destination,Requirement') throw new Error('unexpected CSV header');
  cachedCsv = lines.slice(1).map((l) => {
    const [passport = '', destination = '', requirement = ''] = l.split(',');
    return { passport, destination, requirement };
  });
  return cachedCsv;
}

/** Sorted passports the dataset gives a value for at a destination. */
export function datasetPassports(destination: string, requirement: string): string[] {
  return csvRows().filter((r) => r.destination === destination && r.requirement === requirement).map((r) => r.passport).sort();
}

export function validators(): { ruleFile: ValidateFunction; manifest: ValidateFunction } {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, strictRequired: false });
  // ajv-formats is CommonJS whose default export TypeScript does not see as callable under NodeNext.
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  const dir = join(ROOT, 'schemas');
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) ajv.addSchema(readJson<object>(join(dir, f)));
  const get = (id: string): ValidateFunction => {
    const v = ajv.getSchema(id);
    if (!v) throw new Error(`schema ${id} missing`);
    return v;
  };
  return { ruleFile: get('rule-file.schema.json'), manifest: get('ruleset-manifest.schema.json') };
}

/** The record texts of one namespace (procedures.json, or a rule author's own namespace file). */
export function procedureTexts(locale: string, namespace = 'procedures'): Record<string, unknown> {
  // A locale that inherits (en-GB) holds only what differs from its parent: its texts are both, merged.
  const parent = parentLocale(locale);
  const file = join(LOCALES, locale, `${namespace}.json`);
  const own = existsSync(file) ? readJson<Record<string, unknown>>(file) : {};
  return parent ? mergeTexts(procedureTexts(parent, namespace), own) : own;
}

function mergeTexts(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = v && typeof v === 'object' && !Array.isArray(v) && b && typeof b === 'object' && !Array.isArray(b)
      ? mergeTexts(b as Record<string, unknown>, v as Record<string, unknown>) : v;
  }
  return out;
}

/** The i18next namespaces the ruleset's records take their texts from. */
export function recordNamespaces(): string[] {
  return [...new Set(ruleFiles().flatMap((f) => definitions(f.content).map((d) => d.text.split(':')[0]!)))].sort();
}
