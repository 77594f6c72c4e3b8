// Coverage figures of the bundled ruleset: how broad the answers are.
// - Direct trips: every passport x destination pair of the visa-matrix dataset (199 x 199 =
//   39,601), flown from the passport's own country (from Antarctica, ATA, when the passport is the
//   destination's), territory to territory, on one date. Per information group: how many
//   destinations it appears for in at least one trip, and the share of all trips that get it.
// - Transits: every passport x transit territory, flown from the passport's country airside
//   through the territory (2-hour layover) to Antarctica: transit territories with a transit
//   answer for at least one passport, and the passports covered.
// - Research coverage (the responses' `coverage` entries): per topic, destinations covered for
//   every passport, partly (some passports, or PARTIAL), or not at all; the share of direct trips
//   whose every topic is covered; trips from Brazil and Nigeria that get a health requirement.
// - Freshness: the authored records whose newest source is oldest.
// Run: npm run coverage:data [-- --date 2026-12-01] [--json] [--stalest N] [--list]
// (--list: also the territories partly and not covered, per topic)
import { readFileSync } from 'node:fs';
import { createTravelRequirements } from '../src/index.js';
import { expandShortTrip } from '../src/ruletest/shortform.js';
import { newestDate } from '../src/rules/coverage.js';
import type { CoverageTopic, GroupType, TripResponseDocument } from '../src/schema/generated.js';

const CSV = new URL('../data/passport-index/passport-index-tidy-iso3.csv', import.meta.url);
const GROUPS: GroupType[] = ['VISA_REQUIREMENTS', 'TRAVEL_RESTRICTIONS', 'DOCUMENTS_AND_FORMS', 'PUBLIC_HEALTH_REQUIREMENTS', 'ADDITIONAL_INFORMATION', 'UPCOMING'];
const NOWHERE = 'ATA';

const TOPICS: CoverageTopic[] = ['VISA', 'PASSPORT_VALIDITY', 'HEALTH', 'ARRIVAL_FORMS', 'FEES', 'TRANSIT'];
const HEALTH_ORIGINS = ['BRA', 'NGA'];

function args(): { date: string; json: boolean; stalest: number; list: boolean } {
  const argv = process.argv.slice(2);
  const i = argv.indexOf('--date');
  const j = argv.indexOf('--stalest');
  return { date: i >= 0 ? argv[i + 1]! : '2026-12-01', json: argv.includes('--json'), stalest: j >= 0 ? Number(argv[j + 1]) : 15, list: argv.includes('--list') };
}

interface TopicFigures {
  topic: CoverageTopic; covered: number; partly: number; not: number; trips: number; tripsCovered: number;
  /** The territories counted in `partly` and `not`, sorted: the worklist of a rule author. */
  partlyTerritories: string[]; notTerritories: string[];
}

export interface Coverage {
  date: string;
  rulesetRevision: string;
  directTrips: number;
  groups: Array<{ type: GroupType; destinations: number; trips: number; share: number }>;
  /** Trips whose visa answer is UNKNOWN (no information) at the destination. */
  unknownVisa: number;
  transit: { trips: number; territories: number; passports: number; answered: number; mandatory: number };
  /** Per topic: destinations (or transit territories) covered for every passport, partly, not at all; trips with the topic COVERED. */
  topics: TopicFigures[];
  /** Direct trips whose every coverage entry is COVERED. */
  fullyCovered: number;
  /** Trips from these passports' own countries that get a public-health requirement. */
  healthFrom: Array<{ origin: string; trips: number; withHealth: number; destinations: string[] }>;
  /** Authored records with the oldest newest-source date. */
  stalest: Array<{ id: string; file: string; newestSourceDate: string | null }>;
}

