// A fixed, seeded corpus of realistic trip requests for the benchmark, the batch check and the
// differential tests. Deterministic: the same seed, size and data give the same requests.
// Passports and destinations come from the ruleset (the visa-matrix territories), places from the
// reference data; about 2% of the requests are invalid in one of a dozen ways.
import { territoriesOf } from '../src/rules/load.js';
import type { TravelRequirements } from '../src/service.js';

export const DEFAULT_SEED = 20261122;

export interface CorpusOptions {
  seed?: number;
  size: number;
  /** Share of invalid requests (default 0.02). */
  invalid?: number;
}

/** mulberry32: small, fast and good enough to draw test data. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
function weighted<T>(r: Rand, table: ReadonlyArray<readonly [T, number]>): T {
  let x = r() * table.reduce((n, [, w]) => n + w, 0);
  for (const [v, w] of table) if ((x -= w) < 0) return v;
  return table[table.length - 1]![0];
}

const LOCALES: ReadonlyArray<readonly [string | undefined, number]> = [
  ['en-US', 35], ['en-GB', 12], ['fr-FR', 14], ['de-DE', 10], ['es-ES', 12], ['it-IT', 3], ['pt-BR', 2], ['fr-CA', 2], [undefined, 10],
];
const CURRENCIES = ['USD', 'CAD', 'GBP', 'EUR'] as const;
const DOMESTIC = ['USA', 'CAN', 'AUS'] as const;

interface Places {
  territories: string[];
  airports: Map<string, string[]>;
  regions: Map<string, string[]>;
}

function placesOf(tr: TravelRequirements): Places {
  const known = new Set<string>();
  for (const rule of tr.ruleset.rules) for (const t of territoriesOf(rule.conditions) ?? []) known.add(t);
  const territories = [...known].filter((t) => tr.reference.territory(t)).sort();
  const airports = new Map<string, string[]>();
  for (const a of tr.reference.airports()) (airports.get(a.territory) ?? airports.set(a.territory, []).get(a.territory)!).push(a.iata);
  const regions = new Map<string, string[]>();
  for (const g of tr.reference.regions()) (regions.get(g.territory) ?? regions.set(g.territory, []).get(g.territory)!).push(g.code);
  return { territories, airports, regions };
}

const pad = (n: number): string => String(n).padStart(2, '0');
const BASE = Date.UTC(2026, 0, 1);
function when(minutes: number): { date: string; time: string } {
  const d = new Date(BASE + minutes * 60_000);
  return { date: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`, time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` };
}

/** A place in `territory`: mostly an airport, sometimes the territory itself or one of its regions. */
function placeIn(r: Rand, p: Places, territory: string, airportOnly: boolean): Record<string, string> {
  const airports = p.airports.get(territory);
  const regions = p.regions.get(territory);
  const kind = airportOnly ? 'airport' : weighted(r, [['airport', 80], ['territory', 15], ['region', 5]] as const);
  if ((kind === 'airport' || !regions) && airports?.length) return { airportCode: pick(r, airports) };
  if (kind === 'region' && regions?.length) return { locationCode: pick(r, regions) };
  return { locationCode: territory };
}

