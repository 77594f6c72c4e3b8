// Generates rules/fees/generated-fees.json from the sourced table data/fees/fees.json: one PRODUCT
// record (the fee, in its official currency, converted at the committed ECB snapshot) and one rule
// per fee, firing at ENTRY into its territories (for the passports the source names, from its start
// date), plus a FEES coverage statement (PARTIAL: the fee of the documents priced, nothing else)
// per territory. The envelope shows a fee only beside an answer record it prices (priceOf), so a
// fee row never creates a requirement. The older, irregular fees stay hand-authored in rules/fees/.
//
// Run: npx tsx scripts/import-fees.ts [--out <rulesDir>] [--data <json>]
// then `npm run rules:register` (lists the file, stamps the digest, bumps the revision).
// The clock is never read: two runs on the same table give byte-identical files.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { convertedBlock, snapshotProblems, type FxSnapshot } from '../src/prices/index.js';
import { optionValue, ruleFileValidator, toJson, writeRuleFile } from './rule-file-check.js';
import { checkSources, DATE, type TableSource } from './table-sources.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_DATA = resolve(ROOT, 'data/fees/fees.json');
export const OUT_FILE = 'fees/generated-fees.json';
const GENERATED_BY = 'scripts/import-fees.ts';
const ALPHA3 = /^[A-Z]{3}$/;

export type Source = TableSource;
export interface Price {
  amount: number;
  currency: string;
  /** Key below labels in the locales' fees namespace. */
  label: string;
  /** Index into the fee's sources: the source that states this amount. */
  source: number;
  /**
   * A range the source gives without saying who pays which amount ("from USD 50 to 100" by
   * nationality group): the highest amount, `amount` the lowest. Shown as a range, never
   * converted, never counted as priced (README Decisions, "Fee ranges").
   */
  maximum?: number;
}
export interface Fee {
  /** fee-<territory>-<document>[-<variant>], lower case. */
  id: string;
  /** The territories whose answers the fee prices (a sovereign's fee applied in its territories too). */
  territories: string[];
  /** VISA: a consular visa fee set in law (issue 28, branch feesvisa): same row, its own texts and slot. */
  documentType: 'E_VISA' | 'ETA' | 'VISA';
  /** The answer records (visa matrix, authorisations, territories) this fee prices. */
  priceOf: string[];
  /** Only for these passports (a fee the source gives by nationality). */
  passports?: string[];
  /** For every passport but these (their own row, or a fee waiver the source states). */
  exceptPassports?: string[];
  startDate: string | null;
  endDate: string | null;
  prices: Price[];
  /** Why these sources, which one was followed where they differ, what is left out. */
  note: string;
  sources: Source[];
}
/** A record of the answers that the research could not price, with the reason (listed by report-fees). */
export interface Unpriced { record: string; territory: string; reason: string }
export interface Table { readAt: string; fees: Fee[]; unpriced: Unpriced[] }

/** Every procedure of the ruleset (rules/**.json, tests excluded) but the generated fee file's own. */
function ruleProcedures(dir: string): Array<{ id: string; subCategory?: string }> {
  const out: Array<{ id: string; subCategory?: string }> = [];
  const walk = (d: string): void => {
    for (const n of readdirSync(d).sort()) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) { if (n !== 'tests') walk(p); continue; }
      if (!n.endsWith('.json') || p.endsWith(OUT_FILE)) continue;
      out.push(...((JSON.parse(readFileSync(p, 'utf8')) as { procedures?: Array<{ id: string; subCategory?: string }> }).procedures ?? []));
    }
  };
  walk(dir);
  return out;
}

/** Every procedure id of the ruleset but the generated fee file's own. */
export function ruleIds(dir = join(ROOT, 'rules')): Set<string> {
  return new Set(ruleProcedures(dir).map((r) => r.id));
}

/**
 * When each record of the ruleset is obtained (its subCategory), by id: a fee is paid when the
 * document it prices is obtained, so the fee of a visa on arrival is ON_ARRIVAL, not before departure.
 */
export function ruleTimings(dir = join(ROOT, 'rules')): Map<string, string> {
  return new Map(ruleProcedures(dir).flatMap((r) => (r.subCategory !== undefined ? [[r.id, r.subCategory] as const] : [])));
}

/** The fee's timing: ON_ARRIVAL when every record it prices is obtained on arrival, else before departure. */
function timingOf(f: Fee, timings: Map<string, string>): string {
  return f.priceOf.every((id) => timings.get(id) === 'ON_ARRIVAL') ? 'ON_ARRIVAL' : 'BEFORE_DEPARTURE';
}

