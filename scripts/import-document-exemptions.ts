// Generates rules/exemptions/document-exemptions.json and its rule tests
// rules/tests/document-exemptions.test.json from one sourced table, data/exemptions/document-exemptions.json:
// destinations that waive their visa (or grant a visa on arrival or an e-visa) to passports that
// otherwise need one when the traveller holds a visa or residence permit of a listed issuer
// (Timatic's "visa exemption for holders of ..."). Every row becomes, in slot `visa` (ENTRY only,
// priority 15, above the matrix and below dated changes):
//   - documents disclosed and one qualifies  -> the granted answer (no visa, visa on arrival, e-visa);
//   - no documents disclosed                 -> MAY_BE_REQUIRED, the text naming the exemption, where the
//     exemption waives the visa or the matrix asks for a visa before travel; where the matrix already
//     gives an e-visa or visa on arrival, that answer stands and a note (ADDITIONAL_INFORMATION) names
//     the option;
//   - documents disclosed, none qualifies    -> nothing here: the visa-matrix answer stands.
// The rule tests are derived from the table (a passport of the row, its first listed issuer, and an
// issuer it does not list), so every generated rule is fired and a non-qualifying document is checked;
// the held document is also tested expired the day before entry and expiring on the day of entry.
// Deterministic: dates come from the table, never the clock.
//
// Run: npm run import:document-exemptions   (then npm run rules:register)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { matrixPassports, MATRIX } from './import-visa-changes.js';
import { addDays } from '../src/facts/dates.js';
import type { PortalLink } from '../src/prices/links.js';
import { readPortals as readPortalTable } from './import-passport-index.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const TABLE = 'data/exemptions/document-exemptions.json';
export const OUT = 'exemptions/document-exemptions.json';
export const TESTS = 'tests/document-exemptions.test.json';
export const PORTALS = 'data/links/official-portals.json';

/** Issuer groups the table may name instead of listing states. */
export const GROUPS: Record<string, string[]> = {
  SCHENGEN: ['AUT', 'BEL', 'BGR', 'CHE', 'CZE', 'DEU', 'DNK', 'ESP', 'EST', 'FIN', 'FRA', 'GRC', 'HRV', 'HUN', 'ISL', 'ITA', 'LIE', 'LTU', 'LUX', 'LVA', 'MLT', 'NLD', 'NOR', 'POL', 'PRT', 'ROU', 'SVK', 'SVN', 'SWE'],
  EU: ['AUT', 'BEL', 'BGR', 'CYP', 'CZE', 'DEU', 'DNK', 'ESP', 'EST', 'FIN', 'FRA', 'GRC', 'HRV', 'HUN', 'IRL', 'ITA', 'LTU', 'LUX', 'LVA', 'MLT', 'NLD', 'POL', 'PRT', 'ROU', 'SVK', 'SVN', 'SWE'],
};

type Source = { type: string; title: string; url: string; tier: string; readAt: string; [k: string]: unknown };
export type Grant = 'NO_VISA' | 'VISA_ON_ARRIVAL' | 'E_VISA' | 'ETA';
export interface Exemption {
  id: string;
  /** The locale key: texts under exemptions:doc.<key>.granted / .unknown. */
  key: string;
  destination: string;
  grants: Grant;
  days?: number;
  /** A temporary scheme: its first and last day (records outside them do not apply; the matrix answer stands). */
  startDate?: string;
  endDate?: string;
  /** An explicit list, or every passport the matrix answers as listed, less `except` (a nationality the source excludes). */
  passports: string[] | { matrix: string[]; except?: string[] };
  visas: string[];
  residencePermits: string[];
  scope: string;
  sources: Source[];
}
export interface ExemptionsTable { readAt: string; exemptions: Exemption[] }

const GRANT: Record<Grant, { category: string; subCategory?: string; enforcement: string; documentTypes: string[]; tags: string[]; icon: string }> = {
  NO_VISA: { category: 'NO_VISA', enforcement: 'NOT_REQUIRED', documentTypes: [], tags: ['visa-free', 'visa-exemption-document'], icon: 'no-visa' },
  VISA_ON_ARRIVAL: { category: 'VISA', subCategory: 'ON_ARRIVAL', enforcement: 'MANDATORY', documentTypes: ['VISA'], tags: ['visa-on-arrival', 'visa-exemption-document'], icon: 'visa' },
  E_VISA: { category: 'VISA', subCategory: 'BEFORE_DEPARTURE', enforcement: 'MANDATORY', documentTypes: ['E_VISA'], tags: ['e-visa', 'visa-exemption-document'], icon: 'visa' },
  ETA: { category: 'DOC_REQUIRED', subCategory: 'BEFORE_DEPARTURE', enforcement: 'MANDATORY', documentTypes: ['ETA'], tags: ['eta', 'visa-exemption-document'], icon: 'eta' },
};