function validTrip(r: Rand, p: Places): Record<string, unknown> {
  const passports = [pick(r, p.territories)];
  if (r() < 0.2) {
    const second = pick(r, p.territories);
    if (second !== passports[0]) passports.push(second);
  }
  const domestic = r() < 0.04;
  const route: Array<{ territory: string; airportOnly: boolean }> = [];
  if (domestic) {
    // Airports only: two places in one territory are otherwise often one of the invalid shapes.
    const t = pick(r, DOMESTIC);
    for (let i = 0, n = 2 + Math.floor(r() * 2); i < n; i++) route.push({ territory: t, airportOnly: true });
  } else {
    const transits = weighted(r, [[0, 55], [1, 30], [2, 15]] as const);
    let prev = '';
    for (let i = 0; i < transits + 2; i++) {
      let t = pick(r, p.territories);
      while (t === prev) t = pick(r, p.territories);
      route.push({ territory: t, airportOnly: i > 0 && i < transits + 1 });
      prev = t;
    }
  }
  let clock = Math.floor(r() * 600) * 1440 + Math.floor(r() * 96) * 15;
  const travelNodes = route.map((stop, i) => {
    const node: Record<string, unknown> = {
      type: i === 0 ? 'ORIGIN' : i === route.length - 1 ? 'DESTINATION' : 'TRANSIT',
      ...placeIn(r, p, stop.territory, stop.airportOnly),
    };
    if (i > 0) {
      clock += 60 + Math.floor(r() * 14 * 4) * 15;
      node.arrival = { ...when(clock), travelMode: 'AIR' };
    }
    if (i < route.length - 1) {
      if (i > 0) clock += weighted(r, [[90, 50], [240, 25], [600, 12], [1800, 13]] as const) + Math.floor(r() * 8) * 15;
      node.departure = { ...when(clock), travelMode: 'AIR' };
    }
    if (node.type === 'TRANSIT' && r() < 0.1) node.selfTransfer = true;
    return node;
  });
  const locale = weighted(r, LOCALES);
  const attributes: Record<string, unknown> = {
    ...(locale !== undefined ? { locale } : {}),
    ...(r() < 0.3 ? { currency: pick(r, CURRENCIES) } : {}),
    traveller: { passports },
    travelNodes,
  };
  return { data: { type: 'TRIP', attributes } };
}

type Request = { data: { type: string; attributes: { traveller: { passports: string[] }; travelNodes: Array<Record<string, unknown>>; [k: string]: unknown } } };

/** One way to spoil a valid request, as a client bug would. */
const SPOILERS: ReadonlyArray<(req: Request, r: Rand, p: Places) => unknown> = [
  (q) => ((q.data.attributes.traveller.passports[0] = 'ZZZ'), q),
  (q) => ((q.data.attributes.travelNodes[0]!.departure = { date: '2026-02-30', time: '10:00' }), q),
  (q) => ((q.data.attributes.travelNodes[0]!.departure = { date: '2026-03-01', time: '25:00' }), q),
  (q) => ((q.data.attributes.traveller.passports = []), q),
  (q) => ((q.data.type = 'FLIGHT'), q),
  (q) => ((q.data.attributes.travelNodes = q.data.attributes.travelNodes.slice(0, 1)), q),
  (q) => ((q.data.attributes.travelNodes.reverse()), q),
  (q) => ((q.data.attributes.passengers = 2), q),
  (q) => ((q.data.attributes.locale = 'english'), q),
  (q) => ((q.data.attributes.travelNodes[0]!.airportCode = '0QZ'), delete q.data.attributes.travelNodes[0]!.locationCode, q),
  (q, r, p) => {
    // A country to one of its own airports: one of the spec's invalid trips (422).
    const t = pick(r, DOMESTIC);
    const nodes = q.data.attributes.travelNodes;
    const [first, last] = [nodes[0]!, nodes[nodes.length - 1]!];
    q.data.attributes.travelNodes = [{ type: 'ORIGIN', locationCode: t, departure: first.departure }, { type: 'DESTINATION', airportCode: pick(r, p.airports.get(t)!), arrival: last.arrival }];
    return q;
  },
  () => null,
  () => [],
  () => 'TRIP',
];

/** Draws one request from `r`, as JSON.parse gives it (as a server or batch job sees it); ~`invalid` of them are invalid. */
export function tripSource(tr: TravelRequirements, invalid = 0.02): (r: () => number) => unknown {
  const p = placesOf(tr);
  return (r) => {
    const trip = validTrip(r, p);
    const request = r() < invalid ? pick(r, SPOILERS)(trip as Request, r, p) : trip;
    return JSON.parse(JSON.stringify(request));
  };
}

/** Deterministic corpus of `size` trip requests. */
export function generateCorpus(tr: TravelRequirements, options: CorpusOptions): unknown[] {
  const r = rng(options.seed ?? DEFAULT_SEED);
  const next = tripSource(tr, options.invalid);
  return Array.from({ length: options.size }, () => next(r));
}
