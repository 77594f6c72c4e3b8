// Travel node -> Place. Nodes reaching this step passed validation, so their codes are known.
import type { TravelNode1 as TravelNode } from '../schema/generated.js';
import type { PlaceLookup } from './lookup.js';
import type { Place } from './model.js';

export function placeOf(node: TravelNode, ref: PlaceLookup): Place {
  if (node.airportCode !== undefined) {
    const a = ref.airport(node.airportCode)!;
    return { kind: 'AIRPORT', code: a.iata, territory: a.territory, region: a.region, airport: a.iata };
  }
  const code = node.locationCode!;
  if (code.length === 3) return { kind: 'TERRITORY', code, territory: code, region: null, airport: null };
  const r = ref.region(code)!;
  return { kind: 'REGION', code, territory: r.territory, region: r.code, airport: null };
}
