// Generates rules/forms/generated-forms.json from the sourced table data/forms/forms.json:
// one PROCEDURE record (DOC_REQUIRED; ARRIVAL_CARD, TRAVEL_AUTHORISATION or a levy, per row kind) and one rule per form or pre-arrival
// registration, firing at ENTRY into its territory (never in airside transit), plus the file's
// ARRIVAL_FORMS coverage statements: REQUIREMENTS for each form's territory, NONE_REQUIRED for the
// researched destinations whose sources state that no arrival card is needed (the table's none rows).
// The older, irregular forms stay hand-authored in rules/forms/*.json; a territory is answered by
// one file only (the generator refuses a territory that a hand-authored file already covers).
//
// Run: npx tsx scripts/import-forms.ts [--out <rulesDir>] [--data <json>]
// then `npm run rules:register` to re-stamp rules/manifest.json.
// The clock is never read: two runs on the same table give byte-identical files.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { optionValue, ruleFileValidator, toJson, writeRuleFile } from './rule-file-check.js';
import { checkSources, DATE, type TableSource } from './table-sources.js';
import { arrivesFromOutside } from './conditions.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_DATA = resolve(ROOT, 'data/forms/forms.json');
export const OUT_FILE = 'forms/generated-forms.json';
const GENERATED_BY = 'scripts/import-forms.ts';
const ALPHA3 = /^[A-Z]{3}$/;

export type Source = TableSource;
export interface Form {
  id: string;
  /** The destination; a row shared by several destinations (a union's rule) names them in `territories` instead. */
  territory: string;
  /** A form one law requires at several destinations (the EU cash declaration): one row, expanded to one record per territory (`<territory>-<id>`). Exclusive with `territory`. */
  territories?: string[];
  /** Not when the leg departs from one of these territories (moving inside a union's territory is not crossing its external border). */
  notFrom?: string[];
  /** Key below arrivalCards in the locales' forms namespace. */
  text: string;
  /** ON_ARRIVAL: lodged at the border itself (a customs cash declaration at the red channel). */
  subCategory: 'BEFORE_DEPARTURE' | 'BEFORE_ARRIVAL' | 'IN_FLIGHT' | 'ON_ARRIVAL';
  /** MAY_BE_REQUIRED only for kind CASH_DECLARATION: filed by those carrying the threshold, which a trip request does not say. */
  enforcement: 'MANDATORY' | 'OPTIONAL' | 'MAY_BE_REQUIRED';
  /** FOREIGN: foreign passports only; ALL: own nationals too. */
  who: 'FOREIGN' | 'ALL';
  exemptPassports?: string[];
  /** Only for these passports (a form the sources require of some nationalities only). Absent: every passport `who` admits. */
  onlyPassports?: string[];
  /** What is filed: an arrival card or declaration (default), a non-visa pre-travel authorisation, or an entry levy paid before arrival. */
  kind?: FormKind;
  /** Only at these airports of arrival (IATA): a form the sources tie to named airports. Absent: every entry. */
  airports?: string[];
  startDate: string | null;
  endDate: string | null;
  actions: Array<{ label: 'apply' | 'moreInformation'; url: string }>;
  status: 'COVERED' | 'PARTIAL';
  scope: string;
  note: string;
  sources: Source[];
}
/** Researched, and the sources state no arrival card is needed; PARTIAL when only part of the arrivals is answered (scope says which). */
export interface NoneRow { territories: string[]; status?: 'COVERED' | 'PARTIAL'; scope: string; sources: Source[] }
/** Destinations that have no statement yet, with the reason (what was searched and why it does not settle the answer). Data only: nothing is generated from it. */
export interface LeftOutRow { territories: string[]; reason: string }
export interface Table { readAt: string; forms: Form[]; none: NoneRow[]; leftOut?: LeftOutRow[] }