/** Per territory and topic: how many trips were COVERED, PARTIAL, NOT_COVERED. */
type Tally = Map<string, { covered: number; partial: number; not: number }>;
function tallyInto(tally: Tally, body: TripResponseDocument, only: (e: { checkpointKind: string }) => boolean): boolean {
  let all = true;
  for (const e of body.data.attributes.coverage ?? []) {
    if (!only(e)) continue;
    const key = `${e.topic}|${e.territory}`;
    let t = tally.get(key);
    if (!t) tally.set(key, (t = { covered: 0, partial: 0, not: 0 }));
    if (e.status === 'COVERED') t.covered++;
    else if (e.status === 'PARTIAL') t.partial++;
    else t.not++;
    if (e.status !== 'COVERED') all = false;
  }
  return all;
}

export function coverage(date: string, stalestCount = 15): Coverage {
  const tr = createTravelRequirements();
  const pairs = readFileSync(CSV, 'utf8').trim().split(/\r?\n/).slice(1).map((l) => l.split(',') as [string, string, string]);
  const destinations = new Map<GroupType, Set<string>>(GROUPS.map((g) => [g, new Set()]));
  const trips = new Map<GroupType, number>(GROUPS.map((g) => [g, 0]));
  let unknownVisa = 0;
  let fullyCovered = 0;
  const tally: Tally = new Map();
  const healthFrom = new Map(HEALTH_ORIGINS.map((o) => [o, { origin: o, trips: 0, withHealth: 0, destinations: [] as string[] }]));
  for (const [passport, destination] of pairs) {
    const from = passport === destination ? NOWHERE : passport;
    const r = tr.trips(expandShortTrip({ passports: [passport], from, to: destination, date }));
    if (r.status !== 200) throw new Error(`${passport} -> ${destination}: ${r.status} ${JSON.stringify(r.body)}`);
    const body = r.body as TripResponseDocument;
    if (tallyInto(tally, body, (e) => e.checkpointKind === 'ENTRY')) fullyCovered++;
    const groups = body.data.attributes.informationGroups;
    const h = healthFrom.get(from);
    if (h) {
      h.trips++;
      if (groups.some((g) => g.type === 'PUBLIC_HEALTH_REQUIREMENTS')) { h.withHealth++; h.destinations.push(destination); }
    }
    for (const g of groups) {
      destinations.get(g.type)!.add(destination);
      trips.set(g.type, trips.get(g.type)! + 1);
      if (g.type === 'VISA_REQUIREMENTS' && g.groupings?.some((x) => x.enforcement === 'UNKNOWN')) unknownVisa++;
    }
  }
  const passports = [...new Set(pairs.map(([p]) => p))];
  const territories = tr.reference.territories().map((t) => t.alpha3).filter((t) => t !== NOWHERE);
  const transitTerritories = new Set<string>();
  const transitPassports = new Set<string>();
  let transitTrips = 0;
  let answered = 0;
  let mandatory = 0;
  for (const passport of passports) {
    for (const via of territories) {
      if (via === passport) continue;
      transitTrips++;
      const r = tr.trips(expandShortTrip({ passports: [passport], from: passport, via: [via], to: NOWHERE, date }));
      if (r.status !== 200) continue;
      tallyInto(tally, r.body as TripResponseDocument, (e) => e.checkpointKind === 'TRANSIT');
      const visa = (r.body as TripResponseDocument).data.attributes.informationGroups.find((g) => g.type === 'VISA_REQUIREMENTS');
      const grouping = visa?.groupings?.find((g) => g.transit === true);
      if (!grouping) continue;
      answered++;
      if (grouping.enforcement === 'MANDATORY') mandatory++;
      transitTerritories.add(via);
      transitPassports.add(passport);
    }
  }
  const topics: TopicFigures[] = TOPICS.map((topic) => {
    const f: TopicFigures = { topic, covered: 0, partly: 0, not: 0, trips: 0, tripsCovered: 0, partlyTerritories: [], notTerritories: [] };
    for (const [key, t] of tally) {
      if (!key.startsWith(`${topic}|`)) continue;
      const territory = key.slice(topic.length + 1);
      f.trips += t.covered + t.partial + t.not;
      f.tripsCovered += t.covered;
      if (t.partial === 0 && t.not === 0) f.covered++;
      else if (t.covered > 0 || t.partial > 0) f.partlyTerritories.push(territory);
      else f.notTerritories.push(territory);
    }
    f.partlyTerritories.sort();
    f.notTerritories.sort();
    f.partly = f.partlyTerritories.length;
    f.not = f.notTerritories.length;
    return f;
  });
  const authored = [...tr.ruleset.records.values()].filter((r) => !r.file.startsWith('visa-matrix/'));
  const stalest = authored
    .map((r) => ({ id: r.id, file: r.file, newestSourceDate: newestDate(r.sources) ?? null }))
    .sort((a, b) => (a.newestSourceDate ?? '').localeCompare(b.newestSourceDate ?? '') || a.id.localeCompare(b.id))
    .slice(0, stalestCount);
  return {
    date,
    rulesetRevision: tr.ruleset.revision,
    topics,
    fullyCovered,
    healthFrom: [...healthFrom.values()].map((h) => ({ ...h, destinations: h.destinations.sort() })),
    stalest,
    directTrips: pairs.length,
    groups: GROUPS.map((type) => ({ type, destinations: destinations.get(type)!.size, trips: trips.get(type)!, share: trips.get(type)! / pairs.length })),
    unknownVisa,
    transit: { trips: transitTrips, territories: transitTerritories.size, passports: transitPassports.size, answered, mandatory },
  };
}

