// Prices and application links of the e-visa and electronic-authorisation answers (issues 10 and 28).
// - Records: e-visa destinations of the visa matrix without an official application link, and
//   electronic authorisations (ETA records, authored or from the matrix) and e-visas without a
//   price (a PRODUCT in rules/fees whose priceOf names them and that can be shown while the record
//   applies); fee products by the best tier of the
//   sources that state their amounts; the records researched but left unpriced, with the reason
//   (data/fees/fees.json `unpriced`).
// - Answers (--answers [--date YYYY-MM-DD]): every passport x destination of the visa matrix
//   (39,601 direct trips, as npm run coverage:data flies them) on one date: the trips whose answer
//   shows an e-visa or ETA record (MANDATORY or MAY_BE_REQUIRED), how many of them also show a fee
//   that prices it, and how many carry an application link. This is what a traveller sees.
//   It also lists the records of unpriced answers that the table's `unpriced` rows do not explain,
//   and (--json) the passports of every unpriced record, for the next research pass.
// Reads the bundled ruleset; writes nothing.  npx tsx scripts/report-fees.ts [--answers] [--date D] [--json]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTravelRequirements } from '../src/index.js';
import { addDays } from '../src/facts/dates.js';
import { readRuleset } from '../src/node/ruleset.js';
import { expandShortTrip } from '../src/ruletest/shortform.js';
import type { ProcedureRecord, TripResponseDocument } from '../src/schema/generated.js';
import { DEFAULT_DATA, isRange } from './import-fees.js';

interface Source { tier?: string }
interface Price { source: number; amount?: number; maximum?: number }
interface Rec { id: string; type?: string; location: string; documentTypes?: string[]; actions?: unknown[]; priceOf?: string[]; prices?: Price[]; sources?: Source[]; startDate?: string | null; endDate?: string | null; file: string }
interface Cond { fact?: string; operator?: string; value?: unknown; all?: Cond[] }
interface RuleDef { conditions: Cond; event: { params: { id: string } } }

/** The day after an inclusive end date (windows below are [from, before)). */
const dayAfter = (d: string): string => addDays(d, 1);
/** The dates a product can be shown: its own start/end, narrowed by the date conditions of its rules. */
function productWindow(p: Rec, rules: RuleDef[]): [string, string] {
  let from = p.startDate ?? '0000-01-01';
  let before = p.endDate ? dayAfter(p.endDate) : '9999-12-31';
  for (const r of rules.filter((x) => x.event.params.id === p.id)) {
    for (const c of r.conditions.all ?? []) {
      if (c.fact !== 'date' || typeof c.value !== 'string') continue;
      if (c.operator === 'dateOnOrAfter' && c.value > from) from = c.value;
      if (c.operator === 'dateBefore' && c.value < before) before = c.value;
    }
  }
  return [from, before];
}
interface Unpriced { record: string; territory: string; reason: string }

const TIER_ORDER = ['DESTINATION_GOVERNMENT', 'OTHER_OFFICIAL', 'DATASET', 'REPORTED'];
const CSV = new URL('../data/passport-index/passport-index-tidy-iso3.csv', import.meta.url);
const PRICED_DOCUMENTS = new Set(['ETA', 'E_VISA']);

function args(): { answers: boolean; date: string; json: boolean } {
  const argv = process.argv.slice(2);
  const i = argv.indexOf('--date');
  return { answers: argv.includes('--answers'), date: i >= 0 ? argv[i + 1]! : '2026-12-01', json: argv.includes('--json') };
}

/** The best tier among the sources that state a product's amounts (REPORTED only when every amount is reported). */
function bestTier(p: Rec): string {
  const tiers = (p.prices ?? []).map((x) => p.sources?.[x.source]?.tier ?? 'UNTIERED');
  return [...TIER_ORDER, 'UNTIERED'].find((t) => tiers.includes(t)) ?? 'UNTIERED';
}

