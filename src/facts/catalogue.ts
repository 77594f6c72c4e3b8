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
}

export type FactName = keyof Facts;

export const FACT_NAMES: readonly FactName[] = [
  'checkpointKind', 'entryReason', 'territory', 'region', 'airport', 'previousTerritory',
  'originTerritory', 'finalTerritory', 'passport', 'passports', 'ownNationality', 'date',
  'layoverHours', 'legIndex',
];
