// Generates rules/transit/generated-airside.json (airside transit at hubs with no other TRANSIT
// statement) from the sourced table data/transit/transit-airside.json, then registers the ruleset
// (npm run rules:register: manifest, revision, digest, stamp).
//
// Per hub (territory T), every rule in slot `visa` of an airside TRANSIT checkpoint at T:
//   priority 10  NOT_REQUIRED "no visa to stay airside": every passport but T's own, at the airports the
//                source names (all of T's when `airports` is null), within `maxHours` when one is stated;
//   priority  9  MAY_BE_REQUIRED at T's other airports (only when `airports` is given: the source is silent there);
//   priority  9  MAY_BE_REQUIRED when the flight in or out links T with a territory in `routesWithoutBorderControl`
//                (flights a source calls internal, without border control: the passenger never reaches the
//                international transit area the no-visa statement speaks of, so it does not answer them);
//   priority 12  MAY_BE_REQUIRED for `mayNeedVisa` passports: official texts suggest they may be excepted from the
//                no-visa statement, but no current text settles it (New Caledonia: France's airport transit visa
//                nationalities), so they never get "no visa";
//   priority 12  MANDATORY for each requirement's passports (with its airports / next territories / start date),
//                so an excepted nationality never gets the hub's "no visa" answer;
//   priority 16/15 document exemptions of a requirement (as the UK and Schengen transit files): documents not
//                given -> MAY_BE_REQUIRED, an exempting visa -> NOT_REQUIRED, a residence permit that exempts
//                only of a kind the request cannot tell (permanent residence) -> MAY_BE_REQUIRED.
// Each hub states TRANSIT coverage (COVERED, REQUIREMENTS) with its scope and sources.
// The table is validated first: a hub or requirement whose sources are missing, not https, without tier,
// read date or note, or only a dataset (no official or quoted source) is refused.
// Run: npm run import:transit-airside [-- --data <json>] [--out <rulesDir>]. The clock is never read.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeRegistration, registerRules } from './register-rules.js';
import { optionValue, ruleFileValidator, writeRuleFile } from './rule-file-check.js';
import { checkSources, DATE, type TableSource } from './table-sources.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_DATA = resolve(ROOT, 'data/transit/transit-airside.json');
const GENERATED_BY = 'scripts/import-transit-airside.ts';
const DATASET = 'data/transit/transit-airside.json';
const OUT_FILE = 'transit/generated-airside.json';
const NAMESPACE = 'transitAirside';
const ALPHA3 = /^[A-Z]{3}$/;
const IATA = /^[A-Z0-9]{3}$/;
const TEXT_KEY = /^[a-z]{3}(\.[A-Za-z]+)?$/;

interface Exemptions { visaIssuers: string[]; residenceIssuers?: string[]; conditionalResidenceIssuers?: string[]; note: string }
export interface Requirement {
  id: string;
  text: string;
  documentType: string;
  passports: string[];
  from?: string;
  airports?: string[];
  nextTerritories?: string[];
  exemptions?: Exemptions;
  sources: TableSource[];
}
/** Passports the no-visa statement may not cover, per `sources` (no current text settles them): MAY_BE_REQUIRED. */
export interface MayNeedVisa { passports: string[]; note: string; sources: TableSource[] }
/** Territories whose flights to and from the hub have no border control, per `sources` (Belarus and Russia). */
export interface UncontrolledRoutes { territories: string[]; note: string; sources: TableSource[] }
export interface Hub {
  territory: string;
  text: string;
  airports: string[] | null;
  maxHours: number | null;
  scope: string;
  sources: TableSource[];
  routesWithoutBorderControl?: UncontrolledRoutes;
  mayNeedVisa?: MayNeedVisa;
  requirements: Requirement[];
}
export interface Table { description: string; readAt: string; hubs: Hub[]; leftOut: unknown[] }

type Leaf = { fact: string; operator: string; value: unknown };
type Condition = Leaf | { all: Condition[] } | { any: Condition[] };
type Enforcement = 'MANDATORY' | 'MAY_BE_REQUIRED' | 'NOT_REQUIRED';

const fail = (m: string): never => {
  throw new Error(`${DATASET}: ${m}`);
};
const codes = (name: string, list: unknown, re: RegExp): void => {
  if (!Array.isArray(list) || list.length === 0 || !list.every((c) => typeof c === 'string' && re.test(c))) fail(`${name}: a non-empty list of codes`);
};
// A dataset may list passports, never settle a rule alone: some source must be official or quote one.
const officialOrQuoted = (name: string, sources: TableSource[]): void => {
  checkSources(name, sources, fail);
  if (!sources.some((s) => s.tier !== 'DATASET')) fail(`${name}: needs an official source or a report quoting one, not only a dataset`);
};

