// Generates the passport-validity rules (issue 9, part 2) from the sourced table
// data/passport-validity/passport-validity.json:
//   rules/passport-validity/schengen.json      one record + rule per Schengen state (Regulation (EU) 2016/399, Art. 6(1)(a))
//   rules/passport-validity/destinations.json  one record + rule per other destination with an official source
// Every record is a DOC_REQUIREMENT in DOCUMENTS_AND_FORMS, slot "passport-validity", at ENTRY checkpoints only,
// and carries `passportValidity` so the engine can state the latest acceptable expiry date (except a row marked
// `noComputedDate`, whose rule the source states in a form no date can be computed from: its text states it).
//
// A destination may have several rows: at most one default row (all foreign passports except `exemptPassports`)
// and rows with `passports` (only these passports) and an `id` suffix (record and rule id
// passport-validity-<territory>-<id>). The default row never fires for a passport another row of the same
// territory lists, and the generator refuses rows of one territory that overlap.
//
// Run: npm run import:passport-validity [-- --out <rulesDir>] [--data <json>]
// then registers the ruleset (npm run rules:register: manifest, revision, digest, stamp).
// The clock is never read: two runs on the same table give byte-identical files.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeRegistration, registerRules } from './register-rules.js';
import { optionValue, ruleFileValidator, toJson, writeRuleFile } from './rule-file-check.js';
import { SOURCE_TIERS, type SourceTier, type TableSource } from './table-sources.js';
import { arrivesFromOutside } from './conditions.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_DATA = resolve(ROOT, 'data/passport-validity/passport-validity.json');
const MATRIX = resolve(ROOT, 'data/passport-index/passport-index-tidy-iso3.csv');
const GENERATED_BY = 'scripts/import-passport-validity.ts';
const DATASET = 'data/passport-validity/passport-validity.json (official sources per destination, see each record\'s sources)';
const OUT_DIR = 'passport-validity';
const NAMESPACE = 'passportValidity';
const SLOT = 'passport-validity';
const PRIORITY = 10;
const ALPHA3 = /^[A-Z]{3}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export type { SourceTier };
/** A source of a row; its tier says how close it stands to the destination's rule (schemas/common.schema.json SourceTier). */
export type Source = TableSource;
type Purpose = 'TOURISM' | 'BUSINESS';
interface Rule { travelPurposes?: Purpose[]; months?: number; days?: number; from?: 'ARRIVAL' | 'DEPARTURE'; blankPages?: number; issuedWithinYears?: number; text?: string; noComputedDate?: boolean; sources: Source[] }
export interface Destination extends Rule {
  territory: string;
  /** Only these passports (alpha-3): a per-nationality row. Absent: the default row (all foreign passports minus exemptPassports). */
  passports?: string[];
  /** Suffix of the record and rule id of a per-nationality row: passport-validity-<territory>-<id>. */
  id?: string;
  passportsNote?: string;
  /**
   * A per-nationality row in force only from startDate and/or until endDate (YYYY-MM-DD, inclusive): a time-limited
   * exception (the Dominican Republic's tourist exemption). Its passports are not taken out of the default row: the
   * dated row outranks it in the slot while in force, and once it lapses the default row answers them again.
   */
  startDate?: string;
  endDate?: string;
  /**
   * A per-nationality row whose sources answer only part of the question for its passports (e.g. one route):
   * what is left out. Its passports then get a PARTIAL statement with this scope instead of COVERED.
   * On a default row (then the territory's only row, usually noComputedDate): the official source names the
   * document without a minimum validity, and one PARTIAL statement speaks for every foreign passport.
   */
  partialScope?: string;
  /**
   * The row describes the sovereign's own border only (Irish citizens arriving in Great Britain from Ireland):
   * the territories under its law (`territories`) do not inherit it, and its passports stay out of their scope there.
   */
  ownBorderOnly?: boolean;
  exemptPassports?: string[];
  exemptNote?: string;
}
/** A territory that is not a Schengen state but whose entry follows the Schengen passport rule (Åland, the microstates reached only through the area). */
export interface Associated { territory: string; sources: Source[] }
/** A territory where its sovereign's own rows apply (the sovereign's immigration law covers it), with the source saying so. */
export interface SovereignTerritory {
  territory: string;
  sameAs: string;
  /** No passport check on arrival from these territories (a common travel area, e.g. the Crown Dependencies from the UK): the rule does not fire after them. */
  noCheckFrom?: string[];
  sources: Source[];
}
export interface Table {
  readAt: string;
  schengen: Rule & { territories: string[]; exemptPassports: string[]; exemptNote: string; associated?: Associated[] };
  destinations: Destination[];
  /** Territories answered with their sovereign's rows (scripts generate rules/passport-validity/territories.json). */
  territories?: SovereignTerritory[];
  /** Researched without an official rule found: left out (no record, no statement), with the reason. */
  notCovered?: Array<{ territory: string; reason: string }>;
}