export type FormKind = 'ARRIVAL_CARD' | 'TRAVEL_AUTHORISATION' | 'LEVY' | 'CASH_DECLARATION';
/** Per kind: document type, tag, icon and slot prefix. A levy is no document, so it names no documentType. */
const KINDS: Record<FormKind, { documentTypes?: string[]; tag: string; icon: string; slot: string }> = {
  ARRIVAL_CARD: { documentTypes: ['ARRIVAL_CARD'], tag: 'arrival-card', icon: 'arrival-card', slot: 'arrival-card' },
  TRAVEL_AUTHORISATION: { documentTypes: ['TRAVEL_AUTHORISATION'], tag: 'travel-authorisation', icon: 'eta', slot: 'travel-authorisation' },
  LEVY: { tag: 'entry-levy', icon: 'fee', slot: 'entry-levy' },
  // A customs cash declaration: filed only by travellers carrying the threshold (MAY_BE_REQUIRED), so it
  // never settles a destination's arrival forms on its own (PARTIAL unless a none row answers the rest).
  CASH_DECLARATION: { tag: 'cash-declaration', icon: 'fee', slot: 'cash-declaration' },
};

/** Only conditional kinds: a destination whose forms are all of these may also have a none row (the rest) or stay left out. */
const CONDITIONAL_KINDS: ReadonlySet<FormKind> = new Set(['CASH_DECLARATION']);
const isConditional = (f: Form): boolean => CONDITIONAL_KINDS.has(f.kind ?? 'ARRIVAL_CARD');

/**
 * Whether a territory's forms answer its arrival forms in full: every form that is not conditional is COVERED.
 * A cash declaration is PARTIAL only in that it says nothing of the other forms, which a COVERED arrival card
 * or authorisation beside it answers (Guyana's E/D form); cash declarations alone never carry a territory.
 */
export function carriedByForms(fs: Form[]): boolean {
  const carrying = fs.filter((f) => !isConditional(f));
  return carrying.length > 0 && carrying.every((f) => f.status === 'COVERED');
}

/** Shared rows (`territories`) become one row per territory, id `<territory>-<id>`; single rows are unchanged. */
export function expandForms(forms: Form[], fail: (m: string) => never): Form[] {
  return forms.flatMap((f) => {
    if (f.territories === undefined) return [f];
    if (f.territory !== undefined) fail(`${f.id}: territory and territories exclude each other`);
    if (!/^[a-z]{2,}(-[a-z0-9]+)+$/.test(f.id)) fail(`${f.id}: a shared row's id is lower case with hyphens`);
    if (!f.territories.length || new Set(f.territories).size !== f.territories.length) fail(`${f.id}: territories must be distinct and not empty`);
    return f.territories.map((t) => {
      const { territories: _shared, ...row } = f;
      return { ...row, id: `${t.toLowerCase()}-${f.id}`, territory: t };
    });
  });
}

const BASE_SCOPE =
  'Arrival cards, pre-arrival registrations and traveller declarations that every arriving traveller (or every foreign traveller) files; customs declarations needed only for goods above the allowances are not covered.';

/** Territories already answered by a hand-authored ARRIVAL_FORMS statement in rules/forms. */
export function handAuthoredTerritories(dir = join(ROOT, 'rules/forms')): Set<string> {
  const out = new Set<string>();
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json') && !n.startsWith('generated-'))) {
    const file = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { coverage?: Array<{ topic: string; territories: string[] }> };
    for (const c of file.coverage ?? []) if (c.topic === 'ARRIVAL_FORMS') for (const t of c.territories) out.add(t);
  }
  return out;
}