/** Refuses the table at its first problem (see the file comment). */
export function validateTable(t: Table): void {
  if (!DATE.test(t.readAt)) fail('readAt must be YYYY-MM-DD');
  const seen = new Set<string>();
  for (const h of t.hubs) {
    const name = `hub ${h.territory}`;
    if (!ALPHA3.test(h.territory) || seen.has(h.territory)) fail(`${name}: territory must be a unique alpha-3 code`);
    seen.add(h.territory);
    if (!TEXT_KEY.test(h.text)) fail(`${name}: text must be a key like "abc"`);
    if (h.airports !== null) codes(`${name} airports`, h.airports, IATA);
    if (h.maxHours !== null && !(typeof h.maxHours === 'number' && h.maxHours > 0)) fail(`${name}: maxHours must be null or > 0`);
    if (!h.scope) fail(`${name}: scope`);
    officialOrQuoted(name, h.sources);
    const u = h.routesWithoutBorderControl;
    if (u !== undefined) {
      codes(`${name} routesWithoutBorderControl`, u.territories, ALPHA3);
      if (u.territories.includes(h.territory) || !u.note) fail(`${name}: routesWithoutBorderControl names other territories, with a note`);
      officialOrQuoted(`${name} routesWithoutBorderControl`, u.sources);
    }
    const m = h.mayNeedVisa;
    if (m !== undefined) {
      codes(`${name} mayNeedVisa`, m.passports, ALPHA3);
      if (m.passports.includes(h.territory) || !m.note) fail(`${name}: mayNeedVisa names other nationalities, with a note`);
      if (h.requirements.some((r) => r.passports.some((p) => m.passports.includes(p)))) fail(`${name}: mayNeedVisa and a requirement name the same passport`);
      officialOrQuoted(`${name} mayNeedVisa`, m.sources);
    }
    for (const r of h.requirements) {
      const rn = `${name} requirement ${r.id}`;
      if (!r.id.startsWith(`${h.territory.toLowerCase()}-transit-`)) fail(`${rn}: id must start with ${h.territory.toLowerCase()}-transit-`);
      if (!TEXT_KEY.test(r.text) || !/^[A-Z][A-Z0-9_]*$/.test(r.documentType)) fail(`${rn}: text key and documentType`);
      codes(`${rn} passports`, r.passports, ALPHA3);
      if (r.passports.includes(h.territory)) fail(`${rn}: lists the hub's own nationality`);
      if (r.from !== undefined && !DATE.test(r.from)) fail(`${rn}: from must be YYYY-MM-DD`);
      if (r.airports !== undefined) codes(`${rn} airports`, r.airports, IATA);
      if (r.nextTerritories !== undefined) codes(`${rn} nextTerritories`, r.nextTerritories, ALPHA3);
      if (r.exemptions) {
        codes(`${rn} visaIssuers`, r.exemptions.visaIssuers, ALPHA3);
        if (r.exemptions.residenceIssuers) codes(`${rn} residenceIssuers`, r.exemptions.residenceIssuers, ALPHA3);
        if (r.exemptions.conditionalResidenceIssuers) codes(`${rn} conditionalResidenceIssuers`, r.exemptions.conditionalResidenceIssuers, ALPHA3);
      }
      officialOrQuoted(rn, r.sources);
    }
  }
}

const leaf = (fact: string, operator: string, value: unknown): Leaf => ({ fact, operator, value });
const event = (id: string) => ({ type: 'PROCEDURE', params: { id, group: 'VISA_REQUIREMENTS', slot: 'visa' } });
// Sources cited by several rows of a hub are stated once.
const distinct = (...lists: TableSource[][]): TableSource[] => [...new Map(lists.flat().map((s) => [JSON.stringify(s), s])).values()];