/** The locale key of a rule: explicit, or derived from months/from/blank pages (e.g. arrival6Blank2, wholeStayBlank1). */
export function textKey(r: Rule): string {
  if (r.text) return r.text;
  if (r.noComputedDate) throw new Error('a row with noComputedDate needs an explicit text');
  const side = r.from === 'ARRIVAL' ? 'arrival' : 'departure';
  const base = r.days !== undefined ? (r.days === 0 && r.from === 'ARRIVAL' ? 'onEntry' : `${side}Days${r.days}`) : r.months === 0 ? 'wholeStay' : `${side}${r.months}`;
  return r.blankPages ? `${base}Blank${r.blankPages}` : base;
}

function check(table: Table): void {
  const fail = (m: string): never => { throw new Error(`${DEFAULT_DATA}: ${m}`); };
  if (!DATE.test(table.readAt)) fail('readAt must be YYYY-MM-DD');
  const rows: Array<[string, Rule]> = [['schengen', table.schengen], ...table.destinations.map((d) => [d.territory, d] as [string, Rule])];
  // Associated and sovereign territories borrow a rule but cite their own sources: check those like a row's.
  const borrowed = [...(table.schengen.associated ?? []), ...(table.territories ?? [])];
  for (const b of borrowed) rows.push([b.territory, { ...table.schengen, sources: b.sources }]);
  for (const [name, r] of rows) {
    if (r.noComputedDate) {
      if (r.months !== undefined || r.days !== undefined || r.from !== undefined) fail(`${name}: a row with noComputedDate has no months, days or from`);
      if (!r.text) fail(`${name}: a row with noComputedDate needs an explicit text that states the rule`);
    } else if ((r.months === undefined) === (r.days === undefined)) fail(`${name}: exactly one of months and days`);
    if (r.months !== undefined && (!Number.isInteger(r.months) || r.months < 0 || r.months > 24)) fail(`${name}: months must be an integer 0-24`);
    if (r.days !== undefined && (!Number.isInteger(r.days) || r.days < 0 || r.days > 730)) fail(`${name}: days must be an integer 0-730`);
    if (r.days === 0 && r.from === 'DEPARTURE') fail(`${name}: 0 days from DEPARTURE is "valid for the whole stay": write months 0`);
    if (!r.noComputedDate && r.from !== 'ARRIVAL' && r.from !== 'DEPARTURE') fail(`${name}: from must be ARRIVAL or DEPARTURE`);
    if (!r.sources?.length) fail(`${name}: at least one source`);
    for (const p of r.travelPurposes ?? []) if (p !== 'TOURISM' && p !== 'BUSINESS') fail(`${name}: travelPurposes takes TOURISM or BUSINESS`);
    for (const s of r.sources) {
      if (!s.url.startsWith('https://')) fail(`${name}: source ${s.url} is not https`);
      if (!DATE.test(s.readAt) || !s.note || !s.title) fail(`${name}: every source needs title, readAt and note`);
      if (s.type !== 'GOVERNMENT' && s.type !== 'ORGANIZATION') fail(`${name}: source type must be GOVERNMENT or ORGANIZATION`);
      if (!SOURCE_TIERS.includes(s.tier)) fail(`${name}: source ${s.url} needs a tier (${SOURCE_TIERS.join(', ')})`);
      if (s.tier === 'REPORTED' && !s.quotes) fail(`${name}: a REPORTED source says which official notice it quotes (quotes)`);
      if (s.tier !== 'REPORTED' && s.quotes !== undefined) fail(`${name}: quotes is for REPORTED sources only`);
      if (s.publishedAt !== undefined && !DATE.test(s.publishedAt)) fail(`${name}: publishedAt must be YYYY-MM-DD`);
    }
  }
  for (const n of table.notCovered ?? []) {
    if (!n.reason) fail(`notCovered ${n.territory}: a reason is required`);
    const borrowing = [...(table.schengen.associated ?? []), ...(table.territories ?? [])].some((b) => b.territory === n.territory);
    // A territory answered only for some passports (per-nationality rows, no default row) keeps its
    // notCovered reason for every other passport; one with a default row is answered for all.
    const hasDefault = table.destinations.some((d) => d.territory === n.territory && d.passports === undefined);
    if (borrowing || hasDefault || table.schengen.territories.includes(n.territory)) fail(`notCovered ${n.territory}: the territory has a default row`);
  }
  for (const t of table.territories ?? []) {
    if (!table.destinations.some((d) => d.territory === t.sameAs)) fail(`territory ${t.territory}: sameAs ${t.sameAs} has no destination row`);
    for (const c of t.noCheckFrom ?? []) if (!/^[A-Z]{3}$/.test(c)) fail(`territory ${t.territory}: noCheckFrom takes territory codes (${c})`);
  }
  const seen = new Set<string>();
  for (const t of [...table.schengen.territories, ...new Set(table.destinations.map((d) => d.territory)), ...borrowed.map((b) => b.territory)]) {
    if (!ALPHA3.test(t)) fail(`bad territory code ${t}`);
    if (seen.has(t)) fail(`territory ${t} listed twice`);
    seen.add(t);
  }
  // Several rows of one territory: one default row at most, per-nationality rows with an id, no overlap.
  const byTerritory = new Map<string, Destination[]>();
  for (const d of table.destinations) byTerritory.set(d.territory, [...(byTerritory.get(d.territory) ?? []), d]);
  for (const [t, ds] of byTerritory) {
    const defaults = ds.filter((d) => d.passports === undefined);
    if (defaults.length > 1) fail(`territory ${t} listed twice: a territory has at most one default row (the others need passports and an id)`);
    const claimed = new Map<string, string>();
    const ids = new Set<string>();
    for (const d of ds) {
      for (const k of ['startDate', 'endDate'] as const) if (d[k] !== undefined && !DATE.test(d[k]!)) fail(`${t}: ${k} must be YYYY-MM-DD`);
      if (d.startDate && d.endDate && d.startDate > d.endDate) fail(`${t}: startDate ${d.startDate} is after endDate ${d.endDate}`);
      if (d.passports === undefined) {
        if (isDated(d)) fail(`${t}: only a per-nationality row can be dated (the default row is the rule that holds when no exception does)`);
        // A partial default row (the document the destination asks for, without the minimum validity) must be
        // the territory's only row: its one PARTIAL statement then speaks for every foreign passport.
        if (d.partialScope !== undefined && (ds.length > 1 || d.exemptPassports?.length || !d.partialScope.trim())) {
          fail(`${t}: a partial default row is the territory's only row, leaves out no passports and says what it leaves out (partialScope)`);
        }
        if (d.id !== undefined) fail(`${t}: the default row has no id (its record is passport-validity-${t.toLowerCase()})`);
        continue;
      }
      const name = `${t} (${d.id ?? 'no id'})`;
      if (!d.id || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(d.id)) fail(`${name}: a row with passports needs an id of lower-case letters, digits and hyphens`);
      if (ids.has(d.id!)) fail(`${t}: two rows with id ${d.id}`);
      ids.add(d.id!);
      if (!d.passports.length) fail(`${name}: passports is empty`);
      if (d.exemptPassports?.length) fail(`${name}: a row with passports has no exemptPassports (list only the passports it applies to)`);
      if (d.partialScope !== undefined && !d.partialScope.trim()) fail(`${name}: partialScope says what the row leaves out`);
      if (isDated(d)) {
        // A dated exception overlays the default row rather than replacing it: it needs one to fall back on.
        if (!defaults.length) fail(`${name}: a dated row needs the territory's default row (the rule once it lapses)`);
        for (const p of d.passports) if (!ALPHA3.test(p) || p === t) fail(`${name}: bad passport code ${p}`);
        continue;
      }
      for (const p of d.passports) {
        if (!ALPHA3.test(p)) fail(`${name}: bad passport code ${p}`);
        if (p === t) fail(`${name}: lists ${t} itself (own nationals are always exempt)`);
        const other = claimed.get(p);
        if (other !== undefined) fail(`${t}: rows ${other} and ${d.id} overlap on passport ${p}`);
        claimed.set(p, d.id!);
      }
    }
    for (const d of defaults) {
      for (const p of d.exemptPassports ?? []) {
        if (claimed.has(p)) fail(`${t}: passport ${p} is both exempt from the default row and listed by row ${claimed.get(p)} (the default row already leaves out the passports other rows list)`);
      }
    }
  }
}

