// The narrow view of reference data the itinerary step needs (src/reference satisfies it).
import type { Airport, Region, Territory } from '../reference/types.js';

export interface PlaceLookup {
  territory(alpha3: string): Territory | undefined;
  region(code: string): Region | undefined;
  airport(iata: string): Airport | undefined;
}