export function recordFigures() {
  const read = readRuleset();
  if (!read.ok) throw new Error(read.errors.map((e) => `${e.source.file ?? ''} ${e.detail}`).join('\n'));
  const records: Rec[] = [];
  const rules: RuleDef[] = [];
  for (const f of read.source.files) {
    const c = f.content as { procedures?: Array<Omit<Rec, 'file'>>; rules?: RuleDef[] };
    for (const p of c.procedures ?? []) records.push({ ...p, file: f.path });
    rules.push(...(c.rules ?? []));
  }
  // A product whose every amount is a range (README Decisions, "Fee ranges") is shown but is no price.
  const products = records.filter((r) => r.type === 'PRODUCT' && r.prices?.length && !isRange(r));
  const rangeProducts = records.filter((r) => r.type === 'PRODUCT' && r.prices?.length && isRange(r));
  // A record counts as priced only where a product that names it can be shown while the record
  // applies (the UK ETA answers of the Crown Dependencies start after the last verified UK fee).
  const byId = new Map(records.map((r) => [r.id, r]));
  const priced = new Set<string>();
  for (const p of products) {
    const [from, before] = productWindow(p, rules);
    for (const id of p.priceOf ?? []) {
      const r = byId.get(id);
      const rFrom = r?.startDate ?? '0000-01-01';
      const rBefore = r?.endDate ? dayAfter(r.endDate) : '9999-12-31';
      if (from < rBefore && rFrom < before) priced.add(id);
    }
  }
  const eVisas = records.filter((r) => r.file.startsWith('visa-matrix/') && r.documentTypes?.includes('E_VISA'));
  const authorisations = records.filter((r) => r.type !== 'PRODUCT' && r.documentTypes?.includes('ETA'));
  const noLink = eVisas.filter((r) => !r.actions?.length).map((r) => r.location).sort();
  const unpricedAuth = authorisations.filter((r) => !priced.has(r.id)).map((r) => `${r.location} ${r.id}`).sort();
  const unpricedEVisa = eVisas.filter((r) => !priced.has(r.id)).map((r) => r.location).sort();
  // The matrix's visa-on-arrival answers (branch feesvoa): priced for some passport or not at all.
  const onArrival = records.filter((r) => r.file.startsWith('visa-matrix/') && r.id.endsWith('-visa-on-arrival'));
  const unpricedOnArrival = onArrival.filter((r) => !priced.has(r.id)).map((r) => r.location).sort();
  const byTier: Record<string, number> = {};
  for (const p of products) byTier[bestTier(p)] = (byTier[bestTier(p)] ?? 0) + 1;
  const table = JSON.parse(readFileSync(DEFAULT_DATA, 'utf8')) as { unpriced: Unpriced[] };
  return {
    eVisaDestinations: eVisas.length,
    eVisaWithLink: eVisas.length - noLink.length,
    eVisaWithoutLink: noLink,
    authorisations: authorisations.length,
    authorisationsPriced: authorisations.length - unpricedAuth.length,
    authorisationsWithoutPrice: unpricedAuth,
    eVisasPriced: eVisas.length - unpricedEVisa.length,
    eVisasWithoutPrice: unpricedEVisa,
    visasOnArrival: onArrival.length,
    visasOnArrivalPriced: onArrival.length - unpricedOnArrival.length,
    visasOnArrivalWithoutPrice: unpricedOnArrival,
    productsByTier: byTier,
    rangeProducts: rangeProducts.map((p) => `${p.id} [${bestTier(p)}] -> ${(p.priceOf ?? []).join(', ')}`),
    // Free documents (README Decisions, "Free documents"): every amount 0, stated by the source.
    freeProducts: products.filter((p) => (p.prices ?? []).every((x) => x.amount === 0)).map((p) => p.id),
    products: products.map((p) => `${p.id} [${bestTier(p)}] -> ${(p.priceOf ?? []).join(', ')}`),
    researchedUnpriced: table.unpriced,
  };
}

