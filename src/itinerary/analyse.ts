// Nodes -> places -> legs -> checkpoints, following the spec's definitions:
// - a leg into another territory is an ENTRY at a DESTINATION, and at a TRANSIT node when the
//   onward flight is separately booked (selfTransfer), the layover exceeds 24 h (stopover), or the
//   next leg stays in that territory (the traveller must clear immigration to connect);
//   otherwise it is an airside TRANSIT;
// - legs inside one territory on an international trip carry no checkpoint (the traveller
//   already entered);
// - a trip wholly inside one territory is DOMESTIC where the ruleset has domestic data, and one of
//   the spec's Errors-table cases otherwise; a trip wholly inside one domestic area (the manifest's
//   domesticAreas, e.g. the USA with Puerto Rico and Guam) counts as inside the area's territory;
// - the spec's invalid trips (a whole country to itself, to a region or an airport inside it)
//   are rejected with 422.
import type { TravelNode1 as TravelNode } from '../schema/generated.js';
import { error, type ErrorObject } from '../schema/errors.js';
import type { PlaceLookup } from './lookup.js';
import type { Checkpoint, Itinerary, Notice, Place } from './model.js';
import { placeOf } from './places.js';
import { layoverHours } from './time.js';

const NODES = '/data/attributes/travelNodes';
const STOPOVER_HOURS = 24;

export type AnalyseResult = { ok: true; itinerary: Itinerary } | { ok: false; errors: ErrorObject[] };

const NO_AREAS: ReadonlyMap<string, string> = new Map();

export function analyse(
  nodes: readonly TravelNode[], ref: PlaceLookup, domesticTerritories: ReadonlySet<string>,
  domesticAreas: ReadonlyMap<string, string> = NO_AREAS,
): AnalyseResult {
  let places = nodes.map((n) => placeOf(n, ref));
  const errors = invalidLegs(nodes, places);
  if (errors.length) return { ok: false, errors };
  // A trip wholly inside one domestic area (e.g. New York to San Juan) is a trip inside the area's
  // territory: its places count as there (facts territory, origin and final territory: USA), while
  // region and airport stay the place's own.
  const area = domesticAreas.get(places[0]!.territory);
  if (area !== undefined && places.some((p) => p.territory !== area) && places.every((p) => domesticAreas.get(p.territory) === area)) {
    places = places.map((p) => (p.territory === area ? p : { ...p, territory: area }));
  }

  const origin = places[0]!;
  const final = places[places.length - 1]!;
  const domestic = places.every((p) => p.territory === origin.territory);
  const base = { places, originTerritory: origin.territory, finalTerritory: final.territory, domestic };

  if (domestic) {
    if (domesticTerritories.has(origin.territory)) {
      const checkpoints = nodes.slice(1).map((_, i) => checkpoint(nodes, places, i + 1, 'DOMESTIC', null));
      return { ok: true, itinerary: Object.assign(base, { checkpoints }) };
    }
    return { ok: true, itinerary: Object.assign(base, { checkpoints: [], notice: noticeFor(places) }) };
  }

  const checkpoints: Checkpoint[] = [];
  for (let i = 1; i < nodes.length; i++) {
    const node = nodes[i]!;
    const here = places[i]!;
    const prev = places[i - 1]!;
    if (here.territory === prev.territory) continue;
    if (node.type !== 'TRANSIT') {
      checkpoints.push(checkpoint(nodes, places, i, 'ENTRY', 'DESTINATION'));
      continue;
    }
    const next = places[i + 1];
    const hours = layoverHours(node.arrival!, node.departure!);
    if (node.selfTransfer === true) checkpoints.push(checkpoint(nodes, places, i, 'ENTRY', 'SELF_TRANSFER', hours));
    else if (hours > STOPOVER_HOURS) checkpoints.push(checkpoint(nodes, places, i, 'ENTRY', 'STOPOVER', hours));
    else if (next && next.territory === here.territory) checkpoints.push(checkpoint(nodes, places, i, 'ENTRY', 'DOMESTIC_CONNECTION', hours));
    else checkpoints.push(checkpoint(nodes, places, i, 'TRANSIT', null, hours));
  }
  return { ok: true, itinerary: Object.assign(base, { checkpoints: withExits(checkpoints) }) };
}