export function check(table: Table, handAuthored: Set<string>): void {
  const fail = (m: string): never => { throw new Error(`data/forms/forms.json: ${m}`); };
  if (!DATE.test(table.readAt)) fail('readAt must be YYYY-MM-DD');
  const ids = new Set<string>();
  const territories = new Set<string>();
  const forms = expandForms(table.forms, fail);
  for (const f of forms) {
    if (!/^[a-z]{3}(-[a-z0-9]+)+$/.test(f.id) || !f.id.startsWith(f.territory.toLowerCase())) fail(`${f.id}: id is <territory>-<name> in lower case`);
    if (ids.has(f.id)) fail(`${f.id}: listed twice`);
    ids.add(f.id);
    if (!ALPHA3.test(f.territory)) fail(`${f.id}: bad territory ${f.territory}`);
    if (handAuthored.has(f.territory)) fail(`${f.id}: ${f.territory} is already answered by a hand-authored file in rules/forms`);
    territories.add(f.territory);
    if (!/^[a-z]{3}[A-Za-z0-9]*$/.test(f.text)) fail(`${f.id}: text is a key below arrivalCards`);
    if (!['BEFORE_DEPARTURE', 'BEFORE_ARRIVAL', 'IN_FLIGHT', 'ON_ARRIVAL'].includes(f.subCategory)) fail(`${f.id}: bad subCategory`);
    if (isConditional(f) ? f.enforcement !== 'MAY_BE_REQUIRED' : f.enforcement !== 'MANDATORY' && f.enforcement !== 'OPTIONAL') fail(`${f.id}: enforcement is MANDATORY or OPTIONAL (MAY_BE_REQUIRED for a cash declaration, and only there)`);
    if (isConditional(f) && f.status !== 'PARTIAL') fail(`${f.id}: a cash declaration alone never answers a destination's arrival forms: status PARTIAL`);
    if (f.notFrom !== undefined && (!f.notFrom.length || f.notFrom.some((p) => !ALPHA3.test(p)) || !f.notFrom.includes(f.territory))) fail(`${f.id}: notFrom lists alpha-3 codes, the form's own territory among them`);
    if (f.who !== 'FOREIGN' && f.who !== 'ALL') fail(`${f.id}: who is FOREIGN or ALL`);
    for (const p of f.exemptPassports ?? []) if (!ALPHA3.test(p) || p === f.territory) fail(`${f.id}: bad exempt passport ${p}`);
    if (f.onlyPassports !== undefined && (!f.onlyPassports.length || f.onlyPassports.some((p) => !ALPHA3.test(p) || p === f.territory))) fail(`${f.id}: onlyPassports are foreign alpha-3 codes`);
    if (f.onlyPassports?.length && f.exemptPassports?.length) fail(`${f.id}: onlyPassports and exemptPassports exclude each other`);
    if (f.kind !== undefined && !(f.kind in KINDS)) fail(`${f.id}: kind is ${Object.keys(KINDS).join(', ')}`);
    if (f.airports !== undefined && (!f.airports.length || f.airports.some((a) => !/^[A-Z]{3}$/.test(a)))) fail(`${f.id}: airports are IATA codes`);
    for (const d of [f.startDate, f.endDate]) if (d !== null && !DATE.test(d)) fail(`${f.id}: dates are YYYY-MM-DD or null`);
    if (f.startDate && f.endDate && f.endDate < f.startDate) fail(`${f.id}: endDate before startDate`);
    if (!f.actions.length) fail(`${f.id}: at least one official link`);
    for (const a of f.actions) if (!a.url.startsWith('https://') || (a.label !== 'apply' && a.label !== 'moreInformation')) fail(`${f.id}: actions are apply/moreInformation with an https url`);
    if (f.status !== 'COVERED' && f.status !== 'PARTIAL') fail(`${f.id}: status is COVERED or PARTIAL`);
    if (!f.scope || !f.note) fail(`${f.id}: scope and note are required`);
    checkSources(f.id, f.sources, fail);
  }
  // Territories whose forms are all conditional (a cash declaration): a none row may answer the rest of them.
  const whereEveryForm = (ok: (f: Form) => boolean) => new Set([...territories].filter((t) => forms.filter((f) => f.territory === t).every(ok)));
  const conditionalOnly = whereEveryForm(isConditional);
  // A none row answers the mandatory forms, so it may also stand beside OPTIONAL forms (Viet Nam's digital arrival card,
  // encouraged, not required: formsas); a MANDATORY form still contradicts it.
  const noneAllowed = whereEveryForm((f) => isConditional(f) || f.enforcement === 'OPTIONAL');
  const noneRow = new Set<string>();
  for (const n of table.none) {
    const name = `none ${n.territories.join(',')}`;
    if (!n.territories.length || !n.scope) fail(`${name}: territories and scope are required`);
    if (n.status !== undefined && n.status !== 'COVERED' && n.status !== 'PARTIAL') fail(`${name}: status is COVERED or PARTIAL`);
    for (const t of n.territories) {
      if (!ALPHA3.test(t)) fail(`${name}: bad territory ${t}`);
      if ((territories.has(t) && !noneAllowed.has(t)) || handAuthored.has(t)) fail(`${name}: ${t} has a mandatory form, it cannot also be NONE_REQUIRED (only cash declarations and OPTIONAL forms may stand beside a none row)`);
      if (noneRow.has(t)) fail(`${name}: ${t} is in two none rows`);
      noneRow.add(t);
      territories.add(t);
    }
    checkSources(name, n.sources, fail);
  }
  // A left-out destination is one the table does not answer: never also a form or a none row, never listed twice.
  const leftOut = new Set<string>();
  for (const l of table.leftOut ?? []) {
    const name = `leftOut ${l.territories?.join(',')}`;
    if (!l.territories?.length || !l.reason?.trim()) fail(`${name}: territories and reason are required`);
    for (const t of l.territories) {
      if (!ALPHA3.test(t)) fail(`${name}: bad territory ${t}`);
      // A destination with only a cash declaration is still unsettled for arrival cards: it may stay left out, with the reason.
      if ((territories.has(t) && !(conditionalOnly.has(t) && !noneRow.has(t))) || handAuthored.has(t)) fail(`${name}: ${t} has a statement, it cannot also be left out`);
      if (leftOut.has(t)) fail(`${name}: ${t} is left out twice`);
      leftOut.add(t);
    }
  }
}