/** The label keys the locales define (en-US is the reference locale: en-GB inherits its texts). */
export function labelKeys(): Set<string> {
  const f = JSON.parse(readFileSync(join(ROOT, 'locales/en-US/fees.json'), 'utf8')) as { labels: Record<string, string> };
  return new Set(Object.keys(f.labels));
}

export function check(table: Table, known: Set<string>, labels: Set<string>): void {
  const fail = (m: string): never => { throw new Error(`data/fees/fees.json: ${m}`); };
  if (!DATE.test(table.readAt)) fail('readAt must be YYYY-MM-DD');
  const ids = new Set<string>();
  for (const f of table.fees) {
    if (!/^fee-[a-z]{3}(-[a-z0-9]+)+$/.test(f.id)) fail(`${f.id}: id is fee-<territory>-<name> in lower case`);
    if (ids.has(f.id) || known.has(f.id)) fail(`${f.id}: id used twice`);
    ids.add(f.id);
    if (!f.territories.length || f.territories.some((t) => !ALPHA3.test(t))) fail(`${f.id}: territories are alpha-3 codes`);
    if (f.documentType !== 'E_VISA' && f.documentType !== 'ETA' && f.documentType !== 'VISA') fail(`${f.id}: documentType is E_VISA, ETA or VISA`);
    if (!f.priceOf.length) fail(`${f.id}: priceOf names at least one record`);
    for (const id of f.priceOf) if (!known.has(id)) fail(`${f.id}: priceOf ${id} is no record of the ruleset`);
    if (f.passports && f.exceptPassports) fail(`${f.id}: passports or exceptPassports, not both`);
    for (const p of [...(f.passports ?? []), ...(f.exceptPassports ?? [])]) if (!ALPHA3.test(p)) fail(`${f.id}: bad passport ${p}`);
    for (const d of [f.startDate, f.endDate]) if (d !== null && !DATE.test(d)) fail(`${f.id}: dates are YYYY-MM-DD or null`);
    if (f.startDate && f.endDate && f.endDate < f.startDate) fail(`${f.id}: endDate before startDate`);
    if (!f.prices.length) fail(`${f.id}: at least one price`);
    // Mixed rows would be counted as priced for their one fixed amount; ranges of ETAs have no texts (none researched).
    if (f.prices.some((p) => p.maximum !== undefined) && !(isRange(f) && f.documentType === 'E_VISA')) fail(`${f.id}: a range row is an E_VISA row whose every price is a range`);
    for (const p of f.prices) {
      // 0 is a researched price (a source states the document is free), shown as "free of charge".
      if (!(p.amount >= 0) || !/^[A-Z]{3}$/.test(p.currency)) fail(`${f.id}: a price is an amount of 0 or more in an ISO 4217 currency`);
      if (p.maximum !== undefined && !(p.maximum > p.amount)) fail(`${f.id}: a range's maximum is above its amount`);
      if (!labels.has(p.label)) fail(`${f.id}: label ${p.label} is not defined in locales/en-GB/fees.json`);
      if (!Number.isInteger(p.source) || p.source < 0 || p.source >= f.sources.length) fail(`${f.id}: price source ${p.source} is not one of its sources`);
    }
    if (!f.note) fail(`${f.id}: note is required`);
    checkSources(f.id, f.sources, fail);
  }
  // A row for some passports beside an open row for every passport pricing the same record at the same time would
  // show that passport two amounts: the open row must except it (Egypt: the USD 25 row excepts DEU, FRA, GBR).
  // A range is shown beside an exact amount on purpose (it is not a price).
  const overlap = (a: Fee, b: Fee) => (a.startDate ?? '') <= (b.endDate ?? '9') && (b.startDate ?? '') <= (a.endDate ?? '9');
  for (const f of table.fees.filter((x) => x.passports)) {
    for (const g of table.fees) {
      if (g.passports || isRange(g) || !g.priceOf.some((r) => f.priceOf.includes(r)) || !overlap(f, g)) continue;
      const both = f.passports!.filter((p) => !g.exceptPassports?.includes(p));
      if (both.length) fail(`${g.id}: prices ${both.join(', ')} too, which ${f.id} prices; add them to its exceptPassports`);
    }
  }
  const unpriced = new Set<string>();
  for (const u of table.unpriced) {
    if (!known.has(u.record) || !ALPHA3.test(u.territory) || !u.reason) fail(`unpriced ${u.record}: a known record, its territory and a reason`);
    // One row per record: each retry is appended to its reason, so later passes read one history.
    if (unpriced.has(u.record)) fail(`unpriced ${u.record}: listed twice (append the retry to the existing reason)`);
    unpriced.add(u.record);
    // A record priced for every passport, open-ended and already in force when the table was read,
    // by a fixed amount cannot also be "left unpriced": the report would list a reason the answers contradict.
    const all = table.fees.find((f) => f.priceOf.includes(u.record) && !f.passports && !f.exceptPassports && f.endDate === null
      && (f.startDate === null || f.startDate <= table.readAt) && !isRange(f));
    if (all) fail(`unpriced ${u.record}: ${all.id} prices it for every passport; limit that row's passports or drop the unpriced row`);
  }
}