/** Expands SCHENGEN / EU and sorts; refuses anything that is not an alpha-3 code. */
export function expandIssuers(tokens: string[]): string[] {
  const out = new Set<string>();
  for (const t of tokens) {
    const group = GROUPS[t];
    if (group) for (const c of group) out.add(c);
    else if (/^[A-Z]{3}$/.test(t)) out.add(t);
    else throw new Error(`unknown issuer ${t}`);
  }
  return [...out].sort();
}

// The matrix is parsed once per CSV text, not once per exemption and test case (the generated
// tests ask for every row's answers several times per passport).
let parsed: { csvText: string; byDestination: Map<string, Map<string, string>> } | undefined;

/** Matrix answers by passport for one destination ("visa required", "e-visa", "90", ...). */
export function matrixAnswers(csvText: string, destination: string): Map<string, string> {
  if (parsed?.csvText !== csvText) {
    const byDestination = new Map<string, Map<string, string>>();
    for (const line of csvText.split('\n').slice(1)) {
      const [p, d, v] = line.split(',');
      if (!p || !d || !v) continue;
      const answers = byDestination.get(d) ?? new Map<string, string>();
      answers.set(p, v.trim());
      byDestination.set(d, answers);
    }
    parsed = { csvText, byDestination };
  }
  return new Map(parsed.byDestination.get(destination));
}

export function passportsOf(e: Exemption, csvText: string): string[] {
  if (Array.isArray(e.passports)) return [...e.passports].sort();
  const wanted = new Set(e.passports.matrix);
  const excluded = new Set(e.passports.except ?? []);
  return [...matrixAnswers(csvText, e.destination)].filter(([p, v]) => p !== e.destination && wanted.has(v) && !excluded.has(p)).map(([p]) => p).sort();
}

/** Passports answered MAY_BE_REQUIRED without documents, and those whose matrix answer stands with a note. */
export function splitWithoutDocuments(e: Exemption, passports: string[], csvText: string): { unknown: string[]; possible: string[] } {
  if (e.grants === 'NO_VISA') return { unknown: passports, possible: [] };
  const answers = matrixAnswers(csvText, e.destination);
  const unknown = passports.filter((p) => answers.get(p) === 'visa required');
  return { unknown, possible: passports.filter((p) => !unknown.includes(p)) };
}

/**
 * `portals`: the official e-visa portals (data/links/official-portals.json by "DEST|e-visa"). An
 * e-visa record of this file stands in for the matrix's e-visa record of the same destination, so it
 * carries the same official application link and the sources that name it (issue 28).
 */