function record(f: Form, createdAt: string): Record<string, unknown> {
  const kind = KINDS[f.kind ?? 'ARRIVAL_CARD'];
  return {
    id: f.id,
    type: 'PROCEDURE',
    text: `forms:arrivalCards.${f.text}`,
    location: f.territory,
    category: 'DOC_REQUIRED',
    subCategory: f.subCategory,
    enforcement: f.enforcement,
    ...(kind.documentTypes ? { documentTypes: kind.documentTypes } : {}),
    tags: [kind.tag],
    travelPurposes: ['TOURISM', 'BUSINESS'],
    actions: f.actions,
    sources: f.sources,
    createdAt,
    lastUpdatedAt: createdAt,
    startDate: f.startDate,
    endDate: f.endDate,
    icon: kind.icon,
  };
}

function rule(f: Form): Record<string, unknown> {
  const who = f.who === 'FOREIGN' ? 'a foreign passport' : 'every passport, own nationals included';
  const from = f.notFrom?.length ? `; not when arriving from ${f.notFrom.length} territories of the same union` : '';
  const exempt = `${from}${f.exemptPassports?.length ? `; ${f.exemptPassports.join(', ')} passports exempt` : ''}${f.onlyPassports?.length ? `; only ${f.onlyPassports.join(', ')} passports` : ''}${f.airports?.length ? `; only on arrival at ${f.airports.join(', ')}` : ''}`;
  return {
    id: `forms-${f.id}`,
    description: `${f.id} (${f.enforcement}, ${f.subCategory}) at every ENTRY into ${f.territory} of ${who}${exempt}${f.startDate ? `, from ${f.startDate}` : ''}.`,
    priority: 10,
    conditions: {
      all: [
        { fact: 'checkpointKind', operator: 'equal', value: 'ENTRY' },
        { fact: 'territory', operator: 'equal', value: f.territory },
        ...(f.who === 'FOREIGN' ? [{ fact: 'ownNationality', operator: 'equal', value: false }] : []),
        ...(f.exemptPassports?.length ? [{ fact: 'passport', operator: 'notIn', value: [...f.exemptPassports].sort() }] : []),
        ...(f.onlyPassports?.length ? [{ fact: 'passport', operator: 'in', value: [...f.onlyPassports].sort() }] : []),
        ...(f.airports?.length ? [{ fact: 'airport', operator: 'in', value: [...f.airports].sort() }] : []),
        ...(f.notFrom?.length ? [arrivesFromOutside([...f.notFrom].sort())] : []),
      ],
    },
    event: { type: 'PROCEDURE', params: { id: f.id, group: 'DOCUMENTS_AND_FORMS', slot: `${KINDS[f.kind ?? 'ARRIVAL_CARD'].slot}-${f.territory.toLowerCase()}` } },
  };
}