/** The committed snapshot data/fx/current.json points at, or undefined when there is none. */
function currentFx(): { snapshot: FxSnapshot; path: string } | undefined {
  const current = join(ROOT, 'data/fx/current.json');
  if (!existsSync(current)) return undefined;
  const { snapshot: rel } = JSON.parse(readFileSync(current, 'utf8')) as { snapshot: string };
  const snapshot = JSON.parse(readFileSync(join(ROOT, rel), 'utf8')) as FxSnapshot;
  const problems = snapshotProblems(snapshot);
  if (problems.length) throw new Error(`${rel}: ${problems.join('; ')}`);
  return { snapshot, path: rel };
}

/** A fee (a table row, or a PRODUCT record) whose every amount is a range (README Decisions, "Fee ranges"): shown, but not a price. */
export function isRange(f: { prices?: ReadonlyArray<{ maximum?: number }> }): boolean {
  return !!f.prices?.length && f.prices.every((p) => p.maximum !== undefined);
}

/** The best tier among the sources that state the amounts: the text says "reported" when none is official. */
function reported(f: Fee): boolean {
  return f.prices.every((p) => f.sources[p.source]!.tier === 'REPORTED');
}

/** The texts (fees:generated.<key>) and the slot suffix of each document kind. */
const DOC_KEY: Record<Fee['documentType'], string> = { ETA: 'eta', E_VISA: 'eVisa', VISA: 'visa' };
const DOC_SLOT: Record<Fee['documentType'], string> = { ETA: 'eta', E_VISA: 'e-visa', VISA: 'visa' };

function record(f: Fee, createdAt: string, fx: ReturnType<typeof currentFx>, timings: Map<string, string>): Record<string, unknown> {
  const doc = DOC_KEY[f.documentType];
  return {
    id: f.id,
    type: 'PRODUCT',
    // A range says so in its title and description (fees:generated.eVisaRange[Reported]).
    text: `fees:generated.${doc}${isRange(f) ? 'Range' : ''}${reported(f) ? 'Reported' : ''}`,
    location: f.territories[0],
    category: f.documentType === 'ETA' ? 'DOC_REQUIRED' : 'VISA',
    subCategory: timingOf(f, timings),
    enforcement: 'MANDATORY',
    documentTypes: [f.documentType],
    tags: ['fee'],
    travelPurposes: ['TOURISM', 'BUSINESS'],
    priceOf: f.priceOf,
    prices: f.prices.map((p) => {
      if (p.maximum !== undefined) return { amount: p.amount, maximum: p.maximum, currency: p.currency, label: p.label, source: p.source };
      const block = fx && convertedBlock(p.amount, p.currency, fx.snapshot, fx.path);
      return { amount: p.amount, currency: p.currency, label: p.label, source: p.source, ...(block ? { converted: block } : {}) };
    }),
    sources: f.sources,
    createdAt,
    lastUpdatedAt: createdAt,
    startDate: f.startDate,
    endDate: f.endDate,
    icon: 'fee',
  };
}