function record(t: Table, territory: string, id: string, text: string, enforcement: Enforcement, sources: TableSource[], extra: { documentType?: string; included?: string[]; startDate?: string; subCategory?: string } = {}) {
  const visa = enforcement !== 'NOT_REQUIRED';
  const stamp = `${t.readAt}T00:00:00Z`;
  return {
    id,
    type: 'PROCEDURE',
    text: `${NAMESPACE}:${text}`,
    location: territory,
    category: visa ? 'VISA' : 'NO_VISA',
    subCategory: extra.subCategory ?? (visa ? 'BEFORE_DEPARTURE' : 'IN_AIRPORT'),
    enforcement,
    documentTypes: visa ? [extra.documentType ?? 'VISA'] : [],
    tags: ['transit', visa ? 'transit-visa' : 'visa-free-transit'],
    travelPurposes: ['TRANSIT'],
    ...(extra.included ? { included: extra.included } : {}),
    sources,
    createdAt: stamp,
    lastUpdatedAt: stamp,
    startDate: extra.startDate ?? null,
    endDate: null,
  };
}

function hubRules(t: Table, h: Hub) {
  const T = h.territory;
  const lc = T.toLowerCase();
  const at: Condition[] = [leaf('checkpointKind', 'equal', 'TRANSIT'), leaf('territory', 'equal', T), leaf('passport', 'notIn', [T])];
  // Passports a requirement names whatever the route never get "no visa" (not even before its start date).
  const alwaysListed = [...new Set([...h.requirements.filter((r) => !r.airports && !r.nextTerritories).flatMap((r) => r.passports), ...(h.mayNeedVisa?.passports ?? [])])].sort();
  const procedures: ReturnType<typeof record>[] = [];
  const rules: { id: string; description: string; priority: number; conditions: { all: Condition[] }; event: ReturnType<typeof event> }[] = [];
  const add = (rec: ReturnType<typeof record>, description: string, priority: number, all: Condition[]) => {
    procedures.push(rec);
    rules.push({ id: `rule-${rec.id}`, description, priority, conditions: { all }, event: event(rec.id) });
  };
  const named = h.airports ? [leaf('airport', 'in', h.airports)] : [];
  const hours = h.maxHours !== null ? [leaf('layoverHours', 'lessThanInclusive', h.maxHours)] : [];
  const u = h.routesWithoutBorderControl;
  const controlled = u ? [leaf('previousTerritory', 'notIn', u.territories), leaf('nextTerritory', 'notIn', u.territories)] : [];
  add(record(t, T, `${lc}-transit-airside`, `${h.text}.airside`, 'NOT_REQUIRED', h.sources),
    `Airside transit in ${T}${h.airports ? ` at ${h.airports.join(', ')}` : ''}${h.maxHours !== null ? ` of up to ${h.maxHours} hours` : ''}${u ? `, not from or to ${u.territories.join(', ')}` : ''}: no visa to stay in the transit area (nationalities excepted below get their requirement, priority 12).`,
    10, [...at, ...named, ...hours, ...controlled, ...(alwaysListed.length ? [leaf('passport', 'notIn', alwaysListed)] : [])]);
  if (u) {
    add(record(t, T, `${lc}-transit-uncontrolled-route`, `${h.text}.uncontrolledRoute`, 'MAY_BE_REQUIRED', u.sources),
      `Transit in ${T} from or to ${u.territories.join(', ')}: ${u.note}`,
      9, [...at, { any: [leaf('previousTerritory', 'in', u.territories), leaf('nextTerritory', 'in', u.territories)] }]);
  }
  const m = h.mayNeedVisa;
  if (m) {
    add(record(t, T, `${lc}-transit-may-need-visa`, `${h.text}.mayNeedVisa`, 'MAY_BE_REQUIRED', m.sources, { included: m.passports }),
      `Airside transit in ${T} for ${m.passports.length} nationalities the no-visa statement may not cover: ${m.note}`,
      12, [...at, ...named, leaf('passport', 'in', m.passports)]);
  }
  if (h.airports) {
    add(record(t, T, `${lc}-transit-other-airport`, `${h.text}.otherAirport`, 'MAY_BE_REQUIRED', h.sources),
      `Airside transit in ${T} at an airport the source does not name: it may need a visa (the source is silent).`,
      9, [...at, leaf('airport', 'notIn', h.airports)]);
  }
  for (const r of h.requirements) {
    const base: Condition[] = [
      ...at,
      ...named,
      leaf('passport', 'in', r.passports),
      ...(r.airports ? [leaf('airport', 'in', r.airports)] : []),
      ...(r.nextTerritories ? [leaf('nextTerritory', 'in', r.nextTerritories)] : []),
    ];
    const opts = { documentType: r.documentType, included: r.passports, ...(r.from ? { startDate: r.from } : {}) };
    const where = `${r.airports ? ` at ${r.airports.join(', ')}` : ''}${r.nextTerritories ? ` flying on to ${r.nextTerritories.join(', ')}` : ''}${r.from ? ` from ${r.from}` : ''}`;
    add(record(t, T, r.id, r.text, 'MANDATORY', r.sources, opts), `Listed nationalities in airside transit in ${T}${where}: ${r.documentType} needed.`, 12, base);
    const x = r.exemptions;
    if (!x) continue;
    add(record(t, T, `${r.id}-undisclosed`, `${r.text}Undisclosed`, 'MAY_BE_REQUIRED', r.sources, opts),
      'Documents held not given: an exemption by a held visa or residence permit may apply (MAY_BE_REQUIRED, exemptions in more).',
      16, [...base, leaf('documentsDisclosed', 'equal', false)]);
    const exempting: Condition[] = [leaf('visasHeld', 'intersects', x.visaIssuers), ...(x.residenceIssuers ? [leaf('residencePermitsHeld', 'intersects', x.residenceIssuers)] : [])];
    add(record(t, T, `${r.id}-exempt`, `${r.text}Exempt`, 'NOT_REQUIRED', r.sources, opts),
      `Exempt: a valid visa of ${x.visaIssuers.join(', ')}${x.residenceIssuers ? ` or a residence permit of ${x.residenceIssuers.join(', ')}` : ''}.`,
      16, [...base, leaf('documentsDisclosed', 'equal', true), exempting.length === 1 ? exempting[0]! : { any: exempting }]);
    if (x.conditionalResidenceIssuers) {
      add(record(t, T, `${r.id}-may-be-exempt`, `${r.text}MayBeExempt`, 'MAY_BE_REQUIRED', r.sources, opts),
        `${x.note} (residence permits of ${x.conditionalResidenceIssuers.join(', ')}).`,
        15, [...base, leaf('documentsDisclosed', 'equal', true), leaf('residencePermitsHeld', 'intersects', x.conditionalResidenceIssuers)]);
    }
  }
  return { procedures, rules };
}