/** A time-limited row (startDate or endDate): an exception over the default row, not a replacement of it. */
export function isDated(d: { startDate?: string; endDate?: string }): boolean {
  return d.startDate !== undefined || d.endDate !== undefined;
}

/** The record and rule id of a destination row. */
export function recordId(d: { territory: string; id?: string }): string {
  return `passport-validity-${d.territory.toLowerCase()}${d.id ? `-${d.id}` : ''}`;
}

// A record is created when its row was first read (its earliest source readAt) and last updated when the
// table was last revised (table.readAt), so a new pass does not rewrite the creation date of older rows.
function record(id: string, territory: string, r: Rule & { startDate?: string; endDate?: string }, updatedAt: string, area?: string[]): Record<string, unknown> {
  const createdAt = `${r.sources.map((s) => s.readAt).sort()[0]}T00:00:00Z`;
  let validity: Record<string, unknown> | undefined;
  if (!r.noComputedDate) {
    validity = r.days !== undefined ? { days: r.days, from: r.from } : { months: r.months, from: r.from };
    if (r.blankPages) validity.blankPages = r.blankPages;
    if (r.issuedWithinYears) validity.issuedWithinYears = r.issuedWithinYears;
    if (area) validity.area = area;
  }
  return {
    id,
    type: 'PROCEDURE',
    text: `${NAMESPACE}:${textKey(r)}`,
    location: territory,
    category: 'DOC_REQUIREMENT',
    enforcement: 'MANDATORY',
    documentTypes: ['PASSPORT'],
    tags: ['passport-validity'],
    // A row may hold for some purposes only (the Dominican exemption: tourism); the default is both.
    travelPurposes: r.travelPurposes ?? ['TOURISM', 'BUSINESS'],
    sources: r.sources,
    createdAt,
    lastUpdatedAt: updatedAt,
    startDate: r.startDate ?? null,
    endDate: r.endDate ?? null,
    icon: 'passport',
    ...(validity ? { passportValidity: validity } : {}),
  };
}