function main(): void {
  const { date, json, stalest, list } = args();
  const c = coverage(date, stalest);
  if (json) {
    process.stdout.write(`${JSON.stringify(c, null, 2)}\n`);
    return;
  }
  const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
  const lines = [
    `ruleset ${c.rulesetRevision}; trips dated ${c.date}`,
    '',
    `Direct trips (${c.directTrips.toLocaleString('en-US')} passport x destination pairs of the visa matrix, from the passport's country):`,
    '',
    '| group | destinations with records | trips that get it | share |',
    '|---|---:|---:|---:|',
    ...c.groups.map((g) => `| ${g.type} | ${g.destinations} | ${g.trips.toLocaleString('en-US')} | ${pct(g.share)} |`),
    '',
    `Trips with no visa information (UNKNOWN) at the destination: ${c.unknownVisa.toLocaleString('en-US')}`,
    '',
    `Airside transits (${c.transit.trips.toLocaleString('en-US')} passport x transit territory trips): transit answers in ${c.transit.territories} territories ` +
      `for ${c.transit.passports} passports; ${c.transit.answered.toLocaleString('en-US')} trips answered, ${c.transit.mandatory.toLocaleString('en-US')} with a mandatory transit document.`,
    '',
    'Research coverage (the responses\' coverage entries; destinations: every passport COVERED / some / none; TRANSIT counts transit territories):',
    '',
    '| topic | destinations covered | partly | not covered | trips covered | share |',
    '|---|---:|---:|---:|---:|---:|',
    ...c.topics.map((t) => `| ${t.topic} | ${t.covered} | ${t.partly} | ${t.not} | ${t.tripsCovered.toLocaleString('en-US')} of ${t.trips.toLocaleString('en-US')} | ${pct(t.trips ? t.tripsCovered / t.trips : 0)} |`),
    '',
    `Direct trips with every topic covered: ${c.fullyCovered.toLocaleString('en-US')} of ${c.directTrips.toLocaleString('en-US')} (${pct(c.fullyCovered / c.directTrips)})`,
    ...c.healthFrom.map((h) => `Trips from ${h.origin} with a public-health requirement: ${h.withHealth} of ${h.trips}${h.destinations.length ? ` (${h.destinations.join(', ')})` : ''}`),
    '',
    `Stalest authored records (newest source date):`,
    ...c.stalest.map((r) => `  ${r.newestSourceDate ?? 'undated'}  ${r.id}  (${r.file})`),
    // --list: the territories behind the partly / not covered counts, per topic.
    ...(list ? ['', ...c.topics.flatMap((t) => [
      `${t.topic} partly covered (${t.partly}): ${t.partlyTerritories.join(' ') || '-'}`,
      `${t.topic} not covered (${t.not}): ${t.notTerritories.join(' ') || '-'}`,
    ])] : []),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main();