function checkpoint(
  nodes: readonly TravelNode[], places: readonly Place[], index: number,
  kind: Checkpoint['kind'], entryReason: Checkpoint['entryReason'], hours: number | null = null,
): Checkpoint {
  const node = nodes[index]!;
  const here = places[index]!;
  // The traveller leaves this territory from the last of the consecutive nodes inside it.
  let last = index;
  while (last + 1 < places.length && places[last + 1]!.territory === here.territory) last++;
  return {
    nodeIndex: index, kind, entryReason, territory: here.territory, region: here.region, airport: here.airport,
    previousTerritory: places[index - 1]!.territory, date: node.arrival!.date, layoverHours: node.type === 'TRANSIT' ? hours : null, legIndex: index,
    nextTerritory: places[last + 1]?.territory ?? null,
    departureDate: last + 1 < places.length ? nodes[last]!.departure?.date ?? null : null,
    exitTerritory: null,
    exitDate: nodes[index - 1]!.departure?.date ?? node.arrival!.date,
  };
}

/**
 * Which territory each leg's traveller leaves through exit controls (departure requirements, e.g. proof
 * of polio vaccination on leaving): the previous territory when the traveller started there or entered
 * it; none after an airside TRANSIT, and none on DOMESTIC checkpoints.
 */
function withExits(checkpoints: Checkpoint[]): Checkpoint[] {
  return checkpoints.map((cp, i) => {
    const before = checkpoints[i - 1];
    const leftAirside = before !== undefined && before.kind === 'TRANSIT';
    return cp.kind === 'DOMESTIC' || leftAirside ? cp : { ...cp, exitTerritory: cp.previousTerritory };
  });
}

/** The spec's invalid trips: a leg that starts or ends at a whole country and stays inside it. */
function invalidLegs(nodes: readonly TravelNode[], places: readonly Place[]): ErrorObject[] {
  const errors: ErrorObject[] = [];
  for (let i = 1; i < places.length; i++) {
    const a = places[i - 1]!;
    const b = places[i]!;
    if (a.territory !== b.territory || (a.kind !== 'TERRITORY' && b.kind !== 'TERRITORY')) continue;
    const field = nodes[i]!.airportCode !== undefined ? 'airportCode' : 'locationCode';
    const detail = a.kind === 'TERRITORY' && b.kind === 'TERRITORY'
      ? `Travel from ${a.code} to ${b.code} stays inside one country`
      : a.kind === 'TERRITORY'
        ? `Travel from the whole of ${a.code} to ${b.code}, which is inside it,`
        : `Travel from ${a.code} to the whole of ${b.code}, which contains it,`;
    errors.push(error(422, 'INVALID_TRIP', 'Invalid trip',
      `${detail} is not a trip the service can answer: name airports or regions instead of the whole country.`,
      `${NODES}/${i}/${field}`));
  }
  return errors;
}

/** Which Errors-table row a trip wholly inside one territory without domestic data falls in. */
function noticeFor(places: readonly Place[]): Notice {
  const first = places[0]!;
  const last = places[places.length - 1]!;
  const region = first.region;
  if (region !== null && places.every((p) => p.region === region)) return { type: 'SAME_REGION', region };
  if (first.kind === 'AIRPORT' && last.kind === 'AIRPORT') return { type: 'BETWEEN_AIRPORTS', from: first.code, to: last.code };
  if (first.kind === 'AIRPORT' || last.kind === 'AIRPORT') {
    const airport = first.kind === 'AIRPORT' ? first.code : last.code;
    return { type: 'AIRPORT_AND_REGION_COUNTRY', airport, territory: first.territory };
  }
  return { type: 'WITHIN_COUNTRY', territory: first.territory };
}