function rule(id: string, territory: string, description: string, extra: unknown[], priority = PRIORITY): Record<string, unknown> {
  return {
    id,
    description,
    priority,
    conditions: {
      all: [
        { fact: 'checkpointKind', operator: 'equal', value: 'ENTRY' },
        { fact: 'territory', operator: 'equal', value: territory },
        ...extra,
      ],
    },
    event: { type: 'PROCEDURE', params: { id, group: 'DOCUMENTS_AND_FORMS', slot: SLOT } },
  };
}

// A dated exception outranks the default row in the passport-validity slot while it is in force; after its
// endDate the engine drops it and the default row (which still lists its passports) answers alone.
function priorityOf(d: Destination): number {
  return isDated(d) ? PRIORITY + 1 : PRIORITY;
}

function dates(d: { startDate?: string; endDate?: string }): string {
  if (d.startDate && d.endDate) return `, from ${d.startDate} until ${d.endDate}`;
  if (d.endDate) return `, until ${d.endDate}`;
  return d.startDate ? `, from ${d.startDate}` : '';
}

function describe(r: Rule): string {
  if (r.noComputedDate) return `the rule stated in the record's text (no date can be computed from it)${r.blankPages ? `, ${r.blankPages} blank page(s)` : ''}`;
  const side = r.from === 'ARRIVAL' ? 'arrival' : 'departure';
  const when =
    r.days !== undefined
      ? r.days === 0 && r.from === 'ARRIVAL' ? 'valid on the day of entry' : `valid ${r.days} day(s) after ${side}`
      : r.months === 0 ? 'valid for the whole stay' : `valid ${r.months} month(s) after ${side}`;
  const pages = r.blankPages ? `, ${r.blankPages} blank page(s)` : '';
  const issued = r.issuedWithinYears ? `, issued within ${r.issuedWithinYears} years` : '';
  return `${when}${pages}${issued}`;
}

