// Coverage figures of the bundled ruleset: how broad the answers are.
// - Direct trips: every passport x destination pair of the visa-matrix dataset (199 x 199 =
//   39,601), flown from the passport's own country (from Antarctica, ATA, when the passport is the
//   destination's), territory to territory, on one date. Per information group: how many
//   destinations it appears for in at least one trip, and the share of all trips that get it.
// - Transits: every passport x transit territory, flown from the passport's country airside
//   through the territory (2-hour layover) to Antarctica: transit territories with a transit
//   answer for at least one passport, and the passports covered.
// Run: npm run coverage:data [-- --date 2026-12-01] [--json]
import { readFileSync } from 'node:fs';
import { createTravelRequirements } from '../src/index.js';
import { expandShortTrip } from '../src/ruletest/shortform.js';
import type { GroupType, TripResponseDocument } from '../src/schema/generated.js';

const CSV = new URL('../data/passport-index/passport-index-tidy-iso3.csv', import.meta.url);
const GROUPS: GroupType[] = ['VISA_REQUIREMENTS', 'TRAVEL_RESTRICTIONS', 'DOCUMENTS_AND_FORMS', 'PUBLIC_HEALTH_REQUIREMENTS', 'ADDITIONAL_INFORMATION', 'UPCOMING'];
const NOWHERE = 'ATA';

function args(): { date: string; json: boolean } {
  const argv = process.argv.slice(2);
  const i = argv.indexOf('--date');
  return { date: i >= 0 ? argv[i + 1]! : '2026-12-01', json: argv.includes('--json') };
}

export interface Coverage {
  date: string;
  rulesetRevision: string;
  directTrips: number;
  groups: Array<{ type: GroupType; destinations: number; trips: number; share: number }>;
  /** Trips whose visa answer is UNKNOWN (no information) at the destination. */
  unknownVisa: number;
  transit: { trips: number; territories: number; passports: number; answered: number; mandatory: number };
}

export function coverage(date: string): Coverage {
  const tr = createTravelRequirements();
  const pairs = readFileSync(CSV, 'utf8').trim().split(/\r?\n/).slice(1).map((l) => l.split(',') as [string, string, string]);
  const destinations = new Map<GroupType, Set<string>>(GROUPS.map((g) => [g, new Set()]));
  const trips = new Map<GroupType, number>(GROUPS.map((g) => [g, 0]));
  let unknownVisa = 0;
  for (const [passport, destination] of pairs) {
    const from = passport === destination ? NOWHERE : passport;
    const r = tr.trips(expandShortTrip({ passports: [passport], from, to: destination, date }));
    if (r.status !== 200) throw new Error(`${passport} -> ${destination}: ${r.status} ${JSON.stringify(r.body)}`);
    const groups = (r.body as TripResponseDocument).data.attributes.informationGroups;
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
      const visa = (r.body as TripResponseDocument).data.attributes.informationGroups.find((g) => g.type === 'VISA_REQUIREMENTS');
      const grouping = visa?.groupings?.find((g) => g.transit === true);
      if (!grouping) continue;
      answered++;
      if (grouping.enforcement === 'MANDATORY') mandatory++;
      transitTerritories.add(via);
      transitPassports.add(passport);
    }
  }
  return {
    date,
    rulesetRevision: tr.ruleset.revision,
    directTrips: pairs.length,
    groups: GROUPS.map((type) => ({ type, destinations: destinations.get(type)!.size, trips: trips.get(type)!, share: trips.get(type)! / pairs.length })),
    unknownVisa,
    transit: { trips: transitTrips, territories: transitTerritories.size, passports: transitPassports.size, answered, mandatory },
  };
}

function main(): void {
  const { date, json } = args();
  const c = coverage(date);
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
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main();
