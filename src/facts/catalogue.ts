// The facts a rule may test, one set per checkpoint x passport. This list is the contract with
// rule authors (documented in rules/README.md); the linter rejects fact names not listed here.

export type CheckpointKind = 'ENTRY' | 'TRANSIT' | 'DOMESTIC';
export type EntryReason = 'DESTINATION' | 'STOPOVER' | 'SELF_TRANSFER' | 'DOMESTIC_CONNECTION';

export interface Facts {
  /** ENTRY: the traveller passes the border; TRANSIT: stays airside; DOMESTIC: flight wholly inside one territory. */
  checkpointKind: CheckpointKind;
  /** Why an ENTRY is an entry; null for TRANSIT and DOMESTIC. */
  entryReason: EntryReason | null;
  /** alpha-3 of the territory that enforces the requirements at this checkpoint. */
  territory: string;
  /** ISO 3166-2 region of the place arrived at, or null. */
  region: string | null;
  /** IATA code of the airport arrived at, or null. */
  airport: string | null;
  /** alpha-3 of the territory the leg departs from. */
  previousTerritory: string;
  /** alpha-3 of the trip's ORIGIN. */
  originTerritory: string;
  /** alpha-3 of the trip's last DESTINATION. */
  finalTerritory: string;
  /** alpha-3 of the passport being evaluated. */
  passport: string;
  /** All of the traveller's passports (alpha-3), in request order. */
  passports: string[];
  /** passport === territory. */
  ownNationality: boolean;
  /** Arrival date at this checkpoint, YYYY-MM-DD (dates are judged against this, never the clock). */
  date: string;
  /** Hours between arrival and departure at a TRANSIT node; null elsewhere or when unknown. */
  layoverHours: number | null;
  /** 1-based index of the leg that arrives at this checkpoint. */
  legIndex: number;
  /** alpha-3 of the first later node outside this checkpoint's territory (where a transit continues to); null when the trip ends there. */
  nextTerritory: string | null;
  /** Date the traveller leaves this checkpoint's territory on this trip; null when the trip ends there. */
  departureDate: string | null;
  /**
   * Territories the traveller was in earlier on this trip: the origin, every earlier ENTRY or
   * DOMESTIC checkpoint, and every earlier airside TRANSIT over 12 hours (WHO's yellow-fever threshold).
   */
  visitedBefore: string[];
  /** The request carried traveller.documents (an empty array means: holds none). */
  documentsDisclosed: boolean;
  /** Issuers of the traveller's visas valid on `date`. */
  visasHeld: string[];
  /** Issuers of the traveller's residence permits valid on `date`. */
  residencePermitsHeld: string[];
  /** Issuers of visas valid on `date` or expired within the 10 years before it. */
  visasHeldPast10Years: string[];
  /** The request carried traveller.vaccinations. */
  vaccinationsDisclosed: boolean;
  /** Vaccines whose certificate is valid on `date` (YELLOW_FEVER, POLIO). */
  vaccinations: string[];
  /**
   * alpha-3 of the territory the traveller leaves through its exit controls on the leg arriving at this
   * checkpoint (the origin, or a territory entered earlier); null after an airside transit and at DOMESTIC checkpoints.
   */
  exitTerritory: string | null;
  /** Vaccines whose certificate is valid on the date the leg arriving here departs (same windows as `vaccinations`). */
  vaccinationsAtExit: string[];
}

export type FactName = keyof Facts;

export const FACT_NAMES: readonly FactName[] = [
  'checkpointKind', 'entryReason', 'territory', 'region', 'airport', 'previousTerritory',
  'originTerritory', 'finalTerritory', 'passport', 'passports', 'ownNationality', 'date',
  'layoverHours', 'legIndex', 'nextTerritory', 'departureDate', 'visitedBefore', 'documentsDisclosed',
  'visasHeld', 'residencePermitsHeld', 'visasHeldPast10Years', 'vaccinationsDisclosed', 'vaccinations',
  'exitTerritory', 'vaccinationsAtExit',
];