/** The passports of the visa matrix (the dataset whose trips the coverage figures count). */
export function matrixPassports(csv = MATRIX): string[] {
  const rows = readFileSync(csv, 'utf8').trim().split(/\r?\n/).slice(1);
  return [...new Set(rows.map((l) => l.split(',')[0]!))].filter((p) => ALPHA3.test(p)).sort();
}

function uniqueSources(sources: Source[]): Source[] {
  const seen = new Set<string>();
  return sources.filter((s) => {
    const key = `${s.url}\u0000${s.title}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * One PASSPORT_VALIDITY statement per destination: its rows are the researched answer (COVERED,
 * REQUIREMENTS, "valid for the stay" included). Passports a default row leaves out of scope
 * (exemptPassports: the source says nothing about them) are not covered: the statement then lists
 * the matrix passports it does cover, so those passports stay NOT_COVERED instead of reading as "nothing required".
 */
function destinationCoverage(t: string, rows: Destination[], passports: string[]): Record<string, unknown>[] {
  const def = rows.find((d) => d.passports === undefined);
  // A partial default row (check() makes it the territory's only row): one PARTIAL statement for all foreign passports.
  if (def?.partialScope !== undefined) {
    return [{
      topic: 'PASSPORT_VALIDITY',
      territories: [t],
      status: 'PARTIAL',
      finding: 'REQUIREMENTS',
      scope: `Passport validity on entry: ${describe(def)}; own nationals exempt; not covered: ${def.partialScope}`,
      sources: uniqueSources(def.sources),
    }];
  }
  const partial = rows.filter((d) => d.partialScope !== undefined && d.passports);
  const full = rows.filter((d) => !partial.includes(d));
  const outOfScope = [...(def?.exemptPassports ?? []), ...partial.flatMap((d) => d.passports!)];
  const covered = def ? passports.filter((p) => !outOfScope.includes(p)) : [...new Set([t, ...full.flatMap((d) => d.passports ?? [])])].sort();
  const parts = full.map((d) => (d.passports ? `${describe(d)} for ${d.passports.length} listed passport(s)${dates(d)}` : describe(d)));
  const exempt = def?.exemptPassports ?? [];
  const left = exempt.length ? `; not covered: ${exempt.join(', ')} passports (${def?.exemptNote ?? 'the source leaves them out'})` : '';
  const partly = partial.length ? `; partly covered: ${partial.flatMap((d) => d.passports!).join(', ')} passports (see their own statement)` : '';
  return [
    // No default row and only partial rows: nothing is fully answered, so no COVERED statement (the
    // other passports stay NOT_COVERED, the partial rows get theirs below).
    ...(!def && !full.length ? [] : [{
      topic: 'PASSPORT_VALIDITY',
      territories: [t],
      ...(def && !outOfScope.length ? {} : { passports: covered }),
      status: 'COVERED',
      finding: 'REQUIREMENTS',
      scope: `Passport validity on entry: ${parts.join('; ')}; own nationals exempt${left}${partly}.`,
      sources: uniqueSources(full.flatMap((d) => d.sources)),
    }]),
    // A row answering only part of the question for its passports: PARTIAL, with what it leaves out.
    ...partial.map((d) => ({
      topic: 'PASSPORT_VALIDITY',
      territories: [t],
      passports: [...d.passports!].sort(),
      status: 'PARTIAL',
      finding: 'REQUIREMENTS',
      scope: `Passport validity on entry for ${d.passports!.join(', ')} passports: ${describe(d)}; not covered: ${d.partialScope}`,
      sources: uniqueSources(d.sources),
    })),
  ];
}

export function buildFiles(table: Table, passports: string[] = matrixPassports()): Record<string, unknown> {
  check(table);
  const updatedAt = `${table.readAt}T00:00:00Z`;
  const provenance = { kind: 'generated', generatedBy: GENERATED_BY, dataset: DATASET, datasetDate: table.readAt };
  const s = table.schengen;
  const associated = s.associated ?? [];
  // The area the 3 months count from leaving: the Schengen states and the territories reached through them.
  const area = [...s.territories, ...associated.map((a) => a.territory)];
  const schengen = {
    $schema: '../../schemas/rule-file.schema.json',
    schemaVersion: 1,
    description:
      `GENERATED by ${GENERATED_BY} from data/passport-validity/passport-validity.json: passport validity on entry into the ${s.territories.length} Schengen states ` +
      '(Regulation (EU) 2016/399, Art. 6(1)(a): valid 3 months after the intended departure, issued within the previous 10 years), ' +
      `for passports other than EU, EEA and Swiss ones${associated.length ? `; the same rule at an entry into ${associated.map((a) => a.territory).join(', ')} (not Schengen states, but their entry follows the Schengen passport rule, as each record's first sources say)` : ''}. ` +
      'Do not edit by hand: edit the data file and re-run npm run import:passport-validity.',
    provenance,
    coverage: [
      {
        topic: 'PASSPORT_VALIDITY',
        territories: s.territories,
        status: 'COVERED',
        finding: 'REQUIREMENTS',
        scope: `Passport validity and issue date on entry from outside the Schengen area (${describe(s)}); EU, EEA and Swiss passports are not subject to the rule.`,
        sources: uniqueSources(s.sources),
      },
      ...associated.map((a) => ({
        topic: 'PASSPORT_VALIDITY',
        territories: [a.territory],
        status: 'COVERED',
        finding: 'REQUIREMENTS',
        scope: `Passport validity and issue date on entry into ${a.territory}, which follows the Schengen passport rule (${describe(s)}); EU, EEA and Swiss passports and own nationals are not subject to it.`,
        sources: uniqueSources([...a.sources, ...s.sources]),
      })),
    ],
    // The 3 months count from leaving the Schengen area (area), and the check is at its external
    // border: an entry from another Schengen state crosses no border check, so no rule fires there.
    procedures: [
      ...s.territories.map((t) => record(recordId({ territory: t }), t, s, updatedAt, area)),
      ...associated.map((a) => record(recordId(a), a.territory, { ...s, sources: [...a.sources, ...s.sources] }, updatedAt, area)),
    ],
    rules: [
      ...s.territories.map((t) => rule(recordId({ territory: t }), t, `Schengen passport validity (${describe(s)}) on entry into ${t} from outside the Schengen area; EU/EEA/Swiss passports are exempt.`, [
        { fact: 'passport', operator: 'notIn', value: s.exemptPassports },
        arrivesFromOutside(area),
      ])),
      ...associated.map((a) => rule(recordId(a), a.territory, `Schengen passport validity (${describe(s)}) on entry into ${a.territory} (reached through, or part of, the Schengen area) from outside the area; EU/EEA/Swiss passports and own nationals are exempt.`, [
        { fact: 'passport', operator: 'notIn', value: [...s.exemptPassports, a.territory] },
        arrivesFromOutside(area),
      ])),
    ],
  };
  // Default row first within a territory, then per-nationality rows by id.
  const dests = [...table.destinations].sort((a, b) => a.territory.localeCompare(b.territory) || (a.id ?? '').localeCompare(b.id ?? ''));
  const siblings = (d: Destination): string[] =>
    [...new Set(table.destinations.filter((o) => o !== d && o.territory === d.territory && !isDated(o)).flatMap((o) => o.passports ?? []))].sort();
  const scope = (d: Destination): unknown[] => {
    if (d.passports) return [{ fact: 'ownNationality', operator: 'equal', value: false }, { fact: 'passport', operator: 'in', value: [...d.passports].sort() }];
    const out = [...(d.exemptPassports ?? []), ...siblings(d)];
    return [{ fact: 'ownNationality', operator: 'equal', value: false }, ...(out.length ? [{ fact: 'passport', operator: 'notIn', value: out }] : [])];
  };
  const who = (d: Destination): string => {
    if (d.passports) return `applies only to ${d.passports.length} listed passport(s)${dates(d)}`;
    const others = siblings(d);
    return `own nationals${d.exemptPassports?.length ? ` and ${d.exemptPassports.join(', ')} passports` : ''} exempt${others.length ? `; the ${others.length} passport(s) of the territory's other rows get those rows instead` : ''}`;
  };
  const destinations = {
    $schema: '../../schemas/rule-file.schema.json',
    schemaVersion: 1,
    description:
      `GENERATED by ${GENERATED_BY} from data/passport-validity/passport-validity.json: passport validity on entry into ${new Set(dests.map((d) => d.territory)).size} destinations outside the Schengen area, ` +
      'each from an official source (the destination\'s own authority, or a government\'s foreign travel advice stating the destination\'s rule). ' +
      'Own nationals are exempt; a destination may have per-nationality rows (record ids passport-validity-<territory>-<id>) that never overlap its default row. Do not edit by hand: edit the data file and re-run npm run import:passport-validity.',
    provenance,
    coverage: [...new Set(dests.map((d) => d.territory))].flatMap((t) => destinationCoverage(t, dests.filter((d) => d.territory === t), passports)),
    procedures: dests.map((d) => record(recordId(d), d.territory, d, updatedAt)),
    rules: dests.map((d) => rule(recordId(d), d.territory, `Passport validity on entry into ${d.territory}: ${describe(d)}; ${who(d)}.`, scope(d), priorityOf(d))),
  };
  const out: Record<string, unknown> = { [`${OUT_DIR}/schengen.json`]: schengen, [`${OUT_DIR}/destinations.json`]: destinations };
  const sovereign = [...(table.territories ?? [])].sort((a, b) => a.territory.localeCompare(b.territory));
  if (sovereign.length) out[`${OUT_DIR}/territories.json`] = territoriesFile(sovereign, dests, provenance, updatedAt, passports, scope);
  return out;
}

/**
 * A territory under its sovereign's immigration law gets the sovereign's rows, located at the territory
 * (record ids passport-validity-<territory>[-<id>]), citing first the source that says the law applies
 * there. The sovereign's nationals are exempt there too (ownNationality compares with the territory).
 */
function territoriesFile(
  sovereign: SovereignTerritory[],
  dests: Destination[],
  provenance: Record<string, unknown>,
  updatedAt: string,
  passports: string[],
  scope: (d: Destination) => unknown[],
): Record<string, unknown> {
  // Rows of the sovereign's own border only are not inherited: their passports are left out of the default row's
  // scope there (the default rule already excludes them, as it excludes every sibling row's passports).
  const inherited = (t: SovereignTerritory): Destination[] => dests.filter((d) => d.territory === t.sameAs && !d.ownBorderOnly);
  const rowsOf = (t: SovereignTerritory): Destination[] => {
    const own = dests.filter((d) => d.territory === t.sameAs && d.ownBorderOnly).flatMap((d) => d.passports ?? []);
    return inherited(t).map((d) => ({
      ...d,
      territory: t.territory,
      sources: [...t.sources, ...d.sources],
      ...(d.passports === undefined && own.length
        ? { exemptPassports: [...(d.exemptPassports ?? []), ...own], exemptNote: `${d.exemptNote ? `${d.exemptNote} ` : ''}${own.join(', ')} passports: the sovereign's row for them describes its own border only.` }
        : {}),
    }));
  };
  const condition = (t: SovereignTerritory, d: Destination): unknown[] => {
    const own = { fact: 'passport', operator: 'notIn', value: [t.sameAs] };
    const from = t.noCheckFrom?.length ? [{ fact: 'previousTerritory', operator: 'notIn', value: t.noCheckFrom }] : [];
    // The sovereign's own rows list passports relative to the sovereign: the same lists apply at the territory.
    return [...scope({ ...d, territory: t.sameAs }), own, ...from];
  };
  return {
    $schema: '../../schemas/rule-file.schema.json',
    schemaVersion: 1,
    description:
      `GENERATED by ${GENERATED_BY} from data/passport-validity/passport-validity.json: passport validity on entry into ${sovereign.length} territories where their sovereign's immigration law applies ` +
      `(${sovereign.map((t) => `${t.territory} as ${t.sameAs}`).join(', ')}): the sovereign's rows, located at the territory, citing first the source that says the law applies there; ` +
      "the sovereign's nationals and the territory's own are exempt. Do not edit by hand: edit the data file and re-run npm run import:passport-validity.",
    provenance,
    coverage: sovereign.flatMap((t) => {
      const from = t.noCheckFrom?.length ? ` (checked on arrival from outside ${t.noCheckFrom.join(', ')}, with which it has no passport control)` : '';
      return destinationCoverage(t.territory, rowsOf(t), passports).map((statement) => ({
        ...statement,
        scope: `${t.territory} applies the passport rule of ${t.sameAs}${from}: ${String(statement.scope).replace(/^Passport validity on entry: /, '')}`,
      }));
    }),
    procedures: sovereign.flatMap((t) => rowsOf(t).map((d) => record(recordId(d), t.territory, d, updatedAt))),
    rules: sovereign.flatMap((t) =>
      inherited(t).map((d) =>
        rule(recordId({ territory: t.territory, id: d.id }), t.territory, `Passport validity on entry into ${t.territory} (the rule of ${t.sameAs} applies there): ${describe(d)}; ${t.sameAs} nationals and own nationals exempt${t.noCheckFrom?.length ? `; not on arrival from ${t.noCheckFrom.join(', ')}` : ''}.`, condition(t, d), priorityOf(d)),
      ),
    ),
  };
}

export { toJson };

export function run(opts: { data: string; out: string }): string[] {
  const table = JSON.parse(readFileSync(opts.data, 'utf8')) as Table;
  const files = buildFiles(table);
  const validate = ruleFileValidator(ROOT);
  const written: string[] = [];
  for (const [rel, content] of Object.entries(files)) {
    writeRuleFile(validate, opts.out, rel, content);
    written.push(rel);
  }
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const opt = (name: string): string | undefined => optionValue(process.argv.slice(2), name);
  const out = resolve(opt('--out') ?? join(ROOT, 'rules'));
  const written = run({ data: resolve(opt('--data') ?? DEFAULT_DATA), out });
  process.stdout.write(`wrote ${written.map((w) => join(out, w)).join(', ')}\n${describeRegistration(registerRules({ dir: out }))}\n`);
}
