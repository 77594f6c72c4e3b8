// What the itinerary step produces: places for nodes, and checkpoints where requirements apply.
import type { CheckpointKind, EntryReason } from '../facts/catalogue.js';

export type PlaceKind = 'TERRITORY' | 'REGION' | 'AIRPORT';

export interface Place {
  kind: PlaceKind;
  /** The code as given (alpha-3, ISO 3166-2 or IATA). */
  code: string;
  territory: string;
  region: string | null;
  airport: string | null;
}

export interface Checkpoint {
  /** Index of the travel node arrived at. */
  nodeIndex: number;
  kind: CheckpointKind;
  entryReason: EntryReason | null;
  territory: string;
  region: string | null;
  airport: string | null;
  previousTerritory: string;
  date: string;
  layoverHours: number | null;
  legIndex: number;
  /** Territory of the first later node outside this territory, or null when the trip ends in it. */
  nextTerritory: string | null;
  /** Departure date from the last consecutive node in this territory, or null when the trip ends in it. */
  departureDate: string | null;
  /**
   * The territory the traveller leaves through its exit controls on the leg arriving here: the trip's
   * origin or a territory entered at an earlier ENTRY checkpoint; null when the leg leaves an airside
   * transit (the traveller never entered) and at DOMESTIC checkpoints (no border is crossed).
   */
  exitTerritory: string | null;
  /** Date the leg arriving here departs (its departure date, else the arrival date). */
  exitDate: string;
}

/** The spec's Errors table: valid trips we cannot enrich, answered with a headline or an alert. */
export type Notice =
  | { type: 'SAME_REGION'; region: string }
  | { type: 'BETWEEN_AIRPORTS'; from: string; to: string }
  | { type: 'AIRPORT_AND_REGION_COUNTRY'; airport: string; territory: string }
  | { type: 'WITHIN_COUNTRY'; territory: string };

export interface Itinerary {
  places: Place[];
  checkpoints: Checkpoint[];
  originTerritory: string;
  finalTerritory: string;
  /** True when every place is in one territory. */
  domestic: boolean;
  notice?: Notice;
}