/** The day after an inclusive end date (the rule's dateBefore bound). */
function dayAfter(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function rule(f: Fee): Record<string, unknown> {
  const where = f.territories.length === 1
    ? { fact: 'territory', operator: 'equal', value: f.territories[0] }
    : { fact: 'territory', operator: 'in', value: [...f.territories].sort() };
  const who = f.passports ? ` for ${f.passports.join(', ')} passports` : f.exceptPassports ? ` for every passport but ${f.exceptPassports.join(', ')}` : '';
  const when = `${f.startDate ? `, from ${f.startDate}` : ''}${f.endDate ? ` to ${f.endDate}` : ''}`;
  return {
    id: `fees-${f.id.slice('fee-'.length)}`,
    description: `Shows ${f.id} at ENTRY into ${f.territories.join(', ')}${who}${when}; the envelope keeps it only beside an answer record it prices (${f.priceOf.join(', ')}).`,
    priority: 1,
    conditions: {
      all: [
        { fact: 'checkpointKind', operator: 'equal', value: 'ENTRY' },
        where,
        ...(f.passports ? [{ fact: 'passport', operator: 'in', value: [...f.passports].sort() }] : []),
        ...(f.exceptPassports ? [{ fact: 'passport', operator: 'notIn', value: [...f.exceptPassports].sort() }] : []),
        // A fee not yet in force would otherwise be listed as upcoming beside the answer.
        ...(f.startDate ? [{ fact: 'date', operator: 'dateOnOrAfter', value: f.startDate }] : []),
        ...(f.endDate ? [{ fact: 'date', operator: 'dateBefore', value: dayAfter(f.endDate) }] : []),
      ],
    },
    event: { type: 'PROCEDURE', params: { id: f.id, group: 'ADDITIONAL_INFORMATION', enforcement: 'NOT_REQUIRED', slot: `fee-${f.territories[0]!.toLowerCase()}-${DOC_SLOT[f.documentType]}` } },
  };
}

/**
 * A consular visa fee or a travel authorisation fee set once for several states (the Schengen visa,
 * ETIAS) is one row in the table and one record per state in the ruleset, its id's territory
 * replaced by each state's: the envelope groups a record under its own location, so a single record
 * would show France's fee under Austria. E-visa rows stay whole (no multi-state e-visa is set once).
 */
export function expand(f: Fee): Fee[] {
  if (f.documentType === 'E_VISA' || f.territories.length === 1) return [f];
  const rest = f.id.split('-').slice(2).join('-');
  return f.territories.map((t) => ({ ...f, id: `fee-${t.toLowerCase()}-${rest}`, territories: [t] }));
}

export function buildFile(table: Table, known: Set<string> = ruleIds(), labels: Set<string> = labelKeys(), timings: Map<string, string> = ruleTimings()): Record<string, unknown> {
  check(table, known, labels);
  const createdAt = `${table.readAt}T00:00:00Z`;
  const fx = currentFx();
  const fees = table.fees.flatMap(expand).sort((a, b) => a.id.localeCompare(b.id));
  const ids = new Set<string>();
  for (const f of fees) {
    if (ids.has(f.id) || known.has(f.id)) throw new Error(`data/fees/fees.json: ${f.id}: id used twice (after one record per state)`);
    ids.add(f.id);
  }
  const territories = [...new Set(fees.flatMap((f) => f.territories))].sort();
  const coverage = territories.map((t) => {
    const fs = fees.filter((f) => f.territories.includes(t));
    return {
      topic: 'FEES',
      territories: [t],
      status: 'PARTIAL',
      finding: 'REQUIREMENTS',
      scope: `The price of the documents these records price (${fs.map((f) => f.id).join(', ')}) with their dates${fs.some(isRange) ? '; where the source gives only a range without saying who pays which amount, the range, not a price' : ''}; other fees of this territory (${fs.some((f) => f.documentType === 'VISA') ? 'visas, e-visas or authorisations these rows do not price, service charges' : 'visas at a mission'}, entry or departure taxes) are not covered.`,
      sources: fs.flatMap((f) => f.sources),
    };
  });
  return {
    $schema: '../../schemas/rule-file.schema.json',
    schemaVersion: 1,
    description:
      `GENERATED by ${GENERATED_BY} from data/fees/fees.json: ${fees.length} fee product(s) of e-visas and electronic authorisations (${territories.join(', ')}), ` +
      'each shown at ENTRY beside the answer records it prices, converted at the committed ECB snapshot, and a FEES coverage statement per territory. ' +
      'Do not edit by hand: edit the data file and re-run npx tsx scripts/import-fees.ts.',
    provenance: {
      kind: 'generated',
      generatedBy: GENERATED_BY,
      dataset: 'data/fees/fees.json (sources per fee with tier and read date; see each record\'s sources and the data file\'s notes)',
      datasetDate: table.readAt,
    },
    coverage,
    procedures: fees.map((f) => record(f, createdAt, fx, timings)),
    rules: fees.map(rule),
  };
}

export { toJson };

export function run(opts: { data: string; out: string }): string {
  const table = JSON.parse(readFileSync(opts.data, 'utf8')) as Table;
  const content = buildFile(table, ruleIds(opts.out), labelKeys(), ruleTimings(opts.out));
  return writeRuleFile(ruleFileValidator(ROOT), opts.out, OUT_FILE, content);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const opt = (name: string): string | undefined => optionValue(process.argv.slice(2), name);
  const path = run({ data: resolve(opt('--data') ?? DEFAULT_DATA), out: resolve(opt('--out') ?? join(ROOT, 'rules')) });
  process.stdout.write(`wrote ${path}\nnow run: npm run rules:register (lists it in rules/manifest.json)\n`);
}