/** Direct trips of the matrix on `date` whose answer shows an e-visa or ETA record, priced and linked. */
export function answerFigures(date: string) {
  const tr = createTravelRequirements();
  const pairs = readFileSync(CSV, 'utf8').trim().split(/\r?\n/).slice(1).map((l) => l.split(',') as [string, string, string]);
  const out = { date, trips: 0, withDocument: 0, priced: 0, rangeOnly: 0, linked: 0, eVisa: { answers: 0, priced: 0, rangeOnly: 0, linked: 0 }, eta: { answers: 0, priced: 0, rangeOnly: 0, linked: 0 } };
  const unpricedBy = new Map<string, number>();
  const unlinkedBy = new Map<string, number>(); // issue 28: where an application link would help most
  // The passports of the unpriced answers, per record shown: where a fee table by nationality would help.
  const unpricedRecords = new Map<string, string[]>();
  for (const [passport, destination] of pairs) {
    if (passport === destination) continue;
    out.trips++;
    const r = tr.trips(expandShortTrip({ passports: [passport], from: passport, to: destination, date }));
    if (r.status !== 200) continue;
    const body = r.body as TripResponseDocument;
    const shown = new Set(body.data.attributes.informationGroups
      .filter((g) => g.type !== 'UPCOMING')
      .flatMap((g) => (g.groupings ?? []).filter((x) => x.enforcement === 'MANDATORY' || x.enforcement === 'MAY_BE_REQUIRED').flatMap((x) => x.data.map((d) => d.id))));
    const records = body.included.filter((x): x is ProcedureRecord => x.type !== 'RESTRICTION') as ProcedureRecord[];
    const documents = records.filter((x) => x.type === 'PROCEDURE' && shown.has(x.id) && x.attributes.documentTypes.some((t) => PRICED_DOCUMENTS.has(t)));
    if (!documents.length) continue;
    const products = records.filter((x) => x.type === 'PRODUCT');
    const pricedIds = new Set(products.filter((x) => !isRange(x.attributes)).flatMap((x) => x.attributes.priceOf ?? []));
    const rangeIds = new Set(products.filter((x) => isRange(x.attributes)).flatMap((x) => x.attributes.priceOf ?? []));
    const isPriced = documents.some((d) => pricedIds.has(d.id));
    // Not priced, but the range the source gives is shown (counted apart, never in the priced share).
    const isRangeOnly = !isPriced && documents.some((d) => rangeIds.has(d.id));
    const isLinked = documents.some((d) => d.attributes.actions.length > 0);
    const kind = documents.some((d) => d.attributes.documentTypes.includes('E_VISA')) ? out.eVisa : out.eta;
    out.withDocument++;
    kind.answers++;
    if (isPriced) { out.priced++; kind.priced++; } else {
      unpricedBy.set(destination, (unpricedBy.get(destination) ?? 0) + 1);
      for (const d of documents) unpricedRecords.set(d.id, [...(unpricedRecords.get(d.id) ?? []), passport]);
    }
    if (isRangeOnly) { out.rangeOnly++; kind.rangeOnly++; }
    if (isLinked) { out.linked++; kind.linked++; } else unlinkedBy.set(destination, (unlinkedBy.get(destination) ?? 0) + 1);
  }
  const byCount = (m: Map<string, number>): string[] => [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([d, n]) => `${d} ${n}`);
  const unpricedByRecord = [...unpricedRecords].map(([record, passports]) => ({ record, answers: passports.length, passports: passports.sort() }))
    .sort((a, b) => b.answers - a.answers || a.record.localeCompare(b.record));
  return { ...out, unpricedByDestination: byCount(unpricedBy), unlinkedByDestination: byCount(unlinkedBy), unpricedByRecord };
}