/** The generated rule file (pure: the same table gives the same object). */
export function buildFile(t: Table) {
  validateTable(t);
  const parts = t.hubs.map((h) => hubRules(t, h));
  return {
    $schema: '../../schemas/rule-file.schema.json',
    schemaVersion: 1,
    description: `Airside transit at hubs with no other TRANSIT statement (${t.hubs.map((h) => h.territory).join(', ')}): where the sources say no visa is needed to stay in the transit area, a NOT_REQUIRED record, and the nationalities they except with their transit visa. GENERATED by ${GENERATED_BY} from ${DATASET}: do not edit by hand.`,
    provenance: {
      kind: 'generated',
      generatedBy: GENERATED_BY,
      dataset: DATASET,
      datasetDate: t.readAt,
      notes: `Generated ${t.readAt} by ${GENERATED_BY} from ${DATASET}; do not edit by hand. Hubs searched and not settled are in the table's leftOut, with what was searched. ${t.hubs.map((h) => `${h.territory}: ${h.scope}`).join(' ')}`,
    },
    coverage: t.hubs.map((h) => ({
      topic: 'TRANSIT',
      territories: [h.territory],
      status: 'COVERED',
      finding: 'REQUIREMENTS',
      scope: h.scope,
      // The statement cites the official and reported sources; the matrix only lists a category's passports.
      sources: distinct(h.sources, h.routesWithoutBorderControl?.sources ?? [], h.mayNeedVisa?.sources ?? [], ...h.requirements.map((r) => r.sources)).filter((s) => s.tier !== 'DATASET'),
    })),
    procedures: parts.flatMap((p) => p.procedures),
    rules: parts.flatMap((p) => p.rules),
  };
}

export function run(opts: { data: string; out: string }): string {
  const table = JSON.parse(readFileSync(opts.data, 'utf8')) as Table;
  return writeRuleFile(ruleFileValidator(ROOT), opts.out, OUT_FILE, buildFile(table));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const opt = (name: string): string | undefined => optionValue(process.argv.slice(2), name);
  const out = resolve(opt('--out') ?? join(ROOT, 'rules'));
  const written = run({ data: resolve(opt('--data') ?? DEFAULT_DATA), out });
  process.stdout.write(`wrote ${written}\n${describeRegistration(registerRules({ dir: out }))}\n`);
}