export function buildFile(table: Table, handAuthored: Set<string> = handAuthoredTerritories()): Record<string, unknown> {
  check(table, handAuthored);
  const createdAt = `${table.readAt}T00:00:00Z`;
  const forms = expandForms(table.forms, (m) => { throw new Error(m); }).sort((a, b) => a.id.localeCompare(b.id));
  const byTerritory = [...new Set(forms.map((f) => f.territory))].sort();
  // A none row's territory that also has a (conditional) cash declaration gets one REQUIREMENTS statement:
  // the declaration fires for those carrying the threshold, the none row answers the rest (and sets the status).
  const noneOf = new Map(table.none.flatMap((n) => n.territories.map((t) => [t, n] as const)));
  const coverage = [
    ...byTerritory.map((t) => {
      const fs = forms.filter((f) => f.territory === t);
      const none = noneOf.get(t);
      return {
        topic: 'ARRIVAL_FORMS',
        territories: [t],
        status: none ? none.status ?? 'COVERED' : carriedByForms(fs) ? 'COVERED' : 'PARTIAL',
        finding: 'REQUIREMENTS',
        scope: `${BASE_SCOPE} Researched: ${fs.map((f) => f.scope).join(' ')}${none ? ` ${none.scope}` : ''}`,
        sources: [...fs.flatMap((f) => f.sources), ...(none?.sources ?? [])],
      };
    }),
    ...[...table.none]
      .map((n) => ({ ...n, territories: n.territories.filter((t) => !byTerritory.includes(t)) }))
      .filter((n) => n.territories.length > 0)
      .sort((a, b) => a.territories[0]!.localeCompare(b.territories[0]!))
      .map((n) => ({ topic: 'ARRIVAL_FORMS', territories: n.territories, status: n.status ?? 'COVERED', finding: 'NONE_REQUIRED', scope: `${BASE_SCOPE} ${n.scope}`, sources: n.sources })),
  ];
  return {
    $schema: '../../schemas/rule-file.schema.json',
    schemaVersion: 1,
    description:
      `GENERATED by ${GENERATED_BY} from data/forms/forms.json: ${forms.length} arrival card(s) and pre-arrival registration(s) (${byTerritory.join(', ')}) at ENTRY only, ` +
      `and the ARRIVAL_FORMS coverage statements of ${new Set([...byTerritory, ...noneOf.keys()]).size} destinations (NONE_REQUIRED where the sources state no card is needed). ` +
      'Do not edit by hand: edit the data file and re-run npx tsx scripts/import-forms.ts.',
    provenance: {
      kind: 'generated',
      generatedBy: GENERATED_BY,
      dataset: 'data/forms/forms.json (sources per form, see each record\'s sources and the data file\'s notes)',
      datasetDate: table.readAt,
    },
    coverage,
    procedures: forms.map((f) => record(f, createdAt)),
    rules: forms.map(rule),
  };
}

export { toJson };

export function run(opts: { data: string; out: string }): string {
  const table = JSON.parse(readFileSync(opts.data, 'utf8')) as Table;
  const content = buildFile(table, handAuthoredTerritories(join(opts.out, 'forms')));
  return writeRuleFile(ruleFileValidator(ROOT), opts.out, OUT_FILE, content);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const opt = (name: string): string | undefined => optionValue(process.argv.slice(2), name);
  const path = run({ data: resolve(opt('--data') ?? DEFAULT_DATA), out: resolve(opt('--out') ?? join(ROOT, 'rules')) });
  process.stdout.write(`wrote ${path}\nnow run: npm run rules:register (re-stamps rules/manifest.json)\n`);
}
