// Shared by the tests: one engine per test worker (construction reads ~200 rule files) and a
// compact builder for trip requests.
import { createTravelRequirements, readRuleset } from '../src/index.js';
import type { Facts } from '../src/facts/catalogue.js';
import type { TravelRequirements } from '../src/service.js';

let shared: TravelRequirements | undefined;
export function engine(): TravelRequirements {
  return (shared ??= createTravelRequirements());
}

let matrixOnly: TravelRequirements | undefined;
/**
 * The bundled ruleset with only the generated visa matrix: what the dataset alone answers. Tests
 * that check the matrix against the dataset use it; authored rules (official lists, ETAs) refine
 * those answers on purpose and are checked by their own tests.
 */
export function matrixEngine(): TravelRequirements {
  if (matrixOnly) return matrixOnly;
  const read = readRuleset();
  if (!read.ok) throw new Error('bundled ruleset does not read');
  const files = read.source.files.filter((f) => f.path.startsWith('visa-matrix/'));
  const manifest = { ...(read.source.manifest as Record<string, unknown>), files: files.map((f) => f.path) };
  return (matrixOnly = createTravelRequirements({ ruleset: { manifest, files } }));
}

export interface NodeSpec {
  type?: 'ORIGIN' | 'DESTINATION' | 'TRANSIT';
  airport?: string;
  location?: string;
  date?: string;
  time?: string;
  /** TRANSIT only: departure date/time (defaults to the arrival plus 2 hours). */
  depart?: { date: string; time?: string };
  selfTransfer?: boolean;
}

/** A trip request: first node ORIGIN, last DESTINATION, middle TRANSIT unless a type is given. */
export function trip(passports: string[], nodes: NodeSpec[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  const travelNodes = nodes.map((n, i) => {
    const type = n.type ?? (i === 0 ? 'ORIGIN' : i === nodes.length - 1 ? 'DESTINATION' : 'TRANSIT');
    const when = { date: n.date ?? '2026-12-01', ...(n.time ? { time: n.time } : { time: `${String(8 + i * 3).padStart(2, '0')}:00` }) };
    const node: Record<string, unknown> = { type };
    if (n.airport) node.airportCode = n.airport;
    if (n.location) node.locationCode = n.location;
    if (type === 'ORIGIN') node.departure = when;
    if (type === 'DESTINATION') node.arrival = when;
    if (type === 'TRANSIT') {
      node.arrival = when;
      const [h, m] = when.time.split(':').map(Number) as [number, number];
      node.departure = n.depart ?? { date: when.date, time: `${String(Math.min(h + 2, 23)).padStart(2, '0')}:${String(m).padStart(2, '0')}` };
    }
    if (n.selfTransfer !== undefined) node.selfTransfer = n.selfTransfer;
    return node;
  });
  return { data: { type: 'TRIP', attributes: { traveller: { passports }, travelNodes, ...extra } } };
}

/** The facts of a direct entry (from Antarctica, so no origin rule interferes) on 2026-12-01, nothing disclosed. */
export function entryFacts(passport: string, territory: string): Facts {
  return {
    checkpointKind: 'ENTRY', entryReason: 'DESTINATION', territory, region: null, airport: null, previousTerritory: 'ATA',
    originTerritory: 'ATA', finalTerritory: territory, passport, passports: [passport], ownNationality: passport === territory,
    date: '2026-12-01', layoverHours: null, legIndex: 1, nextTerritory: null, departureDate: null, visitedBefore: ['ATA'],
    documentsDisclosed: false, visasHeld: [], residencePermitsHeld: [], visasHeldPast10Years: [], vaccinationsDisclosed: false, vaccinations: [],
    exitTerritory: 'ATA', vaccinationsAtExit: [],
  };
}