export function build(table: ExemptionsTable, csvText: string, portals: Map<string, PortalLink> = new Map()): { file: Record<string, unknown>; tests: Record<string, unknown> } {
  const stamp = `${table.readAt}T00:00:00Z`;
  const known = new Set(matrixPassports(csvText));
  const procedures: Record<string, unknown>[] = [];
  const rules: Record<string, unknown>[] = [];
  const coverage: Record<string, unknown>[] = [];
  const cases: Record<string, unknown>[] = [];
  const ids = new Set<string>();
  for (const e of table.exemptions) {
    if (ids.has(e.id)) throw new Error(`duplicate exemption ${e.id}`);
    ids.add(e.id);
    if (!e.sources.length) throw new Error(`${e.id}: an exemption needs sources`);
    if (e.startDate && e.endDate && e.startDate > e.endDate) throw new Error(`${e.id}: startDate after endDate`);
    const passports = passportsOf(e, csvText);
    if (!passports.length) throw new Error(`${e.id}: no passport`);
    for (const p of passports) if (!known.has(p)) throw new Error(`${e.id}: ${p} is not a matrix passport`);
    const visas = expandIssuers(e.visas);
    const permits = expandIssuers(e.residencePermits);
    if (!visas.length && !permits.length) throw new Error(`${e.id}: no qualifying document`);
    const grant = GRANT[e.grants];
    const portal = portals.get(`${e.destination}|e-visa`);
    const withPortal = (documentTypes: string[]): Record<string, unknown> => portal && documentTypes.includes('E_VISA')
      ? { actions: [{ label: 'apply', url: portal.url }], sources: [...e.sources, ...portal.sources] } : {};
    const base = {
      type: 'PROCEDURE', location: e.destination, travelPurposes: ['TOURISM', 'BUSINESS'], included: passports,
      sources: e.sources, createdAt: stamp, lastUpdatedAt: stamp, startDate: e.startDate ?? null, endDate: e.endDate ?? null,
    };
    const grantedId = `${e.id}-granted`;
    const unknownId = `${e.id}-documents-unknown`;
    const possibleId = `${e.id}-possible`;
    // Without documents: where the exemption waives the visa, or the matrix asks for a visa before
    // travel, the answer is MAY_BE_REQUIRED naming the exemption. Where the matrix already gives an
    // e-visa or visa on arrival and the exemption only swaps it for another kind (visa on arrival,
    // e-visa, ETA), a visa is needed either way: the matrix answer stands and a note names the option.
    const { unknown, possible } = splitWithoutDocuments(e, passports, csvText);
    procedures.push({
      id: grantedId, ...base, text: `exemptions:doc.${e.key}.granted`,
      category: grant.category, ...(grant.subCategory ? { subCategory: grant.subCategory } : {}), enforcement: grant.enforcement,
      documentTypes: grant.documentTypes, tags: grant.tags, ...(e.days ? { lengthOfStayDays: e.days } : {}), icon: grant.icon,
      ...withPortal(grant.documentTypes),
    });
    // The MAY_BE_REQUIRED record names the kind of visa needed without the exemption: an e-visa
    // where the matrix answers one, else a visa before travel.
    const answers = matrixAnswers(csvText, e.destination);
    const unknownGroups = [
      { id: unknownId, who: unknown.filter((p) => answers.get(p) !== 'e-visa'), documentTypes: ['EMBASSY_VISA'], tags: ['embassy-visa', 'visa-exemption-document'] },
      { id: `${unknownId}-e-visa`, who: unknown.filter((p) => answers.get(p) === 'e-visa'), documentTypes: ['E_VISA'], tags: ['e-visa', 'visa-exemption-document'] },
    ].filter((g) => g.who.length);
    for (const g of unknownGroups) procedures.push({
      id: g.id, ...base, included: g.who, text: `exemptions:doc.${e.key}.unknown`,
      category: 'VISA', subCategory: 'BEFORE_DEPARTURE', enforcement: 'MAY_BE_REQUIRED',
      documentTypes: g.documentTypes, tags: g.tags, icon: 'visa',
      ...withPortal(g.documentTypes),
    });
    if (possible.length) procedures.push({
      id: possibleId, ...base, included: possible, text: `exemptions:doc.${e.key}.possible`,
      category: 'VISA', ...(grant.subCategory ? { subCategory: grant.subCategory } : {}), enforcement: 'OPTIONAL',
      documentTypes: [], tags: ['visa-exemption-document'], icon: grant.icon,
    });
    const head = (who: string[]) => [
      { fact: 'checkpointKind', operator: 'equal', value: 'ENTRY' },
      { fact: 'territory', operator: 'equal', value: e.destination },
      { fact: 'passport', operator: 'in', value: who },
    ];
    const held: Record<string, unknown>[] = [];
    if (visas.length) held.push({ fact: 'visasHeld', operator: 'intersects', value: visas });
    if (permits.length) held.push({ fact: 'residencePermitsHeld', operator: 'intersects', value: permits });
    rules.push({
      id: `exemption-${e.id}`,
      description: `${e.destination}: a visa or residence permit of a listed issuer is held: ${e.grants} (data/exemptions).`,
      priority: 15,
      conditions: { all: [...head(passports), { fact: 'documentsDisclosed', operator: 'equal', value: true }, { any: held }] },
      event: { type: 'PROCEDURE', params: { id: grantedId, group: 'VISA_REQUIREMENTS', slot: 'visa' } },
    });
    for (const g of unknownGroups) rules.push({
      id: `exemption-${g.id}`,
      description: `${e.destination}: no documents given: visa may be required, the exemption stated (data/exemptions).`,
      priority: 15,
      conditions: { all: [...head(g.who), { fact: 'documentsDisclosed', operator: 'equal', value: false }] },
      event: { type: 'PROCEDURE', params: { id: g.id, group: 'VISA_REQUIREMENTS', slot: 'visa' } },
    });
    if (possible.length) rules.push({
      id: `exemption-${e.id}-possible`,
      description: `${e.destination}: no documents given, the matrix already gives an e-visa or visa on arrival: that answer stands, the ${e.grants} option noted (data/exemptions).`,
      priority: 15,
      conditions: { all: [...head(possible), { fact: 'documentsDisclosed', operator: 'equal', value: false }] },
      event: { type: 'PROCEDURE', params: { id: possibleId, group: 'ADDITIONAL_INFORMATION', slot: 'document-exemption' } },
    });
    coverage.push({
      topic: 'VISA', territories: [e.destination], passports, status: 'PARTIAL', finding: 'REQUIREMENTS',
      scope: `Exemption for holders of other documents (${e.id}): ${e.scope}`, sources: e.sources,
    });
    const matrixRecord = (passport: string): string | undefined => {
      const suffix = MATRIX_SUFFIX[answers.get(passport) ?? ''];
      return suffix ? `visa-${e.destination.toLowerCase()}-${suffix}` : undefined;
    };
    const others = table.exemptions.filter((o) => o.destination === e.destination && o.id !== e.id)
      .map((o) => ({ row: o, passports: passportsOf(o, csvText) }));
    cases.push(...testCases(e, passports, unknownGroups, possible, visas, permits, matrixRecord, others, (passport, date) => othersUnknown(others, passport, date, csvText)));
  }
  const file = {
    $schema: '../../schemas/rule-file.schema.json',
    schemaVersion: 1,
    description: `GENERATED by scripts/import-document-exemptions.ts from ${TABLE}: visa exemptions (or visa on arrival, e-visa) for holders of a visa or residence permit of listed issuers, as priority-15 rules in slot visa; without documents the answer is MAY_BE_REQUIRED naming the exemption. Do not edit by hand: edit the table and re-run npm run import:document-exemptions.`,
    provenance: { kind: 'generated', generatedBy: 'scripts/import-document-exemptions.ts', dataset: `${TABLE} (sources read ${table.readAt})`, datasetDate: table.readAt },
    coverage,
    procedures,
    rules,
  };
  const tests = {
    $schema: '../../schemas/rule-test.schema.json',
    schemaVersion: 1,
    description: `GENERATED by scripts/import-document-exemptions.ts from ${TABLE}: for every exemption, no documents (MAY_BE_REQUIRED), a qualifying document (the granted answer), the same document expired the day before entry (neither record) and expiring on the day (granted), and a document of an issuer it does not list (neither record).`,
    cases,
  };
  return { file, tests };
}

