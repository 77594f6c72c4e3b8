// Official lists (rules/lists/*.json, schema schemas/official-list.schema.json): which answer a
// destination's own list gives each nationality, and when. They are data for a check, never
// loaded by the engine: src/lists/compare.ts holds them against the visa matrix.

export type ListAnswer =
  | 'VISA_FREE' | 'ETA' | 'E_VISA' | 'VISA' | 'VISA_ON_ARRIVAL' | 'NO_ADMISSION' | 'PARTIAL_SUSPENSION' | 'ETA_IF_VISA_HELD';

/** What a rule's record answers, in the same terms (plus CITIZEN, and NONE for no answer). */
export type AnswerKind = ListAnswer | 'CITIZEN' | 'NONE';

export interface ListSource {
  type: 'GOVERNMENT' | 'ORGANIZATION';
  title: string;
  url: string;
  readAt: string;
  note?: string;
}

export interface ListEntry {
  answer: ListAnswer;
  nationalities: string[];
  from?: string;
  until?: string;
  lodged?: 'EMBASSY' | 'ONLINE' | 'ONLINE_OR_PAPER';
  suspendedClasses?: string[];
  condition?: string;
  legalRef?: string;
  note?: string;
}

export interface ListOthers {
  answer: ListAnswer;
  lodged?: 'EMBASSY' | 'ONLINE' | 'ONLINE_OR_PAPER';
  except?: string[];
  note: string;
}

export interface AcceptedDisagreement {
  nationality: string;
  destination?: string;
  matrix: string;
  comment: string;
}

export interface OfficialList {
  id: string;
  title: string;
  destinations: string[];
  checkedOn: string;
  sources: ListSource[];
  notes?: string;
  entries: ListEntry[];
  others?: ListOthers;
  accepted?: AcceptedDisagreement[];
}

/** A list file as read: its path under the ruleset directory ("lists/usa-vwp.json") and parsed content. */
export interface ListFile {
  path: string;
  content: unknown;
}

/** The matrix answer kinds a list answer agrees with. */
export const AGREES: Readonly<Record<ListAnswer, readonly AnswerKind[]>> = {
  VISA_FREE: ['VISA_FREE'],
  ETA: ['ETA'],
  E_VISA: ['E_VISA'],
  // A visa lodged online is a visa, not an e-visa: only a visa answer agrees.
  VISA: ['VISA'],
  VISA_ON_ARRIVAL: ['VISA_ON_ARRIVAL'],
  NO_ADMISSION: ['NO_ADMISSION'],
  // The matrix has no value for these: only an authored rule whose record says so agrees.
  PARTIAL_SUSPENSION: ['PARTIAL_SUSPENSION'],
  ETA_IF_VISA_HELD: ['ETA_IF_VISA_HELD'],
};

/** Record tags that name the two answers the matrix cannot express (authored records carry them). */
export const TAG_PARTIAL_SUSPENSION = 'partial-suspension';
export const TAG_ETA_IF_VISA_HELD = 'eta-if-visa-held';

/** Directory of the ruleset holding list files; not rule files, never in the manifest's files. */
export const LISTS_DIR = 'lists/';
/** Directory of the hand-authored override rules (priority 20, slot visa). */
export const OVERRIDES_DIR = 'overrides/';