/**
 * The records of unpriced answers that data/fees/fees.json `unpriced` does not list: answers no pass
 * has researched yet (or priced only for some passports without saying why the others are not).
 */
export function unresearched(byRecord: Array<{ record: string; answers: number }>, researched: Array<{ record: string }>): string[] {
  const listed = new Set(researched.map((u) => u.record));
  return byRecord.filter((r) => !listed.has(r.record)).map((r) => `${r.record} ${r.answers}`);
}

const pct = (n: number, of: number): string => (of ? `${((100 * n) / of).toFixed(1)}%` : '-');

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const o = args();
  const report = { records: recordFigures(), ...(o.answers ? { answers: answerFigures(o.date) } : {}) };
  if (o.json) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    const r = report.records;
    console.log(`e-visa destinations: ${r.eVisaDestinations}; with an official link: ${r.eVisaWithLink}; without: ${r.eVisaWithoutLink.length}`);
    console.log(`  without a link: ${r.eVisaWithoutLink.join(' ')}`);
    console.log(`electronic authorisations (ETA records): ${r.authorisations}; priced: ${r.authorisationsPriced}; without: ${r.authorisationsWithoutPrice.length}`);
    console.log(`  without a price: ${r.authorisationsWithoutPrice.join(', ')}`);
    console.log(`e-visas priced: ${r.eVisasPriced} of ${r.eVisaDestinations}`);
    console.log(`  without a price: ${r.eVisasWithoutPrice.join(' ')}`);
    console.log(`visas on arrival priced (for some passport at least): ${r.visasOnArrivalPriced} of ${r.visasOnArrival}`);
    console.log(`  without a price: ${r.visasOnArrivalWithoutPrice.join(' ')}`);
    console.log(`fee products by best tier of their amounts' sources: ${Object.entries(r.productsByTier).map(([t, n]) => `${t} ${n}`).join(', ')}`);
    console.log(`  free of charge (amount 0, stated by the source): ${r.freeProducts.join(', ') || 'none'}`);
    console.log(`range only, not counted as priced (README Decisions, "Fee ranges"): ${r.rangeProducts.join('; ') || 'none'}`);
    console.log(`researched, left unpriced (data/fees/fees.json): ${r.researchedUnpriced.length}`);
    for (const u of r.researchedUnpriced) console.log(`  ${u.territory} ${u.record}: ${u.reason}`);
    if (report.answers) {
      const a = report.answers;
      console.log(`answers on ${a.date}: ${a.trips} direct trips; ${a.withDocument} show an e-visa or ETA (MANDATORY or MAY_BE_REQUIRED)`);
      console.log(`  priced: ${a.priced} (${pct(a.priced, a.withDocument)}); with an application link: ${a.linked} (${pct(a.linked, a.withDocument)})`);
      console.log(`  not priced, a range shown instead: ${a.rangeOnly} (e-visa ${a.eVisa.rangeOnly}, ETA ${a.eta.rangeOnly})`);
      console.log(`  e-visa answers ${a.eVisa.answers}: priced ${a.eVisa.priced} (${pct(a.eVisa.priced, a.eVisa.answers)}), linked ${a.eVisa.linked} (${pct(a.eVisa.linked, a.eVisa.answers)})`);
      console.log(`  ETA answers ${a.eta.answers}: priced ${a.eta.priced} (${pct(a.eta.priced, a.eta.answers)}), linked ${a.eta.linked} (${pct(a.eta.linked, a.eta.answers)})`);
      console.log(`  unpriced answers by destination: ${a.unpricedByDestination.join(', ')}`);
      console.log(`  answers without an application link by destination: ${a.unlinkedByDestination.join(', ')}`);
      console.log(`  unpriced answers of records with no researched reason in data/fees/fees.json: ${unresearched(a.unpricedByRecord, r.researchedUnpriced).join(', ') || 'none'}`);
      console.log('  (the passports of each unpriced record: --json, answers.unpricedByRecord)');
    }
  }
}