/** A destination airport per destination of the table, for the generated trips. */
const AIRPORT: Record<string, string> = { CYP: 'LCA', TWN: 'TPE', PAN: 'PTY', BIH: 'SJJ', ARM: 'EVN', GEO: 'TBS', SRB: 'BEG', ALB: 'TIA', COL: 'BOG', PER: 'LIM', ARE: 'DXB', SAU: 'RUH', TUR: 'IST', MEX: 'MEX', JOR: 'AMM', QAT: 'DOH', OMN: 'MCT', EGY: 'CAI', BHR: 'BAH', CRI: 'SJO', DOM: 'SDQ', BLZ: 'BZE', MAR: 'CMN', XKX: 'PRN', ARG: 'EZE', CHL: 'SCL', HRV: 'ZAG', BGR: 'SOF', ROU: 'OTP', MKD: 'SKP',
  // The Schengen states of the residence-permit rows (exemptions11); Liechtenstein has no airport.
  AUT: 'VIE', BEL: 'BRU', CHE: 'ZRH', CZE: 'PRG', DEU: 'FRA', DNK: 'CPH', ESP: 'MAD', EST: 'TLL', FIN: 'HEL', FRA: 'CDG', GRC: 'ATH',
  HUN: 'BUD', ISL: 'KEF', ITA: 'FCO', LTU: 'VNO', LUX: 'LUX', LVA: 'RIX', MLT: 'MLA', NLD: 'AMS', NOR: 'OSL', POL: 'WAW', PRT: 'LIS',
  SVK: 'BTS', SVN: 'LJU', SWE: 'ARN',
  // exemptions12: Kuwait (GCC residents' visa on arrival).
  KWT: 'KWI' };
/** The origin of the generated trips (a territory of no exemption in the table). */
const ORIGIN = 'SIN';
/** An issuer listed by no exemption of the table (a document that never qualifies). */
const NEVER = 'BRA';

