// The texts the envelope needs, as a port: src/text implements it with i18next. Keeping it an
// interface lets the envelope stay free of i18n and the text step come last in the chain.
import type { CoverageEntry, CoverageTopic, GroupType, ProcedureRecord, RestrictionRecord } from '../schema/generated.js';
import type { Notice, Place } from '../itinerary/model.js';
import type { Rank } from '../rules/favourable.js';
import type { RecordDefinition } from '../rules/model.js';
import type { MissionPlaceTexts } from '../places/missions.js';
import type { VisaMissionTexts } from './missions.js';

export interface HeadlineFacts {
  /** Final destination answer, or undefined for domestic trips and Errors-table trips. */
  destination?: {
    territory: string; passport: string; rank: Rank; days?: number; conditional?: boolean;
    /** The visa answer suspends some visa classes for this passport (tag partial-suspension: a US proclamation). */
    partlySuspended?: boolean;
  };
  /**
   * Territories where a restriction outside the visa answer applies to this trip (an entry ban for
   * travellers from outbreak countries, a quarantine): said before the visa answer, which alone
   * would read as "you can go". A restriction in the visa slot already is the visa answer (NO_ADMISSION).
   */
  restricted?: string[];
  /** Checkpoints before the destination whose answer needs something (ETA, visa, ...). */
  alsoNeeded: Array<{ territory: string; kind: 'TRANSIT' | 'ENTRY'; rank: Rank; mandatory: boolean }>;
  domestic?: { territory: string; requirements: number };
  notice?: Notice;
  /** The traveller's own passport fails a validity rule (a disclosed expiry or issue date): said first. */
  passportProblems?: PassportDateFact[];
  /** Topics not researched: at the final destination, and the other checkpoints' territories with gaps. */
  gaps?: { destination?: { territory: string; topics: CoverageTopic[] }; others: string[] };
}

export interface UpcomingFact { territory: string; startDate: string; recordId: string }

/**
 * A passport-validity requirement with the dates this trip gives it and, when the traveller
 * disclosed that passport (traveller.documents PASSPORT), its dates and the verdict on each.
 */
export interface PassportDateFact {
  territory: string;
  validUntil?: string;
  issuedOnOrAfter?: string;
  expiry?: string;
  issueDate?: string;
  /** expiry >= validUntil (undefined: no verdict: no date to compare). */
  validMet?: boolean;
  /** issueDate >= issuedOnOrAfter (undefined: no verdict). */
  issuedMet?: boolean;
}

/** With the texts of diplomatic missions and of the trip's visaMissions (src/text/missions.ts). */
export interface Texts extends MissionPlaceTexts, VisaMissionTexts {
  /** Locale whose resources are used (after fallback). */
  readonly locale: string;
  copyright(): string;
  groupName(type: GroupType): string;
  groupTooltip(type: GroupType): string | undefined;
  upcomingHeadline(items: UpcomingFact[]): string;
  headline(facts: HeadlineFacts): string;
  alert(notice: Notice): string | undefined;
  territoryName(alpha3: string): string;
  /** Name of a transit grouping: the country named as a transit. */
  transitName(alpha3: string): string;
  /** DOCUMENTS_AND_FORMS headline: the passport-validity dates of this trip, if any. */
  passportHeadline(items: PassportDateFact[]): string | undefined;
  placeName(place: Place): string;
  record(def: RecordDefinition): ProcedureRecord | RestrictionRecord;
  /** The sentence of a PARTIAL or NOT_COVERED coverage entry. */
  coverageText(entry: CoverageEntry): string;
  /** The alert for a checkpoint territory whose topics were not researched. */
  coverageAlert(territory: string, topics: CoverageTopic[]): string;
  /** A sentence or label of the common namespace (the text report's words). */
  label(key: string, params?: Record<string, unknown>): string;
}