function trip(passport: string, to: string, documents: Record<string, string>[] | null, date = '2026-12-10'): Record<string, unknown> {
  return { data: { type: 'TRIP', attributes: {
    locale: 'en-GB',
    traveller: { passports: [passport], ...(documents ? { documents } : {}) },
    travelNodes: [
      { type: 'ORIGIN', airportCode: ORIGIN, departure: { date, time: '08:00', travelMode: 'AIR' } },
      { type: 'DESTINATION', airportCode: to, arrival: { date, time: '14:00', travelMode: 'AIR' } },
    ],
  } } };
}

/** The generated matrix record's id suffix per dataset answer (scripts/import-passport-index.ts). */
const MATRIX_SUFFIX: Record<string, string> = { 'visa required': 'visa-required', 'e-visa': 'e-visa', 'visa on arrival': 'visa-on-arrival', eta: 'eta' };

/**
 * The documents-unknown records of the destination's other rows that answer `passport` on `date`
 * (Saudi Arabia: the US/UK/Schengen row and the GCC residents' row both ask for a visa unless a
 * qualifying document is held, so a trip without documents shows both records).
 */
function othersUnknown(others: { row: Exemption; passports: string[] }[], passport: string, date: string, csvText: string): string[] {
  const answers = (o: Exemption) => matrixAnswers(csvText, o.destination);
  return others.filter(({ row: o, passports: who }) => who.includes(passport)
      && (!o.startDate || o.startDate <= date) && (!o.endDate || date <= o.endDate)
      && splitWithoutDocuments(o, who, csvText).unknown.includes(passport))
    .map(({ row: o }) => (answers(o).get(passport) === 'e-visa' ? `${o.id}-documents-unknown-e-visa` : `${o.id}-documents-unknown`));
}

function testCases(e: Exemption, passports: string[], unknownGroups: { id: string; who: string[] }[], possibleP: string[], visas: string[], permits: string[], matrixRecord: (passport: string) => string | undefined, others: { row: Exemption; passports: string[] }[] = [], otherUnknown: (passport: string, date: string) => string[] = () => []): Record<string, unknown>[] {
  const to = AIRPORT[e.destination];
  if (!to) throw new Error(`${e.id}: no test airport for ${e.destination}`);
  if (visas.includes(NEVER) || permits.includes(NEVER)) throw new Error(`${e.id}: lists ${NEVER}, the never-qualifying test issuer`);
  const pick = (list: string[]) => (list.includes('IND') ? 'IND' : list[0]!);
  const p = pick(passports);
  const doc: Record<string, string> = visas.length
    ? { type: 'VISA', issuer: visas[0]!, expiryDate: '2030-01-01' }
    : { type: 'RESIDENCE_PERMIT', issuer: permits[0]! };
  const granted = `${e.id}-granted`;
  const unknown = unknownGroups.map((g) => g.id);
  const possible = `${e.id}-possible`;
  // A temporary scheme is tested on its last day, and the day after it (the matrix answer again).
  const on = e.endDate ?? '2026-12-10';
  const cases: Record<string, unknown>[] = [];
  // A destination with several rows (Croatia, Bulgaria, Romania: a scheme that ended, then the Schengen
  // residence-permit rule) names the row in each case, since rule-test names are unique per file.
  const tag = others.length ? ` (${e.id})` : '';
  for (const g of unknownGroups) {
    const u = pick(g.who);
    cases.push({ name: `document exemptions${tag}: ${u} passport to ${e.destination}, no documents given: visa may be required, the exemption named`,
      trip: trip(u, to, null, on),
      expect: { visa: { [e.destination]: { enforcement: 'MAY_BE_REQUIRED', procedures: [g.id, ...otherUnknown(u, on)].sort() } }, procedures: { absent: [granted] } } });
  }
  if (possibleP.length) {
    const q = pick(possibleP);
    cases.push({ name: `document exemptions${tag}: ${q} passport to ${e.destination}, no documents given: the matrix answer stands, the ${e.grants} option noted`,
      trip: trip(q, to, null, on),
      expect: { procedures: { inGroup: { ADDITIONAL_INFORMATION: [possible] }, absent: [granted, ...unknown] } } });
  }
  cases.push(
    { name: `document exemptions${tag}: ${p} passport to ${e.destination} with a ${doc.type === 'VISA' ? 'visa' : 'residence permit'} of ${doc.issuer}: ${e.grants}`,
      trip: trip(p, to, [doc], on),
      expect: { visa: { [e.destination]: { enforcement: GRANT[e.grants].enforcement, procedures: [granted] } }, procedures: { absent: [...unknown, possible] } } },
    { name: `document exemptions${tag}: ${p} passport to ${e.destination} with a visa of ${NEVER} (not listed): the matrix answer, no exemption`,
      trip: trip(p, to, [{ type: 'VISA', issuer: NEVER, expiryDate: '2030-01-01' }], on),
      expect: { procedures: { absent: [granted, ...unknown, possible] } } },
  );
  // Validity boundary: a document that expired the day before entry no longer qualifies (the matrix
  // answer, no record of this row); one expiring on the day of entry still does.
  const dayBefore = addDays(on, -1);
  const heldKind = doc.type === 'VISA' ? 'visa' : 'residence permit';
  cases.push(
    { name: `document exemptions${tag}: ${p} passport to ${e.destination} with a ${heldKind} of ${doc.issuer} that expired the day before entry (${dayBefore}): the matrix answer, no exemption`,
      trip: trip(p, to, [{ ...doc, expiryDate: dayBefore }], on),
      expect: { procedures: { absent: [granted, ...unknown, possible] } } },
    { name: `document exemptions${tag}: ${p} passport to ${e.destination} with a ${heldKind} of ${doc.issuer} expiring on the day of entry (${on}): ${e.grants}`,
      trip: trip(p, to, [{ ...doc, expiryDate: on }], on),
      expect: { visa: { [e.destination]: { enforcement: GRANT[e.grants].enforcement, procedures: [granted] } } } },
  );
  if (e.startDate) {
    // A dated scheme is tested on its first day (granted) and the day before it (the matrix answer).
    const before = addDays(e.startDate, -1);
    const holds = ({ row: o, passports: who }: { row: Exemption; passports: string[] }): boolean => who.includes(p)
      && (!o.startDate || o.startDate <= before) && (!o.endDate || before <= o.endDate)
      && expandIssuers(doc.type === 'VISA' ? o.visas : o.residencePermits).includes(doc.issuer!);
    const earlier = others.find(holds);
    const beforeRecord = earlier ? `${earlier.row.id}-granted` : matrixRecord(p);
    const held = `${doc.type === 'VISA' ? 'visa' : 'residence permit'} of ${doc.issuer}`;
    cases.push(
      { name: `document exemptions${tag}: ${p} passport to ${e.destination} with a ${held} on ${e.startDate}, the scheme's first day: ${e.grants}`,
        trip: trip(p, to, [doc], e.startDate),
        expect: { visa: { [e.destination]: { enforcement: GRANT[e.grants].enforcement, procedures: [granted] } } } },
      // Before its first day the matrix answer stands (or an earlier row of the destination in force
      // that day answers); the scheme is shown as upcoming.
      { name: `document exemptions${tag}: ${p} passport to ${e.destination} with a ${held} on ${before}, before the scheme: the matrix answer, the scheme upcoming`,
        trip: trip(p, to, [doc], before),
        expect: { ...(beforeRecord ? { visa: { [e.destination]: { procedures: [beforeRecord] } } } : {}), procedures: { inGroup: { UPCOMING: [granted] }, absent: [...unknown, possible] } } },
    );
  }
  if (e.endDate) {
    const after = addDays(e.endDate, 1);
    cases.push({ name: `document exemptions${tag}: ${p} passport to ${e.destination} with a ${doc.type === 'VISA' ? 'visa' : 'residence permit'} of ${doc.issuer} on ${after}, after the scheme: the matrix answer`,
      trip: trip(p, to, [doc], after),
      expect: { procedures: { absent: [granted, ...unknown, possible] } } });
  }
  return cases;
}

/** The official portals by "DEST|answer" of the checkout at `root` (read as the matrix import reads them). */
export function readPortals(root = ROOT): Map<string, PortalLink> {
  return readPortalTable(join(root, PORTALS));
}

export function generate(root = ROOT): string[] {
  const table = JSON.parse(readFileSync(join(root, TABLE), 'utf8')) as ExemptionsTable;
  const { file, tests } = build(table, readFileSync(join(root, MATRIX), 'utf8'), readPortals(root));
  writeFileSync(join(root, 'rules', OUT), `${JSON.stringify(file, null, 2)}\n`);
  writeFileSync(join(root, 'rules', TESTS), `${JSON.stringify(tests, null, 2)}\n`);
  return [OUT, TESTS];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const written = generate();
  console.log(`wrote ${written.map((f) => `rules/${f}`).join(', ')}; now run npm run rules:register`);
}
